"""``PostgresStore``: memories in PostgreSQL, shared by every replica of the service.

Chosen by ``DATABASE_URL=postgresql://…`` (``factory.build_store``). Needs the ``postgres``
extra (psycopg 3 + psycopg_pool).

* Every method runs one transaction scoped to one customer (row-level security, see
  ``postgres_db``); every statement also names the customer, so each one is routed to a
  single shard on a distributed Postgres.
* ``write_turn`` (``TurnWriter``) writes a turn's updates and additions in one transaction
  that first takes the customer's advisory lock: a turn's writes are all or nothing, and
  the turns of one customer are applied one after the other across replicas. ``forget``
  takes the same lock.
* A write returns once committed, so a ``kill -9`` of a replica loses nothing it
  acknowledged; durability beyond that is the server's (``synchronous_commit``).
* Search: ``postgres_search`` (tsvector, BM25 on the customer's own statistics, 0..1).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

import psycopg

from support_memory.errors import MemoryNotFoundError, StoreError
from support_memory.models import Memory, validate_customer_id
from support_memory.state import CustomerState, assemble
from support_memory.stores.directory import CustomerPage, CustomerSummary
from support_memory.stores.hooks import HookedWrites, Hooks, WriteHook
from support_memory.stores.postgres_db import (
    SCOPE_SETTING,
    PostgresDatabase,
    customer_page,
    scope,
)
from support_memory.stores.postgres_schema import MEMORIES
from support_memory.stores.postgres_search import index_terms, search_rows
from support_memory.stores.rows import COLUMNS, DecodedRows, memory_row
from support_memory.stores.sqlite_state import SQLStateSource
from support_memory.stores.turns import TurnScope

_NAMES = ", ".join(COLUMNS)
_FIELDS = ", ".join(c if c != "metadata" else "metadata::text" for c in COLUMNS)
_INSERT = (
    f"INSERT INTO memories ({_NAMES}, terms, term_count) "
    f"VALUES ({', '.join('%s' for _ in COLUMNS[:-1])}, %s::jsonb, %s, %s)"
)
_UPDATE = (
    "UPDATE memories SET "
    + ", ".join(f"{c} = %s" for c in COLUMNS[2:-1])
    + ", metadata = %s::jsonb, terms = %s, term_count = %s"
    + " WHERE customer_id = %s AND id = %s"
)
_ALL = f"SELECT {_FIELDS} FROM memories WHERE customer_id = %s ORDER BY created_at, id"
_ONE = f"SELECT {_FIELDS} FROM memories WHERE customer_id = %s AND id = %s"


class PostgresStore(HookedWrites):
    """Memories in the PostgreSQL database at ``url`` (a libpq URL).

    The schema is migrated on open. ``pool_size`` bounds this store's connections per
    process; ``decoded_cache`` bounds how many decoded rows are kept (see ``stores.rows``).
    """

    def __init__(
        self,
        url: str,
        *,
        pool_size: int = 4,
        connect_timeout_s: float = 10.0,
        decoded_cache: int = 20_000,
    ) -> None:
        self._fresh = DecodedRows(decoded_cache)
        self._hooks = Hooks()  # told of every write inside its transaction (issue 14)
        self._db = PostgresDatabase(
            url, schema=MEMORIES, pool_size=pool_size, connect_timeout_s=connect_timeout_s
        )

    @property
    def where(self) -> str:
        """The database URL without its password."""
        return self._db.where

    def add(self, memory: Memory) -> Memory:
        self.add_many([memory])
        return memory

    def add_many(self, memories: Iterable[Memory]) -> int:
        """Add many memories in one transaction (bulk import); all or nothing."""
        batch = list(memories)
        with self._db.transaction("add memories") as conn:
            for customer_id, mine in _by_customer(batch):
                scope(conn, customer_id)
                _insert(conn, mine)
                self._hooks.written(conn, mine)
        return len(batch)

    def update(self, memory: Memory) -> Memory:
        with self._db.customer(memory.customer_id, "update a memory") as conn:
            _update(conn, memory)
            self._hooks.written(conn, [memory])
        return memory

    def write_turn(self, updated: Sequence[Memory], new: Sequence[Memory]) -> None:
        """One turn's updates and additions in one transaction, under the customer's
        advisory lock (``TurnWriter``)."""
        with self._db.transaction("write a turn") as conn:
            # Customers in a fixed order: two turns locking the same ones cannot deadlock.
            for customer_id in sorted({m.customer_id for m in [*updated, *new]}):
                scope(conn, customer_id, lock=True)
                self._write(
                    conn,
                    [m for m in updated if m.customer_id == customer_id],
                    [m for m in new if m.customer_id == customer_id],
                )

    # -- one memory by id (corrections) -------------------------------------------------------
    def get(self, customer_id: str, memory_id: str) -> Memory:
        validate_customer_id(customer_id)
        with self._db.customer(customer_id, "read a memory") as conn:
            row = conn.execute(_ONE, (customer_id, memory_id)).fetchone()
        if row is None:
            raise MemoryNotFoundError(f"customer {customer_id} has no memory {memory_id}")
        return self._fresh(row)

    def delete(self, customer_id: str, memory_id: str) -> None:
        """Delete one memory, under the customer's lock like a turn's writes."""
        validate_customer_id(customer_id)
        with self._db.customer(customer_id, "delete a memory", lock=True) as conn:
            cursor = conn.execute(
                "DELETE FROM memories WHERE customer_id = %s AND id = %s", (customer_id, memory_id)
            )
            if cursor.rowcount == 0:
                raise MemoryNotFoundError(f"customer {customer_id} has no memory {memory_id}")
            self._hooks.deleted(conn, customer_id, [memory_id])

    def all(self, customer_id: str) -> list[Memory]:
        validate_customer_id(customer_id)
        with self._db.customer(customer_id, "list memories") as conn:
            rows = conn.execute(_ALL, (customer_id,)).fetchall()
        return [self._fresh(row) for row in rows]

    def forget(self, customer_id: str) -> int:
        validate_customer_id(customer_id)
        with self._db.customer(customer_id, "forget a customer", lock=True) as conn:
            cursor = conn.execute("DELETE FROM memories WHERE customer_id = %s", (customer_id,))
            self._hooks.forgotten(conn, customer_id)
        return cursor.rowcount

    def search(self, customer_id: str, query: str, limit: int = 5) -> list[tuple[Memory, float]]:
        """The customer's best matches for ``query`` with a 0..1 score (``postgres_search``)."""
        validate_customer_id(customer_id)
        if limit <= 0:
            return []
        with self._db.customer(customer_id, "search memories") as conn:
            rows = search_rows(conn, customer_id, query, limit)
        return [(self._fresh(row), score) for row, score in rows]

    def customers(self, prefix: str = "", limit: int = 50, offset: int = 0) -> CustomerPage:
        """``CustomerDirectory``: customers by id prefix (case-insensitive), newest memory
        change first. An operator read across customers (ids and counts, never memories)."""
        with self._db.operator("list customers") as conn:
            rows, total = customer_page(conn, "memories", "updated_at", prefix, limit, offset)
        return CustomerPage([CustomerSummary(c, at, n) for c, at, n in rows], total)

    def customer_ids(self) -> list[str]:
        """Every customer with at least one memory (operations: ``reindex``)."""
        with self._db.operator("list customers") as conn:
            rows = conn.execute("SELECT DISTINCT customer_id FROM memories ORDER BY 1").fetchall()
        return [row[0] for row in rows]

    def count(self) -> int:
        """How many memories the database holds across all customers (operations, benches)."""
        with self._db.operator("count memories") as conn:
            row = conn.execute("SELECT count(*) FROM memories").fetchone()
        return int(row[0]) if row else 0

    # -- customer state (issue 11) ----------------------------------------------------------
    def state(self, customer_id: str, focus: Sequence[str] = ()) -> CustomerState:
        """The customer's current state: a few indexed queries (``sqlite_state``)."""
        validate_customer_id(customer_id)
        with self._db.customer(customer_id, "read a customer's state") as conn:
            return assemble(self._source(conn), customer_id, focus)

    @contextlib.contextmanager
    def turn(
        self, customer_id: str, focus: Sequence[str] = (), since: CustomerState | None = None
    ) -> Iterator[TurnScope]:
        """One turn's write (``turns.AtomicTurns``) under the customer's advisory lock: the
        state is re-read inside it, and the scope says whether it changed since ``since``."""
        validate_customer_id(customer_id)
        with self._db.customer(customer_id, "write a turn", lock=True) as conn:

            def write(updated: Sequence[Memory], new: Sequence[Memory]) -> None:
                self._write(conn, updated, new)

            fresh = assemble(self._source(conn), customer_id, focus)
            changed = since is None or fresh != since
            yield TurnScope(fresh if changed else None, write, changed=changed)

    def _write(
        self, conn: psycopg.Connection[Any], updated: Sequence[Memory], new: Sequence[Memory]
    ) -> None:
        for memory in updated:
            _update(conn, memory)
        _insert(conn, list(new))
        self._hooks.written(conn, [*updated, *new])

    # -- write hooks (issue 14) -------------------------------------------------------------
    def replay(self, hook: WriteHook) -> int:
        """Reset ``hook`` and write every customer's memories into it, in one transaction
        that holds writers off (``SHARE`` lock on ``memories``), so nothing is missed or
        counted twice. It reads every customer as an operator, and writes each customer's
        rows scoped to that customer (row-level security)."""
        with self._db.transaction("replay memories") as conn:
            conn.execute("LOCK TABLE memories IN SHARE MODE")
            conn.execute(f"SET LOCAL {SCOPE_SETTING} = 'operator'")
            hook.reset(conn)
            rows = conn.execute("SELECT DISTINCT customer_id FROM memories ORDER BY 1")
            customers = [row[0] for row in rows.fetchall()]
            for customer_id in customers:
                scope(conn, customer_id)
                found = conn.execute(_ALL, (customer_id,)).fetchall()
                hook.written(conn, [self._fresh(row) for row in found])
        return len(customers)

    def _source(self, conn: psycopg.Connection[Any]) -> SQLStateSource:
        return SQLStateSource(conn, "memories", self._fresh, mark="%s", fields=_FIELDS)

    def close(self) -> None:
        self._hooks.close()
        self._db.close()
        self._fresh.clear()


def _by_customer(memories: Sequence[Memory]) -> list[tuple[str, list[Memory]]]:
    """The memories grouped by customer, customers in a fixed order."""
    grouped: dict[str, list[Memory]] = {}
    for memory in memories:
        grouped.setdefault(memory.customer_id, []).append(memory)
    return sorted(grouped.items())


def _params(memory: Memory) -> tuple[Any, ...]:
    return (*memory_row(memory), *index_terms(memory.text))


def _insert(conn: psycopg.Connection[Any], batch: list[Memory]) -> None:
    if not batch:
        return
    try:
        with conn.cursor() as cursor:
            cursor.executemany(_INSERT, [_params(m) for m in batch])
    except psycopg.errors.UniqueViolation as exc:
        raise StoreError(
            "a memory with that id already exists for this customer; use update() to change it"
        ) from exc


def _update(conn: psycopg.Connection[Any], memory: Memory) -> None:
    row = _params(memory)
    cursor = conn.execute(_UPDATE, (*row[2:], memory.customer_id, memory.id))
    if cursor.rowcount == 0:
        raise MemoryNotFoundError(
            f"customer {memory.customer_id} has no memory {memory.id} to update"
        )
