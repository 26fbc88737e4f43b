"""Extraction time per message, this checkout against another one, side by side.

A change to the rules is timed against the code before it on the same host at the same
hour: the machine is shared, and its speed drifts more from one hour to the next than a
session's rules cost. Both trees extract the same messages (the real-language corpus of this
checkout, text only) with the shipped extractor (rules + clause judge + step check), each
message once and cold (``bench_extraction._forget_texts`` before each), in a fresh process
per tree and round, the two trees alternating. Prints each round's p50 / p95, the medians,
and the per-round ratio of the p95s (this tree / the other). Printed figures, not pass/fail.

    git worktree add /tmp/before <commit> --detach
    .venv/bin/python bench/bench_extraction_ab.py /tmp/before [--rounds 3]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("other", type=Path, help="root of the other checkout (it has src/)")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    if not (args.other / "src" / "support_memory").is_dir():
        parser.error(f"{args.other} has no src/support_memory")
    with tempfile.TemporaryDirectory() as scratch:
        messages = Path(scratch) / "messages.json"
        messages.write_text(json.dumps(_messages()), encoding="utf-8")
        trees = {"other": args.other.resolve(), "this": ROOT}
        p95: dict[str, list[float]] = {name: [] for name in trees}
        p50: dict[str, list[float]] = {name: [] for name in trees}
        for round_ in range(args.rounds):
            for name, tree in trees.items():
                times = _timed(tree, messages, Path(scratch) / f"{name}{round_}.json")
                p50[name].append(_percentile(times, 0.50))
                p95[name].append(_percentile(times, 0.95))
                line = f"p50 {p50[name][-1]:.2f} ms  p95 {p95[name][-1]:.2f} ms"
                print(f"round {round_ + 1} {name:5s} {line}")
    ratios = [mine / theirs for mine, theirs in zip(p95["this"], p95["other"], strict=True)]
    for name in trees:
        print(
            f"{name:5s} median p50 {statistics.median(p50[name]):.2f} ms, "
            f"median p95 {statistics.median(p95[name]):.2f} ms"
        )
    print(
        "p95 ratio this/other per round: "
        + " / ".join(f"{r:.2f}" for r in ratios)
        + f" (median {statistics.median(ratios):.2f})"
    )
    return 0


def _messages() -> list[str]:
    sys.path.insert(0, str(ROOT / "src"))
    from support_memory.evaluation.extraction import CASE_SETS

    data = ROOT / "src" / "support_memory" / "evaluation"
    out: list[str] = []
    for name in ("real-dev", "real-test"):
        cases = json.loads((data / CASE_SETS[name]).read_text(encoding="utf-8"))["cases"]
        out += [turn for case in cases for turn in case["turns"]]
    return out


def _timed(tree: Path, messages: Path, out: Path) -> list[float]:
    env = os.environ | {"PYTHONPATH": str(tree / "src")}
    command = [sys.executable, str(Path(__file__)), "--worker", str(messages), str(out)]
    subprocess.run(command, env=env, check=True)
    times: list[float] = json.loads(out.read_text(encoding="utf-8"))
    return times


def _worker(messages: Path, out: Path) -> None:
    """Runs in the tree under test: its ``support_memory`` is first on the path."""
    sys.path.insert(1, str(HERE))
    from bench_extraction import _forget_texts

    from support_memory.extraction.rules import RuleExtractor

    extractor = RuleExtractor()
    extractor.extract("bench", "warm up: the models load once", [])
    times = []
    for message in json.loads(messages.read_text(encoding="utf-8")):
        _forget_texts()
        start = time.perf_counter()
        extractor.extract("bench", message, [])
        times.append((time.perf_counter() - start) * 1000)
    out.write_text(json.dumps(times), encoding="utf-8")


def _percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--worker":
        _worker(Path(sys.argv[2]), Path(sys.argv[3]))
    else:
        raise SystemExit(main())
