"""Look-ups in the customer's history that the reader and the memory builder share."""

from __future__ import annotations

from collections.abc import Sequence

from support_memory.models import Memory, MemoryType


def latest_attempt(history: Sequence[Memory]) -> Memory | None:
    """The attempt the customer told of (or whose outcome changed) last, if any."""
    attempts = [m for m in history if m.type is MemoryType.ATTEMPT]
    return max(attempts, key=lambda m: (m.updated_at, m.created_at)) if attempts else None
