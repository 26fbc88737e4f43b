"""Good news of one problem among several, told the way blind trial 51 told it (read at the
end of the twenty-second session): "Good news, the post office had the parcel!", "1 refunded
today ... Still getting logged out", "Now machine is draining good and no more E18".

The messages here are written for these tests."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incidents

from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.extraction.problems.symptoms import has_symptom
from support_memory.models import Outcome


def test_good_news_then_the_news_is_no_problem() -> None:
    memories = converse(
        [
            "the tracking says my order was delivered on monday but i have nothing",
            "Good news, the depot had the parcel! So finally I have it.",
        ]
    )
    assert set(incidents(memories).values()) == {"resolved"}


def test_good_news_then_a_problem_word_is_still_a_problem() -> None:
    memories = converse(
        ["my order never came", "Good news, the box arrived. The lamp inside is broken."]
    )
    assert "open" in incidents(memories).values()


def test_a_refund_settles_the_charge_while_the_other_problem_goes_on() -> None:
    memories = converse(
        [
            "Charged twice. £45 at the shop on the 3rd.",
            "also the app logs me out every 5 mins",
            "1 refunded today. Still getting logged out.",
        ]
    )
    assert incidents(memories) == {
        "Charged twice": "resolved",
        "App logs me out every 5 mins": "open",
    }


def test_news_of_the_other_problem_with_still_keeps_the_one_it_names() -> None:
    memories = converse(
        [
            "my parcel never arrived",
            "my app keeps crashing",
            "the parcel came today! the app still crashes though",
        ]
    )
    assert incidents(memories) == {"Parcel never arrived": "resolved", "App keeps crashing": "open"}


@pytest.mark.parametrize(
    "said",
    [
        "Now machine is draining good",
        "no more E18",
        "no more error F05",
        "So finally I have it",
        "1 refunded today",
        "good news!",
    ],
)
def test_good_news_in_a_learners_or_a_texters_words(said: str) -> None:
    signal = detect_outcome(said)
    assert signal is not None and signal.polarity is Outcome.WORKED


@pytest.mark.parametrize(
    "said", ["its draining fast", "good news but it broke again", "not good news"]
)
def test_no_good_news(said: str) -> None:
    signal = detect_outcome(said)
    assert signal is None or signal.polarity is not Outcome.WORKED


@pytest.mark.parametrize(
    "said",
    [
        "I cleared the cache and restarted the phone, but that didn't help",
        "cleared the cache, restarted the phone and reinstalled, but that didnt help either",
        "I reset the router and swapped the cable and that made no difference",
    ],
)
def test_a_failure_after_a_list_of_steps_fails_them_all(said: str) -> None:
    memories = converse(["my wifi keeps dropping", said])
    assert len(attempts(memories)) >= 2
    assert set(attempts(memories).values()) == {"failed"}


def test_a_relatives_steps_after_a_relative_clause_are_not_the_customers() -> None:
    memories = converse(
        [
            "the invoices all fail to send",
            "My nephew, who is quite good with computers, came round on Thursday and cleared "
            "out all the cache and cookies, but that didn't change anything either.",
        ]
    )
    assert attempts(memories) == {}


def test_it_went_after_trying_to_send_credits_the_plan() -> None:
    memories = converse(
        [
            "every invoice I send comes back with Delivery failed. I changed the business email "
            "address in the settings a couple of weeks ago, so I'm going to try changing it back "
            "this evening",
            "I changed the email address back to the old one last night, tried sending an "
            "invoice this morning and - it went!",
        ]
    )
    assert "worked" in attempts(memories).values()
    assert "failed" not in attempts(memories).values()


def test_a_learners_washing_machine_story() -> None:
    memories = converse(
        [
            "Good morning, my washing machine (Beko 8kg, 3 years old) is showing error E21 and "
            "the water is staying in the drum. I already clean the filter, there was a coin, but "
            "error is still coming same.",
            "My husband take out the drain hose yesterday and he found a sock inside!! Now machine "
            "is draining good and no more E21, thank you. Only one problem now, the door rubber is "
            "smelling very bad like mould.",
        ]
    )
    assert attempts(memories) == {"Clean filter": "failed"}
    assert incidents(memories)["Washing machine is showing error E21"] == "resolved"
    assert "open" in incidents(memories).values()  # the smell


@pytest.mark.parametrize("said", ["I checked the drain pump filter", "he took out the drain hose"])
def test_a_drain_part_is_no_draining_problem(said: str) -> None:
    assert not has_symptom(said)


def test_water_that_will_not_drain_is_still_a_problem() -> None:
    assert has_symptom("the sink wont drain")


@pytest.mark.parametrize(
    "said", ["the door seal smells of mould", "it is smelling really bad", "the fridge stinks"]
)
def test_a_bad_smell_is_a_problem(said: str) -> None:
    assert has_symptom(said)


@pytest.mark.parametrize(
    "said", ["my phone rebooted in the middle of a call", "the tv restarted by itself"]
)
def test_a_thing_that_restarted_on_its_own_is_a_problem_whatever_the_weights(said: str) -> None:
    assert has_symptom(said)


def test_the_customers_restart_in_the_middle_of_an_update_is_no_symptom() -> None:
    assert not has_symptom("i restarted it in the middle of the update")
