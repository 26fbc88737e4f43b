"""What leaves the statistics: fleet suggestions and the insight report, k-anonymous.

Only counts and wordings leave, and each only once at least ``min_customers`` (k)
distinct customers back it:

* a signature is shown under the incident wording that k customers share, a product under
  the product name that k share, a step under the step text that k share; a key whose
  customers never agree on one wording is not shown at all;
* a step's success rate is shown once k customers tried it (worked + failed); a fleet
  suggestion needs k customers for whom it *worked*;
* a day or week of the activity chart with fewer than k incidents shows no number.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any


@dataclass(frozen=True)
class FleetSuggestion:
    """A step that resolved this problem for other customers: ``worked`` of ``tried``."""

    step: str
    worked: int
    tried: int

    def to_dict(self) -> dict[str, Any]:
        return {"step": self.step, "worked": self.worked, "tried": self.tried}


@dataclass(frozen=True)
class StepRate:
    step: str
    worked: int
    failed: int

    @property
    def tried(self) -> int:
        return self.worked + self.failed

    @property
    def success_rate(self) -> float:
        return round(self.worked / self.tried, 3) if self.tried else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "step": self.step,
            "worked": self.worked,
            "failed": self.failed,
            "tried": self.tried,
            "success_rate": self.success_rate,
        }


@dataclass(frozen=True)
class SignatureStats:
    """One incident signature over the period: how many customers, and its steps."""

    incident: str
    product: str | None  # None: any product
    customers: int
    steps: tuple[StepRate, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "incident": self.incident,
            "product": self.product,
            "customers": self.customers,
            "steps": [s.to_dict() for s in self.steps],
        }


@dataclass(frozen=True)
class Bucket:
    start: str  # YYYY-MM-DD
    incidents: int | None  # None: fewer than k (suppressed)


@dataclass(frozen=True)
class InsightReport:
    since: str
    until: str
    days: int
    min_customers: int
    bucket: str  # "day" or "week"
    signatures: tuple[SignatureStats, ...] = ()
    timeline: tuple[Bucket, ...] = field(default=())

    def to_dict(self) -> dict[str, Any]:
        return {
            "since": self.since,
            "until": self.until,
            "days": self.days,
            "min_customers": self.min_customers,
            "bucket": self.bucket,
            "signatures": [s.to_dict() for s in self.signatures],
            "timeline": [{"start": b.start, "incidents": b.incidents} for b in self.timeline],
        }


def wording(counts: dict[str, int], min_customers: int) -> str | None:
    """The wording most customers share, if at least ``min_customers`` do (ties: the
    alphabetically first, so the answer never depends on read order)."""
    if not counts:
        return None
    best = min(counts, key=lambda text: (-counts[text], text))
    return best if counts[best] >= min_customers else None


def buckets(
    per_day: dict[str, int], first: date, last: date, width: int, min_customers: int
) -> tuple[Bucket, ...]:
    """Per-day counts summed into buckets of ``width`` days from ``first`` to ``last``;
    a bucket under ``min_customers`` (but not empty) is suppressed."""
    found: list[Bucket] = []
    start = first
    while start <= last:
        days = [(start + timedelta(days=n)).isoformat() for n in range(width)]
        total = sum(per_day.get(day, 0) for day in days)
        found.append(Bucket(start.isoformat(), None if 0 < total < min_customers else total))
        start += timedelta(days=width)
    return tuple(found)


def render_text(report: InsightReport) -> str:
    """The report as the CLI prints it."""
    lines = [
        f"Top incident signatures, {report.since[:10]} to {report.until[:10]} "
        f"(shown once {report.min_customers}+ distinct customers back them)",
    ]
    if not report.signatures:
        lines.append("  nothing yet: no signature has enough customers")
    for stats in report.signatures:
        product = stats.product or "any product"
        lines.append(f"  {stats.incident} [{product}]: {stats.customers} customers")
        for step in stats.steps:
            lines.append(
                f"    {step.step}: worked for {step.worked} of {step.tried}"
                f" ({step.success_rate:.0%})"
            )
    shown = [b for b in report.timeline if b.incidents != 0]
    if shown:
        lines.append(f"Incidents per {report.bucket} (days without any left out):")
        for bucket in shown:
            value = bucket.incidents if bucket.incidents is not None else f"<{report.min_customers}"
            lines.append(f"  {bucket.start}  {value}")
    return "\n".join(lines)
