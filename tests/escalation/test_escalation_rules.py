"""The escalation rules as a pure decision: state before the turn + what it extracted."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from support_memory.escalation import Thresholds, Turn, decide
from support_memory.escalation.reopens import REOPENED_AT, stamp_reopens
from support_memory.extraction.protocol import Extraction
from support_memory.models import IncidentStatus, Memory, MemoryType, Outcome, format_timestamp
from support_memory.state import CustomerState

NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
C = "CUST-9"


def at(**ago: float) -> str:
    return format_timestamp(NOW - timedelta(**ago))


def incident(status: str = "open", **extra: object) -> Memory:
    return Memory(
        customer_id=C,
        type=MemoryType.INCIDENT,
        text="App crashes on upload",
        status=status,
        created_at=at(days=10),
        updated_at=at(days=10),
        **extra,  # type: ignore[arg-type]
    )


def step(parent: Memory, text: str, outcome: str, **extra: object) -> Memory:
    return Memory(
        customer_id=C,
        type=MemoryType.ATTEMPT,
        text=text,
        outcome=outcome,
        incident_id=parent.id,
        **extra,  # type: ignore[arg-type]
    )


def rules(turn: Turn, thresholds: Thresholds | None = None) -> list[str]:
    return [r.rule for r in decide(turn, thresholds or Thresholds()).reasons]


def test_a_quiet_turn_is_no_candidate() -> None:
    parent = incident()
    decision = decide(Turn(CustomerState(C, (parent,)), Extraction(), NOW), Thresholds())
    assert not decision.candidate
    assert decision.to_dict() == {"candidate": False, "reasons": []}


def test_failures_in_two_sessions_escalate() -> None:
    parent = incident()
    earlier = step(parent, "Restart application", "failed", updated_at=at(days=2))
    now = step(parent, "Clear cache", "failed")
    turn = Turn(CustomerState(C, (parent, earlier)), Extraction(new=[now]), NOW)
    decision = decide(turn, Thresholds())
    assert decision.to_dict()["reasons"] == [
        {
            "rule": "repeated_failure",
            "detail": '"App crashes on upload": steps failed in 2 sessions',
        }
    ]
    assert decision.incident == parent


def test_failures_minutes_apart_are_one_session_unless_their_ids_differ() -> None:
    parent = incident()
    earlier = step(parent, "Restart application", "failed", updated_at=at(minutes=5))
    now = step(parent, "Clear cache", "failed")
    same = Turn(CustomerState(C, (parent, earlier)), Extraction(new=[now]), NOW)
    assert "repeated_failure" not in rules(same)
    tagged = step(
        parent,
        "Restart application",
        "failed",
        updated_at=at(minutes=5),
        metadata={"session_id": "chat-1"},
    )
    other = Turn(
        CustomerState(C, (parent, tagged)), Extraction(new=[now]), NOW, session_id="chat-2"
    )
    assert "repeated_failure" in rules(other)
    assert "repeated_failure" not in rules(other, Thresholds(failed_sessions=3))


def test_a_fix_that_stops_working_escalates() -> None:
    parent = incident()
    fixed = step(parent, "Update application", "worked", updated_at=at(days=3))
    again = step(parent, "Update application", "failed")
    turn = Turn(CustomerState(C, (parent, fixed)), Extraction(new=[again]), NOW)
    assert rules(turn) == ["fix_stopped_working"]
    corrected = fixed.evolve(outcome=Outcome.FAILED)
    turn = Turn(CustomerState(C, (parent, fixed)), Extraction(updated=[corrected]), NOW)
    assert rules(turn) == ["fix_stopped_working"]
    said = Turn(
        CustomerState(C, (parent, fixed)),
        Extraction(),
        NOW,
        fix_no_longer_works="Update application",
    )
    assert decide(said, Thresholds()).reasons[0].detail == (
        '"Update application" worked before and no longer does'
    )


def test_an_incident_reopened_twice_within_the_window_escalates() -> None:
    stamps = f"{at(days=20)}"
    resolved = incident("resolved", metadata={REOPENED_AT: stamps})
    reopened = resolved.evolve(status=IncidentStatus.OPEN, clock=lambda: NOW)
    extraction = stamp_reopens(Extraction(updated=[reopened]), {resolved.id: resolved})
    assert extraction.updated[0].metadata[REOPENED_AT].split() == [at(days=20), at(days=0)]
    turn = Turn(CustomerState(C, (resolved,)), extraction, NOW)
    assert rules(turn) == ["reopened"]
    assert rules(turn, Thresholds(reopen_days=7)) == []
    assert rules(turn, Thresholds(reopens=3)) == []


def test_many_failed_steps_in_one_session_escalate() -> None:
    parent = incident()
    earlier = step(parent, "Restart application", "failed", updated_at=at(minutes=10))
    now = [step(parent, "Clear cache", "failed"), step(parent, "Reinstall", "failed")]
    turn = Turn(CustomerState(C, (parent, earlier)), Extraction(new=now), NOW)
    assert rules(turn) == ["session_failures"]
    assert rules(turn, Thresholds(session_failures=4)) == []
    old = step(parent, "Restart application", "failed", updated_at=at(hours=5))
    later = Turn(CustomerState(C, (parent, old)), Extraction(new=now), NOW)
    assert "session_failures" not in rules(later)


def test_a_step_already_failed_before_is_not_a_new_failure() -> None:
    parent = incident()
    failed = step(parent, "Restart application", "failed", updated_at=at(days=2))
    touched = failed.evolve(text="Restart the application")
    turn = Turn(CustomerState(C, (parent, failed)), Extraction(updated=[touched]), NOW)
    assert rules(turn) == []


def test_a_queue_that_cannot_be_written_costs_only_the_queueing() -> None:
    from support_memory import InMemoryStore, SupportAgent
    from support_memory.errors import StoreUnavailableError
    from support_memory.escalation import EscalationLayer, InMemoryEscalationQueue

    class Full(InMemoryEscalationQueue):
        def submit(self, candidate):  # type: ignore[no-untyped-def]
            raise StoreUnavailableError("disk full")

    agent = SupportAgent(store=InMemoryStore(), escalation=EscalationLayer(Full()))
    agent.handle(C, "My app crashes when I upload a large PDF.")
    reply = agent.handle(C, "I restarted it, cleared the cache and reinstalled it, none helped.")
    assert reply.metadata["escalation"]["candidate"] is True
    assert reply.reply.startswith("Sorry restarting")
