"""The SQLite plumbing shared by ``SQLiteStore`` and the SQLite audit trail.

* **Connections**: a small pool of connections opened with ``check_same_thread=False``;
  a thread borrows one for the length of one operation, so concurrent requests never share
  a connection at the same time, and WAL lets readers run while one writer commits.
* **Durability**: WAL with ``synchronous=FULL`` by default: every commit fsyncs the WAL, so
  a committed write survives a process kill *and* a power cut. (``NORMAL`` + WAL already
  survives ``kill -9``, because the WAL frames are in the OS page cache when the commit
  returns; FULL adds power-loss safety for one fsync per commit.)
* **Migrations**: an ordered list of SQL scripts; ``PRAGMA user_version`` counts how many
  ran. Each runs in its own transaction, so a crash mid-migration leaves the last version.
  Opening (check, WAL, migrations) runs under the writer queue, so processes that open a
  new file at the same moment take turns instead of failing.
* **Errors**: ``translate`` turns ``sqlite3`` exceptions into ``errors.py`` types. A file
  that is not a database, or a database that is not ours, is a ``StoreCorruptError`` and is
  never written to.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import queue
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path

from support_memory.errors import (
    ConfigError,
    StoreCorruptError,
    StoreError,
    StoreUnavailableError,
)
from support_memory.stores.directory import like_prefix

BUSY_TIMEOUT_MS = 10_000
_SYNCHRONOUS = ("FULL", "NORMAL", "EXTRA")
_CORRUPT_HINTS = ("not a database", "malformed", "file is encrypted", "corrupt")
_BUSY_HINTS = ("locked", "busy")
_UNAVAILABLE_HINTS = ("disk i/o", "unable to open", "readonly", "read-only", "full")


def translate(exc: sqlite3.Error, path: Path, action: str) -> StoreError:
    """Our error for a ``sqlite3`` failure; use as ``raise translate(...) from exc``."""
    text = str(exc).lower()
    if any(hint in text for hint in _CORRUPT_HINTS):
        return StoreCorruptError(
            f"{path} cannot be read as a support-memory database ({exc}). The file was left "
            "untouched; restore it from a backup or point STORE_PATH elsewhere."
        )
    if any(hint in text for hint in _BUSY_HINTS):
        return StoreUnavailableError(f"database {path} is busy ({exc}) while trying to {action}")
    if any(hint in text for hint in _UNAVAILABLE_HINTS):
        return StoreUnavailableError(f"cannot {action} in {path}: {exc}")
    return StoreError(f"cannot {action} in {path}: {exc}")


class Database:
    """A pooled, migrated SQLite database file owned by one component.

    ``application_id`` marks the file as ours; ``migrations`` is the ordered schema
    history. Opening checks both before anything is written.
    """

    def __init__(
        self,
        path: str | Path,
        *,
        application_id: int,
        migrations: Sequence[str],
        pool_size: int = 4,
        synchronous: str = "FULL",
    ) -> None:
        if synchronous.upper() not in _SYNCHRONOUS:
            raise ConfigError(f"synchronous must be one of {', '.join(_SYNCHRONOUS)}")
        self.path = Path(path)
        self._synchronous = synchronous.upper()
        self._pool: queue.LifoQueue[sqlite3.Connection] = queue.LifoQueue()
        self._opened: list[sqlite3.Connection] = []
        self._open_lock = threading.Lock()
        self._pool_size = max(1, pool_size)
        self._closed = False
        self._queue = WriteQueue(self.path)
        try:
            self._prepare(application_id, migrations)
        except BaseException:
            self.close()
            raise

    @contextlib.contextmanager
    def connection(self, action: str) -> Iterator[sqlite3.Connection]:
        """Borrow a connection for one operation; ``sqlite3`` errors come out translated."""
        conn = self._borrow()
        try:
            yield conn
        except sqlite3.Error as exc:
            raise translate(exc, self.path, action) from exc
        finally:
            if conn.in_transaction:
                conn.rollback()
            self._pool.put(conn)

    @contextlib.contextmanager
    def write(self, action: str) -> Iterator[sqlite3.Connection]:
        """One write transaction: ``BEGIN IMMEDIATE`` … ``COMMIT`` (rolled back on error).

        IMMEDIATE takes the write lock up front, so two writers queue instead of failing
        half-way with a lock upgrade error. Writers queue first on ``WriteQueue`` (threads
        of this process, then other processes through an advisory file lock): SQLite's own
        busy handler would make them sleep 1, 2, 5, 10 ms… between tries, which under load
        costs more than the transactions themselves. ``busy_timeout`` stays as the fallback
        for writers that do not queue (another program on the same file).
        """
        with self._queue, self.connection(action) as conn:
            conn.execute("BEGIN IMMEDIATE")
            yield conn
            conn.execute("COMMIT")

    def close(self) -> None:
        with self._open_lock:
            self._closed = True
            for conn in self._opened:
                conn.close()
            self._opened.clear()
        self._queue.close()

    def _borrow(self) -> sqlite3.Connection:
        if self._closed:
            raise StoreError(f"database {self.path} is closed")
        try:
            return self._pool.get_nowait()
        except queue.Empty:
            pass
        with self._open_lock:
            if len(self._opened) < self._pool_size:
                conn = self._open()
                self._opened.append(conn)
                return conn
        return self._pool.get()

    def _open(self) -> sqlite3.Connection:
        conn: sqlite3.Connection | None = None
        try:
            conn = sqlite3.connect(
                self.path,
                timeout=BUSY_TIMEOUT_MS / 1000,
                isolation_level=None,
                check_same_thread=False,
            )
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            conn.execute(f"PRAGMA synchronous = {self._synchronous}")
            conn.execute("PRAGMA foreign_keys = ON")
        except sqlite3.Error as exc:
            if conn is not None:
                conn.close()
            raise translate(exc, self.path, "open the database") from exc
        return conn

    def _prepare(self, application_id: int, migrations: Sequence[str]) -> None:
        self._check_file()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise ConfigError(f"cannot create the folder for {self.path}: {exc}") from exc
        # Under the writer queue: two processes opening a new file at once would otherwise
        # race, one switching it to WAL or migrating while the other checks it is ours.
        with self._queue, self.connection("open the database") as conn:
            _check_ours(conn, self.path, application_id, len(migrations))
            conn.execute("PRAGMA journal_mode = WAL")
            _migrate(conn, application_id, migrations)

    def _check_file(self) -> None:
        """Refuse a file that is plainly not SQLite before the driver touches it."""
        if not self.path.is_file() or self.path.stat().st_size == 0:
            return
        with self.path.open("rb") as handle:
            header = handle.read(16)
        if header != b"SQLite format 3\x00":
            raise StoreCorruptError(
                f"{self.path} is not an SQLite database. The file was left untouched; "
                "restore it from a backup or point STORE_PATH elsewhere."
            )


class WriteQueue:
    """Writers of one database file take turns: a lock for this process's threads, then an
    exclusive ``flock`` on ``<file>-writer.lock`` for other processes. Both wake the next
    writer as soon as the lock is free, where SQLite's busy handler sleeps and polls."""

    def __init__(self, path: Path) -> None:
        self._path = path.with_name(f"{path.name}-writer.lock")
        self._lock = threading.Lock()
        self._fd: int | None = None

    def __enter__(self) -> None:
        self._lock.acquire()
        try:
            if self._fd is None:
                self._fd = os.open(self._path, os.O_RDWR | os.O_CREAT, 0o600)
            fcntl.flock(self._fd, fcntl.LOCK_EX)
        except OSError:
            pass  # no lock file (read-only folder…): SQLite's busy handler still serialises

    def __exit__(self, *exc: object) -> None:
        try:
            if self._fd is not None:
                fcntl.flock(self._fd, fcntl.LOCK_UN)
        finally:
            self._lock.release()

    def close(self) -> None:
        with self._lock:
            if self._fd is not None:
                os.close(self._fd)
                self._fd = None


def _check_ours(conn: sqlite3.Connection, path: Path, application_id: int, known: int) -> None:
    # One read transaction, so the three reads see one snapshot of the file (a writer that
    # does not queue could otherwise commit its first migration between them).
    conn.execute("BEGIN")
    found_id = conn.execute("PRAGMA application_id").fetchone()[0]
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
    conn.execute("COMMIT")
    if found_id == application_id or (found_id == 0 and version == 0 and tables == 0):
        if version > known:
            raise ConfigError(
                f"{path} has schema version {version}, newer than this program knows "
                f"({known}); upgrade support-memory instead of downgrading the database"
            )
        return
    raise StoreCorruptError(
        f"{path} is an SQLite database, but not one of support-memory's (application_id "
        f"{found_id}). It was left untouched; point STORE_PATH at another file."
    )


def _migrate(conn: sqlite3.Connection, application_id: int, migrations: Sequence[str]) -> None:
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    for number, script in enumerate(migrations[version:], start=version + 1):
        conn.execute("BEGIN IMMEDIATE")
        # Another process may have migrated while we waited for the write lock.
        if conn.execute("PRAGMA user_version").fetchone()[0] >= number:
            conn.execute("ROLLBACK")
            continue
        for statement in _statements(script):
            conn.execute(statement)
        conn.execute(f"PRAGMA application_id = {int(application_id)}")
        conn.execute(f"PRAGMA user_version = {number}")
        conn.execute("COMMIT")


def _statements(script: str) -> list[str]:
    """Split a migration into statements (``executescript`` would commit on its own)."""
    return [part.strip() for part in script.split(";\n") if part.strip()]


def customer_page(
    conn: sqlite3.Connection, table: str, stamp: str, prefix: str, limit: int, offset: int
) -> tuple[list[tuple[str, str, int]], int]:
    """``(customer_id, newest stamp, rows)`` of ``table``'s customers whose id starts with
    ``prefix`` (case-insensitive ``LIKE``), newest first, and how many match in all.
    ``table`` and ``stamp`` are our own identifiers, never user input."""
    pattern = like_prefix(prefix)
    where = f"FROM {table} WHERE customer_id LIKE ? ESCAPE '\\'"
    rows = conn.execute(
        f"SELECT customer_id, max({stamp}), count(*) {where} GROUP BY customer_id"
        " ORDER BY 2 DESC, 1 LIMIT ? OFFSET ?",
        (pattern, limit, offset),
    ).fetchall()
    total = conn.execute(f"SELECT count(DISTINCT customer_id) {where}", (pattern,)).fetchone()[0]
    return [(c, at, n) for c, at, n in rows], int(total)
