"""Silver clause labels: the kind the hand-written rules give each clause of a case set.

The project's own written cases carry no clause annotations, but the rules read them
correctly (they are what the rules were written against). Labelling their clauses with the
rules' own reading lets the model learn when the rules are right on clean text, beside
the real-language corpus where it learns when they are not.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from support_memory.extraction.clauses.split import split_clauses
from support_memory.extraction.language.informal import as_read
from support_memory.extraction.learned.alignment import LabelledClause
from support_memory.extraction.learned.kinds import ClauseKind
from support_memory.extraction.learned.views import clause_views


def silver_clauses(cases: Iterable[Mapping[str, Any]]) -> Iterator[LabelledClause]:
    for case in cases:
        group = f"silver:{case.get('id', '')}"
        for turn in case["turns"]:
            clauses = split_clauses(as_read(turn))  # as the rules read it at run time
            for view in clause_views(clauses):
                yield LabelledClause(view, _kind(view.rules, view.question), group)


def _kind(tags: tuple[str, ...], question: bool) -> ClauseKind:
    found: dict[str, str] = {}
    for tag in tags:
        name, _, value = tag.partition("=")
        found[name] = value
    action = found.get("action", "")
    outcome = found.get("outcome")
    if question:
        return "other"
    if action.endswith("/self"):
        if outcome == "worked":
            return "step_worked"
        if outcome == "failed":
            return "step_failed"
        return "plan" if action.startswith("in_progress") else "step"
    if "symptom" in found and outcome != "worked":
        return "problem"
    if outcome == "worked":
        return "good"
    if outcome == "failed":
        return "bad"
    return "other"
