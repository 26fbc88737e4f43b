"""``CorrectionRecord``: one change a person made to a customer's memory, for the audit.

Who (the API key's name), when, which memory, what was done (``added``, ``corrected``,
``deleted``), the fields that changed with their values before and after, and the reason
given. Kept in the same audit trail as the turns, and forgotten with the customer.
"""

from __future__ import annotations

import uuid
from dataclasses import asdict, dataclass, field
from typing import Any

from support_memory.models import Clock, format_timestamp, utc_now, validate_customer_id

ACTIONS = ("added", "corrected", "deleted")


def new_correction_id() -> str:
    return f"cor_{uuid.uuid4().hex}"


@dataclass(frozen=True)
class CorrectionRecord:
    """One audited correction. ``before`` / ``after`` hold only the changed fields for a
    correction, the whole memory for an addition (``after``) or a deletion (``before``)."""

    customer_id: str
    author: str
    memory_id: str
    action: str
    fields: tuple[str, ...] = ()
    before: dict[str, Any] | None = None
    after: dict[str, Any] | None = None
    reason: str = ""
    id: str = field(default_factory=new_correction_id)
    created_at: str = ""

    def __post_init__(self) -> None:
        validate_customer_id(self.customer_id)
        if self.action not in ACTIONS:
            raise ValueError(f"action must be one of {', '.join(ACTIONS)}")
        if not self.created_at:
            object.__setattr__(self, "created_at", format_timestamp(utc_now()))

    @classmethod
    def stamped(cls, clock: Clock = utc_now, **fields: Any) -> CorrectionRecord:
        return cls(created_at=format_timestamp(clock()), **fields)

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["fields"] = list(self.fields)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> CorrectionRecord:
        fields = dict(data)
        fields["fields"] = tuple(data.get("fields", ()))
        return cls(**fields)
