"""Bodies of the corrections routes: listing, one memory, corrections, export, customers."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from support_memory.corrections.rules import MAX_REASON_CHARS
from support_memory.models import MAX_TEXT_LENGTH, IncidentStatus, MemoryType, Outcome

_REASON = Field(
    default="",
    max_length=MAX_REASON_CHARS,
    description="Why the change was made; kept in the audit trail.",
)


class CorrectionBody(BaseModel):
    """``PATCH``: the fields to correct (only those sent change; ``incident_id: null``
    unlinks the attempt from its incident) and why."""

    model_config = ConfigDict(extra="forbid")

    outcome: Outcome | None = Field(default=None, description="An ATTEMPT's outcome.")
    status: IncidentStatus | None = Field(default=None, description="An INCIDENT's status.")
    text: str | None = Field(default=None, min_length=1, max_length=MAX_TEXT_LENGTH)
    incident_id: str | None = Field(
        default=None,
        max_length=128,
        description="An INCIDENT of the same customer that this ATTEMPT belongs to.",
    )
    reason: str = _REASON

    def changes(self) -> dict[str, Any]:
        sent = self.model_fields_set - {"reason"}
        return {name: getattr(self, name) for name in sorted(sent)}


class NewMemoryBody(BaseModel):
    """``POST``: a memory added by hand, validated like any other."""

    model_config = ConfigDict(extra="forbid")

    type: MemoryType
    text: str = Field(min_length=1, max_length=MAX_TEXT_LENGTH)
    outcome: Outcome | None = Field(default=None, description="Required for an ATTEMPT.")
    status: IncidentStatus | None = Field(default=None, description="INCIDENTs only.")
    product: str | None = Field(default=None, max_length=200)
    incident_id: str | None = Field(default=None, max_length=128)
    reason: str = _REASON

    def fields(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude={"reason"}, exclude_none=True)


class MemoriesPageBody(BaseModel):
    customer_id: str
    memories: list[dict[str, Any]] = Field(description="Memory.to_dict() of each, oldest first.")
    total: int = Field(description="Memories matching the filters, across all pages.")
    limit: int
    offset: int


class ChangedBody(BaseModel):
    customer_id: str
    memory: dict[str, Any] = Field(description="The memory as it is now (as it was, for a delete).")
    corrections: list[dict[str, Any]] = Field(
        description="The audit records written: author, created_at, memory_id, action, fields, "
        "before, after, reason. Empty when the memory already had those values."
    )


class ExportBody(BaseModel):
    customer_id: str
    exported_at: str
    memories: list[dict[str, Any]]
    turns: list[dict[str, Any]] = Field(description="Every turn's audit record, newest first.")
    corrections: list[dict[str, Any]] = Field(description="Every correction, newest first.")
    escalations: list[dict[str, Any]] = Field(
        default_factory=list, description="Every queued escalation, newest first."
    )


class CustomerBody(BaseModel):
    customer_id: str
    last_activity: str
    memories: int | None = Field(description="How many memories (null when listed from audit).")


class CustomersBody(BaseModel):
    customers: list[CustomerBody]
    total: int
    limit: int
    offset: int
    source: str = Field(
        description="'memories' when the store lists its customers; 'audit' when it cannot "
        "(Hindsight) and the audit trail's customers (any turn or correction) are listed."
    )
