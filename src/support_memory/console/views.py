"""What the customer and turn pages show, built from the store and the audit trail.

Pure functions from domain objects to small view objects, so the templates hold no logic
beyond loops and the grouping is tested without a browser.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from support_memory.audit.correction import CorrectionRecord
from support_memory.audit.record import AuditRecord
from support_memory.models import IncidentStatus, Memory, MemoryType

TIMELINE_LIMIT = 200


@dataclass
class IncidentView:
    incident: Memory
    attempts: list[Memory] = field(default_factory=list)  # oldest first: the order tried


@dataclass
class CustomerView:
    customer_id: str
    open_incidents: list[IncidentView]
    resolved_incidents: list[IncidentView]
    loose_attempts: list[Memory]  # no incident, or one that no longer exists
    profile: list[Memory]
    incidents: list[Memory]  # for the "belongs to incident" choices
    count: int


def customer_view(customer_id: str, memories: list[Memory]) -> CustomerView:
    """Group the customer's memories (oldest first) into incidents with their attempts."""
    incidents = [m for m in memories if m.type is MemoryType.INCIDENT]
    groups = {i.id: IncidentView(i) for i in incidents}
    loose: list[Memory] = []
    for memory in memories:
        if memory.type is not MemoryType.ATTEMPT:
            continue
        group = groups.get(memory.incident_id or "")
        (group.attempts if group is not None else loose).append(memory)
    ordered = list(reversed(groups.values()))  # newest incident first
    return CustomerView(
        customer_id=customer_id,
        open_incidents=[g for g in ordered if g.incident.status is not IncidentStatus.RESOLVED],
        resolved_incidents=[g for g in ordered if g.incident.status is IncidentStatus.RESOLVED],
        loose_attempts=loose,
        profile=[m for m in memories if m.type is MemoryType.PROFILE],
        incidents=incidents,
        count=len(memories),
    )


@dataclass(frozen=True)
class TimelineEntry:
    at: str
    kind: str  # "turn" or "correction"
    turn: AuditRecord | None = None
    correction: CorrectionRecord | None = None


def timeline(turns: list[AuditRecord], corrections: list[CorrectionRecord]) -> list[TimelineEntry]:
    """Turns and corrections together, newest first."""
    entries = [TimelineEntry(t.created_at, "turn", turn=t) for t in turns]
    entries += [TimelineEntry(c.created_at, "correction", correction=c) for c in corrections]
    entries.sort(key=lambda e: e.at, reverse=True)
    return entries[:TIMELINE_LIMIT]


@dataclass(frozen=True)
class RecalledView:
    memory_id: str
    score: float
    reason: str
    memory: Memory | None  # None: deleted since


@dataclass(frozen=True)
class ExtractedView:
    memory_id: str
    type: str
    action: str
    memory: Memory | None


def turn_view(record: AuditRecord, memories: list[Memory]) -> dict[str, Any]:
    """The turn page: what was recalled (with scores and reasons) and what was written,
    each memory shown as it is now."""
    by_id = {m.id: m for m in memories}
    return {
        "record": record,
        "recalled": [
            RecalledView(r.id, r.score, r.reason, by_id.get(r.id)) for r in record.recalled
        ],
        "extracted": [
            ExtractedView(e.id, e.type, e.action, by_id.get(e.id)) for e in record.extracted
        ],
    }


def short_value(value: Any) -> str:
    """A before/after value for the timeline: ``—`` for none, long texts cut."""
    if value is None:
        return "—"
    if isinstance(value, dict):
        text = value.get("text", "")
        kind = value.get("type", "")
        state = value.get("outcome") or value.get("status") or ""
        return " ".join(part for part in (kind, f"“{text}”", state) if part)
    text = str(value)
    return text if len(text) <= 120 else text[:117] + "…"
