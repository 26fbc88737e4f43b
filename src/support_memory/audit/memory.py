"""``InMemoryAuditStore``: audit records in process (tests, and when no store path is set)."""

from __future__ import annotations

import threading

from support_memory.audit.correction import CorrectionRecord
from support_memory.audit.record import AuditRecord
from support_memory.models import validate_customer_id
from support_memory.stores.directory import CustomerPage, CustomerSummary, page_of


class InMemoryAuditStore:
    """Audit records in dicts by customer; gone when the process ends."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._data: dict[str, list[AuditRecord]] = {}
        self._corrections: dict[str, list[CorrectionRecord]] = {}

    def record(self, entry: AuditRecord) -> None:
        with self._lock:
            self._data.setdefault(entry.customer_id, []).append(entry)

    def records(self, customer_id: str, limit: int = 100) -> list[AuditRecord]:
        validate_customer_id(customer_id)
        with self._lock:
            kept = list(self._data.get(customer_id, ()))
        kept.sort(key=lambda r: (r.created_at, r.id), reverse=True)
        return kept[: max(limit, 0)]

    def record_correction(self, entry: CorrectionRecord) -> None:
        with self._lock:
            self._corrections.setdefault(entry.customer_id, []).append(entry)

    def corrections(self, customer_id: str, limit: int = 100) -> list[CorrectionRecord]:
        validate_customer_id(customer_id)
        with self._lock:
            kept = list(self._corrections.get(customer_id, ()))
        kept.reverse()  # newest first; a stable sort keeps insertion order on equal stamps
        kept.sort(key=lambda r: r.created_at, reverse=True)
        return kept[: max(limit, 0)]

    def forget(self, customer_id: str) -> int:
        validate_customer_id(customer_id)
        with self._lock:
            turns = self._data.pop(customer_id, [])
            corrections = self._corrections.pop(customer_id, [])
        return len(turns) + len(corrections)

    def customers(self, prefix: str = "", limit: int = 50, offset: int = 0) -> CustomerPage:
        """``CustomerDirectory`` from the trail: customers with a turn or a correction."""
        newest: dict[str, str] = {}
        with self._lock:
            stamps = [(r.customer_id, r.created_at) for rs in self._data.values() for r in rs]
            stamps += [
                (c.customer_id, c.created_at) for cs in self._corrections.values() for c in cs
            ]
        for customer_id, at in stamps:
            newest[customer_id] = max(at, newest.get(customer_id, ""))
        summaries = [CustomerSummary(c, at) for c, at in newest.items()]
        return page_of(summaries, prefix, limit, offset)

    def close(self) -> None:
        """Nothing to release."""
