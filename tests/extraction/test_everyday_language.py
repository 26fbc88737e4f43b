"""Everyday support phrasing the rule extractor must read (regressions for general rules)."""

from __future__ import annotations

import pytest

from helpers import attempts, converse, states
from support_memory.extraction.outcomes import detect_outcome
from support_memory.models import Outcome


@pytest.mark.parametrize(
    "clause",
    [
        "the speaker came back",
        "the status light came on",
        "now my coworkers can see my screen",
        "pages open instantly",
        "the glitch is gone",
        "the crackling no longer happens",
        "it hasn't prompted since",
        "it's been totally stable since",
        "that did help",
        "the backups all synced",
    ],
)
def test_everyday_success(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is not None and signal.polarity is Outcome.WORKED


@pytest.mark.parametrize(
    "clause",
    [
        "the warning came back",
        "it's exactly the same",
        "the code never arrived",
        "it's not fine",
        "it helped for a few minutes",
        "that fixed it temporarily",
        "rebooting sorted it for a day",
    ],
)
def test_everyday_failure_or_no_fix(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is None or signal.polarity is Outcome.FAILED


def test_now_i_cannot_is_a_new_problem_not_a_success() -> None:
    memories = converse(["Changing the PIN worked but now I can't unlock the tablet."])
    assert attempts(memories) == {"Change PIN": "worked"}
    assert any(m.type.value == "INCIDENT" and "unlock" in m.text.lower() for m in memories)


def test_a_device_coming_back_credits_the_steps() -> None:
    memories = converse(["I unplugged the hub, plugged it back in, and the keyboard came back."])
    assert set(attempts(memories).values()) == {"worked"}


def test_temporary_fix_is_not_a_fix() -> None:
    memories = converse(["Clearing the cookies helped for a bit but the problem came back."])
    assert attempts(memories) == {"Clear cookies": "failed"}
    assert ("ATTEMPT", "Clear cookies", "failed") in states(memories)
