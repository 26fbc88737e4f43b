"""The judgement calls the model makes for the reader, with their thresholds.

``ClauseJudge`` scores a message's clauses once; the reader then asks it plain questions:
is this own step really a troubleshooting step, is this unmatched clause a problem report,
a step the rules could not read, or a result? Thresholds were chosen on the dev split with
models trained on the other folds (``corpus/README.md``), never on the test split.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from support_memory.extraction.clauses.split import Clause
from support_memory.extraction.learned.model import ClauseModel, KindScores
from support_memory.extraction.learned.views import clause_views


@dataclass(frozen=True)
class Thresholds:
    not_a_step: float = 0.15  # P(any step kind) below this: a rule-read step is dropped
    problem: float = 0.6  # P(problem) above this: an unmatched clause reports a problem


class ClauseJudge:
    """Scores clauses with ``model`` and answers the reader's questions about them."""

    def __init__(self, model: ClauseModel, thresholds: Thresholds | None = None) -> None:
        self.model = model
        self.thresholds = thresholds or Thresholds()

    def score(self, clauses: Sequence[Clause]) -> list[KindScores]:
        return [self.model.scores(view) for view in clause_views(clauses)]

    def not_a_step(self, scores: KindScores) -> bool:
        share = scores.share("step", "plan", "step_worked", "step_failed")
        return share < self.thresholds.not_a_step

    def problem(self, scores: KindScores) -> bool:
        return scores.probs["problem"] >= self.thresholds.problem
