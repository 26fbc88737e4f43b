"""Adversarial messages: extraction time grows linearly with the message, and is small.

The security report (issue 9) found messages of 65-155 characters that froze extraction for
seconds to minutes (exponential backtracking) and 8,000-character ones that took a second
(quadratic). ``support_memory.evaluation.adversarial`` holds those and a generated family of
shapes; here each is extracted at 1k, 2k, 4k and 8k characters. Times are CPU time of the
extracting thread, the median of a few runs, so a busy machine does not decide the result;
the bounds are generous. ``bench/bench_adversarial.py`` prints the figures for the full
family.
"""

from __future__ import annotations

import time

import pytest

from support_memory import RuleExtractor
from support_memory.evaluation.adversarial import (
    AT_LIMIT,
    MESSAGE_LIMIT,
    REPORTED,
    family_shapes,
    measure,
)

# Far above what any shape takes here (tens of milliseconds at 8k); the reported inputs
# took 1.7 s to minutes before.
ABSOLUTE_BOUND_S = 1.0
# Linear growth doubles the time from 4k to 8k characters, quadratic quadruples it.
GROWTH_BOUND = 3.0
MEANINGFUL_S = 0.003  # below this the ratio is timer noise


@pytest.fixture(scope="module")
def extractor() -> RuleExtractor:
    extractor = RuleExtractor(deadline_s=None)  # the budget must not hide a slow shape
    extractor.extract("CUST-1", "warm up: the app crashes, I restarted it", [])
    return extractor


CASES = {**{f"reported {k}": v for k, v in REPORTED.items()}, **AT_LIMIT}


@pytest.mark.parametrize("name", sorted(CASES))
def test_each_reported_message_extracts_fast(extractor: RuleExtractor, name: str) -> None:
    message = CASES[name]
    assert len(message) <= MESSAGE_LIMIT
    started = time.thread_time()
    extractor.extract("CUST-1", message, [])
    assert time.thread_time() - started < ABSOLUTE_BOUND_S


def test_extraction_time_grows_linearly_over_the_family(extractor: RuleExtractor) -> None:
    def extract(message: str) -> object:
        return extractor.extract("CUST-1", message, [])

    timings = measure(extract, family_shapes(sample=True))
    slowest = max(timings, key=lambda t: t.seconds[8_000])
    assert slowest.seconds[8_000] < ABSOLUTE_BOUND_S, slowest
    meaningful = [t for t in timings if t.seconds[4_000] >= MEANINGFUL_S]
    assert len(meaningful) > 10  # the check below has something to say
    total_4k = sum(t.seconds[4_000] for t in meaningful)
    total_8k = sum(t.seconds[8_000] for t in meaningful)
    assert total_8k < GROWTH_BOUND * total_4k
    steepest = max(meaningful, key=lambda t: t.growth())
    if steepest.growth() >= GROWTH_BOUND:  # measure that one again, longer, before failing
        shape = [s for s in family_shapes(sample=True) if s.name == steepest.shape]
        (again,) = measure(extract, shape, repeats=9)
        assert again.growth() < GROWTH_BOUND, again
