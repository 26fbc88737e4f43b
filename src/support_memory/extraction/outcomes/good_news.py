"""Good news that is not a fix: precision first on outcomes.

A success is recorded only when it is about the problem and meant. Two kinds of good news
are not:

- **about something else**: "printer won't scan to email, printing is fine", "mobile data
  does not work. WLAN is working": a state of another thing, said beside the problem, is a
  diagnostic (where things still work), not its resolution;
- **hedged**: "it's back online for now, will see", "seems ok, fingers crossed": the customer
  does not know yet, so the step stays in progress and the incident open.
"""

from __future__ import annotations

from support_memory.extraction.language.pictographs import HEDGING_EMOJI
from support_memory.extraction.outcomes.detect import OutcomeSignal
from support_memory.extraction.problems.incidents import content_terms
from support_memory.models import Outcome
from support_memory.patterns import compile

_HEDGE = compile(
    r"(?i)\b(?:for now|for the moment|will see|we'll see|we will see|fingers crossed|"
    r"hopefully|touch wood|knock on wood|too early to tell|not sure (?:yet|if)|"
    # "so far so good" (read as "all good so far"), "seems ok so far": waiting to see
    r"so far,? so good|all good so far|"
    r"seems? (?:to be )?(?:ok|okay|fine|alright|good|better)(?: for now)? so far)"
)
_VAGUE_SUBJECT = frozenset(
    [
        "it",
        "that",
        "this",
        "everything",
        "things",
        "all",
        "now",
        "everything's",
        "it's",
        "its",
        "which",
    ]
)


def hedged(clause: str, signal: OutcomeSignal | None, after: str = "") -> bool:
    """ "it's back online for now": a success the customer is not sure of; ``after`` is the
    rest of its sentence ("I think today was better[, but I will see for some days]")."""
    if signal is None or signal.polarity is not Outcome.WORKED:
        return False
    if after and _WAIT_AND_SEE.search(after):
        return True  # but "haven't had a crash since, knock on wood" is told as a fix
    return bool(_HEDGE.search(clause)) or any(emoji in clause for emoji in HEDGING_EMOJI)


_WAIT_AND_SEE = compile(
    r"(?i)\b(?:(?:i'll|i will|we'll|we will|let's|lets) (?:see|wait and see|keep an eye|"
    r"monitor)|wait and see|too early to (?:tell|say))\b"
)


def about_something_else(clause: str, signal: OutcomeSignal | None, problem: str | None) -> bool:
    """A success state whose subject shares no word with the problem in hand."""
    if signal is None or signal.polarity is not Outcome.WORKED or not signal.state or not problem:
        return False
    subject = clause[: signal.start].strip(" ,")
    words = [w for w in subject.lower().split() if w not in _VAGUE_SUBJECT]
    if not words:
        return False
    if _STEP_AS_SUBJECT.match(subject.lower()):
        return False  # "restarting router makes it work again": the step, then what it does
    terms = content_terms(" ".join(words))
    return bool(terms) and not terms & content_terms(problem)


# a step told as the subject of its result: "restarting (the) router makes it"
_STEP_AS_SUBJECT = compile(
    r"^\w+ing\b.*\b(?:makes?|made|gets?|got|brings?|brought) (?:it|them|things)$"
)
