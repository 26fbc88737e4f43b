"""Problems with money and bookings said plainly, and waits that are no good news: "my gym
membership is still charging me", "my gas bill is way too high", "staff says there is no
reservation in my name", "it is now 16 days"; and steps that are no steps: "I have
steering wheel controls", "tried many other tablet related solutions" (round 24 and dev
misses, 2026-12-03, sixth session)."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incidents

from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.extraction.problems.symptoms import has_symptom
from support_memory.extraction.steps.actions import read_action


@pytest.mark.parametrize(
    "said",
    [
        "why is my phone contract still charging me when i cancelled in may",
        "my electric bill is way too high this quarter",
        "the lady at the desk says there is no reservation in my name",
        "they have no record of my booking even though i have the email",
        "the clinic cant find my appointment",
    ],
)
def test_money_and_bookings_said_plainly_are_problems(said: str) -> None:
    assert has_symptom(said)
    assert set(incidents(converse([said])).values()) == {"open"}


@pytest.mark.parametrize("said", ["the price is right", "my bill is correct now"])
def test_a_bill_that_is_fine_is_no_problem(said: str) -> None:
    assert not has_symptom(said)


@pytest.mark.parametrize("said", ["it is now 16 days", "its now 3 weeks", "now its 5 days"])
def test_how_long_the_customer_has_waited_is_no_good_news(said: str) -> None:
    assert detect_outcome(said) is None


def test_a_deposit_not_back_after_days_stays_open() -> None:
    memories = converse(
        [
            "I returned the hire car on the 2nd, full of fuel and no any damage. Until now "
            "the deposit 300 euro is not return to my card, it is now 16 days."
        ]
    )
    assert incidents(memories)
    assert set(incidents(memories).values()) == {"open"}


@pytest.mark.parametrize(
    "said",
    [
        "I have steering wheel controls in my car",
        "I have parking sensors on the car",
        "I have tried many other tablet related solutions",
        "tried the usual troubleshooting steps",
    ],
)
def test_what_the_customer_has_or_tried_in_general_is_no_step(said: str) -> None:
    assert read_action(said) is None


@pytest.mark.parametrize(
    ("said", "step"),
    [("i have cleaning the filter", "Clean filter"), ("tried a factory reset", "Factory reset")],
)
def test_a_learners_have_and_a_named_try_are_steps(said: str, step: str) -> None:
    action = read_action(said)
    assert action is not None and action.text == step


def test_money_steps_still_read_after_the_booking_problem() -> None:
    memories = converse(
        [
            "the hotel says there is no reservation in my name",
            "i showed them the confirmation email on my phone, they still cant find it",
        ]
    )
    assert set(incidents(memories).values()) == {"open"}
    assert "worked" not in attempts(memories).values()


def test_a_quoted_message_the_customer_keeps_getting_is_the_problem() -> None:
    memories = converse(
        ["keep getting 'too many people are using your account right now' but its just me"]
    )
    assert list(incidents(memories)) == [
        "Keeps showing 'too many people are using your account right now'"
    ]
