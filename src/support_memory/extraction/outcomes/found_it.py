"""The customer found what was wrong: "sorry, figured it out", "my mistake, I was logging in
with my email", "I'm just dumb, I forgot to install the prerequisites", "ok found it, it was
the recently deleted album" (but "found it was the antivirus" only names a cause).

Told after a problem, such a message closes it: the customer says it is sorted, by whatever
means, even with no success phrase ("works now") at all. What comes after the owning-up
("it was just the do not disturb that had stayed on") is the cause, not a new problem.
A message that also says things are still wrong ("my bad, but it still won't sync") closes
nothing.
"""

from __future__ import annotations

from support_memory.extraction.reading.state import MessageReading
from support_memory.models import Outcome
from support_memory.patterns import IGNORECASE, compile

_FOUND_IT = compile(
    r"\b(?:figured (?:it|this|that) out|figured out (?:the|what|why|how)|worked (?:it|this) out|"
    r"found (?:it|the (?:problem|issue|culprit|fault))\s+(?:in|under|behind|on|at|inside|"
    r"between|down)|"
    r"(?:my|our) (?:mistake|bad|fault|error)|user error|pebkac|silly me|stupid me|dumb me|"
    r"(?:i'?m|im|i am|i was|i've been|i have been) (?:just |so |being )?(?:dumb|stupid|an idiot|"
    r"an eejit|a muppet)|(?:sorted|solved|fixed) it myself|"
    r"sorry (?:for|about) (?:the|any) (?:bother|trouble|inconvenience|incovenience|noise))\b",
    IGNORECASE,
)
# "ok found it, ...", "I found the issue." (not "found it was the antivirus": a cause, nothing
# fixed yet); no word boundary after the mark that ends it
_FOUND_IT_ENDED = compile(
    r"\b(?:found|find) (?:it|the (?:problem|issue|culprit|fault))(?:\s*[,.!;:-]|\s*$|"
    # "ok found it lol it was in the bin shed"
    r"\s+(?:lol|lmao|haha|omg|phew|thank god|thankfully)\b)",
    IGNORECASE,
)
_STILL_WRONG = compile(r"\b(?:still|again|but now|however)\b", IGNORECASE)


def owns_up(reading: MessageReading, message: str) -> bool:
    """Does ``message`` say the customer found what was wrong, and nothing still wrong?"""
    found = _FOUND_IT.search(message) or _FOUND_IT_ENDED.search(message)
    if found is None or _STILL_WRONG.search(message) is not None:
        return False
    return not any(
        step.outcome is Outcome.FAILED and step.reading.actor == "self" for step in reading.steps
    )
