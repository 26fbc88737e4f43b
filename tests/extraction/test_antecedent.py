"""``problems.antecedent``: the thing a later "it" stands for, and where "it" is replaced."""

from __future__ import annotations

import pytest
from helpers import converse

from support_memory.extraction.problems.antecedent import (
    first_thing,
    last_thing,
    with_antecedent,
    with_subject,
)
from support_memory.models import MemoryType


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("I read about the auto-top up function", "auto-top up function"),
        ("Is my card lost", "card"),
        ("I did a payment", "payment"),
        ("it keeps crashing", None),
        ("the", None),
        ("I put it in my bag and the screen cracked", "screen"),
    ],
)
def test_the_last_thing_named(text: str, thing: str | None) -> None:
    assert last_thing(text) == thing


def test_only_an_object_it_is_named() -> None:
    assert with_antecedent("can't find it in the app", "card") == "can't find the card in the app"
    assert with_antecedent("it keeps crashing", "phone") == "it keeps crashing"
    assert with_antecedent("can't find it", None) == "can't find it"
    assert with_antecedent("the item isn't here", "parcel") == "the item isn't here"


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("I did a transfer to my account", "transfer"),
        ("I tried taking out 30 pounds from the ATM just now", "atm"),
        ("I made a card payment by my card", "card payment"),
        ("restarted it twice", None),
    ],
)
def test_the_first_thing_named(text: str, thing: str | None) -> None:
    assert first_thing(text) == thing


@pytest.mark.parametrize(
    ("said", "thing", "named"),
    [
        ("but it hasn't shown up", "transfer", "but the transfer hasn't shown up"),
        ("it's been frozen in pending", "top-up", "the top-up has been frozen in pending"),
        ("its stuck", "order", "the order is stuck"),
        ("it keeps crashing", None, "it keeps crashing"),
        ("the app crashes", "phone", "the app crashes"),
        ("items arrive late", "order", "items arrive late"),
    ],
)
def test_a_leading_subject_it_is_named(said: str, thing: str | None, named: str) -> None:
    assert with_subject(said, thing) == named


@pytest.mark.parametrize(
    ("message", "incident"),
    [
        ("I did a transfer to my account, but it hasn't shown up", "Transfer hasn't shown up"),
        (
            "I tried taking out 30 pounds from the ATM just now and it only gave me 10.",
            "Atm only gave me 10",
        ),
        (
            "I plugged in the printer and it no longer communicates with my laptop",
            "Printer no longer communicates with my laptop",
        ),
    ],
)
def test_a_problem_told_with_it_names_the_thing_of_the_clause_before(
    message: str, incident: str
) -> None:
    incidents = [m.text for m in converse([message]) if m.type is MemoryType.INCIDENT]
    assert incidents == [incident]


def test_it_in_a_new_sentence_is_not_named_from_the_sentence_before() -> None:
    incidents = [
        m.text
        for m in converse(["I bought a new charger. It keeps crashing since this morning."])
        if m.type is MemoryType.INCIDENT
    ]
    assert all("charger" not in text.lower() for text in incidents)
