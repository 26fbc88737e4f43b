"""Shared helpers for the rule-extractor tests: run a conversation, read back the states."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from factories import FixedClock
from support_memory.extraction.learned.judge import ClauseJudge
from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.extraction.rules import RuleExtractor
from support_memory.models import Memory, MemoryType, Outcome

CUSTOMER = "CUST-7"


def converse(
    turns: Sequence[str], clock: FixedClock | None = None, *, incident_check: bool = True
) -> list[Memory]:
    """Feed ``turns`` through the extractor as the agent would: history grows per turn
    (``clock``: one that moves a second per call unless given). ``incident_check=False``:
    every incident the reader finds is stored (the learned incident check off), for tests of
    what the reader itself makes of a message."""
    extractor = RuleExtractor(clock=clock or FixedClock())
    if not incident_check and extractor.judge is not None:
        unchecked = replace(extractor.judge.thresholds, keep_incident=None)
        extractor.judge = ClauseJudge(
            extractor.judge.model, unchecked, extractor.judge.steps, extractor.judge.incidents
        )
    memories: dict[str, Memory] = {}
    for turn in turns:
        extraction = extractor.extract(CUSTOMER, turn, list(memories.values()))
        for memory in [*extraction.updated, *extraction.new]:
            memories[memory.id] = memory
    return list(memories.values())


def states(memories: Sequence[Memory]) -> set[tuple[str, str, str | None]]:
    out = set()
    for m in memories:
        state = m.outcome or m.status
        out.add((m.type.value, m.text, state.value if state else None))
    return out


def tracked(memories: Sequence[Memory]) -> dict[str, str]:
    """Each attempt's and incident's text, with its outcome or status (no PROFILE facts)."""
    return {
        m.text: state.value
        for m in memories
        if m.type is not MemoryType.PROFILE and (state := m.outcome or m.status) is not None
    }


def attempts(memories: Sequence[Memory]) -> dict[str, str]:
    return {m.text: m.outcome.value for m in memories if m.outcome is not None}


def incident_texts(memories: Sequence[Memory]) -> list[str]:
    return [m.text for m in memories if m.type is MemoryType.INCIDENT]


def incidents(memories: Sequence[Memory]) -> dict[str, str]:
    """Each incident's text and status."""
    return {
        m.text: m.status.value
        for m in memories
        if m.type is MemoryType.INCIDENT and m.status is not None
    }


def polarity(clause: str) -> Outcome | None:
    """The outcome ``clause`` states on its own (``detect_outcome``), or None."""
    signal = detect_outcome(clause)
    return None if signal is None else signal.polarity
