"""A step under way "right now", an update the customer just found, and numbered lists
told on one line (trial conversations, 2026-12-03, fourth session)."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incidents

CRASH = "the app keeps crashing when i open the cart"


def test_installing_an_update_right_now_is_a_step_in_hand_not_good_news() -> None:
    memories = converse([CRASH, "just saw theres an update in the play store, installing it rn"])
    assert attempts(memories) == {"Install update": "in_progress"}
    assert set(incidents(memories).values()) == {"open"}


def test_the_result_told_later_credits_the_update() -> None:
    memories = converse(
        [
            CRASH,
            "just saw theres an update in the play store, installing it rn",
            "yep thats fixed it, thx",
        ]
    )
    assert attempts(memories) == {"Install update": "worked"}
    assert set(incidents(memories).values()) == {"resolved"}


def test_a_firmware_update_offered_then_planned_is_named() -> None:
    memories = converse(["my watch wont sync", "theres a firmware update, ill install it tonight"])
    assert attempts(memories) == {"Install firmware update": "in_progress"}


def test_working_right_now_is_still_good_news() -> None:
    memories = converse([CRASH, "restarted the phone and its working right now"])
    assert attempts(memories) == {"Restart phone": "worked"}


@pytest.mark.parametrize(
    "message",
    [
        "macbook wont connect to my airpods. things ive tried: 1) forget device 2) reset "
        "airpods by holding the button 3) turn bluetooth off and on",
        "macbook wont connect to my airpods. things i tried: 1. forget device 2. reset "
        "airpods by holding the button 3. turn bluetooth off and on",
    ],
)
def test_a_numbered_list_of_tries_on_one_line_gives_each_step(message: str) -> None:
    assert attempts(converse([message])) == {
        "Forget device": "failed",
        "Reset airpods by holding button": "failed",
        "Turn bluetooth off and on": "failed",
    }


def test_a_numbered_fix_told_inside_a_sentence_keeps_its_result() -> None:
    memories = converse(
        ["the printer wont print. I fixed it by 1) restarting it, 2) clearing the queue"]
    )
    assert attempts(memories)["Clear queue"] == "worked"


def test_a_numbered_list_of_symptoms_is_no_list_of_tries() -> None:
    memories = converse(
        [
            "the game crashes. the worst areas are: 1. dark ones with flickering lights and "
            "2. extremely bright ones"
        ]
    )
    assert attempts(memories) == {}
