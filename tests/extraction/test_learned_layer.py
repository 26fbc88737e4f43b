"""The learned clause layer: shipped weights are checked, reproducible, and used by default."""

from __future__ import annotations

import gzip
import json
import math
from importlib import resources

import pytest

from support_memory.cli import main
from support_memory.errors import ConfigError
from support_memory.extraction.clauses.split import split_clauses
from support_memory.extraction.learned.features import clause_features
from support_memory.extraction.learned.judge import ClauseJudge
from support_memory.extraction.learned.model import MODEL_FILE, ClauseModel, load_clause_model
from support_memory.extraction.learned.views import clause_views
from support_memory.extraction.rules import RuleExtractor

SHIPPED = resources.files("support_memory.extraction.learned").joinpath(MODEL_FILE)


def test_a_tampered_weights_file_is_refused() -> None:
    payload = SHIPPED.read_bytes()
    data = json.loads(gzip.decompress(payload))
    data["weights"]["bias"] = [9.0] * len(data["kinds"])
    tampered = gzip.compress(json.dumps(data).encode())
    expected = load_clause_model().version.split("+")[-1]
    with pytest.raises(ConfigError, match="checksum"):
        ClauseModel.from_bytes(tampered, expected_sha256=expected + "0" * 52)


def test_retraining_from_the_corpus_gives_exactly_the_shipped_weights(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["train", "--check"]) == 0
    assert "match" in capsys.readouterr().out


def test_the_test_split_is_never_trained_on() -> None:
    assert main(["train", "--corpus", "real-test", "--check"]) == 2


def test_the_model_tells_a_question_from_a_step_and_a_result() -> None:
    judge = ClauseJudge(load_clause_model())
    clauses = split_clauses("should I reinstall the app? I reinstalled it twice, no luck")
    best = [score.best for score in judge.score(clauses)]
    assert best[0] == "other"
    assert best[-1] in ("bad", "step_failed")


def test_the_extractor_uses_the_model_unless_told_not_to() -> None:
    assert RuleExtractor().judge is not None
    assert RuleExtractor(judge=None).judge is None


def test_cached_word_and_pair_rows_score_as_summing_every_feature_does() -> None:
    """The scorer caches each word's and each word pair's summed row; its probabilities
    are those of summing every feature of the clause at once, cold and warm."""
    weights = json.loads(gzip.decompress(SHIPPED.read_bytes()))["weights"]
    model = ClauseModel(weights)
    views = clause_views(
        split_clauses("ok so i reinstalled it, still crashing lol. ill try safe mode")
    )
    for view in views:
        rows = [weights[name] for name in clause_features(view) if name in weights]
        totals = [sum(column) for column in zip(*rows, strict=True)]
        top = max(totals)
        exps = [math.exp(value - top) for value in totals]
        expected = [value / sum(exps) for value in exps]
        for _ in range(2):  # cold, then from the caches
            assert list(model.scores(view).probs.values()) == pytest.approx(expected, abs=1e-12)
