"""A step the problem outlived, told with "even if / even when I ..." ("it still crashes
even if I restart it") or "persists through / between ..." ("This even persists between
quitting the app, clearing cache, re-installing the app and restarting my phone", dev
g20a-0009): each step failed. Not where the main clause tells no problem, nor a "through"
that no persisting problem went through."""

from __future__ import annotations

import pytest
from helpers import attempts, converse


@pytest.mark.parametrize(
    ("message", "steps"),
    [
        ("it still crashes even if I restart it", {"Restart application": "failed"}),
        ("it keeps crashing even when I reinstall the app", {"Reinstall application": "failed"}),
        (
            "it wont turn on even when I hold the power button for 30 seconds",
            {"Hold power button": "failed"},
        ),
        (
            "The error persists through reinstalling the app and rebooting",
            {"Reinstall application": "failed", "Reboot": "failed"},
        ),
        (
            "This even persists between quitting the app, clearing cache, re-installing the app "
            "and restarting my phone.",
            {
                "Quit application": "failed",
                "Cleared application cache": "failed",
                "Reinstall application": "failed",
                "Restart phone": "failed",
            },
        ),
    ],
)
def test_each_step_the_problem_outlived_failed(message: str, steps: dict[str, str]) -> None:
    assert attempts(converse([message])) == steps


@pytest.mark.parametrize(
    "message",
    [
        "I went through the steps in the guide yesterday",
        "it only happens between 5 and 6pm",
        "I was charged even though I cancelled last month",
    ],
)
def test_no_step_where_nothing_outlived_it(message: str) -> None:
    assert not any(outcome == "failed" for outcome in attempts(converse([message])).values())


def test_a_problem_still_there_after_a_run_of_steps_fails_each() -> None:
    found = attempts(
        converse(
            [
                "hey so my wifi extender keeps showing the red light i unplugged it and plugged it "
                "back in twice and i also moved it closer to the router still red"
            ]
        )
    )
    assert found == {"Unplug and plug back in": "failed", "Move closer to router": "failed"}


def test_back_to_squealing_after_a_quiet_day_fails_the_fix() -> None:
    found = attempts(
        converse(
            [
                "my back brake squeals every time i brake",
                "cleaned the rotor n pads w isopropyl on sat, was quiet for a day then back to "
                "squealing. can i bring it in?",
            ]
        )
    )
    assert found == {"Clean rotor and pads with isopropyl on sat": "failed"}


def test_had_to_do_it_every_morning_is_a_step_that_works() -> None:
    found = attempts(
        converse(["my car battery keeps dying overnight, had to jump start it three mornings"])
    )
    assert [outcome for text, outcome in found.items() if text.startswith("Jump")] == ["worked"]


def test_down_again_after_a_top_up_fails_it() -> None:
    found = attempts(
        converse(["boiler pressure keeps dropping to 0.5, topped it up sunday, down again today"])
    )
    assert found == {"Top up pressure sunday": "failed"}  # "it" is the pressure told


def test_on_and_then_off_again_is_one_step() -> None:
    found = attempts(
        converse(
            [
                "no internet after a reboot. The only way to restore connectivity is to manually "
                "turn the VPN on and then off again."
            ]
        )
    )
    assert all(outcome != "failed" for outcome in found.values())
