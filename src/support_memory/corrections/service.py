"""The corrections seam: changes people make to a customer's memory, each one audited.

``Corrections`` is what the HTTP API and the console use (and an MCP server can): add a
memory by hand, correct one, delete one, forget a customer. ``CorrectionService``
implements it over any ``MemoryStore`` and ``AuditStore``:

* every change is checked by ``rules`` (the model's own validation), holds the customer's
  lock (the one the turns hold, so a turn in flight cannot overwrite a correction with the
  history it read before it), bumps ``updated_at``, and is written to the audit trail with
  its author, time, fields, values before and after, and reason;
* the store is written first, then the audit; if the audit cannot be written the store
  change is undone, so no change is left unaudited.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any, Protocol

from support_memory.audit.correction import CorrectionRecord
from support_memory.audit.protocol import AuditStore
from support_memory.corrections import rules
from support_memory.errors import SupportMemoryError
from support_memory.escalation.queue import EscalationQueue
from support_memory.models import Clock, Memory, MemoryType, utc_now, validate_customer_id
from support_memory.stores.protocol import MemoryStore

LockFor = Callable[[str], AbstractContextManager[Any]]
MANUAL_SOURCE = "manual"


@dataclass(frozen=True)
class Correction:
    """What one call changed: the memory as it is now (as it was, for a delete) and the
    audit records written, the requested change first."""

    memory: Memory
    records: tuple[CorrectionRecord, ...]


@dataclass(frozen=True)
class Forgotten:
    memories: int
    audit_records: int
    escalations: int = 0


class Corrections(Protocol):
    """Audited changes to one customer's memory, made by ``author`` (an API key's name)."""

    def add(
        self, customer_id: str, fields: Mapping[str, Any], *, author: str, reason: str = ""
    ) -> Correction: ...

    def correct(
        self,
        customer_id: str,
        memory_id: str,
        changes: Mapping[str, Any],
        *,
        author: str,
        reason: str = "",
    ) -> Correction: ...

    def delete(
        self, customer_id: str, memory_id: str, *, author: str, reason: str = ""
    ) -> Correction: ...

    def forget(self, customer_id: str) -> Forgotten: ...


class CorrectionService:
    """``Corrections`` over a store and an audit trail; ``lock_for(customer_id)`` is the
    lock the service's turns hold (``CustomerLocks``)."""

    def __init__(
        self,
        store: MemoryStore,
        audit: AuditStore,
        lock_for: LockFor,
        *,
        clock: Clock = utc_now,
        escalations: EscalationQueue | None = None,
    ) -> None:
        self.store = store
        self.audit = audit
        self.escalations = escalations
        self._lock_for = lock_for
        self._clock = clock

    def add(
        self, customer_id: str, fields: Mapping[str, Any], *, author: str, reason: str = ""
    ) -> Correction:
        validate_customer_id(customer_id)
        memory = Memory.create(
            clock=self._clock,
            **rules.checked_fields(fields),
            customer_id=customer_id,
            source=MANUAL_SOURCE,
            metadata={"added_by": author},
        )
        note = rules.checked_reason(reason)
        with self._lock_for(customer_id):
            rules.check_incident_link(self.store, memory)
            self.store.add(memory)
            record = self._record(memory, author, "added", note, after=memory.to_dict())
            self._audit([record], undo=lambda: self.store.delete(customer_id, memory.id))
        return Correction(memory, (record,))

    def correct(
        self,
        customer_id: str,
        memory_id: str,
        changes: Mapping[str, Any],
        *,
        author: str,
        reason: str = "",
    ) -> Correction:
        validate_customer_id(customer_id)
        wanted = rules.checked_changes(changes)
        note = rules.checked_reason(reason)
        with self._lock_for(customer_id):
            before = self.store.get(customer_id, memory_id)
            after = before.evolve(clock=self._clock, **wanted)
            diff = rules.changed_fields(before, after, list(wanted))
            if not diff:
                return Correction(before, ())  # already so: nothing to change or audit
            if "incident_id" in diff:
                rules.check_incident_link(self.store, after)
            self.store.update(after)
            record = self._change_record(before, diff, author, note)
            self._audit([record], undo=lambda: self.store.update(before))
        return Correction(after, (record,))

    def delete(
        self, customer_id: str, memory_id: str, *, author: str, reason: str = ""
    ) -> Correction:
        """Delete one memory. Deleting an INCIDENT unlinks its attempts (each audited)."""
        validate_customer_id(customer_id)
        note = rules.checked_reason(reason)
        with self._lock_for(customer_id):
            memory = self.store.get(customer_id, memory_id)
            self.store.delete(customer_id, memory_id)
            record = self._record(memory, author, "deleted", note, before=memory.to_dict())
            self._audit([record], undo=lambda: self.store.add(memory))
            records = [record, *self._unlink(memory, author)]
        return Correction(memory, tuple(records))

    def forget(self, customer_id: str) -> Forgotten:
        """Every memory, audit record and queued escalation of one customer (and so their
        part in the fleet statistics, which follow the store); waits for a turn in flight."""
        validate_customer_id(customer_id)
        with self._lock_for(customer_id):
            memories = self.store.forget(customer_id)
            audit_records = self.audit.forget(customer_id)
            escalations = self.escalations.forget(customer_id) if self.escalations else 0
        return Forgotten(memories, audit_records, escalations)

    # -- helpers ----------------------------------------------------------------------------
    def _unlink(self, deleted: Memory, author: str) -> list[CorrectionRecord]:
        if deleted.type is not MemoryType.INCIDENT:
            return []
        records = []
        for attempt in self.store.all(deleted.customer_id):
            if attempt.incident_id != deleted.id:
                continue
            unlinked = attempt.evolve(clock=self._clock, incident_id=None)
            self.store.update(unlinked)
            diff = rules.changed_fields(attempt, unlinked, ["incident_id"])
            record = self._change_record(attempt, diff, author, "its incident was deleted")
            self._audit([record], undo=functools.partial(self.store.update, attempt))
            records.append(record)
        return records

    def _change_record(
        self, before: Memory, diff: dict[str, tuple[Any, Any]], author: str, reason: str
    ) -> CorrectionRecord:
        return self._record(
            before,
            author,
            "corrected",
            reason,
            before={name: old for name, (old, _) in diff.items()},
            after={name: new for name, (_, new) in diff.items()},
        )

    def _record(
        self,
        memory: Memory,
        author: str,
        action: str,
        reason: str,
        *,
        before: dict[str, Any] | None = None,
        after: dict[str, Any] | None = None,
    ) -> CorrectionRecord:
        return CorrectionRecord.stamped(
            self._clock,
            customer_id=memory.customer_id,
            author=author,
            memory_id=memory.id,
            action=action,
            fields=tuple((after if action == "corrected" else None) or ()),
            before=before,
            after=after,
            reason=reason,
        )

    def _audit(self, records: list[CorrectionRecord], *, undo: Callable[[], object]) -> None:
        try:
            for record in records:
                self.audit.record_correction(record)
        except SupportMemoryError:
            undo()  # no change without its audit record
            raise
