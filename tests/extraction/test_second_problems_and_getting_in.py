"""A second problem told as a state that never changes is a problem of its own; "got in"
after a login problem, and news found by a bare look, are good news (trial conversations,
2026-12-03)."""

from __future__ import annotations

from helpers import attempts, converse, incidents


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


def test_news_found_by_a_bare_look_settles_the_problem() -> None:
    memories = converse(
        [
            "Hello, I was charged £49.99 twice on 14 Nov for my annual renewal.",
            "Just checked and the second charge has been reversed, thanks",
        ]
    )
    assert list(incidents(memories).values()) == ["resolved"]


def test_a_check_of_a_thing_that_finds_it_fine_is_still_no_fix() -> None:
    memories = converse(["my printer wont print", "i checked the cable, its fine"])
    assert incidents(memories) == {"Printer won't print": "open"}


def test_glasses_that_came_out_clear_after_a_switch_credit_the_switch() -> None:
    memories = converse(
        [
            "the dishwasher leaves white marks on the glasses",
            "switched to a different detergent brand and the glasses came out clear",
        ]
    )
    assert attempts(memories) == {"Switch to different detergent brand": "worked"}
    assert list(incidents(memories).values()) == ["resolved"]


def test_prints_that_come_out_streaky_are_a_problem_not_news() -> None:
    memories = converse(["the prints come out streaky"])
    assert incidents(memories) == {"Prints come out streaky": "open"}


def test_why_it_had_gone_wrong_told_after_the_news_is_no_new_problem() -> None:
    memories = converse(
        [
            "My order 88213 has not arrived and the tracking has not updated for a week.",
            "Update: the parcel arrived this morning, it had been sent to the wrong depot.",
        ]
    )
    assert set(incidents(memories).values()) == {"resolved"}
    assert not any("depot" in text for text in incidents(memories))


def test_a_parcel_sent_to_the_wrong_depot_with_no_news_is_a_problem() -> None:
    memories = converse(["the parcel had been sent to the wrong depot"])
    assert list(incidents(memories).values()) == ["open"]


def test_the_wrong_item_told_across_a_comma_is_a_problem_not_an_order_placed() -> None:
    for message in (
        "ordered a blue hoodie size M, got a red one size L",
        "i ordered a blue hoodie but got a red one",
    ):
        memories = converse([message])
        assert attempts(memories) == {}, message
        assert list(incidents(memories).values()) == ["open"], message


def test_an_order_that_came_and_works_is_no_problem() -> None:
    memories = converse(["ordered a new charger and got it yesterday, works great"])
    assert incidents(memories) == {}
