"""``PostgresInsights``: the fleet statistics in the PostgreSQL database of the memories.

A component of its own (``insights``, migrated on open) in the database ``DATABASE_URL``
names, and a write hook of ``PostgresStore``: the counts change inside the turn's own
transaction, on its connection, which is scoped to the customer and holds their advisory
lock. Count rows are locked in key order (``ledger.Deltas``), so concurrent turns of
different customers touching the same counts queue rather than deadlock.

Row-level security: facts and contributions are per-customer rows, visible only to their
customer's transactions and to operator reads, like the memories. The counts are shared
rows (keys and numbers, no customer id): readable and writable by any transaction scoped
to a customer, readable by operator reads, invisible to a transaction scoped to no one.
Reports and fleet suggestions read as an operator (read-only).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import psycopg

from support_memory.insights import ledger
from support_memory.insights.sql import SQL, TABLES, SQLLedger, SQLStats
from support_memory.insights.stats import Snapshot
from support_memory.models import Memory
from support_memory.stores.postgres_db import PostgresDatabase, scope
from support_memory.stores.postgres_migrate import Schema
from support_memory.stores.postgres_schema import row_security

_SQL = SQL("%s")
_SCOPED = "coalesce(current_setting('support_memory.customer_id', true), '') <> ''"
INSIGHTS = Schema(
    "insights",
    (
        # 1: facts, contributions (per customer) and counts (shared), see insights/sql.py.
        TABLES
        + ";\n"
        + row_security("insight_facts")
        + row_security("insight_contributions")
        + f"""
        ALTER TABLE insight_counts ENABLE ROW LEVEL SECURITY;
        ALTER TABLE insight_counts FORCE ROW LEVEL SECURITY;
        CREATE POLICY insight_counts_scoped ON insight_counts
            USING ({_SCOPED} OR current_setting('support_memory.scope', true) = 'operator')
            WITH CHECK ({_SCOPED});
        """,
    ),
)


class PostgresInsights:
    """Write hook of a ``PostgresStore`` on the same database, and its stats source."""

    def __init__(self, url: str, *, pool_size: int = 2, connect_timeout_s: float = 10.0) -> None:
        self._db = PostgresDatabase(
            url, schema=INSIGHTS, pool_size=pool_size, connect_timeout_s=connect_timeout_s
        )

    # -- WriteHook (on the store's connection, scoped to the customer) ---------------------
    def written(self, conn: psycopg.Connection[Any], memories: Sequence[Memory]) -> None:
        grouped: dict[str, list[Memory]] = {}
        for memory in memories:
            grouped.setdefault(memory.customer_id, []).append(memory)
        for customer_id in sorted(grouped):
            ledger.record(SQLLedger(conn, _SQL), grouped[customer_id])

    def deleted(
        self, conn: psycopg.Connection[Any], customer_id: str, memory_ids: Sequence[str]
    ) -> None:
        ledger.remove(SQLLedger(conn, _SQL), customer_id, memory_ids)

    def forgotten(self, conn: psycopg.Connection[Any], customer_id: str) -> None:
        ledger.forget(SQLLedger(conn, _SQL), customer_id)

    def reset(self, conn: psycopg.Connection[Any]) -> None:
        """Inside ``PostgresStore.replay`` (an operator transaction that may write): each
        customer's rows are deleted under that customer's scope, as RLS requires."""
        rows = conn.execute(
            "SELECT customer_id FROM insight_facts UNION SELECT customer_id"
            " FROM insight_contributions"
        ).fetchall()
        for (customer_id,) in rows:
            scope(conn, customer_id)
            conn.execute("DELETE FROM insight_facts WHERE customer_id = %s", (customer_id,))
            conn.execute("DELETE FROM insight_contributions WHERE customer_id = %s", (customer_id,))
        conn.execute("DELETE FROM insight_counts")

    # -- InsightsBackend ---------------------------------------------------------------------
    @contextmanager
    def reading(self) -> Iterator[SQLStats]:
        with self._db.operator("read the fleet statistics") as conn:
            yield SQLStats(conn, _SQL)

    def snapshot(self) -> Snapshot:
        with self.reading() as stats:
            return stats.snapshot()

    def close(self) -> None:
        self._db.close()
