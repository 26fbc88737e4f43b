"""A known brand said as the customer's thing after "on" ("cannot install the app on
samsung", dev g6-0002) or in brackets after the kind ("My fridge-freezer (Panasonic)")."""

from __future__ import annotations

import pytest

from support_memory.extraction.profile.facts import profile_facts


@pytest.mark.parametrize(
    ("clause", "fact"),
    [
        ("Cannot install app on samsung", "Uses a Samsung"),
        ("My fridge-freezer (Panasonic) make alarm sound", "Uses a Panasonic"),
    ],
)
def test_a_brand_alone_after_on_or_in_brackets(clause: str, fact: str) -> None:
    assert [f.text for f in profile_facts(clause)] == [fact]


@pytest.mark.parametrize("clause", ["I bought it on amazon", "I clicked on Dyson support"])
def test_a_company_after_on_is_no_device(clause: str) -> None:
    assert profile_facts(clause) == []
