"""Listing customers (the console's search): local stores list, Hindsight defers to the audit."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from fake_hindsight import FakeHindsight

from factories import attempt
from support_memory import InMemoryStore, MemoryStore, SQLiteStore
from support_memory.audit import InMemoryAuditStore
from support_memory.corrections import find_customers
from support_memory.stores.directory import directory_of
from support_memory.stores.hindsight import HindsightStore
from support_memory.stores.outbox import Outbox, OutboxStore


def _postgres() -> MemoryStore:
    from postgres_live import fresh_database_url
    from support_memory.stores.postgres import PostgresStore

    return PostgresStore(fresh_database_url())


MAKERS: dict[str, Callable[[Path], MemoryStore]] = {
    "memory": lambda tmp: InMemoryStore(),
    "json": lambda tmp: InMemoryStore(tmp / "m.json"),
    "sqlite": lambda tmp: SQLiteStore(tmp / "m.db"),
    "postgres": lambda tmp: _postgres(),
}


@pytest.mark.parametrize("kind", sorted(MAKERS))
def test_local_stores_list_customers_by_prefix_newest_first(kind: str, tmp_path: Path) -> None:
    store = MAKERS[kind](tmp_path)
    store.add(attempt("CUST-1", "Restart", updated_at="2026-01-01T10:00:00.000000Z"))
    store.add(attempt("CUST-1", "Update", updated_at="2026-01-03T10:00:00.000000Z"))
    store.add(attempt("CUST-2", "Restart", updated_at="2026-01-02T10:00:00.000000Z"))
    store.add(attempt("CUST_3", "Restart", updated_at="2026-01-04T10:00:00.000000Z"))
    store.add(attempt("OTHER", "Restart"))
    directory = directory_of(store)
    assert directory is not None
    page = directory.customers("cust-", limit=10)
    assert page.total == 2
    assert [(c.customer_id, c.memories) for c in page.customers] == [("CUST-1", 2), ("CUST-2", 1)]
    assert page.customers[0].last_activity == "2026-01-03T10:00:00.000000Z"
    assert [c.customer_id for c in directory.customers("CUST", limit=1, offset=1).customers] == [
        "CUST-1"
    ]
    assert directory.customers("", limit=50).total == 4
    close = getattr(store, "close", None)
    if callable(close):
        close()


def test_a_decorated_store_lists_through_its_inner_store(tmp_path: Path) -> None:
    from fakes.embedder import ConceptEmbedder
    from support_memory.embeddings.store import EmbeddingStore

    inner = SQLiteStore(tmp_path / "m.db")
    store = EmbeddingStore(inner, ConceptEmbedder())
    store.add(attempt("CUST-1", "Restart"))
    listing = find_customers(store, InMemoryAuditStore(), "C")
    assert listing.source == "memories"
    assert [c.customer_id for c in listing.page.customers] == ["CUST-1"]


def test_hindsight_cannot_list_so_the_audit_trail_answers(tmp_path: Path) -> None:
    fake = FakeHindsight(api_key=None)
    hindsight = HindsightStore("http://127.0.0.1:8888", "support", client=fake.client())
    store = OutboxStore(hindsight, Outbox(tmp_path / "outbox.db"))
    assert directory_of(store) is None
    listing = find_customers(store, InMemoryAuditStore(), "")
    assert listing.source == "audit" and listing.page.total == 0
    store.close()
