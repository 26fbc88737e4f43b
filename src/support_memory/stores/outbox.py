"""A durable outbox, so that no memory is lost while the remote store is down.

``OutboxStore(inner, outbox)`` is a ``MemoryStore``. Writes go to ``inner``; when ``inner``
raises ``StoreUnavailableError`` the write is committed to ``Outbox`` (SQLite, WAL,
``synchronous=FULL``) instead, and ``add``/``update`` return normally: the turn is answered
and the memory is on disk. Queued writes are replayed strictly in order, before any newer
write and before every read, once ``inner`` answers again (or on ``flush()``, which the CLI
exposes). Replays are idempotent: a queued ``add`` that did reach the server before its
timeout is replayed as an ``update``.

Reads are never served from the outbox: while ``inner`` is down, ``search`` and ``all`` raise
``StoreUnavailableError`` and the agent answers with degraded recall. The customer's state
comes from the local ``StateProjection`` when one is given (it keeps answering while
``inner`` is down, so degraded turns still see the open incident and the step in progress).

``forget`` drops the customer's queued writes first, so nothing of theirs is replayed later.

``delete`` of one memory is a write too: while ``inner`` is down it is queued (without
checking that the memory exists: nothing can be read) and replayed in its place in the
order; a replayed delete of a memory that is already gone counts as done.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from support_memory.errors import (
    MemoryNotFoundError,
    StoreAuthError,
    StoreError,
    StoreUnavailableError,
    SupportMemoryError,
)
from support_memory.models import Clock, Memory, format_timestamp, utc_now, validate_customer_id
from support_memory.retrieval import Hit, StoreRetriever
from support_memory.state import CustomerState
from support_memory.stores.projection import StateProjection
from support_memory.stores.protocol import MemoryStore

log = logging.getLogger(__name__)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS outbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    op TEXT NOT NULL CHECK (op IN ('add', 'update')),
    customer_id TEXT NOT NULL,
    memory_id TEXT NOT NULL,
    payload TEXT NOT NULL,
    enqueued_at TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT
);
CREATE TABLE IF NOT EXISTS dead_letter (
    seq INTEGER PRIMARY KEY,
    op TEXT NOT NULL,
    customer_id TEXT NOT NULL,
    memory_id TEXT NOT NULL,
    payload TEXT NOT NULL,
    enqueued_at TEXT NOT NULL,
    failed_at TEXT NOT NULL,
    reason TEXT NOT NULL
);
"""
# Schema changes after the first layout, counted by PRAGMA user_version.
_MIGRATIONS: tuple[str, ...] = (
    # 1: 'delete' joins the queued operations (SQLite cannot change a CHECK in place, so
    # the table is rebuilt; seq values, and so the replay order, are kept).
    """
    CREATE TABLE outbox_v1 (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        op TEXT NOT NULL CHECK (op IN ('add', 'update', 'delete')),
        customer_id TEXT NOT NULL,
        memory_id TEXT NOT NULL,
        payload TEXT NOT NULL,
        enqueued_at TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error TEXT
    );
    INSERT INTO outbox_v1 SELECT * FROM outbox;
    DELETE FROM sqlite_sequence WHERE name = 'outbox_v1';
    INSERT INTO sqlite_sequence (name, seq) SELECT 'outbox_v1', coalesce(max(seq), 0) FROM (
        SELECT seq FROM sqlite_sequence WHERE name = 'outbox'
        UNION ALL SELECT seq FROM dead_letter
    );
    DROP TABLE outbox;
    ALTER TABLE outbox_v1 RENAME TO outbox;
    CREATE INDEX outbox_customer ON outbox (customer_id);
    """,
)


@dataclass(frozen=True)
class OutboxEntry:
    """One queued write. A queued ``delete`` has no ``memory``, only its ids."""

    seq: int
    op: str
    memory: Memory | None
    enqueued_at: str
    attempts: int
    last_error: str | None
    customer_id: str = ""
    memory_id: str = ""


@dataclass(frozen=True)
class FlushResult:
    """What one ``flush`` did. ``error`` says why it stopped early (the store is down)."""

    replayed: int
    dead_lettered: int
    remaining: int
    error: str | None = None


class Outbox:
    """A FIFO of pending ``add``/``update`` writes in one SQLite file."""

    def __init__(self, path: str | os.PathLike[str], *, clock: Clock = utc_now) -> None:
        self.path = Path(path)
        self._clock = clock
        self._lock = threading.RLock()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=FULL")
            self._db.executescript(_SCHEMA)
            self._migrate()
        except (OSError, sqlite3.Error) as exc:
            raise StoreError(f"cannot open the outbox at {self.path}: {exc}") from exc

    def _migrate(self) -> None:
        version = self._db.execute("PRAGMA user_version").fetchone()[0]
        for number, script in enumerate(_MIGRATIONS[version:], start=version + 1):
            self._db.execute("BEGIN IMMEDIATE")
            try:
                if self._db.execute("PRAGMA user_version").fetchone()[0] < number:
                    for statement in script.split(";\n"):
                        if statement.strip():
                            self._db.execute(statement)
                    self._db.execute(f"PRAGMA user_version = {number}")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def close(self) -> None:
        with self._lock:
            self._db.close()

    @contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            try:
                self._db.execute("BEGIN IMMEDIATE")
                try:
                    yield self._db
                except BaseException:
                    self._db.execute("ROLLBACK")
                    raise
                self._db.execute("COMMIT")
            except sqlite3.Error as exc:
                raise StoreError(f"outbox {self.path} failed: {exc}") from exc

    def push(self, op: str, memory: Memory) -> int:
        """Queue one write durably (committed and fsynced before this returns)."""
        payload = json.dumps(memory.to_dict(), sort_keys=True)
        with self._tx() as db:
            cursor = db.execute(
                "INSERT INTO outbox (op, customer_id, memory_id, payload, enqueued_at)"
                " VALUES (?, ?, ?, ?, ?)",
                (op, memory.customer_id, memory.id, payload, format_timestamp(self._clock())),
            )
        return int(cursor.lastrowid or 0)

    def push_delete(self, customer_id: str, memory_id: str) -> int:
        """Queue the delete of one memory durably."""
        payload = json.dumps({"customer_id": customer_id, "id": memory_id}, sort_keys=True)
        with self._tx() as db:
            cursor = db.execute(
                "INSERT INTO outbox (op, customer_id, memory_id, payload, enqueued_at)"
                " VALUES ('delete', ?, ?, ?, ?)",
                (customer_id, memory_id, payload, format_timestamp(self._clock())),
            )
        return int(cursor.lastrowid or 0)

    def pending(self, limit: int | None = None) -> list[OutboxEntry]:
        """Queued writes, oldest first."""
        sql = (
            "SELECT seq, op, payload, enqueued_at, attempts, last_error, customer_id, memory_id"
            " FROM outbox ORDER BY seq"
        )
        with self._tx() as db:
            rows = db.execute(
                sql + (" LIMIT ?" if limit else ""), (limit,) if limit else ()
            ).fetchall()
        entries = []
        for seq, op, payload, at, attempts, error, customer_id, memory_id in rows:
            try:
                memory = None if op == "delete" else Memory.from_dict(json.loads(payload))
            except (ValueError, TypeError) as exc:
                # Unreadable (edited by hand, or from a newer version): keep it aside.
                self.dead_letter(seq, f"unreadable payload: {exc}")
                continue
            entries.append(
                OutboxEntry(seq, op, memory, at, attempts, error, customer_id, memory_id)
            )
        return entries

    def depth(self) -> int:
        """How many writes wait to be replayed."""
        with self._tx() as db:
            return int(db.execute("SELECT COUNT(*) FROM outbox").fetchone()[0])

    def dead_letters(self) -> list[dict[str, str]]:
        """Writes the store refused for good (kept, never dropped silently)."""
        with self._tx() as db:
            rows = db.execute(
                "SELECT seq, op, customer_id, memory_id, failed_at, reason FROM dead_letter"
                " ORDER BY seq"
            ).fetchall()
        keys = ("seq", "op", "customer_id", "memory_id", "failed_at", "reason")
        return [dict(zip(keys, map(str, row), strict=True)) for row in rows]

    def done(self, seq: int) -> None:
        with self._tx() as db:
            db.execute("DELETE FROM outbox WHERE seq = ?", (seq,))

    def failed(self, seq: int, error: str) -> None:
        with self._tx() as db:
            db.execute(
                "UPDATE outbox SET attempts = attempts + 1, last_error = ? WHERE seq = ?",
                (error[:500], seq),
            )

    def dead_letter(self, seq: int, reason: str) -> None:
        with self._tx() as db:
            db.execute(
                "INSERT INTO dead_letter (seq, op, customer_id, memory_id, payload, enqueued_at,"
                " failed_at, reason) SELECT seq, op, customer_id, memory_id, payload,"
                " enqueued_at, ?, ? FROM outbox WHERE seq = ?",
                (format_timestamp(self._clock()), reason[:500], seq),
            )
            db.execute("DELETE FROM outbox WHERE seq = ?", (seq,))

    def purge(self, customer_id: str) -> int:
        """Drop every queued write (and dead letter) of one customer; return how many
        distinct memories were only here."""
        with self._tx() as db:
            added = db.execute(
                "SELECT COUNT(DISTINCT memory_id) FROM outbox WHERE customer_id = ? AND op = 'add'",
                (customer_id,),
            ).fetchone()[0]
            db.execute("DELETE FROM outbox WHERE customer_id = ?", (customer_id,))
            db.execute("DELETE FROM dead_letter WHERE customer_id = ?", (customer_id,))
        return int(added)


class OutboxStore:
    """``MemoryStore`` that queues writes in ``outbox`` while ``inner`` is unavailable.

    After a failed write, further writes skip ``inner`` for ``retry_after`` seconds and go
    straight to the outbox, so a dead server does not slow every turn down.
    """

    def __init__(
        self,
        inner: MemoryStore,
        outbox: Outbox,
        *,
        retry_after: float = 5.0,
        monotonic: Callable[[], float] = time.monotonic,
        projection: StateProjection | None = None,
    ) -> None:
        self.inner = inner
        self.outbox = outbox
        self.projection = projection
        self._retry_after = retry_after
        self._monotonic = monotonic
        self._down_until = 0.0
        self._lock = threading.RLock()

    def __repr__(self) -> str:
        return f"OutboxStore({self.inner!r}, outbox={str(self.outbox.path)!r})"

    def close(self) -> None:
        self.outbox.close()
        if self.projection is not None:
            self.projection.close()
        close = getattr(self.inner, "close", None)
        if callable(close):
            close()

    def depth(self) -> int:
        """Writes waiting in the outbox."""
        return self.outbox.depth()

    def status(self) -> dict[str, object]:
        """What ``outbox status`` shows: queue depth, the oldest queued write, dead letters."""
        pending = self.outbox.pending(limit=1)
        return {
            "path": str(self.outbox.path),
            "depth": self.outbox.depth(),
            "oldest_enqueued_at": pending[0].enqueued_at if pending else None,
            "last_error": pending[0].last_error if pending else None,
            "dead_letters": len(self.outbox.dead_letters()),
        }

    # -- writes -----------------------------------------------------------------------------
    def add(self, memory: Memory) -> Memory:
        return self._write("add", memory)

    def update(self, memory: Memory) -> Memory:
        return self._write("update", memory)

    def _write(self, op: str, memory: Memory) -> Memory:
        with self._lock:
            if self._available() and self._drain():
                try:
                    stored = self.inner.add(memory) if op == "add" else self.inner.update(memory)
                except StoreUnavailableError as exc:
                    self._mark_down(exc)
                else:
                    self._project(stored)
                    return stored
            self.outbox.push(op, memory)
            self._project(memory)
            log.info("queued %s of one memory in the outbox (depth %d)", op, self.depth())
            return memory

    # -- one memory by id (corrections) -------------------------------------------------------
    def get(self, customer_id: str, memory_id: str) -> Memory:
        self._drain_for_read()
        return self.inner.get(customer_id, memory_id)

    def delete(self, customer_id: str, memory_id: str) -> None:
        """Delete now when ``inner`` answers, else queue the delete behind earlier writes."""
        validate_customer_id(customer_id)
        with self._lock:
            if self._available() and self._drain():
                try:
                    self.inner.delete(customer_id, memory_id)
                    return
                except StoreUnavailableError as exc:
                    self._mark_down(exc)
            self.outbox.push_delete(customer_id, memory_id)
            log.info("queued the delete of one memory in the outbox (depth %d)", self.depth())

    # -- reads ------------------------------------------------------------------------------
    def all(self, customer_id: str) -> list[Memory]:
        self._drain_for_read()
        return self.inner.all(customer_id)

    def search(self, customer_id: str, query: str, limit: int = 5) -> list[tuple[Memory, float]]:
        self._drain_for_read()
        return self.inner.search(customer_id, query, limit)

    def retrieve(self, customer_id: str, query: str, limit: int) -> list[Hit]:
        """The inner store's named signals, after the same drain as ``search``."""
        self._drain_for_read()
        return StoreRetriever(self.inner).retrieve(customer_id, query, limit)

    def forget(self, customer_id: str) -> int:
        validate_customer_id(customer_id)
        with self._lock:
            queued = self.outbox.purge(customer_id)
            if self.projection is not None:
                self.projection.forget_local(customer_id)
            return self.inner.forget(customer_id) + queued

    # -- customer state (issue 11) ----------------------------------------------------------
    def state(self, customer_id: str, focus: Sequence[str] = ()) -> CustomerState:
        """From the local projection when there is one (it answers while ``inner`` is
        down: ``projection.py``); else the inner store's own, after the same drain as reads."""
        if self.projection is None:
            self._drain_for_read()
            return self.inner.state(customer_id, focus)
        return self.projection.state(customer_id, focus, history=self._history)

    def _history(self, customer_id: str) -> list[Memory] | None:
        """A customer's whole history to seed the projection, once nothing is queued."""
        with self._lock:
            try:
                self._drain_for_read()
                if self.outbox.depth():
                    return None
                return self.inner.all(customer_id)
            except StoreUnavailableError as exc:
                log.warning("state projection not seeded yet (%s)", type(exc).__name__)
                return None

    def _project(self, memory: Memory) -> None:
        if self.projection is not None:
            self.projection.put([memory])

    # -- replay -----------------------------------------------------------------------------
    def flush(self) -> FlushResult:
        """Replay every queued write in order; stop at the first sign the store is down."""
        with self._lock:
            replayed = dead = 0
            for entry in self.outbox.pending():
                try:
                    self._replay(entry)
                except (StoreUnavailableError, StoreAuthError) as exc:
                    # Transient (or a key to fix): keep it and everything after it, in order.
                    self.outbox.failed(entry.seq, str(exc))
                    self._mark_down(exc)
                    return FlushResult(replayed, dead, self.outbox.depth(), str(exc))
                except SupportMemoryError as exc:
                    self.outbox.dead_letter(entry.seq, f"{type(exc).__name__}: {exc}")
                    log.error("outbox write %d refused for good: %s", entry.seq, exc)
                    dead += 1
                    continue
                self.outbox.done(entry.seq)
                replayed += 1
            self._down_until = 0.0
            return FlushResult(replayed, dead, self.outbox.depth())

    def _replay(self, entry: OutboxEntry) -> None:
        if entry.memory is None:  # a queued delete
            # Already gone (or never reached the server): the goal holds either way.
            with contextlib.suppress(MemoryNotFoundError):
                self.inner.delete(entry.customer_id, entry.memory_id)
            return
        if entry.op == "update":
            self.inner.update(entry.memory)
            return
        try:
            # The add may have reached the server before its answer was lost.
            self.inner.update(entry.memory)
        except MemoryNotFoundError:
            self.inner.add(entry.memory)

    def _drain(self) -> bool:
        """Flush if anything is queued; True when the outbox is empty afterwards."""
        if self.outbox.depth() == 0:
            return True
        return self.flush().remaining == 0

    def _drain_for_read(self) -> None:
        with self._lock:
            if self._available() and self.outbox.depth():
                self.flush()

    def _available(self) -> bool:
        return self._monotonic() >= self._down_until

    def _mark_down(self, exc: Exception) -> None:
        self._down_until = self._monotonic() + self._retry_after
        log.warning("memory store unavailable (%s); writes go to the outbox", type(exc).__name__)


__all__ = ["FlushResult", "Outbox", "OutboxEntry", "OutboxStore"]
