"""The retrieval seam: how the agent asks a store for candidate memories.

A ``Retriever`` returns ``Hit``s: a memory, a 0..1 score and the named signals behind
that score (``{"lexical": 0.41}``, ``{"semantic": 0.62, "lexical": 0.2}``), so the ranking
can both gate on them and name them in each memory's ``reason``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from support_memory.models import Memory

if TYPE_CHECKING:  # stores import Hit from here: no import cycle at run time
    from support_memory.stores.protocol import MemoryStore


@dataclass(frozen=True)
class Hit:
    memory: Memory
    score: float
    signals: Mapping[str, float] = field(default_factory=dict)


class Retriever(Protocol):
    """Finds one customer's candidate memories for a query."""

    mode: str  # what the reply metadata reports as "retrieval": lexical, semantic, hybrid, ...

    def retrieve(self, customer_id: str, query: str, limit: int) -> list[Hit]: ...


@runtime_checkable
class ScoredSearch(Protocol):
    """A store whose own search can name its signals (Hindsight's recall reports a semantic
    similarity beside its final score); ``StoreRetriever`` prefers it to ``search``."""

    def retrieve(self, customer_id: str, query: str, limit: int) -> list[Hit]: ...


class StoreRetriever:
    """The default: whatever the store's own search does (lexical for the local stores,
    semantic + keyword for Hindsight), with the store's signals when it names them."""

    def __init__(self, store: MemoryStore, *, mode: str = "lexical") -> None:
        self.store = store
        self.mode = mode

    def retrieve(self, customer_id: str, query: str, limit: int) -> list[Hit]:
        if isinstance(self.store, ScoredSearch):
            return self.store.retrieve(customer_id, query, limit)
        return [
            Hit(memory, score, {self.mode: score})
            for memory, score in self.store.search(customer_id, query, limit=limit)
        ]
