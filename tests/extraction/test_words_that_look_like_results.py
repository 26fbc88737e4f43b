"""Words that look like a result but are not one, and results that only go part of the way
(issue 10): "opening back up" is a step's particle, "came back down" is the customer walking,
"able to connect, but unable to log in" is no fix, and a sentence that told its fix tells no
second one."""

from __future__ import annotations

import pytest
from helpers import attempts, converse

from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.models import Outcome


@pytest.mark.parametrize(
    "clause",
    ["opening back up", "powered it back up", "I tried to back up my photos", "came back down"],
)
def test_a_particle_or_a_movement_is_no_result(clause: str) -> None:
    assert detect_outcome(clause) is None


@pytest.mark.parametrize(
    ("clause", "polarity"),
    [
        ("its back up", Outcome.WORKED),
        ("the site is back up", Outcome.WORKED),
        ("back up and running", Outcome.WORKED),
        ("the crash came back in an hour", Outcome.FAILED),
        ("the error came back", Outcome.FAILED),
    ],
)
def test_back_up_and_came_back_as_states_are_still_results(clause: str, polarity: Outcome) -> None:
    signal = detect_outcome(clause)
    assert signal is not None and signal.polarity is polarity


def test_walking_back_is_no_failure_of_the_step_before() -> None:
    outcomes = attempts(
        converse(
            [
                "the app wont open the garage door, it just spins",
                "walked down the drive to where i had signal, hit open, came back inside and "
                "its open 👍",
            ]
        )
    )
    assert outcomes
    assert "failed" not in outcomes.values()


@pytest.mark.parametrize(
    ("message", "step"),
    [
        (
            "Resetting the wifi I am able to connect my laptop to it, but unable to bring up the "
            "web page.",
            "Reset wifi",
        ),
        (
            "i reinstalled the app and it opens now, but i still cant log in",
            "Reinstall application",
        ),
    ],
)
def test_a_fix_that_went_only_part_of_the_way_failed(message: str, step: str) -> None:
    assert attempts(converse([message])) == {step: "failed"}


def test_a_limit_of_the_fix_said_of_it_is_no_failure() -> None:
    message = (
        "doing the factory reset from recovery does work, but it can't be started from the "
        "settings app."
    )
    assert attempts(converse([message])) == {"Factory reset from recovery": "worked"}


def test_the_step_text_drops_a_trailing_joiner() -> None:
    message = (
        "Last week I did the factory reset of the router and for two days it was good, but now "
        "again the same."
    )
    assert attempts(converse([message])) == {"Factory reset of router": "failed"}


def test_a_good_state_that_was_the_steps_purpose_then_no_change_failed() -> None:
    message = (
        "Photos never finish uploading. Deleted a load of old videos to free up space, there is "
        "now 40 GB free on the iPad, no change."
    )
    assert attempts(converse([message])) == {"Delete load of old videos to free up space": "failed"}


def test_a_workaround_then_a_step_that_did_not_fix_it_keeps_the_workaround() -> None:
    message = (
        "The widget stops updating. The only way to make it update again seems to be to recreate "
        "the widget; a simple restart of the phone doesn't fix it."
    )
    assert attempts(converse([message]))["Recreate widget"] == "worked"
