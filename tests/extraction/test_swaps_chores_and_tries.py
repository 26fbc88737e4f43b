"""Everyday ways of telling a step that the rules used to miss (issue 10, session of
2026-12-02): a part swapped in with "used" ("used a different router"), "tryd", "did the deep
clean", a fix repeated on a schedule ("I have to clear the cache about once a day"), tries
told before the fix that finally worked, and results that were read the wrong way round
("it trips again" read as good news, "I could finally connect" not read at all). Every
message here was written for these tests."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incident_texts, states


def _incident_states(turns: list[str]) -> set[str | None]:
    return {s for kind, _, s in states(converse(turns)) if kind == "INCIDENT"}


# --- a part swapped in, told with "used" -------------------------------------------------


def test_a_different_part_used_is_the_fix() -> None:
    memories = converse(["wifi keeps dropping. used a different router and its fine now"])
    assert attempts(memories) == {"Use different router": "worked"}
    assert {s for kind, _, s in states(memories) if kind == "INCIDENT"} == {"resolved"}


@pytest.mark.parametrize(
    ("message", "step", "outcome"),
    [
        ("used another cable, same problem", "Use another cable", "failed"),
        ("phone wont charge. i used the other usb port and it charges now", None, "worked"),
        ("R key dead. Used my older keyboard cable, the R key works now", None, "worked"),
    ],
)
def test_a_swap_told_with_used_is_a_step(message: str, step: str | None, outcome: str) -> None:
    found = attempts(converse([message]))
    assert len(found) == 1
    text, said = next(iter(found.items()))
    assert said == outcome
    assert step is None or text == step
    assert text.startswith("Use ")


@pytest.mark.parametrize(
    "message",
    [
        "I use a different browser at work",
        "I used my card at the store and it got declined",
        "I used the app yesterday and it crashed",
    ],
)
def test_everyday_use_is_still_no_step(message: str) -> None:
    assert attempts(converse([message])) == {}


# --- spellings and action nouns -----------------------------------------------------------


def test_tryd_is_tried() -> None:
    memories = converse(["App crashes when I open it. Tryd reinstalling but didnt work."])
    assert attempts(memories) == {"Reinstall application": "failed"}


@pytest.mark.parametrize(
    ("message", "step"),
    [
        ("printer prints streaks. I did a deep clean, still lines", "Deep clean"),
        (
            "My printer HP is not print in colour. I make the cleaning of head 2 times. "
            "Still no colour.",
            "Clean head",
        ),
    ],
)
def test_a_cleaning_done_is_a_step(message: str, step: str) -> None:
    assert attempts(converse([message])) == {step: "failed"}


def test_a_clean_install_again_is_no_good_news() -> None:
    """ "did a clean install again" used to read "install again" as "it installs again"."""
    memories = converse(
        ["graph view shows nothing. I already did a clean install again. but same problem exist."]
    )
    assert attempts(memories) == {"Clean install": "failed"}


def test_still_got_the_lines_fails_the_step() -> None:
    memories = converse(
        [
            "the printer puts lines through everything",
            "so i did the deep clean as well and its still got the lines",
        ]
    )
    assert attempts(memories) == {"Deep clean": "failed"}
    assert _incident_states(["the printer puts lines through everything"]) == {"open"}


# --- a fix repeated on a schedule ----------------------------------------------------------


def test_a_fix_repeated_once_a_day_works_around_the_problem() -> None:
    memories = converse(
        [
            "It seems like I have to Clear Cache about once a day, else I do not get any new "
            "notifications."
        ]
    )
    assert attempts(memories) == {"Cleared application cache": "worked"}
    assert [(kind, s) for kind, _, s in states(memories) if kind == "INCIDENT"] == [
        ("INCIDENT", "open")
    ]
    assert any("notifications" in text.lower() for text in incident_texts(memories))


def test_every_time_i_open_it_is_when_not_what() -> None:
    memories = converse(["i have to log out and back in every time i open it or the feed is empty"])
    assert attempts(memories) == {"Log out and back in": "worked"}
    assert incident_texts(memories) == ["Feed is empty"]


@pytest.mark.parametrize(
    "message",
    [
        "the watch dies fast, i have to charge it twice a day",
        "I have to enter my password every single time",
        "i have to wait every morning for the app to load",
    ],
)
def test_a_chore_repeated_is_the_problem_not_a_fix(message: str) -> None:
    assert attempts(converse([message])) == {}


# --- results read the right way round ------------------------------------------------------


def test_the_problem_happening_again_is_no_fix() -> None:
    memories = converse(["the power keeps tripping. i reset the breaker and it trips again"])
    assert "worked" not in attempts(memories).values()
    assert {s for kind, _, s in states(memories) if kind == "INCIDENT"} == {"open"}


def test_a_thing_working_again_still_is_a_fix() -> None:
    assert attempts(converse(["mower stopped. i restarted the mower and it mows again"])) == {
        "Restart mower": "worked"
    }


def test_could_finally_connect_is_good_news_and_cant_is_not() -> None:
    good = converse(
        ["VPN wont connect. I used an older version of the app and I could finally connect."]
    )
    assert attempts(good) == {"Use older version of app": "worked"}
    bad = converse(
        [
            "car wont show in the app. So i tried to remove the car and now i cant readd the car "
            "anymore."
        ]
    )
    assert "worked" not in attempts(bad).values()


# --- tries told before the fix that finally worked -----------------------------------------


def test_tries_before_the_fix_failed() -> None:
    memories = converse(
        [
            "vpn wont connect. I tried reinstalling the app, disabling the firewall and resetting "
            "the network. Then I used an older version of the app and I could finally connect."
        ]
    )
    assert attempts(memories) == {
        "Reinstall application": "failed",
        "Disable firewall": "failed",
        "Reset network": "failed",
        "Use older version of app": "worked",
    }


def test_a_recipe_before_the_result_is_not_a_list_of_failures() -> None:
    memories = converse(
        [
            "app crashes. I installed the new version, then I cleared the storage. After that I "
            "imported my account again. Now everything is working well."
        ]
    )
    assert "failed" not in attempts(memories).values()
    assert attempts(memories)["Import account"] == "worked"
