"""Listing customers: an optional capability for operators (the console's search).

The ``MemoryStore`` protocol has no cross-customer read on purpose; listing *which*
customers exist, with how many memories and when they were last active, is a separate,
optional capability that returns ids and counts only, never memories. The local stores have
it; Hindsight does not (a bank per customer, no listing of ours), and there the audit
trail, which records every turn and correction, answers instead (``audit/``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

MAX_PAGE = 200


@dataclass(frozen=True)
class CustomerSummary:
    customer_id: str
    last_activity: str  # ISO-8601 UTC: newest memory change (stores) or record (audit)
    memories: int | None = None  # None where the source does not count memories


@dataclass(frozen=True)
class CustomerPage:
    customers: list[CustomerSummary]
    total: int  # customers matching the prefix, across all pages


@runtime_checkable
class CustomerDirectory(Protocol):
    def customers(self, prefix: str = "", limit: int = 50, offset: int = 0) -> CustomerPage:
        """Customers whose id starts with ``prefix`` (case-insensitive), newest activity
        first, at most ``limit`` from ``offset``."""
        ...


def directory_of(store: object) -> CustomerDirectory | None:
    """``store`` itself or the store it decorates (``.inner``: the embedding wrapper, the
    outbox) when that one can list customers; ``None`` when none can."""
    seen = 0
    while store is not None and seen < 8:
        if isinstance(store, CustomerDirectory):
            return store
        store = getattr(store, "inner", None)
        seen += 1
    return None


def page_of(summaries: list[CustomerSummary], prefix: str, limit: int, offset: int) -> CustomerPage:
    """Filter, order (newest activity first, then id) and cut an in-process list."""
    wanted = prefix.lower()
    matching = [s for s in summaries if s.customer_id.lower().startswith(wanted)]
    matching.sort(key=lambda s: s.customer_id)
    matching.sort(key=lambda s: s.last_activity, reverse=True)
    return CustomerPage(matching[offset : offset + limit], len(matching))


def like_prefix(prefix: str) -> str:
    """A ``LIKE`` pattern (escape character ``\\``) for ids starting with ``prefix``."""
    return prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
