"""``EmbeddingStore``: any ``MemoryStore`` plus one stored vector per memory.

A decorator, so every backend gets semantic recall without knowing about it. The inner
store stays the source of truth: a memory is written there first, then embedded once and
its vector kept in a ``VectorIndex``. If embedding fails the memory is still stored, and the
missing vector is filled in the next time that customer is searched (or by ``reindex``).
``search`` stays the inner store's own (lexical) search; the ``HybridRetriever`` fuses it
with ``similar``.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
from collections.abc import Iterator, Sequence

import numpy as np

from support_memory.embeddings.index import MemoryVectorIndex, Vector, VectorIndex
from support_memory.embeddings.protocol import Embedder, EmbeddingError
from support_memory.errors import StoreError
from support_memory.models import Memory
from support_memory.state import CustomerState
from support_memory.stores.protocol import MemoryStore, TurnWriter
from support_memory.stores.turns import TurnScope, open_turn

log = logging.getLogger(__name__)


class EmbeddingStore:
    """Wraps ``inner`` and keeps a vector for each of its memories in ``index``."""

    def __init__(
        self, inner: MemoryStore, embedder: Embedder, index: VectorIndex | None = None
    ) -> None:
        self.inner = inner
        self.embedder = embedder
        self.index: VectorIndex = index if index is not None else MemoryVectorIndex()

    # -- MemoryStore -------------------------------------------------------------------
    def add(self, memory: Memory) -> Memory:
        stored = self.inner.add(memory)
        self._embed_quietly(stored.customer_id, [stored])
        return stored

    def update(self, memory: Memory) -> Memory:
        stored = self.inner.update(memory)
        known = self.index.fingerprints(stored.customer_id).get(stored.id)
        if known != self.fingerprint(stored):  # outcome/status changes keep their vector
            self._embed_quietly(stored.customer_id, [stored])
        return stored

    def write_turn(self, updated: Sequence[Memory], new: Sequence[Memory]) -> None:
        """The inner store's one-transaction turn when it has one (``TurnWriter``), then
        the vectors of what is new or re-worded."""
        if isinstance(self.inner, TurnWriter):
            self.inner.write_turn(updated, new)
        else:
            for memory in updated:
                self.inner.update(memory)
            for memory in new:
                self.inner.add(memory)
        for customer_id in {m.customer_id for m in [*updated, *new]}:
            self._embed_changed(customer_id, [*updated, *new])

    def _embed_changed(self, customer_id: str, memories: Sequence[Memory]) -> None:
        known = self.index.fingerprints(customer_id)
        stale = [
            m
            for m in memories
            if m.customer_id == customer_id and known.get(m.id) != self.fingerprint(m)
        ]
        if stale:
            self._embed_quietly(customer_id, stale)

    def all(self, customer_id: str) -> list[Memory]:
        return self.inner.all(customer_id)

    # -- one memory by id (corrections) -------------------------------------------------------
    def get(self, customer_id: str, memory_id: str) -> Memory:
        return self.inner.get(customer_id, memory_id)

    def delete(self, customer_id: str, memory_id: str) -> None:
        """Delete from the inner store, then drop the vector (a vector left behind by a
        crash in between is an orphan that ``ensure_vectors`` removes)."""
        self.inner.delete(customer_id, memory_id)
        self.index.remove(customer_id, [memory_id])

    def forget(self, customer_id: str) -> int:
        deleted = self.inner.forget(customer_id)
        self.index.forget(customer_id)
        return deleted

    def search(self, customer_id: str, query: str, limit: int = 5) -> list[tuple[Memory, float]]:
        return self.inner.search(customer_id, query, limit=limit)

    # -- customer state (issue 11) ------------------------------------------------------
    def state(self, customer_id: str, focus: Sequence[str] = ()) -> CustomerState:
        return self.inner.state(customer_id, focus)

    @contextlib.contextmanager
    def turn(
        self, customer_id: str, focus: Sequence[str] = (), since: CustomerState | None = None
    ) -> Iterator[TurnScope]:
        """The inner store's turn (atomic when it can be); vectors are made after it
        commits, so embedding never holds the write lock."""
        with open_turn(self.inner, customer_id, focus, since) as scope:
            yield scope
        if scope.written:
            self._embed_changed(customer_id, scope.written)

    def close(self) -> None:
        for part in (self.inner, self.index):
            close = getattr(part, "close", None)
            if callable(close):
                close()

    # -- vectors -------------------------------------------------------------------
    def fingerprint(self, memory: Memory) -> str:
        """Changes when the text or the model changes, i.e. when the vector is stale."""
        raw = f"{self.embedder.model_id}\x00{memory.text}".encode()
        return hashlib.sha256(raw).hexdigest()[:32]

    def embed_query(self, text: str) -> Vector:
        """One query vector (the retriever calls this once per turn)."""
        vectors = self.embedder.embed([text])
        return np.asarray(vectors[0], dtype=np.float32)

    def similar(
        self,
        customer_id: str,
        query: Vector,
        *,
        limit: int | None = None,
        include: Sequence[str] = (),
    ) -> list[tuple[str, float]]:
        """The index's answer (``VectorIndex.similar``)."""
        return self.index.similar(customer_id, query, limit=limit, include=include)

    def ensure_vectors(
        self, customer_id: str, memories: Sequence[Memory] | None = None, *, force: bool = False
    ) -> int:
        """Embed the customer's memories whose vector is missing or stale (all of them with
        ``force``), drop vectors of memories that no longer exist; return how many were
        embedded. ``memories`` saves a read when the caller already has ``all()``."""
        memories = self.inner.all(customer_id) if memories is None else memories
        known = self.index.fingerprints(customer_id)
        todo = [m for m in memories if force or known.get(m.id) != self.fingerprint(m)]
        orphans = set(known) - {m.id for m in memories}
        if orphans:
            self.index.remove(customer_id, sorted(orphans))
        if todo:
            self._embed(customer_id, todo)
        return len(todo)

    def _embed(self, customer_id: str, memories: Sequence[Memory]) -> None:
        vectors = self.embedder.embed([m.text for m in memories])
        self.index.put(
            customer_id,
            [
                (m.id, self.fingerprint(m), np.asarray(v, dtype=np.float32))
                for m, v in zip(memories, vectors, strict=True)
            ],
        )

    def _embed_quietly(self, customer_id: str, memories: Sequence[Memory]) -> None:
        # The memory itself is already stored; a vector that cannot be made now is made
        # by the next search of this customer, so a write never fails because of it.
        try:
            self._embed(customer_id, memories)
        except (EmbeddingError, StoreError) as exc:
            log.warning("memory stored without a vector (filled in later): %s", exc)
