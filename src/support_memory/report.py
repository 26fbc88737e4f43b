"""What the current message reports, read before the reply without writing anything.

"Parse current context" (the first step of a turn) includes what the customer is telling
us right now: a new problem, steps done with their results, a step starting now, a solved
problem, a thank-you. The reply acknowledges it ("Glad updating the firmware fixed it";
"Sorry power-cycling didn't help") instead of asking again for what was just said.

The reading is the rule extractor's own, run on the state the turn recalled, so it agrees
with what the turn will store; but it is only *read* here: nothing is written until after
the reply (``agent.py``). When the agent's extractor is this same rule extractor, the
reading is the turn's extraction and is stored after the reply (if the customer did not
change meanwhile); any other extractor (an LLM) runs after the reply, as the turn order
requires, and the reading then costs one more rule pass per turn (~0.3 ms).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Protocol

from support_memory import patterns
from support_memory.extraction.protocol import Extraction
from support_memory.extraction.rules import RuleExtractor
from support_memory.models import IncidentStatus, Memory, MemoryType, Outcome

_THANKS = patterns.compile(
    r"\b(?:thanks|thank you|thank u|thx|ty|cheers|much appreciated|appreciate it)\b",
    patterns.IGNORECASE,
)


@dataclass(frozen=True)
class MessageReport:
    """What one message reports. Step texts are the canonical ones the turn will store."""

    problem: str | None = None  # a problem we had not heard of
    recurring: str | None = None  # a solved problem, back again
    worked: tuple[str, ...] = ()  # steps that fixed it (this message's, or the one in progress)
    failed: tuple[str, ...] = ()  # steps that did not help
    starting: tuple[str, ...] = ()  # steps starting now
    resolved: bool = False  # the customer says the problem is gone
    thanks: bool = False
    settles: tuple[str, ...] = ()  # ids of earlier steps in progress this message settles
    # The extraction this report was read from, and the extractor that made it: the agent
    # stores it as the turn's extraction when that is its own extractor and nothing changed.
    extraction: Extraction | None = field(default=None, compare=False, repr=False)
    extractor: object | None = field(default=None, compare=False, repr=False)

    @property
    def progress(self) -> bool:
        """The message says how the troubleshooting is going."""
        return bool(self.worked or self.failed or self.starting or self.resolved)

    @property
    def empty(self) -> bool:
        return not (self.problem or self.recurring or self.progress or self.thanks)

    def to_dict(self) -> dict[str, object]:
        return {
            "problem": self.problem,
            "recurring": self.recurring,
            "worked": list(self.worked),
            "failed": list(self.failed),
            "starting": list(self.starting),
            "resolved": self.resolved,
            "thanks": self.thanks,
        }


class MessageReader(Protocol):
    """Reads what a message reports; pure (never writes)."""

    def read(self, customer_id: str, message: str, history: Sequence[Memory]) -> MessageReport: ...


class RuleReader:
    """``MessageReader`` from the rule extractor's reading of the message."""

    def __init__(self, extractor: RuleExtractor | None = None) -> None:
        self.extractor = extractor or RuleExtractor()

    def read(self, customer_id: str, message: str, history: Sequence[Memory]) -> MessageReport:
        extraction = self.extractor.extract(customer_id, message, history)
        report = report_of(extraction, history, thanks=bool(_THANKS.search(message)))
        return replace(report, extraction=extraction, extractor=self.extractor)


def report_of(extraction: Extraction, history: Sequence[Memory], *, thanks: bool) -> MessageReport:
    """The report an extraction amounts to (``history`` is what it was extracted from)."""
    before = {m.id: m for m in history}
    steps: dict[Outcome, list[str]] = {o: [] for o in Outcome}
    problem = recurring = None
    resolved = False
    settles: list[str] = []
    for memory in extraction.new:
        if memory.type is MemoryType.ATTEMPT and memory.outcome is not None:
            steps[memory.outcome].append(memory.text)
        elif memory.type is MemoryType.INCIDENT:
            problem = problem or memory.text
            resolved = resolved or memory.status is IncidentStatus.RESOLVED
    for memory in extraction.updated:
        earlier = before.get(memory.id)
        if memory.type is MemoryType.ATTEMPT and memory.outcome is not None:
            if earlier is not None and earlier.outcome is Outcome.IN_PROGRESS:
                settles.append(memory.id)
            steps[memory.outcome].append(memory.text)
        elif memory.type is MemoryType.INCIDENT and memory.status is IncidentStatus.RESOLVED:
            resolved = True
        elif memory.type is MemoryType.INCIDENT and memory.status is IncidentStatus.OPEN:
            recurring = memory.text
    return MessageReport(
        problem=problem,
        recurring=recurring,
        worked=_unique(steps[Outcome.WORKED]),
        failed=_unique(steps[Outcome.FAILED]),
        starting=_unique(steps[Outcome.IN_PROGRESS]),
        resolved=resolved,
        thanks=thanks,
        settles=tuple(settles),
    )


def _unique(texts: list[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(texts))
