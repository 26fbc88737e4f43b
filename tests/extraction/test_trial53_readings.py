"""What blind trial 53 showed (read after its blind judgement on 2026-12-06): a step set up
to be checked later ("tried a diff socket, its plugged in there now so ill check in the
morning") has no result yet, and the next turn's "still 1 bar" fails it; "I'll check in the
morning" is when the result will be seen, no step; a boyfriend's step is his ("my bf went
into the menu n put the temp on high"); a part that "has been squealing" is a problem; "light
is finally off" is good news.

The messages here are written for these tests, in the registers trial 53 showed."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incidents, polarity

from support_memory.extraction.problems.symptoms import has_symptom
from support_memory.extraction.steps.actions import read_action
from support_memory.models import Outcome


def test_a_try_set_up_to_be_checked_later_is_settled_by_the_next_turn() -> None:
    memories = converse(
        [
            "my scooter battery wont charge, the charger light goes green straight away",
            "tried a diff socket in the kitchen, its plugged in there now so ill check in the "
            "morning",
            "still 1 bar this morning so its not the socket",
        ]
    )
    assert attempts(memories) == {"Try diff socket in kitchen": "failed"}
    assert set(incidents(memories).values()) == {"open"}


@pytest.mark.parametrize("setup", ["its plugged in there now", "it's sitting on the charger now"])
def test_where_a_thing_is_set_up_is_no_news(setup: str) -> None:
    assert polarity(setup) is None


def test_its_working_there_now_is_still_news() -> None:
    assert polarity("its working there now") is Outcome.WORKED


@pytest.mark.parametrize(
    "when", ["I'll check in the morning", "ill check back later", "will check tomorrow"]
)
def test_checking_later_is_no_step(when: str) -> None:
    assert read_action(when) is None


def test_checking_a_thing_later_is_still_a_planned_step() -> None:
    action = read_action("I'll check the fuse in the morning")
    assert action is not None and action.mode == "in_progress"


def test_a_boyfriends_step_is_not_the_customers() -> None:
    memories = converse(
        [
            "my coffee comes out lukewarm",
            "my bf went into the menu n put the temp on high this morning, no diff at all",
        ]
    )
    assert attempts(memories) == {}


@pytest.mark.parametrize(
    "problem",
    ["the back brake has been squealing like crazy on hills", "my brakes have been grinding"],
)
def test_a_part_that_has_been_making_its_noise_is_a_problem(problem: str) -> None:
    assert has_symptom(problem)


@pytest.mark.parametrize("news", ["light is finally off", "the warning light is off now"])
def test_a_warning_light_off_at_last_is_good_news(news: str) -> None:
    assert polarity(news) is Outcome.WORKED


def test_well_see_is_we_will_see_and_a_second_problem_is_told() -> None:
    memories = converse(
        [
            "tried a diff socket in the hall. also the back brake has been squealing like crazy "
            "on hills lol so i wiped the disc w rubbing alcohol, well see on my ride in tmrw"
        ]
    )
    assert "Back brake has been squealing like crazy on hills" in incidents(memories)


@pytest.mark.parametrize(
    ("clause", "worked"),
    [
        ("brake is dead quiet now btw 👌", True),
        ("the fan is quiet now", True),
        ("the back brake is silent again", True),
    ],
)
def test_a_part_quiet_now_is_good_news(clause: str, worked: bool) -> None:
    assert (polarity(clause) is Outcome.WORKED) is worked
