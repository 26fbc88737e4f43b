"""What kind of clause is this, beyond its action and outcome words?

Small predicates the reader asks of one clause: does it report a problem or only an outcome,
a state of everyday use ("printing works") or a step, and which subjectless clauses after it
cannot be the customer's steps.
"""

from __future__ import annotations

from support_memory.extraction.clauses.split import Clause
from support_memory.extraction.language.lexicon import APP_VERBS, USAGE_VERBS
from support_memory.extraction.outcomes.detect import OutcomeSignal
from support_memory.extraction.problems.symptoms import has_symptom
from support_memory.extraction.steps.action_reading import ActionReading
from support_memory.extraction.steps.action_words import INTRANSITIVE, LEADING
from support_memory.extraction.steps.verbs import is_past
from support_memory.models import Outcome
from support_memory.patterns import IGNORECASE, compile, word_not

BLOCKED_START = compile(
    r"^(?:i|we)(?:'ll|'d| will| would| might| could| should| may| have not| haven't| didn't|"
    r" did not| never| don't| do not| can't| cannot|'m going| am going| are going|'re going|"
    r"'m about| want| need| plan)\b",
    IGNORECASE,
)
# "I'll try deleting [and reinstalling it]": a bare verb planned, waiting for the object the
# step after it shares, is one planned step with it
PLAN_START = compile(
    r"^(?:i|we)(?:'ll| will|'m going| am going| are going|'re going|'m about| plan)\b",
    IGNORECASE,
)


THING_SUBJECT = compile(
    r"^(?:it|he|she|they|this|that|the \w+|windows|the \w+ \w+)\s+(?:\w+ly\s+|also\s+)?"
    # "the engineer came today and [replaced the thermal cut-out]": the visitor's step
    r"(?:\w+ed|found|ran|did|made|took|got|went|came|come|comes)\b"
)
GROUP_SUBJECT = compile(
    r"^(?:both|neither|none|nothing|all of|any of|either|those|these|that|this|which)\b"
)
# "this app seems not working": a named thing, not "this" (the step just told)
_NAMED_THING = compile(
    r"^(?:this|that|these|those) (?:app|apps|application|program|software|phone|device|devices|"
    r"printer|router|modem|laptop|computer|pc|tablet|watch|tv|game|extension|plugin|add-on|"
    r"camera|mouse|keyboard|headset|headphones|speaker|speakers|card|account|site|website|page|"
    r"feature|button|bulb|bulbs|integration)\b"
)
# "Sound doesn't work on my laptop": a named thing not working is a problem, not an outcome
_THING_DOES_NOT_WORK = compile(
    r"^(?:the |my |our )?[\w'-]+(?: [\w'-]+){0,3} (?:doesn't|does not|don't|do not|isn't|"
    r"is not|aren't|are not|won't|has stopped|stopped|didn't|did not|wasn't|was not|weren't) "
    r"work(?:ing)?\b"
)
_PRONOUN_FIRST = compile(r"^(?:it|that|this|which|nothing|none|neither|both|they|these|those)\b")
_NO_PROBLEM = compile(r"\b(?:no|zero|0) (?:errors?|issues?|problems?|faults?|threats?)\b")
# How a step went, not a problem: "but it doesn't appear to have worked", "it doesnt change
# anything" (a "doesn't" that is no symptom)
_SEEMS_NO_HELP = compile(
    r"^(?:but |and |so )?(?:it |that |this |which )?(?:doesn't|does not|didn't|did not) "
    r"(?:really |actually |even |quite )?(?:(?:seem|appear) to (?:have )?)?"
    r"(?:work|worked|help|helped|fix|fixed|change|changed|do|"
    r"done|make|made|solve|solved)\b(?: (?:anything|a thing|much|any difference|a difference|"
    r"the problem|the issue|it))?(?: (?:a bit|one bit|at all|either|really))?\W*$"
    # "(which made it quieter) but didn't stop the slipping": how the step went
    r"|^(?:but |and |so )?(?:it |that |this |which )?(?:didn't|did not|hasn't|has not) "
    r"(?:really |actually |completely |fully )?stop (?:the|it|them)\b(?: \w+ing| (?:noise|leak|"
    r"problem|issue|errors?|drops?|fault))?\W*$"
)
_LINGERS = compile(
    r"\bstill (?:there|happening|present|going on|says|shows|gives|errors)\b|\bpersists\b"
)
_FAILS = compile(r"(?:keeps? )?(?:fails|failing)\b")
# "The update still fails": the process named is the problem, still there; no step of theirs
_STILL_FAILS = compile(
    r"^(?:the|my|our)\s+(?:[\w-]+\s+){1,3}?still\s+(?:keeps?\s+)?(?:fails|failing)\b"
)
_DETAIL_WORDS = compile(r"\d+ ?%|\berror\b|\bcode\b")
_SINCE = compile(r"(?:ever )?since\b|following\b")
_WHEN = compile(r"(?:when|whenever|every time|each time|as soon as)\b")
STILL_NOUN = compile(r"^(?:the|my|our|his|her|their)\s+(?:\w+\s+){1,3}?(?:is |are )?still\s+\w")


def block_kind(clause: Clause, action: ActionReading | None) -> str:
    """Which subjectless clauses after this one are not the customer's steps.

    "plan": after a plan of a bare verb, which shares the next step's object ("I'll try
    deleting [and reinstalling it]"); "all": after a negation, a wish or another person's
    action ("I won't restart, ..."); "and": after a thing doing something ("it found and
    repaired the files").
    """
    if PLAN_START.match(clause.text) and action is not None and action.mode == "fragment":
        return "plan"
    if BLOCKED_START.match(clause.text) or (action is not None and action.actor == "other"):
        return "all"
    if action is None and THING_SUBJECT.match(clause.lower):
        return "and"
    return ""


def is_symptom(clause: Clause, signal: OutcomeSignal | None) -> bool:
    """A problem report, not just an outcome ("Both of those failed" is only an outcome)."""
    if signal is not None and signal.polarity is Outcome.WORKED:
        return False
    if (
        signal is not None
        and GROUP_SUBJECT.match(clause.lower)
        and not _NAMED_THING.match(clause.lower)
    ):
        return False
    if signal is not None and _NO_PROBLEM.search(clause.lower):
        return False  # "it reported no errors": a clean check, not a problem
    if signal is not None and _SEEMS_NO_HELP.match(clause.lower):
        return False  # "but it doesn't appear to have worked": how a step went, no problem
    if has_symptom(clause.text) or _thing_does_not_work(clause.lower):
        return True
    # "the laptop still goes to sleep": a named thing still misbehaving
    return signal is not None and signal.state and bool(STILL_NOUN.match(clause.lower))


def _thing_does_not_work(low: str) -> bool:
    low = _ANSWER_FIRST.sub("", low)  # "(so) no that didn't work": "that" is the step
    return not _PRONOUN_FIRST.match(low) and bool(_THING_DOES_NOT_WORK.match(low))


_ANSWER_FIRST = compile(r"^(?:(?:so|and|but|no|nope|nah|sadly|unfortunately|well)\W+)+")


# what the device did, told with no subject after a step: "jammed again monday night",
# "crashed again", "fed fine for a day", "ran ok for an hour"
_WHAT_IT_DID = compile(
    r"^(?:(?:then|and|but|it)\s+)?(?:jammed|crashed|froze|died|hung|glitched|stalled|tripped|"
    r"cut out|shut down|failed)\s+again\b|^(?:(?:then|and|but)\s+)?(?:fed|ran|worked|printed|"
    r"played|synced|charged|drained|went)\s+(?:fine|ok|okay|well|normally|perfectly|great)\s+for\b"
)


def reports_symptom(action: ActionReading, signal: OutcomeSignal | None, clause: Clause) -> bool:
    """A gerund subject with a symptom ("Printing from Excel gives a blank page"), or a
    process named that still fails ("The update still fails")."""
    if (
        signal is not None
        and signal.polarity is Outcome.FAILED
        and _STILL_FAILS.match(clause.lower)
    ):
        return True
    words = LEADING.sub("", clause.lower).split()  # "just spinning wheel forever"
    if action.subjectless and words and is_past(words[0]) and _WHAT_IT_DID.match(clause.lower):
        return True  # "(then) jammed again monday night", "fed fine for a day": the device
    if not action.subjectless or not words or not words[0].endswith("ing"):
        return False
    if signal is None:
        return has_symptom(clause.text)
    lingers = _LINGERS.search(clause.lower)
    if signal.polarity is Outcome.FAILED and (has_symptom(clause.lower.split()[0]) or lingers):
        return True  # "Crackling is still there": the gerund is the problem itself
    return signal.polarity is Outcome.FAILED and bool(_FAILS.match(clause.lower[signal.start :]))


def reports_state(action: ActionReading, signal: OutcomeSignal | None) -> bool:
    """ "Printing works", "syncing is fine again": everyday use, then a good state."""
    return (
        action.subjectless
        and action.verb not in APP_VERBS | INTRANSITIVE
        and all(w.lower() in {"in", "on", "out", "up"} for w in action.rest)
        and (action.verb in USAGE_VERBS or not action.rest)
        and signal is not None
        and signal.state
        and signal.polarity is Outcome.WORKED
    )


_ALL_WELL = compile(
    r"^(?:and |but )?(?:it|they|that|everything|all|both)(?:'s|'re| is| are| was| were)"
    # then the end, or whitespace, but not " not" / " no" / " never"
    r"(?:$|[\t-\r\x1c-\x1f]| (?:$|\W|" + word_not(words=("not", "no", "never")) + "))"
)


def reports_all_well(clause: Clause) -> bool:
    """ "it's plugged in properly", "they're there", "it was": what a check found."""
    return bool(_ALL_WELL.match(clause.lower)) and not has_symptom(clause.text)


def failed_with_detail(clause: Clause, signal: OutcomeSignal | None) -> bool:
    return (
        signal is not None
        and signal.polarity is Outcome.FAILED
        and clause.lower.startswith(("the ", "my "))
        and bool(_DETAIL_WORDS.search(clause.lower))
    )


HEDGE = compile(
    r"^(?:not sure (?:if|whether)|(?:i )?(?:don't|do not) know if|no idea if|in case|fwiw|"
    r"for what it's worth|(?:i )?should (?:mention|say|add)|worth mentioning|(?:it )?might be "
    r"relevant|(?:probably |maybe |possibly )?(?:unrelated|related)|also,? not sure)\b"
)
_BACKGROUND_TIME = compile(
    r"\b(?:recently|lately|the other day|(?:a (?:few|couple of) |\d+ |two |three )?(?:days|weeks|"
    r"months|years) ago|last (?:week|month|year)|a while (?:ago|back))\b"
)
_LIFE_EVENT = compile(
    r"\b(?:moved?|moving|relocated?)\b.*\b(?:offices?|house|home|apartment|flat|building|"
    r"country|city|town|premises|address)\b"
)


# "put the wrong pin in 3 times", "entered an incorrect password": a slip that caused it
_ENTERED = frozenset({"put", "enter", "type", "key", "input", "use", "punch", "tap"})
_WRONG_ONE = compile(r"^(?:in )?(?:the |a |an |my )?(?:wrong|incorrect)\b")


def background_kind(clause: Clause, action: ActionReading) -> str:
    """ "cause" / "time" for a step told as background (kept only if an outcome settles it),
    "slip" for the customer's slip behind the problem ("put the wrong pin in 3 times": never
    kept).

    A cause: "since I switched routers, ...", "after updating to iOS 17, ...", "we moved
    offices". A time: "I recently changed my password" (background when the message also
    reports a problem). "" for an ordinary step.
    """
    if action.actor != "self" or action.mode == "in_progress":
        return ""
    low = clause.lower
    if (
        clause.joined_by in ("after", "since")
        or _SINCE.match(low)
        # "When I plugged in the charger the laptop shut down": the moment, not a step
        or _WHEN.match(low)
        or _LIFE_EVENT.search(low)
    ):
        return "cause"
    if action.verb in _ENTERED and _WRONG_ONE.match(" ".join(action.rest).lower()):
        return "slip"
    return "time" if _BACKGROUND_TIME.search(low) else ""
