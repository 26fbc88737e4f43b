"""The customer's state from an SQL ``memories`` table, with indexed queries only.

Shared by ``SQLiteStore``, the Hindsight state projection (``projection.py``) and
``PostgresStore``, whose tables have the same columns (``SQLStateSource`` takes the
placeholder style: ``?`` for sqlite3, ``%s`` for psycopg). Every query walks an index on
``(customer_id, …, updated_at, id)`` from its newest end and stops at its ``LIMIT``
(``STATE_INDEXES``), so a state read costs the same at 10 memories or 10,000
(``EXPLAIN QUERY PLAN`` in the tests checks that no query scans the customer's rows).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from typing import Any

from support_memory.models import Memory
from support_memory.state import KIND_LIMITS, Kind
from support_memory.stores.rows import COLUMNS, row_memory

FIELDS = ", ".join(COLUMNS)

# One partial index per capped kind, so "the newest N" is an index range read from its end.
STATE_INDEXES = """
CREATE INDEX IF NOT EXISTS {table}_recent ON {table} (customer_id, updated_at, id);
CREATE INDEX IF NOT EXISTS {table}_open ON {table} (customer_id, updated_at, id)
    WHERE type = 'INCIDENT' AND status = 'open';
CREATE INDEX IF NOT EXISTS {table}_in_progress ON {table} (customer_id, updated_at, id)
    WHERE type = 'ATTEMPT' AND outcome = 'in_progress';
CREATE INDEX IF NOT EXISTS {table}_profile ON {table} (customer_id, updated_at, id)
    WHERE type = 'PROFILE';
CREATE INDEX IF NOT EXISTS {table}_attempts ON {table} (customer_id, incident_id, updated_at, id)
    WHERE type = 'ATTEMPT'
"""

CUSTOMER_VERSIONS = """
CREATE TABLE customer_versions (
    customer_id TEXT PRIMARY KEY,
    version INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TRIGGER customer_version_insert AFTER INSERT ON memories BEGIN
    INSERT INTO customer_versions VALUES (NEW.customer_id, 1)
    ON CONFLICT (customer_id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER customer_version_update AFTER UPDATE ON memories BEGIN
    INSERT INTO customer_versions VALUES (NEW.customer_id, 1)
    ON CONFLICT (customer_id) DO UPDATE SET version = version + 1; END;
CREATE TRIGGER customer_version_delete AFTER DELETE ON memories BEGIN
    INSERT INTO customer_versions VALUES (OLD.customer_id, 1)
    ON CONFLICT (customer_id) DO UPDATE SET version = version + 1; END
"""


def customer_version(conn: sqlite3.Connection, customer_id: str) -> int:
    """How many writes the customer has had (0: none); read inside the caller's transaction."""
    row = conn.execute(
        "SELECT version FROM customer_versions WHERE customer_id = ?", (customer_id,)
    ).fetchone()
    return int(row[0]) if row else 0


_KIND_WHERE: dict[Kind, str] = {
    "open": " AND type = 'INCIDENT' AND status = 'open'",
    "in_progress": " AND type = 'ATTEMPT' AND outcome = 'in_progress'",
    "profile": " AND type = 'PROFILE'",
    "any": "",
}

Decode = Callable[[tuple[Any, ...]], Memory]


def state_indexes(table: str) -> str:
    return STATE_INDEXES.format(table=table)


class SQLStateSource:
    """``StateSource`` over one connection (inside the caller's transaction, if any)."""

    def __init__(
        self,
        conn: Any,
        table: str,
        decode: Decode = row_memory,
        *,
        mark: str = "?",
        fields: str = FIELDS,
    ) -> None:
        self._conn = conn
        self._table = table
        self._decode = decode
        self._mark = mark
        self._fields = fields
        self._lists: tuple[str, dict[tuple[Kind, int], list[Memory]]] | None = None

    def _select(self, where: str, params: Sequence[Any]) -> list[Memory]:
        query = f"SELECT {self._fields} FROM {self._table} WHERE {where}".replace("?", self._mark)
        rows = self._conn.execute(query, params)
        return [self._decode(tuple(row)) for row in rows.fetchall()]

    def newest(self, customer_id: str, kind: Kind, limit: int) -> list[Memory]:
        if self._lists is None or self._lists[0] != customer_id:
            self._lists = (customer_id, self._all_newest(customer_id))
        cached = self._lists[1].get((kind, limit))
        if cached is not None:
            return cached
        where = f"customer_id = ?{_KIND_WHERE[kind]} ORDER BY updated_at DESC, id DESC LIMIT ?"
        return self._select(where, (customer_id, limit))

    def _all_newest(self, customer_id: str) -> dict[tuple[Kind, int], list[Memory]]:
        """Every kind's newest memories in one statement (one index range read each)."""
        branches = [
            f"SELECT * FROM (SELECT CAST(? AS TEXT) AS kind, {self._fields} FROM {self._table}"
            f" WHERE customer_id = ?{_KIND_WHERE[kind]} ORDER BY updated_at DESC, id DESC"
            f" LIMIT ?) AS {kind}_newest"
            for kind in KIND_LIMITS
        ]
        query = " UNION ALL ".join(branches).replace("?", self._mark)
        params = [p for kind, limit in KIND_LIMITS.items() for p in (kind, customer_id, limit)]
        found: dict[tuple[Kind, int], list[Memory]] = {
            (kind, limit): [] for kind, limit in KIND_LIMITS.items()
        }
        for row in self._conn.execute(query, params).fetchall():
            kind = row[0]
            found[(kind, KIND_LIMITS[kind])].append(self._decode(tuple(row[1:])))
        return found

    def by_ids(self, customer_id: str, ids: Sequence[str]) -> list[Memory]:
        if not ids:
            return []
        marks = ", ".join("?" for _ in ids)
        return self._select(f"customer_id = ? AND id IN ({marks})", (customer_id, *ids))

    def attempts_of(
        self, customer_id: str, incident_ids: Sequence[str], limit: int
    ) -> list[Memory]:
        where = (
            "customer_id = ? AND type = 'ATTEMPT' AND incident_id = ?"
            " ORDER BY updated_at DESC, id DESC LIMIT ?"
        )
        return [
            memory
            for incident_id in incident_ids
            for memory in self._select(where, (customer_id, incident_id, limit))
        ]
