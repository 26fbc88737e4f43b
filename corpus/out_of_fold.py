"""Score the whole learned layer out of fold on real-dev: clause model and all three checks.

``choose_step_check.py`` reads each dev fold with a clause model and a step check trained
without it; the incident and status checks are off there. This script reads each of the 5
folds (by source group, ``step_training.fold_of``) with the clause model *and* the step,
incident and status checks trained on the other folds only, as ``support-memory train``
trains them, and prints ATTEMPT and INCIDENT totals: what the shipped models would score on
dev cases they never saw. The rules are in sample (they were written reading dev), the
models are not. The test split is never read.

    python corpus/out_of_fold.py shipped                  # the shipped settings
    python corpus/out_of_fold.py shipped incl2=0.01 bag   # and two training variants

A setting is ``shipped`` or ``NAME=VALUE`` pairs joined by commas: one of the judge's
thresholds as in ``choose_step_check.py`` (``keepinc=0.05``), or a check's training setting,
``stepl2``, ``incl2``, ``statusl2`` (L2) and ``stepepochs``, ``incepochs``,
``statusepochs``; ``bag`` trains each check as the mean of one model per training fold,
each fitted without that fold (the same size of file, less sensitive to any one part of
the corpus). ``--stability`` also counts how many of the checks' decisions on each held-out
fold change when a tenth of the training cases is left out: the retrain-to-retrain churn.

The fold models and the cross-fitted examples (about ten minutes) are cached in
``/tmp/out_of_fold-<corpus digest>.pickle``; then about two minutes a setting.
"""

from __future__ import annotations

import hashlib
import pickle
import sys
import zlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from support_memory.agent import SupportAgent
from support_memory.cli.train import _cases
from support_memory.engines.scripted import ScriptedEngine
from support_memory.evaluation.extraction import ExtractionCase, evaluate_extraction, load_cases
from support_memory.extraction.learned import step_training, training
from support_memory.extraction.learned.alignment import label_clauses
from support_memory.extraction.learned.incident_features import incident_features
from support_memory.extraction.learned.incident_model import IncidentModel
from support_memory.extraction.learned.judge import ClauseJudge, Thresholds
from support_memory.extraction.learned.model import ClauseModel
from support_memory.extraction.learned.status_features import status_features
from support_memory.extraction.learned.status_model import StatusModel
from support_memory.extraction.learned.step_features import step_features
from support_memory.extraction.learned.step_model import StepModel
from support_memory.extraction.learned.step_training import Examples
from support_memory.extraction.learned.training import TrainingSettings, fit_check
from support_memory.extraction.rules import RuleExtractor
from support_memory.stores.memory import InMemoryStore

sys.path.insert(0, str(Path(__file__).resolve().parent))  # its sibling script, run or loaded
from choose_step_check import Totals as AttemptTotals  # its ATTEMPT totals
from choose_step_check import with_setting  # the one thresholds parser

FOLDS = step_training.FOLDS
_CODE = {".py", ".json", ".gz"}  # the rules, their word lists and the shipped weights
_TRAINING = {"stepl2", "incl2", "statusl2", "stepepochs", "incepochs", "statusepochs"}


@dataclass
class Fold:
    held: list[ExtractionCase]
    clause_model: ClauseModel
    examples: Examples  # what the rules read on ``held`` behind ``clause_model``


@dataclass
class Recipe:
    """How the three checks are trained, and the judge's thresholds."""

    thresholds: Thresholds
    steps: TrainingSettings
    incidents: TrainingSettings
    statuses: TrainingSettings
    bag: bool = False


@dataclass
class Totals(AttemptTotals):
    """ATTEMPT totals (``choose_step_check.Totals``) and INCIDENT ones."""

    incident_hits: int = 0
    incident_total: int = 0
    incidents_stored: int = 0
    incidents_unmatched: int = 0

    def line(self, name: str) -> str:
        stored = self.incidents_stored
        return (
            f"{super().line(name)}  INCIDENT recall "
            f"{self.incident_hits / (self.incident_total or 1):.4f} ({self.incident_hits}) "
            f"precision {(stored - self.incidents_unmatched) / (stored or 1):.3f} ({stored})"
        )


def recipe(setting: str) -> Recipe:
    """The recipe of ``setting`` (``incl2=0.01,keepinc=0.05``, ``bag``, ``shipped``)."""
    chosen = Recipe(
        Thresholds(), step_training.SETTINGS, step_training.SETTINGS, step_training.SETTINGS
    )
    for part in setting.split(","):
        name, _, value = part.partition("=")
        if part in ("shipped", ""):
            continue
        if part == "bag":
            chosen.bag = True
        elif name in _TRAINING:
            check = name.removesuffix("l2").removesuffix("epochs")
            field = "l2" if name.endswith("l2") else "epochs"
            number: float | int = float(value) if field == "l2" else int(value)
            current = getattr(
                chosen, {"step": "steps", "inc": "incidents"}.get(check, check + "es")
            )
            updated = replace(current, **{field: number})
            setattr(chosen, {"step": "steps", "inc": "incidents"}.get(check, check + "es"), updated)
        else:
            chosen.thresholds = with_setting(chosen.thresholds, part)
    return chosen


def folds(cases: Sequence[ExtractionCase]) -> list[Fold]:
    """Each fold's held-out cases, its clause model and the examples read behind it (cached
    by the digest of the corpus and of the extraction code, which the examples depend on)."""
    raw = _cases("real-dev")
    source = Path(step_training.__file__).resolve().parents[1]  # the extraction package
    code = b"".join(p.read_bytes() for p in sorted(source.rglob("*")) if p.suffix in _CODE)
    digest = hashlib.sha256(repr(raw).encode() + code).hexdigest()[:16]
    cache = Path(f"/tmp/out_of_fold-{digest}.pickle")
    if cache.exists():
        loaded: list[Fold] = pickle.loads(cache.read_bytes())
        return loaded
    clauses = list(label_clauses(raw))
    found = []
    for fold in range(FOLDS):
        held = [case for case in cases if step_training.fold_of(case.group or case.id) == fold]
        others = [clause for clause in clauses if step_training.fold_of(clause.group) != fold]
        model = ClauseModel(training.train(others, training.TrainingSettings()))
        found.append(Fold(held, model, step_training.examples_of(held, model)))
        print(f"fold {fold}: {len(held)} cases read", file=sys.stderr, flush=True)
    cache.write_bytes(pickle.dumps(found))
    return found


def _fit(
    examples: Sequence[Any],
    features: Callable[[Any], Iterable[str]],
    label: Callable[[Any], bool],
    chosen: Recipe,
    settings: TrainingSettings,
) -> dict[str, list[float]]:
    """One check's weights on ``examples`` (``label`` of each), bagged if ``chosen`` says."""
    rows = [list(features(example.view)) for example in examples]
    kept = [label(example) for example in examples]
    if not chosen.bag:
        return fit_check(rows, kept, settings)
    fitted = []
    for part in range(FOLDS):  # one model per training fold, each fitted without it
        keep = [zlib.crc32(("bag:" + e.group).encode()) % FOLDS != part for e in examples]
        fitted.append(
            fit_check(
                [r for r, k in zip(rows, keep, strict=True) if k],
                [v for v, k in zip(kept, keep, strict=True) if k],
                settings,
            )
        )
    return _mean(fitted)


def _mean(models: list[dict[str, list[float]]]) -> dict[str, list[float]]:
    names = {name for model in models for name in model}
    return {
        name: [
            round(sum(model.get(name, [0.0, 0.0])[i] for model in models) / len(models), 3)
            for i in range(2)
        ]
        for name in names
    }


def checks(
    training_folds: list[Fold], chosen: Recipe
) -> tuple[StepModel, IncidentModel, StatusModel]:
    """The three checks trained on ``training_folds``' examples with ``chosen``."""
    steps = [s for fold in training_folds for s in fold.examples.steps]
    incidents = [i for fold in training_folds for i in fold.examples.incidents]
    statuses = [s for fold in training_folds for s in fold.examples.statuses]
    step_weights = _fit(steps, step_features, lambda s: s.kept, chosen, chosen.steps)
    incident_weights = _fit(
        incidents, incident_features, lambda i: i.kept, chosen, chosen.incidents
    )
    status_weights = _fit(statuses, status_features, lambda s: s.resolved, chosen, chosen.statuses)
    return StepModel(step_weights), IncidentModel(incident_weights), StatusModel(status_weights)


def score(setting: str, all_folds: list[Fold]) -> Totals:
    chosen = recipe(setting)
    totals = Totals()
    for at, fold in enumerate(all_folds):
        steps, incidents, statuses = checks([f for i, f in enumerate(all_folds) if i != at], chosen)
        judge = ClauseJudge(
            fold.clause_model,
            chosen.thresholds,
            steps=steps,
            incidents=incidents,
            statuses=statuses,
        )
        report = evaluate_extraction(fold.held, agent_factory=_agent_with(judge))
        totals.tp += report.attempt_tp
        totals.fp += report.attempt_fp
        totals.fn += report.attempt_fn
        totals.wrong_polarity += report.wrong_polarity
        totals.incident_hits += report.recall_hits.get("INCIDENT", 0)
        totals.incident_total += report.recall_totals.get("INCIDENT", 0)
        totals.incidents_stored += report.incidents_stored
        totals.incidents_unmatched += report.incidents_unmatched
    return totals


def churn(setting: str, all_folds: list[Fold]) -> str:
    """How many of the checks' decisions on each held-out fold change when the checks are
    trained without a tenth of the other folds' cases (by source group): the judge's own
    calls (``keeps_step``, ``keeps_incident``, ``settles``) with both sets of checks."""
    chosen = recipe(setting)
    changed = {"step": 0, "incident": 0, "status": 0}
    asked = {"step": 0, "incident": 0, "status": 0}
    for at, fold in enumerate(all_folds):
        training_folds = [f for i, f in enumerate(all_folds) if i != at]
        judges = [
            ClauseJudge(fold.clause_model, chosen.thresholds, *trained)
            for trained in (
                checks(training_folds, chosen),
                checks([_without_a_tenth(f) for f in training_folds], chosen),
            )
        ]
        for step in fold.examples.steps:
            asked["step"] += 1
            changed["step"] += len({judge.keeps_step(step.view) for judge in judges}) > 1
        for incident in fold.examples.incidents:
            asked["incident"] += 1
            changed["incident"] += len({j.keeps_incident(incident.view) for j in judges}) > 1
        for status in fold.examples.statuses:
            asked["status"] += 1
            changed["status"] += len({judge.settles(status.view) for judge in judges}) > 1
    return "  ".join(f"{kind} {changed[kind]}/{asked[kind]}" for kind in changed)


def _without_a_tenth(fold: Fold) -> Fold:
    def kept(group: str) -> bool:
        return zlib.crc32(("thin:" + group).encode()) % 10 != 0

    examples = Examples(
        [s for s in fold.examples.steps if kept(s.group)],
        [i for i in fold.examples.incidents if kept(i.group)],
        [s for s in fold.examples.statuses if kept(s.group)],
    )
    return Fold(fold.held, fold.clause_model, examples)


def _agent_with(judge: ClauseJudge) -> Callable[[], SupportAgent]:
    return lambda: SupportAgent(InMemoryStore(), ScriptedEngine(), RuleExtractor(judge=judge))


def main(arguments: list[str]) -> None:
    stability = "--stability" in arguments
    settings = [a for a in arguments if a != "--stability"] or ["shipped"]
    all_folds = folds(load_cases("real-dev"))
    for setting in settings:
        line = score(setting, all_folds).line(setting)
        if stability:
            line += "  churn " + churn(setting, all_folds)
        print(line, flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
