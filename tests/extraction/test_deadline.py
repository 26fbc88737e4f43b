"""The extraction deadline: the last line of defence behind linear-time rules."""

from __future__ import annotations

import itertools

import pytest

from support_memory import RuleExtractor
from support_memory.errors import ExtractionTimeoutError
from support_memory.extraction.deadline import Deadline

MESSAGE = "I restarted it, cleared the cache, still crashing. Updating the app fixed it."


class SteppingTimer:
    """A CPU clock that moves ``step`` seconds each time it is read."""

    def __init__(self, step: float) -> None:
        self.ticks = itertools.count()
        self.step = step

    def __call__(self) -> float:
        return next(self.ticks) * self.step


def test_an_extraction_past_its_budget_raises() -> None:
    extractor = RuleExtractor(deadline_s=1.0, timer=SteppingTimer(0.3))
    with pytest.raises(ExtractionTimeoutError, match="1s budget"):
        extractor.extract("CUST-1", MESSAGE, [])


def test_within_budget_or_without_one_nothing_changes() -> None:
    plain = RuleExtractor().extract("CUST-1", MESSAGE, [])
    for extractor in (
        RuleExtractor(deadline_s=1000.0, timer=SteppingTimer(0.3)),
        RuleExtractor(deadline_s=None, timer=SteppingTimer(10.0)),
    ):
        found = extractor.extract("CUST-1", MESSAGE, [])
        assert [m.text for m in found.new] == [m.text for m in plain.new]


def test_the_budget_is_checked_between_clauses() -> None:
    timer = SteppingTimer(0.0)
    deadline = Deadline(0.5, timer)
    deadline.check()
    timer.step = 1.0
    with pytest.raises(ExtractionTimeoutError):
        deadline.check()
