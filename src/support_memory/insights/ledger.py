"""Keeping the statistics up to date, one write at a time.

The same algorithm runs on every backend, over the primitive reads and writes of
``LedgerOps`` (SQL on the store's own transaction for SQLite and PostgreSQL; dictionaries
for the in-process store). For each memory written or deleted:

1. its fact is recomputed (a step takes its incident's signature from the incident's fact);
2. an incident whose fact changed carries its steps' facts along;
3. every key the old and new facts count under is derived again from the customer's facts
   under that key, and a changed outcome moves one customer from one count to the other.

Count changes are collected and applied at the end, in key order, so two transactions
always lock shared count rows in the same order. The work per memory is a few indexed
reads of one customer's facts: it never grows with the fleet.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

from support_memory.insights.facts import Contribution, Fact, Key, derive, fact_of
from support_memory.models import Memory, MemoryType

CountKey = tuple[str, str, str, str]  # symptom, product, step, outcome


class LedgerOps(Protocol):
    """The primitive reads and writes of one transaction (every read names a customer)."""

    def fact(self, customer_id: str, memory_id: str) -> Fact | None: ...

    def steps_of(self, customer_id: str, incident_id: str) -> list[Fact]:
        """The step facts that belong to one incident."""
        ...

    def facts_under(self, customer_id: str, key: Key) -> list[Fact]:
        """The customer's facts with ``key``'s symptom and step (any product)."""
        ...

    def put_fact(self, fact: Fact) -> None: ...

    def drop_fact(self, customer_id: str, memory_id: str) -> None: ...

    def contribution(self, customer_id: str, key: Key) -> Contribution | None: ...

    def contributions_of(self, customer_id: str) -> list[Contribution]: ...

    def put_contribution(self, contribution: Contribution) -> None: ...

    def drop_contribution(self, customer_id: str, key: Key) -> None: ...

    def drop_customer(self, customer_id: str) -> None:
        """Every fact and contribution of one customer."""
        ...

    def bump(self, count: CountKey, delta: int) -> None:
        """Add ``delta`` customers to one count (a count that reaches 0 is removed)."""
        ...


class Deltas:
    """Count changes collected during one write, applied together in key order."""

    def __init__(self) -> None:
        self._by_key: dict[CountKey, int] = {}

    def move(self, before: Contribution | None, after: Contribution | None) -> None:
        if before is not None and after is not None and before.outcome == after.outcome:
            return
        if before is not None:
            self._add(_count_key(before), -1)
        if after is not None:
            self._add(_count_key(after), 1)

    def _add(self, key: CountKey, delta: int) -> None:
        self._by_key[key] = self._by_key.get(key, 0) + delta

    def apply(self, ops: LedgerOps) -> None:
        for key in sorted(self._by_key):
            if self._by_key[key]:
                ops.bump(key, self._by_key[key])
        self._by_key.clear()


def record(ops: LedgerOps, memories: Sequence[Memory]) -> None:
    """Memories added or updated (incidents before steps, so a step finds its incident)."""
    deltas = Deltas()
    ordered = sorted(memories, key=lambda m: m.type is not MemoryType.INCIDENT)
    for memory in ordered:
        _refresh(ops, memory.customer_id, memory.id, memory, deltas)
    deltas.apply(ops)


def remove(ops: LedgerOps, customer_id: str, memory_ids: Iterable[str]) -> None:
    """Memories deleted."""
    deltas = Deltas()
    for memory_id in memory_ids:
        _refresh(ops, customer_id, memory_id, None, deltas)
    deltas.apply(ops)


def forget(ops: LedgerOps, customer_id: str) -> None:
    """A customer forgotten: their every contribution leaves the counts."""
    deltas = Deltas()
    for contribution in ops.contributions_of(customer_id):
        deltas.move(contribution, None)
    ops.drop_customer(customer_id)
    deltas.apply(ops)


def _refresh(
    ops: LedgerOps, customer_id: str, memory_id: str, memory: Memory | None, deltas: Deltas
) -> None:
    before = ops.fact(customer_id, memory_id)
    after = None
    if memory is not None:
        parent = None
        if memory.type is MemoryType.ATTEMPT and memory.incident_id:
            parent = ops.fact(customer_id, memory.incident_id)
            parent = parent if parent is not None and parent.is_incident else None
        after = fact_of(memory, parent)
    if before == after:
        return
    touched = _keys(before) | _keys(after)
    if after is None:
        ops.drop_fact(customer_id, memory_id)
    else:
        ops.put_fact(after)
    if (before is not None and before.is_incident) or (after is not None and after.is_incident):
        incident = after if after is not None and after.is_incident else None
        for step in ops.steps_of(customer_id, memory_id):
            moved = step.under(incident)
            if moved != step:
                ops.put_fact(moved)
                touched |= step.counted_under() | moved.counted_under()
    read: dict[tuple[str, str], list[Fact]] = {}  # a symptom's facts serve both its levels
    for key in sorted(touched):
        current = ops.contribution(customer_id, key)
        if (key.symptom, key.step) not in read:
            read[(key.symptom, key.step)] = ops.facts_under(customer_id, key)
        derived = derive(customer_id, key, read[(key.symptom, key.step)])
        if current == derived:
            continue
        deltas.move(current, derived)
        if derived is None:
            ops.drop_contribution(customer_id, key)
        else:
            ops.put_contribution(derived)


def _keys(fact: Fact | None) -> set[Key]:
    return fact.counted_under() if fact is not None else set()


def _count_key(contribution: Contribution) -> CountKey:
    key = contribution.key
    return (key.symptom, key.product, key.step, contribution.outcome)
