"""The storage seam: every backend implements ``MemoryStore``, the agent knows nothing else."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from support_memory.models import Memory
from support_memory.state import CustomerState


@runtime_checkable
class MemoryStore(Protocol):
    """Per-customer memory storage.

    Every method takes or implies exactly one ``customer_id``; there is no way to read
    across customers. ``search`` returns ``(memory, score)`` pairs, best first, where a
    higher score means more relevant; each backend documents its scale.
    """

    def add(self, memory: Memory) -> Memory:
        """Store a new memory and return it as stored."""
        ...

    def update(self, memory: Memory) -> Memory:
        """Replace the stored memory with the same ``id`` and customer.

        Raises ``MemoryNotFoundError`` if the customer has no memory with that id.
        """
        ...

    # -- one memory by id (corrections) -------------------------------------------------------
    def get(self, customer_id: str, memory_id: str) -> Memory:
        """The customer's memory with that id.

        Raises ``MemoryNotFoundError`` if the customer has none; another customer's memory
        id is never found.
        """
        ...

    def delete(self, customer_id: str, memory_id: str) -> None:
        """Delete one memory of one customer.

        Raises ``MemoryNotFoundError`` if the customer has no memory with that id.
        """
        ...

    def all(self, customer_id: str) -> list[Memory]:
        """Every memory of one customer, oldest first."""
        ...

    def forget(self, customer_id: str) -> int:
        """Delete every memory of one customer; return how many were deleted."""
        ...

    def search(self, customer_id: str, query: str, limit: int = 5) -> list[tuple[Memory, float]]:
        """The customer's memories most relevant to ``query``, best first, at most ``limit``."""
        ...

    # -- customer state (issue 11) ----------------------------------------------------------
    def state(self, customer_id: str, focus: Sequence[str] = ()) -> CustomerState:
        """The customer's current state in one bounded read (``support_memory.state``):
        open incidents, steps in progress with their incident, their attempts, the latest
        profile facts, the last few memories, and the ``focus`` memories (a turn's search
        hits) as stored now. The work does not grow with the customer's history."""
        ...


@runtime_checkable
class TurnWriter(Protocol):
    """A store that can write one turn's changes in a single transaction.

    Optional: the agent uses it when the store has it, so a crash mid-turn leaves either
    all of the turn's memories or none of them; other stores get ``update``/``add`` calls.
    """

    def write_turn(self, updated: Sequence[Memory], new: Sequence[Memory]) -> None:
        """Apply ``updated`` (each must exist, else ``MemoryNotFoundError``) and add ``new``,
        all or nothing."""
        ...
