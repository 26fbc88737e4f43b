"""A bare "it's back again" after a fix that worked, and a fault told without a subject
("crashed twice this morning") (blind trial of 2026-12-05: "nvm its back again, crashed
twice this morning on the same export" left the crash resolved, both fixes worked, and
stored "Crash twice on same export" as a step)."""

from __future__ import annotations

import pytest
from helpers import converse, tracked

from support_memory.models import MemoryType

CRASH = "app keeps crashing when i export a video"
FIXED = "cleared the cache and reinstalled, exports work now!"


@pytest.mark.parametrize(
    "back",
    [
        "its back again",
        "nvm its back again",
        "its back again, crashed twice this morning on the same export",
    ],
)
def test_its_back_again_after_a_fix_is_the_problem_back(back: str) -> None:
    states = tracked(converse([CRASH, FIXED, back]))
    assert states["App keeps crashing on video export"] == "open"
    assert "failed" in states.values()  # the last fix did not hold
    assert all(not text.startswith("Crash") for text in states)


def test_its_back_again_while_the_problem_is_open_is_good_news() -> None:
    states = tracked(converse(["my internet is down", "its back again"]))
    assert states == {"Internet is down": "resolved"}


@pytest.mark.parametrize(
    "fault",
    [
        "crashed twice this morning on the same export",
        "froze again when i opened the export menu",
        "flickered for a second then went black",
    ],
)
def test_a_fault_told_without_a_subject_is_no_step(fault: str) -> None:
    memories = converse([CRASH, fault])
    assert [m for m in memories if m.type is MemoryType.ATTEMPT] == []


def test_a_step_told_without_a_subject_is_still_a_step() -> None:
    states = tracked(converse([CRASH, "rebooted it and drained the cache, still crashes"]))
    assert states == {
        "App keeps crashing on video export": "open",
        "Reboot": "failed",
        "Drain cache": "failed",
    }
