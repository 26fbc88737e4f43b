"""Word lists the extraction rules read. Data only: no logic lives here.

Kept small and support-specific on purpose. Each list says what it is for; a word belongs
in a list only when it nearly always means that in customer-support talk.
"""

from __future__ import annotations

import json
from importlib import resources


def words(text: str) -> frozenset[str]:
    """A set of the whitespace-separated words of ``text`` (keeps long lists readable)."""
    return frozenset(text.split())


# The customer as the doer of an action.
SELF_SUBJECTS = frozenset({"i", "we", "i've", "we've", "i'd", "we'd", "i'm", "we're"})

# People other than the customer: their actions are not the customer's attempts.
THIRD_PARTIES = words(
    """colleague colleagues coworker coworkers co-worker co-workers husband wife son daughter
    friend friends boss partner manager brother sister dad mom mum father mother kid kids
    teammate teammates technician tech it admin administrator he she they someone somebody
    neighbour neighbor roommate flatmate assistant team department consultant contractor
    everyone nobody engineer engineers repairman guy landlord helpdesk nephew niece uncle aunt
    grandson granddaughter cousin spouse girlfriend boyfriend bf gf hubby staff mate mates buddy
    pal plumber electrician mechanic locksmith installer fitter handyman courier roofer roofers
    builder builders gardener decorator painter carpenter joiner glazier tiler surveyor inspector
    tradesman tradesmen workman workmen serviceman repairer vet dentist doctor pharmacist"""
)

# People who come to look at the thing, or are paid to: what they say they found is the
# cause, not a new problem ("the electrician said the socket was wired wrong").
TRADESPEOPLE = words(
    """technician technicians tech engineer engineers electrician plumber mechanic installer
    fitter handyman locksmith repairman roofer builder inspector surveyor serviceman repairer
    gasman guy"""
)

# Who can give advice that the customer then follows ("support told me to ...").
ADVICE_VERBS = frozenset({"told", "advised", "suggested", "recommended", "asked", "instructed"})

# Words sitting between the subject and the verb that carry no meaning for the action.
FILLER_ADVERBS = words(
    """already also just then first finally even actually obviously immediately quickly
    recently again completely manually simply literally basically since now next later
    afterwards successfully eventually initially once twice still really definitely
    properly fully both currently myself ourselves"""
)

# Words a speaker puts between "I" and the verb ("i've already like unplugged it", "i kinda
# reset it", "i sort of restarted it"): dropped only right before a verb form.
SPOKEN_FILLERS = words("like kinda sorta kind sort of pretty much totally honestly literally")

# How a step was done, said before its verb: "manually reconnect", "physically restart the
# camera", "just toggle it": dropped from a restated step's text. Narrower than
# ``FILLER_ADVERBS``: no "again", "now", "once" or "since", which say when, and may end a
# step's text ("restart it again").
MANNER_WORDS = words(
    """manually just simply first quickly then also always physically completely fully
    basically literally"""
)

# Asides that open a clause without changing it ("and for some reason it suddenly connected")
ASIDES = ("for some reason", "for whatever reason", "somehow")
# Leading connectors stripped from a clause ("and then I ...", "so I ...").
CONNECTORS = (
    "and then",
    "after that",
    "after this",
    "but then",
    "and also",
    "and",
    "but",
    "then",
    "so",
    "also",
    "plus",
    "which",
    "though",
    "however",
    "anyway",
    "ok so",
    "ok",
    "okay",
    "well",
    "next",
    "first",
    "firstly",
    "finally",
    "lastly",
    "oh",
    "update:",
    "even though",
    "although",
    "because",
    "whereas",
    "after",
    "once",
    "yes",
    "no,",
    *ASIDES,
)

# Verb lemmas that are not troubleshooting actions when the customer does them.
NON_ACTION_VERBS = words(
    """be have get see notice receive buy purchase pay call phone contact email message text
    write ask wonder think want need like love hate feel hope know say tell mention read hear
    find use seem look appear happen forget remember guess mean expect wait work help thank
    appreciate chat speak talk report raise file submit subscribe order book go come leave let
    keep lose miss fix solve resolve troubleshoot figure deal handle manage struggle spend
    google search realise realize understand suppose believe assume cancel charge refund bill
    invoice renew sign_up register own am do spill drop knock smash crack break withdraw transfer
    deposit place exchange travel apply attach stay remain become last decline arrive result
    land fly commute relocate holiday vacation die affect
    reproduce marry divorce excite interest worry annoy frustrate
    confuse disappoint surprise shock bother concern amaze scare embarrass analyze analyse
    investigate observe encounter experience face suffer discover witness drip leak fall
    suspect doubt fear"""
)

# Of those, the ones that are a step when the customer says they *tried* them ("tried
# cancelling the second payment in the app", "tried to cancel it", "tried paying with paypal").
TRIED_ACTIONS = words("""cancel pay""")

# Everyday use of the product: an attempt only when an outcome is stated for it
# ("I uploaded a smaller file and it worked"), else it is the context of a symptom.
USAGE_VERBS = words(
    """open upload download print save type click launch start send log sign export import
    load join share sync access browse visit play watch stream connect scroll edit listen"""
)

# The problem told as a chore, not a fix: "I have to charge it twice a day", "I have to
# enter my password every time" (habits that are no workaround).
CHORE_VERBS = words("charge enter re-enter reenter retype re-type pay")

# Verbs that act on the application as a whole: "it" / "the app" / no object → "application".
APP_VERBS = words(
    """restart relaunch reopen close quit update upgrade downgrade reinstall uninstall install
    repair launch open force-quit force-close force-stop kill refresh reload patch re-install
    un-install re-open re-launch redownload re-download"""
)

# Verbs that flip a setting: "turned it off" after "numlock was on" turned numlock off.
SWITCH_VERBS = words(
    """turn switch enable disable activate deactivate toggle flip tick untick check uncheck
    unblock allow unfreeze"""
)

# What a setting was found in: "numlock was on", "the wifi calling setting was disabled".
SETTING_STATES = words(
    """on off enabled disabled enable disable activated deactivated active inactive blocked
    unblocked paused ticked unticked checked unchecked frozen"""
)

# Verbs of a look at the thing itself: "checked the fuse, it was burned. changed it"
LOOK_VERBS = words("""check look inspect examine""")

# Verbs of finding a thing before acting on it: "found the travel toggle and switched it on".
FOUND_VERBS = words("""found find saw noticed spotted""")

# Where a missing email, payment or parcel hides: "checked spam", "checked my card statement",
# "checked the shed" failed unless "it was there" follows.
HIDING_PLACES = words(
    """spam junk promotions trash bin statement statements paypal transactions balance shed
    bins hedge"""
) | {"updates tab", "other folder", "bank account", "online banking", "banking app"}
HIDING_PLACES |= {"plant pots", "recycling bin", "parcel box", "safe place", "back garden"}

# Words that follow a thing named as the subject of a problem: "my printer has stopped",
# "printer shows offline", "the app keeps crashing". The thing ends before them.
AFTER_A_SUBJECT = words(
    """has have had is are was were will does did keeps keep won't wont doesn't doesnt
    didn't didnt can't cant cannot stopped started shows show showing says say saying
    displays gives reads gets got goes went just still now never suddenly randomly always"""
)

# Particles after a verb ("turned it off", "took it out"): no object of their own.
VERB_PARTICLES = words("""on off back again out in up down away over""")

# How a customer says the result is still to come, after telling what they did: "will let
# u know if it drains now", "see if that helps", "fingers crossed". The steps of such a
# message are not a list of what failed: they wait for their outcome.
AWAITING_NEWS = (
    "let you know",
    "let u know",
    "write you again",
    "write to you again",
    "keep you posted",
    "keep u posted",
    "report back",
    "get back to you",
    "update you",
    "see if it",
    "see if that",
    "see if this",
    "see if they",
    "see how it goes",
    "see what happens",
    "wait and see",
    "we'll see",
    "will see",
    "fingers crossed",
    "hopefully that",
    "hopefully this",
    "hopefully it",
)

# What a fault does, told as going on: "its clicking again", "it's flashing again" is the
# problem back, never good news (the outcome tables read "X-ing again" as working again).
FAULT_GERUNDS = words(
    """flashing blinking beeping leaking jamming buzzing clicking rattling squeaking smelling
    dripping sparking smoking tripping overheating flickering stuttering lagging freezing
    crashing hanging glitching fogging humming whining hissing crackling ticking knocking
    grinding vibrating wobbling shaking juddering squealing screeching draining buffering
    dropping jumping disconnecting rebooting icing frosting sticking skipping slipping stalling
    misfiring chirping bleeping whistling chiming rumbling clunking thumping banging"""
)

# What names a warning lamp: "the tyre pressure light came on" is the problem, "light came back
# on 2 days later" the problem back (not "the link light came on": a lost thing back)
WARNING_LAMPS = frozenset(
    {
        "warning",
        "engine",
        "tyre",
        "tire",
        "pressure",
        "service",
        "oil",
        "abs",
        "airbag",
        "fault",
        "error",
        "red",
        "orange",
        "amber",
        "management",
        "dpf",
        "glow plug",
        "check",
    }
)

# What a thing did, told without a subject ("crashed twice this morning", "froze again"):
# the fault, never a step of the customer's ("rebooted it", "drained the tank" are steps)
FAULT_PASTS = words(
    """crashed froze frozen glitched lagged buffered stuttered flickered overheated beeped
    leaked dripped squeaked rattled juddered crackled buzzed hissed whined screeched squealed
    sparked smoked"""
)

# Words of a problem that happened once (an intrusion, a charge, a renewal): the steps told
# beside it answer it, they are no fixes that failed.
ONE_OFF_PROBLEM_WORDS = words("""hacked charged billed debited renewed unauthorized unauthorised""")
ONE_OFF_DOERS = words("""someone somebody""")

# What was wrong, said as a thing that can go away: "the smell is gone", "the banner went
# away", "error 14 has disappeared" are good news (but "my files are gone" is not).
GONE_PROBLEMS = words(
    """problem problems issue issues error errors bug bugs crash crashes crashing drop drops
    lag lagging freeze freezes freezing flicker flickering stutter stuttering glitch glitches
    beep beeps beeping noise noises buzz buzzing hum humming whine whining hiss hissing
    crackle crackling static echo delay buffering slowdown jam warning warnings message
    messages prompt prompts popup popups pop-up pop-ups banner banners ad ads disconnects
    smell smells odour odor taste rattle rattling squeak squeaking grinding clicking leak
    dripping condensation lines flashing ghosting water puddle puddles ice frost mould mold
    stain stains streaks residue smoke mark marks spots film haze whistle whistles whistling
    squeal squeals squealing screech screeching feedback"""
)

# Ways to pay instead of the card that failed: "used apple pay and it went through".
PAYMENT_METHODS = frozenset(
    {"apple pay", "google pay", "samsung pay", "paypal", "cash", "contactless", "phone to pay"}
    | {"watch to pay", "gift card", "bank transfer", "klarna", "venmo"}
)

# Nouns that name "the application" itself.
APP_NOUNS = frozenset({"app", "application", "program", "software", "client", "it", "them"})

# Words dropped from objects and subjects: articles, possessives, demonstratives.
DETERMINERS = words(
    """the a an my our your his her their its this that these those some any whole entire
    all"""
)

# Objects too vague to name an action ("I tried everything").
VAGUE_OBJECTS = words(
    """everything anything something stuff things that this it all them those these what
    nothing whatever"""
)

# "-ing" forms the lemmatiser reads as another word ("writing" → "writ"): their verb.
MISREAD_GERUNDS = {"writing": "write", "rewriting": "rewrite"}

# Irregular past tenses (and participles) → lemma; simplemma handles the regular ones.
IRREGULAR_PAST = {
    "ran": "run",
    "reran": "rerun",
    "re-ran": "re-run",
    "did": "do",
    "redid": "redo",
    "undid": "undo",
    "made": "make",
    "took": "take",
    "gave": "give",
    "went": "go",
    "got": "get",
    "tried": "try",
    "froze": "freeze",  # "I froze the card in the app" (and "it froze": a symptom, no actor)
    "unfroze": "unfreeze",
    "unfrozen": "unfreeze",  # "I have unfrozen the card"
    "rebuilt": "rebuild",
    "built": "build",
    "held": "hold",
    "kept": "keep",
    "left": "leave",
    "brought": "bring",
    "bought": "buy",
    "paid": "pay",
    "told": "tell",
    "said": "say",
    "saw": "see",
    "thought": "think",
    "sent": "send",
    "found": "find",
    "wrote": "write",
    "rewrote": "rewrite",
    "rang": "ring",
    "spoke": "speak",
    "spoken": "speak",
    "began": "begin",
    "chose": "choose",
    "chosen": "choose",
    "written": "write",
    "rewritten": "rewrite",
    "thrown": "throw",
    "shaken": "shake",
    "bent": "bend",  # "i bent the float arm down a bit"
    "unbent": "unbend",
    "relit": "relight",  # "relit the pilot light"
    "fed": "feed",
    "slid": "slide",
    "overrode": "override",
    "overridden": "override",
    "rewound": "rewind",
    "resat": "reseat",
    "threw": "throw",
    "blew": "blow",
    "blown": "blow",
    "forgot": "forget",
    "came": "come",
    "became": "become",
    "broke": "break",
    "fell": "fall",
    "knew": "know",
    "stood": "stand",
    "understood": "understand",
    "wore": "wear",
    "swapped": "swap",
    "stopped": "stop",
    "dug": "dig",
    "shut": "shut",
    "set": "set",
    "reset": "reset",
    "let": "let",
    "put": "put",
    "cut": "cut",
    "hit": "hit",
    "rerun": "rerun",
    "done": "do",
    "run": "run",
    "taken": "take",
    "given": "give",
    "gone": "go",
    "spent": "spend",
    "plugged": "plug",
    "unplugged": "unplug",
    "logged": "log",
    "re-logged": "re-log",
    "disabled": "disable",
    "enabled": "enable",
    "re-enabled": "re-enable",
    "re-added": "re-add",
    "readded": "re-add",
    "redownloaded": "redownload",
    "re-downloaded": "re-download",
    "power-cycled": "power-cycle",
    "powercycled": "power-cycle",
    "rolled": "roll",
    "updated": "update",
    "uninstalled": "uninstall",
    "reinstalled": "reinstall",
    "re-installed": "re-install",
    "synced": "sync",
    "resynced": "resync",
    "re-synced": "re-sync",
    "cleared": "clear",
    "used": "use",
    "freed": "free",
    "flushed": "flush",
    "toggled": "toggle",
    "reconnected": "reconnect",
    "re-paired": "re-pair",
    "repaired": "repair",
    "paired": "pair",
    "unpaired": "unpair",
    "signed": "sign",
    "lost": "lose",
    "shown": "show",
    "woke": "wake",
    "spun": "spin",
    "shook": "shake",
    "hid": "hide",
    "unhid": "unhide",
    "swapped out": "swap out",
    "re-set": "reset",
    "rebooted": "reboot",
    "cycled": "cycle",
}

# Verbs whose -ing / -ed forms double the final "l" ("cancelling", "travelled"); every other
# "-lling" keeps both ("installing" -> "install").
DOUBLED_L = words(
    """cancel travel label level model signal fuel total channel dial control patrol compel
    propel excel expel repel marshal tunnel pedal shovel funnel counsel refuel relabel
    enrol"""
)

# Words ending in -ed / -ing that are not verb forms.
NOT_VERB_FORMS = words(
    """need speed bed red feed seed shed weed hundred embed thing nothing something anything
    everything morning evening during ring string king bring sing spring setting settings
    ceiling building wedding pudding advanced detailed based related sized shared wired
    wireless fixed missing stuck tracking lower plumbing wiring"""
)

# The step vocabulary (action nouns, their long forms and heads, restoring verbs, symptom
# adjectives) is data: ``steps.json``, read once here.
_STEPS = json.loads(resources.files(__package__).joinpath("steps.json").read_text("utf-8"))
ACTION_NOUNS: tuple[str, ...] = tuple(_STEPS["action_nouns"])  # "a restart didn't help"
LONG_ACTION_NOUNS: dict[str, str] = dict(_STEPS["long_action_nouns"])  # "reinstallation of"
ACTION_NOUN_HEADS: frozenset[str] = frozenset(_STEPS["action_noun_heads"])  # "the reset email"
FIXED_PAIRS: tuple[str, ...] = tuple(_STEPS["fixed_pairs"])  # "chip and pin": one thing
FITTED_PARTS: frozenset[str] = frozenset(_STEPS["fitted_parts"])  # "new batteries in it"
RESTORING_VERBS: frozenset[str] = frozenset(_STEPS["restoring_verbs"])  # "I have to restart it"
SYMPTOM_ADJECTIVES: frozenset[str] = frozenset(_STEPS["symptom_adjectives"])  # "slow and laggy"
GERUND_NOUNS: frozenset[str] = frozenset(_STEPS["gerund_nouns"])  # "washing machine won't drain"
SYSTEM_GERUNDS: frozenset[str] = frozenset(_STEPS["system_gerunds"])  # "heating not working"
CONTACTED_PARTIES: frozenset[str] = frozenset(_STEPS["contacted_parties"])  # "rang the surgery"
SOFTWARE_WORDS: frozenset[str] = frozenset(_STEPS["software_words"])  # "it" is the app here
ERRAND_WORDS: frozenset[str] = frozenset(_STEPS["errand_words"])  # "it" is no app here
RIDES: frozenset[str] = frozenset(_STEPS["rides"])  # "had to get a taxi": a cost, no step
# "went into the branch", "gonna go to the depot": a visit in person, a step
VISITED_PLACES: tuple[str, ...] = tuple(_STEPS["visited_places"])
# "after every program there is water on the bottom" of a dishwasher: no software program
PROGRAMMED_APPLIANCES: frozenset[str] = frozenset(_STEPS["programmed_appliances"])

# Abbreviations customers use in action texts → the words the memory keeps.
EXPANSIONS = {
    "admin": "administrator",
    "pw": "password",
    "pwd": "password",
    "settings": "settings",
    "dd": "direct debit",  # "cancelled the DD"
}
