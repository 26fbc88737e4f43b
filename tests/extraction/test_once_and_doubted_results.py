"""A fix that worked once, and a partial help asked as a question, are no fix (round 21's
wrong polarity, mended in general form; 2026-12-03, fourth session)."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incidents

from support_memory.extraction.clauses.split import split_clauses

WATCH = "my watch isnt syncing steps since the weekend."


def test_once_before_and_then_is_one_time_not_a_joiner() -> None:
    texts = [c.text for c in split_clauses("it synced once and then stopped again")]
    assert texts[0] == "it synced once"


def test_once_as_soon_as_still_joins() -> None:
    texts = [c.text for c in split_clauses("it connected once i reset the router")]
    assert texts == ["i reset the router", "it connected"]


@pytest.mark.parametrize(
    "told",
    [
        "logged out of the app and back in, kinda helped? it synced once and then stopped again",
        "logged out of the app and back in, it synced once and then stopped again",
    ],
)
def test_a_fix_that_worked_once_failed(told: str) -> None:
    memories = converse([f"{WATCH} {told}"])
    assert attempts(memories) == {"Log out of app and back in": "failed"}
    assert set(incidents(memories).values()) == {"open"}


def test_a_question_to_support_is_still_no_result() -> None:
    memories = converse(["my watch isnt syncing", "logged out and back in. did that not help?"])
    assert "worked" not in attempts(memories).values()
