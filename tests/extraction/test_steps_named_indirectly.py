"""Steps named indirectly (issue 10): done to "it" after the step that named the thing, told
as "the thing where you ...", or as "did it in a private window"; and what reads like a step
but is none: a check that found a part sound, a life event, a reproduction, a new card
that is a step after all."""

from __future__ import annotations

import pytest
from helpers import attempts, converse


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "I uninstalled the vpn client and re-installed it. Still cannot connect.",
            {"Reinstall vpn client": "failed"},
        ),
        (
            "took the sim card out, put it back after a minute, still no signal",
            {"Take out sim card": "failed", "Put back sim card": "failed"},
        ),
        (
            "I cleared the cache and reinstalled it, still crashing",  # "it" is the app
            {"Cleared application cache": "failed", "Reinstall application": "failed"},
        ),
        (
            "swapped the batteries and re-paired it, the remote still does nothing",
            {"Swap batteries": "failed", "Re-pair": "failed"},  # "it" is the remote
        ),
    ],
)
def test_a_step_done_to_it_names_the_thing_the_step_before_it_did(
    message: str, expected: dict[str, str]
) -> None:
    assert attempts(converse([message])) == expected


@pytest.mark.parametrize(
    ("turns", "step"),
    [
        (
            [
                "the tv has no picture",
                "ok i did the thing where you hold the power button for a minute and its back",
            ],
            "Hold power button",  # "the thing where you X" is X
        ),
        (
            ["the checkout page just spins", "did it in an incognito window and it went through"],
            "Try in incognito window",  # a try in another place, not a question
        ),
    ],
)
def test_a_step_told_as_the_thing_or_as_it_done_elsewhere(turns: list[str], step: str) -> None:
    assert attempts(converse(turns)) == {step: "worked"}


@pytest.mark.parametrize(
    "message",
    [
        "The speaker has no sound. I verified the cable works fine.",  # a part found sound
        "No audio in calls. I made sure my headset is working correctly.",
        "Prints come out blank. I checked that the cartridge is fine.",
        "i'm moving to a new flat next month, how do i move my broadband",  # life events
        "We just got married and I need to change the name on the account",
        "Reproduced on the nightly build, same crash.",
        "I raised a complaint about the late delivery last week",
    ],
)
def test_checks_life_events_and_reproductions_are_no_step(message: str) -> None:
    assert attempts(converse([message])) == {}


def test_trying_another_card_is_a_step_even_about_money() -> None:
    memories = converse(["my payment keeps failing, tried my other credit card too, same error"])
    assert attempts(memories) == {"Try other credit card": "failed"}


@pytest.mark.parametrize(
    ("turns", "expected"),
    [
        (
            ["so i did the um the factory reset you mentioned and erm it didn't help"],
            {"Factory reset": "failed"},  # hesitations dropped, as in a voice transcript
        ),
        (
            ["the keyboard won't type", "I have done the pairing with the dongle and now it works"],
            {"Pairing with dongle": "worked"},  # an action told as a noun after "done"
        ),
        (
            ["my game lags online", "Now I am trying with the cable instead of wifi"],
            {"Try with cable instead of wifi": "in_progress"},  # "now" before a step under way
        ),
    ],
)
def test_steps_told_in_speech_and_as_nouns(turns: list[str], expected: dict[str, str]) -> None:
    assert attempts(converse(turns)) == expected


@pytest.mark.parametrize(
    ("turns", "expected"),
    [
        (
            ["the dryer keeps stopping mid cycle", "did a sensor calibration, no change"],
            {"Calibrate sensor": "failed"},  # the action noun after what it acts on
        ),
        (
            ["my tablet wont charge past 80", "I did a battery reset and it charges to 100 now"],
            {"Reset battery": "worked"},
        ),
        (
            [
                "the scanner shows error 31 on every page",
                "reseated the glass panel and the error is gone, still not sure why it started",
            ],
            {"Reseat glass panel": "worked"},  # the error gone; the cause unknown is no failure
        ),
        (
            ["locked out of the portal", "i reset the password from the email and i can log in"],
            {"Reset password from email": "worked"},  # being able to log in is the result
        ),
    ],
)
def test_results_and_actions_told_as_nouns(turns: list[str], expected: dict[str, str]) -> None:
    assert attempts(converse(turns)) == expected


def test_a_conversation_about_a_dishwasher_that_would_not_drain() -> None:
    """Tried as a new user: a time after "after" stays in the problem, what a cleaning
    found is no part of the step, "straightened it" straightens the hose checked before,
    and "it drained fine" is the fix, not a new problem."""
    memories = converse(
        [
            "my dishwasher wont drain, theres water sitting at the bottom after every cycle",
            "ok i cleaned the filter, loads of gunk in there, running it again now brb",
            "nope still water in the bottom",
            "checked the drain hose under the sink, it was kinked behind the cabinet. "
            "straightened it and it drained fine!!",
        ]
    )
    assert attempts(memories) == {
        "Clean filter": "failed",
        "Check drain hose under sink": "failed",
        "Straighten drain hose under sink": "worked",
    }
    incidents = {m.text: m.status.value for m in memories if m.status is not None}
    # the water sitting at the bottom is the same problem told again: the incident check may
    # keep it as a second incident (it did until the models retrained on 2026-12-07) or not,
    # but when kept it keeps its "after every cycle", and every incident the fix resolved
    assert incidents["Dishwasher won't drain"] == "resolved"
    assert set(incidents) <= {
        "Dishwasher won't drain",
        "There's water sitting at the bottom after every cycle",
        "Water sitting at bottom after every cycle",  # the rules' text of it now
    }
    assert set(incidents.values()) == {"resolved"}
