"""Steps told as the condition of their result, restated as a step and its result.

- "If I kill clipmenud the copy/paste are working again", "When I remove the device and add
  it again the quality is good again", "Only when I uncheck that option does internet work":
  what the customer does each time to get it going → "I did X, that worked around it" (a
  workaround: the step worked, the problem stays open).
- "After rebooting one of my access points the device connected without an issue", "once I
  disabled the firewall, it synced": a step and what it did → "I did X, that fixed it".
- "If I reboot the printer, it still shows offline", "if I re-enable it and try again, the
  same thing happens": a restoring step that did not hold → "I did X, <what happened>" (a
  failed step). "When I restart the app it crashes" tells how the problem shows, no step:
  the result must say the problem stayed ("still", "same", "either").
- "I have to restart the computer.", "I have to go into Bluetooth settings, forget the
  device, then re-pair it", "I have to click Start printer, then the printer works fine": a
  habit told as a chore, with a restoring verb or a good result → a workaround. The run of
  steps ends where a piece opens with no step verb ("I have to restart my router, [it
  drops every hour]").

The result is found with the outcome detector, not a list of phrases: the sentence is cut
after the step where a subject starts ("the copy/paste", "it", "everything") and what
follows must open with good news (or bad). The step must be something done to fix things,
not the product used ("when I open the app it works fine" says where it works) nor a try
("when I try to ..."). A sentence in none of these shapes comes back unchanged.
"""

from __future__ import annotations

from support_memory.extraction.clauses.restate import (
    AROUND,
    FIXED,
    STEP_VERBS,
    did_each,
    first_verb,
    goes_there,
    joined,
    restores,
    without_manner,
)
from support_memory.extraction.language.lexicon import (
    CHORE_VERBS,
    MANNER_WORDS,
    NON_ACTION_VERBS,
    SELF_SUBJECTS,
    USAGE_VERBS,
    VERB_PARTICLES,
)
from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.extraction.problems.symptoms import has_symptom
from support_memory.extraction.steps.verbs import is_gerund, is_past, lemma
from support_memory.models import Outcome
from support_memory.patterns import IGNORECASE, compile

_CONDITION = compile(
    r"^(?P<lead>(?:.*?\S)??)[\s,;-]*(?:\b(?:but|and|so|however)\s+)?(?P<only>only\s+)?"
    r"(?P<when>if|when|whenever|every ?time|each time|once|after)\s+(?P<body>\w.*)$",
    IGNORECASE,
)
# "when i put the card in [it says card not recognised]": how the problem shows
_HOW_IT_SHOWS = frozenset({"when", "whenever", "every time", "everytime", "each time"})
_IT_SHOWS_SUBJECTS = frozenset({"it", "the"})
# what is done to use the thing, not to fix it: "when i try logging in it says ...", "when i
# click launch it says ...": read as they are
_USING = frozenset({"try", "go", "click", "tap", "press", "select", "hit", "choose"})
_SAYS = compile(
    r"(?i)^(?:it|the \w+) (?:just |only |always |then )?(?:says|said|shows|"
    r"showed|gives|gave|displays|displayed|comes up with|came up with|pops up with|returns|"
    r"returned|tells me)\b"
)
# where the result's clause may start: its subject
_MAIN_STARTS = frozenset(
    {"it", "it's", "its", "they", "everything", "things", "all", "then", "than", "the", "my"}
    | {"this", "that", "connection", "internet", "wifi", "sound", "audio", "everythings", "i"}
    | {"we"}
)
# "Only when I uncheck that option does internet work": the result with its verb first
_INVERTED = compile(
    r"^(?:does|do|did|will|can|would)\s+(?:\w+\s+){0,3}?(?:work|connect|start|sync|load|"
    r"come back|show up|play|print|charge)\b",
    IGNORECASE,
)
# the product used or a try: "when I open it it works" says where it works
_NOT_FIXES = NON_ACTION_VERBS | USAGE_VERBS | {"open", "launch", "start", "try", "attempt"}
# "I have to open the app, then it works", "I have to enter my pin and then it works": where
# it works, or the chore the problem is; "I have to click Start printer, then it works" is a step
_NOT_A_HABIT_STEP = NON_ACTION_VERBS | CHORE_VERBS | {"open", "launch", "start", "type", "run"}
_NOT_A_HABIT_STEP |= {"try", "attempt", "use"}
# "the same one instance works", "it still only works on wifi": good news in part
_IN_PART = compile(r"\b(?:only|still|same one|sometimes|partly|partially)\b", IGNORECASE)
_NEGATED = compile(r"\b(?:not|never|don't|dont|didn't|didnt|no)\b", IGNORECASE)
_MAX_STEP_WORDS = 16
_ASIDE = compile(r"\s*\([^)]*\)")  # "close the app (force close or kill it) and reopen it"
# "the same thing happens", "it still drops", "... and try again": a fix that did not hold,
# not how the problem is brought about
_STILL = compile(
    r"\b(?:still|same|either|anyway|nothing (?:changes|changed|happens))\b",
    IGNORECASE,
)
_THEN_TAIL = compile(r"[\s,]+(?:and\s+)?(?:then|than)\W*$", IGNORECASE)  # "pair it again then"
_TRIED_AGAIN = compile(r"\btry(?:ing)? (?:it )?again\b", IGNORECASE)
# "when I tried to recalibrate": the step is what was tried
_AUXILIARY = frozenset({"does", "do", "will", "would", "can", "could", "should", "is", "are"})
_OBJECT_STARTS = frozenset({"the", "my", "this", "that", "all"})
_ASKS = compile(r"^(?:does|do|did|will|would|can|could|is|should)\s", IGNORECASE)
_TRIED_TO = compile(r"^(?:try|tried|trying)\s+(?:to\s+)?", IGNORECASE)
_EVEN = compile(r"\beven\s*$", IGNORECASE)
_RESULT_NEAR = 24  # characters: the good news opens the result's clause
# "it works fine again for a while", "then it works for some minutes", "all works fine for a
# bit": good news that lasts a while; a habit that brings it is a workaround, a fix told
# once that brought it did not hold
_FOR_A_WHILE = compile(
    r"^(?:then\s+|than\s+)?(?:\w+\s+){0,2}?(?:works?|runs?|connects?|syncs?|plays?|is fine|"
    r"is ok|is okay|is good)(?:\s+(?:fine|ok|okay|normally|again|well|properly|perfectly|great))*"
    r"\s+(?:again\s+)?for\s+(?:a while|a bit|a little|some (?:time|minutes|hours|days)|"
    r"(?:a|an|one|two|three|a few|a couple(?: of)?|few|several|\d+)\s+(?:minutes?|mins?|"
    r"hours?|hrs?|days?|weeks?)|about|around|like)\b",
    IGNORECASE,
)

# "Only power cycling brings them back online", "Only stopping the app and starting it again
# will fix the issue"
_ONLY_DOING = compile(
    r"^(?P<lead>(?:.*?\S)??)[\s,;-]*(?:\b(?:but|and|so)\s+)?only\s+"
    r"(?P<act>(?:power[- ]|hard |factory )?\w+ing\b.*?)\s+"
    r"(?:will |would |can |does |seems to )?(?:fix(?:es)?|solves?|helps?|works?|brings?|gets?|"
    r"makes?|resolves?|sorts?)\b.*$",
    IGNORECASE,
)
_HAVE_TO = compile(
    r"^(?P<lead>(?:.*?\S)??)[\s,;-]*(?:\b(?:and|but|so|now)\s+)?(?:(?:i|we)\s+|^)(?:always\s+|still\s+|"
    r"just\s+|then\s+)?(?:(?:have|got|need)\s+to|must)\s+(?:be\s+)?(?P<act>\w[^;?]*?)\W*$"
    # "In order to ..., the A2DP device has to be switched off and on again": the passive
    r"|^(?P<plead>(?:.*?\S)??)[\s,;-]*(?:the\s+(?:[\w-]+\s+){0,3}?|it\s+)(?:has|have|needs?)\s+to\s+"
    r"be\s+(?P<pact>\w+ed\b[^;?]*?)\W*$",
    IGNORECASE,
)
# "..., then the printer works fine", "... and then everything works": the habit's result
_THEN_RESULT = compile(
    r"(?:,\s*|\s+-\s+|\s+)(?:and\s+)?(?:then|than|after that)\s*,?\s+(?P<result>(?:it|everything|"
    r"things|all|they|the|my)\b)",
    IGNORECASE,
)
_CONTRAST_AFTER = compile(r",\s*(?P<more>(?:however|but)\b.*)$", IGNORECASE)
_FOR_PURPOSE = compile(r"\bto (?:have|get|make|keep|be able|fix|stop|gain|regain)\b", IGNORECASE)
_NEED_TO = compile(r"\b(?:i|we)\s+(?:\w+\s+)?need\s+to\b", IGNORECASE)
# a need that comes back: "after a reboot ... I need to relink", "has to be switched off and
# on again"
_RECURS = compile(
    r"\b(?:after (?:a|every|each|any) \w+|every ?time|each time|whenever|always|again|in order "
    r"to)\b",
    IGNORECASE,
)
# the steps of a run: "go into settings, forget the device, then re-pair it"
_PIECES = compile(r"\s*(?:,\s*(?:and\s+)?(?:then\s+)?|\s+(?:and\s+)?then\s+|\s+and\s+)", IGNORECASE)
# "I have to reset my password" is the task; "... but the link expired" tells more than a step
_NOT_A_WORKAROUND = compile(
    r"\s(?:but|because|so|password|pin|passcode|code|details)\s", IGNORECASE
)
_HABIT_LEAD = compile(r"\b(?:every ?time|each time|whenever|when|if)\b", IGNORECASE)
# "when this happens I have to disable and reenable the VPN": each time the problem shows,
# what gets it going (not "every time I open it I have to log in": the chore is the problem)
_WHEN_IT_HAPPENS = compile(
    r"\b(?:when|whenever|every ?time|each time|if)\s+(?:this|that|it)\s+(?:happens|occurs)\W*$",
    IGNORECASE,
)
_HYPOTHETICAL = compile(r"\b(?:would|'d|will|'ll|may|might|could|do|does|did)\s*$", IGNORECASE)


def restate_condition_that_works(sentence: str) -> str:
    """``sentence`` with a step told as the condition of a good result restated step first;
    otherwise unchanged."""
    low = sentence.lower()
    if sentence.rstrip().endswith("?"):
        return sentence
    if any(f"{word} " in low for word in ("if", "when", "whenever", "time", "once", "after")):
        restated = _condition(sentence)
        if restated is not None:
            return restated
    if "only " in low:
        doing = _ONLY_DOING.match(sentence)
        act = doing.group("act").split() if doing is not None else []
        compound = len(act) > 1 and act[0].lower() in ("power", "hard", "factory")
        first = act[1] if compound else (act[0] if act else "")
        if doing is not None and is_gerund(first.lower()) and not _NEGATED.search(" ".join(act)):
            return joined(doing.group("lead"), f"tried {doing.group('act')}, {AROUND}")
    if " to " in low or "must " in low:
        return _have_to(sentence) or sentence
    return sentence


def _condition(sentence: str) -> str | None:
    match = _CONDITION.match(sentence)
    if match is None:
        return None
    words = match.group("body").split()
    when = match.group("when").lower()
    if words[0].lower() in SELF_SUBJECTS:
        start = 1
    elif is_gerund(words[0].lower()) and when in ("when", "once", "after"):
        start = 0  # "after rebooting one of my access points, ..."
    else:
        return None
    if _EVEN.search(match.group("lead")):
        return None  # "the problems are permanent even if I disable the bypass, ...": no fix
    cut = _result_start(words, start, inverted=match.group("only") is not None)
    if cut is None:
        if match.group("only"):
            return None
        failed = _no_fix_when(match.group("lead"), words, start)
        return failed or _how_it_shows(match.group("lead"), when, words, start)
    step = without_manner(_THEN_TAIL.sub("", " ".join(words[start:cut])).strip(" ,"))
    if not _a_fix(step) or (when not in ("once", "after") and not restores(step)):
        return None  # "whenever I plug in the receiver at the front, it works": where
    one_off = when in ("once", "after") or (when == "when" and _told_done(step))
    if one_off and _FOR_A_WHILE.match(" ".join(words[cut:])):
        return None  # "after I reset it, it worked for a while": a fix that did not hold
    outcome = FIXED if one_off and not match.group("only") else AROUND
    if start == 0:
        told = f"tried {step}, {outcome}"  # "after rebooting the access point"
    elif outcome == FIXED and _told_done(step):
        told = f"I {step}, {outcome}"  # "when I restarted it, it worked"
    else:
        told = f"I did {did_each(step)}, {outcome}"
    after = _CONTRAST_AFTER.search(" ".join(words[cut:]))
    if after is not None:
        # "after reinstalling lghub, it starts working again, however, after rebooting, the
        # rgb resets to the default": what came after the good news is kept
        told = f"{told}, {after.group('more')}"
    return joined(match.group("lead"), told)


def _no_fix_when(lead: str, words: list[str], start: int) -> str | None:
    """ "If I reboot the printer, it still shows offline", "if I re-enable it and try again,
    the same thing happens", "when I restored from a backup it still crashed": a restoring
    step that did not hold, told as its condition → "I did X, <what happened>". How a
    problem is brought about ("when I restart the app it crashes") is no step: the result
    must say the problem stayed ("still", "same", "either") or the step be tried again."""
    if not restores(_TRIED_TO.sub("", " ".join(words[start : start + 3]))):
        return None  # most conditions: no restoring verb, so no fix that failed
    for cut in range(start + 1, min(len(words), start + _MAX_STEP_WORDS + 1)):
        before = words[cut - 1]
        if not before.endswith(",") and words[cut].lower().strip(",") not in _MAIN_STARTS:
            continue
        if cut == start + 1 and words[cut].lower() in _OBJECT_STARTS and not before.endswith(","):
            continue  # "if i delete the app ...": the verb's object, not the result's subject
        rest = " ".join(words[cut:])
        if _bad_news(rest.split(",")[0]):
            step = " ".join(words[start:cut]).strip(" ,")
            step = _TRIED_TO.sub("", without_manner(_ASIDE.sub("", step)))
            asks = any(word.lower() in _AUXILIARY for word in step.split())
            if asks or not restores(step) or not (_STILL.search(rest) or _TRIED_AGAIN.search(step)):
                return None  # "when I restart HA the integration fails": how it goes wrong
            told = f"tried {step}" if start == 0 else f"I did {did_each(step)}"
            return joined(lead, f"{told}, {rest}")
        if before.endswith(","):
            return None  # the comma closed the condition
    return None


def _how_it_shows(lead: str, when: str, words: list[str], start: int) -> str | None:
    """ "when i put the booking ref in on your site it says not found": a step verb that
    gets nothing going, then the problem it shows → "it says not found when i put the
    booking ref in on your site", the problem first (no step: the customer is using the thing,
    not fixing it). Restoring steps are ``_no_fix_when``'s; "when I open the app it crashes"
    (a verb of use) is read as it is."""
    if when not in _HOW_IT_SHOWS or start != 1:
        return None
    for cut in range(start + 2, min(len(words), start + _MAX_STEP_WORDS + 1)):
        if words[cut].lower() not in _IT_SHOWS_SUBJECTS or words[cut - 1].endswith(","):
            continue
        rest = " ".join(words[cut:])
        if not _SAYS.match(rest):
            continue  # "when i put my card in [the machine it says ...]": not yet
        step = " ".join(words[start:cut])
        verb = first_verb(step)
        if restores(step) or verb in USAGE_VERBS or verb in _USING or verb not in STEP_VERBS:
            return None
        return joined(lead, f"{rest} {when} {words[0]} {step}") if has_symptom(rest) else None
    return None


def _bad_news(said: str) -> bool:
    """ "it crashes immediately", "the same thing happens", "it fails with error 0x8024":
    the problem, told at the start of the clause."""
    if _ASKS.match(said):
        return False  # "if i delete the app does that cancel it or ...": a question
    signal = detect_outcome(said)
    if signal is not None:
        return signal.polarity is Outcome.FAILED and signal.start <= _RESULT_NEAR
    return has_symptom(said)


def _result_start(words: list[str], start: int, *, inverted: bool) -> int | None:
    """Where the good result's clause starts: after a comma, or at a subject word; of the
    places where good news follows, the one it follows most closely."""
    best: tuple[int, int] | None = None  # (how far into the clause the news is, where)
    for cut in range(start + 1, min(len(words), start + _MAX_STEP_WORDS + 1)):
        before = words[cut - 1]
        rest = " ".join(words[cut:])
        turned = inverted and _INVERTED.match(rest) is not None  # "... does internet work"
        if turned:
            return cut
        if not before.endswith(",") and words[cut].lower().strip(",") not in _MAIN_STARTS:
            continue
        if before.endswith(",") and _ASKS.match(rest) and not turned:
            break  # "... after i put a new screen protector on, is that normal": a question
        news = _good_news_at(rest)
        if news is not None and (best is None or news <= best[0]):
            best = (news, cut)
        if before.endswith(","):
            break  # the comma closed the condition
    return None if best is None else best[1]


def _a_fix(step: str) -> bool:
    said = [w for w in step.lower().split() if w not in MANNER_WORDS]
    if not said or _NEGATED.search(step):
        return False
    return restores(step) or lemma(said[0]) not in _NOT_FIXES


def _told_done(step: str) -> bool:
    """ "When I restarted it, it worked": a step told in the past, not a habit."""
    first = next((w for w in step.lower().split() if w not in MANNER_WORDS), "")
    return is_past(first)


def _have_to(sentence: str) -> str | None:
    """ "I have to restart the computer.", "I have to go into Bluetooth settings, forget the
    device, then re-pair it", "I have to click Start printer, then the printer works fine": a
    habit that gets things going, told as a chore."""
    match = _HAVE_TO.match(sentence)
    if match is None:
        return None
    passive = match.group("pact") is not None  # "the device has to be switched off and on"
    lead = match.group("plead" if passive else "lead") or ""
    if _HYPOTHETICAL.search(lead):
        return None
    needed = passive or _NEED_TO.search(sentence) is not None
    if needed and not _RECURS.search(sentence):
        return None  # "I need to reset it" is the task; "after a reboot I need to relink it"
    act = match.group("pact" if passive else "act").strip(" ,")
    if passive:  # "switched off and on again" → "switch off and on again"
        first, _, rest = act.partition(" ")
        act = f"{lemma(first)} {rest}".strip()
    result = _THEN_RESULT.search(act)
    worked = result is not None and _good_news_at(act[result.start("result") :]) is not None
    if not worked and _FOR_PURPOSE.search(act):
        return None  # "i must restart the net to have internet again": the purpose's shape
    if worked and result is not None:
        act = act[: result.start()].strip(" ,")
    act, after = _run_of_steps(act)  # "restart my router, [it drops every hour]"
    steps = [without_manner(piece) for piece in _PIECES.split(act) if piece.strip()]
    steps = [step for step in steps if step and not goes_there(step)]
    if (
        not steps
        or _NOT_A_WORKAROUND.search(f" {act} ") is not None
        or (_HABIT_LEAD.search(lead) is not None and _WHEN_IT_HAPPENS.search(lead) is None)
        or any(_NEGATED.search(step) for step in steps)
    ):
        return None
    if not any(restores(step) for step in steps) and not (
        worked and first_verb(steps[0]) not in _NOT_A_HABIT_STEP
    ):
        return None
    told = f"I did {did_each(without_manner(act))}, {AROUND}" + (f", {after}" if after else "")
    return joined(lead, told)


def _run_of_steps(act: str) -> tuple[str, str]:
    """ "go into settings, forget the device, then re-pair it" whole; "restart my router, it
    drops every hour" → ("restart my router", "it drops every hour"): the run ends where a
    piece opens with no step verb."""
    start = before = 0  # where this piece starts; where the joint before it starts
    for joint in [*_PIECES.finditer(act), None]:
        end = joint.start() if joint is not None else len(act)
        piece = without_manner(act[start:end].strip())
        if start and piece and not _continues_the_step(piece):
            return act[:before].strip(" ,"), act[start:].strip(" ,")
        if joint is not None:
            start, before = joint.end(), joint.start()
    return act, ""


def _continues_the_step(piece: str) -> bool:
    """ "forget the device", "back in" (of "log out and back in"), "go into settings": a
    piece of a run of steps."""
    first = piece.split()[0].lower().strip(",.")
    return first_verb(piece) in STEP_VERBS or first in VERB_PARTICLES or goes_there(piece)


def _good_news_at(said: str) -> int | None:
    """Where the good news of ``said`` starts ("the printer works fine", "everything works"),
    if it opens the clause and is whole, with no symptom; otherwise None."""
    if _FOR_A_WHILE.match(said) and not _NEGATED.search(said.split(" for ")[0]):
        return 0  # "it works fine again for a while": a workaround's good news
    signal = detect_outcome(said)
    if (
        signal is None
        or signal.polarity is not Outcome.WORKED
        or signal.start > _RESULT_NEAR
        or _NEGATED.search(said[: signal.start]) is not None
        or _IN_PART.search(said) is not None
        or has_symptom(said)
    ):
        return None
    return signal.start
