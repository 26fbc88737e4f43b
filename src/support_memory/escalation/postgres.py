"""``PostgresEscalationQueue``: the escalation queue in the PostgreSQL database of the
memories (``DATABASE_URL``), shared by every replica.

Its own schema component (``escalations``), under the same row-level security as the
memories: an item is visible and writable only inside a transaction scoped to its
customer, and the queue is listed by an operator read. Queueing takes the customer's
advisory lock (the one their turns take), so two replicas cannot open two items for one
incident. Acknowledging finds the item's customer with an operator read, then updates it
in a transaction scoped to that customer.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import psycopg
from psycopg.types.json import Jsonb

from support_memory.escalation.queue import Candidate, EscalationItem, Status
from support_memory.models import validate_customer_id
from support_memory.stores.postgres_db import PostgresDatabase
from support_memory.stores.postgres_migrate import Schema
from support_memory.stores.postgres_schema import row_security

ESCALATIONS = Schema(
    "escalations",
    (
        # 1: one row per item, keyed like every table by customer first.
        """
        CREATE TABLE escalations (
            customer_id  text NOT NULL,
            id           text NOT NULL,
            incident_id  text NOT NULL,
            status       text NOT NULL CHECK (status IN ('open', 'acknowledged')),
            updated_at   text NOT NULL,
            item         jsonb NOT NULL,
            PRIMARY KEY (customer_id, id)
        );
        CREATE INDEX escalations_newest ON escalations (status, updated_at);
        CREATE UNIQUE INDEX escalations_by_id ON escalations (id);
        CREATE UNIQUE INDEX escalations_one_open ON escalations (customer_id, incident_id)
            WHERE status = 'open';
        """
        + row_security("escalations"),
    ),
)


class PostgresEscalationQueue:
    """``EscalationQueue`` in the PostgreSQL database at ``url``."""

    def __init__(self, url: str, *, pool_size: int = 2, connect_timeout_s: float = 10.0) -> None:
        self._db = PostgresDatabase(
            url, schema=ESCALATIONS, pool_size=pool_size, connect_timeout_s=connect_timeout_s
        )

    def submit(self, candidate: Candidate) -> EscalationItem:
        customer_id = validate_customer_id(candidate.customer_id)
        with self._db.customer(customer_id, "queue an escalation", lock=True) as conn:
            row = conn.execute(
                "SELECT item FROM escalations WHERE customer_id = %s AND incident_id = %s"
                " AND status = 'open'",
                (customer_id, candidate.incident_id or ""),
            ).fetchone()
            item = candidate.into(EscalationItem.from_dict(row[0]) if row else None)
            _save(conn, item, update=row is not None)
            return item

    def items(
        self, *, status: Status = "open", limit: int = 50, offset: int = 0
    ) -> list[EscalationItem]:
        where, params = _where(status)
        with self._db.operator("list escalations") as conn:
            rows = conn.execute(
                f"SELECT item FROM escalations {where} ORDER BY updated_at DESC, id DESC"
                " LIMIT %s OFFSET %s",
                (*params, limit, offset),
            ).fetchall()
        return [EscalationItem.from_dict(row[0]) for row in rows]

    def count(self, *, status: Status = "open") -> int:
        where, params = _where(status)
        with self._db.operator("count escalations") as conn:
            row = conn.execute(f"SELECT count(*) FROM escalations {where}", params).fetchone()
        return int(row[0]) if row else 0

    def of_customer(self, customer_id: str) -> list[EscalationItem]:
        validate_customer_id(customer_id)
        with self._db.customer(customer_id, "read a customer's escalations") as conn:
            rows = conn.execute(
                "SELECT item FROM escalations WHERE customer_id = %s"
                " ORDER BY updated_at DESC, id DESC",
                (customer_id,),
            ).fetchall()
        return [EscalationItem.from_dict(row[0]) for row in rows]

    def get(self, item_id: str) -> EscalationItem | None:
        with self._db.operator("read an escalation") as conn:
            row = conn.execute("SELECT item FROM escalations WHERE id = %s", (item_id,)).fetchone()
        return EscalationItem.from_dict(row[0]) if row else None

    def acknowledge(self, item_id: str, *, author: str, at: str) -> EscalationItem | None:
        found = self.get(item_id)
        if found is None or found.acknowledged_at:
            return found
        with self._db.customer(found.customer_id, "acknowledge an escalation") as conn:
            row = conn.execute(
                "SELECT item FROM escalations WHERE customer_id = %s AND id = %s FOR UPDATE",
                (found.customer_id, item_id),
            ).fetchone()
            if row is None:
                return None  # forgotten meanwhile
            item = EscalationItem.from_dict(row[0])
            if item.acknowledged_at:
                return item
            item = replace(item, acknowledged_at=at, acknowledged_by=author)
            _save(conn, item, update=True)
            return item

    def forget(self, customer_id: str) -> int:
        validate_customer_id(customer_id)
        with self._db.customer(customer_id, "forget a customer's escalations", lock=True) as conn:
            cursor = conn.execute("DELETE FROM escalations WHERE customer_id = %s", (customer_id,))
        return cursor.rowcount

    def close(self) -> None:
        self._db.close()


def _where(status: Status) -> tuple[str, tuple[str, ...]]:
    return ("", ()) if status == "all" else ("WHERE status = %s", (status,))


def _save(conn: psycopg.Connection[Any], item: EscalationItem, *, update: bool) -> None:
    if update:
        conn.execute(
            "UPDATE escalations SET status = %s, updated_at = %s, item = %s"
            " WHERE customer_id = %s AND id = %s",
            (item.status, item.updated_at, Jsonb(item.to_dict()), item.customer_id, item.id),
        )
        return
    conn.execute(
        "INSERT INTO escalations (customer_id, id, incident_id, status, updated_at, item)"
        " VALUES (%s, %s, %s, %s, %s, %s)",
        (
            item.customer_id,
            item.id,
            item.incident_id or "",
            item.status,
            item.updated_at,
            Jsonb(item.to_dict()),
        ),
    )
