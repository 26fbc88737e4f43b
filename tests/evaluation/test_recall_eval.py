"""The recall evaluation: the shipped set, the metrics, and hybrid against lexical."""

from __future__ import annotations

import pytest

from factories import incident
from support_memory.embeddings import EmbedderUnavailableError, load_embedder
from support_memory.embeddings.protocol import Embedder
from support_memory.evaluation.recall import (
    RecallCase,
    RecallSet,
    evaluate,
    load_recall_set,
)
from support_memory.evaluation.runner import render_recall, run_recall
from support_memory.retrieval import Hit


def test_the_shipped_set_has_enough_paraphrases_that_share_no_word() -> None:
    recall_set = load_recall_set()
    labelled = [c for c in recall_set.cases if c.relevant]
    assert len(labelled) >= 40
    assert sum(c.no_overlap for c in labelled) >= 30
    assert sum(c.kind == "unrelated" for c in recall_set.cases) >= 5
    brief_example = next(c for c in labelled if c.query.startswith("The program hangs"))
    texts = {m.id: m.text for m in recall_set.memories}
    assert [texts[i] for i in brief_example.relevant] == ["App freezes when exporting to Excel"]


class ScriptedRetriever:
    """Answers each query with a fixed list of memories, best first."""

    mode = "scripted"

    def __init__(self, answers: dict[str, list[str]], recall_set: RecallSet) -> None:
        self.answers = answers
        self.by_id = {m.id: m for m in recall_set.memories}

    def retrieve(self, customer_id: str, query: str, limit: int) -> list[Hit]:
        ids = self.answers.get(query, [])[:limit]
        return [Hit(self.by_id[i], 0.9, {"semantic": 0.9}) for i in ids]


def tiny_set() -> RecallSet:
    memories = tuple(
        incident("C1", text).model_copy(update={"id": f"m{i}"})
        for i, text in enumerate(["Printer offline", "Wi-Fi drops", "Screen flickers"], 1)
    )
    cases = (
        RecallCase("C1", "q1", ("m1",), "lexical"),
        RecallCase("C1", "q2", ("m2",), "paraphrase", no_overlap=True),
        RecallCase("C1", "q3", ("m3",), "paraphrase"),
        RecallCase("C1", "billing?", (), "unrelated"),
    )
    return RecallSet(memories, cases)


def test_recall_at_k_mrr_and_leaks_are_computed_from_ranks() -> None:
    recall_set = tiny_set()
    answers = {"q1": ["m1"], "q2": ["m3", "m2"], "q3": [], "billing?": ["m2"]}
    scores = evaluate(ScriptedRetriever(answers, recall_set), recall_set, store="fake")
    assert scores.queries == 3
    assert scores.recall_at_1 == pytest.approx(1 / 3, abs=1e-4)
    assert scores.recall_at_5 == pytest.approx(2 / 3, abs=1e-4)
    assert scores.mrr == pytest.approx((1 + 1 / 2) / 3, abs=1e-4)
    assert scores.no_overlap_recall_at_5 == 1.0
    assert scores.paraphrase_recall_at_5 == 0.5
    assert scores.leaks == 1 and scores.unrelated == 1  # "billing?" kept a memory
    assert scores.misses == ["q3"]


def test_without_the_model_lexical_still_runs_and_the_rest_says_why() -> None:
    def missing() -> Embedder:
        raise EmbedderUnavailableError("onnxruntime is not installed")

    run = run_recall(load_recall_set(), stores=["memory"], load=missing)
    assert [(s.store, s.mode) for s in run.scores] == [("memory", "lexical")]
    assert run.skipped == {
        "memory/semantic": "onnxruntime is not installed",
        "memory/hybrid": "onnxruntime is not installed",
    }
    assert "skipped memory/hybrid: onnxruntime is not installed" in render_recall(run)


def test_hybrid_beats_lexical_on_paraphrases_with_the_real_model() -> None:
    run = run_recall(
        load_recall_set(), stores=["memory"], modes=["lexical", "hybrid"], load=load_embedder
    )
    lexical, hybrid = run.scores
    assert hybrid.paraphrase_recall_at_5 > lexical.paraphrase_recall_at_5
    assert hybrid.recall_at_5 > lexical.recall_at_5
    assert hybrid.no_overlap_recall_at_5 >= 0.9
    assert hybrid.leaks == 0
