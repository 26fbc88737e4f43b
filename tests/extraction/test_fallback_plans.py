"""A plan with a fallback ("ill try X first and if that dont work the factory reset") is two
plans, and the news that follows settles the right one (trial conversations, 2026-12-03,
fourth session)."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incidents

ECHO = "alexa keeps saying sorry im having trouble understanding"
PLANS = "ok ill try re registering it in the app first and if that dont work the factory reset"
CABLE = ["my phone wont charge", "gonna try a new cable and if that doesnt work then a new charger"]


def test_a_plan_and_its_fallback_are_two_plans() -> None:
    assert attempts(converse([ECHO, PLANS])) == {
        "Re-register in app": "in_progress",
        "Factory reset": "in_progress",
    }


@pytest.mark.parametrize(
    ("news", "expected"),
    [
        (
            "the second thing worked, thanks!",
            {"Re-register in app": "failed", "Factory reset": "worked"},
        ),
        ("the first one did it", {"Re-register in app": "worked", "Factory reset": "in_progress"}),
    ],
)
def test_which_one_worked_is_the_one_named(news: str, expected: dict[str, str]) -> None:
    memories = converse([ECHO, PLANS, news])
    assert attempts(memories) == expected
    assert set(incidents(memories).values()) == {"resolved"}


def test_that_worked_is_the_plan_not_its_fallback() -> None:
    assert attempts(converse([*CABLE, "ok that worked"])) == {
        "Try new cable": "worked",
        "Try new charger": "in_progress",
    }


def test_nope_fails_the_plan_and_leaves_the_fallback_in_hand() -> None:
    assert attempts(converse([*CABLE, "nope"])) == {
        "Try new cable": "failed",
        "Try new charger": "in_progress",
    }


def test_a_fallback_told_with_its_own_i_will_is_a_plan_too() -> None:
    memories = converse(
        [
            "my laptop fan runs at full blast. I'm going to try updating the BIOS this evening, "
            "and if that doesn't do it I'll try blowing out the vents with compressed air.",
            "the BIOS update went through fine but the fan is exactly the same",
        ]
    )
    assert attempts(memories) == {
        "Update BIOS": "failed",
        "Blow out vents with compressed air": "in_progress",
    }


def test_if_it_fails_with_a_person_after_it_is_no_plan() -> None:
    memories = converse(["the app works if i restart it and if it fails i call you"])
    assert not any(text.startswith("Try") for text in attempts(memories))
