"""Profile facts and product detection."""

from __future__ import annotations

import pytest

from support_memory.extraction.profile.facts import profile_facts
from support_memory.extraction.profile.products import find_product, find_products, is_own_product


@pytest.mark.parametrize(
    ("clause", "fact"),
    [
        ("I'm running version 8.3 on my laptop", "Uses version 8.3"),
        ("we're on the Team plan", "On Team plan"),
        ("I'm on Windows 10", "Uses Windows 10"),
        ("this happens on my iPhone 15", "Uses an iPhone 15"),
        ("my Surface Pro is new", "Uses a Surface Pro"),
        ("I work on a Lenovo laptop", "Uses a Lenovo laptop"),
        ("running macOS Ventura here", "Uses macOS Ventura"),
        ("our Initech Ledger Pro keeps logging out", "Uses Initech Ledger Pro"),
    ],
)
def test_profile_facts(clause: str, fact: str) -> None:
    assert fact in [found.text for found in profile_facts(clause)]


def test_someone_elses_setup_is_not_a_profile_fact() -> None:
    assert profile_facts("my colleague uses a Chromebook") == []


def test_a_product_left_behind_is_not_a_profile_fact() -> None:
    texts = [fact.text for fact in profile_facts("we moved from Slack to Teams")]
    assert "Uses Teams" in texts and "Uses Slack" not in texts


def test_products_known_and_unknown() -> None:
    assert find_product("My Acme PDF Suite crashes") == "Acme PDF Suite"
    assert find_products("Outlook and Google Drive both fail") == ["Outlook", "Google Drive"]
    assert find_product("I restarted it and cleared the cache") is None
    assert is_own_product("Acme PDF Suite") and not is_own_product("Outlook")
