""" "tried" followed by words that name nothing tried ("tried on", "tried others", "tried
several days", dev w35b-0011, g20a-0029) is no step; "tried on my phone" still is."""

from __future__ import annotations

import pytest
from helpers import attempts, converse

from support_memory.extraction.steps.actions import read_action


@pytest.mark.parametrize(
    "clause",
    ["tried about", "tried on", "tried others", "tried several days", "tried if happens"],
)
def test_tried_with_nothing_named_is_no_step(clause: str) -> None:
    assert read_action(clause) is None


@pytest.mark.parametrize(
    ("clause", "text"),
    [
        ("tried on my phone", "Try on phone"),
        ("tried a different day pass", "Try different day pass"),
    ],
)
def test_tried_with_a_thing_named_is_a_step(clause: str, text: str) -> None:
    reading = read_action(clause)
    assert reading is not None
    assert reading.text == text


@pytest.mark.parametrize(
    "message",
    [
        "locked out of my account after too many password attempts, reset link never arrives",
        "the reset link never arrives",
    ],
)
def test_a_reset_link_that_never_arrives_is_no_reset(message: str) -> None:
    assert attempts(converse([message])) == {}


def test_the_reset_button_is_still_a_step() -> None:
    assert attempts(converse(["printer offline, reset button did nothing"])) == {
        "Reset button": "failed"
    }
