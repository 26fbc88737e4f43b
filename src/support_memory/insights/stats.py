"""``Insights``: the read side of the fleet statistics, the same over every backend.

A backend (``InsightsBackend``) keeps the tables up to date as a write hook of its store
and answers a few primitive reads (``StatsSource``); this class turns them into fleet
suggestions for a turn and the insight report, applying the k-anonymity rules of
``report`` in one place.
"""

from __future__ import annotations

from collections.abc import Collection
from contextlib import AbstractContextManager
from datetime import datetime, timedelta
from typing import Protocol, runtime_checkable

from support_memory.insights.facts import FAILED, INCIDENT, NO_STEP, WORKED, Contribution
from support_memory.insights.keys import Signature
from support_memory.insights.ledger import CountKey
from support_memory.insights.report import (
    FleetSuggestion,
    InsightReport,
    SignatureStats,
    StepRate,
    buckets,
    wording,
)
from support_memory.models import Clock, format_timestamp, utc_now

ALL_TIME = ("", "\uffff")  # (since, until) that every timestamp falls between
DEFAULT_MIN_CUSTOMERS = 5
MAX_SIGNATURES = 50


class StatsSource(Protocol):
    """Primitive reads of one read transaction; none returns a customer id."""

    def counts(self, signature: Signature) -> list[tuple[str, str, int]]:
        """(step, outcome, customers) of a signature, all time (the incremental counts)."""
        ...

    def wordings(
        self, signature: Signature, since: str, until: str
    ) -> list[tuple[str, str, str, int]]:
        """(step, wording, product wording, customers) under a signature in the period."""
        ...

    def signatures(
        self, since: str, until: str, min_customers: int, limit: int
    ) -> list[tuple[Signature, int]]:
        """Signatures with at least ``min_customers`` customers active in the period,
        most customers first."""
        ...

    def outcomes(self, signature: Signature, since: str, until: str) -> list[tuple[str, str, int]]:
        """(step, outcome, customers) of a signature in the period."""
        ...

    def activity(self, symptom: str, since: str, until: str) -> list[tuple[str, int]]:
        """(YYYY-MM-DD, customers) whose incident with this symptom was last active that day."""
        ...


Snapshot = tuple[dict[CountKey, int], set[Contribution]]


@runtime_checkable
class InsightsBackend(Protocol):
    """Where the statistics live: a read transaction, and the whole state (for checks)."""

    def reading(self) -> AbstractContextManager[StatsSource]: ...

    def snapshot(self) -> Snapshot:
        """The counts and every contribution (rebuild checks; never shown to anyone)."""
        ...


class Insights:
    """Fleet suggestions and reports over ``backend``, k = ``min_customers``."""

    def __init__(
        self,
        backend: InsightsBackend,
        *,
        min_customers: int = DEFAULT_MIN_CUSTOMERS,
        clock: Clock = utc_now,
    ) -> None:
        self.backend = backend
        self.min_customers = min_customers
        self._clock = clock

    def suggest(
        self, signature: Signature, exclude: Collection[str] = (), *, limit: int = 3
    ) -> list[FleetSuggestion]:
        """Steps that worked for at least k customers with this signature (the product's
        first, then any product's), best success rate first, leaving out the step keys in
        ``exclude`` (what this customer already tried)."""
        k = self.min_customers
        with self.backend.reading() as source:
            for level in signature.levels():
                counts = _by_step(source.counts(level))
                if counts.pop(NO_STEP, {}).get(INCIDENT, 0) < k:
                    continue
                good = {
                    step: (c.get(WORKED, 0), c.get(WORKED, 0) + c.get(FAILED, 0))
                    for step, c in counts.items()
                    if step not in exclude and c.get(WORKED, 0) >= k
                }
                if not good:
                    continue
                words = _step_wordings(source.wordings(level, *ALL_TIME))
                found = [
                    FleetSuggestion(text, worked, tried)
                    for step, (worked, tried) in good.items()
                    if (text := wording(words.get(step, {}), k)) is not None
                ]
                if found:
                    found.sort(key=lambda s: (-s.worked / s.tried, -s.worked, s.step))
                    return found[:limit]
        return []

    def report(self, *, days: int = 30, limit: int = 10) -> InsightReport:
        """The top signatures of the last ``days`` days with their steps' success rates,
        and incidents per day (per week beyond a month)."""
        k = self.min_customers
        now = self._clock()
        first = (now - timedelta(days=days - 1)).date()
        since = format_timestamp(datetime(first.year, first.month, first.day, tzinfo=now.tzinfo))
        until = format_timestamp(now + timedelta(microseconds=1))
        shown: list[SignatureStats] = []
        per_day: dict[str, int] = {}
        with self.backend.reading() as source:
            found = source.signatures(since, until, k, MAX_SIGNATURES)
            for signature, customers in found:
                stats = self._signature(source, signature, customers, since, until)
                if stats is not None:
                    shown.append(stats)
            for symptom in sorted({s.symptom for s, _ in found}):
                for day, count in source.activity(symptom, since, until):
                    per_day[day] = per_day.get(day, 0) + count
        width = 1 if days <= 31 else 7
        start = first - timedelta(days=first.weekday()) if width == 7 else first
        return InsightReport(
            since=since,
            until=until,
            days=days,
            min_customers=k,
            bucket="day" if width == 1 else "week",
            signatures=tuple(_without_repeats(shown))[:limit],
            timeline=buckets(per_day, start, now.date(), width, k),
        )

    def _signature(
        self, source: StatsSource, signature: Signature, customers: int, since: str, until: str
    ) -> SignatureStats | None:
        k = self.min_customers
        rows = source.wordings(signature, since, until)
        words = _step_wordings(rows)
        incident = wording(words.pop(NO_STEP, {}), k)
        product = wording(_product_wordings(rows), k) if signature.product else None
        if incident is None or (signature.product and product is None):
            return None
        steps = []
        for step, counts in _by_step(source.outcomes(signature, since, until)).items():
            rate = StepRate("", counts.get(WORKED, 0), counts.get(FAILED, 0))
            text = wording(words.get(step, {}), k)
            if text is not None and rate.tried >= k:
                steps.append(StepRate(text, rate.worked, rate.failed))
        steps.sort(key=lambda s: (-s.success_rate, -s.tried, s.step))
        return SignatureStats(incident, product, customers, tuple(steps))

    def snapshot(self) -> Snapshot:
        return self.backend.snapshot()


def _by_step(rows: list[tuple[str, str, int]]) -> dict[str, dict[str, int]]:
    found: dict[str, dict[str, int]] = {}
    for step, outcome, count in rows:
        found.setdefault(step, {})[outcome] = count
    return found


def _step_wordings(rows: list[tuple[str, str, str, int]]) -> dict[str, dict[str, int]]:
    found: dict[str, dict[str, int]] = {}
    for step, label, _, count in rows:
        texts = found.setdefault(step, {})
        texts[label] = texts.get(label, 0) + count
    return found


def _product_wordings(rows: list[tuple[str, str, str, int]]) -> dict[str, int]:
    found: dict[str, int] = {}
    for step, _, product_label, count in rows:
        if step == NO_STEP and product_label:
            found[product_label] = found.get(product_label, 0) + count
    return found


def _without_repeats(shown: list[SignatureStats]) -> list[SignatureStats]:
    """An any-product row that only repeats one product's row (same incident, same
    customers) adds nothing: leave it out."""
    specific = {(s.incident, s.customers) for s in shown if s.product is not None}
    return [s for s in shown if s.product is not None or (s.incident, s.customers) not in specific]
