"""A replacement that came is what fixed it, not the customer's earlier tries (trial
conversation, 2026-12-03)."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incidents

TRIED = "printer wont recognise the colour cartridge. I've wiped the contacts."


@pytest.mark.parametrize(
    "news",
    [
        "Replacement arrived this morning and its working now",
        "the new cartridge came today and it's printing in colour again",
    ],
)
def test_news_after_a_replacement_came_does_not_credit_the_customers_tries(news: str) -> None:
    memories = converse([TRIED, news])
    assert attempts(memories) == {"Wipe contacts": "in_progress"}
    assert set(incidents(memories).values()) == {"resolved"}


def test_plain_news_still_credits_the_try() -> None:
    memories = converse([TRIED, "it's printing in colour again"])
    assert attempts(memories) == {"Wipe contacts": "worked"}


def test_a_replacement_that_arrived_is_the_good_news_for_a_missing_parcel() -> None:
    memories = converse(["my parcel hasnt arrived", "the replacement has arrived, thanks"])
    assert incidents(memories) == {"Parcel hasn't arrived": "resolved"}


def test_a_new_part_that_came_and_did_not_help_leaves_the_problem_open() -> None:
    memories = converse([TRIED, "the new cartridge came today but it still isnt recognised"])
    assert set(incidents(memories).values()) == {"open"}


def test_asking_when_a_new_one_arrives_is_no_news() -> None:
    memories = converse(["the remote stopped working", "ordered a new one, when will it arrive"])
    assert incidents(memories) == {"Remote stopped working": "open"}
