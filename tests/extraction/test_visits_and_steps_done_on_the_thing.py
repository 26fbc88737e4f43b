"""A person coming back is a visit, not the problem gone; "did the factory reset" reports
the step the customer planned, while "did the reset help" still asks (trial conversations,
2026-12-03)."""

from __future__ import annotations

from helpers import attempts, converse, incidents


def test_the_engineer_coming_back_is_no_good_news_and_his_step_is_not_the_customers() -> None:
    memories = converse(
        [
            "the boiler keeps losing pressure every couple of days",
            "ok so the guy came back and swapped the expansion vessel",
        ]
    )
    assert attempts(memories) == {}
    assert list(incidents(memories).values()) == ["open"]


def test_a_lost_thing_that_came_back_is_still_good_news() -> None:
    memories = converse(["broadband keeps dropping", "restarted the hub and the wifi came back"])
    assert attempts(memories) == {"Restart hub": "worked"}
    assert list(incidents(memories).values()) == ["resolved"]


def test_did_the_factory_reset_settles_the_plan_to_do_it() -> None:
    memories = converse(
        [
            "our broadband is really slow, like 3mbps",
            "gonna try a factory reset on the hub tonight",
            "did the factory reset, all good now",
        ]
    )
    assert attempts(memories) == {"Factory reset on hub": "worked"}
    assert list(incidents(memories).values()) == ["resolved"]


def test_did_the_factory_reset_with_the_problem_still_there_is_a_failed_step() -> None:
    memories = converse(
        ["our broadband is really slow", "did the factory reset on the hub last night, still slow"]
    )
    assert attempts(memories) == {"Factory reset on hub": "failed"}


def test_did_the_reset_help_asks_and_stores_no_step() -> None:
    memories = converse(["our broadband is really slow", "did the reset help or should i wait"])
    assert attempts(memories) == {}
