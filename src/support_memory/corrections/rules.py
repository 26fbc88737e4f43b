"""What a person may change in a memory, checked with the model's own rules.

Correctable: ``outcome`` (ATTEMPT), ``status`` (INCIDENT), ``text``, ``incident_id`` (an
ATTEMPT's link to an INCIDENT of the same customer; ``None`` unlinks). Everything else
(id, customer, type, timestamps) is fixed: a memory of the wrong type is deleted and added
again. Values are checked by ``Memory`` itself, so a bad outcome on an INCIDENT is the
same ``ValidationError`` naming ``outcome`` as anywhere else.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from support_memory.errors import MemoryNotFoundError, ValidationError
from support_memory.models import Memory, MemoryType
from support_memory.stores.protocol import MemoryStore

CORRECTABLE = ("outcome", "status", "text", "incident_id")
ADDABLE = ("type", "text", "outcome", "status", "product", "incident_id")
MAX_REASON_CHARS = 500


def checked_changes(changes: Mapping[str, Any]) -> dict[str, Any]:
    """``changes`` if every key is correctable and there is at least one."""
    for name in changes:
        if name not in CORRECTABLE:
            raise ValidationError(
                name, f"cannot be corrected; correctable fields: {', '.join(CORRECTABLE)}"
            )
    if not changes:
        raise ValidationError("body", f"name at least one of {', '.join(CORRECTABLE)}")
    return dict(changes)


def checked_fields(fields: Mapping[str, Any]) -> dict[str, Any]:
    """``fields`` of a memory added by hand, if every key may be set."""
    for name in fields:
        if name not in ADDABLE:
            raise ValidationError(name, f"cannot be set; allowed fields: {', '.join(ADDABLE)}")
    return dict(fields)


def checked_reason(reason: str | None) -> str:
    text = (reason or "").strip()
    if len(text) > MAX_REASON_CHARS:
        raise ValidationError("reason", f"must be at most {MAX_REASON_CHARS} characters")
    return text


def check_incident_link(store: MemoryStore, memory: Memory) -> None:
    """An ``incident_id`` must sit on an ATTEMPT and name an INCIDENT of the same customer."""
    if memory.incident_id is None:
        return
    if memory.type is not MemoryType.ATTEMPT:
        raise ValidationError("incident_id", "only an ATTEMPT links to an incident")
    try:
        target = store.get(memory.customer_id, memory.incident_id)
    except MemoryNotFoundError:
        target = None
    if target is None or target.type is not MemoryType.INCIDENT:
        raise ValidationError("incident_id", "must name an INCIDENT of the same customer")


def changed_fields(before: Memory, after: Memory, names: list[str]) -> dict[str, tuple[Any, Any]]:
    """``{field: (before, after)}`` of the fields in ``names`` whose value changed."""
    old, new = before.to_dict(), after.to_dict()
    return {name: (old[name], new[name]) for name in names if old[name] != new[name]}
