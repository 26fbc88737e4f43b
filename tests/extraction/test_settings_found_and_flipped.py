"""A setting found in the wrong state, then flipped (issue 10, new-user trial of 2026-12-02,
messages written for these tests). Customers name the setting in one clause and flip "it" in
the next: "numlock was on, turned it off". The rules stored "Turn off", which tells the next
agent nothing; "the wifi calling setting was disabled so i enabled it" stored no step at all,
and "bluetooth was off on my phone" became an incident that kept the fix from resolving.
Now the step names the setting, and the state told of it is its cause, not a problem."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incident_texts


@pytest.mark.parametrize(
    ("message", "step"),
    [
        ("scroll lock was on lol, turned it off and excel moves normally", "Turn off scroll lock"),
        ("the wifi calling setting was disabled so i enabled it, calls work now", None),
        ("airplane mode was on the whole time, turned it off and texts are coming through", None),
        ("do not disturb was switched on somehow, switched it off, alarm rings again", None),
        ("found an option called battery saver that was on, turned that off, it syncs now", None),
        (
            "the parental controls were enabled on the router, disabled them and the tablet "
            "is online now",
            None,
        ),
    ],
)
def test_a_setting_found_in_a_state_names_the_switch(message: str, step: str | None) -> None:
    expected = {
        "the wifi calling setting was disabled": "Enable wifi calling setting",
        "airplane mode was on": "Turn off airplane mode",
        "do not disturb": "Switch off do not disturb",
        "battery saver": "Turn off battery saver",
        "parental controls": "Disable parental controls",
    }
    text = step or next(v for k, v in expected.items() if k in message)
    assert attempts(converse([message])) == {text: "worked"}


@pytest.mark.parametrize(
    ("message", "step"),
    [
        (
            "found the roaming toggle in the app and switched it on, paid for dinner no problem",
            "Switch on roaming toggle",
        ),
        (
            "I found a firmware update on the support site, installed it last night and the "
            "dock has worked every time since",
            "Install firmware update",
        ),
    ],
)
def test_a_thing_found_names_the_step_done_to_it(message: str, step: str) -> None:
    assert attempts(converse([message])) == {step: "worked"}


def test_the_state_of_the_flipped_setting_is_no_problem_of_its_own() -> None:
    memories = converse(
        [
            "my headphones wont connect to my laptop. bluetooth was off on the laptop, "
            "turned it on and they connect now"
        ]
    )
    assert attempts(memories) == {"Turn on bluetooth": "worked"}
    assert incident_texts(memories) == ["Headphones won't connect to laptop"]


def test_a_plan_to_flip_the_setting_waits_for_its_result() -> None:
    memories = converse(
        [
            "no sound from the soundbar since the move",
            "found that arc was off in the tv menu?? turning it on now",
            "that did it, sound is back",
        ]
    )
    assert attempts(memories) == {"Turn on arc": "worked"}


@pytest.mark.parametrize(
    ("message", "step"),
    [
        # no setting named before: the step stays as it was read
        ("the printer froze so i turned it off and on again, still frozen", "Turn off and on"),
        # "on the guest network" is where the phone was, not a setting's state
        ("my phone was on the guest network, turned it off and on", "Turn off and on"),
        # a setting told two sentences before is too far back to be "it"
        ("Focus mode was on. I checked the app. Then the router. I turned it off.", "Turn off"),
    ],
)
def test_no_setting_named_just_before_leaves_the_step(message: str, step: str) -> None:
    assert step in attempts(converse([message]))


@pytest.mark.parametrize(
    ("message", "outcome"),
    [
        ("cleared the cache, logged in no problem", "worked"),
        ("I removed the card and added it again, now payment pass", "worked"),
        ("reseated the sim and i have signal now", "worked"),
        ("reset the router, emails are coming through again", "worked"),
    ],
)
def test_results_said_plainly(message: str, outcome: str) -> None:
    assert set(attempts(converse([message])).values()) == {outcome}


@pytest.mark.parametrize("message", ["ok no problem, i will wait", "I have no problem with that"])
def test_no_problem_alone_is_no_result(message: str) -> None:
    assert attempts(converse(["the app crashes when i open it", message])) == {}


def test_a_setting_found_set_names_the_switch() -> None:
    memories = converse(
        [
            "the tv keeps switching itself off every half hour",
            "found in the menu that there was a sleep timer set to 30 minutes so i turned that off",
            "its been on all evening now no problems",
        ]
    )
    assert attempts(memories) == {"Turn off sleep timer": "worked"}
