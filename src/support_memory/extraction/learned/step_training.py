"""Train the step check (``step_model``) from the corpus, reproducibly.

The examples are the steps the rules and the clause model store on each case of a labelled
set, read exactly as the evaluator reads them (a fresh agent, the case's turns in order):
a step is a positive example when the evaluator matches the ATTEMPT it became, after the
last turn, to an expected one, and a negative one when no expected item claims it.

**Cross-fitted.** The step check reads the clause model's doubt about a step's clause. On
the clauses it was trained on that doubt is nearly always right; on new text it is not. So
each case is read with a clause model trained without its fold (``FOLDS`` folds by source
group), and the check learns how far to trust the doubt on text the clause model has not
seen, which is all it will ever see in service.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from support_memory.agent import SupportAgent
from support_memory.engines.scripted import ScriptedEngine
from support_memory.evaluation.extraction import ExtractionCase, claims, matches, stored_after
from support_memory.extraction.learned.alignment import LabelledClause
from support_memory.extraction.learned.incident_features import IncidentView
from support_memory.extraction.learned.jobs import run_all
from support_memory.extraction.learned.judge import ClauseJudge
from support_memory.extraction.learned.model import ClauseModel
from support_memory.extraction.learned.status_features import StatusView
from support_memory.extraction.learned.step_features import StepView, step_features
from support_memory.extraction.learned.training import (
    TrainingSettings,
    check_bytes,
    fit_check,
    save_check,
    train,
)
from support_memory.extraction.protocol import Extraction
from support_memory.extraction.rules import RuleExtractor
from support_memory.models import Memory, MemoryType
from support_memory.stores.memory import InMemoryStore

# Fewer epochs than the clause model: a few thousand examples, and stopping early is what
# keeps this model from learning the dev cases by heart (docs/extraction.md has the grid).
SETTINGS = TrainingSettings(epochs=100, l2=1e-3)
FOLDS = 5


def fold_of(group: str, folds: int = FOLDS) -> int:
    """A source group's fold: stable across runs and machines (no hash seed)."""
    return zlib.crc32(group.encode()) % folds


@dataclass(frozen=True)
class LabelledStep:
    view: StepView
    kept: bool  # the evaluator matched the ATTEMPT it became to an expected one
    group: str  # the case's source document


@dataclass(frozen=True)
class LabelledIncident:
    view: IncidentView
    kept: bool  # the evaluator matched the INCIDENT it became to an expected one
    group: str


@dataclass(frozen=True)
class LabelledStatus:
    view: StatusView
    resolved: bool  # the status of the expected INCIDENT the evaluator matched it to
    group: str


@dataclass
class Examples:
    """What one reading of a labelled set gives each check to learn from."""

    steps: list[LabelledStep] = field(default_factory=list)
    incidents: list[LabelledIncident] = field(default_factory=list)
    statuses: list[LabelledStatus] = field(default_factory=list)

    def extend(self, other: Examples) -> None:
        self.steps += other.steps
        self.incidents += other.incidents
        self.statuses += other.statuses


class _RecordingJudge(ClauseJudge):
    """The clause judge with every step and incident kept and every status left as the
    rules read it, and all of them seen: the views of one message."""

    def __init__(self, model: ClauseModel) -> None:
        super().__init__(model)
        self.views: list[StepView] = []
        self.incident_views: list[IncidentView] = []
        self.status_views: list[StatusView] = []

    @property
    def checks_status(self) -> bool:
        return True

    def asks_status(self, resolved: bool, changed: bool) -> bool:
        return True  # every status is seen

    def settles(self, view: StatusView) -> bool | None:
        self.status_views.append(view)
        return None

    def keeps_step(self, view: StepView) -> bool:
        self.views.append(view)
        return True

    def keeps_incident(self, view: IncidentView) -> bool:
        self.incident_views.append(view)
        return True


class _Recorder:
    """An extractor that remembers which view each new ATTEMPT came from."""

    def __init__(self, model: ClauseModel) -> None:
        self.judge = _RecordingJudge(model)
        self.rules = RuleExtractor(judge=self.judge, deadline_s=None)
        self.views: dict[str, StepView] = {}
        self.incident_views: dict[str, IncidentView] = {}
        self.status_views: dict[str, StatusView] = {}  # the last one asked of each incident

    def extract(self, customer_id: str, message: str, history: Sequence[Memory]) -> Extraction:
        self.judge.views.clear()
        self.judge.incident_views.clear()
        self.judge.status_views.clear()
        extraction = self.rules.extract(customer_id, message, history)
        self.status_views |= {view.incident_id: view for view in self.judge.status_views}
        # the same text told twice in a message is one memory: the last telling's
        by_text = {view.text.lower(): view for view in self.judge.views}
        incidents = {view.text.lower(): view for view in self.judge.incident_views}
        for memory in extraction.new:
            key = memory.text.lower()
            if memory.type is MemoryType.ATTEMPT and key in by_text:
                self.views[memory.id] = by_text[key]
            elif memory.type is MemoryType.INCIDENT and key in incidents:
                self.incident_views[memory.id] = incidents[key]
        return extraction


def step_examples(cases: Sequence[ExtractionCase], model: ClauseModel) -> list[LabelledStep]:
    """Every step stored on ``cases`` by the rules behind ``model``, labelled."""
    return examples_of(cases, model).steps


def examples_of(cases: Sequence[ExtractionCase], model: ClauseModel) -> Examples:
    """Every step, every incident the incident check would be asked about and every status
    the status check would be asked about, stored on ``cases`` by the rules behind
    ``model``, labelled. An incident is kept when it matches an expected INCIDENT, whatever
    its status, that no earlier incident matched; its status is labelled by that INCIDENT's,
    as the check saw it last (after the last message about it)."""
    found = Examples()
    steps, incidents, statuses = found.steps, found.incidents, found.statuses
    for case in cases:
        recorder = _Recorder(model)
        memories = stored_after(case, _agent_with(recorder))
        claimed = {memory.id for memory in claims(case, memories) if memory is not None}
        group = case.group or case.id
        for memory in memories:
            view = recorder.views.get(memory.id)
            if view is not None:
                steps.append(LabelledStep(view, memory.id in claimed, group))
        # each expected INCIDENT without its status (matched whatever the status), and it
        expected = [
            ({key: value for key, value in item.items() if key != "status"}, item.get("status"))
            for item in case.expect
            if item.get("type") == "INCIDENT"
        ]
        for memory in memories:
            if memory.type is not MemoryType.INCIDENT:
                continue
            hit = next((pair for pair in expected if matches(pair[0], memory)), None)
            if hit is not None:
                expected.remove(hit)
            incident = recorder.incident_views.get(memory.id)
            if incident is not None:
                incidents.append(LabelledIncident(incident, hit is not None, group))
            status = recorder.status_views.get(memory.id)
            if status is not None and hit is not None and hit[1] in ("open", "resolved"):
                statuses.append(LabelledStatus(status, hit[1] == "resolved", group))
    return found


def _agent_with(recorder: _Recorder) -> Callable[[], SupportAgent]:
    return lambda: SupportAgent(InMemoryStore(), ScriptedEngine(), recorder)


def crossfit_examples(
    cases: Sequence[ExtractionCase],
    clauses: Sequence[LabelledClause],
    settings: TrainingSettings,
    folds: int = FOLDS,
) -> list[LabelledStep]:
    """``step_examples`` of every case, each read with a clause model fitted (with
    ``settings``) on the ``clauses`` of the other folds only."""
    return crossfit_all(cases, clauses, settings, folds).steps


def crossfit_all(
    cases: Sequence[ExtractionCase],
    clauses: Sequence[LabelledClause],
    settings: TrainingSettings,
    folds: int = FOLDS,
    workers: int = 1,
) -> Examples:
    """``examples_of`` every case, each read with a clause model fitted (with ``settings``)
    on the ``clauses`` of the other folds only: the step check's, the incident check's and
    the status check's examples from one reading. The folds run on up to ``workers``
    processes (``jobs.py``): the same examples whatever their number."""
    return _merged(run_all(_fit_and_read, _fold_jobs(cases, clauses, settings, folds), workers))


def fit_and_crossfit(
    cases: Sequence[ExtractionCase],
    clauses: Sequence[LabelledClause],
    settings: TrainingSettings,
    folds: int = FOLDS,
    workers: int = 1,
) -> tuple[dict[str, list[float]], Examples]:
    """The clause model's weights fitted on all ``clauses``, and ``crossfit_all``'s examples:
    the six fits side by side on up to ``workers`` processes, the same results whatever
    their number."""
    everything = _FoldJob(tuple(clauses), (), settings)
    jobs = [everything, *_fold_jobs(cases, clauses, settings, folds)]
    results = run_all(_fit_and_read, jobs, workers)
    return results[0][0], _merged(results[1:])


@dataclass(frozen=True)
class _FoldJob:
    clauses: tuple[LabelledClause, ...]  # the clause model is fitted on these ...
    cases: tuple[ExtractionCase, ...]  # ... then reads these (none: its weights are the result)
    settings: TrainingSettings


def _fold_jobs(
    cases: Sequence[ExtractionCase],
    clauses: Sequence[LabelledClause],
    settings: TrainingSettings,
    folds: int,
) -> list[_FoldJob]:
    jobs = []
    for fold in range(folds):
        held = tuple(case for case in cases if fold_of(case.group or case.id, folds) == fold)
        if held:
            others = tuple(clause for clause in clauses if fold_of(clause.group, folds) != fold)
            jobs.append(_FoldJob(others, held, settings))
    return jobs


def _fit_and_read(job: _FoldJob) -> tuple[dict[str, list[float]], Examples]:
    weights = train(job.clauses, job.settings)
    if not job.cases:
        return weights, Examples()
    return {}, examples_of(job.cases, ClauseModel(weights))


def _merged(results: Sequence[tuple[dict[str, list[float]], Examples]]) -> Examples:
    found = Examples()
    for _, examples in results:
        found.extend(examples)
    return found


def train_steps(
    examples: Sequence[LabelledStep], settings: TrainingSettings = SETTINGS
) -> dict[str, list[float]]:
    """Fit the weights: ``{feature: [dropped, kept]}``."""
    return fit_check(
        [step_features(e.view) for e in examples], [e.kept for e in examples], settings
    )


model_bytes = check_bytes  # the gzip'd JSON of the weights, the same bytes for the same weights


def save(weights: dict[str, list[float]], folder: Path, version: str) -> str:
    """Write the model and its checksum into ``folder``; return the sha256."""
    return save_check(weights, folder, version, "step_model")
