"""Failures told with an adverb, what a step found, a device that "got connected", a removal
before a bare reinstall, a visitor's step, the spoken filler "like" and travel told as
background (trial conversations, 2026-12-03)."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incidents

from support_memory.extraction.language.informal import repair


@pytest.mark.parametrize(
    "said",
    [
        "i restarted the router and it didnt really make any difference",
        "i restarted the router but it doesnt really seem to have helped",
        "i restarted the router and it didnt even help a bit",
    ],
)
def test_a_failure_told_with_an_adverb_fails_the_step_and_is_no_problem(said: str) -> None:
    memories = converse(["the wifi keeps dropping", said])
    assert attempts(memories) == {"Restart router": "failed"}
    assert incidents(memories) == {"Wifi keeps dropping": "open"}


def test_what_a_step_found_is_no_problem_and_no_result() -> None:
    memories = converse(
        [
            "my dishwasher doesnt dry the dishes anymore",
            "I have put the rinse aid like you say, it was empty indeed.",
        ]
    )
    assert attempts(memories) == {"Put rinse aid": "in_progress"}
    assert list(incidents(memories).values()) == ["open"]
    memories = converse(
        [
            "my dishwasher doesnt dry the dishes anymore",
            "I have put the rinse aid like you say, it was empty indeed.",
            "it is better now",
        ]
    )
    assert attempts(memories) == {"Put rinse aid": "worked"}
    assert list(incidents(memories).values()) == ["resolved"]


def test_a_check_that_found_the_fault_still_failed() -> None:
    memories = converse(["the washer wont drain", "i checked the filter, it was full of fluff"])
    assert attempts(memories) == {"Check filter": "failed"}


def test_a_device_that_got_connected_is_good_news() -> None:
    memories = converse(
        [
            "my smart plug wont connect to the app",
            "Okay I gave the 2.4GHz band a different name from router settings and now plug "
            "got connected. Thanks a lot.",
        ]
    )
    assert attempts(memories) == {"Give 2.4GHz band different name from router settings": "worked"}
    assert list(incidents(memories).values()) == ["resolved"]


def test_a_watch_paired_to_the_wrong_phone_is_no_good_news() -> None:
    memories = converse(["my watch keeps disconnecting", "the watch got paired to the wrong phone"])
    assert incidents(memories)["Watch keeps disconnecting"] == "open"


def test_a_removal_then_a_bare_reinstall_is_one_reinstall() -> None:
    memories = converse(
        [
            "game keeps crashing on the loading screen",
            "deleted the game and reinstalled, same thing",
        ]
    )
    # the thing removed names the reinstall (it was "Reinstall application" until 2026-12-06)
    assert attempts(memories) == {"Reinstall game": "failed"}


def test_a_removal_of_something_else_stays_a_step_of_its_own() -> None:
    memories = converse(["the app keeps crashing", "deleted the cache and reinstalled the app"])
    assert set(attempts(memories)) == {"Delete cache", "Reinstall application"}


def test_a_visitors_step_told_after_came_is_not_the_customers() -> None:
    memories = converse(
        [
            "the oven wont heat",
            "Thank you, the engineer came today and replaced the thermal cut-out. The oven is "
            "heating up normally again.",
        ]
    )
    assert attempts(memories) == {}
    assert incidents(memories) == {"Oven won't heat": "resolved"}


def test_the_spoken_filler_like_is_dropped_from_the_problem() -> None:
    memories = converse(["the thermostat app is saying like offline"])
    assert incidents(memories) == {"Thermostat app is saying offline": "open"}
    memories = converse(["the internet keeps like dropping out every evening"])
    assert incidents(memories) == {"Internet keeps dropping out every evening": "open"}


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("and like usual, that fixed it", "and like usual, that fixed it"),
        ("it looks like a driver issue", "it looks like a driver issue"),
        ("its like i press the button", "it's like i press the button"),
        ("unplugged it for like ten minutes", "unplugged it for ten minutes"),
    ],
)
def test_like_is_dropped_only_as_a_filler(said: str, read: str) -> None:
    assert repair(said) == read


def test_landing_abroad_is_no_step() -> None:
    memories = converse(["landed in spain and my data isnt working at all"])
    assert attempts(memories) == {}
    assert incidents(memories) == {"Data isn't working": "open"}


@pytest.mark.parametrize(
    ("problem", "news"),
    [
        ("the internet light is flashing red", "the light has gone green and we're online."),
        ("someone got into my account and now i cant log in", "got it back!! thank you so much"),
        ("the echo has an orange ring", "my son put the new password in and its talking again"),
        ("the oven wont heat", "its heating up again now"),
    ],
)
def test_good_news_told_as_the_thing_doing_its_job_again(problem: str, news: str) -> None:
    memories = converse([problem, news])
    assert set(incidents(memories).values()) == {"resolved"}


def test_a_colour_other_than_green_is_no_good_news() -> None:
    memories = converse(["the internet light is flashing red", "the light has gone orange now"])
    assert set(incidents(memories).values()) == {"open"}


def test_it_in_a_later_sentence_is_the_problems_thing_not_the_app() -> None:
    told = [
        "wifi doesnt reach my bedroom at all, its upstairs at the back. like 1 bar then it drops"
    ]
    # what the reader names it (the incident check off: it may call this a detail)
    assert "Wifi drops" in incidents(converse(told, incident_check=False))
    assert not any(text.startswith("App") for text in incidents(converse(told)))
    turns = ["the app crashes when i open it", "it freezes on the login screen too"]
    assert "App freezes on login screen too" in incidents(converse(turns, incident_check=False))


def test_a_learners_nothing_happen_fails_the_try() -> None:
    memories = converse(
        [
            "I buy 1000 gems in the game but I not receive the gems",
            "I try the restore purchases button in settings, nothing happen.",
        ]
    )
    assert attempts(memories) == {"Try restore purchases button in settings": "failed"}
