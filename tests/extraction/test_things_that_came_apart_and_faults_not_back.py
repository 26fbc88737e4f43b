"""Tried as a new user would (thirty-seventh session), third batch: things that came apart in
use are faults; "it hasnt done it since" is good news, and "the heating came on at 3am for no
reason" is a fault, not news of it coming on; "the condenser unit at the bottom was full of
fluff, washed it out under the tap" washes the unit; bolts "still" on the back are what
"took them out" names, and a washer "spinning quiet" is doing its job; a pending charge
that "should drop off" is no fault.

The messages here are written for these tests."""

from __future__ import annotations

from helpers import attempts, converse, incident_texts, incidents, polarity

from support_memory.extraction.problems.symptoms import has_symptom
from support_memory.models import Outcome


def test_things_that_came_apart_are_faults() -> None:
    assert has_symptom("the zip broke after a week")
    assert has_symptom("the handle snapped off")
    assert has_symptom("the sole came apart")
    assert not has_symptom("I split the bill with my sister")
    memories = converse(
        [
            "Hello, my son's school shoes from your shop split at the sole after only 3 weeks. "
            "I have the receipt. I would like a refund please, not an exchange."
        ]
    )
    assert incidents(memories) == {"Son's school shoes from shop split at sole": "open"}


def test_it_hasnt_done_it_since_is_good_news() -> None:
    assert polarity("it hasnt done it since") is Outcome.WORKED
    memories = converse(
        [
            "hey so the heating came on at 3am for no reason, ive checked the timer and its set "
            "right. maybe the thermostat?",
            "changed the batteries in the thermostat and it hasnt done it since",
        ]
    )
    assert attempts(memories) == {"Change batteries in thermostat": "worked"}
    assert incidents(memories) == {"Heating came on at 3am for no reason": "resolved"}


def test_coming_on_for_no_reason_is_a_fault_not_news() -> None:
    assert polarity("the heating came on at 3am for no reason") is None
    assert has_symptom("the lights keep switching off by themselves")
    assert not has_symptom("the power came back on by itself")


def test_a_part_found_full_of_fluff_is_what_it_names() -> None:
    memories = converse(
        [
            "my tumble dryer is taking 3 hours to dry a normal load.",
            "I found the condenser unit at the bottom was full of fluff, washed it out under the "
            "tap and now its back to 1 hour",
        ]
    )
    assert attempts(memories) == {"Wash condenser unit out under tap": "worked"}


def test_bolts_still_there_are_what_took_them_out_names() -> None:
    memories = converse(
        [
            "the washer is jumping when spinning",
            "On the back there were still 4 transport bolts. I took them out and now its quiet",
        ]
    )
    assert attempts(memories) == {"Take out 4 transport bolts": "worked"}
    assert set(incidents(memories).values()) == {"resolved"}


def test_spinning_quiet_is_a_machine_doing_its_job() -> None:
    assert not has_symptom("now it is spinning quiet")
    assert has_symptom("the app just spins")
    assert polarity("now it is spinning quiet") is Outcome.WORKED
    memories = converse(
        [
            "the washer is jumping when spinning",
            "I took the transport bolts out with a spanner and now it is spinning quiet.",
        ]
    )
    assert attempts(memories) == {"Take transport bolts out with spanner": "worked"}
    assert set(incidents(memories).values()) == {"resolved"}


def test_a_pending_charge_that_should_drop_off_is_no_fault() -> None:
    assert not has_symptom("should drop off")
    assert has_symptom("my wifi keeps dropping off")
    memories = converse(
        [
            "Dear team, I was double charged for my train ticket on 3rd Nov (£42.50 twice). The "
            "bank says one is pending and should drop off but it's been 8 days now."
        ]
    )
    assert "Should drop off" not in incident_texts(memories)
    assert "Double charged for train ticket on 3rd Nov" in incident_texts(memories)
