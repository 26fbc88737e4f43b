"""A problem told without any symptom word the rules know ("I was charged twice for my
subscription", "my order #4412 hasn't arrived"): its incident text is the clause itself,
without the customer as subject, fillers and pleasantries, cut to a dozen words."""

from __future__ import annotations

from support_memory.extraction.language.informal import without_laughter
from support_memory.extraction.outcomes.tables import ONLY_FOR_A_WHILE
from support_memory.extraction.problems.guesses import GUESS, PEOPLE, PEOPLE_NOT_COLD
from support_memory.patterns import IGNORECASE, compile, word_not
from support_memory.text import capitalised

_LEAD = compile(
    r"^(?:(?:why (?:is|was|are|were|am|does|did|do|has|have)(?: i)?|how come|where (?:is|are)|"
    r"hi|hello|hey|good (?:morning|afternoon|evening|day)|greetings|so|ok|okay|well|um|uh|also|"
    r"and|but|please|pls|just|sir|madam|ma'am|"
    r"basically|honestly|unfortunately|sadly|again|"
    # "the only thing is that the radiators upstairs are cold": what is left wrong; "it
    # appears that ...": a hedge
    r"(?:the )?only (?:thing|problem|issue|snag) (?:now )?is(?: that)?|"
    r"it (?:appears|seems|looks) (?:that|as if|as though|like))\b[,!.]?\s*"
    # "no, it still fails" (but "no clients can connect" keeps its "no")
    r"|(?:yes|no)[,!.]+\s*)+",
    IGNORECASE,
)
_SUBJECT = compile(
    r"^(?:i|we)(?:'m|'re|'ve| am| have| had| was| were| are| 've)?(?: been| just| still| now)*\s+"
    r"|^(?:my|our|the|this|that)\s+",
    IGNORECASE,
)
# "experiencing a recurring issue on Ubuntu", "facing this issue": meeting the problem
_MEETS = compile(
    r"^(?:(?:currently|recently|also|constantly)\s+)?(?:experienc(?:ing|ed)|encounter(?:ing|ed)|"
    r"facing|faced|having|noticed|discovered|running into|ran into)\s+",
    IGNORECASE,
)
# "an issue", "this problem": what is wrong is not said
_VAGUE = compile(
    r"^(?:an?|the|this|that|same|some|the same)\s+(?:issue|problem|bug|error)$", IGNORECASE
)
# "(order #A-99812,) a Philips air fryer", "a week or so", "a standard GH5 controller": a thing
# or a time named on its own, no verb and no trouble in it (not "a power outage")
_VERBS_OF_A_PROBLEM = (
    *("is", "are", "was", "were", "has", "have", "had", "keeps", "won't", "can't", "isn't"),
    *("doesn't", "does", "did", "gets", "got", "stopped", "stops", "broke", "loose", "missing"),
)
_NOT_A_VERB = word_not(words=_VERBS_OF_A_PROBLEM)
_BARE_THING = compile(r"^(?:a|an)(?:\s+" + _NOT_A_VERB + r"[-'.]?){1,5}$", IGNORECASE)
_TROUBLE = compile(
    r"\b(?:problems?|issues?|errors?|bugs?|faults?|outages?|loss|fees?|charges?|crash\w*|fail\w*|"
    r"leaks?|cracks?|dents?|damage\w*|square|glitch\w*|warnings?|delays?|lot of|lots of|ads|"
    r"pop-?ups|spam)\b",
    IGNORECASE,
)
# "(oh and) the other thing while i have you", "one other thing:": a second matter announced
_ANOTHER_THING = compile(
    r"^(?:(?:oh|and|also|so)\W+)*(?:the |one |an? )?(?:other|another|second|last) (?:thing|matter|"
    r"issue|question)(?:,? while i(?:'ve| have) (?:got )?you)?\W*(?:(?:is|was) (?:that )?)?",
    IGNORECASE,
)
# "i got a letter in the mail saying there's a recall on ...", "I've had a letter from you
# saying my direct debit was returned": what the letter says is the problem
_TOLD_IN_A_LETTER = compile(
    r"^(?:(?:i|we)(?:'ve| have)?\s+)?(?:got|had|received|get|have)\s+(?:a|an|this|the)\s+"
    r"(?:letter|e-?mail|text|message|notice|sms|notification|bill)\b[\w ]{0,30}?\s+"
    r"(?:saying|stating|telling me|to say)\s+(?:that\s+)?",
    IGNORECASE,
)
# "(why did i) get charged twice", "got logged out": what was done to the customer
_GOT_DONE = compile(r"^(?:get|got|gotten)\s+(?P<done>\w+ed)\b", IGNORECASE)
_TAIL = compile(r"\s+(?:please|pls|thanks|thank you|lol|asap|help|any ideas|again)\W*$", IGNORECASE)
_MAX_WORDS = 12
# "been like this since Monday", "same here": the problem already named, not a new one
_ANAPHORIC = compile(
    r"^(?:(?:it'?s|it has|has|have|i'?ve)\s+)?(?:been|was|is)\s+like (?:this|that)\b|"
    r"^same (?:here|thing|issue|problem|for me)\b|"
    # "happens on my ipad too": where else the same problem shows
    r"^(?:(?:it|this|that)\s+)?(?:also\s+)?(?:happens|happened|occurs|is happening)\b.*\b(?:too|"
    r"as well|also)$",
    IGNORECASE,
)


# "since the last update", "before update", "in the recent 9.7 update": when, not what
_WHEN_ONLY = compile(
    r"^(?:ever since|since|before|after|following|in|with|from|until)\s+(?:the |a |an |this |that "
    r"|my |last |latest |recent |new |previous |\S+ ){0,4}?(?:update|upgrade|release|version|"
    r"install|reinstall|reboot|restart|reset)s?$",
    IGNORECASE,
)


# "its been 2 days", "it's been a week now": how long, said before what happened
_AMOUNT = r"(?:\d+|a|an|one|two|three|four|five|few|a few|several|couple of|a couple of)"
_DURATION_ONLY = compile(
    r"^(?:it'?s|it is|it has|has|have|it|its been|been)?\s*(?:been\s+)?"
    rf"(?:over |almost |nearly |about |like )?{_AMOUNT}\s+"
    r"(?:more |whole |full )?(?:days?|hours?|weeks?|months?|mins?|minutes?|nights?)(?:\s+now)?$",
    IGNORECASE,
)
# "been trying for an hour", "ive been at it since 9": how long, of the customer's efforts
_TRYING_FOR_A_WHILE = compile(
    r"^(?:(?:i|we)(?:'ve|ve| have)?\s+)?been (?:trying|at it|waiting|on hold)(?: \w+)? "
    r"(?:for|since|all)\b",
    IGNORECASE,
)
# "(so) at least no more payments": the bright side, no problem
_AT_LEAST = compile(r"^(?:so\s+|but\s+)?at least\b", IGNORECASE)
# "i use the original charger": the setup, not a problem
_SETUP_ONLY = compile(r"^(?:i|we)\s+(?:use|am using|'m using|are using|'re using)\b", IGNORECASE)
# "**To Reproduce**", "## Steps": a heading of an issue template
_MARKUP_HEADING = compile(r"^(?:\*\*[^*]+\*\*|#+ .*|__[^_]+__)$")


# "i cancelled one of them in the app": what the customer did about it, not what is wrong
_OWN_ACTION = compile(
    r"^(?:(?:i|we)(?:'ve|\s+have|\s+had)?\s+)?(?:just\s+|already\s+|then\s+|also\s+)?(?:cancell?ed|"
    r"deleted|removed|"
    r"reset|restarted|rebooted|reinstalled|uninstalled|updated|cleared|changed|turned|switched|"
    r"unplugged|contacted|called|phoned|emailed|messaged|ordered|bought|purchased|booked|"
    # "I sent 2,400 EUR by SEPA transfer ... (and it still hasnt arrived)": what was sent
    r"sent|transferred|deposited)\b",
    IGNORECASE,
)


# "the courier just called", "the bank rang me back": somebody got in touch, no fault; "the
# engineer from british gas came out yesterday": somebody came, no fault either
_GOT_IN_TOUCH = compile(
    r"^(?:the |my |your |a |an |their |our )?(?:courier|driver|delivery (?:guy|driver|man)|agent|"
    rf"bank|store|shop|seller|support|{PEOPLE})(?:\s+from\s+[\w'&-]+(?:\s+[\w'&-]+){{0,2}}?)?"
    r"\s+(?:just\s+|finally\s+|already\s+|eventually\s+|also\s+)?(?:called|rang|phoned|emailed|"
    r"texted|messaged|replied|answered|got back|came by|came round|came over|came out|came|"
    r"visited|arrived|turned up|showed up|popped (?:round|over|by|in))\b",
    IGNORECASE,
)


# "Bank app shows card active", "the router says connected": a look that finds all well
_LOOKS_FINE = compile(
    r"^.*?\b(?:shows?|showing|says?|saying|lists?|is|are)\s+(?:\w+\s+)?(?:as\s+)?(?:active|fine|"
    r"ok|okay|normal|connected|online|valid|good|healthy|up to date|enabled)\W*$",
    IGNORECASE,
)
# "i got an alert", "received an email": a message received, told before what it said
_GOT_A_MESSAGE = compile(
    r"^(?:(?:i|we)\s+)?(?:got|received|get|receive)\s+(?:a|an|the|this)\s+(?:\w+\s+)?"
    r"(?:notification|email|e-mail|alert|text|message|sms|letter|call)s?\W*$",
    IGNORECASE,
)
# "(after) the cycle finished", "the update completed": a process ended, no fault
_PROCESS_ENDED = compile(
    r"^(?:the |my |a )?(?:\w+ )?(?:cycle|wash|program|programme|update|download|install|"
    r"installation|backup|scan|sync|upload|transfer|restore|reset|charge|print job)\s+"
    r"(?:has |had |was |is )?(?:finished|completed|ended|done|over|complete)\W*$",
    IGNORECASE,
)
# "It connect", "it works": a pronoun and one verb name no problem
_PRONOUN_AND_VERB = compile(r"^(?:it|they|this|that|he|she)\s+\w+\W*$", IGNORECASE)
# "apple refunded 2 of them", "they already credited my account": a fix by somebody else
_MADE_GOOD = compile(
    r"^(?:(?:the |my |your )?[\w-]+\s+)?(?:has\s+|have\s+)?(?:already\s+|just\s+|finally\s+)?"
    r"(?:refunded|credited|reimbursed|reversed|replaced|resent|re-sent)\b",
    IGNORECASE,
)


# "I live in a two-bedroom flat", "in case the driver went to the wrong house": a home told,
# a maybe
_HOME_OR_MAYBE = compile(
    r"^(?:(?:i|we)\s+(?:(?:still|now|currently|also)\s+)?(?:live|lives|living|stay|rent|own)\s+"
    r"(?:in|at|on)\b|(?:just\s+)?in case\b)",
    IGNORECASE,
)


# "but that is not a long term solution": a verdict on a workaround, no new problem
_NOT_A_SOLUTION = compile(
    r"^(?:but\s+)?(?:(?:it|this|that)\s*)?(?:is|'s|was)\s+(?:not|no|n't)\s+(?:a\s+)?"
    r"(?:(?:long[- ]term|permanent|real|proper|lasting)\s+(?:solution|fix)|"
    # "but this is not solution for long time": a learner's, with no article
    r"solution\s+for\s+(?:a\s+)?long(?:\s+time)?\b)",
    IGNORECASE,
)


# "For now we are sending CSVs to clients": a stopgap the customer lives with, no fault
_STOPGAP = compile(
    r"^(?:for now|for the time being|in the meantime|meanwhile|until then)[,\s]+(?:i|we)\b",
    IGNORECASE,
)
# "(..., but) can't think of anything else": the customer out of ideas, no fault
_OUT_OF_IDEAS = compile(
    r"^(?:i\s+)?(?:can't|cant|cannot|can not|couldn't|could not)\s+think\s+of\s+(?:anything|"
    r"what|much)(?:\s+else)?\b",
    IGNORECASE,
)
# "but i pay for 4k": what the customer pays for, the standard a fix must meet
_PAYS_FOR = compile(r"^(?:but\s+)?(?:i|we)\s+(?:pay|paid|am paying|are paying)\s+for\b", IGNORECASE)


# "(I fill the form again with the option 'cancelled train' and) not 'delay' like you tell me":
# the option not chosen, set against the one before
NOT_THAT_ONE = compile(r"^(?:but\s+|and\s+)?not\s+(?:the\s+|a\s+)?['\"\x{2018}\x{201c}]")
# "(the car drives normally,) no strange noises, no loss of power": the trouble not there
_NO_SIGN_OF_TROUBLE = compile(
    r"^(?:(?:and|but|so)\s+)?no (?:loss of \w+|(?:strange|weird|unusual|funny|odd|other|new|"
    r"obvious|visible) \w+)\W*$",
    IGNORECASE,
)
_NOT_A_PROBLEM = (
    NOT_THAT_ONE,
    _STOPGAP,
    _OUT_OF_IDEAS,
    _ANAPHORIC,
    _HOME_OR_MAYBE,
    _PAYS_FOR,
    _NOT_A_SOLUTION,
    GUESS,
    _WHEN_ONLY,
    _MARKUP_HEADING,
    _DURATION_ONLY,
    ONLY_FOR_A_WHILE,  # "(gets it back) but only for an hour or two": how long a fix lasted
    _TRYING_FOR_A_WHILE,
    _AT_LEAST,
    _SETUP_ONLY,
    _OWN_ACTION,
    _GOT_IN_TOUCH,
    _PRONOUN_AND_VERB,
    _PROCESS_ENDED,
    _GOT_A_MESSAGE,
    _NO_SIGN_OF_TROUBLE,
    PEOPLE_NOT_COLD,
)
# ... said of a good state, these hold only with no denial ("shows not active", "never
# refunded" are problems)
_ALL_WELL = (_MADE_GOOD, _LOOKS_FINE)
_DENIED = compile(r"n't\b|\b(?:not|never|no)\b", IGNORECASE)


def plain_problem_text(clause: str) -> str | None:
    """The clause as an incident text, or None when nothing is left of it."""
    text = _LEAD.sub("", without_laughter(clause.strip(" .!?,;:-")))
    text = _TOLD_IN_A_LETTER.sub("", _ANOTHER_THING.sub("", text, count=1), count=1)
    if any(p.match(text) for p in _NOT_A_PROBLEM) or (
        any(p.match(text) for p in _ALL_WELL) and not _DENIED.search(text)
    ):
        return None
    text = _MEETS.sub("", _SUBJECT.sub("", text, count=1), count=1)
    got = _GOT_DONE.match(text)
    if got is not None:  # "(why did i) get charged twice", "I got billed" → "Charged twice"
        text = text[got.start("done") :]
    text = _TAIL.sub("", text)
    if _VAGUE.match(text) or (_BARE_THING.match(text) and not _TROUBLE.search(text)):
        return None
    words = _cut(text.split())
    if len(words) < 2:
        return None
    result = " ".join(words).strip(" .!?,;:-")
    return capitalised(result)


def _cut(words: list[str]) -> list[str]:
    """At most ``_MAX_WORDS`` words, or a couple more when that ends the clause ("... since the
    update", not "... since the"); a cut never ends on a word that leads to what it cut off."""
    if len(words) <= _MAX_WORDS + _LAST_WORDS:
        return words
    kept = words[:_MAX_WORDS]
    while len(kept) > _MAX_WORDS // 2 and kept[-1].lower().strip(",;:") in _LEADS_ON:
        kept.pop()
    return kept


_LAST_WORDS = 2  # "... on the loading screen since [the update]": the end is worth two words
_LEADS_ON = frozenset(
    {"the", "a", "an", "my", "your", "our", "his", "her", "their", "its", "this", "that", "of"}
    | {"since", "on", "in", "to", "at", "for", "with", "from", "by", "and", "or", "but", "when"}
    | {"after", "before", "because", "as", "if", "so", "than", "into", "onto", "about", "is"}
    | {"was", "are", "were", "be", "been", "very", "really", "just", "it", "i", "we", "there"}
)


# "This is wrong", "that's not right": a verdict on what the clause before told
_VERDICT = compile(
    r"^(?:(?:it|this|that)\s*)?(?:is\s+|'s\s+|was\s+|seems\s+)?(?:all\s+|totally\s+|completely\s+)?"
    r"(?:wrong|incorrect|not right|not correct|a mistake|unacceptable|ridiculous)$",
    IGNORECASE,
)
# "(now) I see in the confirmation mail ...": how the customer found it out
_NOTICED = compile(
    r"^(?:(?:now|but|and|so|then)\s+)?(?:i|we)\s+(?:(?:just|now)\s+)?(?:see|saw|noticed?|"
    r"realised|realized|found|discovered)(?:\s+that)?\s+",
    IGNORECASE,
)


def verdict_named(incident: str | None, before: str | None) -> str | None:
    """ "In the mail it is a single room. This is wrong": the incident is what the clause
    before told, not "Wrong"; ``incident`` unchanged otherwise."""
    if incident is None or before is None or not _VERDICT.match(incident):
        return incident
    return plain_problem_text(_NOTICED.sub("", before.strip(), count=1)) or incident


def not_a_solution(clause: str) -> bool:
    """ "that is not a long term solution": a verdict on a workaround, no problem of its own."""
    return _NOT_A_SOLUTION.match(clause.strip()) is not None
