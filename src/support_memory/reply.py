"""``SupportReply``: the reply text plus the audit metadata of the turn that produced it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class SupportReply:
    """What ``SupportAgent.handle`` returns; ``to_dict()`` is the HTTP response body."""

    reply: str
    is_returning_customer: bool = False
    known_fixes: list[str] = field(default_factory=list)
    known_failures: list[str] = field(default_factory=list)
    used_memories: list[dict[str, Any]] = field(default_factory=list)
    engine: str = "scripted"
    extracted: list[dict[str, Any]] = field(default_factory=list)
    escalation: bool = False
    # Why the turn is an escalation candidate: [{"rule", "detail"}] (``escalation.rules``).
    escalation_reasons: list[dict[str, str]] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def metadata(self) -> dict[str, Any]:
        return {
            "is_returning_customer": self.is_returning_customer,
            "known_fixes": list(self.known_fixes),
            "known_failures": list(self.known_failures),
            "used_memories": [dict(item) for item in self.used_memories],
            "engine": self.engine,
            "extracted": [dict(item) for item in self.extracted],
            "escalation": {
                "candidate": self.escalation,
                "reasons": [dict(item) for item in self.escalation_reasons],
            },
            **self.extra,
        }

    def to_dict(self) -> dict[str, Any]:
        return {"reply": self.reply, "metadata": self.metadata}
