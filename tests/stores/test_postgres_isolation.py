"""Row-level security: a query that forgot its customer filter still sees no one else.

The queries here are raw SQL on the application role's own connection, as a careless
future query would be; the stores' own methods are fuzzed against the in-memory model.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import psycopg
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from factories import attempt
from fakes.embedder import ConceptEmbedder
from postgres_live import fresh_database_url
from support_memory import MemoryNotFoundError, Outcome
from support_memory.audit import AuditRecord
from support_memory.audit.postgres import PostgresAuditStore
from support_memory.embeddings.pg_index import PostgresVectorIndex
from support_memory.embeddings.store import EmbeddingStore
from support_memory.models import Memory
from support_memory.stores.memory import InMemoryStore
from support_memory.stores.postgres import PostgresStore
from support_memory.stores.postgres_db import SCOPE_SETTING, scope

TABLES = ("memories", "audit_records", "memory_vectors")


@pytest.fixture(scope="module")
def url() -> str:
    return fresh_database_url()


@pytest.fixture(scope="module")
def stores(url: str) -> Iterator[tuple[EmbeddingStore, PostgresAuditStore]]:
    store = EmbeddingStore(PostgresStore(url), ConceptEmbedder(), PostgresVectorIndex(url))
    audit = PostgresAuditStore(url)
    yield store, audit
    store.close()
    audit.close()


@pytest.fixture(scope="module")
def two_customers(stores: tuple[EmbeddingStore, PostgresAuditStore]) -> None:
    store, audit = stores
    for customer in ("RLS-A", "RLS-B"):
        store.add(attempt(customer, f"Restart router of {customer}"))
        audit.record(AuditRecord(customer_id=customer, engine="scripted"))


def _customers(conn: psycopg.Connection[Any], table: str) -> set[str]:
    return {row[0] for row in conn.execute(f"SELECT customer_id FROM {table}")}


@pytest.mark.usefixtures("two_customers")
@pytest.mark.parametrize("table", TABLES)
def test_a_query_without_its_customer_filter_sees_only_that_customer(url: str, table: str) -> None:
    with psycopg.connect(url) as conn:
        assert _customers(conn, table) == set()  # no scope: nothing at all
        scope(conn, "RLS-A")
        assert _customers(conn, table) == {"RLS-A"}
        conn.commit()
        assert _customers(conn, table) == set()  # the scope ended with the transaction


@pytest.mark.usefixtures("two_customers")
@pytest.mark.parametrize("table", TABLES)
def test_writes_without_a_filter_reach_only_that_customer(url: str, table: str) -> None:
    with psycopg.connect(url) as conn:
        scope(conn, "RLS-A")
        changed = conn.execute(f"UPDATE {table} SET customer_id = customer_id").rowcount
        assert changed == 1
        deleted = conn.execute(f"DELETE FROM {table}").rowcount
        assert deleted == 1
        conn.rollback()


@pytest.mark.usefixtures("two_customers")
def test_a_row_of_another_customer_cannot_be_written(url: str) -> None:
    with psycopg.connect(url) as conn:
        scope(conn, "RLS-A")
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="row-level security"):
            conn.execute("UPDATE memories SET customer_id = 'RLS-B'")
        conn.rollback()
        scope(conn, "RLS-A")
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="row-level security"):
            conn.execute(
                "INSERT INTO audit_records (customer_id, id, created_at, record) "
                "VALUES ('RLS-B', 'x', 'now', '{}')"
            )
        conn.rollback()


@pytest.mark.usefixtures("two_customers")
def test_the_operator_scope_reads_everyone_and_writes_nothing(url: str) -> None:
    with psycopg.connect(url) as conn:
        conn.execute(f"SELECT set_config('{SCOPE_SETTING}', 'operator', true)")
        assert {"RLS-A", "RLS-B"} <= _customers(conn, "memories")
        assert conn.execute("DELETE FROM memories").rowcount == 0  # FOR SELECT only
        conn.rollback()


# -- fuzz: random operations on a few customers, checked against the in-memory store -----
CUSTOMERS = ("FZ-1", "FZ-2", "FZ-3")
WORDS = ("printer", "offline", "crash", "upload", "pdf", "vpn", "sync", "router", "cache")
texts = st.lists(st.sampled_from(WORDS), min_size=1, max_size=3, unique=True).map(
    lambda words: " ".join(words).capitalize()
)
operations = st.lists(
    st.one_of(
        st.tuples(st.just("add"), st.sampled_from(CUSTOMERS), texts),
        st.tuples(st.just("turn"), st.sampled_from(CUSTOMERS), texts),
        st.tuples(st.just("fail"), st.sampled_from(CUSTOMERS), st.integers(0, 9)),
        st.tuples(st.just("steal"), st.sampled_from(CUSTOMERS), st.integers(0, 9)),
        st.tuples(st.just("forget"), st.sampled_from(CUSTOMERS), st.just(None)),
    ),
    min_size=1,
    max_size=12,
)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=operations)
def test_fuzz_customers_never_see_each_other(
    stores: tuple[EmbeddingStore, PostgresAuditStore], url: str, steps: list[tuple[Any, ...]]
) -> None:
    store, _ = stores
    model = InMemoryStore()
    for customer in CUSTOMERS:
        store.forget(customer)
    for action, customer, arg in steps:
        _apply(store, model, action, customer, arg)
    with psycopg.connect(url) as conn:
        for customer in CUSTOMERS:
            expected = model.all(customer)
            assert store.all(customer) == expected
            scope(conn, customer)
            ids = {row[0] for row in conn.execute("SELECT id FROM memories")}
            vectors = {row[0] for row in conn.execute("SELECT memory_id FROM memory_vectors")}
            conn.rollback()
            assert ids == {m.id for m in expected}
            assert vectors <= ids
            for word in WORDS:
                found = store.search(customer, word, limit=10)
                assert {m.id for m, _ in found} <= ids
                query = store.embed_query(word)
                assert {mid for mid, _ in store.similar(customer, query, limit=3)} <= ids


def _apply(
    store: EmbeddingStore, model: InMemoryStore, action: str, customer: str, arg: Any
) -> None:
    mine = model.all(customer)
    if action == "add":
        memory = attempt(customer, arg, "in_progress")
        store.add(memory)
        model.add(memory)
    elif action == "turn":
        updated = [m.evolve(outcome=Outcome.WORKED) for m in mine[-1:]]
        new = [attempt(customer, arg, "failed")]
        store.write_turn(updated, new)
        for memory in updated:
            model.update(memory)
        model.add(new[0])
    elif action == "fail" and mine:
        changed = mine[arg % len(mine)].evolve(outcome=Outcome.FAILED)
        store.update(changed)
        model.update(changed)
    elif action == "steal":
        victims = [m for c in CUSTOMERS if c != customer for m in model.all(c)]
        if victims:
            _steal(store, victims[arg % len(victims)], customer)
    elif action == "forget":
        assert store.forget(customer) == model.forget(customer)


def _steal(store: EmbeddingStore, victim: Memory, thief: str) -> None:
    """An update naming another customer's memory id under the thief's id must fail."""
    with pytest.raises(MemoryNotFoundError):
        store.update(victim.model_copy(update={"customer_id": thief, "text": "Stolen"}))
