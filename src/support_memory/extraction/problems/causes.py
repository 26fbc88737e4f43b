"""What a step uncovered is the cause it found, not a sign that it failed; and why things
went wrong, told after the good news, is no new problem.

"took the drain hose off and there was a sock stuck in it, runs fine now", "opened the back
and found a hair tie wrapped round the roller": the step got at the cause, and the result
comes after. Read as a fresh symptom, the clause failed the step (a wrong polarity) and
became an incident of its own that took the "runs fine now". A clause that tells a thing
found stuck, jammed or caught, right after a step of the same sentence, is neither. So is
what a party the customer reached had done: "called my bank, they had frozen it for fraud
check".
"""

from __future__ import annotations

from support_memory.extraction.clauses.split import Clause
from support_memory.extraction.reading.state import MessageReading, Step
from support_memory.extraction.steps.real_actions import CONTACT_VERBS
from support_memory.patterns import IGNORECASE, compile

_UNCOVERED = compile(
    r"^(?:(?:and|so)\s+)?(?:there\s+(?:was|were)|(?:i\s+|we\s+)?found|(?:i\s+|we\s+)?pulled out)"
    r"\s+(?P<thing>(?:\S+\s+){0,5}?)(?:stuck|jammed|caught|wrapped|wedged|lodged|trapped|blocking|"
    r"clogging|stuffed|tangled|"
    # "opened all the doors and found a tiny scrap behind the rear panel": where it hid
    r"(?:behind|under|underneath|beneath|inside) (?:the|a|an|my|our)|"
    # "unscrewed the pump cover and there was a bit of broken glass in there"
    r"in there|in it|in them|in the (?:filter|pump|trap|hose|pipe|drain|sump|seal|door))\b",
    IGNORECASE,
)
# "put the rinse aid in, it was empty": the state the step found (but "checked the hose, it
# was kinked" is a check that found the fault: the check failed)
_FOUND_STATE = compile(
    r"^(?:(?:and|but|so)\s+)?(?:it|they|the \w+)\s+(?:was|were)\s+(?:\w+ly\s+)?"
    r"(?:empty|full of|clogged|caked|dirty|filthy|covered in|bone dry)\b",
    IGNORECASE,
)
_CHECK_VERBS = frozenset({"check", "inspect", "look", "examine"})
# what a party the customer called had done: the cause, found by the call
_THEY_HAD = compile(
    r"^(?:(?:and|so|apparently|turns out)\W+)*(?:they|she|he)\s+(?:had|'d)\s+(?:\w+ed|frozen|put|"
    r"set|stopped|cancelled|canceled|blocked|flagged|locked|suspended|held|paused)\b",
    IGNORECASE,
)
# what the screen shows is a symptom: "restarted it and there was an error stuck on screen"
_ON_SCREEN = compile(
    r"\b(?:error|message|screen|logo|loading|spinner|update|notification|pop-?up|light|page)",
    IGNORECASE,
)


def uncovered_by_step(reading: MessageReading, clause: Clause, before: Step | None) -> bool:
    """Does ``clause`` tell what the step just before it (``before``: "opened the back",
    even when the reader then drops that look), in its sentence, uncovered?"""
    said = clause.text.strip()
    stuck = _UNCOVERED.match(said)
    found = stuck or (
        before is not None and before.reading.verb not in _CHECK_VERBS and _FOUND_STATE.match(said)
    )
    # "called my bank, [they had frozen it for fraud check]": what the party reached found
    found = found or (
        before is not None and before.reading.verb in CONTACT_VERBS and _THEY_HAD.match(said)
    )
    if not found or _ON_SCREEN.search(clause.text):
        return False
    if not (
        before is not None
        and before.sentence == clause.sentence
        and before.reading.actor == "self"
        and before.outcome is None
    ):
        return False
    thing = tuple(w for w in (stuck.group("thing") if stuck else "").split() if w not in _LEADS)
    if thing:
        reading.uncovered = (clause.sentence, thing)
    return True


_LEADS = frozenset({"a", "an", "the", "some", "this", "that", "one", "tiny", "little", "small"})


# "the parcel arrived this morning, it had been sent to the wrong depot", "turns out it was
# sitting at the depot": why it went wrong, in the past before the past
_WHY_IT_WENT_WRONG = compile(
    r"^(?:(?:and|but|so|apparently|turns out|turned out|it turns out)\W+)*(?:it|they|the \w+|"
    r"my \w+)\s+(?:had|'d)\s+(?:been|gone|got|ended up)\b"
    # "(got it finally after i deleted old messages,) inbox was full apparently": hearsay of
    # why, told last
    r"|^(?:(?:and|but|so)\W+)*(?:(?:the|my|our) )?(?:\w+ ){0,2}?(?:was|were|had been)\b[^,;]*"
    r"\bapparently\W*$",
    IGNORECASE,
)


def explains_the_news(reading: MessageReading, clause: Clause) -> bool:
    """Does ``clause`` tell, after good news earlier in this message, why things had gone
    wrong ("..., it had been sent to the wrong depot")?"""
    return reading.resolved and bool(_WHY_IT_WENT_WRONG.match(clause.text.strip()))


# "i also checked [im not in offline mode]", "checked the tube, [it is not wet inside]": what a
# look found, no problem of its own
_CHECKED = compile(
    r"^(?:(?:and|so|then|also)\s+)*(?:i|we)?\s*(?:also\s+|even\s+|already\s+)?(?:checked|made "
    r"sure|verified|confirmed|double[- ]checked|ensured)(?:\s+that)?\W*$"
)
_LOOKED_AT = compile(
    r"^(?:(?:and|so|then|also)\s+)*(?:i\s+|we\s+)?(?:also\s+)?(?:checked|inspected|looked at|"
    r"examined)\s+\w"
)
_FOUND_NOT = compile(r"^(?:it|they|this|that)(?:'s|'re| is| are| was| were) not\b")


def found_by_a_check(before: Clause | None, clause: Clause) -> bool:
    """Does ``clause`` tell what the look in ``before`` (the clause before it in its sentence)
    found: anything after a bare "checked", a "not" after a look at a thing?"""
    if before is None:
        return False
    if _CHECKED.match(before.lower) is not None:
        return True
    return _LOOKED_AT.match(before.lower) is not None and _FOUND_NOT.match(clause.lower) is not None
