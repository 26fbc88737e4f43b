"""Merging the LLM's extraction into the rule extractor's.

The rules are the floor: every memory and update they found is kept as it is. The LLM may
add memories the rules missed, and outcome updates to memories the rules left alone. Two
memories are the same when their type and normalised terms (``text.term_set``) are equal,
so "Restart the app" from the LLM does not duplicate "Restart application" from the rules,
and a memory the customer already has in the same state is not stored twice.
"""

from __future__ import annotations

from collections.abc import Sequence

from support_memory.extraction.protocol import Extraction
from support_memory.models import IncidentStatus, Memory, MemoryType
from support_memory.text import term_set

Key = tuple[str, frozenset[str]]


def memory_key(memory: Memory) -> Key:
    return (memory.type.value, term_set(memory.text))


def _state(memory: Memory) -> str | None:
    state = memory.outcome or memory.status
    return state.value if state else None


def merge(rules: Extraction, llm: Extraction, history: Sequence[Memory]) -> Extraction:
    """``rules`` plus what only the LLM found; see the module docstring."""
    seen = {memory_key(m) for m in [*rules.new, *rules.updated]}
    in_history = {(memory_key(m), _state(m)) for m in history}
    updated = list(rules.updated)
    updated_ids = {m.id for m in updated}
    for memory in llm.updated:
        if memory.id not in updated_ids:
            updated.append(memory)
            updated_ids.add(memory.id)
            seen.add(memory_key(memory))
    rules_found_incident = any(m.type is MemoryType.INCIDENT for m in rules.new)
    new = list(rules.new)
    for memory in llm.new:
        key = memory_key(memory)
        if not key[1] or key in seen or (key, _state(memory)) in in_history:
            continue
        if memory.type is MemoryType.INCIDENT and rules_found_incident:
            continue  # the rules named this message's problem; a second wording would split it
        seen.add(key)
        new.append(memory)
    return Extraction(new=_link_attempts(new, rules, history), updated=updated)


def _link_attempts(new: list[Memory], rules: Extraction, history: Sequence[Memory]) -> list[Memory]:
    """Attach unlinked LLM attempts to the incident this message is about."""
    incident_id = _current_incident(new, rules, history)
    if incident_id is None:
        return new
    return [
        m.model_copy(update={"incident_id": incident_id})
        if m.type is MemoryType.ATTEMPT and m.incident_id is None and m.source == "llm"
        else m
        for m in new
    ]


def _current_incident(
    new: list[Memory], rules: Extraction, history: Sequence[Memory]
) -> str | None:
    for memory in [*rules.new, *rules.updated]:
        if memory.type is MemoryType.ATTEMPT and memory.incident_id:
            return memory.incident_id
    for memory in new:
        if memory.type is MemoryType.INCIDENT:
            return memory.id
    open_incidents = [
        m for m in history if m.type is MemoryType.INCIDENT and m.status is IncidentStatus.OPEN
    ]
    return max(open_incidents, key=lambda m: m.updated_at).id if open_incidents else None
