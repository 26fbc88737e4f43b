"""Step texts (issue 10, rounds 33 and 34): "and see" after a step is the wait ("gonna bleed the
rads tonight n see" → "Bleed rads"), who advised the step is cut ("like it said on the help
page", "like paper say"), and "did a restart and a factory reset" is a list of tries."""

from __future__ import annotations

import pytest
from helpers import attempts, converse


@pytest.mark.parametrize(
    ("plan", "step"),
    [
        ("gonna bleed the rads tonight n see", "Bleed rads"),
        ("gonna leave it 24h and see", "Leave 24h"),
        ("ill bleed the rads tonight and see what happens", "Bleed rads"),
    ],
)
def test_and_see_after_a_plan_is_the_wait_not_a_step(plan: str, step: str) -> None:
    memories = converse(["my boiler keeps losing pressure", plan])
    assert attempts(memories) == {step: "in_progress"}


@pytest.mark.parametrize(
    ("told", "step"),
    [
        (
            "I unplug it and wait 4 hour like the paper say, still not cold",
            "Unplug and wait 4 hour",
        ),
        ("I turn off the HD like she say, still freezing", "Turn off HD"),
        ("changed the wifi channel like my brother said, still dropping", "Change wifi channel"),
        ("recalibrated the sensor like the help page said, no change", "Recalibrate sensor"),
    ],
)
def test_who_advised_the_step_is_not_part_of_its_text(told: str, step: str) -> None:
    memories = converse(["the fridge is warm", told])
    assert attempts(memories) == {step: "failed"}


def test_a_list_of_action_nouns_done_is_a_list_of_tries() -> None:
    memories = converse(["app keeps crashing", "did a restart and a factory reset, still the same"])
    assert attempts(memories) == {"Restart application": "failed", "Factory reset": "failed"}


def test_one_action_noun_done_keeps_its_adjective() -> None:
    assert attempts(converse(["app keeps crashing", "I did a hard reset"])) == {
        "Hard reset": "in_progress"
    }
