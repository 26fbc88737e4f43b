"""Issue templates (issue 10): headings are labels, not clauses, and the "Expected" section
says how things should be, not a result."""

from __future__ import annotations

from helpers import attempts, converse

from support_memory.extraction.clauses.templates import drop_template_sections
from support_memory.models import MemoryType

_FILED = (
    "**Application version**\nCura 4.6.1\n**Reproduction steps**\n"
    "1. Tried reinstalling Cura\n2. tried switching to an older version of Cura\n"
    "**Actual results**\nNothing changes after any of the steps tried.\n"
    "**Expected results**\nCura starts normally\n**Additional information**\n"
    "logs are from after a fresh reinstall"
)


def test_headings_and_the_expected_section_are_dropped() -> None:
    assert drop_template_sections(_FILED) == (
        "Cura 4.6.1\n1. Tried reinstalling Cura\n2. tried switching to an older version of Cura\n"
        "Nothing changes after any of the steps tried.\nlogs are from after a fresh reinstall"
    )


def test_a_plain_expected_label_and_an_inline_one_are_dropped_too() -> None:
    message = "Steps to reproduce:\n1. Open the app.\nExpected behavior\nI can connect."
    assert drop_template_sections(message) == "Steps to reproduce:\n1. Open the app."
    assert (
        drop_template_sections("The sync stops.\nExpected behavior: it syncs.") == "The sync stops."
    )


def test_a_message_without_a_template_is_unchanged() -> None:
    for message in [
        "I expected it to work after the update",
        "**I tried everything and nothing works, please help me with this**",
    ]:
        assert drop_template_sections(message) == message


def test_what_should_happen_is_no_fix_and_no_heading_is_a_profile() -> None:
    memories = converse([_FILED])
    assert "worked" not in attempts(memories).values()
    assert not any(m.type is MemoryType.PROFILE and "Results" in m.text for m in memories)
    assert all(
        m.status is None or m.status.value == "open"
        for m in memories
        if m.type is MemoryType.INCIDENT
    )


def test_an_inline_label_is_dropped_and_its_text_kept() -> None:
    message = "**Reproducing the issue**: Connecting to the WiFi network, then sleeping."
    assert drop_template_sections(message) == "Connecting to the WiFi network, then sleeping."
