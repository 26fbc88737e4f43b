"""The reply seam: an engine turns the message plus recalled context into a reply."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from support_memory.insights.report import FleetSuggestion
from support_memory.recall import RecalledMemory
from support_memory.report import MessageReport


@dataclass(frozen=True)
class ReplyContext:
    """Everything the agent recalled for this turn, already ranked and filtered."""

    customer_id: str
    memories: tuple[RecalledMemory, ...] = ()
    known_fixes: tuple[str, ...] = ()
    known_failures: tuple[str, ...] = ()
    in_progress: tuple[str, ...] = ()
    incident: str | None = None
    incident_status: str | None = None
    profile: tuple[str, ...] = ()
    product: str | None = None
    is_returning_customer: bool = False
    fix_no_longer_works: bool = False
    recall_degraded: bool = False
    # What this message reports (read before the reply; ``report.py``), and whether the
    # turn continues an open incident the message itself did not name (``followup.py``).
    report: MessageReport = field(default_factory=MessageReport)
    follow_up: bool = False
    # Statistics from other customers (``insights``), never this customer's history: steps
    # that resolved the same problem for k+ customers, asked only when there is no known fix.
    fleet: tuple[FleetSuggestion, ...] = ()


@dataclass
class EngineReply:
    """An engine's answer. ``metadata`` lands in the reply's audit metadata."""

    text: str
    escalation: bool = False
    metadata: dict[str, Any] = field(default_factory=dict)


class ReplyEngine(Protocol):
    """Produces the reply text. Raises ``EngineError`` (or anything) on failure; the agent
    then answers with the scripted engine and records why."""

    name: str

    def reply(self, message: str, context: ReplyContext) -> EngineReply: ...
