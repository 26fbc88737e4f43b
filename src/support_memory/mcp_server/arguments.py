"""Tool arguments, checked with the REST API's own request models and rules, so an MCP
client is refused exactly what a REST client is, with the same message.

The SDK checks only the JSON types of the arguments; the rules (the customer id pattern,
the message bound, the correctable fields) are checked here. The input schemas advertise
them too (``pattern``, ``maxLength``, ``enum``), for clients that validate before calling.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, TypeVar

import pydantic
from pydantic import BaseModel, ConfigDict, Field

from support_memory.api.correction_schemas import CorrectionBody
from support_memory.api.errors import invalid_fields, summarize
from support_memory.api.schemas import CUSTOMER_ID_RULE, MessageBody, create_message_model
from support_memory.corrections.rules import MAX_REASON_CHARS
from support_memory.mcp_server.errors import Refused
from support_memory.models import CUSTOMER_ID_PATTERN, MemoryType

MAX_LISTED = 1000  # memories per list call, as GET /customers/{id}/memories
_Model = TypeVar("_Model", bound=BaseModel)

CustomerIdArg = Annotated[
    str,
    Field(
        description=f"The customer's id: {CUSTOMER_ID_RULE}. Every call is scoped to it.",
        json_schema_extra={"pattern": CUSTOMER_ID_PATTERN, "maxLength": 64},
    ),
]
MemoryIdArg = Annotated[
    str,
    Field(
        description="A memory's id (the 'id' of a listed or recalled memory).",
        json_schema_extra={"minLength": 1, "maxLength": 128},
    ),
]
ReasonArg = Annotated[
    str,
    Field(
        description="Why; kept in the audit trail with the author.",
        json_schema_extra={"maxLength": MAX_REASON_CHARS},
    ),
]

MemoryTypeArg = Annotated[
    str | None,
    Field(
        description="Only memories of this type (default: every type).",
        json_schema_extra={"enum": [*(t.value for t in MemoryType), None]},
    ),
]
LimitArg = Annotated[
    int | None,
    Field(
        description=f"At most this many memories (1-{MAX_LISTED}, default {MAX_LISTED}).",
        json_schema_extra={"minimum": 1, "maximum": MAX_LISTED},
    ),
]


def message_arg(max_chars: int) -> Any:
    """The ``message`` argument's type, bounded like ``POST /support/message``."""
    return Annotated[
        str,
        Field(
            description=f"What the customer wrote: 1-{max_chars} characters.",
            json_schema_extra={"minLength": 1, "maxLength": max_chars},
        ),
    ]


class _MemoryRef(BaseModel):
    model_config = ConfigDict(extra="forbid")

    customer_id: str = Field(pattern=CUSTOMER_ID_PATTERN, max_length=64)
    memory_id: str = Field(min_length=1, max_length=128)
    reason: str = Field(default="", max_length=MAX_REASON_CHARS)


class _Listing(BaseModel):
    customer_id: str = Field(pattern=CUSTOMER_ID_PATTERN, max_length=64)
    type: MemoryType | None = None
    limit: int = Field(default=MAX_LISTED, ge=1, le=MAX_LISTED)


class _Customer(BaseModel):
    customer_id: str = Field(pattern=CUSTOMER_ID_PATTERN, max_length=64)


def checked(model: type[_Model], values: Mapping[str, Any]) -> _Model:
    """``values`` as ``model``, or ``Refused`` with the REST API's 422 message."""
    try:
        return model.model_validate(dict(values))
    except pydantic.ValidationError as exc:
        raise Refused(summarize(invalid_fields(exc.errors()))) from None


class Checks:
    """The argument rules of one server (its message bound comes from the settings)."""

    def __init__(self, max_message_chars: int) -> None:
        self._message_model = create_message_model(max_message_chars)

    def message(self, customer_id: str, message: str) -> MessageBody:
        return checked(self._message_model, {"customer_id": customer_id, "message": message})

    @staticmethod
    def customer(customer_id: str) -> str:
        return checked(_Customer, {"customer_id": customer_id}).customer_id

    @staticmethod
    def listing(customer_id: str, type: str | None, limit: int | None) -> _Listing:
        values: dict[str, Any] = {"customer_id": customer_id, "type": type}
        if limit is not None:
            values["limit"] = limit
        return checked(_Listing, values)

    @staticmethod
    def memory(customer_id: str, memory_id: str, reason: str) -> _MemoryRef:
        values = {"customer_id": customer_id, "memory_id": memory_id, "reason": reason}
        return checked(_MemoryRef, values)

    @staticmethod
    def correction(changes: Mapping[str, Any], reason: str) -> CorrectionBody:
        """The changes as ``PATCH /customers/{id}/memories/{memory_id}`` takes them."""
        return checked(CorrectionBody, {**changes, "reason": reason})
