"""Personal names the privacy filter recognises in any letter case. Data only.

Common given names and family names from many languages, leaving out those that are also
everyday English words ("Will", "Mark", "Grace", "Baker", "Rose"): a capitalised word that
is not a known word or product is treated as a name anyway (``privacy``), so those are
caught where they look like names and kept where they are words.
"""

from __future__ import annotations

GIVEN = frozenset(
    """
    aaliyah aarav abdul abigail adam adrian ahmed aisha alan alejandro alex alexander alice
    alicia amanda amelia amir ana andrea andrew angela anita anna anne anthony antonio arjun
    ashley barbara benjamin brandon brian carlos carmen caroline catherine charles charlotte
    chloe christina christopher claire daniel david deborah deepak diana diego dmitri donna
    dorothy edward elena elizabeth emily emma eric ethan fatima fernando francesca gabriel
    george giulia gregory hannah harry helen henry hiroshi igor isabella ivan jacob james
    jane jason javier jennifer jessica joanna john jonathan jorge jose joseph joshua juan
    julia karen katherine kenji kevin kumar laura lauren liam linda lucas lucia luis maria
    marie mario martha mary matthew mei michael michelle mohammed muhammad nancy natalia
    nicholas nicole nina noah olga oliver olivia omar pablo patricia paul peter priya rachel
    rahul raj rebecca ricardo robert ryan samantha sandra sarah sebastian sergei sharon
    sophia sophie stephanie steven susan thomas timothy valentina victoria vikram william
    wei xin yuki yusuf zainab zoe
    """.split()  # noqa: SIM905 - a word list reads better as words
)

FAMILY = frozenset(
    """
    adeyemi ahmed almeida alvarez anderson becker bianchi castillo chavez chen costa cruz
    dubois durand esposito fernandez ferrari fischer flores garcia gomez gonzales gonzalez
    gupta gutierrez hernandez herrera hoffmann huang ivanov jackson jenkins jimenez johnson
    kowalski kumar laurent lefebvre liu lopez martinez medina mendoza mensah meyer moreau
    moreno muller murphy nguyen novak nowak okafor oliveira ortiz patel pereira perez petrov
    ramirez ramos reyes rodriguez romano romero rossi ruiz russo sanchez santos sato schmidt
    schneider schulz sharma silva singh souza suzuki takahashi tanaka thompson torres
    vasquez wagner wang watanabe weber williams wilson yamamoto yang zhang zhao zhou
    """.split()  # noqa: SIM905 - a word list reads better as words
)

NAMES = GIVEN | FAMILY
