"""The extraction seam: turn one customer message into new memories and updates."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from support_memory.models import Memory


@dataclass
class Extraction:
    """What one message taught us: memories to add, and existing memories to update
    (an in-progress attempt that now failed, an incident that is now resolved)."""

    new: list[Memory] = field(default_factory=list)
    updated: list[Memory] = field(default_factory=list)

    @property
    def memories(self) -> list[Memory]:
        return [*self.new, *self.updated]


class Extractor(Protocol):
    """Extracts memories from a message. Pure: it never writes; the agent persists."""

    def extract(self, customer_id: str, message: str, history: Sequence[Memory]) -> Extraction:
        """``history`` is the customer's memories before this message, oldest first."""
        ...
