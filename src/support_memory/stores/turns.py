"""Writing one turn, atomically per customer when the store can.

A store that other processes may write at the same time (SQLite, with ``serve --workers``
or several services on one file) implements ``AtomicTurns``: ``turn(customer_id, focus)``
opens a short write transaction, checks inside it whether the customer was written since
the state the turn extracted from (SQLite keeps a write version per customer), and yields
a ``TurnScope``: unchanged, the agent writes; changed, it extracts again from the fresh
state that comes with the scope. The transaction
never spans the engine call: it is opened after the reply and holds only a state read and
the writes (see ``agent.SupportAgent._commit``).

Other stores are written by one process per customer (in-memory, JSON, Hindsight behind
its outbox; the agent's ``CustomerLocks`` serialise turns inside a process), so their scope
has no state to compare and ``write`` goes straight to the store.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from support_memory.models import Memory
from support_memory.state import CustomerState
from support_memory.stores.protocol import MemoryStore, TurnWriter

Write = Callable[[Sequence[Memory], Sequence[Memory]], None]


@dataclass
class TurnScope:
    """One turn's write. ``changed``: the customer was written since the state the turn
    extracted from; ``state`` is then their state as it is now, inside the transaction."""

    state: CustomerState | None
    _write: Write
    changed: bool = False
    written: list[Memory] = field(default_factory=list)

    def write(self, updated: Sequence[Memory], new: Sequence[Memory]) -> None:
        if updated or new:
            self._write(updated, new)
            self.written.extend([*updated, *new])


@runtime_checkable
class AtomicTurns(Protocol):
    """A store whose turns are atomic per customer across processes."""

    def turn(
        self, customer_id: str, focus: Sequence[str] = (), since: CustomerState | None = None
    ) -> AbstractContextManager[TurnScope]:
        """A write transaction for one customer; the scope says whether they changed since
        ``since`` (``None``: always hand over the fresh state)."""
        ...


def open_turn(
    store: MemoryStore,
    customer_id: str,
    focus: Sequence[str] = (),
    since: CustomerState | None = None,
) -> AbstractContextManager[TurnScope]:
    """``store.turn(...)`` when the store has it, else a scope that writes directly."""
    if isinstance(store, AtomicTurns):
        return store.turn(customer_id, focus, since)
    return _direct(store)


@contextmanager
def _direct(store: MemoryStore) -> Iterator[TurnScope]:
    yield TurnScope(None, lambda updated, new: persist(store, updated, new))


def persist(store: MemoryStore, updated: Sequence[Memory], new: Sequence[Memory]) -> None:
    """One turn's changes: in one transaction (``TurnWriter``) or as update/add calls."""
    if isinstance(store, TurnWriter):
        store.write_turn(updated, new)
        return
    for memory in updated:
        store.update(memory)
    for memory in new:
        store.add(memory)
