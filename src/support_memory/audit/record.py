"""``AuditRecord``: what one support turn did, kept per customer for review.

It names memories by id (with the score and reason they were recalled for), the engine
that answered, the memories the turn added or updated, whether it escalated (and the
rules that fired), the channel the message came on and how long it took. The customer's
message is kept only when the operator asks for it (``AUDIT_MESSAGES=1``); by default an
audit record holds no free text from the customer.
"""

from __future__ import annotations

import uuid
from dataclasses import asdict, dataclass, field
from typing import Any

from support_memory.models import Clock, format_timestamp, utc_now, validate_customer_id
from support_memory.reply import SupportReply


def new_audit_id() -> str:
    return f"aud_{uuid.uuid4().hex}"


@dataclass(frozen=True)
class RecalledRef:
    """A memory the turn recalled: its id, score (0..1) and why it was used."""

    id: str
    score: float
    reason: str


@dataclass(frozen=True)
class ExtractedRef:
    """A memory the turn wrote: its id, type and ``action`` (``added`` or ``updated``)."""

    id: str
    type: str
    action: str


@dataclass(frozen=True)
class AuditRecord:
    """One turn of one customer."""

    customer_id: str
    engine: str
    recalled: tuple[RecalledRef, ...] = ()
    extracted: tuple[ExtractedRef, ...] = ()
    escalation: bool = False
    latency_ms: float = 0.0
    recall: str = "ok"
    session_id: str | None = None
    message: str | None = None
    id: str = field(default_factory=new_audit_id)
    created_at: str = ""
    fallback_reason: str | None = None  # why the scripted engine answered instead
    guard: str | None = None  # what the LLM guard found and did
    channel: str = "chat"  # where the message came from (issue 14)
    escalation_reasons: tuple[str, ...] = ()  # the escalation rules that fired

    def __post_init__(self) -> None:
        validate_customer_id(self.customer_id)
        if not self.created_at:
            object.__setattr__(self, "created_at", format_timestamp(utc_now()))

    @classmethod
    def from_reply(
        cls,
        customer_id: str,
        reply: SupportReply,
        *,
        session_id: str | None = None,
        message: str | None = None,
        channel: str = "chat",
        clock: Clock = utc_now,
    ) -> AuditRecord:
        """The record of the turn that produced ``reply``; pass ``message`` only when
        messages are to be audited."""
        metadata = reply.metadata
        return cls(
            customer_id=customer_id,
            engine=reply.engine,
            recalled=tuple(
                RecalledRef(str(m["id"]), float(m.get("score", 0.0)), str(m.get("reason", "")))
                for m in reply.used_memories
            ),
            extracted=tuple(
                ExtractedRef(str(m["id"]), str(m.get("type", "")), str(m.get("action", "")))
                for m in reply.extracted
            ),
            escalation=reply.escalation,
            latency_ms=float(metadata.get("latency_ms", 0.0)),
            recall=str(metadata.get("recall", "ok")),
            session_id=session_id,
            message=message,
            created_at=format_timestamp(clock()),
            fallback_reason=_text_or_none(metadata.get("fallback_reason")),
            guard=_text_or_none(metadata.get("guard")),
            channel=channel,
            escalation_reasons=tuple(str(r.get("rule", "")) for r in reply.escalation_reasons),
        )

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["recalled"] = [dict(item) for item in data["recalled"]]
        data["extracted"] = [dict(item) for item in data["extracted"]]
        data["escalation_reasons"] = list(data["escalation_reasons"])
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> AuditRecord:
        fields = dict(data)
        fields["recalled"] = tuple(RecalledRef(**item) for item in data.get("recalled", ()))
        fields["extracted"] = tuple(ExtractedRef(**item) for item in data.get("extracted", ()))
        fields["escalation_reasons"] = tuple(data.get("escalation_reasons", ()))
        return cls(**fields)


def _text_or_none(value: object) -> str | None:
    return str(value) if value else None
