"""``Recollection``: the recall step of a turn on its own, for agents that reply themselves.

``SupportAgent.recall`` returns one: the same ranked memories, reasons, known fixes and
known failures that ``handle`` would give its engine, plus the customer's open incidents
and profile, and what the message reports. It is read from the store and written nowhere.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from support_memory.engines.protocol import ReplyContext
from support_memory.models import MemoryType
from support_memory.recall import brief
from support_memory.state import CustomerState


@dataclass(frozen=True)
class Recollection:
    """What a turn for one message would recall, ranked, each memory with its reason."""

    context: ReplyContext
    state: CustomerState
    retrieval: str  # the retriever's mode: lexical, hybrid, semantic, hindsight

    @property
    def customer_id(self) -> str:
        return self.context.customer_id

    def to_dict(self) -> dict[str, Any]:
        """The tool's answer: known fixes first, then failures, the incident, the profile,
        the used memories with their reasons, and what the message reports."""
        context = self.context
        return {
            "customer_id": context.customer_id,
            "is_returning_customer": context.is_returning_customer,
            "known_fixes": list(context.known_fixes),
            "known_failures": list(context.known_failures),
            "in_progress": list(context.in_progress),
            "incident": self._incident(),
            "open_incidents": [brief(m) for m in self.state.open_incidents],
            "profile": list(context.profile),
            "used_memories": [r.to_dict() for r in context.memories],
            "fix_no_longer_works": context.fix_no_longer_works,
            "follow_up": context.follow_up,
            "message_reports": context.report.to_dict(),
            "recall": "degraded" if context.recall_degraded else "ok",
            "retrieval": self.retrieval,
        }

    def _incident(self) -> dict[str, Any] | None:
        """The incident this message is about (open or resolved), as recalled."""
        for recalled in self.context.memories:
            if recalled.memory.type is MemoryType.INCIDENT:
                return brief(recalled.memory)
        return None
