"""Extraction time per real customer message: rules alone, rules + the clause model, and
rules + the clause model + the step check (the shipped default).

Every message of the real-language corpus (both splits: only the text is used, nothing is
scored) is extracted with an empty history, alternating the extractors message by message
so that the shared machine's load hits them alike. Before each extraction every per-text
cache is emptied (``_forget_texts``): otherwise the extractor that goes second finds the
clauses the first one read already answered, and its figure is too good (the shipped p95
read 6.5 ms that way on 2026-12-03, and 8.5 ms cold). Each message is timed as one the
process has never seen; caches within the message still work. Prints p50 / p95 / p99 / max in
milliseconds (wall clock) and the ratio of the two, plus the one-off cost of loading the
models. Printed figures, not pass/fail.

    .venv/bin/python bench/bench_extraction.py [--repeats 3]
"""

from __future__ import annotations

import argparse
import inspect
import json
import statistics
import sys
import time
from importlib import resources

from support_memory.evaluation.extraction import CASE_SETS
from support_memory.extraction.learned.judge import ClauseJudge
from support_memory.extraction.learned.model import ClauseModel, load_clause_model
from support_memory.extraction.learned.step_model import StepModel, load_step_model
from support_memory.extraction.rules import RuleExtractor


def _messages() -> list[str]:
    data = resources.files("support_memory.evaluation")
    out: list[str] = []
    for name in ("real-dev", "real-test"):
        cases = json.loads(data.joinpath(CASE_SETS[name]).read_text())["cases"]
        out += [turn for case in cases for turn in case["turns"]]
    return out


_PER_TEXT = 1024  # an lru cache this large remembers texts; smaller ones hold loaded tables


def _forget_texts() -> None:
    """Empty every lru cache of 1,024 entries or more in the extraction code that is keyed by
    a text (a clause, an incident), so the next message is read as the first one would be.
    Caches keyed by one ``word`` stay, like the clause model's word rows: a running process
    knows the common words."""
    for name, module in list(sys.modules.items()):
        if not name.startswith(("support_memory.extraction", "support_memory.patterns")):
            continue
        for value in vars(module).values():
            parameters = getattr(value, "cache_parameters", None)
            if parameters is None or getattr(value, "__module__", None) != name:
                continue
            size = parameters()["maxsize"]
            keyed_by = next(iter(inspect.signature(value).parameters), "")
            if size is not None and size >= _PER_TEXT and keyed_by != "word":
                value.cache_clear()


def _percentiles(samples: list[float]) -> str:
    ordered = sorted(samples)

    def at(q: float) -> float:
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))]

    return (
        f"p50 {statistics.median(ordered):6.2f}  p95 {at(0.95):6.2f}  p99 {at(0.99):6.2f}  "
        f"max {ordered[-1]:7.2f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    started = time.perf_counter()
    load_clause_model.cache_clear()
    load_step_model.cache_clear()
    model: ClauseModel = load_clause_model()
    steps: StepModel = load_step_model()
    load_ms = (time.perf_counter() - started) * 1000
    extractors = {
        "rules": RuleExtractor(judge=None, deadline_s=None),
        "rules+model": RuleExtractor(judge=ClauseJudge(model), deadline_s=None),
        "shipped": RuleExtractor(judge=ClauseJudge(model, steps=steps), deadline_s=None),
    }
    messages = _messages()
    times: dict[str, list[float]] = {name: [] for name in extractors}
    for extractor in extractors.values():
        extractor.extract("BENCH", "warm up: the app crashes, I restarted it", [])
    for repeat in range(args.repeats):
        model.clear_cache()  # each round starts as after a restart
        for index, message in enumerate(messages):
            # a fresh string each round, so no cache remembers a whole message
            text = f"{message}{' ' * (repeat + 1)}"
            order = list(extractors.items())
            order = order[index % 3 :] + order[: index % 3]  # each goes first in turn
            for name, extractor in order:
                _forget_texts()
                begun = time.perf_counter()
                extractor.extract("BENCH", text, [])
                times[name].append((time.perf_counter() - begun) * 1000)
    print(f"extraction per message, {len(messages)} real messages x {args.repeats} (ms)")
    for name, samples in times.items():
        print(f"  {name:<12} {_percentiles(samples)}")
    base = statistics.median(times["rules"])
    ratios = ", ".join(
        f"{name} {statistics.median(times[name]) / base:.2f}x"
        for name in ("rules+model", "shipped")
    )
    print(f"  median ratio to rules alone: {ratios}; both models load once: {load_ms:.0f} ms")


if __name__ == "__main__":
    main()
