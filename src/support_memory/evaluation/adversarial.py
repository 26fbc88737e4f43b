"""Adversarial customer messages: the shapes that once made extraction super-linear.

``REPORTED`` are the messages of the security report (issue 9) that froze extraction for
seconds to minutes, or failed a turn. ``family(size)`` generates many more shapes of
``size`` characters: short units repeated with every kind of whitespace, single huge
tokens, punctuation and capitalised runs, and everyday sentences said again and again.
The regression test (``tests/extraction/test_adversarial.py``) and the benchmark
(``bench/bench_adversarial.py``) time extraction on them at growing sizes: the time must
grow linearly with the message.
"""

from __future__ import annotations

import gc
import statistics
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

MESSAGE_LIMIT = 8_000  # the agent's MAX_MESSAGE_CHARS
SIZES = (1_000, 2_000, 4_000, 8_000)

REPORTED: dict[str, str] = {
    "no x21": "No " + "no " * 21 + "way",
    "no x23": "No " + "no " * 23 + "way",
    "no x30": "No " + "no " * 30 + "way",
    "nbsp no x16": "no\u00a0 " * 16 + "x",
    "nbsp great x22": "great\u00a0 " * 22 + "x",
    "nbsp x8000": "x" + "\u00a0" * (MESSAGE_LIMIT - 2) + "x",
    "A+ x4000": "A+" * 4000,
    "1. x4000": "1." * 4000,
    "restarted + 1998 x": "I restarted " + "x" * 1998,
    "tried x400": "tried " * 400,
    "the cache and x570": "the cache and " * 570,
    "cleared + the cache and x560": "I cleared " + "the cache and " * 560,
    "Ab x68": "Ab " * 68,
    "Ab x2666": ("Ab " * 2666).strip(),
}

# The same shapes stretched to the message limit.
AT_LIMIT: dict[str, str] = {
    "no x2664": "No " + "no " * 2_664 + "way",
    "nbsp no x2000": ("no\u00a0 " * 2_000)[: MESSAGE_LIMIT - 1] + "x",
    "nbsp great x1142": ("great\u00a0 " * 1_142)[: MESSAGE_LIMIT - 1] + "x",
    "nbsp x8000": REPORTED["nbsp x8000"],
    "A+ x4000": REPORTED["A+ x4000"],
    "1. x4000": REPORTED["1. x4000"],
    "restarted + 7988 x": "I restarted " + "x" * (MESSAGE_LIMIT - 12),
    "tried x1333": "tried " * 1_333,
    "cleared + the cache and x570": ("I cleared " + "the cache and " * 570)[:MESSAGE_LIMIT],
    "Ab x2666": REPORTED["Ab x2666"],
}

# Units that each pattern family reacts to: outcome words, joiners, names, numbers, ...
UNITS = (
    "no",
    "No",
    "great",
    "still",
    "not",
    "works",
    "now",
    "now nobody can",
    "the",
    "and",
    "but",
    "so",
    "is so",
    "even but",
    "again",
    "tried",
    "I restarted it",
    "the cache and",
    "made it",
    "it's not",
    "don't get it",
    "his",
    "when I",
    "Once I",
    "after",
    "x",
    "Ab",
    "Acme",
    "Tried",
    "Word",
    "Zoom",
    "Windows 10",
    "iPhone 15 Pro",
    "v1.2",
    "to 1.2",
    "error 1603",
    "0x8007",
    "can't",
    "n't",
    "crashing",
    "the printer prints now",
    "I restarted it and cleared the cache but neither helped.",
    "My Acme PDF Suite crashes whenever I upload a large PDF.",
)
SEPARATORS = (
    " ",
    "  ",
    "\t",
    "\u00a0",
    "\u00a0 ",
    "\u2009",
    "\u3000",
    "\u200b",
    "\n",
    "\r\n",
    ", ",
    ". ",
    "",
)
# Runs with no separator at all: one huge token, or punctuation, or capitals.
RUNS = (
    "x",
    "A",
    "1",
    "é",
    "\u00a0",
    "\u200b",
    "-",
    ".",
    "'",
    ",",
    "!",
    "?!",
    "A+",
    "1.",
    "a.",
    "Ab",
    "(",
    ")",
    "\U0001f600",
)


@dataclass(frozen=True)
class Shape:
    """One way to fill a message: ``unit`` + ``separator``, repeated; ``prefix`` first."""

    unit: str
    separator: str = ""
    prefix: str = ""

    @property
    def name(self) -> str:
        return repr(self.prefix + self.unit + self.separator)

    def message(self, size: int) -> str:
        """``size`` characters of this shape (a last partial unit is cut)."""
        step = self.unit + self.separator
        body = step * (size // len(step) + 1)
        return (self.prefix + body)[:size]


def family_shapes(*, sample: bool = False) -> Iterator[Shape]:
    """Every shape of the family, in a stable order. ``sample``: each unit once, with the
    separators taken in turn (so every separator still appears), for quick checks."""
    for index, unit in enumerate(UNITS):
        if sample:
            yield Shape(unit, SEPARATORS[index % len(SEPARATORS)])
            continue
        for separator in SEPARATORS:
            yield Shape(unit, separator)
    for run in RUNS:
        yield Shape(run)
    yield Shape("x ", prefix="Once I ")  # a fronted time clause with no comma
    yield Shape("x", prefix="I restarted ")  # one huge object
    yield Shape("Ab ", prefix="x ")


def family(size: int, *, sample: bool = False) -> dict[str, str]:
    """Every shape as a message of ``size`` characters, by shape name."""
    return {shape.name: shape.message(size) for shape in family_shapes(sample=sample)}


@dataclass(frozen=True)
class Timing:
    """Median seconds to extract one shape, by message size."""

    shape: str
    seconds: dict[int, float]

    def growth(self, small: int = 4_000, large: int = 8_000) -> float:
        """How many times longer the ``large`` message took than the ``small`` one."""
        return self.seconds[large] / max(self.seconds[small], 1e-9)


def measure(
    extract: Callable[[str], object],
    shapes: Iterable[Shape],
    *,
    sizes: tuple[int, ...] = SIZES,
    repeats: int = 3,
    clock: Callable[[], float] = time.thread_time,
) -> list[Timing]:
    """Time ``extract`` on each shape at every size: the median of ``repeats`` runs, the
    sizes of one shape taken in turn so that a change in load hits them alike, with the garbage
    collector paused. The default clock is this thread's CPU time: the work done, not the wait
    on a busy machine."""
    timings = []
    for shape in shapes:
        runs: dict[int, list[float]] = {size: [] for size in sizes}
        messages = {size: shape.message(size) for size in sizes}
        gc.collect()  # then paused: a full collection costs what the whole process holds
        gc.disable()  # (a test session's imports and caches), not what this message makes
        try:
            for _ in range(repeats):
                for size in sizes:
                    started = clock()
                    extract(messages[size])
                    runs[size].append(clock() - started)
        finally:
            gc.enable()
        timings.append(Timing(shape.name, {k: statistics.median(v) for k, v in runs.items()}))
    return timings
