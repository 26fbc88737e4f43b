"""``problems.antecedent``: the thing a later "it" stands for, and where "it" is replaced."""

from __future__ import annotations

import pytest

from support_memory.extraction.problems.antecedent import last_thing, with_antecedent


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
