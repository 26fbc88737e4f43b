"""Choose the step check's long-message settings on real-dev, out of fold.

Each of the 5 folds (by source group, ``step_training.fold_of``) is read with a clause model
and a step check trained on the other folds only, as in service: the check never judges
text its models saw. Every setting is scored on all folds; the test split is never read.

    python corpus/choose_step_check.py                   # the grid in docs/extraction.md
    python corpus/choose_step_check.py none 20:0.3       # chosen settings only

A setting is ``none`` (only the doubted kinds are asked, the rule before 2026-12-03),
``shipped``, ``WORDS:THRESHOLD`` (``Thresholds.long_message`` / ``keep_long_step``) or
``NAME=VALUE`` for one of the judge's other thresholds (``step``, ``problem``, ``result``,
``notastep``, ``keep``, ``long``, ``keeplong``, ``keepfix``), e.g. ``step=0.9`` (``none``
turns one off); settings joined by commas apply together (``notastep=0.5,20:0.4``). Takes
about ten minutes (the five folds' models), then about a minute a setting, on this machine.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, replace

from support_memory.agent import SupportAgent
from support_memory.cli.train import _cases
from support_memory.engines.scripted import ScriptedEngine
from support_memory.evaluation.extraction import ExtractionCase, evaluate_extraction, load_cases
from support_memory.extraction.learned import step_training, training
from support_memory.extraction.learned.alignment import label_clauses
from support_memory.extraction.learned.judge import ClauseJudge, Thresholds
from support_memory.extraction.learned.model import ClauseModel
from support_memory.extraction.learned.step_model import StepModel
from support_memory.extraction.rules import RuleExtractor
from support_memory.stores.memory import InMemoryStore

GRID = ["none", "15:0.3", "20:0.25", "20:0.3", "20:0.35", "25:0.3", "30:0.3", "40:0.3"]


@dataclass
class Totals:
    tp: int = 0
    fp: int = 0
    fn: int = 0
    wrong_polarity: int = 0

    def line(self, name: str) -> str:
        precision = self.tp / ((self.tp + self.fp) or 1)
        recall = self.tp / ((self.tp + self.fn) or 1)
        f1 = 2 * precision * recall / ((precision + recall) or 1)
        return (
            f"{name:8s} P {precision:.3f}  R {recall:.3f}  F1 {f1:.3f}  "
            f"(tp {self.tp}, fp {self.fp})  wrong polarity {self.wrong_polarity}"
        )


def thresholds(setting: str) -> Thresholds:
    """The judge's thresholds for ``setting``; settings joined by commas apply together
    (``notastep=0.5,20:0.4``)."""
    chosen = Thresholds()
    for part in setting.split(","):
        chosen = _apply(part, chosen)
    return chosen


def _apply(setting: str, chosen: Thresholds) -> Thresholds:
    if setting == "none":
        return replace(chosen, long_message=None)
    if setting == "shipped":
        return chosen
    if "=" in setting:  # one of the judge's thresholds, the others as they are
        return with_setting(chosen, setting)
    words, keep = setting.split(":")
    return replace(chosen, long_message=int(words), keep_long_step=float(keep))


def with_setting(chosen: Thresholds, setting: str) -> Thresholds:
    """``chosen`` with one ``NAME=VALUE`` setting (``none`` turns the threshold off); also
    used by ``backtest.py`` on older commits, whose thresholds may lack the field."""
    name, _, value = setting.partition("=")
    field = _FIELDS.get(name)
    if field is None or not value:
        raise SystemExit(f"unknown setting {setting!r}: use NAME=VALUE, NAME in {list(_FIELDS)}")
    if not hasattr(chosen, field):
        raise SystemExit(f"{setting!r}: this commit's thresholds have no {field}")
    number = None if value == "none" else int(value) if field == "long_message" else float(value)
    return replace(chosen, **{field: number})


_FIELDS = {"step": "step", "problem": "problem", "result": "result", "notastep": "not_a_step"}
_FIELDS |= {"keep": "keep_step", "long": "long_message", "keeplong": "keep_long_step"}
_FIELDS |= {"keepfix": "keep_long_fix"}  # not in commits before 2026-12-04 evening
_FIELDS |= {"keepinc": "keep_incident"}  # not in commits before 2026-12-05
_FIELDS |= {"reopen": "reopen_status", "resolve": "resolve_status"}  # not before 2026-12-05


def main(settings: list[str]) -> None:
    cases = load_cases("real-dev")
    clauses = list(label_clauses(_cases("real-dev")))
    steps = step_training.crossfit_examples(cases, clauses, training.TrainingSettings())
    folds = []
    for fold in range(step_training.FOLDS):
        others = [c for c in clauses if step_training.fold_of(c.group) != fold]
        clause_model = ClauseModel(training.train(others, training.TrainingSettings()))
        checks = [s for s in steps if step_training.fold_of(s.group) != fold]
        held = [c for c in cases if step_training.fold_of(c.group or c.id) == fold]
        folds.append((held, clause_model, StepModel(step_training.train_steps(checks))))
    for setting in settings:
        print(score(setting, folds).line(setting), flush=True)


def score(setting: str, folds: list[tuple[list[ExtractionCase], ClauseModel, StepModel]]) -> Totals:
    totals = Totals()
    for held, clause_model, step_model in folds:
        judge = ClauseJudge(clause_model, thresholds(setting), steps=step_model)
        report = evaluate_extraction(held, agent_factory=_agent_with(judge))
        totals.tp += report.attempt_tp
        totals.fp += report.attempt_fp
        totals.fn += report.attempt_fn
        totals.wrong_polarity += report.wrong_polarity
    return totals


def _agent_with(judge: ClauseJudge) -> Callable[[], SupportAgent]:
    return lambda: SupportAgent(InMemoryStore(), ScriptedEngine(), RuleExtractor(judge=judge))


if __name__ == "__main__":
    main(sys.argv[1:] or GRID)
