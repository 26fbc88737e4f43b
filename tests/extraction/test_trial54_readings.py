"""What blind trial 54 showed (read after its blind judgement on 2026-12-06): good news with
no fix of its own ("Cash machine works fine, it's only shops": where the card works) never
settles the problem told before, even when the message reads a problem of its own; a
learner's "I ask my neighbours", "I looked to the mailbox" are looks for a missing parcel;
"I upload again" is the step told again, not news.

The messages here are written for these tests, in the registers trial 54 showed."""

from __future__ import annotations

from helpers import attempts, converse, incidents, polarity

from support_memory.models import Outcome


def test_where_the_card_works_settles_nothing_told_before() -> None:
    memories = converse(
        [
            "Card declined at Tesco. Again. Third time this week. Sort it.",
            "Yes I've frozen and unfrozen it in the app. Twice. Didn't help. Cash machine works "
            "fine, it's only shops.",
        ]
    )
    assert incidents(memories)["Card declined at Tesco"] == "open"


def test_a_failed_try_and_a_hope_settle_nothing_told_before() -> None:
    memories = converse(
        [
            "Hello, in the ticket my name is 'Maria Fernandez' but in my passport is 'María "
            "Fernández Ruiz'. I am afraid they not let me board.",
            "I try to change it in the web in 'Manage my booking' but when I put the second "
            "surname it gives error 'Name changes are not permitted online'. Tomorrow I will try "
            "with the app of the mobile, maybe there it works.",
        ]
    )
    assert incidents(memories)["Name is 'Maria Fernandez'"] == "open"


def test_a_learners_looks_for_a_missing_parcel() -> None:
    memories = converse(
        [
            "my parcel is not arrived",
            "I ask my neighbours and I looked to the mailbox, nothing there.",
        ]
    )
    assert attempts(memories) == {"Ask neighbours": "failed", "Look to mailbox": "failed"}


def test_asking_the_company_is_no_step() -> None:
    assert attempts(converse(["my parcel is not arrived", "I ask you to refund me please"])) == {}


def test_a_learners_step_told_again_is_no_news() -> None:
    assert polarity("I upload again like PDF") is not Outcome.WORKED
    assert polarity("I can connect again") is Outcome.WORKED


def test_a_phone_got_rid_of_and_a_laptop_replaced_are_not_current() -> None:
    from support_memory.extraction.profile.facts import profile_facts

    told = [f.text for f in profile_facts("i finally got rid of my iphone 11 n got a pixel 8")]
    assert told == ["Uses a Pixel 8"]
    told = [f.text for f in profile_facts("I replaced the MacBook Air with a new MacBook Pro")]
    assert told == ["Uses a MacBook Pro"]


def test_a_plan_upgraded_to_without_the_word_plan() -> None:
    from support_memory.extraction.profile.facts import profile_facts

    assert [f.text for f in profile_facts("i upgraded to unlimited in the app")] == [
        "On Unlimited plan"
    ]
    assert profile_facts("I upgraded to the latest version") == []


def test_consider_this_closed_and_charging_happily_are_good_news() -> None:
    assert polarity("Please consider this one closed.") is Outcome.WORKED
    assert polarity("the battery is charging happily on it, five bars as I type") is Outcome.WORKED
