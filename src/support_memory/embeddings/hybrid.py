"""``HybridRetriever``: lexical and semantic recall fused, behind the ``Retriever`` seam.

Per turn: the customer's memories are read once, any memory without a current vector is
embedded (once; normally none), the query is embedded once, and the store's own lexical
search and the cosine ranking are fused (``fusion.py``). Each ``Hit`` carries both raw
signals, ``{"semantic": cosine, "lexical": store score}``, so the ranking can gate on them
and name them in each memory's reason.
"""

from __future__ import annotations

import logging

from support_memory.embeddings.fusion import Fusion, reciprocal_rank_fusion, semantic_only
from support_memory.embeddings.protocol import EmbeddingError
from support_memory.embeddings.store import EmbeddingStore
from support_memory.retrieval import Hit

log = logging.getLogger(__name__)

LEXICAL_POOL = 50  # lexical candidates fetched per turn before fusion
_FUSIONS: dict[str, Fusion] = {"hybrid": reciprocal_rank_fusion, "semantic": semantic_only}


class HybridRetriever:
    """Retrieves with ``store``'s lexical search fused with its vectors.

    ``mode`` is ``"hybrid"`` (reciprocal-rank fusion) or ``"semantic"`` (cosine only); pass
    ``fuse`` to try another fusion under the same mode name.
    """

    def __init__(
        self,
        store: EmbeddingStore,
        *,
        mode: str = "hybrid",
        fuse: Fusion | None = None,
        lexical_pool: int = LEXICAL_POOL,
    ) -> None:
        if fuse is None and mode not in _FUSIONS:
            raise ValueError(f"mode must be one of {sorted(_FUSIONS)}, got {mode!r}")
        self.store = store
        self.mode = mode
        self.fuse: Fusion = fuse or _FUSIONS[mode]
        self.lexical_pool = lexical_pool

    def retrieve(self, customer_id: str, query: str, limit: int) -> list[Hit]:
        memories = self.store.all(customer_id)
        if not memories or limit <= 0:
            return []
        by_id = {m.id: m for m in memories}
        pool = max(limit, self.lexical_pool)
        lexical = [(m.id, s) for m, s in self.store.search(customer_id, query, limit=pool)]
        try:
            self.store.ensure_vectors(customer_id, memories)
            semantic = self.store.similar(customer_id, self.store.embed_query(query))
        except EmbeddingError as exc:
            # Recall must still answer: fall back to the lexical hits for this turn.
            log.warning("semantic recall unavailable this turn, lexical only: %s", exc)
            semantic = []
        fused = self.fuse(lexical, semantic)
        cosines, lexical_scores = dict(semantic), dict(lexical)
        hits = [
            Hit(
                by_id[mid],
                score,
                {"semantic": cosines.get(mid, 0.0), "lexical": lexical_scores.get(mid, 0.0)},
            )
            for mid, score in fused.items()
            if mid in by_id
        ]
        hits.sort(key=lambda hit: (-hit.score, -hit.signals["semantic"], hit.memory.created_at))
        return hits[:limit]
