"""Extraction time on adversarial messages: the reported ones and a generated family.

Prints, for ``RuleExtractor.extract``:

- each message of the security report (issue 9) and the same shapes stretched to the
  8,000-character limit: median wall-clock and CPU milliseconds (the goal: under 50 ms);
- the generated family (short units repeated with every kind of whitespace, huge tokens,
  punctuation and capitalised runs) at 1k, 2k, 4k and 8k characters: the worst case at
  each size, the growth from 4k to 8k (linear: about 2x, quadratic: 4x) and the slowest
  shapes. Times are CPU-time medians, so a busy machine changes them little.

Printed figures, not pass/fail (``tests/extraction/test_adversarial.py`` is the test).

    .venv/bin/python bench/bench_adversarial.py [--repeats 3] [--sample]
"""

from __future__ import annotations

import argparse
import statistics
import time

from support_memory import RuleExtractor
from support_memory.evaluation.adversarial import (
    AT_LIMIT,
    REPORTED,
    SIZES,
    Timing,
    family_shapes,
    measure,
)

GOAL_MS = 50.0
MEANINGFUL_S = 0.003  # growth of faster shapes is timer noise


def _reported(extractor: RuleExtractor, repeats: int) -> None:
    print(f"{'message':<34} {'chars':>6} {'wall ms':>8} {'cpu ms':>7}")
    for label, cases in (("reported", REPORTED), ("at the limit", AT_LIMIT)):
        for name, message in cases.items():
            wall, cpu = [], []
            for _ in range(repeats):
                started, started_cpu = time.perf_counter(), time.thread_time()
                extractor.extract("BENCH", message, [])
                wall.append(time.perf_counter() - started)
                cpu.append(time.thread_time() - started_cpu)
            print(
                f"{label + ': ' + name:<34} {len(message):>6} "
                f"{statistics.median(wall) * 1000:>8.1f} {statistics.median(cpu) * 1000:>7.1f}"
            )


def _family(timings: list[Timing]) -> None:
    print(f"\n{len(timings)} shapes; CPU ms, median per shape")
    for size in SIZES:
        worst = max(timings, key=lambda t: t.seconds[size])
        print(f"  worst at {size:>5} chars: {worst.seconds[size] * 1000:7.1f}  {worst.shape}")
    meaningful = [t for t in timings if t.seconds[4_000] >= MEANINGFUL_S]
    total_4k = sum(t.seconds[4_000] for t in meaningful)
    total_8k = sum(t.seconds[8_000] for t in meaningful)
    steepest = max(meaningful, key=lambda t: t.growth())
    growth = total_8k / total_4k
    print(f"  growth 4k -> 8k, the {len(meaningful)} shapes above 3 ms together: {growth:.2f}x")
    print(f"  steepest growth 4k -> 8k: {steepest.growth():.2f}x  {steepest.shape}")
    over = [t for t in timings if t.seconds[8_000] * 1000 > GOAL_MS]
    print(f"  shapes over {GOAL_MS:g} ms at 8k: {len(over)}")
    print("  slowest at 8k (1k / 2k / 4k / 8k):")
    for timing in sorted(timings, key=lambda t: -t.seconds[8_000])[:10]:
        figures = " / ".join(f"{timing.seconds[size] * 1000:.1f}" for size in SIZES)
        print(f"    {figures:<28} {timing.shape}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--sample", action="store_true", help="one separator per unit")
    args = parser.parse_args()
    extractor = RuleExtractor(deadline_s=None)
    extractor.extract("BENCH", "warm up: it crashes, I restarted it", [])
    _reported(extractor, max(args.repeats, 5))
    timings = measure(
        lambda message: extractor.extract("BENCH", message, []),
        family_shapes(sample=args.sample),
        repeats=args.repeats,
    )
    _family(timings)


if __name__ == "__main__":
    main()
