"""``corpus/out_of_fold.py``: the whole learned layer scored on dev out of fold. The full run
trains five clause models (minutes); these tests check its plumbing on a few shipped cases
read with the shipped clause model."""

from __future__ import annotations

import zlib
from types import ModuleType

import pytest
from corpus_scripts import load_script

from support_memory.evaluation.extraction import load_cases
from support_memory.extraction.learned import step_training
from support_memory.extraction.learned.judge import Thresholds
from support_memory.extraction.learned.model import load_clause_model


def _oof() -> ModuleType:
    return load_script("out_of_fold")


def test_a_setting_names_training_settings_thresholds_and_bagging() -> None:
    chosen = _oof().recipe("incl2=0.01,keepinc=0.05,bag,statusepochs=50")
    assert chosen.incidents.l2 == 0.01
    assert chosen.thresholds.keep_incident == 0.05
    assert chosen.statuses.epochs == 50
    assert chosen.bag
    assert chosen.steps == step_training.SETTINGS  # the others as shipped


def test_shipped_is_the_shipped_recipe() -> None:
    chosen = _oof().recipe("shipped")
    assert chosen.thresholds == Thresholds() and not chosen.bag
    assert chosen.steps == chosen.incidents == chosen.statuses == step_training.SETTINGS


@pytest.mark.parametrize("setting", ["bogus=1", "keeplong="])
def test_an_unknown_setting_is_refused(setting: str) -> None:
    with pytest.raises(SystemExit, match="NAME=VALUE"):
        _oof().recipe(setting)


def test_bagged_weights_are_the_mean_and_an_absent_feature_counts_as_zero() -> None:
    mean = _oof()._mean([{"a": [1.0, 2.0], "b": [0.5, 0.5]}, {"a": [3.0, 0.0]}])
    assert mean == {"a": [2.0, 1.0], "b": [0.25, 0.25]}


def _folds(module: ModuleType) -> list:
    cases = load_cases("shipped")[:40]
    model = load_clause_model()
    held = [cases[at::4] for at in range(4)]
    return [module.Fold(part, model, step_training.examples_of(part, model)) for part in held]


def test_every_fold_is_read_with_checks_trained_on_the_others_and_totals_add_up() -> None:
    module = _oof()
    folds = _folds(module)
    totals = module.score("shipped", folds)
    assert totals.tp + totals.fn == sum(
        1
        for fold in folds
        for case in fold.held
        for item in case.expect
        if item.get("type") == "ATTEMPT"
    )
    assert totals.incident_total == sum(
        1
        for fold in folds
        for case in fold.held
        for item in case.expect
        if item.get("type") == "INCIDENT"
    )
    line = totals.line("shipped")
    assert line.startswith("shipped") and "F1 " in line and "INCIDENT recall" in line


def test_churn_counts_every_decision_the_checks_were_asked() -> None:
    module = _oof()
    folds = _folds(module)
    said = dict(part.split(" ") for part in module.churn("shipped", folds).split("  "))
    asked = {
        "step": sum(len(fold.examples.steps) for fold in folds),
        "incident": sum(len(fold.examples.incidents) for fold in folds),
        "status": sum(len(fold.examples.statuses) for fold in folds),
    }
    assert asked["step"] > 0
    for kind, total in asked.items():
        changed, of = (int(n) for n in said[kind].split("/"))
        assert of == total and 0 <= changed <= total


def test_leaving_out_a_tenth_drops_whole_source_groups_by_their_hash() -> None:
    module = _oof()
    fold = _folds(module)[0]
    thinned = module._without_a_tenth(fold)

    def stays(group: str) -> bool:
        return zlib.crc32(("thin:" + group).encode()) % 10 != 0

    assert thinned.examples.steps == [e for e in fold.examples.steps if stays(e.group)]
    assert thinned.examples.incidents == [e for e in fold.examples.incidents if stays(e.group)]
    assert thinned.held == fold.held and thinned.clause_model is fold.clause_model
