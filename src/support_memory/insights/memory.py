"""``MemoryInsights``: the fleet statistics in process, for ``InMemoryStore`` (and JSON).

The in-process store has no transaction, so it tells this hook of each write right after
it, under its lock. Nothing here is persisted: with a JSON store the statistics are
rebuilt from the file's memories when the service starts (``wiring.attach``).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from support_memory.insights import ledger
from support_memory.insights.facts import Contribution, Fact, Key
from support_memory.insights.keys import Signature
from support_memory.insights.ledger import CountKey
from support_memory.insights.stats import Snapshot
from support_memory.models import Memory


class MemoryInsights:
    """Write hook, ledger and stats source over dictionaries."""

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._facts: dict[str, dict[str, Fact]] = {}
        self._contributions: dict[str, dict[Key, Contribution]] = {}
        self._counts: dict[CountKey, int] = {}

    # -- WriteHook ---------------------------------------------------------------------------
    def written(self, conn: Any, memories: Sequence[Memory]) -> None:
        by_customer: dict[str, list[Memory]] = {}
        for memory in memories:
            by_customer.setdefault(memory.customer_id, []).append(memory)
        with self._lock:
            for mine in by_customer.values():
                ledger.record(self, mine)

    def deleted(self, conn: Any, customer_id: str, memory_ids: Sequence[str]) -> None:
        with self._lock:
            ledger.remove(self, customer_id, memory_ids)

    def forgotten(self, conn: Any, customer_id: str) -> None:
        with self._lock:
            ledger.forget(self, customer_id)

    def reset(self, conn: Any) -> None:
        with self._lock:
            self._facts.clear()
            self._contributions.clear()
            self._counts.clear()

    # -- LedgerOps ---------------------------------------------------------------------------
    def fact(self, customer_id: str, memory_id: str) -> Fact | None:
        return self._facts.get(customer_id, {}).get(memory_id)

    def steps_of(self, customer_id: str, incident_id: str) -> list[Fact]:
        return [
            f
            for f in self._facts.get(customer_id, {}).values()
            if f.incident_id == incident_id and not f.is_incident
        ]

    def facts_under(self, customer_id: str, key: Key) -> list[Fact]:
        return [
            f
            for f in self._facts.get(customer_id, {}).values()
            if f.symptom == key.symptom and f.step == key.step
        ]

    def put_fact(self, fact: Fact) -> None:
        self._facts.setdefault(fact.customer_id, {})[fact.memory_id] = fact

    def drop_fact(self, customer_id: str, memory_id: str) -> None:
        self._facts.get(customer_id, {}).pop(memory_id, None)

    def contribution(self, customer_id: str, key: Key) -> Contribution | None:
        return self._contributions.get(customer_id, {}).get(key)

    def contributions_of(self, customer_id: str) -> list[Contribution]:
        return list(self._contributions.get(customer_id, {}).values())

    def put_contribution(self, contribution: Contribution) -> None:
        mine = self._contributions.setdefault(contribution.customer_id, {})
        mine[contribution.key] = contribution

    def drop_contribution(self, customer_id: str, key: Key) -> None:
        self._contributions.get(customer_id, {}).pop(key, None)

    def drop_customer(self, customer_id: str) -> None:
        self._facts.pop(customer_id, None)
        self._contributions.pop(customer_id, None)

    def bump(self, count: CountKey, delta: int) -> None:
        value = self._counts.get(count, 0) + delta
        if value > 0:
            self._counts[count] = value
        else:
            self._counts.pop(count, None)

    # -- InsightsBackend / StatsSource -------------------------------------------------------
    @contextmanager
    def reading(self) -> Iterator[MemoryInsights]:
        with self._lock:
            yield self

    def snapshot(self) -> Snapshot:
        with self._lock:
            return dict(self._counts), set(self._all_contributions())

    def counts(self, signature: Signature) -> list[tuple[str, str, int]]:
        return [
            (step, outcome, n)
            for (symptom, product, step, outcome), n in self._counts.items()
            if (symptom, product) == (signature.symptom, signature.product)
        ]

    def wordings(
        self, signature: Signature, since: str, until: str
    ) -> list[tuple[str, str, str, int]]:
        found: dict[tuple[str, str, str], int] = {}
        for c in self._within(signature, since, until):
            group = (c.key.step, c.label, c.product_label)
            found[group] = found.get(group, 0) + 1
        return [(*group, n) for group, n in found.items()]

    def signatures(
        self, since: str, until: str, min_customers: int, limit: int
    ) -> list[tuple[Signature, int]]:
        found: dict[Signature, int] = {}
        for c in self._all_contributions():
            if c.key.step == "" and since <= c.at < until:
                found[c.key.signature] = found.get(c.key.signature, 0) + 1
        ranked = sorted(found.items(), key=lambda item: (-item[1], item[0]))
        return [(s, n) for s, n in ranked if n >= min_customers][:limit]

    def outcomes(self, signature: Signature, since: str, until: str) -> list[tuple[str, str, int]]:
        found: dict[tuple[str, str], int] = {}
        for c in self._within(signature, since, until):
            if c.key.step:
                found[(c.key.step, c.outcome)] = found.get((c.key.step, c.outcome), 0) + 1
        return [(step, outcome, n) for (step, outcome), n in found.items()]

    def activity(self, symptom: str, since: str, until: str) -> list[tuple[str, int]]:
        found: dict[str, int] = {}
        for c in self._within(Signature(symptom), since, until):
            if not c.key.step:
                found[c.at[:10]] = found.get(c.at[:10], 0) + 1
        return list(found.items())

    def _all_contributions(self) -> Iterator[Contribution]:
        for mine in self._contributions.values():
            yield from mine.values()

    def _within(self, signature: Signature, since: str, until: str) -> Iterator[Contribution]:
        for c in self._all_contributions():
            if c.key.signature == signature and since <= c.at < until:
                yield c
