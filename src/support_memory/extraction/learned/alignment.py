"""From labelled corpus cases to labelled clauses: each clause the splitter produces takes
the kind of the annotated span it overlaps most (at least half of its words), else
``other`` (greetings, asides and anything the annotator left unlabelled)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from support_memory import patterns
from support_memory.extraction.clauses.split import split_clauses
from support_memory.extraction.language.informal import as_read
from support_memory.extraction.learned.kinds import KINDS, ClauseKind
from support_memory.extraction.learned.views import clause_views

_WORD = patterns.compile(r"[a-z0-9']+")
_MIN_OVERLAP = 0.5


@dataclass(frozen=True)
class LabelledClause:
    view: Any  # ClauseView
    kind: ClauseKind
    group: str


def words(text: str) -> set[str]:
    return set(_WORD.findall(text.lower().replace("\u2019", "'")))


def label_clauses(cases: Iterable[Mapping[str, Any]]) -> Iterator[LabelledClause]:
    """Every clause of every turn of ``cases``, with the kind its annotation gives it."""
    for case in cases:
        group = str(case.get("source", {}).get("group", case.get("id", "")))
        for turn, spans in zip(case["turns"], case.get("spans") or [], strict=False):
            clauses = split_clauses(as_read(turn))  # as the rules read it at run time
            # the spans quote the raw turn: their words are read the same way, once a turn
            read = [(words(as_read(span.get("text", ""))), span.get("kind")) for span in spans]
            for clause, view in zip(clauses, clause_views(clauses), strict=True):
                kind = _kind_of(words(clause.text), read)
                if kind is not None:
                    yield LabelledClause(view, kind, group)


def _kind_of(
    clause_words: set[str], spans: Sequence[tuple[set[str], str | None]]
) -> ClauseKind | None:
    if not clause_words:
        return None
    best, kind = 0.0, "other"
    for span_words, span_kind in spans:
        if span_words:
            overlap = len(clause_words & span_words) / len(clause_words)
            if overlap > best and span_kind in KINDS:
                best, kind = overlap, span_kind
    label = kind if best >= _MIN_OVERLAP else "other"
    return label  # type: ignore[return-value]
