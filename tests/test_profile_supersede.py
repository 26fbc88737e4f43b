"""A superseded profile fact stays in the history but is not the customer's current setup."""

from __future__ import annotations

from pathlib import Path

import pytest

from support_memory.agent import SupportAgent
from support_memory.engines.protocol import EngineReply, ReplyContext
from support_memory.models import MemoryType
from support_memory.stores.memory import InMemoryStore
from support_memory.stores.protocol import MemoryStore
from support_memory.stores.sqlite import SQLiteStore


class Recording:
    name = "recording"

    def __init__(self) -> None:
        self.contexts: list[ReplyContext] = []

    def reply(self, message: str, context: ReplyContext) -> EngineReply:
        self.contexts.append(context)
        return EngineReply("ok")


@pytest.fixture(params=["memory", "sqlite"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> MemoryStore:
    return InMemoryStore() if request.param == "memory" else SQLiteStore(tmp_path / "m.db")


def test_the_replaced_os_is_history_not_the_setup(store: MemoryStore) -> None:
    engine = Recording()
    agent = SupportAgent(store=store, engine=engine)
    agent.handle("C-1", "I'm on Windows 10 and the mouse lags.")
    agent.handle("C-1", "I upgraded to Windows 11 yesterday and the mouse still lags.")
    reply = agent.handle("C-1", "Is there anything else for the lagging mouse on Windows?")
    profile = engine.contexts[-1].profile
    assert "Uses Windows 11" in profile and "Uses Windows 10" not in profile
    assert all(u["text"] != "Uses Windows 10" for u in reply.used_memories)
    stored = {m.text: m.metadata for m in store.all("C-1") if m.type is MemoryType.PROFILE}
    assert "superseded_by" in stored["Uses Windows 10"]  # kept, marked
    assert "superseded_by" not in stored["Uses Windows 11"]
