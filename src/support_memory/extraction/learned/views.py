"""Clause views: a split message's clauses as the model sees them, with the rules'
reading of each (what outcome, action and symptom the rules found)."""

from __future__ import annotations

from collections.abc import Sequence

from support_memory.extraction.clauses.split import Clause
from support_memory.extraction.learned.features import ClauseView
from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.extraction.problems.symptoms import has_symptom
from support_memory.extraction.steps.actions import read_action


def rule_tags(text: str) -> tuple[str, ...]:
    """Short tags for what the hand-written rules read off one clause."""
    tags: list[str] = []
    signal = detect_outcome(text)
    if signal is not None:
        tags += [f"outcome={signal.polarity.value}", f"scope={signal.scope}"]
    part = text if signal is None else text[: signal.start]
    action = read_action(part) if part.strip() else None
    if action is not None:
        tags += [f"action={action.mode}/{action.actor}", f"verb={action.verb}"]
    if has_symptom(text):
        tags.append("symptom")
    return tuple(tags)


def clause_views(clauses: Sequence[Clause]) -> list[ClauseView]:
    return [clause_view(clauses, index) for index in range(len(clauses))]


def clause_view(clauses: Sequence[Clause], index: int) -> ClauseView:
    """Clause ``index`` as the model sees it: its text, place, joiner, the clause before it
    and the rules' reading of it."""
    clause = clauses[index]
    previous = clauses[index - 1].text if index > 0 else ""
    return ClauseView(
        clause.text, index, clause.joined_by, clause.question, previous, rule_tags(clause.text)
    )
