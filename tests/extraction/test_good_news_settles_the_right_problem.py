"""Good news told later, with no problem of its own, settles the problem the conversation is
about: the one the message names, else the one the conversation opened with, never a
detail told in between ("the print queue shows an error too", a detail of the problem in
hand, not a problem of its own)."""

from __future__ import annotations

from datetime import timedelta

from helpers import converse, incidents

from factories import FixedClock

PRINTER = [
    "printer keeps showing offline on my laptop",
    "the print queue shows an error",
    "turned the printer off and on and its working now",
]


def test_a_fix_told_later_settles_the_problem_told_first_not_a_detail_told_after_it() -> None:
    # which of two open problems the news settles: both stored (the incident check off)
    assert incidents(converse(PRINTER, incident_check=False)) == {
        "Printer keeps showing offline on laptop": "resolved",
        "Print queue shows error": "open",
    }


def test_a_detail_added_with_too_is_the_problem_in_hand() -> None:
    # "... too" and a term of the open problem: a detail of it, with or without the check
    told = [PRINTER[0], "the print queue shows an error too", PRINTER[2]]
    expected = {"Printer keeps showing offline on laptop": "resolved"}
    assert incidents(converse(told, incident_check=False)) == expected
    assert incidents(converse(told)) == expected


def test_thanks_for_good_news_settles_the_problem_told_first() -> None:
    memories = converse([*PRINTER[:2], "all good now, thanks"], incident_check=False)
    assert incidents(memories)["Printer keeps showing offline on laptop"] == "resolved"
    assert incidents(memories)["Print queue shows error"] == "open"


def test_good_news_that_names_the_thing_settles_that_problem_whichever_came_first() -> None:
    laptop_first = converse(
        [
            "my laptop wont connect to wifi",
            "also my phone battery drains really fast",
            "ok the laptop connects now after i forgot the network",
        ]
    )
    phone_first = converse(
        [
            "my phone battery drains really fast",
            "also my laptop wont connect to wifi",
            "ok forgot the network on the laptop and it works now",
        ]
    )
    for memories in (laptop_first, phone_first):
        assert incidents(memories) == {
            "Laptop won't connect to wifi": "resolved",
            "Phone battery drains really fast": "open",
        }


def test_a_problem_from_an_earlier_conversation_is_settled_only_when_none_is_open_now() -> None:
    clock = FixedClock(step=timedelta(hours=2))  # each message is a new conversation
    memories = converse(PRINTER, clock=clock, incident_check=False)
    # no problem opened in the last conversation: the newest open one is settled, as before
    assert incidents(memories) == {
        "Printer keeps showing offline on laptop": "open",
        "Print queue shows error": "resolved",
    }
