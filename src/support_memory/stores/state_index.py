"""``StateIndex``: the in-process index behind ``InMemoryStore.state``, kept on every write.

Per customer, one sorted list of ``(updated_at, id)`` keys per capped kind (open incidents,
steps in progress, profile facts, everything) and one per incident for its attempts. A write
moves a memory's keys (``bisect``: a binary search and a short memmove); a state read takes
the last few keys of each list. So ``state`` costs the same at 10 memories or 10,000.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass, field

from support_memory.models import Memory, MemoryType
from support_memory.state import Kind, kind_of, recency

Key = tuple[str, str]


@dataclass
class _Customer:
    memories: dict[str, Memory] = field(default_factory=dict)
    kinds: dict[Kind, list[Key]] = field(default_factory=dict)
    attempts: dict[str, list[Key]] = field(default_factory=dict)


def _insert(keys: list[Key], key: Key) -> None:
    bisect.insort(keys, key)


def _remove(keys: list[Key], key: Key) -> None:
    at = bisect.bisect_left(keys, key)
    if at < len(keys) and keys[at] == key:
        del keys[at]


def _lists(customer: _Customer, memory: Memory) -> list[list[Key]]:
    found = [customer.kinds.setdefault("any", [])]
    kind = kind_of(memory)
    if kind is not None:
        found.append(customer.kinds.setdefault(kind, []))
    if memory.type is MemoryType.ATTEMPT and memory.incident_id:
        found.append(customer.attempts.setdefault(memory.incident_id, []))
    return found


class StateIndex:
    """Memories by customer plus the sorted keys ``state`` reads (a ``StateSource``)."""

    def __init__(self) -> None:
        self._customers: dict[str, _Customer] = {}

    def put(self, memory: Memory) -> Memory | None:
        """Add or replace ``memory``; return the memory it replaced, if any."""
        customer = self._customers.setdefault(memory.customer_id, _Customer())
        previous = customer.memories.get(memory.id)
        if previous is not None:
            for keys in _lists(customer, previous):
                _remove(keys, recency(previous))
        customer.memories[memory.id] = memory
        for keys in _lists(customer, memory):
            _insert(keys, recency(memory))
        return previous

    def remove(self, memory: Memory) -> None:
        customer = self._customers.get(memory.customer_id)
        if customer is None or customer.memories.pop(memory.id, None) is None:
            return
        for keys in _lists(customer, memory):
            _remove(keys, recency(memory))

    def drop(self, customer_id: str) -> dict[str, Memory]:
        """Forget one customer; return their memories by id."""
        customer = self._customers.pop(customer_id, None)
        return customer.memories if customer is not None else {}

    def memories(self, customer_id: str) -> dict[str, Memory]:
        customer = self._customers.get(customer_id)
        return customer.memories if customer is not None else {}

    def customers(self) -> dict[str, dict[str, Memory]]:
        return {cid: c.memories for cid, c in self._customers.items()}

    # -- StateSource ------------------------------------------------------------------------
    def newest(self, customer_id: str, kind: Kind, limit: int) -> list[Memory]:
        customer = self._customers.get(customer_id)
        if customer is None:
            return []
        return self._take(customer, customer.kinds.get(kind, []), limit)

    def by_ids(self, customer_id: str, ids: Sequence[str]) -> list[Memory]:
        memories = self.memories(customer_id)
        return [memories[mid] for mid in ids if mid in memories]

    def attempts_of(
        self, customer_id: str, incident_ids: Sequence[str], limit: int
    ) -> list[Memory]:
        customer = self._customers.get(customer_id)
        if customer is None:
            return []
        return [
            memory
            for incident_id in incident_ids
            for memory in self._take(customer, customer.attempts.get(incident_id, []), limit)
        ]

    @staticmethod
    def _take(customer: _Customer, keys: list[Key], limit: int) -> list[Memory]:
        return [customer.memories[mid] for _, mid in reversed(keys[-limit:])] if limit > 0 else []
