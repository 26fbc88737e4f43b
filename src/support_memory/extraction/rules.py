"""``RuleExtractor`` (placeholder until the rule extractor lands)."""

from __future__ import annotations

from collections.abc import Sequence

from support_memory.extraction.protocol import Extraction
from support_memory.models import Clock, Memory, utc_now


class RuleExtractor:
    def __init__(self, *, clock: Clock = utc_now) -> None:
        self._clock = clock

    def extract(self, customer_id: str, message: str, history: Sequence[Memory]) -> Extraction:
        return Extraction()
