"""Plans told without their "I", plans of a same-form verb, and the later message that
carries a plan out (issue 10, "Plans count"): "will try the reset tonight", "I will reset
the router tonight", then "moved it to the hallway right next to the meter, connected within
a minute" settles "Move closer to meter" instead of adding a second step."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, states


@pytest.mark.parametrize(
    ("message", "step"),
    [
        ("Will try the reset tonight", "Reset"),
        ("will try clearing the app data this evening", "Clear application data"),
        ("I will reset the router tonight", "Reset router"),
        ("going to reset the modem tonight", "Reset modem"),
    ],
)
def test_a_plan_is_in_progress(message: str, step: str) -> None:
    assert attempts(converse([message])) == {step: "in_progress"}


@pytest.mark.parametrize(
    "message",
    ["will it work if I reset it?", "Will do", "will check tomorrow whether the sync ran"],
)
def test_no_plan_of_a_step(message: str) -> None:
    assert attempts(converse([message])) == {}


@pytest.mark.parametrize(
    ("turns", "step"),
    [
        (
            [
                "smart meter display says no connection for a week now",
                "will try moving it closer to the meter tonight",
                "moved it to the hallway right next to the meter, connected within a minute 👌",
            ],
            "Move closer to meter",
        ),
        (
            [
                "booking page keeps timing out at payment",
                "ok will try with my other card",
                "other card went through straight away. thanks",
            ],
            "Try with other card",
        ),
    ],
)
def test_the_step_that_carries_out_a_plan_settles_it(turns: list[str], step: str) -> None:
    memories = converse(turns)
    assert attempts(memories) == {step: "worked"}
    assert {s for kind, _, s in states(memories) if kind == "INCIDENT"} == {"resolved"}


def test_a_different_step_after_a_plan_is_its_own() -> None:
    memories = converse(
        ["wifi keeps dropping", "will restart the router tonight", "restarted my phone, no change"]
    )
    assert attempts(memories) == {"Restart router": "in_progress", "Restart phone": "failed"}


def test_a_run_on_breaks_before_and_i_after_a_number_word() -> None:
    message = (
        "ok so my internet has been really slow like in the evenings mostly like seven to "
        "eleven and i restarted the router a bunch of times but it doesnt change anything"
    )
    memories = converse([message])
    assert attempts(memories) == {"Restart router": "failed"}
    assert [t for kind, t, _ in states(memories) if kind == "INCIDENT"] == [
        "Internet slow like in evenings mostly like seven to eleven"
    ]


def test_hearsay_about_a_plan_is_no_result() -> None:
    memories = converse(
        [
            "thermostat went offline in the app again",
            "im gonna try putting it on the 2.4ghz band tonight, someone on reddit said that helps",
        ]
    )
    assert attempts(memories) == {"Put on 2.4ghz band": "in_progress"}
    assert {s for kind, _, s in states(memories) if kind == "INCIDENT"} == {"open"}


def test_a_plan_carried_out_on_it_settles_the_plan() -> None:
    memories = converse(
        [
            "the tablet keeps dropping the wifi. gonna update the network driver brb",
            "ok updated it and its been solid for an hour now ty",
        ]
    )
    assert attempts(memories) == {"Update network driver": "worked"}


def test_a_different_verb_on_it_is_another_step() -> None:
    memories = converse(
        [
            "the tablet keeps dropping the wifi. gonna update the network driver brb",
            "ok restarted it, still dropping",
        ]
    )
    assert attempts(memories)["Update network driver"] == "in_progress"
