"""``InMemoryAuditStore``: audit records in process (tests, and when no store path is set)."""

from __future__ import annotations

import threading

from support_memory.audit.record import AuditRecord
from support_memory.models import validate_customer_id


class InMemoryAuditStore:
    """Audit records in a dict by customer; gone when the process ends."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._data: dict[str, list[AuditRecord]] = {}

    def record(self, entry: AuditRecord) -> None:
        with self._lock:
            self._data.setdefault(entry.customer_id, []).append(entry)

    def records(self, customer_id: str, limit: int = 100) -> list[AuditRecord]:
        validate_customer_id(customer_id)
        with self._lock:
            kept = list(self._data.get(customer_id, ()))
        kept.sort(key=lambda r: (r.created_at, r.id), reverse=True)
        return kept[: max(limit, 0)]

    def forget(self, customer_id: str) -> int:
        validate_customer_id(customer_id)
        with self._lock:
            return len(self._data.pop(customer_id, ()))

    def close(self) -> None:
        """Nothing to release."""
