"""Write hooks: derived data a store keeps up to date with every write of its own.

A layer beside the memories (the fleet statistics of ``support_memory.insights``) must
change exactly when memories change, including writes made by corrections, ``forget`` or
``memories forget``. A ``WriteHook`` is told of every write *inside the store's own
transaction*, on the store's own connection (``conn``: an ``sqlite3.Connection`` for
``SQLiteStore``, a ``psycopg.Connection`` for ``PostgresStore``), so the derived data
commits or rolls back with the memories. ``InMemoryStore`` has no transaction: it calls
its hooks under its lock right after the write (``conn`` is ``None``).

``HookedStore.replay(hook)`` rebuilds a hook's data from scratch: one transaction that
resets it and hands it every customer's memories. A store either has hooks for every
write or none at all (Hindsight has none).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, Protocol, runtime_checkable

from support_memory.models import Memory


@runtime_checkable
class WriteHook(Protocol):
    """Told of every write of a store, inside that write."""

    def written(self, conn: Any, memories: Sequence[Memory]) -> None:
        """``memories`` were added or updated (as stored now)."""
        ...

    def deleted(self, conn: Any, customer_id: str, memory_ids: Sequence[str]) -> None:
        """These memories of one customer were deleted."""
        ...

    def forgotten(self, conn: Any, customer_id: str) -> None:
        """Every memory of one customer was deleted."""
        ...

    def reset(self, conn: Any) -> None:
        """Drop everything derived so far (``replay`` then writes every memory again)."""
        ...


@runtime_checkable
class HookedStore(Protocol):
    """A store that tells hooks of its writes (``SQLiteStore``, ``PostgresStore``,
    ``InMemoryStore``)."""

    @property
    def hooks(self) -> tuple[WriteHook, ...]: ...

    def add_hook(self, hook: WriteHook) -> None: ...

    def replay(self, hook: WriteHook) -> int:
        """Reset ``hook`` and write every memory into it, in one transaction where the
        store has one; return how many customers were replayed."""
        ...


class HookedWrites:
    """``add_hook`` and ``hooks`` for a store that keeps its ``Hooks`` in ``_hooks``."""

    _hooks: Hooks

    def add_hook(self, hook: WriteHook) -> None:
        """Tell ``hook`` of every write from now on (inside its transaction, if any)."""
        self._hooks.add(hook)

    @property
    def hooks(self) -> tuple[WriteHook, ...]:
        return tuple(self._hooks)


class Hooks:
    """The hooks of one store, called in the order they were added."""

    def __init__(self) -> None:
        self._hooks: list[WriteHook] = []

    def add(self, hook: WriteHook) -> None:
        self._hooks.append(hook)

    def __iter__(self) -> Iterator[WriteHook]:
        return iter(list(self._hooks))

    def __bool__(self) -> bool:
        return bool(self._hooks)

    def written(self, conn: Any, memories: Sequence[Memory]) -> None:
        if memories:
            for hook in self._hooks:
                hook.written(conn, memories)

    def deleted(self, conn: Any, customer_id: str, memory_ids: Sequence[str]) -> None:
        for hook in self._hooks:
            hook.deleted(conn, customer_id, memory_ids)

    def forgotten(self, conn: Any, customer_id: str) -> None:
        for hook in self._hooks:
            hook.forgotten(conn, customer_id)

    def close(self) -> None:
        """Close the hooks that hold resources of their own (a connection pool)."""
        for hook in self._hooks:
            close = getattr(hook, "close", None)
            if callable(close):
                close()
