"""``SQLiteEscalationQueue``: the escalation queue in its own SQLite file.

Beside the memory store, as the audit trail is (``data/memories.escalations.db``), and for
the same reason: the queue exists whatever holds the memories. Each item is one row: the
item as JSON, and the columns the queue sorts and filters on. A partial unique index keeps
one open item per (customer, incident), also across processes.
"""

from __future__ import annotations

import json
import os
import sqlite3
from dataclasses import replace
from pathlib import Path

from support_memory.errors import StoreCorruptError
from support_memory.escalation.queue import Candidate, EscalationItem, Status
from support_memory.models import validate_customer_id
from support_memory.stores.sqlite_db import Database

APPLICATION_ID = 0x53455343  # "SESC"
MIGRATIONS: tuple[str, ...] = (
    # 1: one row per item; open items newest first; one open item per customer and incident.
    """
    CREATE TABLE escalations (
        seq          INTEGER PRIMARY KEY,
        id           TEXT NOT NULL UNIQUE,
        customer_id  TEXT NOT NULL,
        incident_id  TEXT NOT NULL,
        status       TEXT NOT NULL CHECK (status IN ('open', 'acknowledged')),
        updated_at   TEXT NOT NULL,
        item         TEXT NOT NULL
    );
    CREATE INDEX escalations_newest ON escalations (status, updated_at, seq);
    CREATE INDEX escalations_by_customer ON escalations (customer_id);
    CREATE UNIQUE INDEX escalations_one_open ON escalations (customer_id, incident_id)
        WHERE status = 'open'
    """,
)


class SQLiteEscalationQueue:
    """``EscalationQueue`` in the SQLite file at ``path``."""

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

    def submit(self, candidate: Candidate) -> EscalationItem:
        validate_customer_id(candidate.customer_id)
        with self._db.write("queue an escalation") as conn:
            row = conn.execute(
                "SELECT item FROM escalations WHERE customer_id = ? AND incident_id = ?"
                " AND status = 'open'",
                (candidate.customer_id, candidate.incident_id or ""),
            ).fetchone()
            item = candidate.into(_item(row[0]) if row else None)
            _save(conn, item, update=row is not None)
            return item

    def items(
        self, *, status: Status = "open", limit: int = 50, offset: int = 0
    ) -> list[EscalationItem]:
        where, params = _where(status)
        with self._db.connection("list escalations") as conn:
            rows = conn.execute(
                f"SELECT item FROM escalations {where} ORDER BY updated_at DESC, seq DESC"
                " LIMIT ? OFFSET ?",
                (*params, limit, offset),
            ).fetchall()
        return [_item(row[0]) for row in rows]

    def count(self, *, status: Status = "open") -> int:
        where, params = _where(status)
        with self._db.connection("count escalations") as conn:
            row = conn.execute(f"SELECT count(*) FROM escalations {where}", params).fetchone()
        return int(row[0])

    def of_customer(self, customer_id: str) -> list[EscalationItem]:
        validate_customer_id(customer_id)
        with self._db.connection("read a customer's escalations") as conn:
            rows = conn.execute(
                "SELECT item FROM escalations WHERE customer_id = ?"
                " ORDER BY updated_at DESC, seq DESC",
                (customer_id,),
            ).fetchall()
        return [_item(row[0]) for row in rows]

    def get(self, item_id: str) -> EscalationItem | None:
        with self._db.connection("read an escalation") as conn:
            row = conn.execute("SELECT item FROM escalations WHERE id = ?", (item_id,)).fetchone()
        return _item(row[0]) if row else None

    def acknowledge(self, item_id: str, *, author: str, at: str) -> EscalationItem | None:
        with self._db.write("acknowledge an escalation") as conn:
            row = conn.execute("SELECT item FROM escalations WHERE id = ?", (item_id,)).fetchone()
            if row is None:
                return None
            item = _item(row[0])
            if item.acknowledged_at:
                return item
            item = replace(item, acknowledged_at=at, acknowledged_by=author)
            _save(conn, item, update=True)
            return item

    def forget(self, customer_id: str) -> int:
        validate_customer_id(customer_id)
        with self._db.write("forget a customer's escalations") as conn:
            deleted: int = conn.execute(
                "DELETE FROM escalations WHERE customer_id = ?", (customer_id,)
            ).rowcount
        return deleted

    def close(self) -> None:
        self._db.close()


def _where(status: Status) -> tuple[str, tuple[str, ...]]:
    return ("", ()) if status == "all" else ("WHERE status = ?", (status,))


def _save(conn: sqlite3.Connection, item: EscalationItem, *, update: bool) -> None:
    values = (item.status, item.updated_at, json.dumps(item.to_dict()), item.id)
    if update:
        conn.execute(
            "UPDATE escalations SET status = ?, updated_at = ?, item = ? WHERE id = ?", values
        )
        return
    conn.execute(
        "INSERT INTO escalations (status, updated_at, item, id, customer_id, incident_id)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        (*values, item.customer_id, item.incident_id or ""),
    )


def _item(raw: str) -> EscalationItem:
    try:
        return EscalationItem.from_dict(json.loads(raw))
    except (ValueError, TypeError, KeyError) as exc:
        raise StoreCorruptError(f"a queued escalation cannot be read: {exc}") from exc
