"""A learner's present tense for a step done ("I close the VPN and try again, now success
login", dev w6-0069) and a learner's base form after "after" ("not connect even after
reinstall tha app", dev g10-0051), read as the steps they tell; the same verbs that say what
sets a problem off ("nothing happens when I press Ctrl + PrntSc") stay part of the problem."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incident_texts


@pytest.mark.parametrize(
    ("message", "step", "outcome"),
    [
        ("I close the VPN and try again, now success login.", "Close VPN", "worked"),
        ("I press the button 10 second and now it turn on", "Press button 10 second", "worked"),
        (
            "I hold power button long and now it start, thank you",
            "Hold power button long",
            "worked",
        ),
        ("I close the app and open again, now it work", "Close application and open", "worked"),
    ],
)
def test_a_learners_present_tells_a_step_done(message: str, step: str, outcome: str) -> None:
    assert attempts(converse([message])) == {step: outcome}


@pytest.mark.parametrize(
    "message",
    [
        "Nothing happens when I press Ctrl + PrntSc now",
        "the screen goes black every time I close the lid",
        "if I move the mouse too fast the cursor jumps",
    ],
)
def test_the_same_verbs_after_when_or_if_set_the_problem_off(message: str) -> None:
    memories = converse([message])
    assert attempts(memories) == {}
    assert incident_texts(memories)


@pytest.mark.parametrize(
    ("message", "step", "outcome"),
    [
        ("still crashing after reinstall the app", "Reinstall application", "failed"),
        (
            "device disconnect and not connect even after reinstall tha app",
            "Reinstall application",
            "failed",
        ),
        ("the app crash even after restart my phone", "Restart phone", "failed"),
        ("it works after reinstall the app", "Reinstall application", "worked"),
    ],
)
def test_a_base_form_after_after_is_the_step_the_problem_outlived(
    message: str, step: str, outcome: str
) -> None:
    assert attempts(converse([message])) == {step: outcome}


def test_a_base_form_after_after_with_no_result_is_no_step() -> None:
    message = "Before is not like this, after update the system become like this."
    assert not any(text.startswith("Update") for text in attempts(converse([message])))


def test_already_and_a_base_form_with_no_subject_is_a_step_done() -> None:
    found = attempts(
        converse(
            [
                "Hi admin, my Garmin watch not sync to the app since update yesterday. Already "
                "restart watch and phone."
            ]
        )
    )
    assert found == {"Restart watch": "failed", "Restart phone": "failed"}


def test_a_learners_tries_and_the_other_card_that_worked() -> None:
    memories = converse(
        ["I was try to pay with card 3 times but always error. Then I use other card and it work."]
    )
    # "I use other card" stays unread: "I use a different browser at work" is everyday use
    assert attempts(memories) == {"Pay with card": "failed"}
    assert incident_texts(memories) == ["Cannot pay with card"]


def test_using_the_app_every_day_is_no_step() -> None:
    assert attempts(converse(["I use the app every day and it crashes"])) == {}
