"""A second problem told as a state that never changes is a problem of its own, and
"got in" after a login problem is good news (trial conversations, 2026-12-03)."""

from __future__ import annotations

from helpers import converse, incidents


def test_a_reset_email_that_never_arrives_is_a_second_problem_not_the_login_told_again() -> None:
    memories = converse(
        ["cant log in to my account, it says password wrong", "also the reset email never arrives"]
    )
    assert incidents(memories) == {
        "Cannot log in to account": "open",
        "Reset email never arrives": "open",
    }


def test_still_not_working_is_the_open_problem_told_again() -> None:
    memories = converse(["cant log in to my account", "still not working"])
    assert incidents(memories) == {"Cannot log in to account": "open"}


def test_a_state_that_never_changes_sharing_the_open_problems_words_is_that_problem() -> None:
    memories = converse(["my order 4412 hasnt arrived", "the order never arrived"])
    assert len(incidents(memories)) == 1


def test_got_in_with_a_code_after_a_login_problem_settles_it() -> None:
    for news in (
        "ok got in with the code from the app, thanks",
        "got in using the backup code",
        "managed to get in via the link",
    ):
        memories = converse(["cant log in to my account", news])
        assert incidents(memories) == {"Cannot log in to account": "resolved"}, news


def test_getting_in_touch_or_into_the_car_is_no_login() -> None:
    for said in ("got in touch with support", "i got in the car and checked again"):
        memories = converse(["cant log in to my account", said])
        assert incidents(memories) == {"Cannot log in to account": "open"}, said
