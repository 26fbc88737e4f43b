"""``SQLiteInsights``: the fleet statistics in the memory store's own SQLite file.

Its tables are migration 4 of ``SQLiteStore`` (``insights/sql.py``), and it is a write hook
of that store: the counts change inside the same ``BEGIN IMMEDIATE`` transaction as the
memories they come from, so a crash leaves both or neither. Reads borrow a connection from
the store's pool and read one snapshot.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from support_memory.insights import ledger
from support_memory.insights.sql import SQL, SQLLedger, SQLStats
from support_memory.insights.stats import Snapshot
from support_memory.models import Memory
from support_memory.stores.sqlite_db import Database

_SQL = SQL("?")


class SQLiteInsights:
    """Write hook and stats source over ``database`` (an ``SQLiteStore``'s)."""

    def __init__(self, database: Database) -> None:
        self._db = database

    # -- WriteHook (on the store's connection, inside its transaction) ----------------------
    def written(self, conn: sqlite3.Connection, memories: Sequence[Memory]) -> None:
        for customer_memories in _by_customer(memories):
            ledger.record(SQLLedger(conn, _SQL), customer_memories)

    def deleted(
        self, conn: sqlite3.Connection, customer_id: str, memory_ids: Sequence[str]
    ) -> None:
        ledger.remove(SQLLedger(conn, _SQL), customer_id, memory_ids)

    def forgotten(self, conn: sqlite3.Connection, customer_id: str) -> None:
        ledger.forget(SQLLedger(conn, _SQL), customer_id)

    def reset(self, conn: sqlite3.Connection) -> None:
        for table in ("insight_facts", "insight_contributions", "insight_counts"):
            conn.execute(f"DELETE FROM {table}")

    # -- InsightsBackend ---------------------------------------------------------------------
    @contextmanager
    def reading(self) -> Iterator[SQLStats]:
        with self._db.connection("read the fleet statistics") as conn:
            conn.execute("BEGIN")  # one snapshot for every read of a report
            yield SQLStats(conn, _SQL)

    def snapshot(self) -> Snapshot:
        with self.reading() as stats:
            return stats.snapshot()


def _by_customer(memories: Sequence[Memory]) -> list[list[Memory]]:
    grouped: dict[str, list[Memory]] = {}
    for memory in memories:
        grouped.setdefault(memory.customer_id, []).append(memory)
    return [grouped[customer] for customer in sorted(grouped)]
