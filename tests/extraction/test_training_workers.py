"""Retraining runs its fits on several processes; the weights never depend on how many."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import pytest

from support_memory.cli import main
from support_memory.extraction.learned.jobs import available_workers, run_all

MODEL_FILES = ("clause_model", "step_model", "incident_model", "status_model")


def _square(number: int) -> int:
    return number * number


def test_jobs_come_back_in_their_order_on_any_number_of_workers() -> None:
    numbers = list(range(7))
    assert run_all(_square, numbers, workers=1) == [n * n for n in numbers]
    assert run_all(_square, numbers, workers=2) == [n * n for n in numbers]
    assert available_workers() >= 1


def _small_corpus(folder: Path) -> Path:
    """The first 60 labelled dev cases: enough for every fold to hold some."""
    text = resources.files("support_memory.evaluation").joinpath("data/real_language/dev.json")
    cases = json.loads(text.read_text())["cases"][:60]
    path = folder / "small.json"
    path.write_text(json.dumps({"about": "the first dev cases", "cases": cases}))
    return path


def test_one_worker_and_two_train_the_same_weights_byte_for_byte(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    corpus = str(_small_corpus(tmp_path))
    for workers in ("1", "2"):
        out = tmp_path / f"on{workers}"
        assert main(["train", "--corpus", corpus, "--out", str(out), "--workers", workers]) == 0
    assert "trained on" in capsys.readouterr().out
    for name in MODEL_FILES:
        alone = (tmp_path / "on1" / f"{name}.json.gz").read_bytes()
        side_by_side = (tmp_path / "on2" / f"{name}.json.gz").read_bytes()
        assert alone == side_by_side, name
        assert len(alone) > 100, name  # a model with weights, not an empty document


@pytest.mark.parametrize("count", ["0", "-2", "two"])
def test_a_worker_count_that_is_not_a_positive_whole_number_is_refused(
    count: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["train", "--workers", count, "--check"])
    assert exit_info.value.code == 2
    assert "whole number of processes" in capsys.readouterr().err
