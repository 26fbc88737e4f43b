"""Fixes that held and fixes that did not, told the way customers tell them (trial
conversations, 2026-12-03, fourth session)."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incidents

BATTERY = ["my battery dies by lunch", "changed the brightness and it lasted all day"]


def test_a_battery_that_lasted_all_day_credits_the_change() -> None:
    memories = converse(BATTERY)
    assert attempts(memories) == {"Change brightness": "worked"}
    assert incidents(memories) == {"Battery dies by lunch": "resolved"}


@pytest.mark.parametrize("news", ["its draining again", "the battery is draining again"])
def test_draining_again_after_a_battery_fix_is_no_good_news(news: str) -> None:
    memories = converse([*BATTERY, news])
    assert attempts(memories) == {"Change brightness": "worked"}  # never read as news
    expected = "open" if news.startswith("the battery") else "resolved"
    assert incidents(memories) == {"Battery dies by lunch": expected}


def test_draining_again_after_a_washer_that_would_not_drain_is_the_fix() -> None:
    memories = converse(["washing machine wont drain", "cleaned the filter", "its draining again"])
    assert attempts(memories) == {"Clean filter": "worked"}
    assert incidents(memories) == {"Washing machine won't drain": "resolved"}


def test_again_with_nothing_open_names_only_a_solved_problem_of_the_same_thing() -> None:
    memories = converse([*BATTERY, "the router is dropping again"])
    assert incidents(memories) == {"Battery dies by lunch": "resolved"}


def test_a_fix_that_worked_for_an_hour_failed() -> None:
    memories = converse(
        [
            "MY ACCOUNT IS LOCKED AGAIN!!! third time this week. i reset my password YESTERDAY "
            "and it worked for like an hour and now its LOCKED AGAIN"
        ]
    )
    assert attempts(memories) == {"Reset password": "failed"}
    assert incidents(memories) == {"Account locked": "open"}


def test_a_fix_that_has_worked_for_two_days_now_still_works() -> None:
    memories = converse(
        ["the app keeps crashing", "cleared the cache, it has worked for two days now"]
    )
    assert set(attempts(memories).values()) == {"worked"}


@pytest.mark.parametrize(
    "news",
    ["usb keyboard work ok, i use this until you fix", "a usb keyboard works, as a workaround"],
)
def test_a_makeshift_that_works_leaves_the_problem_open(news: str) -> None:
    memories = converse(
        ["some keys on my laptop keyboard dont work, updated the driver, nothing", news]
    )
    assert attempts(memories) == {"Update driver": "failed"}
    assert set(incidents(memories).values()) == {"open"}
