"""``HybridRetriever``: lexical and semantic recall fused, behind the ``Retriever`` seam.

Per turn: the query is embedded once, the store's own lexical search and the cosine ranking
are fused (``fusion.py``), and only the memories found by meaning alone are read (a bounded
``state`` read by id); the whole history is never read during a turn, except once per
customer per process to embed memories that have no vector yet. Each ``Hit`` carries both raw
signals, ``{"semantic": cosine, "lexical": store score}``, so the ranking can gate on them
and name them in each memory's reason.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Mapping

from support_memory.embeddings.fusion import Fusion, semantic_only, weighted_fusion
from support_memory.embeddings.protocol import EmbeddingError
from support_memory.embeddings.store import EmbeddingStore
from support_memory.retrieval import Hit
from support_memory.stores.protocol import MemoryStore

log = logging.getLogger(__name__)

Scores = Mapping[str, float]
LEXICAL_POOL = 50  # lexical candidates fetched per turn before fusion
_FUSIONS: dict[str, Fusion] = {"hybrid": weighted_fusion, "semantic": semantic_only}


class HybridRetriever:
    """Retrieves with ``store``'s lexical search fused with its vectors.

    ``mode`` is ``"hybrid"`` (calibrated weighted sum) or ``"semantic"`` (cosine only); pass
    ``fuse`` to try another fusion under the same mode name. ``lexical`` is the store whose
    ``search`` gives the lexical hits (default ``store``).
    """

    def __init__(
        self,
        store: EmbeddingStore,
        *,
        mode: str = "hybrid",
        fuse: Fusion | None = None,
        lexical_pool: int = LEXICAL_POOL,
        lexical: MemoryStore | None = None,
    ) -> None:
        if fuse is None and mode not in _FUSIONS:
            raise ValueError(f"mode must be one of {sorted(_FUSIONS)}, got {mode!r}")
        self.store = store
        self.mode = mode
        self.fuse: Fusion = fuse or _FUSIONS[mode]
        self.lexical_pool = lexical_pool
        # The lexical leg may go through decorators around ``store`` (the service's timing).
        self.lexical: MemoryStore = lexical if lexical is not None else store
        self._backfilled: set[str] = set()
        self._lock = threading.Lock()

    def warm_up(self) -> None:
        """Load the model now (one throwaway embedding) so the first customer does not wait
        for it; a model that cannot load is logged here and reported again on use."""
        try:
            self.store.embed_query("warm up")
        except EmbeddingError as exc:
            log.warning("embedding model not loaded at start-up: %s", exc)

    def retrieve(self, customer_id: str, query: str, limit: int) -> list[Hit]:
        if limit <= 0:
            return []
        # Lexical first, always: it validates the customer id and is what the service times.
        pool = max(limit, self.lexical_pool)
        found = self.lexical.search(customer_id, query, limit=pool)
        lexical = [(m.id, s) for m, s in found]
        by_id = {m.id: m for m, _ in found}
        try:
            self._backfill_once(customer_id)
            # The ``pool`` nearest are enough: a memory outside them that no lexical hit
            # names cannot reach the fused top ``limit``. The lexical hits get their exact
            # cosine, which the ranking gates them on.
            semantic = self.store.similar(
                customer_id,
                self.store.embed_query(query),
                limit=pool,
                include=[memory_id for memory_id, _ in lexical],
            )
        except EmbeddingError as exc:
            # Recall must still answer: fall back to the lexical hits for this turn.
            log.warning("semantic recall unavailable this turn, lexical only: %s", exc)
            semantic = []
        fused = self.fuse(lexical, semantic)
        ranked = sorted(fused, key=lambda mid: -fused[mid])[: max(limit, 1) * 2]
        missing = [mid for mid in ranked if mid not in by_id]
        if missing:  # found by meaning alone: read just those (a bounded state read)
            state = self.store.state(customer_id, missing)
            by_id.update((m.id, m) for m in state.memories if m.id in set(missing))
        cosines, lexical_scores = dict(semantic), dict(lexical)
        hits = [
            Hit(by_id[mid], score, _signals(mid, cosines, lexical_scores))
            for mid, score in fused.items()
            if mid in by_id
        ]
        hits.sort(key=lambda h: (-h.score, -h.signals.get("semantic", 0), h.memory.created_at))
        return hits[:limit]

    def _backfill_once(self, customer_id: str) -> None:
        """The first search of a customer in this process embeds their memories that have
        no current vector (written before semantic recall was on, or while the model
        failed). Later turns never read the whole history (``reindex`` does it offline)."""
        with self._lock:
            if customer_id in self._backfilled:
                return
        self.store.ensure_vectors(customer_id)
        with self._lock:
            self._backfilled.add(customer_id)


def _signals(memory_id: str, cosines: Scores, lexical: Scores) -> dict[str, float]:
    """Both raw signals; no ``semantic`` key at all when the model could not run, so the
    ranking treats the hit as a lexical one instead of as "semantically unrelated"."""
    signals = {"lexical": lexical.get(memory_id, 0.0)}
    if cosines:
        signals["semantic"] = cosines.get(memory_id, 0.0)
    return signals
