"""A system and its number told apart (dev PROFILE misses, 2026-12-05): an issue template's
"Android version: 11" (cut by the splitter into label and value), "**Android Version:**
8.1.0", "Android v.14", "OS: W10", "Windows 10 version 20H2" (read as plain "Windows"
before), and a macOS release by its name alone ("macbook air m2 on sonoma")."""

from __future__ import annotations

import pytest
from helpers import converse

from support_memory.extraction.profile.facts import is_fact_label, profile_facts
from support_memory.models import MemoryType


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Android version: 12", "Uses Android 12"),
        ("- Android OS version 11", "Uses Android 11"),
        ("* **Android Version:** 8.1.0", "Uses Android 8.1.0"),
        ("im using Samsung A52 Android v.14 OneUI 6.1", "Uses Android 14"),
        ("OS: W10", "Uses Windows 10"),
        ("I'm on W11", "Uses Windows 11"),
        ("I am using windows 10 version 1703, latest drivers", "Uses Windows 10"),
        ("Operating system: Windows 10 version 20H2, build 19042", "Uses Windows 10"),
        ("macbook air m2 on sonoma", "Uses macOS Sonoma"),
        ("I updated to Ventura last week", "Uses macOS Ventura"),
    ],
)
def test_a_system_and_its_number_told_apart_are_one_fact(said: str, fact: str) -> None:
    assert fact in [f.text for f in profile_facts(said)]


@pytest.mark.parametrize(
    "said", ["i live on catalina island", "my wifi stopped with the latest android version"]
)
def test_no_system_version_where_none_is_named(said: str) -> None:
    assert not any(f.kind.startswith("os") for f in profile_facts(said))


@pytest.mark.parametrize(
    ("label", "is_label"),
    [("Android version", True), ("**iOS version**", True), ("Plan", True), ("version", False)],
)
def test_a_label_cut_off_from_its_fact(label: str, is_label: bool) -> None:
    assert is_fact_label(label) is is_label


def test_the_template_field_split_from_its_value_is_stored_whole() -> None:
    memories = converse(
        [
            "The app keeps crashing on my tablet. Device spec: 64/4GB / Unisoc T310 CPU. "
            "Android version: 11 App version: 1.12.1"
        ]
    )
    profile = [m.text for m in memories if m.type is MemoryType.PROFILE]
    assert "Uses Android 11" in profile
