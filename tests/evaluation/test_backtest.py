"""``corpus/backtest.py``: judge thresholds scored on the corpus rounds an older commit never
saw (here run with the current code, which only checks the script's plumbing)."""

from __future__ import annotations

import re
from types import ModuleType

import pytest
from corpus_scripts import ROOT, load_script

from support_memory.extraction.learned.judge import Thresholds


def _backtest() -> ModuleType:
    return load_script("backtest")


def test_settings_join_with_commas_and_none_turns_a_threshold_off() -> None:
    chosen = _backtest().thresholds("notastep=0.5,keeplong=0.45,long=25,step=none")
    assert chosen.not_a_step == 0.5
    assert chosen.keep_long_step == 0.45
    assert chosen.long_message == 25
    assert chosen.step is None
    assert _backtest().thresholds("shipped") == Thresholds()


@pytest.mark.parametrize("setting", ["bogus=1", "notastep", "keeplong="])
def test_an_unknown_or_empty_setting_is_refused_with_the_names(setting: str) -> None:
    with pytest.raises(SystemExit, match="NAME=VALUE"):
        _backtest().thresholds(setting)


def test_rounds_are_the_github_and_written_files_numbered_in_the_range() -> None:
    cases = _backtest().round_cases(30, 31)
    prefixes = {case.id.split("-")[0] for case in cases}
    assert prefixes == {"g30a", "w30b", "g31a", "w31b"}
    raw = ROOT / "corpus" / "raw"
    expected = sum(
        len(_backtest().load_cases(path))
        for path in raw.glob("*.dev.json")
        if re.fullmatch(r"(?:github|written)3[01][ab]?\.dev\.json", path.name)
    )
    assert len(cases) == expected > 100


def test_it_prints_one_line_of_totals_a_setting(capsys: pytest.CaptureFixture[str]) -> None:
    _backtest().main(["31", "31", "shipped", "rules"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("rounds 31-31: ")
    assert [line.split()[0] for line in lines[1:]] == ["shipped", "rules"]
    assert all("F1 " in line and "wrong polarity" in line for line in lines[1:])
