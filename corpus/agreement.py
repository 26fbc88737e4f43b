"""How far a second careful reader agrees with the labels: the ceiling of the metric.

    python corpus/agreement.py           # second annotator, extractor, rules alone
    python corpus/agreement.py --quick   # the second annotator only

``agreement/second_annotator.json`` holds the memories a second annotator wrote for 150
real-dev cases without seeing the labels. They are scored with the evaluator's own matching
(``score_stored``), and the extractor is scored on the same cases beside them. The cases are
dev, so the extractor's figure here is on data it was tuned on (an upper bound for it); the
second annotator's figure is what careful reading reaches under these labels.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from support_memory.evaluation.extraction import (
    CASE_SETS,
    ExtractionCase,
    ExtractionReport,
    default_agent,
    load_cases,
    rules_only_agent,
    score_stored,
    stored_after,
)
from support_memory.models import IncidentStatus, Memory, MemoryType, Outcome

HERE = Path(__file__).resolve().parent
SECOND = HERE / "agreement" / "second_annotator.json"
_PACKAGE_DATA = HERE.parent / "src" / "support_memory" / "evaluation"


def load_second(path: Path = SECOND) -> dict[str, list[Memory]]:
    """The second annotator's memories by case id."""
    raw = json.loads(path.read_text())
    return {case["id"]: [_memory(item) for item in case["memories"]] for case in raw["cases"]}


def _memory(item: dict[str, Any]) -> Memory:
    kind = MemoryType(item["type"])
    state: dict[str, Any] = {}
    if kind is MemoryType.ATTEMPT:
        state["outcome"] = Outcome(item["outcome"])
    elif kind is MemoryType.INCIDENT:
        state["status"] = IncidentStatus(item["status"])
    return Memory(customer_id="second-annotator", type=kind, text=item["text"], **state)


def dev_cases(ids: set[str]) -> list[ExtractionCase]:
    """The real-dev cases with these ids (a case missing from dev is an error)."""
    cases = [c for c in load_cases(_PACKAGE_DATA / CASE_SETS["real-dev"]) if c.id in ids]
    missing = ids - {c.id for c in cases}
    if missing:
        raise SystemExit(f"not in real-dev: {sorted(missing)[:5]}")
    return cases


def line(name: str, report: ExtractionReport) -> str:
    return (
        f"{name:<18} ATTEMPT P {report.precision:.3f} R {report.recall:.3f} "
        f"F1 {report.f1:.3f} (tp {report.attempt_tp} fp {report.attempt_fp} "
        f"fn {report.attempt_fn})  wrong polarity {report.wrong_polarity}  "
        f"INCIDENT R {report.type_recall('INCIDENT'):.3f}  "
        f"PROFILE R {report.type_recall('PROFILE'):.3f}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="score the second annotator only")
    args = parser.parse_args(argv)
    second = load_second()
    cases = dev_cases(set(second))
    print(f"{len(cases)} real-dev cases")
    print(line("second annotator", score_stored(cases, lambda c: second[c.id])))
    if not args.quick:
        for name, factory in (("extractor", default_agent), ("rules alone", rules_only_agent)):
            print(line(name, score_stored(cases, lambda c, f=factory: stored_after(c, f))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
