"""A failure word that names what the thing shows ("an 'SMTP authentication failed' error",
"a connection failed message") is the problem, not the result of a step (blind trial of
2026-12-05: "scan to email gives an 'SMTP authentication failed' error" was stored as a
failed step, and the later "That did it" did not settle the plan told in between)."""

from __future__ import annotations

import pytest
from helpers import converse

from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.models import MemoryType, Outcome

SMTP = (
    "scan to email gives an 'SMTP authentication failed' error since I changed my Gmail password."
)


@pytest.mark.parametrize(
    "said",
    [
        "it gives an 'SMTP authentication failed' error",
        "the app shows a connection failed message every time",
        "I get a “payment failed” notification",
        "I keep getting a sync failed warning",
    ],
)
def test_a_failure_that_names_a_message_is_no_outcome(said: str) -> None:
    assert detect_outcome(said) is None


def test_a_failure_said_of_a_step_is_still_one() -> None:
    signal = detect_outcome("the update failed")
    assert signal is not None and signal.polarity is Outcome.FAILED


def test_the_error_is_the_problem_and_the_plan_told_later_is_settled_by_that_did_it() -> None:
    first = converse([SMTP])
    assert [m.type for m in first if m.type is not MemoryType.PROFILE] == [MemoryType.INCIDENT]
    memories = converse(
        [
            SMTP,
            "Going to try generating an app password for the scanner and putting that in.",
            "That did it, scan to email works again.",
        ]
    )
    (incident,) = [m for m in memories if m.type is MemoryType.INCIDENT]
    assert "SMTP authentication failed" in incident.text
    assert incident.status is not None and incident.status.value == "resolved"
    states = {m.text: m.outcome for m in memories if m.type is MemoryType.ATTEMPT}
    assert states["Generate application password for scanner"] is Outcome.WORKED
    assert Outcome.FAILED not in states.values()
