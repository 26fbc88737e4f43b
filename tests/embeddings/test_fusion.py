"""Fusion: how lexical and semantic rankings become one order."""

from __future__ import annotations

import pytest

from support_memory.embeddings.fusion import (
    calibrate,
    reciprocal_rank_fusion,
    semantic_only,
    weighted_fusion,
)


def test_first_in_both_rankings_scores_one_and_wins() -> None:
    fused = reciprocal_rank_fusion([("a", 0.9), ("b", 0.5)], [("a", 0.7), ("c", 0.6)])
    assert fused["a"] == 1.0
    assert max(fused, key=fused.__getitem__) == "a"


def test_rrf_uses_ranks_only_so_the_lexical_scale_does_not_matter() -> None:
    semantic = [("b", 0.8), ("a", 0.3)]
    small = reciprocal_rank_fusion([("a", 0.2), ("b", 0.1)], semantic)
    bm25_like = reciprocal_rank_fusion([("a", 12.5), ("b", 3.0)], semantic)
    assert small == bm25_like


def test_a_paraphrase_found_only_by_meaning_still_ranks() -> None:
    fused = reciprocal_rank_fusion([], [("paraphrase", 0.66), ("other", 0.1)])
    assert fused["paraphrase"] > fused["other"] > 0


def test_agreement_beats_one_strong_signal() -> None:
    # "both" is second in each ranking; it beats a memory first in only one of them.
    fused = reciprocal_rank_fusion(
        [("lex", 0.9), ("both", 0.5)], [("sem", 0.8), ("both", 0.6), ("lex", 0.05)]
    )
    assert fused["both"] > fused["sem"]


def test_memories_with_negative_cosine_get_no_semantic_credit() -> None:
    fused = reciprocal_rank_fusion([], [("near", 0.5), ("opposite", -0.2)])
    assert "opposite" not in fused


def test_semantic_only_scores_are_the_cosines() -> None:
    assert semantic_only([("x", 0.9)], [("y", 0.61), ("x", 0.2), ("z", -0.1)]) == {
        "y": 0.61,
        "x": 0.2,
    }


def test_weighted_fusion_blends_calibrated_cosine_and_lexical_score() -> None:
    fused = weighted_fusion([("a", 1.0)], [("a", 0.8), ("b", 0.8), ("c", 0.2)])
    assert fused["a"] == 1.0
    assert fused["b"] == 0.7  # same meaning, no shared word: the cosine share only
    assert "c" not in fused  # at the bottom of the cosine band, with no word in common


def test_calibrate_clips_to_the_unit_interval() -> None:
    assert calibrate(-0.3) == 0.0
    assert calibrate(0.5) == pytest.approx(0.5)
    assert calibrate(0.95) == 1.0
