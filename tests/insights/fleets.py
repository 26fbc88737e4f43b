"""Every store that keeps fleet statistics, built the way the service builds it, and the
conversations the tests play."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from support_memory.agent import SupportAgent
from support_memory.factory import attach_insights, build_agent, build_store, insights_of
from support_memory.insights import Insights
from support_memory.settings import Settings
from support_memory.stores.protocol import MemoryStore

INSIGHT_STORES = ("memory", "json", "sqlite", "embedding+sqlite", "postgres")
PROBLEM = "My Acme PDF Suite crashes when I upload a large PDF."
UPDATE_WORKED = "I updated the app and that fixed it."
UPDATE_FAILED = "I updated the app but it did not help."
REINSTALL_WORKED = "I reinstalled the app and now it works."


@dataclass
class Fleet:
    """A store with the statistics attached, its settings, and an agent over it."""

    kind: str
    store: MemoryStore
    settings: Settings
    agent: SupportAgent

    @property
    def insights(self) -> Insights:
        found = insights_of(self.settings, self.store)
        assert found is not None
        return found

    def play(self, customer_id: str, *messages: str) -> Any:
        reply = None
        for message in messages:
            reply = self.agent.handle(customer_id, message)
        return reply

    def close(self) -> None:
        self.agent.close()
        close = getattr(self.store, "close", None)
        if callable(close):
            close()


def make_fleet(kind: str, tmp_path: Path, *, min_customers: int = 5) -> Fleet:
    settings = _settings(kind, tmp_path, min_customers)
    if kind == "embedding+sqlite":
        store = _embedding_sqlite(settings, tmp_path)
    else:
        store = build_store(settings)
    return Fleet(kind, store, settings, build_agent(settings, store))


def _settings(kind: str, tmp_path: Path, k: int) -> Settings:
    base: dict[str, Any] = {"insights": True, "insights_min_customers": k, "retrieval": "lexical"}
    if kind == "json":
        base["store_path"] = str(tmp_path / "memories.json")
    elif kind in ("sqlite", "embedding+sqlite"):
        base["store_path"] = str(tmp_path / "memories.db")
    elif kind == "postgres":
        from postgres_live import fresh_database_url

        base["database_url"] = fresh_database_url()
    return Settings(**base)


def _embedding_sqlite(settings: Settings, tmp_path: Path) -> MemoryStore:
    # The semantic decorator over SQLite: the statistics stay a hook of the inner store.
    from fakes.embedder import ConceptEmbedder
    from support_memory.embeddings.index import SQLiteVectorIndex
    from support_memory.embeddings.store import EmbeddingStore
    from support_memory.stores.sqlite import SQLiteStore

    inner = SQLiteStore(tmp_path / "memories.db")
    attach_insights(settings, inner)
    return EmbeddingStore(
        inner, ConceptEmbedder(), SQLiteVectorIndex(tmp_path / "memories.vectors.db")
    )
