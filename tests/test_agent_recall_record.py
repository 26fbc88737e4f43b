"""``SupportAgent.recall`` (read only) and ``.record`` (a turn whose reply was written
elsewhere): what agents that reply themselves use, over MCP or in Python."""

from __future__ import annotations

from pathlib import Path

import pytest

from factories import FIRST_VISIT, RETURN_VISIT
from support_memory import InMemoryStore, Memory, SQLiteStore, SupportAgent, ValidationError
from support_memory.agent import EXTERNAL_ENGINE
from support_memory.audit.memory import InMemoryAuditStore
from support_memory.locks import CustomerLocks
from support_memory.seed import CONVERSATION
from support_memory.turns import record_turn
from test_agent import EchoExtractor, RecordingEngine, RecordingStore


def _played(agent: SupportAgent, customer: str, messages: tuple[str, ...]) -> None:
    for message in messages:
        agent.handle(customer, message)


def _shape(memories: list[Memory]) -> list[tuple[object, ...]]:
    """The memories without ids or times; an attempt's incident by its text."""
    texts = {m.id: m.text for m in memories}
    return sorted(
        (
            m.type.value,
            m.text,
            m.outcome and m.outcome.value,
            m.status and m.status.value,
            m.product,
            texts.get(m.incident_id or ""),
        )
        for m in memories
    )


def test_recall_returns_the_known_fix_and_failures_and_writes_nothing() -> None:
    log: list[str] = []
    store = RecordingStore(log)
    agent = SupportAgent(store=store)
    _played(agent, "CUST-1042", FIRST_VISIT)
    before = [m.to_dict() for m in store.all("CUST-1042")]
    log.clear()
    found = agent.recall("CUST-1042", RETURN_VISIT).to_dict()
    assert log == ["recall"], "recall searches and writes nothing"
    assert [m.to_dict() for m in store.all("CUST-1042")] == before
    assert found["known_fixes"] == ["Update application"]
    assert found["known_failures"] == ["Restart application", "Cleared application cache"]
    assert found["incident"]["text"] == "App crashes on large PDF upload"
    assert found["profile"] == ["Uses Acme PDF Suite"]
    assert found["is_returning_customer"] is True
    assert found["used_memories"] and all(m["reason"] for m in found["used_memories"])
    assert found["message_reports"]["recurring"] == "App crashes on large PDF upload"


def test_recall_of_a_new_customer_is_empty() -> None:
    found = SupportAgent(store=InMemoryStore()).recall("CUST-NEW", "My printer is offline.")
    body = found.to_dict()
    assert body["is_returning_customer"] is False
    assert body["known_fixes"] == [] and body["used_memories"] == []
    assert body["incident"] is None and body["open_incidents"] == []


@pytest.mark.parametrize(
    ("customer_id", "message", "field"),
    [("../etc", "hi", "customer_id"), ("C1", "x" * 8001, "message"), ("C1", "  ", "message")],
)
def test_recall_and_record_refuse_what_handle_refuses(
    customer_id: str, message: str, field: str
) -> None:
    agent = SupportAgent(store=InMemoryStore())
    for step in (agent.recall, agent.record, agent.handle):
        with pytest.raises(ValidationError) as caught:
            step(customer_id, message)
        assert caught.value.field == field


def test_record_is_recall_extract_store_with_no_reply() -> None:
    log: list[str] = []
    engine = RecordingEngine(log)
    agent = SupportAgent(store=RecordingStore(log), engine=engine, extractor=EchoExtractor(log))
    reply = agent.record("CUST-1", "Updating the app fixed the crash.")
    assert log == ["recall", "extract", "store"]
    assert engine.contexts == []
    assert reply.reply == "" and reply.engine == EXTERNAL_ENGINE
    assert [m["action"] for m in reply.metadata["extracted"]] == ["added"]


@pytest.mark.parametrize("kind", ["memory", "sqlite"])
def test_record_stores_what_a_full_turn_would(tmp_path: Path, kind: str) -> None:
    store = InMemoryStore() if kind == "memory" else SQLiteStore(tmp_path / "memories.db")
    agent = SupportAgent(store=store)
    for message in CONVERSATION:
        turn = agent.handle("CUST-TURN", message)
        agent.recall("CUST-OWN", message)  # what an agent reads before its own reply
        recorded = agent.record("CUST-OWN", message)
        assert [(m["type"], m["text"], m["action"]) for m in recorded.extracted] == [
            (m["type"], m["text"], m["action"]) for m in turn.extracted
        ], message
    by_turns, recorded_memories = store.all("CUST-TURN"), store.all("CUST-OWN")
    assert len(by_turns) >= 5
    assert _shape(recorded_memories) == _shape(by_turns)
    close = getattr(store, "close", None)
    if callable(close):
        close()


def test_record_turn_is_audited_as_an_external_turn() -> None:
    agent, audit = SupportAgent(store=InMemoryStore()), InMemoryAuditStore()
    reply, record = record_turn(
        agent, audit, CustomerLocks(), "CUST-1", "My printer shows offline."
    )
    assert record.engine == "external" and record.customer_id == "CUST-1"
    assert [(r.type, r.action) for r in record.extracted] == [("INCIDENT", "added")]
    assert audit.records("CUST-1") == [record]
    assert reply.metadata["extracted"][0]["text"] == "Printer shows offline"
