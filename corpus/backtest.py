"""Score the judge's thresholds as on unseen text: an older commit on the rounds added after it.

Cross-fitting (``choose_step_check.py``) keeps each dev case from the models that read it,
but not from the rules: they were written while reading every dev case, so on dev a step the
rules read is right far more often than on new text, and every threshold that trusts the
rules looks better there than it is. An older commit's rules, models and thresholds never saw
the rounds added to the corpus after it, so those rounds are unseen text for that commit.
This script runs the code on ``PYTHONPATH`` (check the older commit out beside this one) on
the rounds of ``corpus/raw`` numbered FIRST to LAST (``github*`` and ``written*`` files)
with each setting, and prints the totals. The test split is never read.

    git worktree add /tmp/then 9e827f37 --detach    # the commit before round 24 joined dev
    PYTHONPATH=/tmp/then/src python corpus/backtest.py 24 31 shipped keeplong=0.4

A setting is ``shipped`` (the older commit's own thresholds), ``rules`` (no judge), or
``NAME=VALUE`` pairs joined by commas, NAME one of ``step``, ``problem``, ``result``,
``notastep``, ``keep``, ``long``, ``keeplong``, ``keepfix``, ``keepinc``
(``judge.Thresholds``; ``none`` turns a threshold off; a commit whose ``Thresholds`` lacks
one refuses it). About three seconds a setting for 560 cases on this machine.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path

from support_memory.agent import SupportAgent
from support_memory.engines.scripted import ScriptedEngine
from support_memory.evaluation.extraction import ExtractionCase, evaluate_extraction, load_cases
from support_memory.extraction.learned.judge import ClauseJudge, Thresholds, default_judge
from support_memory.extraction.learned.model import load_clause_model
from support_memory.extraction.learned.step_model import load_step_model
from support_memory.extraction.rules import RuleExtractor
from support_memory.stores.memory import InMemoryStore

sys.path.insert(0, str(Path(__file__).resolve().parent))  # its sibling script, run or loaded
from choose_step_check import with_setting  # the one settings parser

RAW = Path(__file__).resolve().parent / "raw"
_ROUND_FILE = re.compile(r"^(?:github|written)(\d+)[a-z]?\.dev\.json$")


def round_cases(first: int, last: int) -> list[ExtractionCase]:
    """The cases of the rounds numbered ``first`` to ``last`` (both included)."""
    files = sorted(
        path
        for path in RAW.glob("*.dev.json")
        if (found := _ROUND_FILE.match(path.name)) and first <= int(found[1]) <= last
    )
    return [case for path in files for case in load_cases(path)]


def thresholds(setting: str) -> Thresholds:
    """The thresholds of ``setting`` (``notastep=0.5,keeplong=0.4``)."""
    chosen = Thresholds()
    for part in setting.split(","):
        if part != "shipped":
            chosen = with_setting(chosen, part)
    return chosen


def agent_factory(setting: str) -> Callable[[], SupportAgent]:
    if setting == "rules":
        return lambda: SupportAgent(InMemoryStore(), ScriptedEngine(), RuleExtractor(judge=None))
    judge = ClauseJudge(load_clause_model(), thresholds(setting), steps=load_step_model())
    shipped = default_judge()  # the older commit's own judge: with its incident check, if any
    if shipped is not None and getattr(shipped, "incidents", None) is not None:
        judge.incidents = shipped.incidents
    return lambda: SupportAgent(InMemoryStore(), ScriptedEngine(), RuleExtractor(judge=judge))


def main(args: list[str]) -> None:
    if len(args) < 3:
        raise SystemExit(__doc__)
    cases = round_cases(int(args[0]), int(args[1]))
    print(f"rounds {args[0]}-{args[1]}: {len(cases)} cases", flush=True)
    for setting in args[2:]:
        report = evaluate_extraction(cases, agent_factory=agent_factory(setting))
        print(
            f"{setting:34s} P {report.precision:.3f}  R {report.recall:.3f}  "
            f"F1 {report.f1:.3f}  (tp {report.attempt_tp}, fp {report.attempt_fp})  "
            f"wrong polarity {report.wrong_polarity}  "
            f"INCIDENT {report.type_recall('INCIDENT'):.3f} "
            f"(precision {report.to_dict()['incident_precision']:.3f})",
            flush=True,
        )


if __name__ == "__main__":
    main(sys.argv[1:])
