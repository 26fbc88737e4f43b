"""Builders for test memories and a fixed clock."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from support_memory import seed
from support_memory.models import Memory, MemoryType


class FixedClock:
    """A clock that starts at ``start`` and moves ``step`` forward on every call."""

    def __init__(self, start: datetime | None = None, step: timedelta = timedelta(seconds=1)):
        self.now = start or datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
        self.step = step

    def __call__(self) -> datetime:
        current = self.now
        self.now += self.step
        return current


def attempt(customer_id: str, text: str, outcome: str = "failed", **extra: Any) -> Memory:
    return Memory(
        customer_id=customer_id, type=MemoryType.ATTEMPT, text=text, outcome=outcome, **extra
    )


def incident(customer_id: str, text: str, status: str = "open", **extra: Any) -> Memory:
    return Memory(
        customer_id=customer_id, type=MemoryType.INCIDENT, text=text, status=status, **extra
    )


def profile(customer_id: str, text: str, **extra: Any) -> Memory:
    return Memory(customer_id=customer_id, type=MemoryType.PROFILE, text=text, **extra)


# The specification's reference interaction: a first visit, then the customer returns.
FIRST_VISIT = seed.FIRST_VISIT
RETURN_VISIT = seed.RETURN_VISIT
