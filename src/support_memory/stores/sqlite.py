"""``SQLiteStore``: the embedded default store (stdlib ``sqlite3``, WAL, FTS5).

Every write is one ``BEGIN IMMEDIATE`` … ``COMMIT`` transaction with ``synchronous=FULL``:
when ``add`` / ``update`` return, the memory is on disk and survives ``kill -9`` or a power
cut. Connections come from a small pool (see ``sqlite_db``), so the store is safe to share
between the threads of a web server.

Search is FTS5 with ``bm25()``. A memory is indexed under its normalised terms (the stems
and synonym keys of ``support_memory.text``), and the query is the normalised terms of the
message OR'd together, so "crashing" finds "crashes" and "reboot" finds "restart".

**Score (0..1, higher is better).** FTS5's ``bm25()`` is negative and unbounded. We divide
its magnitude by the bm25 that an average-length memory containing every query term once
would get, i.e. the sum of the query terms' IDFs (computed the way FTS5 does, from the
customer's own document frequencies), and cap at 1. So the score reads as "how much of the
query's weight this memory matches": 1.0 covers the whole query, 0.5 about half of it, and
a short memory matching every term can reach the cap. That is the scale the recall floor
(``recall.RELEVANCE_FLOOR``) expects from every store. A returned memory always scores at
least 0.0001: it matched, even if only on a term so common among the customer's memories
that bm25 gives it (almost) no weight.

Caveat: bm25's IDF uses the index's total row count (all customers) with this customer's
document frequencies, so on a nearly empty file a term in more than half of a customer's
memories weighs ~0, while in a file with many customers every matched term counts. The
ranking within one customer stays rarest-term-first either way.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import os
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path

from support_memory.errors import MemoryNotFoundError, StoreError
from support_memory.models import Memory, validate_customer_id
from support_memory.state import CustomerState, assemble
from support_memory.stores.directory import CustomerPage, CustomerSummary
from support_memory.stores.hooks import HookedWrites, Hooks, WriteHook
from support_memory.stores.rows import COLUMNS, DecodedRows, memory_row
from support_memory.stores.sqlite_db import Database, customer_page
from support_memory.stores.sqlite_schema import APPLICATION_ID, MIGRATIONS
from support_memory.stores.sqlite_search import SEARCH_WINDOW, search_rows
from support_memory.stores.sqlite_state import SQLStateSource, customer_version
from support_memory.stores.turns import TurnScope
from support_memory.text import terms

_COLUMNS = COLUMNS
_FIELDS = ", ".join(f"m.{c}" for c in _COLUMNS)
_SELECT = f"SELECT {_FIELDS} FROM memories m"
_INSERT_WITH_SEQ = (
    f"INSERT INTO memories (seq, {', '.join(_COLUMNS)}) "
    f"VALUES (?, {', '.join('?' for _ in _COLUMNS)})"
)
_UPDATE = (
    "UPDATE memories SET "
    + ", ".join(f"{c} = ?" for c in _COLUMNS[2:])
    + " WHERE customer_id = ? AND id = ? RETURNING seq"
)


class SQLiteStore(HookedWrites):
    """Memories in one SQLite file; ``path`` is created (with its folder) when missing.

    ``synchronous`` is ``"FULL"`` (default: durable against power loss) or ``"NORMAL"``
    (durable against a killed process, not a power cut; fewer fsyncs). ``decoded_cache``
    bounds how many decoded rows are kept: the agent reads a customer's whole history every
    turn, and validating 1,000 rows costs more than the rest of the turn (0 turns it off;
    each entry takes about 2 KB, so the default holds ~40 MB).
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        pool_size: int = 4,
        synchronous: str = "FULL",
        decoded_cache: int = 20_000,
        search_window: int = SEARCH_WINDOW,
    ) -> None:
        self._search_window = search_window
        # Keyed by the whole row, so a changed row is a miss; never a stale memory.
        self._fresh = DecodedRows(decoded_cache)
        self._hooks = Hooks()  # told of every write inside its transaction (issue 14)
        self._db = Database(
            Path(path),
            application_id=APPLICATION_ID,
            migrations=MIGRATIONS,
            pool_size=pool_size,
            synchronous=synchronous,
        )

    @property
    def path(self) -> Path:
        return self._db.path

    @property
    def database(self) -> Database:
        """The pooled database, for layers that keep tables in this file (the fleet
        statistics: migration 4) and read them outside a write."""
        return self._db

    def add(self, memory: Memory) -> Memory:
        self.add_many([memory])
        return memory

    def add_many(self, memories: Iterable[Memory]) -> int:
        """Add many memories in one transaction (bulk import); all or nothing."""
        batch = list(memories)
        with self._db.write("add memories") as conn:
            _insert(conn, batch)
            self._hooks.written(conn, batch)
        return len(batch)

    def update(self, memory: Memory) -> Memory:
        with self._db.write("update a memory") as conn:
            _update(conn, memory)
            self._hooks.written(conn, [memory])
        return memory

    def write_turn(self, updated: Sequence[Memory], new: Sequence[Memory]) -> None:
        """One turn's updates and additions in one transaction (``TurnWriter``)."""
        with self._db.write("write a turn") as conn:
            self._write(conn, updated, new)

    # -- one memory by id (corrections) -------------------------------------------------------
    def get(self, customer_id: str, memory_id: str) -> Memory:
        validate_customer_id(customer_id)
        with self._db.connection("read a memory") as conn:
            row = conn.execute(
                _SELECT + " WHERE m.customer_id = ? AND m.id = ?", (customer_id, memory_id)
            ).fetchone()
        if row is None:
            raise MemoryNotFoundError(f"customer {customer_id} has no memory {memory_id}")
        return self._fresh(row)

    def delete(self, customer_id: str, memory_id: str) -> None:
        """Delete the memory and its search terms in one transaction."""
        validate_customer_id(customer_id)
        with self._db.write("delete a memory") as conn:
            found = conn.execute(
                "DELETE FROM memories WHERE customer_id = ? AND id = ? RETURNING seq",
                (customer_id, memory_id),
            ).fetchone()
            if found is None:
                raise MemoryNotFoundError(f"customer {customer_id} has no memory {memory_id}")
            conn.execute("DELETE FROM memories_fts WHERE rowid = ?", (found[0],))
            self._hooks.deleted(conn, customer_id, [memory_id])

    def all(self, customer_id: str) -> list[Memory]:
        validate_customer_id(customer_id)
        with self._db.connection("list memories") as conn:
            rows = conn.execute(
                _SELECT + " WHERE m.customer_id = ? ORDER BY m.created_at, m.id", (customer_id,)
            ).fetchall()
        return [self._fresh(row) for row in rows]

    def forget(self, customer_id: str) -> int:
        validate_customer_id(customer_id)
        with self._db.write("forget a customer") as conn:
            conn.execute(
                "DELETE FROM memories_fts WHERE rowid IN "
                "(SELECT seq FROM memories WHERE customer_id = ?)",
                (customer_id,),
            )
            deleted: int = conn.execute(
                "DELETE FROM memories WHERE customer_id = ?", (customer_id,)
            ).rowcount
            self._hooks.forgotten(conn, customer_id)
        return deleted

    def search(self, customer_id: str, query: str, limit: int = 5) -> list[tuple[Memory, float]]:
        """The customer's best matches for ``query`` with a 0..1 score (module docstring)."""
        validate_customer_id(customer_id)
        tokens = sorted({_token(customer_id, term) for term in terms(query)})
        if limit <= 0 or not tokens:
            return []
        with self._db.connection("search memories") as conn:
            found = search_rows(conn, customer_id, tokens, limit, self._search_window)
        return [(self._fresh(row), score) for row, score in found]

    def customers(self, prefix: str = "", limit: int = 50, offset: int = 0) -> CustomerPage:
        """``CustomerDirectory``: customers by id prefix (case-insensitive ``LIKE``, so a
        scan of the table: fine for a console, measured in docs/console.md), newest
        memory change first."""
        with self._db.connection("list customers") as conn:
            rows, total = customer_page(conn, "memories", "updated_at", prefix, limit, offset)
        return CustomerPage([CustomerSummary(c, at, n) for c, at, n in rows], total)

    def customer_ids(self) -> list[str]:
        """Every customer with at least one memory (operations: ``reindex``)."""
        with self._db.connection("list customers") as conn:
            rows = conn.execute("SELECT DISTINCT customer_id FROM memories ORDER BY 1").fetchall()
        return [row[0] for row in rows]

    def count(self) -> int:
        """How many memories the file holds across all customers (operations, benchmarks)."""
        with self._db.connection("count memories") as conn:
            total: int = conn.execute("SELECT rows FROM fts_stats WHERE id = 1").fetchone()[0]
        return total

    # -- customer state (issue 11) ----------------------------------------------------------
    def state(self, customer_id: str, focus: Sequence[str] = ()) -> CustomerState:
        """The customer's current state: a few indexed queries (``sqlite_state``), with the
        customer's write version from the same snapshot."""
        validate_customer_id(customer_id)
        with self._db.connection("read a customer's state") as conn:
            conn.execute("BEGIN")  # one snapshot for all the queries
            return self._state(conn, customer_id, focus)

    @contextlib.contextmanager
    def turn(
        self, customer_id: str, focus: Sequence[str] = (), since: CustomerState | None = None
    ) -> Iterator[TurnScope]:
        """One turn's write (``turns.AtomicTurns``): ``BEGIN IMMEDIATE``, then the customer's
        write version: unchanged since ``since`` was read, the caller writes; changed, the
        fresh state comes with the scope. Other processes wait on the lock meanwhile."""
        validate_customer_id(customer_id)
        with self._db.write("write a turn") as conn:

            def write(updated: Sequence[Memory], new: Sequence[Memory]) -> None:
                self._write(conn, updated, new)

            if since is not None and since.version == customer_version(conn, customer_id):
                yield TurnScope(None, write)
            else:
                yield TurnScope(self._state(conn, customer_id, focus), write, changed=True)

    def _write(
        self, conn: sqlite3.Connection, updated: Sequence[Memory], new: Sequence[Memory]
    ) -> None:
        for memory in updated:
            _update(conn, memory)
        _insert(conn, list(new))
        self._hooks.written(conn, [*updated, *new])

    # -- write hooks (issue 14) -------------------------------------------------------------
    def replay(self, hook: WriteHook) -> int:
        """Reset ``hook`` and write every customer's memories into it, in one write
        transaction (other writers wait, so nothing is missed or counted twice)."""
        with self._db.write("replay memories") as conn:
            hook.reset(conn)
            customers = [
                row[0]
                for row in conn.execute("SELECT DISTINCT customer_id FROM memories ORDER BY 1")
            ]
            for customer_id in customers:
                rows = conn.execute(
                    _SELECT + " WHERE m.customer_id = ? ORDER BY m.created_at, m.id",
                    (customer_id,),
                ).fetchall()
                hook.written(conn, [self._fresh(row) for row in rows])
        return len(customers)

    def _state(
        self, conn: sqlite3.Connection, customer_id: str, focus: Sequence[str]
    ) -> CustomerState:
        found = assemble(SQLStateSource(conn, "memories", self._fresh), customer_id, focus)
        return dataclasses.replace(found, version=customer_version(conn, customer_id))

    def close(self) -> None:
        self._hooks.close()
        self._db.close()
        self._fresh.clear()


def _insert(conn: sqlite3.Connection, batch: list[Memory]) -> None:
    if not batch:
        return
    first = conn.execute("SELECT coalesce(max(seq), 0) + 1 FROM memories").fetchone()[0]
    try:
        conn.executemany(
            _INSERT_WITH_SEQ, ((first + n, *memory_row(m)) for n, m in enumerate(batch))
        )
    except sqlite3.IntegrityError as exc:
        raise StoreError(
            "a memory with that id already exists for this customer; use update() to change it"
        ) from exc
    conn.executemany(
        "INSERT INTO memories_fts (rowid, terms) VALUES (?, ?)",
        ((first + n, _index_text(m)) for n, m in enumerate(batch)),
    )


def _update(conn: sqlite3.Connection, memory: Memory) -> None:
    row = memory_row(memory)
    found = conn.execute(_UPDATE, (*row[2:], memory.customer_id, memory.id)).fetchone()
    if found is None:
        raise MemoryNotFoundError(
            f"customer {memory.customer_id} has no memory {memory.id} to update"
        )
    conn.execute(
        "UPDATE memories_fts SET terms = ? WHERE rowid = ?", (_index_text(memory), found[0])
    )


def _customer_key(customer_id: str) -> str:
    return hashlib.blake2b(customer_id.encode(), digest_size=8).hexdigest()


def _token(customer_id: str, term: str) -> str:
    """An FTS token private to one customer: ``<customer key>_<term>``."""
    safe = "".join(ch if ch.isalnum() else "_" for ch in term)
    return f"{_customer_key(customer_id)}_{safe}"


def _index_text(memory: Memory) -> str:
    return " ".join(_token(memory.customer_id, term) for term in terms(memory.text))
