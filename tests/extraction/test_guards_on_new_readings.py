"""Guards on the readings added on 2026-12-03 (issue 10), from the review of that change:
each case below was read wrong by a first version of a new rule.

- A look that finds all well is no incident, but "shows not active" is one.
- "I've done a disk check" is read as "I did a disk check" is.
- "If I reboot, the same thing happens" (the condition closed by a comma right after the
  verb) is a failed step, as "If I reboot the printer, ..." is.
- "I have to restart my router, it drops every hour": the run of steps ends where a piece
  opens with no step verb; the rest is not restated as part of the step.
- "the paid version worked for a few days" is still a fix that did not hold: only time
  *paid for* ("charged me for 25 mins") is no such thing.
- "it was charged to 100%" (a battery) and "I ordered a new filter and received it today"
  are no billing or order problems.
"""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incidents

from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.extraction.problems.symptoms import has_symptom
from support_memory.models import Outcome


@pytest.mark.parametrize(
    ("message", "incident"),
    [
        ("My membership shows not active.", "Membership shows not active"),
        ("The app says not connected.", "App says not connected"),
    ],
)
def test_a_look_that_finds_something_denied_is_an_incident(message: str, incident: str) -> None:
    assert incident in incidents(converse([message]))


def test_ive_done_a_noun_is_a_step() -> None:
    found = attempts(converse(["the laptop is really slow", "I've done a disk check, still slow"]))
    assert found == {"Check disk": "failed"}


def test_a_condition_closed_right_after_its_verb_is_read() -> None:
    found = attempts(converse(["my printer is offline", "If I reboot, the same thing happens"]))
    assert set(found.values()) == {"failed"}
    assert [text for text in found if text.startswith("Reboot")] != []


def test_a_run_of_steps_ends_where_a_piece_names_no_step() -> None:
    turns = ["my wifi keeps dropping", "I have to restart my router, it drops every hour"]
    memories = converse(turns)
    assert attempts(memories) == {"Restart router": "worked"}
    assert "resolved" not in incidents(memories).values()


@pytest.mark.parametrize(
    "said",
    [
        "the paid version worked for a few days",
        "reinstalling worked for a day but I paid for a license",
    ],
)
def test_a_fix_that_held_for_days_is_no_fix_even_with_money_said(said: str) -> None:
    signal = detect_outcome(said)
    assert signal is not None
    assert signal.polarity is Outcome.FAILED


@pytest.mark.parametrize(
    "said",
    [
        "it was charged to 100% overnight",
        "I ordered a new filter and received it today",
        "bought the premium plan and got it working",
    ],
)
def test_a_charge_of_a_battery_or_an_order_received_is_no_symptom(said: str) -> None:
    assert not has_symptom(said)
