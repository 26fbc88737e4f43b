"""Good news of one thing and a failure of another in the same message, and the plain ways
customers say a problem is over (read in dev on 2026-12-06, from the cases where a stored
incident stayed open after the customer said it was over).

"With the Fairy tablets the white marks are gone, very good. But the dishes are wet still":
the tablets fixed the marks, and the wet dishes are a problem of their own; the fix stands.
"it works now, but it's still slow" is still a fix the same message takes back.

The messages here are written for these tests, in the registers dev showed."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incidents, polarity

from support_memory.extraction.reading.did_not_hold import news_of_one_thing
from support_memory.extraction.steps.actions import read_action
from support_memory.models import Outcome


def test_good_news_of_one_thing_then_a_failure_of_another_keeps_the_fix() -> None:
    memories = converse(
        [
            "My dishwasher leaves white marks on the glasses and the plates come out wet. "
            "Tomorrow I will try other tablets, the ones of Finish.",
            "With the Finish tablets the white marks are gone, very good. But the plates are "
            "wet still at the end, like before.",
        ]
    )
    assert set(attempts(memories).values()) == {"worked"}


def test_a_workaround_that_works_while_the_problem_stays_keeps_the_problem_open() -> None:
    memories = converse(
        [
            "the signal in the house has gone to nothing this past fortnight. I took the SIM "
            "out and put it back in, no difference.",
            "Turned on wifi calling last night like your page said and the calls have been "
            "coming through fine since. Still no signal in the house, so is there a mast down?",
        ]
    )
    assert attempts(memories)["Turn on wifi calling"] == "worked"
    assert set(incidents(memories).values()) == {"open"}


def test_it_works_now_but_still_slow_takes_the_fix_back() -> None:
    memories = converse(
        ["the app is really slow to open", "reinstalled it, it works now, but it's still slow"]
    )
    assert attempts(memories) == {"Reinstall application": "failed"}


@pytest.mark.parametrize(
    ("news", "failure", "apart"),
    [
        ("the white marks are gone, very good", "But the dishes are wet still", True),
        ("the calls have been coming through fine since", "Still no signal in the house", True),
        ("the books came straight across", "My collections are still missing though", True),
        ("it works now", "but it is still slow", False),  # the same "it"
        ("the printer prints now", "but the printer still jams", False),  # the same thing
        ("the marks are gone", "but it's still the same", False),  # no subject of its own
    ],
)
def test_news_of_one_thing(news: str, failure: str, apart: bool) -> None:
    assert news_of_one_thing(news, failure) is apart


@pytest.mark.parametrize(
    "news",
    [
        "the white marks are gone",
        "the marks have gone",
        "Now we are having lights",
        "Last night the power stay on all night",
        "it hasn't gone off once since even with the oven on",
        "lgtm now",
        "panic over",
        "ok smooth now lol",
        "ok it just landed",
        "seat is bone dry",
        "now filter is silent",
        "It randomly started working again!",
        "got it finally",
    ],
)
def test_a_plain_all_clear_is_good_news(news: str) -> None:
    assert polarity(news) is Outcome.WORKED


@pytest.mark.parametrize(
    "not_news",
    [
        "now the speaker is silent",  # a thing that should make a sound
        "the milk has gone off",
        "my bill has gone up",
        "it randomly works",  # now and then is the problem
        "the plane has landed",
        "now we have no water",
    ],
)
def test_what_is_no_all_clear(not_news: str) -> None:
    assert polarity(not_news) is not Outcome.WORKED


def test_the_cause_heard_after_the_news_is_no_problem_and_fails_nothing() -> None:
    memories = converse(
        [
            "not getting the text code to log in to online banking",
            "got it finally after i deleted a load of old messages, inbox was full apparently",
        ]
    )
    assert attempts(memories) == {"Delete load of old messages": "worked"}
    assert list(incidents(memories).values()) == ["resolved"]


@pytest.mark.parametrize("weather", ["chucked it down all nite", "it poured it down"])
def test_the_weather_is_no_step(weather: str) -> None:
    assert read_action(weather) is None


def test_a_roof_leak_dry_after_the_rain_is_settled_with_no_step_from_the_weather() -> None:
    memories = converse(
        [
            "water dripping out the roof lining by the sunroof every time it rains",
            "chucked it down all nite n seat is bone dry cheers guys",
        ]
    )
    assert attempts(memories) == {}
    assert list(incidents(memories).values()) == ["resolved"]


def test_nobody_turned_up_names_whom_the_customer_waited_in_for() -> None:
    memories = converse(
        ["took a day off work for your engineer and nobody turned up. again. second time"]
    )
    assert list(incidents(memories)) == ["Engineer did not turn up"]


def test_nobody_came_after_an_order_is_still_the_order_not_delivered() -> None:
    memories = converse(["I ordered a sofa, delivery would be 14 March. Nobody came."])
    assert list(incidents(memories)) == ["Sofa not delivered"]


@pytest.mark.parametrize(
    ("message", "incident"),
    [
        ("by error, I paid the app twice. How can I get the refund?", "Paid twice for app"),
        ("i paid twice for my order yesterday", "Paid twice for order"),
        ("we paid for the subscription twice", "Paid twice for subscription"),
    ],
)
def test_paid_twice_is_the_problem(message: str, incident: str) -> None:
    assert list(incidents(converse([message]))) == [incident]
