"""``SQLiteAuditStore``: audit records in their own SQLite file, durable on return.

Its own file (not a table in the memory store's database) because the audit trail is kept
even when memories live elsewhere (Hindsight), and each file owns its schema version.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from support_memory.audit.record import AuditRecord, record_from_json
from support_memory.models import validate_customer_id
from support_memory.stores.sqlite_db import Database

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
        payload = json.dumps(entry.to_dict(), sort_keys=True)
        with self._db.write("record an audit entry") as conn:
            conn.execute(
                "INSERT INTO audit (id, customer_id, created_at, record) VALUES (?, ?, ?, ?)",
                (entry.id, entry.customer_id, entry.created_at, payload),
            )

    def records(self, customer_id: str, limit: int = 100) -> list[AuditRecord]:
        validate_customer_id(customer_id)
        with self._db.connection("read the audit trail") as conn:
            rows = conn.execute(
                "SELECT record FROM audit WHERE customer_id = ? "
                "ORDER BY created_at DESC, seq DESC LIMIT ?",
                (customer_id, max(limit, 0)),
            ).fetchall()
        return [record_from_json(row[0]) for row in rows]

    def forget(self, customer_id: str) -> int:
        validate_customer_id(customer_id)
        with self._db.write("forget a customer's audit trail") as conn:
            deleted: int = conn.execute(
                "DELETE FROM audit WHERE customer_id = ?", (customer_id,)
            ).rowcount
        return deleted

    def close(self) -> None:
        self._db.close()
