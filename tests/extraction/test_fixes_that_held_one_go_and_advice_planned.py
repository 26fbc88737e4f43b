"""Shapes of the eleventh session's round 30 (written chats and GitHub threads, read after they
were scored): a fix good for one go, a result "same", advice the customer plans to follow, a
plan carried out on the thing it was for, a part taken out to work on, a bad state gone, a
trade-off accepted, tries listed with slashes, and steps told as nouns."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incident_texts, incidents

from support_memory.extraction.clauses.advice import restate_followed_advice
from support_memory.extraction.language.informal import repair
from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.extraction.steps.actions import read_action
from support_memory.models import Outcome


@pytest.mark.parametrize(
    ("problem", "later", "step"),
    [
        (
            "the chain keeps coming off the bar",
            "ive tightened the chain tension with the screw like the manual says and that was "
            "fine for um maybe one log and then it came loose again and came off",
            "Tighten chain tension with screw",
        ),
        (
            "nextbase dashcam keeps saying SD card error",
            "formatted the card in the dashcam menu last night, was ok for one trip then error "
            "again this morning",
            "Format card in dashcam menu",
        ),
    ],
)
def test_a_fix_good_for_one_go_then_the_problem_back_failed(
    problem: str, later: str, step: str
) -> None:
    memories = converse([problem, later])
    assert attempts(memories) == {step: "failed"}
    assert list(incidents(memories).values()) == ["open"]


def test_a_plan_good_for_one_ride_then_back_to_skipping_failed() -> None:
    memories = converse(
        [
            "chain keeps jumping on the 2 smallest cogs",
            "turned the little barrel adjuster half a turn like a youtube vid said",
            "was good for one ride then back to skipping today",
        ]
    )
    assert attempts(memories) == {"Turn little barrel adjuster half turn": "failed"}


@pytest.mark.parametrize(
    ("clause", "polarity"),
    [
        ("I changed yeast to new packet, result same", Outcome.FAILED),
        ("phone is not hot anymore, only little warm", Outcome.WORKED),
        ("the fan is no longer noisy", Outcome.WORKED),
        ("it is not hot enough", None),
        ("refund amount is credited in my account today", Outcome.WORKED),
        ("it was fine for a week", None),
    ],
)
def test_results_told_plainly(clause: str, polarity: Outcome | None) -> None:
    signal = detect_outcome(clause)
    assert (signal.polarity if signal else None) is polarity


@pytest.mark.parametrize(
    ("sentence", "restated"),
    [
        (
            "someone on a forum said soak the line in water overnight cos it goes brittle, "
            "going to try that tonight",
            "I will soak the line in water overnight tonight",
        ),
        (
            "My brother-in-law says you can turn off automatic updates under Device Options, so "
            "I'm going to do that tonight",
            "I will turn off automatic updates under Device Options tonight",
        ),
        (
            "he said it was the hose so i will try that",
            "he said it was the hose so i will try that",
        ),
    ],
)
def test_advice_the_customer_plans_to_follow_is_their_plan(sentence: str, restated: str) -> None:
    assert restate_followed_advice(sentence) == restated


def test_advice_planned_then_done_worked() -> None:
    memories = converse(
        [
            "strimmer line wont feed out anymore. someone on a forum said soak the line in water "
            "overnight cos it goes brittle, gonna try that tonight",
            "soaked it overnight n its feeding out fine now cheers",
        ]
    )
    assert attempts(memories) == {"Soak line in water": "worked"}
    assert set(incidents(memories).values()) == {"resolved"}


def test_a_plan_on_it_with_a_tool_is_carried_out_on_the_thing_named_later() -> None:
    memories = converse(
        [
            "my food processor does not start when I close the lid. I think the small pin in the "
            "lid is dirty, I will clean it with toothbrush tonight.",
            "I cleaned pin and hole in the base very good, but no change, still starts only when "
            "I press the lid.",
        ]
    )
    assert attempts(memories) == {"Clean with toothbrush": "failed"}


def test_a_part_taken_out_to_work_on_is_no_step_of_its_own() -> None:
    memories = converse(
        [
            "strimmer line wont feed out anymore. took the spool out n rewound it neater like "
            "the manual shows, still wont feed."
        ]
    )
    assert attempts(memories) == {"Rewind spool neater": "failed"}


def test_a_bad_state_gone_resolves_and_an_accepted_trade_off_is_no_problem() -> None:
    memories = converse(
        [
            "My phone become very hot when charging. tonight I will turn off the fast charging "
            "in setting and see.",
            "After I turn off fast charging, phone is not hot anymore, only little warm. Charging "
            "more slow but it's ok. Thank you.",
        ]
    )
    assert list(attempts(memories).values()) == ["worked"]
    assert set(incidents(memories).values()) == {"resolved"}
    assert not any("slow" in text.lower() for text in incident_texts(memories))


@pytest.mark.parametrize(
    ("text", "repaired"),
    [
        (
            "i've tried rebooting/restarting/clearing cache/using different browser",
            "i've tried rebooting, restarting, clearing cache, using different browser",
        ),
        (
            "the connection keeps dropping/reconnecting",
            "the connection keeps dropping/reconnecting",
        ),
        ("C:/Program Files/thing", "C:/Program Files/thing"),
        ("-Tried the link again", "- Tried the link again"),
    ],
)
def test_tries_listed_with_slashes_and_glued_bullets(text: str, repaired: str) -> None:
    assert repair(text) == repaired


def test_two_steps_told_as_nouns_share_their_result() -> None:
    memories = converse(
        ["the integration is not there.", "After reinstall and reboot same problem."]
    )
    assert attempts(memories) == {"Reinstall application": "failed", "Reboot": "failed"}


def test_stop_working_after_a_restart_is_the_problem_not_a_fix() -> None:
    memories = converse(
        ["For unknown reason, Block Site extension just stop working after restart browser"]
    )
    assert "worked" not in attempts(memories).values()


@pytest.mark.parametrize(
    ("clause", "text"),
    [
        ("I did the Calc-Clean function two times as per manual", "Run Calc-Clean function"),
        (
            "I myself tightened all the blade screws with screwdriver yesterday evening",
            "Tighten blade screws with screwdriver",
        ),
        ("I will try the reset of the speaker that I saw in YouTube", "Reset speaker"),
        ("i already did the descaling program twice", "Descale"),
    ],
)
def test_step_texts(clause: str, text: str) -> None:
    reading = read_action(clause)
    assert reading is not None and reading.text == text


def test_goods_that_came_spoiled_are_a_problem_a_replacement_that_came_resolves() -> None:
    memories = converse(
        [
            "ordered the peony bouquet, delivered yesterday n half of them were brown n drooping "
            "already. can u send a replacement or refund pls, order #6207",
            "replacement came this morning n theyre gorgeous, thx for sorting so fast",
        ]
    )
    assert list(incidents(memories).values()) == ["resolved"]


def test_what_the_device_did_again_is_no_step_and_taking_it_apart_folds() -> None:
    memories = converse(
        [
            "the automatic feeder keeps jamming",
            "took it apart n cleaned the rotor on sunday, fed fine for a day then jammed again "
            "monday night.",
        ]
    )
    assert attempts(memories) == {"Clean rotor": "failed"}


def test_good_news_then_a_problem_of_its_own_leaves_the_first_resolved() -> None:
    memories = converse(
        [
            "cant end my ride, scooter is parked in the marked bay outside the station",
            "ok it ended after i walked it 10m down the road to the other end of the bay. but it "
            "charged me for 25 extra mins of faffing, can u refund that",
        ]
    )
    assert incidents(memories) == {
        "Cannot end ride": "resolved",
        "It charged me for 25 extra mins of faffing": "open",
    }


def test_good_news_then_the_same_problem_again_is_no_fix() -> None:
    memories = converse(
        [
            "the game crashes when I hit play",
            "updated the drivers and that ended up working, but now it crashes while loading",
        ]
    )
    assert "resolved" not in incidents(memories).values()


@pytest.mark.parametrize(
    ("clause", "text"),
    [
        ("I try disconnect it from the wall", "Disconnect from wall"),
        ("I will try uninstall and reinstall", "Uninstall application and reinstall"),
    ],
)
def test_a_learners_bare_verb_after_try(clause: str, text: str) -> None:
    reading = read_action(clause)
    assert reading is not None and reading.text == text
