"""Request and response bodies of the HTTP API (they are what ``/docs`` shows)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, create_model, field_validator

from support_memory.channels import Channel
from support_memory.models import CUSTOMER_ID_PATTERN

CUSTOMER_ID_RULE = (
    "1-64 characters: a letter or digit, then letters, digits or . _ : - "
    f"(pattern {CUSTOMER_ID_PATTERN})"
)
SESSION_ID_PATTERN = CUSTOMER_ID_PATTERN


class MessageBody(BaseModel):
    """``POST /support/message``; ``create_message_model`` sets the message bound."""

    model_config = ConfigDict(extra="forbid")

    customer_id: str = Field(
        pattern=CUSTOMER_ID_PATTERN, description=f"Who is writing: {CUSTOMER_ID_RULE}."
    )
    message: str = Field(min_length=1, description="What the customer wrote.")
    session_id: str | None = Field(
        default=None,
        pattern=SESSION_ID_PATTERN,
        description="Optional conversation id, kept in the audit trail; same rule as customer_id.",
    )
    channel: Channel = Field(
        default=Channel.CHAT,
        description="Where the message came from: chat (default), email, voice, sms or other. "
        "An email is read without its quoted thread, signature and footer.",
    )

    @field_validator("message")
    @classmethod
    def _real_text(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("must contain some text")
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            raise ValueError("must be valid Unicode text (no unpaired surrogates)") from None
        return value


def create_message_model(max_chars: int) -> type[MessageBody]:
    """``MessageBody`` with ``message`` bounded to ``max_chars`` (``MAX_MESSAGE_CHARS``)."""
    return create_model(
        "MessageRequest",
        __base__=MessageBody,
        message=(
            str,
            Field(
                min_length=1,
                max_length=max_chars,
                description=f"What the customer wrote: 1-{max_chars} characters.",
            ),
        ),
    )


class ReplyBody(BaseModel):
    """The agent's reply and the turn's metadata (``SupportReply.to_dict()``)."""

    reply: str
    metadata: dict[str, Any] = Field(
        description="is_returning_customer, known_fixes, known_failures, used_memories "
        "[{id, type, outcome, text, score, reason}], engine, extracted, escalation "
        "{candidate, reasons[{rule, detail}]}, fleet_suggestions[{step, worked, tried}] "
        "(INSIGHTS=1, when there is no known fix), latency_ms."
    )


class ForgetBody(BaseModel):
    customer_id: str
    deleted: int = Field(description="How many memories were deleted.")
    audit_deleted: int = Field(description="How many audit records were deleted.")


class AuditBody(BaseModel):
    customer_id: str
    records: list[dict[str, Any]] = Field(description="The turns' audit records, newest first.")
    corrections: list[dict[str, Any]] = Field(
        description="Corrections made by people (author, before, after, reason), newest first."
    )


class HealthBody(BaseModel):
    status: str = Field(description="'ok' when the memory store answers, else 'degraded'.")
    store: str = Field(description="'ok' or 'unavailable'.")


class FieldProblem(BaseModel):
    field: str
    message: str


class ErrorBody(BaseModel):
    """Every 4xx/5xx answer: a stable ``error`` code and a message saying what to do."""

    error: str
    message: str
    details: list[FieldProblem] = Field(default_factory=list)
    request_id: str | None = None
