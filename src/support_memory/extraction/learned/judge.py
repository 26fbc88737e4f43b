"""The judgement calls the model makes for the reader, with their thresholds.

``ClauseJudge`` scores a message's clauses once; the reader then asks it plain questions:
is this own step really a troubleshooting step, is this unmatched clause a problem report,
a step the rules could not read, or a result? Thresholds were chosen on the dev split with
models trained on the other folds (``corpus/README.md``), never on the test split.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass

from support_memory.errors import ConfigError
from support_memory.extraction.clauses.split import Clause
from support_memory.extraction.learned.incident_features import IncidentView
from support_memory.extraction.learned.incident_model import IncidentModel, load_incident_model
from support_memory.extraction.learned.kinds import ClauseKind
from support_memory.extraction.learned.model import ClauseModel, KindScores, load_clause_model
from support_memory.extraction.learned.status_features import StatusView
from support_memory.extraction.learned.status_model import StatusModel, load_status_model
from support_memory.extraction.learned.step_features import StepView
from support_memory.extraction.learned.step_model import StepModel, load_step_model
from support_memory.extraction.learned.views import clause_view, clause_views


@dataclass(frozen=True)
class Thresholds:
    """Chosen on the dev split with cross-fitted models, and ``not_a_step`` and
    ``keep_long_step`` on the rounds older commits never saw (``corpus/backtest.py``):
    docs/extraction.md shows the grids.

    ``step`` is off (None) by default: naming a step the rules could not read from the
    model's word alone added more wrong steps than right ones on dev."""

    not_a_step: float = 0.5  # P(any step kind) below this: a doubted step needs its own outcome
    problem: float = 0.5  # P(problem) above this: an unmatched clause reports a problem
    step: float | None = None  # P(any step kind) above this: an unmatched clause is a step
    result: float = 0.6  # P(good) or P(bad) above this: an unmatched clause is a result
    keep_step: float | None = 0.15  # P(kept) below this: the step check stores no new step
    # in a message of ``long_message`` words or more, every step done is asked (never a plan,
    # nor a fix told with its own result), and kept from ``keep_long_step`` on: long posts
    # tell much background
    long_message: int | None = 20
    keep_long_step: float = 0.4
    # there, a fix told with its own result in a clause that reads as a step ("..., and it
    # worked straight away") is kept from this on (None: never asked)
    keep_long_fix: float | None = 0.3
    # P(kept) below this: the incident check stores no new incident, and the problem is the
    # one told before it (None: every incident the rules read is stored)
    keep_incident: float | None = 0.1
    # the status check: P(resolved) below ``reopen_status`` opens again an incident the rules
    # closed on this message; from ``resolve_status`` on it closes one they left open (off:
    # it closed problems whose good news was about another thing, and workarounds); None:
    # the rules' status stands
    resolve_status: float | None = None
    reopen_status: float | None = 0.3


class ClauseJudge:
    """Scores clauses with ``model`` and answers the reader's questions about them; with a
    ``steps`` model it also checks each new step before it is stored."""

    def __init__(
        self,
        model: ClauseModel,
        thresholds: Thresholds | None = None,
        steps: StepModel | None = None,
        incidents: IncidentModel | None = None,
        statuses: StatusModel | None = None,
    ) -> None:
        self.model = model
        self.thresholds = thresholds or Thresholds()
        self.steps = steps
        self.incidents = incidents
        self.statuses = statuses

    @property
    def checks_status(self) -> bool:
        """Will ``settles`` ever change a status? (The reader builds no view otherwise.)"""
        chosen = self.thresholds
        asked = chosen.resolve_status is not None or chosen.reopen_status is not None
        return self.statuses is not None and asked

    def score(self, clauses: Sequence[Clause]) -> list[KindScores]:
        return [self.model.scores(view) for view in clause_views(clauses)]

    def lazily(self, clauses: Sequence[Clause]) -> list[LazyScores]:
        """One ``LazyScores`` per clause: a clause is scored only if the reader asks about it
        (most clauses are settled by the rules alone), with the same view as ``score``."""
        return [LazyScores(self.model, clauses, index) for index in range(len(clauses))]

    def not_a_step(self, scores: KindScores) -> bool:
        share = scores.share("step", "plan", "step_worked", "step_failed")
        return share < self.thresholds.not_a_step

    def problem(self, scores: KindScores) -> bool:
        return scores.probs["problem"] >= self.thresholds.problem

    def step(self, scores: KindScores) -> ClauseKind | None:
        """The step kind of an unmatched clause the model calls a step, else None."""
        threshold = self.thresholds.step
        if threshold is None or scores.share(*_STEPS) < threshold:
            return None
        return max(_STEPS, key=lambda kind: scores.probs[kind])

    def keeps_step(self, view: StepView) -> bool:
        """Should this new step be stored? Never asked of a plan. In a long message every
        step done is asked: a fix told with its own result in a clause that reads as a step
        ("..., and it worked straight away") is kept from ``keep_long_fix``, any other from
        ``keep_long_step``; in a shorter one only the kinds of step that are mostly stored
        wrongly on real language (``_in_doubt``, ``keep_step``). Yes unless the step check
        calls it a step an annotator would not store."""
        chosen = self.thresholds
        if self.steps is None or view.mode == "in_progress" or chosen.keep_step is None:
            return True
        if chosen.long_message is not None and view.message_words >= chosen.long_message:
            if view.outcome == "worked" and not (view.inferred or view.doubtful):
                fix = chosen.keep_long_fix  # a fix told with its own result
                return fix is None or self.steps.probability(view) >= fix
            return self.steps.probability(view) >= chosen.keep_long_step
        if not _in_doubt(view):
            return True
        return self.steps.probability(view) >= chosen.keep_step

    def keeps_incident(self, view: IncidentView) -> bool:
        """Should this new incident be stored? Only asked when the customer has told a
        problem before it (this message's, or one still open): yes unless the incident check
        calls it one an annotator would not store (the problem told again, a detail of it, a
        remark)."""
        threshold = self.thresholds.keep_incident
        if self.incidents is None or threshold is None:
            return True
        return self.incidents.probability(view) >= threshold

    def asks_status(self, resolved: bool, changed: bool) -> bool:
        """Would ``settles`` read an incident the rules left ``resolved`` (or open), with its
        status ``changed`` by this message or not? Never one closed before this message (no
        news of it here), nor a direction whose threshold is off."""
        chosen = self.thresholds
        threshold = chosen.reopen_status if resolved else chosen.resolve_status
        return self.statuses is not None and threshold is not None and (changed or not resolved)

    def settles(self, view: StatusView) -> bool | None:
        """The status check: False when an incident the rules closed on this message is
        still open (P(resolved) < ``reopen_status``), True when one they left open is
        resolved after all (P(resolved) ≥ ``resolve_status``), else None: the rules' status
        stands."""
        if self.statuses is None or not self.asks_status(view.resolved, view.changed):
            return None
        chosen = self.thresholds
        resolved = self.statuses.probability(view)
        if view.resolved:
            threshold = chosen.reopen_status
            return False if threshold is not None and resolved < threshold else None
        threshold = chosen.resolve_status
        return True if threshold is not None and resolved >= threshold else None

    def result(self, scores: KindScores) -> ClauseKind | None:
        """ "good" or "bad" for an unmatched clause the model calls a result, else None."""
        for kind in ("good", "bad"):
            if scores.probs[kind] >= self.thresholds.result:
                return kind
        return None


log = logging.getLogger(__name__)
_LONG = 40  # words: a message this long tells its background too


def _in_doubt(view: StepView) -> bool:
    """A step told with its result whose clause the clause model calls no step (on dev 19
    of 353 were right), or a step with no result told in a long message (mostly
    background: "I updated the app last week"). Never a plan, and never a step told in a
    short message with no result yet: a later "that worked" must find it
    (docs/extraction.md, "the step check")."""
    if view.mode == "in_progress":
        return False
    if view.outcome == "in_progress":
        return view.message_words >= _LONG
    return view.doubtful


_STEPS: tuple[ClauseKind, ...] = ("step", "plan", "step_worked", "step_failed")


class LazyScores:
    """The model's scores for clause ``index`` of ``clauses``, computed on first use."""

    def __init__(self, model: ClauseModel, clauses: Sequence[Clause], index: int) -> None:
        self._model = model
        self._clauses = clauses
        self._index = index
        self._scores: KindScores | None = None

    def get(self) -> KindScores:
        if self._scores is None:
            self._scores = self._model.scores(clause_view(self._clauses, self._index))
        return self._scores


class Verdict:
    """The judge's view of one clause for the reader; with no judge, every question is
    answered "no" and the rules decide alone."""

    def __init__(self, judge: ClauseJudge | None, scores: KindScores | LazyScores | None) -> None:
        self._judge = judge if scores is not None else None
        self._scores = scores

    def _got(self) -> KindScores | None:
        if isinstance(self._scores, LazyScores):
            return self._scores.get()
        return self._scores

    def not_a_step(self) -> bool:
        scores = self._got() if self._judge is not None else None
        return self._judge is not None and scores is not None and self._judge.not_a_step(scores)

    def problem(self) -> bool:
        scores = self._got() if self._judge is not None else None
        return self._judge is not None and scores is not None and self._judge.problem(scores)

    def step(self) -> ClauseKind | None:
        if self._judge is None or self._judge.thresholds.step is None:
            return None  # the question is off: no need to score the clause
        scores = self._got()
        return None if scores is None else self._judge.step(scores)

    def result(self) -> ClauseKind | None:
        scores = self._got() if self._judge is not None else None
        if self._judge is None or scores is None:
            return None
        return self._judge.result(scores)


def default_judge() -> ClauseJudge | None:
    """The judge with the shipped weights, or None (rules alone, with a warning) when the
    clause weights cannot be loaded; without the step or incident model's weights it judges
    clauses and stores every step or incident (with a warning): extraction never fails for
    want of a model."""
    try:
        model = load_clause_model()
    except (ConfigError, OSError, ValueError) as exc:
        log.warning("clause model unavailable, extracting with rules only: %s", exc)
        return None
    try:
        steps: StepModel | None = load_step_model()
    except (ConfigError, OSError, ValueError) as exc:
        log.warning("step model unavailable, storing every step the rules read: %s", exc)
        steps = None
    try:
        incidents: IncidentModel | None = load_incident_model()
    except (ConfigError, OSError, ValueError) as exc:
        log.warning("incident model unavailable, storing every incident the rules read: %s", exc)
        incidents = None
    try:
        statuses: StatusModel | None = load_status_model()
    except (ConfigError, OSError, ValueError) as exc:
        log.warning("status model unavailable, the rules' incident status stands: %s", exc)
        statuses = None
    return ClauseJudge(model, steps=steps, incidents=incidents, statuses=statuses)
