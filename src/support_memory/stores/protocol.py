"""The storage seam: every backend implements ``MemoryStore``, the agent knows nothing else."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from support_memory.models import Memory


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

    def all(self, customer_id: str) -> list[Memory]:
        """Every memory of one customer, oldest first."""
        ...

    def forget(self, customer_id: str) -> int:
        """Delete every memory of one customer; return how many were deleted."""
        ...

    def search(self, customer_id: str, query: str, limit: int = 5) -> list[tuple[Memory, float]]:
        """The customer's memories most relevant to ``query``, best first, at most ``limit``."""
        ...
