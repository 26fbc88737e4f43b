""" "mine" after someone else's thing names that thing; a wrong size delivered is a
complaint (trial conversations, 2026-12-03)."""

from __future__ import annotations

from helpers import attempts, converse, incidents


def test_mine_after_a_colleagues_code_names_the_code() -> None:
    memories = converse(["my colleague got the 2fa code fine but mine never comes"])
    assert incidents(memories) == {"2fa code never comes": "open"}


def test_mine_after_a_wifes_emails_names_the_emails() -> None:
    memories = converse(["my wife gets the emails ok but mine never arrive"])
    assert incidents(memories) == {"Emails never arrive": "open"}


def test_mine_after_his_laptop_still_names_the_laptop() -> None:
    memories = converse(["his laptop connects fine, mine keeps dropping"])
    assert incidents(memories) == {"Laptop keeps dropping": "open"}


def test_mine_after_things_nobody_else_owns_is_left_as_told() -> None:
    # "the other ones" are no one's: "mine" cannot be named by them
    memories = converse(["the other ones printed ok but mine jammed"])
    assert incidents(memories) == {"Mine jammed": "open"}


def test_a_wrong_size_delivered_is_one_complaint_and_no_step() -> None:
    for said, text in (
        ("we ordered the large, received a small", "Ordered large received small"),
        ("i ordered a medium hoodie but got a large", "Ordered medium hoodie got large"),
    ):
        memories = converse([said])
        assert incidents(memories) == {text: "open"}, said
        assert attempts(memories) == {}, said


def test_ordering_and_getting_it_is_no_complaint() -> None:
    memories = converse(["i ordered the large and got it yesterday, thanks"])
    assert incidents(memories) == {}
