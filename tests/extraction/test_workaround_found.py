"""A workaround told as found ("Discovered a workaround by deleting the save file ...", dev
g14a-0027), got around, or labelled ("Workaround: disable the extension"): the step worked
and the problem stays open, as for "worked around it by ..."."""

from __future__ import annotations

import pytest
from helpers import converse, tracked

PROBLEM = "the game freezes on the loading screen"


@pytest.mark.parametrize(
    ("message", "step"),
    [
        ("Found a workaround by deleting the save file.", "Delete save file"),
        ("I discovered a workaround by deleting the save file", "Delete save file"),
        ("I got around it by disabling the extension", "Disable extension"),
        ("Workaround: disable the extension", "Disable extension"),
        ("Temporary workaround: reinstall the driver", "Reinstall driver"),
    ],
)
def test_a_workaround_found_worked_and_the_problem_stays_open(message: str, step: str) -> None:
    assert tracked(converse([PROBLEM, message])) == {
        "Game freezes on loading screen": "open",
        step: "worked",
    }


def test_a_fix_labelled_as_such_still_closes_the_problem() -> None:
    assert tracked(converse([PROBLEM, "Fix: reinstall the driver"])) == {
        "Game freezes on loading screen": "resolved",
        "Reinstall driver": "worked",
    }


@pytest.mark.parametrize(
    ("message", "step"),
    [
        (
            "the immediate problem was solved on my end by re-authenticating the account.",
            "Re-authenticate account",
        ),
        ("I fixed it by re-pairing the headset", "Re-pair headset"),
        ("The problem got fixed by updating the firmware", "Update firmware"),
    ],
)
def test_a_fix_told_by_what_solved_the_problem(message: str, step: str) -> None:
    assert tracked(converse([PROBLEM, message])) == {
        "Game freezes on loading screen": "resolved",
        step: "worked",
    }


def test_a_step_that_is_doing_nothing_failed() -> None:
    states = tracked(converse([PROBLEM, "Clicking on 'Repair' in settings is doing nothing."]))
    assert states == {
        "Game freezes on loading screen": "open",
        "Click on 'Repair' in settings": "failed",
    }
