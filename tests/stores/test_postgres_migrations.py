"""Schema migrations on PostgreSQL: from an empty database, from the previous version,
by replicas starting together, and a failing migration that leaves the last version."""

from __future__ import annotations

import threading

import psycopg
import pytest
from psycopg.types.json import Jsonb

from postgres_live import fresh_database_url
from support_memory.audit import AuditRecord
from support_memory.audit.postgres import AUDIT, PostgresAuditStore
from support_memory.embeddings.pg_index import VECTORS, PostgresVectorIndex
from support_memory.errors import StoreError
from support_memory.stores.postgres import PostgresStore
from support_memory.stores.postgres_db import scope
from support_memory.stores.postgres_migrate import Schema, migrate, schema_version
from support_memory.stores.postgres_schema import MEMORIES
from support_memory.stores.postgres_search import index_terms

OPENERS = {
    MEMORIES.component: (MEMORIES, PostgresStore),
    AUDIT.component: (AUDIT, PostgresAuditStore),
    VECTORS.component: (VECTORS, PostgresVectorIndex),
}


def _versions(url: str) -> dict[str, int]:
    with psycopg.connect(url, autocommit=True) as conn:
        rows = conn.execute("SELECT component, version FROM support_memory_schema").fetchall()
    return dict(rows)


def _row_security(url: str, table: str) -> tuple[bool, bool]:
    with psycopg.connect(url, autocommit=True) as conn:
        row = conn.execute(
            "SELECT relrowsecurity, relforcerowsecurity FROM pg_class WHERE oid = %s::regclass",
            (table,),
        ).fetchone()
    assert row is not None
    return bool(row[0]), bool(row[1])


def test_an_empty_database_gets_every_table_at_the_newest_version() -> None:
    url = fresh_database_url()
    for _schema, opener in OPENERS.values():
        opener(url).close()
    assert _versions(url) == {s.component: len(s.migrations) for s, _ in OPENERS.values()}
    for table in ("memories", "audit_records", "memory_vectors"):
        assert _row_security(url, table) == (True, True)


@pytest.mark.parametrize("component", sorted(OPENERS))
def test_every_component_opens_from_its_previous_version(component: str) -> None:
    schema, opener = OPENERS[component]
    url = fresh_database_url()
    with psycopg.connect(url, autocommit=True) as conn:
        assert (
            migrate(conn, schema, target=len(schema.migrations) - 1) == len(schema.migrations) - 1
        )
    opener(url).close()
    assert _versions(url)[component] == len(schema.migrations)


def test_memories_written_before_row_level_security_survive_the_upgrade() -> None:
    url = fresh_database_url()
    with psycopg.connect(url, autocommit=True) as conn:
        migrate(conn, MEMORIES, target=1)
        conn.execute(
            "INSERT INTO memories (customer_id, id, type, text, outcome, created_at, "
            "updated_at, terms, term_count) VALUES ('CUST-1', 'mem_1', 'ATTEMPT', "
            "'Restart router', 'failed', '2026-01-01T10:00:00.000000Z', "
            "'2026-01-01T10:00:00.000000Z', %s, %s)",
            index_terms("Restart router"),
        )
        assert _row_security(url, "memories") == (False, False)
    store = PostgresStore(url)
    try:
        assert [m.id for m in store.all("CUST-1")] == ["mem_1"]
        assert [m.id for m, _ in store.search("CUST-1", "router")] == ["mem_1"]
        assert store.all("CUST-2") == []
    finally:
        store.close()
    assert _row_security(url, "memories") == (True, True)


def test_replicas_starting_together_migrate_once() -> None:
    url = fresh_database_url()
    errors: list[BaseException] = []
    opened: list[PostgresStore] = []
    lock = threading.Lock()

    def start() -> None:
        try:
            store = PostgresStore(url)
            with lock:
                opened.append(store)
        except BaseException as exc:  # collected and asserted below
            errors.append(exc)

    threads = [threading.Thread(target=start) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for store in opened:
        store.close()
    assert errors == [] and len(opened) == 4
    assert _versions(url) == {"memories": len(MEMORIES.migrations)}


def test_a_failing_migration_leaves_the_previous_version_whole() -> None:
    url = fresh_database_url()
    broken = Schema(
        "memories",
        (*MEMORIES.migrations, "CREATE TABLE half_done (x integer); SELECT 1 / 0"),
    )
    with psycopg.connect(url, autocommit=True) as conn:
        with pytest.raises(psycopg.errors.DivisionByZero):
            migrate(conn, broken)
        assert schema_version(conn, "memories") == len(MEMORIES.migrations)
        assert conn.execute("SELECT to_regclass('half_done')").fetchone() == (None,)
    PostgresStore(url).close()  # the current program still opens it


def test_an_unreachable_database_is_unavailable_not_a_crash() -> None:
    with pytest.raises(StoreError):
        PostgresStore("postgresql://nobody@127.0.0.1:1/none", connect_timeout_s=1)


def test_turn_records_written_before_corrections_existed_stay_turns() -> None:
    url = fresh_database_url()
    turn = AuditRecord(customer_id="CUST-1", engine="scripted")
    with psycopg.connect(url) as conn:
        migrate(conn, AUDIT, target=1)
        scope(conn, "CUST-1")
        conn.execute(
            "INSERT INTO audit_records (customer_id, id, created_at, record) "
            "VALUES (%s, %s, %s, %s)",
            (turn.customer_id, turn.id, turn.created_at, Jsonb(turn.to_dict())),
        )
        conn.commit()
    audit = PostgresAuditStore(url)
    try:
        assert audit.records("CUST-1") == [turn]
        assert audit.corrections("CUST-1") == []
    finally:
        audit.close()
