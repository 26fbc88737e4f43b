"""The read side of corrections: a customer's memories filtered and paged, everything held
about a customer as one document (data-subject access), and finding customers."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from support_memory.audit.protocol import AuditStore
from support_memory.escalation.queue import EscalationQueue
from support_memory.models import (
    Clock,
    IncidentStatus,
    Memory,
    MemoryType,
    Outcome,
    format_timestamp,
    utc_now,
    validate_customer_id,
)
from support_memory.stores.directory import CustomerPage, directory_of
from support_memory.stores.protocol import MemoryStore

EVERYTHING = 2**62  # "no limit" for the audit trail's ``limit`` parameters


@dataclass(frozen=True)
class MemoryFilter:
    """Which of a customer's memories to list; ``None`` means any."""

    type: MemoryType | None = None
    outcome: Outcome | None = None
    status: IncidentStatus | None = None

    def keeps(self, memory: Memory) -> bool:
        return (
            (self.type is None or memory.type is self.type)
            and (self.outcome is None or memory.outcome is self.outcome)
            and (self.status is None or memory.status is self.status)
        )


@dataclass(frozen=True)
class MemoryPage:
    memories: list[Memory]
    total: int  # memories matching the filter, across all pages


def memory_page(
    store: MemoryStore,
    customer_id: str,
    where: MemoryFilter | None = None,
    *,
    limit: int = 1000,
    offset: int = 0,
) -> MemoryPage:
    """The customer's memories matching ``where``, oldest first, ``limit`` from ``offset``."""
    where = where or MemoryFilter()
    matching = [m for m in store.all(customer_id) if where.keeps(m)]
    return MemoryPage(matching[offset : offset + limit], len(matching))


def export_customer(
    store: MemoryStore,
    audit: AuditStore,
    customer_id: str,
    *,
    clock: Clock = utc_now,
    escalations: EscalationQueue | None = None,
) -> dict[str, Any]:
    """Everything held about one customer: memories, turn records, correction records and
    queued escalations. (Their part in the fleet statistics is derived from the memories
    and shown to no one as theirs.)"""
    validate_customer_id(customer_id)
    queued = escalations.of_customer(customer_id) if escalations is not None else []
    return {
        "customer_id": customer_id,
        "exported_at": format_timestamp(clock()),
        "memories": [m.to_dict() for m in store.all(customer_id)],
        "turns": [r.to_dict() for r in audit.records(customer_id, limit=EVERYTHING)],
        "corrections": [c.to_dict() for c in audit.corrections(customer_id, limit=EVERYTHING)],
        "escalations": [item.to_dict() for item in queued],
    }


@dataclass(frozen=True)
class CustomerListing:
    page: CustomerPage
    source: str  # "memories" (the store lists them) or "audit" (the audit trail does)


def find_customers(
    store: MemoryStore, audit: AuditStore, prefix: str = "", *, limit: int = 50, offset: int = 0
) -> CustomerListing:
    """Customers by id prefix, newest activity first: from the store when it can list its
    customers (SQLite, JSON, in-process), else from the audit trail (Hindsight), which
    knows every customer that had a turn or a correction through this service."""
    directory = directory_of(store)
    if directory is not None:
        return CustomerListing(directory.customers(prefix, limit, offset), "memories")
    fallback = directory_of(audit)
    if fallback is None:
        return CustomerListing(CustomerPage([], 0), "none")
    return CustomerListing(fallback.customers(prefix, limit, offset), "audit")
