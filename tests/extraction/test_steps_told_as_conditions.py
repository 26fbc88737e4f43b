"""Steps told as the condition of a good result (issue 10, fourth session of 2026-12-02;
messages written for these tests, in the shapes the dev split showed most often among the
steps no rule read: "If I ...", "When I ... it works again", "Only X-ing fixes it",
"After X-ing ...", "I have to restart the computer.", "It got fixed after reboot").

Each stored nothing before. A habit ("if I", "when I", "only when I") is a workaround: the
step worked and the problem stays open. "After" / "once" / a past "when I restarted it" is
a fix. A condition says where things work when its step is the product used ("when I open
the app it works") or a swap ("whenever I plug in the receiver at the front, it works"), and
"even if I ..." tells a failure.
"""

from __future__ import annotations

import pytest
from helpers import attempts, converse

from support_memory.extraction.clauses.conditions import restate_condition_that_works


def _statuses(turns: list[str]) -> list[str]:
    return [m.status.value for m in converse(turns) if m.type.value == "INCIDENT" and m.status]


@pytest.mark.parametrize(
    ("message", "step"),
    [
        ("If I kill the sync daemon the uploads are working again", "Kill sync daemon"),
        ("When I restart the hub in the app, it works normally again", "Restart hub in app"),
        ("When I remove the speaker and add it again the sound is good again", "Remove speaker"),
        ("If I delete the widget and set it up again, everything is fine", "Delete widget"),
        ("Only when I untick that box and restart the tablet does wifi work", "Untick box"),
        ("Only power cycling the bridge brings the lights back online", "Power-cycle bridge"),
        ("Only logging out and back in will fix it", "Log out and back in"),
        ("I have to restart the laptop.", "Restart laptop"),
        ("I have to manually reconnect to it", "Reconnect"),
    ],
)
def test_a_step_that_gets_it_going_each_time_is_a_workaround(message: str, step: str) -> None:
    turns = ["the smart lights keep dropping off the network", message]
    found = attempts(converse(turns))
    assert [text for text in found if text.startswith(step)] != []
    assert set(found.values()) == {"worked"}
    assert _statuses(turns) == ["open"]


@pytest.mark.parametrize(
    ("message", "step"),
    [
        ("After rebooting the access point the camera connected without an issue", "Reboot"),
        ("Once I disabled the vpn it synced", "Disable vpn"),
        ("When I restarted it, it worked", "Restart"),
        ("It is fixed by rebooting the watch, at least for now", "Reboot watch"),
        ("It got fixed after a reboot.", "Reboot"),
        ("It goes away when clearing the cache", "Cleared application cache"),
        (
            "after switching the car off and turning it back on, the connection was established",
            "Switch off car and turn back on",
        ),
    ],
)
def test_a_step_before_its_good_result_fixed_it(message: str, step: str) -> None:
    turns = ["the app wont connect to my watch", message]
    found = attempts(converse(turns))
    assert [text for text in found if text.startswith(step)] != []
    assert set(found.values()) == {"worked"}


@pytest.mark.parametrize(
    "message",
    [
        "When I open the app it works fine",
        "when I use the cable it works",
        "Whenever I plug in the receiver at the front, it works.",
        "If I restart it, it crashes again",
        "it works fine when I use wifi but not on 4g",
        "if I try to log in it says error",
        "I'd have to restart the computer",
        "do I have to restart the router?",
        "If you restart it, it works",
        "I have to pay the bill by Friday",
        "I need to reset my password",
        "When switching cables only the same one instance works.",
        "When I restart the router I have no internet access after booting back up",
        "the crashes are permanent even if I disable the overlay, run it normally or reinstall",
        "if i delete the app does that cancel it or will it still charge me",
    ],
)
def test_no_workaround_where_the_condition_fixes_nothing(message: str) -> None:
    assert "worked" not in attempts(converse(["the app keeps freezing", message])).values()


def test_a_sentence_in_none_of_the_shapes_comes_back_unchanged() -> None:
    for sentence in ["I restarted it", "when is the refund coming?", "after the update"]:
        assert restate_condition_that_works(sentence) == sentence
    assert restate_condition_that_works("If I kill the daemon it works again") == (
        "I did kill the daemon, that worked around it"
    )


@pytest.mark.parametrize(
    ("message", "step", "outcome"),
    [
        ("Even a router restart doesn't do it.", "Restart router", "failed"),
        ("even if I restart it, it stays offline", "Restart camera", "failed"),
        ("Have reset the password and set up 2FA again, still no joy.", "Reset password", "failed"),
        ("have cleared the cache already", "Cleared application cache", "failed"),
        ("I also physically removed the power and rebooted.", "Remove power", "in_progress"),
        ("I was able to reinstall the original firmware", "Reinstall original firmware", "worked"),
        ("we managed to uninstall the old driver", "Uninstall old driver", "worked"),
    ],
)
def test_even_able_to_and_have_without_i(message: str, step: str, outcome: str) -> None:
    assert attempts(converse(["the camera keeps going offline", message]))[step] == outcome


@pytest.mark.parametrize(
    "message",
    [
        "I was able to log in",  # the result itself, no step
        "I was able to set it up and log in 2 weeks ago just fine",  # no repair
        "even my husband couldn't fix it",
        "the crashes are permanent even if I disable the overlay, run it normally or reinstall",
    ],
)
def test_no_step_worked_from_even_or_able_to_alone(message: str) -> None:
    assert "worked" not in attempts(converse(["the app keeps freezing", message])).values()


@pytest.mark.parametrize(
    "message",
    [
        "tried the usual suspects, no luck",
        "tried numerous things, nothing works",
        "tried a lot of things, still broken",
        "tried every workaround, still broken",
        "tried a number of other diagnostics",
    ],
)
def test_a_vague_try_is_no_step(message: str) -> None:
    assert attempts(converse(["the scanner gives an I/O error", message])) == {}


def test_a_named_try_among_many_is_a_step() -> None:
    memories = converse(["the scanner gives an I/O error", "tried a couple of different cables"])
    assert attempts(memories) == {"Try couple of different cables": "in_progress"}


def test_a_suggestion_followed_leads_into_its_step() -> None:
    memories = converse(
        [
            "my laptop keeps freezing",
            "following your suggestion I disabled my VPN and the update installed successfully",
        ]
    )
    assert attempts(memories) == {"Disable VPN": "worked"}
