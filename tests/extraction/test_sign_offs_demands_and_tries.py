"""A name signed under a message is its sender, not a product; a demand to support is no
problem; a try to get somewhere that met the problem failed (trial conversations,
2026-12-03, fourth session)."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incidents

from support_memory.extraction.profile.facts import profile_facts


@pytest.mark.parametrize(
    "signed",
    ["Kind regards, Margaret Hollis", "Thanks, John Smith", "Best regards,\nAnna Kowalski"],
)
def test_a_name_after_a_sign_off_is_no_product(signed: str) -> None:
    assert profile_facts(signed) == []


@pytest.mark.parametrize(
    "said", ["I use Acme Suite", "the best Acme Suite", "thanks Acme Suite is great"]
)
def test_a_product_name_elsewhere_is_still_one(said: str) -> None:
    assert [fact.text for fact in profile_facts(said)] == ["Uses Acme Suite"]


def test_a_long_letter_signed_at_the_end_stores_no_person() -> None:
    memories = converse(
        [
            "Dear Sir/Madam, our boiler has been losing pressure for a week. I would be "
            "grateful if you could arrange an engineer visit. Kind regards, Margaret Hollis"
        ]
    )
    assert not any("Margaret" in text for text in incidents(memories))
    profiles = [m.text for m in memories if m.type.value == "PROFILE"]
    assert not any("Margaret" in text for text in profiles)


def test_a_demand_in_caps_is_no_incident() -> None:
    memories = converse(
        ["I ORDERED THE WRONG SIZE AND THE CANCEL BUTTON IS GREYED OUT. CANCEL ORDER 77120 NOW"]
    )
    assert set(incidents(memories)) == {"Ordered wrong size", "Cancel button greyed out"}


def test_a_try_to_get_somewhere_that_met_the_problem_failed() -> None:
    memories = converse(
        [
            "i booked a room but got an email saying its cancelled?? i didnt cancel anything",
            "tried logging in to rebook it and it says no availability for those dates",
        ]
    )
    assert attempts(memories) == {"Log in to rebook": "failed"}


def test_logging_in_to_look_with_no_try_said_is_still_no_step() -> None:
    memories = converse(
        ["my booking got cancelled", "logged in to check and it says no availability"]
    )
    assert attempts(memories) == {}


@pytest.mark.parametrize("told", ["third time this week", "this is the 3rd time today"])
def test_how_often_it_happened_is_no_problem_of_its_own(told: str) -> None:
    memories = converse([f"MY ACCOUNT IS LOCKED AGAIN!!! {told}."])
    assert list(incidents(memories)) == ["Account locked"]


def test_the_open_problem_told_again_in_other_words_is_no_new_one() -> None:
    memories = converse(["emails not arriving", "havent had any emails since monday"])
    assert incidents(memories) == {"Emails not arriving": "open"}
