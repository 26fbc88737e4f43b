"""``PostgresAuditStore``: the audit trail in PostgreSQL, one trail for every replica.

Its own component of the schema (``audit``, migrated on open) in the same database as the
memories when ``DATABASE_URL`` is set, so the console and every replica see every turn. The
record itself is kept as ``jsonb``; the columns are what we filter and sort on. Row-level
security and the customer-scoped transactions are the memory store's (``postgres_db``).
"""

from __future__ import annotations

from psycopg.types.json import Jsonb

from support_memory.audit.record import AuditRecord, record_from_json
from support_memory.models import validate_customer_id
from support_memory.stores.postgres_db import PostgresDatabase
from support_memory.stores.postgres_migrate import Schema
from support_memory.stores.postgres_schema import row_security

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
    ),
)


class PostgresAuditStore:
    """Audit records in the PostgreSQL database at ``url``; durable once ``record`` returns."""

    def __init__(self, url: str, *, pool_size: int = 2, connect_timeout_s: float = 10.0) -> None:
        self._db = PostgresDatabase(
            url, schema=AUDIT, pool_size=pool_size, connect_timeout_s=connect_timeout_s
        )

    def record(self, entry: AuditRecord) -> None:
        with self._db.customer(entry.customer_id, "record an audit entry") as conn:
            conn.execute(
                "INSERT INTO audit_records (customer_id, id, created_at, record) "
                "VALUES (%s, %s, %s, %s)",
                (entry.customer_id, entry.id, entry.created_at, Jsonb(entry.to_dict())),
            )

    def records(self, customer_id: str, limit: int = 100) -> list[AuditRecord]:
        validate_customer_id(customer_id)
        with self._db.customer(customer_id, "read the audit trail") as conn:
            rows = conn.execute(
                "SELECT record::text FROM audit_records WHERE customer_id = %s "
                "ORDER BY created_at DESC, seq DESC LIMIT %s",
                (customer_id, max(limit, 0)),
            ).fetchall()
        return [record_from_json(row[0]) for row in rows]

    def forget(self, customer_id: str) -> int:
        validate_customer_id(customer_id)
        with self._db.customer(customer_id, "forget a customer's audit trail") as conn:
            cursor = conn.execute(
                "DELETE FROM audit_records WHERE customer_id = %s", (customer_id,)
            )
        return cursor.rowcount

    def close(self) -> None:
        self._db.close()
