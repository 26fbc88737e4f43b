"""Device models whose number ends in a letter, or that end in an edition word ("OnePlus 6T",
"Pixel 7a", "Galaxy S23 FE"): the whole model is the fact, said with the article it is read
with ("a OnePlus"), and a name with such a model code is a device, never the desk's own app
(dev-split misses of 2026-12-05: "Uses OnePlus 6" and "Uses an OnePlus" for a OnePlus 6T)."""

from __future__ import annotations

import pytest
from helpers import converse

from support_memory.extraction.profile.products import find_products, is_own_product
from support_memory.models import MemoryType


@pytest.mark.parametrize(
    ("message", "fact"),
    [
        ("my OnePlus 6T keeps rebooting", "Uses a OnePlus 6T"),
        ("I have a OnePlus 6T and the fingerprint sensor stopped working", "Uses a OnePlus 6T"),
        ("my Galaxy S23 FE wont charge", "Uses a Galaxy S23 FE"),
        ("Pixel 7a battery drains overnight", "Uses a Pixel 7a"),
        ("iPhone 15 Pro Max screen flickers", "Uses an iPhone 15 Pro Max"),
    ],
)
def test_the_whole_model_is_the_profile_fact(message: str, fact: str) -> None:
    facts = [m.text for m in converse([message]) if m.type is MemoryType.PROFILE]
    assert facts == [fact]


def test_a_number_with_a_letter_ends_a_product_name() -> None:
    assert find_products("I have a OnePlus 6T and it reboots") == ["OnePlus 6T"]
    assert find_products("Office 2019 keeps asking to activate") == ["Office 2019"]


@pytest.mark.parametrize("name", ["Firestick 4k", "Ratgdo 2.5i", "OnePlus 6T"])
def test_a_name_with_a_model_code_is_a_device_not_the_desks_own_app(name: str) -> None:
    assert not is_own_product(name)
    incidents = [
        m.text
        for m in converse([f"my {name} keeps going offline"])
        if m.type is MemoryType.INCIDENT
    ]
    assert len(incidents) == 1 and name.split()[0] in incidents[0]
