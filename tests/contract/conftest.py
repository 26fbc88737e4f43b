"""The store contract suite runs once per store factory listed here.

A factory takes pytest's ``request`` and ``tmp_path`` and returns a fresh, empty store.
Each backend adds one entry; a backend that needs a live server takes it from a fixture
(``request.getfixturevalue``), which fails, never skips, when the server cannot start.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from support_memory.stores.memory import InMemoryStore
from support_memory.stores.protocol import MemoryStore

StoreFactory = Callable[[pytest.FixtureRequest, Path], MemoryStore]


def _memory(request: pytest.FixtureRequest, tmp_path: Path) -> MemoryStore:
    return InMemoryStore()


def _json(request: pytest.FixtureRequest, tmp_path: Path) -> MemoryStore:
    return InMemoryStore(tmp_path / "memories.json")


def _sqlite(request: pytest.FixtureRequest, tmp_path: Path) -> MemoryStore:
    from support_memory.stores.sqlite import SQLiteStore

    return SQLiteStore(tmp_path / "memories.db")


def _hindsight(request: pytest.FixtureRequest, tmp_path: Path) -> MemoryStore:
    # A live Hindsight 1.1.0 server, shared by the session; a fresh bank namespace per test.
    from hindsight_live import live_server, live_store

    return live_store(live_server())


def _outbox_hindsight(request: pytest.FixtureRequest, tmp_path: Path) -> MemoryStore:
    # Production's Hindsight: behind the outbox, the state read from the local projection.
    from hindsight_live import live_server, live_store
    from support_memory.stores.outbox import Outbox, OutboxStore
    from support_memory.stores.projection import StateProjection

    return OutboxStore(
        live_store(live_server()),
        Outbox(tmp_path / "outbox.db"),
        projection=StateProjection(tmp_path / "outbox.state.db"),
    )


def _postgres(request: pytest.FixtureRequest, tmp_path: Path) -> MemoryStore:
    # A live PostgreSQL 18, shared by the session; a fresh database per test, connected
    # as an ordinary role so row-level security applies.
    from postgres_live import fresh_database_url
    from support_memory.stores.postgres import PostgresStore

    return PostgresStore(fresh_database_url())


def _embedding_sqlite(request: pytest.FixtureRequest, tmp_path: Path) -> MemoryStore:
    # The semantic decorator over SQLite (fake embedder): vectors must change no contract.
    from fakes.embedder import ConceptEmbedder
    from support_memory.embeddings.index import SQLiteVectorIndex
    from support_memory.embeddings.store import EmbeddingStore
    from support_memory.stores.sqlite import SQLiteStore

    return EmbeddingStore(
        SQLiteStore(tmp_path / "memories.db"),
        ConceptEmbedder(),
        SQLiteVectorIndex(tmp_path / "memories.vectors.db"),
    )


def _embedding_postgres(request: pytest.FixtureRequest, tmp_path: Path) -> MemoryStore:
    # Memories and their vectors (pgvector) in one PostgreSQL database.
    from fakes.embedder import ConceptEmbedder
    from postgres_live import fresh_database_url
    from support_memory.embeddings.pg_index import PostgresVectorIndex
    from support_memory.embeddings.store import EmbeddingStore
    from support_memory.stores.postgres import PostgresStore

    url = fresh_database_url()
    return EmbeddingStore(PostgresStore(url), ConceptEmbedder(), PostgresVectorIndex(url))


STORE_FACTORIES: dict[str, StoreFactory] = {
    "embedding+postgres": _embedding_postgres,
    "embedding+sqlite": _embedding_sqlite,
    "memory": _memory,
    "json": _json,
    "sqlite": _sqlite,
    "hindsight": _hindsight,
    "outbox+hindsight": _outbox_hindsight,
    "postgres": _postgres,
}


@pytest.fixture(params=sorted(STORE_FACTORIES))
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[MemoryStore]:
    made: Any = STORE_FACTORIES[request.param](request, tmp_path)
    yield made
    close = getattr(made, "close", None)
    if callable(close):
        close()
