"""Turning what a turn recalled into the engine's ``ReplyContext`` and the reply's metadata."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from support_memory.engines.protocol import ReplyContext
from support_memory.models import Memory, MemoryType, Outcome
from support_memory.recall import GENERIC_TERMS, MessageContext, RecalledMemory, brief
from support_memory.report import MessageReport
from support_memory.state import CustomerState
from support_memory.text import term_set


def reply_context(
    customer_id: str,
    message: str,
    parsed: MessageContext,
    memories: Sequence[RecalledMemory],
    state: CustomerState,
    report: MessageReport,
    *,
    follow_up: bool,
    degraded: bool,
) -> ReplyContext:
    """Everything the engine may use: the ranked memories, the lists derived from them,
    the customer's profile and what this message reports."""
    fixes, failures, in_progress = _outcome_lists(memories)
    incident = next((r.memory for r in memories if r.memory.type is MemoryType.INCIDENT), None)
    profile = tuple(m.text for m in reversed(state.profile))
    return ReplyContext(
        customer_id=customer_id,
        memories=tuple(memories),
        known_fixes=tuple(fixes),
        known_failures=tuple(failures),
        in_progress=tuple(in_progress),
        incident=incident.text if incident else None,
        incident_status=incident.status.value if incident and incident.status else None,
        profile=profile,
        product=parsed.product,
        is_returning_customer=bool(memories),
        fix_no_longer_works=_fix_no_longer_works(message, fixes),
        recall_degraded=degraded,
        report=report,
        follow_up=follow_up,
    )


def _outcome_lists(memories: Sequence[RecalledMemory]) -> tuple[list[str], list[str], list[str]]:
    """Known fixes, failures and in-progress steps; a step's newest outcome wins."""
    newest: dict[str, Memory] = {}
    for recalled in memories:
        memory = recalled.memory
        if memory.type is not MemoryType.ATTEMPT:
            continue
        key = memory.text.lower()
        if key not in newest or memory.updated_at > newest[key].updated_at:
            newest[key] = memory
    by_outcome: dict[Outcome, list[str]] = {o: [] for o in Outcome}
    for recalled in memories:  # keep the ranking order
        memory = recalled.memory
        if memory.type is MemoryType.ATTEMPT and newest.get(memory.text.lower()) is memory:
            assert memory.outcome is not None
            by_outcome[memory.outcome].append(memory.text)
    return by_outcome[Outcome.WORKED], by_outcome[Outcome.FAILED], by_outcome[Outcome.IN_PROGRESS]


_NO_LONGER_CUES = (
    "no longer",
    "not anymore",
    "doesn't work",
    "does not work",
    "didn't work",
    "did not work",
    "didn't help",
    "did not help",
    "doesn't help",
    "does not help",
    "stopped working",
    "not working",
    "still",
    "didn't fix",
    "did not fix",
    "doesn't fix",
    "does not fix",
    "isn't working",
    "is not working",
    "won't",
    "failed",
)


def _fix_no_longer_works(message: str, fixes: Sequence[str]) -> bool:
    """True when the customer says a known fix was tried again and did not help."""
    lowered = message.lower().replace("’", "'")
    if not fixes or not any(cue in lowered for cue in _NO_LONGER_CUES):
        return False
    words = term_set(message)
    return any((term_set(fix) - GENERIC_TERMS) & words for fix in fixes)


def summary(memory: Memory, action: str) -> dict[str, Any]:
    """One extracted memory in the reply metadata, with what the turn did to it."""
    return {**brief(memory), "action": action}
