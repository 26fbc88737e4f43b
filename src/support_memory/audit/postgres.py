"""``PostgresAuditStore``: the audit trail in PostgreSQL, one trail for every replica.

Its own component of the schema (``audit``, migrated on open) in the same database as the
memories when ``DATABASE_URL`` is set, so the console and every replica see every turn and
every correction. Turns and corrections share one table, told apart by ``kind`` (as in
``audit/sqlite.py``); the record itself is ``jsonb``, the columns are what we filter and
sort on. Row-level security and the customer-scoped transactions are the memory store's
(``stores/postgres_db``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from psycopg.types.json import Jsonb

from support_memory.audit.correction import CorrectionRecord
from support_memory.audit.record import AuditRecord
from support_memory.errors import StoreCorruptError
from support_memory.models import validate_customer_id
from support_memory.stores.directory import CustomerPage, CustomerSummary
from support_memory.stores.postgres_db import PostgresDatabase, customer_page
from support_memory.stores.postgres_migrate import Schema
from support_memory.stores.postgres_schema import row_security

_Record = TypeVar("_Record", AuditRecord, CorrectionRecord)
AUDIT = Schema(
    "audit",
    (
        # 1: one row per turn; newest first per customer.
        """
        CREATE TABLE audit_records (
            customer_id  text NOT NULL,
            id           text NOT NULL,
            seq          bigint GENERATED ALWAYS AS IDENTITY,
            created_at   text NOT NULL,
            record       jsonb NOT NULL,
            PRIMARY KEY (customer_id, id)
        );
        CREATE INDEX audit_records_newest ON audit_records (customer_id, created_at, seq);
        """
        + row_security("audit_records"),
        # 2: correction records beside the turns.
        """
        ALTER TABLE audit_records ADD COLUMN kind text NOT NULL DEFAULT 'turn'
            CHECK (kind IN ('turn', 'correction'));
        DROP INDEX audit_records_newest;
        CREATE INDEX audit_records_newest ON audit_records (customer_id, kind, created_at, seq);
        """,
    ),
)
_INSERT = (
    "INSERT INTO audit_records (customer_id, id, created_at, record, kind) "
    "VALUES (%s, %s, %s, %s, %s)"
)
_SELECT = (
    "SELECT record FROM audit_records WHERE customer_id = %s AND kind = %s "
    "ORDER BY created_at DESC, seq DESC LIMIT %s"
)


class PostgresAuditStore:
    """Audit records in the PostgreSQL database at ``url``; durable once a write returns."""

    def __init__(self, url: str, *, pool_size: int = 2, connect_timeout_s: float = 10.0) -> None:
        self._db = PostgresDatabase(
            url, schema=AUDIT, pool_size=pool_size, connect_timeout_s=connect_timeout_s
        )

    def record(self, entry: AuditRecord) -> None:
        self._insert("turn", entry.customer_id, entry.id, entry.created_at, entry.to_dict())

    def records(self, customer_id: str, limit: int = 100) -> list[AuditRecord]:
        return [_build(AuditRecord.from_dict, d) for d in self._select("turn", customer_id, limit)]

    def record_correction(self, entry: CorrectionRecord) -> None:
        self._insert("correction", entry.customer_id, entry.id, entry.created_at, entry.to_dict())

    def corrections(self, customer_id: str, limit: int = 100) -> list[CorrectionRecord]:
        rows = self._select("correction", customer_id, limit)
        return [_build(CorrectionRecord.from_dict, data) for data in rows]

    def forget(self, customer_id: str) -> int:
        validate_customer_id(customer_id)
        with self._db.customer(customer_id, "forget a customer's audit trail") as conn:
            cursor = conn.execute(
                "DELETE FROM audit_records WHERE customer_id = %s", (customer_id,)
            )
        return cursor.rowcount

    def customers(self, prefix: str = "", limit: int = 50, offset: int = 0) -> CustomerPage:
        """``CustomerDirectory`` from the trail: customers with a turn or a correction."""
        with self._db.operator("list customers") as conn:
            rows, total = customer_page(conn, "audit_records", "created_at", prefix, limit, offset)
        return CustomerPage([CustomerSummary(c, at) for c, at, _ in rows], total)

    def close(self) -> None:
        self._db.close()

    def _insert(
        self, kind: str, customer_id: str, entry_id: str, at: str, data: dict[str, Any]
    ) -> None:
        with self._db.customer(customer_id, f"record an audit {kind}") as conn:
            conn.execute(_INSERT, (customer_id, entry_id, at, Jsonb(data), kind))

    def _select(self, kind: str, customer_id: str, limit: int) -> list[Any]:
        validate_customer_id(customer_id)
        with self._db.customer(customer_id, "read the audit trail") as conn:
            rows = conn.execute(_SELECT, (customer_id, kind, max(limit, 0))).fetchall()
        return [row[0] for row in rows]


def _build(make: Callable[[dict[str, Any]], _Record], data: Any) -> _Record:
    try:
        if not isinstance(data, dict):
            raise TypeError("not an object")
        return make(data)
    except (ValueError, TypeError) as exc:
        raise StoreCorruptError(f"an audit record cannot be read: {exc}") from exc
