""" "ill" before more step verbs, a step that did little, a power plan that is a setting,
and a thing found stuck that "it" then names (trial conversations, 2026-12-03, fourth
session)."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incidents

from support_memory.extraction.language.informal import repair


@pytest.mark.parametrize(
    ("said", "repaired"),
    [
        ("ill swap the ethernet cable this weekend", "I'll swap the ethernet cable this weekend"),
        ("ill clean the filter tonight", "I'll clean the filter tonight"),
        ("i was ill then", "i was ill then"),  # sick, not "I will"
        ("feeling ill now", "feeling ill now"),
    ],
)
def test_ill_before_a_step_verb_is_i_will(said: str, repaired: str) -> None:
    assert repair(said) == repaired


def test_a_plan_told_with_ill_is_stored() -> None:
    memories = converse(["my fibre keeps dropping", "ill swap the ethernet cable this weekend"])
    assert attempts(memories) == {"Swap ethernet cable": "in_progress"}


def test_a_step_that_did_not_do_much_failed_and_is_no_problem() -> None:
    memories = converse(
        ["my fan is loud. set the power plan to balanced", "it didnt really make a difference"]
    )
    assert attempts(memories) == {"Set power plan to balanced": "failed"}
    assert list(incidents(memories)) == ["Fan loud"]


def test_didnt_really_do_much_with_nothing_in_hand_is_no_problem() -> None:
    memories = converse(["my fan is super loud all the time", "didnt really do much tbh"])
    assert list(incidents(memories)) == ["Fan loud"]


def test_a_button_that_does_not_do_anything_is_still_a_problem() -> None:
    memories = converse(["the cast button lights up but it doesn't do anything"])
    assert incidents(memories) != {}


def test_a_phone_plan_changed_is_still_no_step() -> None:
    memories = converse(["my bill is wrong. changed the plan to unlimited"])
    assert attempts(memories) == {}


def test_what_a_step_found_stuck_is_what_it_names() -> None:
    memories = converse(
        [
            "my printer keeps jamming",
            "opened the back and found a sock stuck in it, pulled it out. printing now",
        ]
    )
    assert attempts(memories) == {"Pull out sock": "worked"}
    assert incidents(memories) == {"Printer keeps jamming": "resolved"}


def test_a_thing_found_stuck_after_opening_the_cover_is_no_new_problem() -> None:
    memories = converse(
        [
            "canon pixma keeps saying paper jam",
            "i opened the back cover and found a tiny torn peice stuck in the roller, took it out "
            "with tweezers",
        ]
    )
    assert list(incidents(memories)) == ["Canon pixma keeps saying paper jam"]
