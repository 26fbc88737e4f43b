"""The escalation decision: a pure function of the customer's state before the turn, what
the turn extracted, and the thresholds.

Rules (each a ``Reason`` with a stable ``rule`` name):

* ``repeated_failure``: this turn reports a failed step, and steps for the same incident
  have now failed in ``failed_sessions`` (2) or more sessions: the spec's rule;
* ``fix_stopped_working``: a step that worked before for this incident failed now (an
  outcome corrected from worked to failed, the same step reported failed, or the customer
  saying the known fix no longer works);
* ``reopened``: an incident came back, and it has been reopened ``reopens`` (2) or more
  times within ``reopen_days`` (30) days (``metadata["reopened_at"]``, see ``reopens``);
* ``session_failures``: ``session_failures`` (3) or more steps failed in this session.

A turn is a candidate when any rule fires.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from support_memory.escalation import sessions
from support_memory.escalation.reopens import REOPENED_AT, reopen_times
from support_memory.extraction.protocol import Extraction
from support_memory.models import IncidentStatus, Memory, MemoryType, Outcome
from support_memory.state import CustomerState

SESSION_KEYS = ("outcome_session", "session_id")  # metadata naming a failure's session


@dataclass(frozen=True)
class Thresholds:
    """When each rule fires (``ESCALATION_*`` settings)."""

    failed_sessions: int = 2
    reopens: int = 2
    reopen_days: float = 30.0
    session_failures: int = 3
    session_gap_minutes: float = 30.0

    @property
    def gap(self) -> timedelta:
        return timedelta(minutes=self.session_gap_minutes)


@dataclass(frozen=True)
class Reason:
    rule: str
    detail: str

    def to_dict(self) -> dict[str, str]:
        return {"rule": self.rule, "detail": self.detail}


@dataclass(frozen=True)
class Escalation:
    """The decision for one turn, and the incident it is about (if any)."""

    reasons: tuple[Reason, ...] = ()
    incident: Memory | None = None

    @property
    def candidate(self) -> bool:
        return bool(self.reasons)

    def to_dict(self) -> dict[str, Any]:
        return {"candidate": self.candidate, "reasons": [r.to_dict() for r in self.reasons]}


@dataclass(frozen=True)
class Turn:
    """What the decision reads about one turn."""

    state: CustomerState  # before the turn
    extraction: Extraction  # what the turn writes (with its provenance stamps)
    now: datetime
    session_id: str | None = None
    incident: Memory | None = None  # the incident the turn is about, if it matched one
    fix_no_longer_works: str | None = None  # the known fix the customer says failed again


def decide(turn: Turn, thresholds: Thresholds) -> Escalation:
    """Which rules fire for ``turn`` (module docstring)."""
    after = _after(turn)
    failed_now = [m for m in turn.extraction.memories if _newly_failed(m, turn.state)]
    reasons = [
        *_repeated_failures(turn, after, failed_now, thresholds),
        *_stopped_working(turn, after, failed_now),
        *_reopened(turn, thresholds),
        *_session_failures(turn, after, failed_now, thresholds),
    ]
    return Escalation(tuple(reasons), _incident_of(turn, after, failed_now))


def _after(turn: Turn) -> dict[str, Memory]:
    found = {m.id: m for m in turn.state.memories}
    found.update({m.id: m for m in turn.extraction.memories})
    return found


def _newly_failed(memory: Memory, state: CustomerState) -> bool:
    if memory.type is not MemoryType.ATTEMPT or memory.outcome is not Outcome.FAILED:
        return False
    before = state.get(memory.id)
    return before is None or before.outcome is not Outcome.FAILED


def _repeated_failures(
    turn: Turn, after: dict[str, Memory], failed_now: list[Memory], thresholds: Thresholds
) -> list[Reason]:
    reasons = []
    for incident_id in sorted({m.incident_id for m in failed_now if m.incident_id}):
        failures = [
            _event(m, turn)
            for m in after.values()
            if m.incident_id == incident_id and m.outcome is Outcome.FAILED
        ]
        count = len(sessions.group(failures, thresholds.gap))
        if count >= thresholds.failed_sessions:
            name = _text(after.get(incident_id))
            reasons.append(Reason("repeated_failure", f"{name}: steps failed in {count} sessions"))
    return reasons


def _stopped_working(
    turn: Turn, after: dict[str, Memory], failed_now: list[Memory]
) -> list[Reason]:
    steps: list[str] = []
    for memory in failed_now:
        before = turn.state.get(memory.id)
        # Corrected from worked to failed, or the same step reported failed anew.
        was_fix = before.outcome is Outcome.WORKED if before is not None else None
        if was_fix or (was_fix is None and _worked_before(memory, after.values())):
            steps.append(memory.text)
    if not steps and turn.fix_no_longer_works:
        steps.append(turn.fix_no_longer_works)
    return [
        Reason("fix_stopped_working", f'"{step}" worked before and no longer does')
        for step in dict.fromkeys(steps)
    ]


def _worked_before(memory: Memory, memories: Iterable[Memory]) -> bool:
    return any(
        other.id != memory.id
        and other.type is MemoryType.ATTEMPT
        and other.outcome is Outcome.WORKED
        and other.incident_id == memory.incident_id
        and other.text.lower() == memory.text.lower()
        for other in memories
    )


def _reopened(turn: Turn, thresholds: Thresholds) -> list[Reason]:
    reasons = []
    window = timedelta(days=thresholds.reopen_days)
    for memory in turn.extraction.updated:
        before = turn.state.get(memory.id)
        if not (_status(memory, IncidentStatus.OPEN) and _status(before, IncidentStatus.RESOLVED)):
            continue
        times = [
            t for t in reopen_times(memory.metadata.get(REOPENED_AT, "")) if turn.now - t <= window
        ]
        if len(times) >= thresholds.reopens:
            days = f"{thresholds.reopen_days:g}"
            reasons.append(
                Reason("reopened", f"{_text(memory)} reopened {len(times)} times in {days} days")
            )
    return reasons


def _session_failures(
    turn: Turn, after: dict[str, Memory], failed_now: list[Memory], thresholds: Thresholds
) -> list[Reason]:
    if not failed_now:
        return []
    now = sessions.Event(turn.now, turn.session_id, key="\uffff")
    earlier = [
        _event(m, turn)
        for m in after.values()
        if m.type is MemoryType.ATTEMPT and m.outcome is Outcome.FAILED and m not in failed_now
    ]
    current = sessions.current(earlier, now, thresholds.gap)
    count = len(current) - 1 + len(failed_now)
    if count < thresholds.session_failures:
        return []
    return [Reason("session_failures", f"{count} steps failed in this session")]


def _event(memory: Memory, turn: Turn) -> sessions.Event:
    """When a failure was reported and in which session (this turn's: now)."""
    if any(memory is m for m in turn.extraction.memories) and _newly_failed(memory, turn.state):
        return sessions.Event(turn.now, turn.session_id, key=memory.id)
    session = next((memory.metadata[k] for k in SESSION_KEYS if memory.metadata.get(k)), None)
    return sessions.Event(_parse(memory.updated_at), session, key=memory.id)


def _incident_of(turn: Turn, after: dict[str, Memory], failed_now: list[Memory]) -> Memory | None:
    for memory in failed_now:
        if memory.incident_id and memory.incident_id in after:
            return after[memory.incident_id]
    reopened = [m for m in turn.extraction.updated if m.type is MemoryType.INCIDENT]
    return reopened[0] if reopened else turn.incident


def _status(memory: Memory | None, status: IncidentStatus) -> bool:
    return memory is not None and memory.type is MemoryType.INCIDENT and memory.status is status


def _text(memory: Memory | None) -> str:
    return f'"{memory.text}"' if memory is not None else "the incident"


def _parse(stamp: str) -> datetime:
    return datetime.fromisoformat(stamp.replace("Z", "+00:00"))
