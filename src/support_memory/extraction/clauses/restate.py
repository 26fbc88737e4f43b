"""How a step found in another shape is told again, so that the reader reads it as a step.

The restating modules (``workarounds``, ``conditions``) turn "I have to X to get it to
work" or "if I X it works again" into "I did X, that worked around it". This module holds
what they share:

- the two results they tell (``AROUND``: the step worked and the problem stays open;
  ``FIXED``: the step fixed it);
- ``without_manner``: "manually reconnect to it" → "reconnect to it";
- ``did_each``: "go into Bluetooth settings, forget the device, then pair it" → "forget the
  device, then I did pair it"; "uncheck the box and restart the phone" → "uncheck the box
  and I did restart the phone": each step told as a step, not as a second object of the
  first verb. Going where the steps are done is no step; the two halves of one toggle
  ("disable the extension, and re-enable it") stay one step;
- ``joined``: the words before the shape, then the restated step.
"""

from __future__ import annotations

from support_memory.extraction.language.lexicon import MANNER_WORDS, RESTORING_VERBS
from support_memory.extraction.steps.action_words import IMPERATIVE_STEPS
from support_memory.extraction.steps.verbs import lemma
from support_memory.patterns import compile

AROUND = "that worked around it"
FIXED = "that fixed it"

# verbs that open a step in a run: "..., then repair", "... and add it again"
STEP_VERBS = RESTORING_VERBS | IMPERATIVE_STEPS | frozenset({"start", "put", "go", "click"})
STEP_VERBS |= {"press", "tap", "select", "hold", "re-enter", "reenter"}
_TOGGLE_PREFIXES = ("re-", "re", "un", "dis", "en", "de")
# "go into Bluetooth settings, ...": where the steps are done, not a step
_GO_TO = r"(?i)^(?:go|goes|head|navigate)\s+(?:in)?to"
_GOING_THERE = compile(_GO_TO + r"\s+[^,]*,\s*(?:(?:and|then)\s+)*")
_NAVIGATION = compile(_GO_TO + r"\b|^(?:open|launch)\s+(?:the\s+)?(?:app|settings|menu)\b")
_GOING_THEN = compile(_GO_TO + r"\s+[^,]*?\s+and\s+then\s+")
_GOES_TO = compile(_GO_TO + r"\s+[^,]*\band\b")  # "go to TWRP and perform a reset there"
# "disable and then enable it": two verbs on one thing
_SHARED_OBJECT = compile(
    r"(?i)^(?P<first>[a-z-]+)\s+and\s+(?:then\s+)?[a-z-]+\s+(?P<thing>it|them)\b"
)
_LEAD_TAIL = compile(r"(?i)(?:[\s,;-]+|\b(?:and|but|so|only)\b)+$")


def without_manner(step: str) -> str:
    """ "manually reconnect to it" → "reconnect to it": how, not what."""
    words = step.split()
    while len(words) > 1 and words[0].lower() in MANNER_WORDS:
        words = words[1:]
    return " ".join(words)


def first_verb(step: str) -> str:
    """The lemma of the step's verb, after its manner words ("manually" ...)."""
    said = [w.strip(",.;:") for w in step.lower().split() if w not in MANNER_WORDS]
    return lemma(said[0]) if said and said[0] else ""


def did_each(step: str) -> str:
    """A second or third step in a run told as a step of its own: a step verb after a comma
    or "then", or a restoring verb after "and" ("uncheck the box and restart the phone"),
    gets "I did" before it; "remove the cache and reconfigure it" stays one step. "disable and then
    enable it": the first verb is given the object both share."""
    shared = _SHARED_OBJECT.match(step)
    if shared is not None and lemma(shared["first"].lower()) in STEP_VERBS:
        step = f"{shared['first']} {shared['thing']} {step[shared.end('first') :].lstrip()}"
    going_then = _GOING_THEN.match(step)
    if going_then is not None:  # "navigate into Settings and then disable ...": the way there
        step = step[going_then.end() :]
    elif _GOES_TO.match(step):
        return step  # "go to TWRP and perform a factory reset there": one step, where it's done
    step = _GOING_THERE.sub("", step)  # "go into Bluetooth settings, forget the device"
    words = step.split()
    verb = ""  # the verb of the step before: "turn off and turn on" is one step
    told: list[str] = []
    after = ""  # what came just before: "," (or "then"), "and", or a word
    for index, word in enumerate(words):
        low = word.lower().strip(",")
        verbs = STEP_VERBS if after == "," else RESTORING_VERBS if after == "and" else ()
        if index and low in verbs and low == lemma(low) and _core(low) != _core(verb):
            told.append("I did")
        if low in verbs or not (verb or low in MANNER_WORDS):
            verb = low
        told.append(word)
        if word.endswith(",") or low == "then":
            after = ","
        elif low in ("and", "&"):
            after = "and" if after != "," else after
        elif low not in MANNER_WORDS:
            after = ""
    return " ".join(told)


def _core(verb: str) -> str:
    """ "disable", "re-enable", "enable" → "able"; "unplug", "replug" → "plug": the two
    halves of one toggle share a core."""
    for prefix in _TOGGLE_PREFIXES:
        if verb.startswith(prefix) and len(verb) > len(prefix) + 2:
            return _core(verb[len(prefix) :])  # "re-enable" → "enable" → "able"
    return verb


def goes_there(step: str) -> bool:
    """ "go into Bluetooth settings", "open the app": going where the steps are done."""
    return _NAVIGATION.match(step) is not None


def restores(step: str) -> bool:
    """ "restart the app", "kill clipmenud": a step that gets a broken thing going again;
    "install the old version again": a rollback."""
    return first_verb(step) in RESTORING_VERBS or _OLDER_VERSION.match(step) is not None


# "install the old version v2026.08.10 again", "installed the previous firmware": a rollback
_OLDER_VERSION = compile(
    r"(?i)^(?:(?:i|we)\s+)?(?:install|installed|installing|reinstall|reinstalled|flash|flashed|"
    r"flashing)\s+(?:the\s+|an?\s+)?(?:old|older|previous|earlier|last working)\s+(?:[\w.-]+\s+)?"
    r"(?:version|release|build|firmware|driver|apk)\b"
)


def joined(lead: str | None, restated: str) -> str:
    """The words before the shape ("VH Editor crashes constantly, and only"), without their
    joining tail, then the restated step."""
    lead = _LEAD_TAIL.sub("", lead or "")
    return f"{lead}, {restated}" if lead else restated
