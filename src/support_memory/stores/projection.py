"""``StateProjection``: a local copy of each customer's memories for the state read, kept
beside the outbox in front of Hindsight.

Why (``docs/hindsight.md`` has the measurements): reading the state from Hindsight takes 5-7
tagged list calls per turn, and none of them answers while Hindsight is down. This SQLite
file answers in well under a millisecond, and it keeps answering during an outage, because
every write goes into it as it goes to Hindsight or to the outbox. So a degraded turn still
links its steps to the open incident and settles the step in progress.

* **Writes**: every ``add``/``update`` of the ``OutboxStore`` is upserted here too;
  ``forget`` deletes the customer here as well.
* **First read of a customer** on this node: their whole history is loaded from Hindsight
  once (``all()``), then the customer is marked as projected. While Hindsight is down (or
  writes are still queued) the projection answers with what it has and tries again later.
* **Single writer per customer**: the projection is right only if every write of that
  customer goes through this node. Route customers to nodes stickily (by customer id); a
  node that stops serving a customer must forget its projection of them (``forget_local``).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from support_memory.models import Memory, validate_customer_id
from support_memory.state import CustomerState, assemble
from support_memory.stores.rows import COLUMNS, memory_row
from support_memory.stores.sqlite_db import Database
from support_memory.stores.sqlite_state import SQLStateSource, state_indexes

APPLICATION_ID = 0x534D5350  # "SMSP": a support-memory state projection
_MIGRATIONS = (
    f"""
    CREATE TABLE memories (
        {", ".join(f"{column} TEXT" for column in COLUMNS)},
        PRIMARY KEY (customer_id, id)
    ) WITHOUT ROWID;
    CREATE TABLE projected (customer_id TEXT PRIMARY KEY) WITHOUT ROWID;
    {state_indexes("memories")}
    """,
)
_UPSERT = (
    f"INSERT OR REPLACE INTO memories ({', '.join(COLUMNS)}) "
    f"VALUES ({', '.join('?' for _ in COLUMNS)})"
)

History = Callable[[str], "list[Memory] | None"]  # a customer's whole history, None: not now


def projection_path(outbox_path: str | os.PathLike[str]) -> Path:
    """The projection file beside an outbox: ``outbox.db`` → ``outbox.state.db``."""
    path = Path(outbox_path)
    return path.with_name(f"{path.stem}.state.db")


class StateProjection:
    """Each customer's memories as last written through this node, indexed for ``state``."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self._db = Database(
            Path(path), application_id=APPLICATION_ID, migrations=_MIGRATIONS, pool_size=2
        )

    @property
    def path(self) -> Path:
        return self._db.path

    def put(self, memories: Iterable[Memory]) -> None:
        """Upsert memories as they are written (durably, before the write returns)."""
        rows = [memory_row(memory) for memory in memories]
        if rows:
            with self._db.write("project memories") as conn:
                conn.executemany(_UPSERT, rows)

    def known(self, customer_id: str) -> bool:
        with self._db.connection("read the projection") as conn:
            found = conn.execute(
                "SELECT 1 FROM projected WHERE customer_id = ?", (customer_id,)
            ).fetchone()
        return found is not None

    def load(self, customer_id: str, memories: Sequence[Memory]) -> None:
        """Replace what this node holds of one customer with their whole history."""
        with self._db.write("load a customer into the projection") as conn:
            conn.execute("DELETE FROM memories WHERE customer_id = ?", (customer_id,))
            conn.executemany(_UPSERT, [memory_row(m) for m in memories])
            conn.execute("INSERT OR IGNORE INTO projected VALUES (?)", (customer_id,))

    def forget_local(self, customer_id: str) -> int:
        """Drop this node's copy of one customer (also the ``forget`` path)."""
        validate_customer_id(customer_id)
        with self._db.write("forget a customer in the projection") as conn:
            conn.execute("DELETE FROM projected WHERE customer_id = ?", (customer_id,))
            deleted: int = conn.execute(
                "DELETE FROM memories WHERE customer_id = ?", (customer_id,)
            ).rowcount
        return deleted

    def state(
        self, customer_id: str, focus: Sequence[str] = (), *, history: History | None = None
    ) -> CustomerState:
        """The customer's state from this file; ``history`` loads a customer seen here for
        the first time (it may answer ``None``: try again on a later turn)."""
        validate_customer_id(customer_id)
        if history is not None and not self.known(customer_id):
            memories = history(customer_id)
            if memories is not None:
                self.load(customer_id, memories)
        with self._db.connection("read a customer's state") as conn:
            conn.execute("BEGIN")
            return assemble(SQLStateSource(conn, "memories"), customer_id, focus)

    def close(self) -> None:
        self._db.close()
