"""A step told as what it took is the fix: "ok fixed it myself, had to re-add the hub".

"I had to factory reset it", "needed to resync it through the app": the customer tells the
step that was needed, which says it did the job. It is credited as worked only when nothing
after it in the message says the problem is still there and no outcome was said of it. A
step needed day after day ("had to jump start it three mornings in a row") is a workaround:
it worked each time and the problem stays open.
"""

from __future__ import annotations

from support_memory.extraction.outcomes.detect import OutcomeSignal
from support_memory.extraction.reading.settle import note_worked
from support_memory.extraction.reading.state import MessageReading
from support_memory.extraction.steps.action_words import DAY_AFTER_DAY, HABIT
from support_memory.models import Outcome
from support_memory.patterns import compile

_NECESSARY = compile(r"^(?:(?:i|we)\s+)?(?:\w+\s+)?(?:had|needed) to\b")
_UNTIL = compile(r"\b(?:until|before)\b")  # "had to reset it twice before it connected"


def credit_necessary_steps(reading: MessageReading) -> None:
    """Credit "had to X" steps with no outcome of their own, if no open problem follows."""
    for step in reading.steps:
        if not (
            step.pending
            and step.reading.actor == "self"
            and step.reading.text is not None
            and not step.context
            and _NECESSARY.search(step.said)
            and not HABIT.search(step.said)
            and not _UNTIL.search(step.said)
        ):
            continue
        if any(m.sentence > step.sentence and not m.resolved for m in reading.mentions):
            continue
        step.outcome = Outcome.WORKED
        step.inferred = True
        if DAY_AFTER_DAY.search(step.said):
            step.workaround = True  # "had to jump start it three mornings in a row"
            continue
        note_worked(reading, step, OutcomeSignal(Outcome.WORKED, "nearest", False, 0))
