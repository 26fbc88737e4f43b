"""Shapes of the eleventh session (2026-12-04), from the second fresh-clone trial of the tenth
(s38b): a check that put something right, advice followed with a bare imperative, a transfer
that has not arrived, a tradesperson's repair, a step planned as a noun, and a learner's
"I have disconnect"."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incident_texts, incidents

from support_memory.extraction.clauses.advice import restate_followed_advice
from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.extraction.steps.actions import read_action
from support_memory.models import Outcome

DISHWASHER = "hi my bosch dishwasher wont drain, theres dirty water in the bottom after every cycle"


@pytest.mark.parametrize(
    ("message", "step"),
    [
        ("i checked the drain hose and now it drains fine", "Check drain hose"),
        ("I checked the filter, its working again", "Check filter"),
        ("checked the pump filter and it works fine now", "Check pump filter"),
    ],
)
def test_a_check_followed_by_a_change_is_the_fix(message: str, step: str) -> None:
    memories = converse([DISHWASHER, message])
    assert attempts(memories) == {step: "worked"}
    assert set(incidents(memories).values()) == {"resolved"}


@pytest.mark.parametrize(
    "message",
    [
        "i checked the drain hose, its fine",
        # the check's own finding, not the problem gone
        "I have checked for app updates and everything is now running the latest version",
    ],
)
def test_a_check_that_found_all_well_fixed_nothing(message: str) -> None:
    memories = converse([DISHWASHER, message])
    assert "worked" not in attempts(memories).values()
    assert "resolved" not in incidents(memories).values()


def test_advice_told_as_a_bare_imperative_and_done_is_the_customers_step() -> None:
    memories = converse(
        [
            DISHWASHER,
            "my neighbour said check the drain hose for kinks, did that and straightened it "
            "and now it drains fine!! thanks",
        ]
    )
    # the look found the kink; straightening the hose is what made it drain (2026-12-07: a
    # look is no longer credited with the fix told after it)
    assert attempts(memories) == {
        "Check drain hose for kinks": "in_progress",
        "Straighten drain hose": "worked",
    }
    assert set(incidents(memories).values()) == {"resolved"}


@pytest.mark.parametrize(
    ("sentence", "restated"),
    [
        (
            "my neighbour said check the drain hose, did that and now it drains",
            "I did check the drain hose and now it drains",
        ),
        # no step named after "said": left as it was
        (
            "she said it was the hose, did that and now it drains",
            "she said it was the hose, did that and now it drains",
        ),
    ],
)
def test_only_a_step_verb_after_said_is_advice_followed(sentence: str, restated: str) -> None:
    assert restate_followed_advice(sentence) == restated


def test_a_learners_have_and_base_verb_is_a_step_done_and_a_when_is_no_problem() -> None:
    memories = converse(
        [
            "Hello, my car is Toyota Corolla 2017 hybrid. Since two days the check engine "
            "light is on.",
            "Also I have disconnect the battery for 10 minute, it not help, light come back "
            "after one drive.",
        ]
    )
    assert attempts(memories) == {"Disconnect battery": "failed"}
    assert not any("drive" in text.lower() for text in incident_texts(memories))


def test_how_far_a_battery_lasts_is_no_problem_of_its_own() -> None:
    memories = converse(
        ["my e-bike battery dies after like 10km, it used to do 60. its a cube kathmandu"]
    )
    assert incident_texts(memories) == ["E-bike battery dies"]


def test_a_step_planned_as_a_noun_is_settled_by_its_result() -> None:
    memories = converse(
        [
            "my e-bike battery dies after like 10km, it used to do 60",
            "gonna do a full discharge and recharge overnight like the manual says",
            "did it, still same, dead after 12km",
        ]
    )
    assert attempts(memories) == {"Discharge and recharge": "failed"}


def test_a_plan_with_a_time_and_a_means_is_carried_out_by_the_bare_step() -> None:
    memories = converse(
        [
            "my coffee machine is very slow, only drops. I will descale it tonight with the "
            "liquid.",
            "I did the descaling yesterday evening, now the coffee comes normally",
        ]
    )
    assert attempts(memories) == {"Descale with liquid": "worked"}


@pytest.mark.parametrize(
    ("message", "incident"),
    [
        (
            "I sent 2,400 EUR by SEPA transfer from our joint current account to my landlord "
            "on monday and it still hasnt arrived",
            "SEPA transfer hasn't arrived",
        ),
        (
            "I ordered a new charger from you last week and it still hasn't arrived",
            "New charger hasn't arrived",
        ),
    ],
)
def test_what_has_not_arrived_is_the_thing_sent(message: str, incident: str) -> None:
    assert incident_texts(converse([message])) == [incident]


def test_disputing_a_charge_is_a_step() -> None:
    memories = converse(
        [
            "I was charged 45 pounds roaming on my daughters line",
            "i tried disputing it in the app under billing > dispute a charge but it just says "
            "not eligible",
        ]
    )
    assert list(attempts(memories).values()) == ["failed"]
    assert all("under" not in text for text in incident_texts(memories))
    assert read_action("I would like to dispute it please") is None


def test_a_tradesperson_who_came_and_repaired_it_did_the_step() -> None:
    memories = converse(
        [
            "Our water bill is unusually high, the meter dial keeps moving with every tap off",
            "Thank you. A plumber came on Tuesday and found a leak on the supply pipe under the "
            "driveway and repaired it.",
        ]
    )
    assert attempts(memories) == {}


@pytest.mark.parametrize(
    ("clause", "polarity"),
    [
        ("A plumber came on Tuesday", None),
        ("the engineer came on time", None),
        ("the light came on", Outcome.WORKED),
        ("power came on again", Outcome.WORKED),
    ],
)
def test_came_on_a_day_is_a_visit_not_power_back(clause: str, polarity: Outcome | None) -> None:
    signal = detect_outcome(clause)
    assert (signal.polarity if signal else None) is polarity
