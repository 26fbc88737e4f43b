"""Good news that leaves the problem open: another thing that works told after steps that
failed, how things were before the problem ("before the update it was fine"), and a bare
"it's back" after a fix that held only a while (the problem back, not the thing)
(dev misses of INCIDENT status, 2026-12-03, sixth session)."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incidents

from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.models import Outcome


def test_another_thing_that_works_after_a_failed_step_resolves_nothing() -> None:
    memories = converse(
        [
            "the printer wont print anything from my laptop. i restarted it, didnt help. "
            "scanning works fine"
        ]
    )
    assert set(incidents(memories).values()) == {"open"}
    assert list(attempts(memories).values()) == ["failed"]


def test_a_workaround_then_another_feature_that_works_leaves_it_open() -> None:
    memories = converse(
        [
            "Once I start a run the watch buzzes nonstop. Uninstalling the app is the only "
            "way to make it stop. Heart rate alerts work as expected."
        ]
    )
    assert set(incidents(memories).values()) == {"open"}


def test_a_step_that_then_works_still_resolves() -> None:
    memories = converse(["the printer wont print. i restarted it and now it prints fine"])
    assert set(incidents(memories).values()) == {"resolved"}
    assert list(attempts(memories).values()) == ["worked"]


@pytest.mark.parametrize(
    "said",
    [
        "my tablet keeps asking for the wifi password. forgot the network and rejoined it "
        "on monday, it stopped for a day and now its back",
        "the soundbar keeps cutting out. swapped the optical cable last week and that sorted "
        "it for a few days but now its back doing it",
    ],
)
def test_its_back_after_a_fix_that_held_a_while_is_the_problem_back(said: str) -> None:
    memories = converse([said])
    assert set(incidents(memories).values()) == {"open"}
    assert list(attempts(memories).values()) == ["failed"]


def test_its_back_after_a_step_is_still_good_news() -> None:
    memories = converse(["internet keeps dropping", "restarted the router and its back"])
    assert set(incidents(memories).values()) == {"resolved"}
    assert list(attempts(memories).values()) == ["worked"]


@pytest.mark.parametrize(
    "said",
    [
        "the map wont load since the firmware update. before the update everything was "
        "working fine",
        "my card got declined at the parking machine today, i was successful using it "
        "there previously",
        "Bluetooth audio stutters on my laptop. It worked perfectly when I was on the old version",
        "I have used the app since its release without problems, but today it crashes on open",
    ],
)
def test_how_it_was_before_the_problem_resolves_nothing(said: str) -> None:
    memories = converse([said])
    assert incidents(memories)
    assert set(incidents(memories).values()) == {"open"}


def test_before_the_problem_with_now_is_a_fix() -> None:
    memories = converse(
        ["the app crashes on open", "reinstalled the previous version and it works now"]
    )
    assert set(incidents(memories).values()) == {"resolved"}


@pytest.mark.parametrize(
    "said",
    [
        "the ebook reader wont open some files. it sometimes works, sometimes not",
        "mobile data keeps dropping. some times it connects smoothly, mostly not",
        "the headset mic cuts out in calls, most of the time it works fine but not always",
    ],
)
def test_working_now_and_then_is_the_problem(said: str) -> None:
    memories = converse([said])
    assert incidents(memories)
    assert set(incidents(memories).values()) == {"open"}


def test_a_step_that_works_most_of_the_time_keeps_its_result() -> None:
    signal = detect_outcome("re-pairing the buds works most of the time")
    assert signal is not None and signal.polarity is Outcome.WORKED
    signal = detect_outcome("it sometimes works")
    assert signal is not None and signal.polarity is Outcome.FAILED


@pytest.mark.parametrize(
    "said",
    [
        "sorry, figured it out. the shop let me deactivate my old licences",
        "My mistake, I was signing in with my email address instead of my username.",
        "I'm just dumb, I forgot to install the prerequisites, sorry for the bother",
        "im so stupid, it was just the do not disturb schedule that had stayed on",
    ],
)
def test_the_customer_finding_what_was_wrong_closes_the_problem(said: str) -> None:
    memories = converse(["it wont accept my licence key after I reinstalled", said])
    assert list(incidents(memories).values()) == ["resolved"]


def test_owning_up_while_it_is_still_broken_closes_nothing() -> None:
    memories = converse(
        [
            "it wont accept my licence key after I reinstalled",
            "my bad, I typed the old key. but the new key still gets rejected",
        ]
    )
    assert "resolved" not in incidents(memories).values()


def test_owning_up_with_no_problem_open_opens_none() -> None:
    assert not incidents(converse(["figured it out, thanks anyway"]))


@pytest.mark.parametrize(
    ("said", "state", "outcome"),
    [
        ("the fix was to clean the lint out of the port with a toothpick", "resolved", "worked"),
        ("the solution was reinstalling the app", "resolved", "worked"),
        ("the only fix is to clean the port out every week", "open", "worked"),
    ],
)
def test_the_fix_was_is_a_fix_and_the_only_fix_a_workaround(
    said: str, state: str, outcome: str
) -> None:
    memories = converse(["my phone wont charge", said])
    assert list(incidents(memories).values()) == [state]
    assert list(attempts(memories).values()) == [outcome]


def test_found_it_somewhere_closes_the_problem_but_found_a_cause_does_not() -> None:
    memories = converse(
        [
            "my parcel says delivered but its not here",
            "ok my neighbour just found it behind the bins lol. sorry about that",
        ]
    )
    assert list(incidents(memories).values()) == ["resolved"]
    memories = converse(["the app keeps crashing", "found it was the antivirus"])
    assert list(incidents(memories).values()) == ["open"]


def test_enabling_a_named_option_is_a_step_but_the_options_are_not() -> None:
    memories = converse(
        [
            "the keyboard stopped showing suggestions",
            "enabled the option to always show suggestions and now they show up",
        ]
    )
    assert attempts(memories) == {"Enable option to always show suggestions": "worked"}
    assert not attempts(converse(["the keyboard stopped showing suggestions", "tried the options"]))


@pytest.mark.parametrize(
    "said", ["I was able to get it working", "we were finally able to get the camera to connect"]
)
def test_able_to_get_it_working_is_good_news(said: str) -> None:
    signal = detect_outcome(said)
    assert signal is not None and signal.polarity is Outcome.WORKED


def test_money_taken_beside_a_fault_is_a_problem_of_its_own() -> None:
    memories = converse(
        [
            "the app froze when i hit pay so i pressed it again and now ive been charged "
            "twice for the same ebook, £9.99 x2"
        ]
    )
    texts = " | ".join(incidents(memories)).lower()
    assert "froze" in texts and "charged twice" in texts


def test_turns_out_after_a_problem_is_its_cause_not_a_new_problem() -> None:
    memories = converse(
        [
            "cant edit any of my docs, everything opens read only",
            "turns out my licence ran out lol, my manager renewed it and it works now",
        ]
    )
    assert set(incidents(memories).values()) == {"resolved"}
    assert not any("licence" in text.lower() for text in incidents(memories))


@pytest.mark.parametrize(
    "said",
    [
        "The speaker has now been online for 24 hours without a single dropout",
        "Not sure why but it's no longer showing offline",
        "logged in with my work email and its all there, sorry!",
        "i held the fob right up against the start button and it fired up",
    ],
)
def test_told_as_the_problem_gone_or_the_thing_going(said: str) -> None:
    memories = converse(["the thing keeps going offline and wont start", said])
    assert set(incidents(memories).values()) == {"resolved"}


def test_a_fix_that_held_hours_then_dropped_still_failed() -> None:
    signal = detect_outcome("it worked for 2 hours then dropped")
    assert signal is not None and signal.polarity is Outcome.FAILED
