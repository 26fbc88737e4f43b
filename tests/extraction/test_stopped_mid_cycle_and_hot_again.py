"""Read in round 54 (moved to dev, 2026-12-07) and tried as a new user would (thirty-seventh
session), second batch: "but it worked before" is how things were, not good news; "I find
my self a solution in discord" is; a washing machine that "stopped mid cycle" is a fault; a
customer's own flight keeps its subject, without its date; "it turned up in the parcel locker
downstairs lol sorry" is the parcel come; "it's hot again" after a shower "gone cold" is good
news, and the breaker that "had tripped" is what "it" names; a refusal ("I'm not ringing
anyone") and "don't bother replying" are no faults; "tried apple pay and my laptop" is two
tries; "used the machine at the station in the end" is a step; a learner's "of 3 of June" is left
off a flight; "I did not ask a voucher" is no good news; "now it's warm again" after a fridge
stopped being cold is the fault back.

The messages here are written for these tests."""

from __future__ import annotations

from helpers import attempts, converse, incident_texts, incidents, polarity

from support_memory.extraction.outcomes.problem_undone import warmth_back
from support_memory.extraction.problems.symptoms import has_symptom
from support_memory.models import Outcome


def test_it_worked_before_is_how_things_were() -> None:
    assert polarity("but it worked before") is None
    assert polarity("Worked before the update") is None
    assert polarity("reset it and it works now") is Outcome.WORKED
    memories = converse(
        ["every time i try to update patches the kindle restarts", "but it worked before"]
    )
    assert set(incidents(memories).values()) == {"open"}


def test_a_solution_found_is_good_news() -> None:
    assert polarity(
        "I find my self a solution in discord, thank to Sam help me with this tutorial"
    ) is (Outcome.WORKED)
    assert polarity("I found a fix on reddit, will try it tonight") is None
    memories = converse(
        [
            "my handheld boots up and is stuck at a black screen, cannot get inside anything",
            "Update: I find my self a solution in discord, thank to Sam help me with this "
            "tutorial:",
        ]
    )
    assert set(incidents(memories).values()) == {"resolved"}


def test_stopped_mid_cycle_is_a_fault() -> None:
    assert has_symptom("the dishwasher stopped mid-cycle")
    assert has_symptom("the washing machine stopped halfway through the cycle")
    assert not has_symptom("this morning I stopped at a petrol station")
    memories = converse(
        [
            "washing machine stopped mid cycle again, water sat in the drum n its showing e21. "
            "ill clean the filter thing at the bottom tonight n see"
        ]
    )
    assert incidents(memories) == {"Washing machine stopped mid cycle water sat in drum": "open"}
    assert attempts(memories) == {"Clean filter thing at bottom": "in_progress"}


def test_a_customers_flight_keeps_its_subject_without_the_date() -> None:
    memories = converse(
        [
            "My flight from Anadyr to Moscow on 12 of August is cancelled, in airport nobody "
            "explain nothing."
        ]
    )
    assert incident_texts(memories) == ["Flight from Anadyr to Moscow is cancelled"]


def test_turned_up_in_the_parcel_locker_is_the_parcel_come() -> None:
    memories = converse(
        [
            "hey my order #4412 says deliverd at 2pm but theres nothing at my door. asked the "
            "neighbours both sides, nobody has it. can u check pls",
            "nvm it turned up in the parcel locker downstairs lol sorry",
        ]
    )
    assert set(incidents(memories).values()) == {"resolved"}
    assert attempts(memories) == {"Ask neighbours both sides": "failed"}


def test_hot_again_after_gone_cold_is_good_news_and_it_is_the_breaker() -> None:
    assert warmth_back("and it's hot again", "Electric shower has gone cold") is not None
    assert warmth_back("and it's hot again", "Engine keeps overheating") is None
    memories = converse(
        [
            "Morning. The electric shower has gone cold. Tripped the shower switch off and on, "
            "nothing. Checked the fuse box and the shower breaker had tripped, flicked it back up "
            "and it's hot again."
        ]
    )
    assert attempts(memories) == {
        "Trip shower switch off and on": "failed",
        "Flick shower breaker back up": "worked",
    }
    assert incidents(memories) == {"Electric shower has gone cold": "resolved"}


def test_a_refusal_and_dont_bother_are_no_faults() -> None:
    assert not has_symptom("I'm not ringing anyone")
    assert not has_symptom("I'm not filling in forms")
    assert not has_symptom("Don't bother replying")
    assert has_symptom("the app isn't loading")
    memories = converse(
        [
            "you took £25 as well. I'm not ringing anyone, I'm not filling in forms, just put "
            "it back."
        ]
    )
    assert incident_texts(memories) == ["You took £25 as well"]


def test_tried_one_thing_and_a_second_is_two_tries() -> None:
    assert attempts(converse(["tried the app and my laptop, same"])) == {
        "Try application": "failed",
        "Try laptop": "failed",
    }
    # "and my phone died" is a clause of its own
    memories = converse(["tried restarting and my phone died"])
    assert "Try phone" not in attempts(memories)
    assert incident_texts(memories) == ["Phone died"]


def test_used_in_the_end_is_a_step() -> None:
    memories = converse(
        [
            "the train app wont let me buy a ticket",
            "used the machine at the station in the end, worked first time",
        ]
    )
    assert attempts(memories) == {"Use machine at station": "worked"}


def test_a_learners_of_date_is_left_off_the_flight() -> None:
    memories = converse(
        [
            "Hello, my flight from Madrid to Manchester of 3 of June was cancelled and I did not "
            "take other flight, I go by train finally."
        ]
    )
    assert incidents(memories) == {"Flight from Madrid to Manchester was cancelled": "open"}


def test_a_voucher_not_asked_for_is_no_good_news() -> None:
    assert polarity("But I did not ask a voucher") is None
    memories = converse(
        [
            "my flight to Moscow on 12 of August is cancelled",
            "today I receive an email with a voucher. But I did not ask a voucher, I ask the "
            "money back.",
        ]
    )
    assert "resolved" not in set(incidents(memories).values())


def test_warm_again_after_a_fridge_stopped_being_cold_is_the_fault_back() -> None:
    memories = converse(
        [
            "Our fridge stopped being cold on Sunday, freezer part is still fine.",
            "Update: it was cold again for 2 days and now it's warm again, milk went off.",
        ]
    )
    assert incidents(memories) == {"Fridge stopped being cold on Sunday": "open"}
    # after a heater blowing cold, warm again is good news
    memories = converse(["car heater blowing cold. topped up the coolant and now its warm again"])
    assert incidents(memories) == {"Car heater blowing cold": "resolved"}
