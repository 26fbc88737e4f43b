"""How a lexical ranking and a semantic ranking become one 0..1 score per memory.

Each function takes the lexical hits ``[(memory_id, score)]`` (best first, in the store's
own scale) and the semantic hits ``[(memory_id, cosine)]`` (best first) and returns
``{memory_id: fused score in 0..1}``. The score only orders candidates and picks the
incident; whether a memory is *relevant* at all is decided by the ranking in ``recall.py``
from the raw ``lexical`` and ``semantic`` signals, so fusion can never let unrelated
history in.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

Ranked = Sequence[tuple[str, float]]
Fusion = Callable[[Ranked, Ranked], dict[str, float]]

# Rank constant of reciprocal-rank fusion (the usual 60). Not the default fusion: for a
# paraphrase the lexical list holds only chance matches ("again", "app"), and RRF lets any
# lexical presence outrank the true memory found by meaning alone, whatever k is
# (recall@1 0.82 against 0.94 for the weighted sum on the evaluation set, docs/semantic.md).
RRF_K = 60
# Share of the calibrated cosine in the weighted sum (0.5: 0.90 recall@1, 0.7: 0.94).
SEMANTIC_WEIGHT = 0.7
# Cosines of all-MiniLM-L6-v2 between unrelated support texts sit around 0.0-0.3 and
# between paraphrases around 0.5-0.8; this maps that band onto 0..1.
COSINE_LOW, COSINE_HIGH = 0.2, 0.8


def reciprocal_rank_fusion(
    lexical: Ranked, semantic: Ranked, *, k: int = RRF_K
) -> dict[str, float]:
    """Sum of ``1 / (k + rank)`` over both rankings, scaled so that first in both is 1.0.

    Only ranks count, so the lexical scale of the store (FTS5 bm25, IDF overlap) does not
    matter. Memories below zero cosine are left out of the semantic ranking.
    """
    fused: dict[str, float] = {}
    for ranking in (lexical, [(i, c) for i, c in semantic if c > 0]):
        for rank, (memory_id, _) in enumerate(ranking, start=1):
            fused[memory_id] = fused.get(memory_id, 0.0) + 1.0 / (k + rank)
    best = 2.0 / (k + 1)
    return {memory_id: round(score / best, 4) for memory_id, score in fused.items()}


def weighted_fusion(
    lexical: Ranked, semantic: Ranked, *, semantic_weight: float = SEMANTIC_WEIGHT
) -> dict[str, float]:
    """``w * calibrated cosine + (1 - w) * lexical score``, for stores whose lexical
    scores are already 0..1 (the in-memory store's are)."""
    lex = dict(lexical)
    lexical_weight = 1 - semantic_weight
    fused: dict[str, float] = {}
    for memory_id, cosine in semantic:
        value = semantic_weight * calibrate(cosine) + lexical_weight * lex.get(memory_id, 0.0)
        if value > 0:
            fused[memory_id] = round(min(value, 1.0), 4)
    for memory_id, score in lex.items():
        fused.setdefault(memory_id, round(lexical_weight * min(score, 1.0), 4))
    return fused


def semantic_only(lexical: Ranked, semantic: Ranked) -> dict[str, float]:
    """Rank by meaning alone (the ``semantic`` retrieval mode): the cosine is the score."""
    return {memory_id: round(cosine, 4) for memory_id, cosine in semantic if cosine > 0}


def calibrate(cosine: float) -> float:
    """A cosine mapped from the ``COSINE_LOW..COSINE_HIGH`` band onto 0..1, clipped."""
    return min(max((cosine - COSINE_LOW) / (COSINE_HIGH - COSINE_LOW), 0.0), 1.0)
