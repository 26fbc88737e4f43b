"""SupportAgent: the turn order, fallback, limits, degraded recall and the reply shape."""

from __future__ import annotations

import threading
from collections.abc import Sequence

import pytest

from factories import attempt, incident
from support_memory import (
    InMemoryStore,
    Memory,
    ScriptedEngine,
    StoreUnavailableError,
    SupportAgent,
    ValidationError,
)
from support_memory.engines.protocol import EngineReply, ReplyContext
from support_memory.extraction.protocol import Extraction


class RecordingStore(InMemoryStore):
    def __init__(self, log: list[str]) -> None:
        super().__init__()
        self.log = log

    def search(self, customer_id: str, query: str, limit: int = 5) -> list[tuple[Memory, float]]:
        self.log.append("recall")
        return super().search(customer_id, query, limit)

    def add(self, memory: Memory) -> Memory:
        self.log.append("store")
        return super().add(memory)

    def update(self, memory: Memory) -> Memory:
        self.log.append("store")
        return super().update(memory)


class RecordingEngine(ScriptedEngine):
    name = "recording"

    def __init__(self, log: list[str]) -> None:
        self.log = log
        self.contexts: list[ReplyContext] = []

    def reply(self, message: str, context: ReplyContext) -> EngineReply:
        self.log.append("reply")
        self.contexts.append(context)
        return super().reply(message, context)


class EchoExtractor:
    """Stores every message verbatim as a worked attempt: the worst case for self-recall."""

    def __init__(self, log: list[str]) -> None:
        self.log = log

    def extract(self, customer_id: str, message: str, history: Sequence[Memory]) -> Extraction:
        self.log.append("extract")
        return Extraction(new=[attempt(customer_id, message, "worked")])


class BrokenEngine:
    name = "llm"

    def reply(self, message: str, context: ReplyContext) -> EngineReply:
        raise ConnectionError("LLM endpoint refused the connection")


class SlowEngine:
    name = "llm"

    def __init__(self) -> None:
        self.release = threading.Event()

    def reply(self, message: str, context: ReplyContext) -> EngineReply:
        self.release.wait(5)
        return EngineReply("too late")


class DownStore(InMemoryStore):
    def search(self, customer_id: str, query: str, limit: int = 5) -> list[tuple[Memory, float]]:
        raise StoreUnavailableError("memory backend unreachable")


def _agent(log: list[str]) -> tuple[SupportAgent, RecordingStore, RecordingEngine]:
    store, engine = RecordingStore(log), RecordingEngine(log)
    return SupportAgent(store=store, engine=engine, extractor=EchoExtractor(log)), store, engine


def test_turn_order_is_recall_reply_extract_store() -> None:
    log: list[str] = []
    agent, _, _ = _agent(log)
    agent.handle("CUST-1", "Updating the app fixed the crash.")
    assert log == ["recall", "reply", "extract", "store"]


def test_current_message_is_never_recalled_as_its_own_history() -> None:
    log: list[str] = []
    agent, store, engine = _agent(log)
    reply = agent.handle("CUST-1", "Updating the app fixed the crash.")
    assert engine.contexts[0].memories == ()
    assert reply.used_memories == [] and reply.is_returning_customer is False
    assert [m.text for m in store.all("CUST-1")] == ["Updating the app fixed the crash."]
    second = agent.handle("CUST-1", "The app crash is back.")
    assert [u["text"] for u in second.used_memories] == ["Updating the app fixed the crash."]


def test_reply_to_dict_has_the_documented_shape() -> None:
    store = InMemoryStore()
    fix = store.add(attempt("CUST-1", "Update application", "worked"))
    body = SupportAgent(store=store).handle("CUST-1", "The app crashes again").to_dict()
    assert set(body) == {"reply", "metadata"}
    meta = body["metadata"]
    for key in (
        "is_returning_customer",
        "known_fixes",
        "known_failures",
        "used_memories",
        "engine",
        "extracted",
        "escalation",
    ):
        assert key in meta
    used = meta["used_memories"][0]
    assert {"id", "type", "outcome", "text", "score", "reason"} <= set(used)
    assert used["id"] == fix.id and isinstance(used["score"], float) and used["reason"]


def test_engine_error_falls_back_to_scripted_reply_and_says_why() -> None:
    store = InMemoryStore()
    store.add(attempt("CUST-1", "Update application", "worked"))
    agent = SupportAgent(store=store, engine=BrokenEngine())
    reply = agent.handle("CUST-1", "The app crashes again")
    assert reply.engine == "scripted"
    assert "Update application" in reply.reply
    assert "ConnectionError" in reply.metadata["fallback_reason"]
    assert "llm" in reply.metadata["fallback_reason"]


def test_engine_timeout_falls_back_to_scripted_reply() -> None:
    slow = SlowEngine()
    agent = SupportAgent(store=InMemoryStore(), engine=slow, engine_timeout_s=0.05)
    try:
        reply = agent.handle("CUST-1", "My printer shows offline")
    finally:
        slow.release.set()
        agent.close()
    assert reply.engine == "scripted" and reply.reply
    assert "timed out" in reply.metadata["fallback_reason"]


def test_memory_limit_caps_used_memories() -> None:
    store = InMemoryStore()
    for n in range(9):
        store.add(attempt("CUST-1", f"Reset printer spooler variant {n}"))
    reply = SupportAgent(store=store, memory_limit=3).handle("CUST-1", "printer spooler broken")
    assert len(reply.used_memories) == 3


def test_degraded_recall_still_replies_and_says_so() -> None:
    reply = SupportAgent(store=DownStore()).handle("CUST-1", "The app crashes on upload")
    assert reply.reply and reply.metadata["recall"] == "degraded"
    assert reply.is_returning_customer is False


def test_known_fix_no_longer_working_escalates_with_history() -> None:
    store = InMemoryStore()
    crash = store.add(incident("CUST-1", "App crashes on large PDF upload", "resolved"))
    store.add(attempt("CUST-1", "Restart application", "failed", incident_id=crash.id))
    store.add(attempt("CUST-1", "Update application", "worked", incident_id=crash.id))
    reply = SupportAgent(store=store).handle(
        "CUST-1", "I updated the app again but it still crashes when I upload a PDF"
    )
    assert reply.escalation is True
    assert "Update application" in reply.reply and "Restart application" in reply.reply
    assert "escalat" in reply.reply.lower()


@pytest.mark.parametrize("bad", ["", "   ", "x" * 8001])
def test_bad_messages_are_refused_before_anything_happens(bad: str) -> None:
    log: list[str] = []
    agent, _, _ = _agent(log)
    with pytest.raises(ValidationError) as caught:
        agent.handle("CUST-1", bad)
    assert caught.value.field == "message" and log == []


def test_bad_customer_id_is_refused() -> None:
    with pytest.raises(ValidationError) as caught:
        SupportAgent(store=InMemoryStore()).handle("CUST 1; DROP", "hello")
    assert caught.value.field == "customer_id"


def test_concurrent_turns_of_one_customer_are_serialised() -> None:
    log: list[str] = []
    agent, store, _ = _agent(log)
    threads = [
        threading.Thread(target=agent.handle, args=("CUST-1", f"Step number {n} done"))
        for n in range(20)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(store.all("CUST-1")) == 20
    # each turn's four phases are contiguous: no interleaving within one customer
    assert log == ["recall", "reply", "extract", "store"] * 20


class TurnStore(InMemoryStore):
    """Records the one-transaction writes the agent makes through ``TurnWriter``."""

    def __init__(self) -> None:
        super().__init__()
        self.turns: list[tuple[list[str], list[str]]] = []

    def write_turn(self, updated: Sequence[Memory], new: Sequence[Memory]) -> None:
        self.turns.append(([m.text for m in updated], [m.text for m in new]))
        for memory in updated:
            self.update(memory)
        for memory in new:
            self.add(memory)


def test_a_turn_writer_gets_the_whole_turn_in_one_call() -> None:
    store = TurnStore()
    agent = SupportAgent(store=store, engine=ScriptedEngine())
    agent.handle("CUST-1", "My printer shows offline.")
    agent.handle("CUST-1", "I reinstalled the driver and that fixed it.")
    assert store.turns[-1] == (["Printer shows offline"], ["Reinstall driver"])
    agent.handle("CUST-1", "Hello!")  # nothing learned: no write at all
    assert len(store.turns) == 2
