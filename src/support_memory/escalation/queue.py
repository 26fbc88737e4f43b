"""The escalation queue: turns that a person should look at, newest first, acknowledged
when someone has.

One open item per (customer, incident): a later candidate turn about the same incident
joins the item (its reasons are added, ``turns`` counts up, ``updated_at`` moves) instead
of queueing again. Acknowledging closes the item; the next candidate turn opens a new one.
Items are the customer's data: ``forget`` deletes them with the customer.
"""

from __future__ import annotations

import threading
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal, Protocol, runtime_checkable

from support_memory.escalation.rules import Reason

Status = Literal["open", "acknowledged", "all"]
STATUSES: tuple[str, ...] = ("open", "acknowledged", "all")


def new_escalation_id() -> str:
    return f"esc_{uuid.uuid4().hex}"


@dataclass(frozen=True)
class EscalationItem:
    """One queued escalation."""

    id: str
    customer_id: str
    incident_id: str | None
    incident: str | None  # the incident's text when the item was raised
    reasons: tuple[Reason, ...]
    channel: str
    created_at: str
    updated_at: str
    turns: int = 1
    acknowledged_at: str | None = None
    acknowledged_by: str | None = None

    @property
    def status(self) -> str:
        return "acknowledged" if self.acknowledged_at else "open"

    def joined(self, reasons: Sequence[Reason], channel: str, at: str) -> EscalationItem:
        """This open item with another candidate turn about the same incident."""
        merged = tuple(dict.fromkeys([*self.reasons, *reasons]))
        return replace(self, reasons=merged, channel=channel, updated_at=at, turns=self.turns + 1)

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "customer_id": self.customer_id,
            "incident_id": self.incident_id,
            "incident": self.incident,
            "reasons": [r.to_dict() for r in self.reasons],
            "channel": self.channel,
            "created_at": self.created_at,
            "updated_at": self.updated_at,
            "turns": self.turns,
            "status": self.status,
            "acknowledged_at": self.acknowledged_at,
            "acknowledged_by": self.acknowledged_by,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> EscalationItem:
        fields = {k: v for k, v in data.items() if k != "status"}
        fields["reasons"] = tuple(Reason(**r) for r in data.get("reasons", ()))
        return cls(**fields)


@dataclass(frozen=True)
class Candidate:
    """A candidate turn to queue: whose, about which incident, why, from where, when."""

    customer_id: str
    incident_id: str | None
    incident: str | None
    reasons: tuple[Reason, ...]
    channel: str
    at: str

    def into(self, open_item: EscalationItem | None) -> EscalationItem:
        """The item to save: the customer's open item for this incident joined by this
        turn, or a new one."""
        if open_item is not None:
            return open_item.joined(self.reasons, self.channel, self.at)
        return EscalationItem(
            id=new_escalation_id(),
            customer_id=self.customer_id,
            incident_id=self.incident_id,
            incident=self.incident,
            reasons=self.reasons,
            channel=self.channel,
            created_at=self.at,
            updated_at=self.at,
        )


@runtime_checkable
class EscalationQueue(Protocol):
    """Where candidate turns wait for a person (in memory, SQLite, PostgreSQL)."""

    def submit(self, candidate: Candidate) -> EscalationItem:
        """Queue a candidate turn: an open item of the same customer and incident is
        joined instead of a new one added."""
        ...

    def items(
        self, *, status: Status = "open", limit: int = 50, offset: int = 0
    ) -> list[EscalationItem]:
        """Items newest first (by ``updated_at``)."""
        ...

    def count(self, *, status: Status = "open") -> int: ...

    def of_customer(self, customer_id: str) -> list[EscalationItem]:
        """Every item of one customer, newest first (data-subject access)."""
        ...

    def get(self, item_id: str) -> EscalationItem | None: ...

    def acknowledge(self, item_id: str, *, author: str, at: str) -> EscalationItem | None:
        """Close an item (idempotent); ``None`` when there is no such item."""
        ...

    def forget(self, customer_id: str) -> int:
        """Delete every item of one customer; return how many."""
        ...

    def close(self) -> None: ...


def matches(item: EscalationItem, status: Status) -> bool:
    return status == "all" or item.status == status


class InMemoryEscalationQueue:
    """The queue in process (tests, the in-memory library default)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._items: dict[str, EscalationItem] = {}

    def submit(self, candidate: Candidate) -> EscalationItem:
        wanted = (candidate.customer_id, candidate.incident_id, "open")
        with self._lock:
            found = next(
                (
                    i
                    for i in self._items.values()
                    if (i.customer_id, i.incident_id, i.status) == wanted
                ),
                None,
            )
            item = candidate.into(found)
            self._items[item.id] = item
            return item

    def items(
        self, *, status: Status = "open", limit: int = 50, offset: int = 0
    ) -> list[EscalationItem]:
        with self._lock:
            found = [i for i in self._items.values() if matches(i, status)]
        found.sort(key=lambda i: (i.updated_at, i.id), reverse=True)
        return found[offset : offset + limit]

    def count(self, *, status: Status = "open") -> int:
        with self._lock:
            return sum(1 for i in self._items.values() if matches(i, status))

    def of_customer(self, customer_id: str) -> list[EscalationItem]:
        with self._lock:
            found = [i for i in self._items.values() if i.customer_id == customer_id]
        return sorted(found, key=lambda i: (i.updated_at, i.id), reverse=True)

    def get(self, item_id: str) -> EscalationItem | None:
        with self._lock:
            return self._items.get(item_id)

    def acknowledge(self, item_id: str, *, author: str, at: str) -> EscalationItem | None:
        with self._lock:
            item = self._items.get(item_id)
            if item is None or item.acknowledged_at:
                return item
            self._items[item_id] = replace(item, acknowledged_at=at, acknowledged_by=author)
            return self._items[item_id]

    def forget(self, customer_id: str) -> int:
        with self._lock:
            mine = [i for i, item in self._items.items() if item.customer_id == customer_id]
            for item_id in mine:
                del self._items[item_id]
        return len(mine)

    def close(self) -> None:
        """Nothing to release."""
