"""Workarounds told with what they bring back (issue 10, rounds 33 and 34): "I have to reset
the configuration to get sound output", "if i switch it off at the pull cord n back on i get
hot water again", "every time i turn it off n on again it updates for a bit", "only way i can
get it open is pressing unlock twice on the fob". Each is a step that works around the
problem, which stays open."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, states


@pytest.mark.parametrize(
    ("told", "step"),
    [
        ("I have to restart the router to get internet back", "Restart router"),
        ("If i start the app I have to reset the configuration to get sound output.", None),
    ],
)
def test_a_step_needed_to_get_the_thing_back_is_a_workaround(told: str, step: str | None) -> None:
    memories = converse(["no sound and the internet keeps dropping every evening", told])
    outcomes = attempts(memories)
    assert list(outcomes.values()) == ["worked"]
    assert step is None or step in outcomes
    assert {s for kind, _, s in states(memories) if kind == "INCIDENT"} == {"open"}


@pytest.mark.parametrize(
    ("told", "step"),
    [
        (
            "if i switch it off at the pull cord n back on i get hot water again for another "
            "couple mins",
            "Switch off at pull cord and back on",
        ),
        ("every time i turn it off n on again it updates for a bit", "Turn off and on"),
        ("If I pause and play, the song then starts playing.", "Pause and play"),
        (
            "if I turn the hub off and on again it comes back for like an hour maybe and then "
            "it goes again",
            "Turn hub off and on",
        ),
    ],
)
def test_a_habit_told_as_if_i_then_what_comes_back_is_a_workaround(told: str, step: str) -> None:
    memories = converse(["the thing keeps cutting out every evening", told])
    assert attempts(memories) == {step: "worked"}
    assert {s for kind, _, s in states(memories) if kind == "INCIDENT"} == {"open"}


@pytest.mark.parametrize(
    "told", ["when I open the app it works fine", "when i restart it it crashes again"]
)
def test_when_i_with_no_thing_coming_back_is_no_workaround(told: str) -> None:
    assert "worked" not in attempts(converse(["the app keeps cutting out", told])).values()


@pytest.mark.parametrize(
    ("told", "step"),
    [
        ("only way i can get it open is pressing unlock twice on the fob then it pops", None),
        (
            "the only way i can get it going is if i hold the fob right up against the start "
            "button then it starts",
            "Hold fob right up against start button",
        ),
        (
            "The one thing that does bring it back is unplugging the base station for a minute",
            "Unplug base station",
        ),
        (
            "The only fix I've found for this is to delete the folder from the sync preferences "
            "and add it back.",
            None,
        ),
    ],
)
def test_the_only_way_told_with_what_it_gets_is_a_workaround(told: str, step: str | None) -> None:
    memories = converse(["the car keeps saying key not detected", told])
    outcomes = attempts(memories)
    assert list(outcomes.values()) == ["worked"]
    assert step is None or step in outcomes
    assert "then" not in " ".join(outcomes).lower()
    assert {s for kind, _, s in states(memories) if kind == "INCIDENT"} == {"open"}
