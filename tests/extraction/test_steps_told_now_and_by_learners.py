"""Steps told after "now", by learners of English ("i already take off ..."), with an irregular
participle ("I have chosen ...") or as "did the <gerund>"; good news that something "has sound
again" or "remains connected"; what a customer "has got" is no step (round 22b and dev,
2026-12-03, fifth session)."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incidents

from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.extraction.steps.actions import read_action
from support_memory.extraction.steps.verbs import is_past, lemma
from support_memory.models import Outcome


@pytest.mark.parametrize(
    ("said", "step"),
    [
        ("Now I have chosen the network manually", "Choose network"),
        ("now i restarted the router", "Restart router"),
        ("Now we've reinstalled the app", "Reinstall application"),
        ("Now I am trying with the other cable", "Try with other cable"),
    ],
)
def test_now_before_the_customers_own_step_says_when(said: str, step: str) -> None:
    action = read_action(said)
    assert action is not None and action.text == step


@pytest.mark.parametrize("said", ["now i get an error", "now I know", "now I see the login screen"])
def test_now_before_a_state_reads_no_step_done(said: str) -> None:
    action = read_action(said)
    assert action is None or action.mode != "done"


@pytest.mark.parametrize(
    ("said", "step"),
    [
        ("i already take off the screen protector", "Take off screen protector"),
        ("we already put new batteries in the remote", "Put new batteries in remote"),
    ],
)
def test_a_learners_base_form_after_already_is_a_step_done(said: str, step: str) -> None:
    action = read_action(said)
    assert action is not None and (action.text, action.mode) == (step, "done")


def test_a_base_form_without_already_stays_no_step() -> None:
    assert read_action("i take off the screen protector") is None


@pytest.mark.parametrize(
    ("word", "verb"),
    [("chosen", "choose"), ("rewritten", "rewrite"), ("resat", "reseat"), ("slid", "slide")],
)
def test_irregular_participles_are_past_forms(word: str, verb: str) -> None:
    assert is_past(word) and lemma(word) == verb


@pytest.mark.parametrize("state", ["broken", "frozen", "stuck"])
def test_participles_that_tell_a_state_are_left_alone(state: str) -> None:
    assert not is_past(state)


@pytest.mark.parametrize(
    ("said", "step"),
    [("I did the descaling last night", "Descale"), ("we did the pairing again", "Pair")],
)
def test_did_the_gerund_is_that_step(said: str, step: str) -> None:
    action = read_action(said)
    assert action is not None and action.text.startswith(step)


def test_did_the_shopping_is_no_step() -> None:
    assert read_action("I did the shopping yesterday") is None


def test_a_learner_tells_the_descaling_then_its_result() -> None:
    memories = converse(
        [
            "my coffee machine makes the coffee very slowly, only drops",
            "I did the descaling yesterday evening, it took one hour, now the coffee comes "
            "normally. Merci!",
        ]
    )
    assert attempts(memories) == {"Descale": "worked"}
    assert set(incidents(memories).values()) == {"resolved"}


def test_the_network_chosen_by_hand_fixed_the_roaming_data() -> None:
    memories = converse(
        [
            "my mobile data does not work abroad, only wifi",
            "Now I have chosen the network manually instead of automatic and it works! Thanks",
        ]
    )
    assert attempts(memories) == {"Choose network manually instead of automatic": "worked"}
    assert set(incidents(memories).values()) == {"resolved"}


@pytest.mark.parametrize(
    "said",
    [
        "now Netflix has sound again",
        "the tv has picture again",
        "got 5G straight away",
        "it remains connected",
        "and it remains connected now",
        "it suddenly connected",
    ],
)
def test_what_was_missing_is_back(said: str) -> None:
    signal = detect_outcome(said)
    assert signal is not None and signal.polarity is Outcome.WORKED


@pytest.mark.parametrize(
    "said", ["it remains", "the problem remains", "it remains disconnected", "it remains on 0%"]
)
def test_a_problem_that_remains_is_still_bad_news(said: str) -> None:
    signal = detect_outcome(said)
    assert signal is not None and signal.polarity is Outcome.FAILED


def test_battery_optimisation_turned_off_and_the_session_remains() -> None:
    memories = converse(
        [
            "the bank app closes my session every time I change to another app. I have "
            "reinstalled it, is the same.",
            "Hello, now I have disabled the battery optimization for the app and it remains "
            "connected. Thank you!",
        ]
    )
    outcomes = attempts(memories)
    assert outcomes["Reinstall application"] == "failed"
    assert [v for k, v in outcomes.items() if "battery optimization" in k] == ["worked"]


def test_an_aside_before_the_news_does_not_hide_it() -> None:
    memories = converse(
        [
            "the smart plug does not respond to anything",
            "Now I took it to a different room, and for some reason it suddenly connected.",
        ]
    )
    assert attempts(memories) == {"Take to different room": "worked"}


@pytest.mark.parametrize(
    "said", ["now I've got a $39 late fee on it", "I have got the latest version"]
)
def test_what_the_customer_has_got_is_no_step(said: str) -> None:
    assert read_action(said) is None


def test_a_bought_cable_is_still_a_step_waiting_for_its_outcome() -> None:
    action = read_action("i got a new cable")
    assert action is not None and action.mode == "needs_outcome"


def test_a_step_done_as_the_website_says_still_has_its_result() -> None:
    signal = detect_outcome(
        "unplugged it at the wall like it says on your website didn't do anything"
    )
    assert signal is not None and signal.polarity is Outcome.FAILED


@pytest.mark.parametrize(
    "hearsay", ["someone on reddit said that helps", "the forum says it fixes it"]
)
def test_hearsay_about_a_result_is_still_no_result(hearsay: str) -> None:
    assert detect_outcome(hearsay) is None


def test_a_spoken_run_on_splits_before_i_ve_and_a_past_verb() -> None:
    memories = converse(
        [
            "yeah hi so the washing machine keeps stopping halfway through the cycle um I've "
            "cleaned out the the filter at the bottom and there was a sock in it and I thought "
            "great but no it did exactly the same thing again this morning"
        ]
    )
    assert [v for k, v in attempts(memories).items() if "filter" in k] == ["failed"]
    assert not any("cleaned" in text.lower() for text in incidents(memories))


def test_the_one_i_ve_got_does_not_split() -> None:
    from support_memory.extraction.clauses.split import split_clauses

    said = "the charger that came with the laptop i've got from your shop last month is dead"
    assert len(split_clauses(said)) == 1


@pytest.mark.parametrize(
    "said",
    ["roaming should be included", "updating is taking forever", "so I did that, twice in fact"],
)
def test_a_gerund_subject_or_a_bare_that_is_no_step(said: str) -> None:
    assert read_action(said) is None


def test_a_step_said_with_did_and_a_comma_is_still_read() -> None:
    action = read_action("I did restart it, twice")
    assert action is not None and action.verb == "restart"


def test_two_verbs_joined_by_a_slash_are_two_steps() -> None:
    memories = converse(["the wifi drops", "disabled/enabled the adapter, same"])
    assert attempts(memories) == {"Disable and enable adapter": "failed"}


def test_uninstalled_slash_reinstalled_is_a_reinstall() -> None:
    memories = converse(
        ["the app crashes", "So i uninstalled/reinstalled but that did not fix it."]
    )
    assert attempts(memories) == {"Reinstall application": "failed"}


def test_a_when_phrase_before_the_customers_step_is_cut_off() -> None:
    memories = converse(
        [
            "the app crashes",
            "after the forced reboot I ran the installer again and everything works",
        ]
    )
    assert attempts(memories) == {"Run installer": "worked"}


@pytest.mark.parametrize("said", ["I ran the installer again", "we installed it again"])
def test_the_customer_doing_a_thing_again_is_a_step_not_news(said: str) -> None:
    assert detect_outcome(said) is None


@pytest.mark.parametrize(
    "said", ["it ran fine", "i got it working", "i got the app working again", "i connected fine"]
)
def test_the_thing_running_again_is_still_news(said: str) -> None:
    signal = detect_outcome(said)
    assert signal is not None and signal.polarity is Outcome.WORKED


def test_lower_is_a_verb_of_its_own() -> None:
    action = read_action("I tried to lower the settings")
    assert action is not None and action.text == "Lower settings"
