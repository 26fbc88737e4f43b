"""The memory model: one structured, per-customer memory, and its enums.

``Memory`` is a pydantic model so that bad values are refused with an error naming the
field; ``to_dict`` / ``from_dict`` are the one serialised form every store and the HTTP API
use, and they round-trip exactly.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

import pydantic
from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from support_memory import patterns
from support_memory.errors import ValidationError

Clock = Callable[[], datetime]

CUSTOMER_ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$"
_CUSTOMER_ID_RE = patterns.compile(CUSTOMER_ID_PATTERN)
MAX_TEXT_LENGTH = 2_000
MAX_PRODUCT_LENGTH = 200


def utc_now() -> datetime:
    """The default clock: timezone-aware UTC now."""
    return datetime.now(UTC)


def format_timestamp(moment: datetime) -> str:
    """ISO-8601 UTC with microseconds and a ``Z`` suffix, so strings sort by time."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def new_memory_id() -> str:
    return f"mem_{uuid.uuid4().hex}"


def validate_customer_id(customer_id: object) -> str:
    """Return ``customer_id`` if it is allowed, else raise ``ValidationError``."""
    if not isinstance(customer_id, str) or not _CUSTOMER_ID_RE.fullmatch(customer_id):
        raise ValidationError(
            "customer_id",
            "must be 1-64 characters: a letter or digit, then letters, digits or . _ : -"
            f" (pattern {CUSTOMER_ID_PATTERN})",
        )
    return customer_id


class MemoryType(StrEnum):
    ATTEMPT = "ATTEMPT"
    INCIDENT = "INCIDENT"
    PROFILE = "PROFILE"


class Outcome(StrEnum):
    WORKED = "worked"
    FAILED = "failed"
    IN_PROGRESS = "in_progress"


class IncidentStatus(StrEnum):
    OPEN = "open"
    RESOLVED = "resolved"


class Memory(BaseModel):
    """One memory of one customer.

    ``outcome`` belongs to ATTEMPTs, ``status`` to INCIDENTs; ``incident_id`` links an
    attempt to the incident it was tried against. ``id`` and the timestamps get defaults.
    """

    model_config = ConfigDict(validate_assignment=True, extra="forbid", frozen=False)

    id: str = Field(default_factory=new_memory_id, min_length=1, max_length=128)
    customer_id: str
    type: MemoryType
    text: str = Field(min_length=1, max_length=MAX_TEXT_LENGTH)
    outcome: Outcome | None = None
    status: IncidentStatus | None = None
    product: str | None = Field(default=None, max_length=MAX_PRODUCT_LENGTH)
    incident_id: str | None = Field(default=None, max_length=128)
    created_at: str = ""
    updated_at: str = ""
    source: str | None = Field(default=None, max_length=200)
    metadata: dict[str, str] = Field(default_factory=dict)

    def __init__(self, **data: Any) -> None:
        try:
            super().__init__(**data)
        except pydantic.ValidationError as exc:
            raise _translate(exc) from None

    @field_validator("customer_id")
    @classmethod
    def _check_customer(cls, value: str) -> str:
        validate_customer_id(value)
        return value

    @field_validator("text")
    @classmethod
    def _check_text(cls, value: str) -> str:
        value = value.strip()
        if not value:
            raise ValueError("must not be blank")
        return value

    @field_validator("created_at", "updated_at")
    @classmethod
    def _check_timestamp(cls, value: str) -> str:
        if value:
            try:
                datetime.fromisoformat(value.replace("Z", "+00:00"))
            except ValueError:
                raise ValueError("must be an ISO-8601 timestamp") from None
        return value

    @model_validator(mode="after")
    def _check_kind(self) -> Memory:
        if self.type is MemoryType.ATTEMPT:
            if self.outcome is None:
                raise ValueError(
                    "outcome: an ATTEMPT needs an outcome (worked, failed, in_progress)"
                )
            if self.status is not None:
                raise ValueError("status: only an INCIDENT has a status")
        elif self.type is MemoryType.INCIDENT:
            if self.outcome is not None:
                raise ValueError("outcome: only an ATTEMPT has an outcome")
            if self.status is None:
                object.__setattr__(self, "status", IncidentStatus.OPEN)
        elif self.outcome is not None or self.status is not None:
            raise ValueError("outcome: a PROFILE has neither outcome nor status")
        if not self.created_at:
            object.__setattr__(self, "created_at", format_timestamp(utc_now()))
        if not self.updated_at:
            object.__setattr__(self, "updated_at", self.created_at)
        return self

    @classmethod
    def create(cls, *, clock: Clock = utc_now, **fields: Any) -> Memory:
        """Build a new memory stamped by ``clock`` (tests pass a fixed one)."""
        stamp = format_timestamp(clock())
        fields.setdefault("created_at", stamp)
        fields.setdefault("updated_at", stamp)
        return cls(**fields)

    def evolve(self, *, clock: Clock = utc_now, **changes: Any) -> Memory:
        """A copy with ``changes`` applied and ``updated_at`` moved to ``clock()``."""
        data = self.to_dict()
        data.update(
            {k: (v.value if isinstance(v, StrEnumTypes) else v) for k, v in changes.items()}
        )
        data["updated_at"] = format_timestamp(clock())
        return Memory.from_dict(data)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready dict; ``Memory.from_dict(m.to_dict()) == m``."""
        return self.model_dump(mode="json")

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Memory:
        if not isinstance(data, dict):
            raise ValidationError("memory", "must be an object")
        return cls(**data)


StrEnumTypes = (MemoryType, Outcome, IncidentStatus)
# A PROFILE fact a newer one of its kind replaced ("Uses Windows 10" after "Uses Windows 11")
# carries these metadata keys; it stays in the history and is no longer the current setup.
SUPERSEDED_BY = "superseded_by"
SUPERSEDED_AT = "superseded_at"


def is_current(memory: Memory) -> bool:
    """False for a PROFILE fact a newer one of its kind superseded; True for anything else."""
    return memory.type is not MemoryType.PROFILE or SUPERSEDED_BY not in memory.metadata


# Every field of a Memory, in declaration order: stores derive columns / metadata keys from it.
MEMORY_FIELDS: tuple[str, ...] = tuple(Memory.model_fields)


def _translate(exc: pydantic.ValidationError) -> ValidationError:
    """Turn pydantic's report into our error, naming the first bad field."""
    first = exc.errors()[0]
    loc = ".".join(str(part) for part in first.get("loc", ())) or "memory"
    message = str(first.get("msg", "invalid value"))
    message = message.removeprefix("Value error, ").removeprefix(f"{loc}: ")
    if ":" in message and loc == "memory":
        loc, _, message = message.partition(":")
        message = message.strip()
    if first.get("type") == "enum":
        expected = first.get("ctx", {}).get("expected", "")
        message = f"must be one of {expected}"
    return ValidationError(loc, message)
