"""What trial conversations of 2026-12-03 showed (issue 10; conversations written for the
trials, in chat register, about appliances and deliveries).

- "spins fine now" after a washer "wont spin" stored a new incident "App spins fine": how
  well a thing does its job ("fine", "properly", "normally") is good news even for a verb
  that is often a symptom ("spins", "restarts"); "it crashes fine" is none.
- "there was a coin in the drum filter, took it out" stored "Take out" (or nothing): what
  was found is what "it" stands for ("Take out coin").
- "the courier just called" and "Emailed twice, no reply" each stored an incident: somebody
  getting in touch, or the customer's own e-mails, are no fault.
- "Bank app shows card active" stored an incident: a look that finds all well is none.
"""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incidents

from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.models import Outcome


@pytest.mark.parametrize(
    "said", ["spins fine now", "it spins fine now", "the drum spins properly again"]
)
def test_a_thing_doing_its_job_well_is_good_news(said: str) -> None:
    signal = detect_outcome(said)
    assert signal is not None
    assert signal.polarity is Outcome.WORKED


@pytest.mark.parametrize("said", ["it crashes fine", "it never spins properly", "it spins"])
def test_a_symptom_or_a_denial_is_no_good_news(said: str) -> None:
    signal = detect_outcome(said)
    assert signal is None or signal.polarity is not Outcome.WORKED


def test_the_thing_found_is_what_was_taken_out_and_the_fix_is_credited() -> None:
    turns = [
        "the washer wont spin, just hums",
        "there was a coin in the drum filter, took it out",
        "spins fine now",
    ]
    assert attempts(converse(turns)) == {"Take out coin": "worked"}
    assert list(incidents(converse(turns)).values()) == ["resolved"]


def test_a_thing_found_and_removed_that_did_not_help_is_a_failed_step() -> None:
    turns = ["my robot vacuum keeps stopping. theres a hair stuck in the roller, pulled it out"]
    turns.append("still stops every few minutes")
    assert attempts(converse(turns)) == {"Pull out hair": "failed"}


@pytest.mark.parametrize(
    "message",
    [
        "ok the courier just called",
        "the bank finally rang me back",
        "Emailed twice, no reply.",
        "I've already emailed them twice",
    ],
)
def test_getting_in_touch_is_no_new_incident(message: str) -> None:
    turns = ["my order 55120 says delivered but nothing here", message]
    assert len(incidents(converse(turns))) == 1


@pytest.mark.parametrize(
    "message", ["Bank app shows card active.", "the bank app shows the card as active"]
)
def test_a_look_that_finds_all_well_is_no_new_incident(message: str) -> None:
    problem = "I cannot withdraw cash at the ATM"
    assert incidents(converse([problem, message])) == incidents(converse([problem]))
