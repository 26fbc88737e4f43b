"""Round 20's wrong polarities, mended in general form: a fix told under a "Workaround:"
heading, "the problem disappears", good news the rest of its sentence waits to see, and a
device that "died there" (2026-12-03, fourth session)."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incidents

from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.extraction.outcomes.good_news import hedged
from support_memory.models import Outcome

KEYBOARD = "After switching language the keyboard stops sending any text to the input field."


def test_a_fix_under_a_workaround_heading_worked_and_the_problem_stays_open() -> None:
    memories = converse([f"{KEYBOARD}\n\nWorkaround: Downgraded to 4.0.0 - problem disappears."])
    assert attempts(memories)["Downgrade application to version 4.0.0"] == "worked"
    assert set(incidents(memories).values()) == {"open"}


def test_solved_by_this_workaround_is_still_solved() -> None:
    memories = converse(
        [
            "my earbuds only connect on one side",
            "So my problem was solved by this workaround: I reset both.",
        ]
    )
    assert set(incidents(memories).values()) == {"resolved"}


@pytest.mark.parametrize(
    ("clause", "polarity"),
    [
        ("problem disappears", Outcome.WORKED),
        ("the issue just goes away", Outcome.WORKED),
        ("the icon disappears", None),  # a thing that vanishes is the fault
        ("the problem goes away when I unplug it", None),  # when, not that it did
    ],
)
def test_a_problem_that_disappears_is_good_news(clause: str, polarity: Outcome | None) -> None:
    signal = detect_outcome(clause)
    assert (signal.polarity if signal else None) == polarity


ROBOT = (
    "my robot vacuum does not find the way back to the dock. I moved the dock to the living "
    "room and I updated the firmware from the app yesterday. I think today was better but I "
    "will see for some days."
)


def test_good_news_its_sentence_waits_to_see_fixes_nothing_yet() -> None:
    memories = converse([ROBOT])
    assert "worked" not in attempts(memories).values()
    assert set(incidents(memories).values()) == {"open"}


def test_the_failure_told_later_settles_what_waited() -> None:
    memories = converse(
        [ROBOT, "No, today again it was lost in the corridor and died there. Same as before."]
    )
    assert attempts(memories)["Update firmware from app"] == "failed"
    assert "Die there" not in attempts(memories)


@pytest.mark.parametrize(
    ("after", "unsure"),
    [("but I will see for some days", True), ("too early to tell", True), ("knock on wood", False)],
)
def test_only_waiting_to_see_in_the_rest_of_the_sentence_hedges_the_news(
    after: str, unsure: bool
) -> None:
    signal = detect_outcome("it works now")
    assert hedged("it works now", signal, after) is unsure
