"""``SQLiteAuditStore``: audit records in their own SQLite file, durable on return.

Its own file (not a table in the memory store's database) because the audit trail is kept
even when memories live elsewhere (Hindsight), and each file owns its schema version.
Turns and corrections share one table, told apart by ``kind``, so a customer's timeline,
their forgetting and the customer listing are each one query.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from support_memory.audit.correction import CorrectionRecord
from support_memory.audit.record import AuditRecord
from support_memory.errors import StoreCorruptError
from support_memory.models import validate_customer_id
from support_memory.stores.directory import CustomerPage, CustomerSummary
from support_memory.stores.sqlite_db import Database, customer_page

_Record = TypeVar("_Record", AuditRecord, CorrectionRecord)
APPLICATION_ID = 0x53415544  # "SAUD"
MIGRATIONS: tuple[str, ...] = (
    # 1: one row per turn; the record itself as JSON, the columns we filter and sort on.
    """
    CREATE TABLE audit (
        seq          INTEGER PRIMARY KEY,
        id           TEXT NOT NULL UNIQUE,
        customer_id  TEXT NOT NULL,
        created_at   TEXT NOT NULL,
        record       TEXT NOT NULL
    );
    CREATE INDEX audit_by_customer ON audit (customer_id, created_at, seq);
    """,
    # 2: correction records beside the turns.
    """
    ALTER TABLE audit ADD COLUMN kind TEXT NOT NULL DEFAULT 'turn'
        CHECK (kind IN ('turn', 'correction'));
    """,
)


class SQLiteAuditStore:
    """Audit records in the SQLite file at ``path`` (WAL, ``synchronous=FULL`` by default)."""

    def __init__(self, path: str | os.PathLike[str], *, synchronous: str = "FULL") -> None:
        self._db = Database(
            Path(path),
            application_id=APPLICATION_ID,
            migrations=MIGRATIONS,
            synchronous=synchronous,
        )

    @property
    def path(self) -> Path:
        return self._db.path

    def record(self, entry: AuditRecord) -> None:
        self._insert("turn", entry.id, entry.customer_id, entry.created_at, entry.to_dict())

    def records(self, customer_id: str, limit: int = 100) -> list[AuditRecord]:
        return [_build(AuditRecord.from_dict, d) for d in self._select("turn", customer_id, limit)]

    def record_correction(self, entry: CorrectionRecord) -> None:
        self._insert("correction", entry.id, entry.customer_id, entry.created_at, entry.to_dict())

    def corrections(self, customer_id: str, limit: int = 100) -> list[CorrectionRecord]:
        rows = self._select("correction", customer_id, limit)
        return [_build(CorrectionRecord.from_dict, data) for data in rows]

    def forget(self, customer_id: str) -> int:
        validate_customer_id(customer_id)
        with self._db.write("forget a customer's audit trail") as conn:
            deleted: int = conn.execute(
                "DELETE FROM audit WHERE customer_id = ?", (customer_id,)
            ).rowcount
        return deleted

    def customers(self, prefix: str = "", limit: int = 50, offset: int = 0) -> CustomerPage:
        """``CustomerDirectory`` from the trail: customers with a turn or a correction."""
        with self._db.connection("list customers") as conn:
            rows, total = customer_page(conn, "audit", "created_at", prefix, limit, offset)
        return CustomerPage([CustomerSummary(c, at) for c, at, _ in rows], total)

    def close(self) -> None:
        self._db.close()

    def _insert(
        self, kind: str, entry_id: str, customer_id: str, at: str, data: dict[str, Any]
    ) -> None:
        payload = json.dumps(data, sort_keys=True)
        with self._db.write(f"record an audit {kind}") as conn:
            conn.execute(
                "INSERT INTO audit (id, customer_id, created_at, record, kind)"
                " VALUES (?, ?, ?, ?, ?)",
                (entry_id, customer_id, at, payload, kind),
            )

    def _select(self, kind: str, customer_id: str, limit: int) -> list[dict[str, Any]]:
        validate_customer_id(customer_id)
        with self._db.connection("read the audit trail") as conn:
            rows = conn.execute(
                "SELECT record FROM audit WHERE customer_id = ? AND kind = ? "
                "ORDER BY created_at DESC, seq DESC LIMIT ?",
                (customer_id, kind, max(limit, 0)),
            ).fetchall()
        return [_decode(row[0]) for row in rows]


def _build(make: Callable[[dict[str, Any]], _Record], data: dict[str, Any]) -> _Record:
    try:
        return make(data)
    except (ValueError, TypeError) as exc:
        raise StoreCorruptError(f"an audit record cannot be read: {exc}") from exc


def _decode(payload: str) -> dict[str, Any]:
    try:
        data = json.loads(payload)
    except ValueError as exc:
        raise StoreCorruptError(f"an audit record cannot be read: {exc}") from exc
    if not isinstance(data, dict):
        raise StoreCorruptError("an audit record cannot be read: not an object")
    return data
