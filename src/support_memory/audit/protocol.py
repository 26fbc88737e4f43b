"""The audit seam: where turn records are kept. One customer per call, like the store."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from support_memory.audit.record import AuditRecord


@runtime_checkable
class AuditStore(Protocol):
    """Keeps ``AuditRecord``s per customer; ``record`` returns only once it is durable."""

    def record(self, entry: AuditRecord) -> None:
        """Keep one turn's record."""
        ...

    def records(self, customer_id: str, limit: int = 100) -> list[AuditRecord]:
        """The customer's records, newest first, at most ``limit``."""
        ...

    def forget(self, customer_id: str) -> int:
        """Delete every record of one customer; return how many were deleted."""
        ...

    def close(self) -> None:
        """Release files or connections."""
        ...
