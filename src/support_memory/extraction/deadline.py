"""A per-message time budget for extraction: the last line of defence.

Every pattern matches in linear time and the reader reads a bounded number of clauses, so
extraction of any message up to the limit takes milliseconds. Should some future rule still
make it slow, the budget stops it between clauses: ``check`` raises
``ExtractionTimeoutError`` once the budget is spent, the agent stores nothing and the turn
still gets its reply. The budget is CPU time of the extracting thread, so a busy server
(other threads holding the CPU) does not make an ordinary message time out.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from support_memory.errors import ExtractionTimeoutError

DEFAULT_BUDGET_S = 1.0

Timer = Callable[[], float]


class Deadline:
    """``budget_s`` seconds of ``timer`` from now; ``None`` never runs out."""

    def __init__(self, budget_s: float | None, timer: Timer | None = None) -> None:
        self._budget_s = budget_s
        self._timer = timer or time.thread_time
        self._ends = None if budget_s is None else self._timer() + budget_s

    def check(self) -> None:
        """Raise ``ExtractionTimeoutError`` if the budget is spent."""
        if self._ends is not None and self._timer() > self._ends:
            raise ExtractionTimeoutError(f"extraction ran past its {self._budget_s:g}s budget")
