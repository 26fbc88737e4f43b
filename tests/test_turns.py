"""A turn's read-extract-write is atomic per customer: the race, the fallbacks, the reading."""

from __future__ import annotations

from pathlib import Path

from factories import incident
from support_memory import (
    InMemoryStore,
    Memory,
    RuleExtractor,
    ScriptedEngine,
    SQLiteStore,
    SupportAgent,
)
from support_memory.engines.protocol import EngineReply, ReplyContext
from support_memory.report import MessageReport

STEP = "I'm restarting the router now."


class MeddlingEngine(ScriptedEngine):
    """While this turn waits for its reply, another process runs a turn of the same customer."""

    def __init__(self, other: SupportAgent) -> None:
        self.other = other

    def reply(self, message: str, context: ReplyContext) -> EngineReply:
        self.other.handle("CUST-1", message)
        return super().reply(message, context)


def _steps(store: SQLiteStore) -> list[tuple[str, str]]:
    return [(m.text, str(m.outcome)) for m in store.all("CUST-1") if m.type == "ATTEMPT"]


def test_a_turn_extracts_again_when_another_process_changed_the_customer(tmp_path: Path) -> None:
    path = tmp_path / "memories.db"
    mine, theirs = SQLiteStore(path), SQLiteStore(path)  # two processes' connections
    mine.add(incident("CUST-1", "Wifi drops every evening"))
    other = SupportAgent(store=theirs, engine=ScriptedEngine(), extractor=RuleExtractor())
    agent = SupportAgent(store=mine, engine=MeddlingEngine(other), extractor=RuleExtractor())
    reply = agent.handle("CUST-1", STEP)
    # The other turn stored the step while this one was replying: this one must see it at
    # write time and not add it again (a duplicate step in progress would never be settled).
    assert _steps(mine) == [("Restart router", "in_progress")]
    assert reply.metadata["extracted"] == []
    agent.handle("CUST-1", "That did not help.")
    assert _steps(mine) == [("Restart router", "failed")]
    for store in (mine, theirs):
        store.close()


def test_a_turn_that_learns_nothing_opens_no_write_transaction(tmp_path: Path) -> None:
    class CountingStore(SQLiteStore):
        turns = 0

        def turn(self, *args: object, **kwargs: object):  # type: ignore[no-untyped-def]
            CountingStore.turns += 1
            return super().turn(*args, **kwargs)  # type: ignore[arg-type]

    store = CountingStore(tmp_path / "memories.db")
    agent = SupportAgent(store=store)
    agent.handle("CUST-1", "Hello!")
    assert CountingStore.turns == 0
    agent.handle("CUST-1", "My printer shows offline.")
    assert CountingStore.turns == 1
    store.close()


class NamelessEngine:
    """Any object with ``reply`` may be an engine; this one has no ``name`` and fails."""

    def reply(self, message: str, context: ReplyContext) -> EngineReply:
        raise RuntimeError("model crashed")


def test_an_engine_without_a_name_that_fails_still_gets_the_scripted_reply() -> None:
    agent = SupportAgent(store=InMemoryStore(), engine=NamelessEngine())  # type: ignore[arg-type]
    reply = agent.handle("CUST-1", "My printer shows offline.")
    assert reply.engine == "scripted" and reply.reply
    assert reply.metadata["fallback_reason"] == (
        "NamelessEngine engine failed: RuntimeError: model crashed"
    )


class BrokenReader:
    def read(self, customer_id: str, message: str, history: object) -> MessageReport:
        raise ValueError("reader bug")


def test_a_failing_reading_never_fails_the_turn() -> None:
    store = InMemoryStore()
    agent = SupportAgent(store=store, reader=BrokenReader())
    reply = agent.handle("CUST-1", "Updating the app fixed the crash.")
    assert reply.reply and [m.text for m in store.all("CUST-1")] == ["Update application"]


def test_the_reading_writes_nothing_before_the_reply() -> None:
    seen: list[list[Memory]] = []

    class Spy(ScriptedEngine):
        def reply(self, message: str, context: ReplyContext) -> EngineReply:
            seen.append(store.all("CUST-1"))
            assert context.report.worked == ("Update application",)
            return super().reply(message, context)

    store = InMemoryStore()
    SupportAgent(store=store, engine=Spy()).handle("CUST-1", "Updating the app fixed it.")
    assert seen == [[]] and len(store.all("CUST-1")) == 1


class NoHistoryStore(SQLiteStore):
    """A store whose whole-history read fails: a turn must never need it."""

    def all(self, customer_id: str) -> list[Memory]:
        raise AssertionError("a turn read the whole history")


def test_a_turn_never_reads_the_whole_history(tmp_path: Path) -> None:
    from factories import FIRST_VISIT, RETURN_VISIT

    store = NoHistoryStore(tmp_path / "memories.db")
    agent = SupportAgent(store=store, engine=ScriptedEngine(), extractor=RuleExtractor())
    for text in (*FIRST_VISIT, RETURN_VISIT):
        reply = agent.handle("CUST-1042", text)
    assert reply.known_fixes == ["Update application"]
    assert sorted(reply.known_failures) == ["Cleared application cache", "Restart application"]
    store.close()
