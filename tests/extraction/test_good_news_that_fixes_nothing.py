"""Good news that leaves the problem open: another thing that works told after steps that
failed, how things were before the problem ("before the update it was fine"), and a bare
"it's back" after a fix that held only a while (the problem back, not the thing)
(dev misses of INCIDENT status, 2026-12-03, sixth session)."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incidents


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
