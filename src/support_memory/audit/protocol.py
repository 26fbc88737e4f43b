"""The audit seam: where turn records and correction records are kept. One customer per
call, like the store."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from support_memory.audit.correction import CorrectionRecord
from support_memory.audit.record import AuditRecord


@runtime_checkable
class AuditStore(Protocol):
    """Keeps ``AuditRecord``s (turns) and ``CorrectionRecord``s per customer; writes return
    only once they are durable."""

    def record(self, entry: AuditRecord) -> None:
        """Keep one turn's record."""
        ...

    def records(self, customer_id: str, limit: int = 100) -> list[AuditRecord]:
        """The customer's turn records, newest first, at most ``limit``."""
        ...

    def record_correction(self, entry: CorrectionRecord) -> None:
        """Keep one correction's record."""
        ...

    def corrections(self, customer_id: str, limit: int = 100) -> list[CorrectionRecord]:
        """The customer's correction records, newest first, at most ``limit``."""
        ...

    def forget(self, customer_id: str) -> int:
        """Delete every record (turns and corrections) of one customer; return how many."""
        ...

    def close(self) -> None:
        """Release files or connections."""
        ...
