"""The real-language corpus: enough real messages, split by source, the test side frozen."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from importlib import resources
from pathlib import Path

import pytest

from support_memory.evaluation.extraction import CASE_SETS, load_cases

ROOT = Path(__file__).resolve().parents[2]
DATA = resources.files("support_memory.evaluation")


def _cases(name: str) -> list[dict[str, object]]:
    cases: list[dict[str, object]] = json.loads(DATA.joinpath(CASE_SETS[name]).read_text())["cases"]
    return cases


def _turns(cases: list[dict[str, object]]) -> int:
    return sum(len(case["turns"]) for case in cases)  # type: ignore[arg-type]


def test_the_corpus_is_large_enough_and_the_test_split_holds_200_messages() -> None:
    dev, test = _cases("real-dev"), _cases("real-test")
    assert _turns(dev) + _turns(test) >= 600
    assert _turns(test) >= 200


def test_no_source_group_is_on_both_sides() -> None:
    groups = {
        name: {case["source"]["group"] for case in _cases(name)}  # type: ignore[index]
        for name in ("real-dev", "real-test")
    }
    assert not groups["real-dev"] & groups["real-test"]


def test_the_test_split_is_the_frozen_one() -> None:
    lock = json.loads((ROOT / "corpus" / "split.lock.json").read_text())
    shipped = DATA.joinpath(CASE_SETS["real-test"]).read_bytes()
    assert hashlib.sha256(shipped).hexdigest() == lock["test_sha256"]


def test_the_shipped_split_matches_the_raw_corpus() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "corpus" / "split.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("name", ["real-dev", "real-test"])
def test_every_case_is_cited_and_its_spans_are_verbatim(name: str) -> None:
    for case in _cases(name):
        source = case["source"]
        assert source["kind"] and source["group"] and source["licence"]  # type: ignore[index]
        for turn, spans in zip(case["turns"], case["spans"], strict=True):  # type: ignore[call-overload]
            for span in spans:
                assert span["text"] in turn, (case["id"], span["text"])
    assert load_cases(name)  # and the evaluator reads the file
