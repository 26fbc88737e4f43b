"""The extraction evaluator: labelled conversations in, precision / recall out.

The dataset is a JSON object ``{"about": str, "cases": [...]}``; each case has ``id``,
``turns`` (customer messages, sent in order to a fresh customer through
``SupportAgent.handle``), ``expect`` and optionally ``forbid``: lists of items
``{"type", "outcome"?, "status"?, "match": [[substring, ...], ...]}``. An item matches a
memory of that type (and outcome / status, when given) when every ``match`` group has one
of its substrings in the memory's lowercased text.

Scores: precision / recall / F1 over ATTEMPT memories (an expected ATTEMPT matched to a
distinct produced one is a true positive; a produced ATTEMPT that no expected item claims
is a false positive), and recall over INCIDENT and PROFILE items.

**Wrong polarity** is counted on its own, because it is the costliest error: an expected
``worked`` step stored as ``failed``, or an expected ``failed`` step stored as ``worked``
(the agent would then skip the real fix, or offer a failed step as "the fix that worked").
It is also a miss plus an unexpected attempt in P/R/F1.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from support_memory.agent import SupportAgent
from support_memory.engines.scripted import ScriptedEngine
from support_memory.errors import ValidationError
from support_memory.extraction.rules import RuleExtractor
from support_memory.models import Memory, MemoryType
from support_memory.stores.memory import InMemoryStore

# The project's own cases, in the dataset format of the shared development set.
SHIPPED_CASES = "data/extraction_cases.json"
# Named case sets shipped in the package (``support-memory eval --extraction NAME``): the
# written cases, and the two frozen splits of the real-language corpus (``corpus/``).
CASE_SETS = {
    "shipped": SHIPPED_CASES,
    "real-dev": "data/real_language/dev.json",
    "real-test": "data/real_language/test.json",
}

# Scored before a change and reported, never read for errors: its per-case results are
# printed only on request (``support-memory eval --show-test-cases``).
FROZEN_SETS = frozenset({"real-test"})
# A case file in a folder of this name is a held-out round (``corpus/heldout/``): frozen too
HELD_OUT_FOLDER = "heldout"


def is_frozen(name: str) -> bool:
    """Whether the per-case results of the set ``name`` stay hidden by default: the frozen
    test split, and any case file kept in a ``heldout`` folder."""
    return name in FROZEN_SETS or HELD_OUT_FOLDER in Path(name).parent.parts


AgentFactory = Callable[[], SupportAgent]
_CUSTOMER = "EVAL-CUSTOMER"


@dataclass(frozen=True)
class ExtractionCase:
    id: str
    turns: tuple[str, ...]
    expect: tuple[dict[str, Any], ...]
    forbid: tuple[dict[str, Any], ...] = ()
    group: str = ""  # the source document (corpus cases): folds never split one


@dataclass
class CaseResult:
    """One case: what was stored, which expected items were missed, what was forbidden."""

    id: str
    memories: list[dict[str, Any]]
    missed: list[dict[str, Any]] = field(default_factory=list)
    forbidden: list[dict[str, Any]] = field(default_factory=list)
    unexpected_attempts: list[str] = field(default_factory=list)
    wrong_polarity: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not (self.missed or self.forbidden or self.unexpected_attempts)


@dataclass
class ExtractionReport:
    cases: list[CaseResult]
    attempt_tp: int = 0
    attempt_fp: int = 0
    attempt_fn: int = 0
    wrong_polarity: int = 0
    # turns whose extraction failed or ran out of time (the agent replied, learnt nothing):
    # a rule that raises shows here, not as a silently lower score
    skipped: int = 0
    recall_hits: dict[str, int] = field(default_factory=dict)
    recall_totals: dict[str, int] = field(default_factory=dict)
    # INCIDENTs stored, and those no expected INCIDENT claimed (text and status): recall
    # alone would reward storing a problem for every clause
    incidents_stored: int = 0
    incidents_unmatched: int = 0

    @property
    def precision(self) -> float:
        found = self.attempt_tp + self.attempt_fp
        return self.attempt_tp / found if found else 1.0

    @property
    def recall(self) -> float:
        wanted = self.attempt_tp + self.attempt_fn
        return self.attempt_tp / wanted if wanted else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    @property
    def incident_precision(self) -> float:
        """The share of stored INCIDENTs that an expected one claimed."""
        stored = self.incidents_stored
        return (stored - self.incidents_unmatched) / stored if stored else 1.0

    def type_recall(self, memory_type: str) -> float:
        total = self.recall_totals.get(memory_type, 0)
        return self.recall_hits.get(memory_type, 0) / total if total else 1.0

    def to_dict(self, *, per_case: bool = True) -> dict[str, Any]:
        """The scores, and each case's memories and misses unless ``per_case`` is False."""
        totals = {
            "attempt": {
                "precision": round(self.precision, 4),
                "recall": round(self.recall, 4),
                "f1": round(self.f1, 4),
                "tp": self.attempt_tp,
                "fp": self.attempt_fp,
                "fn": self.attempt_fn,
                "wrong_polarity": self.wrong_polarity,
            },
            "skipped_extractions": self.skipped,
            "incident_recall": round(self.type_recall("INCIDENT"), 4),
            "incident_precision": round(self.incident_precision, 4),
            "incidents": {"stored": self.incidents_stored, "unmatched": self.incidents_unmatched},
            "profile_recall": round(self.type_recall("PROFILE"), 4),
        }
        if per_case:
            totals["cases"] = [asdict(case) | {"passed": case.passed} for case in self.cases]
        return totals


def shipped_sets() -> list[str]:
    """The names of the case sets this installation ships, in ``CASE_SETS`` order."""
    data = resources.files(__package__)
    return [name for name, file in CASE_SETS.items() if data.joinpath(file).is_file()]


def load_cases(path: str | Path | None = None) -> list[ExtractionCase]:
    """Read a dataset: a file path, or the name of a shipped set (``CASE_SETS``; default
    ``shipped``). A malformed one is a ``ValidationError`` naming the problem."""
    try:
        if path is None or str(path) in CASE_SETS:
            file = CASE_SETS[str(path or "shipped")]
            raw = resources.files(__package__).joinpath(file).read_text("utf-8")
        else:
            raw = Path(path).read_text(encoding="utf-8")
        data = json.loads(raw)
    except (OSError, json.JSONDecodeError) as exc:
        raise ValidationError("path", f"cannot read extraction cases from {path}: {exc}") from exc
    if not isinstance(data, dict) or not isinstance(data.get("cases"), list):
        raise ValidationError("cases", 'the file must be an object with a "cases" list')
    return [_case(raw, index) for index, raw in enumerate(data["cases"])]


def _case(raw: Any, index: int) -> ExtractionCase:
    if not isinstance(raw, dict) or not isinstance(raw.get("turns"), list) or not raw["turns"]:
        raise ValidationError(f"cases[{index}]", 'each case needs a non-empty "turns" list')
    return ExtractionCase(
        id=str(raw.get("id", index)),
        turns=tuple(str(turn) for turn in raw["turns"]),
        expect=tuple(raw.get("expect") or ()),
        forbid=tuple(raw.get("forbid") or ()),
        group=str(source.get("group", "")) if isinstance(source := raw.get("source"), dict) else "",
    )


def default_agent() -> SupportAgent:
    """The agent as shipped: rules with the learned clause judge."""
    return SupportAgent(InMemoryStore(), ScriptedEngine(), RuleExtractor())


def rules_only_agent() -> SupportAgent:
    """The hand-written rules alone, to show what the learned layer adds."""
    return SupportAgent(InMemoryStore(), ScriptedEngine(), RuleExtractor(judge=None))


def evaluate_extraction(
    cases: str | Path | Sequence[ExtractionCase] | None = None,
    *,
    agent_factory: AgentFactory = default_agent,
) -> ExtractionReport:
    """Run every case (default: the shipped set) through a fresh agent and score what it
    stored."""
    loaded = load_cases(cases) if cases is None or isinstance(cases, str | Path) else list(cases)
    report = ExtractionReport(cases=[])
    for case in loaded:
        memories, skipped = _run(case, agent_factory)
        report.skipped += skipped
        report.cases.append(_score(case, memories, report))
    return report


def score_stored(
    cases: Sequence[ExtractionCase], stored: Callable[[ExtractionCase], list[Memory]]
) -> ExtractionReport:
    """Score memories that came from elsewhere (``stored(case)``: what was kept after the
    case's turns), with the same matching as ``evaluate_extraction``: used to score a second
    annotator's memories against the labels (``corpus/agreement.py``)."""
    report = ExtractionReport(cases=[])
    for case in cases:
        report.cases.append(_score(case, stored(case), report))
    return report


def stored_after(case: ExtractionCase, agent_factory: AgentFactory = default_agent) -> list[Memory]:
    """The memories a fresh agent keeps after the case's turns."""
    return _run(case, agent_factory)[0]


def _run(case: ExtractionCase, agent_factory: AgentFactory) -> tuple[list[Memory], int]:
    """The memories stored after the case's turns, and how many turns learnt nothing because
    their extraction was skipped."""
    agent = agent_factory()
    try:
        skipped = 0
        for turn in case.turns:
            reply = agent.handle(_CUSTOMER, turn)
            skipped += reply.extra.get("extraction") == "skipped"
        return agent.store.all(_CUSTOMER), skipped
    finally:
        agent.close()


def matches(item: dict[str, Any], memory: Memory) -> bool:
    """Does ``memory`` satisfy the expected / forbidden ``item``?"""
    if memory.type.value != item.get("type"):
        return False
    if "outcome" in item and (memory.outcome.value if memory.outcome else None) != item["outcome"]:
        return False
    if "status" in item and (memory.status.value if memory.status else None) != item["status"]:
        return False
    text = memory.text.lower()
    return all(any(str(s).lower() in text for s in group) for group in item.get("match", []))


def claims(case: ExtractionCase, memories: Sequence[Memory]) -> list[Memory | None]:
    """For each expected item in order, the first memory not yet claimed that it matches."""
    claimed: set[str] = set()
    found: list[Memory | None] = []
    for item in case.expect:
        memory = next((m for m in memories if m.id not in claimed and matches(item, m)), None)
        if memory is not None:
            claimed.add(memory.id)
        found.append(memory)
    return found


def _score(case: ExtractionCase, memories: list[Memory], report: ExtractionReport) -> CaseResult:
    result = CaseResult(case.id, [_summary(m) for m in memories])
    claimed: set[str] = set()
    for item, found in zip(case.expect, claims(case, memories), strict=True):
        kind = str(item.get("type"))
        if kind == "ATTEMPT":
            report.attempt_tp += found is not None
            report.attempt_fn += found is None
        else:
            report.recall_totals[kind] = report.recall_totals.get(kind, 0) + 1
            report.recall_hits[kind] = report.recall_hits.get(kind, 0) + (found is not None)
        if found is None:
            result.missed.append(item)
            flipped = _flipped(item, memories)
            if flipped is not None:
                report.wrong_polarity += 1
                result.wrong_polarity.append(_label(flipped))
        else:
            claimed.add(found.id)
    for memory in memories:
        if memory.type is MemoryType.ATTEMPT and memory.id not in claimed:
            report.attempt_fp += 1
            result.unexpected_attempts.append(_label(memory))
        elif memory.type is MemoryType.INCIDENT:
            report.incidents_stored += 1
            report.incidents_unmatched += memory.id not in claimed
    result.forbidden = [
        _summary(m) | {"forbidden_by": item}
        for item in case.forbid
        for m in memories
        if matches(item, m)
    ]
    return result


_OPPOSITE = {"worked": "failed", "failed": "worked"}


def _flipped(item: dict[str, Any], memories: Sequence[Memory]) -> Memory | None:
    """The stored ATTEMPT that matches a missed expected one but with the opposite polarity."""
    opposite = _OPPOSITE.get(str(item.get("outcome")))
    if item.get("type") != "ATTEMPT" or opposite is None:
        return None
    flipped = item | {"outcome": opposite}
    return next((m for m in memories if matches(flipped, m)), None)


def _summary(memory: Memory) -> dict[str, Any]:
    state = memory.outcome or memory.status
    return {"type": memory.type.value, "text": memory.text, "state": state.value if state else None}


def _label(memory: Memory) -> str:
    state = memory.outcome or memory.status
    return f"{memory.type.value} {memory.text!r}" + (f" [{state.value}]" if state else "")


def render_report(report: ExtractionReport, *, verbose: bool = False, per_case: bool = True) -> str:
    """A plain-text table: one line per case, its misses, then the overall scores (the
    scores alone when ``per_case`` is False)."""
    if not per_case:
        hidden = "(per-case results hidden: a frozen split is never read for errors)"
        return "\n".join([hidden, "-" * 72, _scores_line(report)])
    lines = [f"{'case':<10} {'result':<6} details", "-" * 72]
    for case in report.cases:
        lines.append(f"{case.id:<10} {'ok' if case.passed else 'FAIL':<6}")
        for item in case.missed:
            lines.append(f"{'':<17}missed     {_item_label(item)}")
        for item in case.forbidden:
            lines.append(f"{'':<17}forbidden  {item['type']} {item['text']!r}")
        for label in case.unexpected_attempts:
            lines.append(f"{'':<17}unexpected {label}")
        for label in case.wrong_polarity:
            lines.append(f"{'':<17}POLARITY   {label}")
        if verbose or not case.passed:
            for memory in case.memories:
                state = f" [{memory['state']}]" if memory["state"] else ""
                lines.append(f"{'':<17}stored     {memory['type']} {memory['text']!r}{state}")
    lines += ["-" * 72, _scores_line(report)]
    return "\n".join(lines)


def _item_label(item: dict[str, Any]) -> str:
    state = item.get("outcome") or item.get("status")
    groups = " & ".join("|".join(group) for group in item.get("match", []))
    return f"{item.get('type')} ({groups})" + (f" [{state}]" if state else "")


def _scores_line(report: ExtractionReport) -> str:
    return (
        f"ATTEMPT precision {report.precision:.3f}  recall {report.recall:.3f}  "
        f"F1 {report.f1:.3f}  (tp {report.attempt_tp}, fp {report.attempt_fp}, "
        f"fn {report.attempt_fn})  wrong polarity {report.wrong_polarity}\n"
        f"INCIDENT recall {report.type_recall('INCIDENT'):.3f}  "
        f"precision {report.incident_precision:.3f} ({report.incidents_stored} stored)  "
        f"PROFILE recall {report.type_recall('PROFILE'):.3f}  "
        f"cases passed {sum(c.passed for c in report.cases)}/{len(report.cases)}"
        + (f"  EXTRACTIONS SKIPPED {report.skipped}" if report.skipped else "")
    )
