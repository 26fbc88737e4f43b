"""Steps told in a few words (issue 10): "restarted both.", "A restart of my phone was not
successful.", "Reboot does not bring it back.", a list of bare steps closed by "nothing", and
a gerund step with its own result after a "can't"."""

from __future__ import annotations

import pytest
from helpers import attempts, converse


@pytest.mark.parametrize(
    ("turns", "expected"),
    [
        (
            ["chromecast wont show up on my phone anymore. same wifi. restarted both. ugh"],
            {"Restart both": "failed"},
        ),
        (["ok brb gonna restart both."], {"Restart both": "in_progress"}),
        (
            ["my phone wont sync. A restart of my phone was not successful."],
            {"Restart phone": "failed"},
        ),
        (["the wifi is gone. Reboot does not bring it back."], {"Reboot": "failed"}),
        (
            ["I can't even use wifi and reinstalling any drivers does not seem to work..."],
            {"Reinstall drivers": "failed"},
        ),
        (
            ["Change region, restart PC/Steam, log off, force start exe, nothing."],
            {
                "Change region": "failed",
                "Restart PC/Steam": "failed",
                "Log off": "failed",
                "Force start exe": "failed",
            },
        ),
    ],
)
def test_a_step_told_briefly(turns: list[str], expected: dict[str, str]) -> None:
    assert attempts(converse(turns)) == expected


@pytest.mark.parametrize(
    "message",
    [
        "restart your router, then check the lights",  # an instruction, no list closed by a result
        "Change region, restart PC/Steam",  # no result closes it
    ],
)
def test_bare_steps_without_a_result_are_no_tries(message: str) -> None:
    assert attempts(converse([message])) == {}


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("the app crashes. uninstalled and reinstalled it.", {"Reinstall application": "failed"}),
        ("Uninstalling and reinstalling did the trick", {"Reinstall application": "worked"}),
        (
            "I uninstalled it then downloaded and re-installed it with the same results.",
            {"Download and reinstall": "failed"},
        ),
    ],
)
def test_an_uninstall_then_a_reinstall_is_one_step(message: str, expected: dict[str, str]) -> None:
    assert attempts(converse([message])) == expected


def test_installing_the_app_itself_is_no_step() -> None:
    memories = converse(["Hi, I just installed the app a few hours ago and it says my trial ended"])
    assert attempts(memories) == {}
    assert attempts(converse(["the app crashes, installed it again, still crashes"])) == {
        "Reinstall application": "failed"
    }


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # one "tried to" over a comma list of bare steps
        (
            "tried to clear caches, reinstall, readd the account",
            {"Clear caches": "in_progress", "Reinstall application": "in_progress"}
            | {"Re-add account": "in_progress"},
        ),
        # a reload told as a noun, like a restart
        ("tried reload", {"Reload application": "in_progress"}),
        ("a resync didn't help", {"Resync": "failed"}),
        # giving up is no step
        (
            "I tried to restart it, but it didn't help, so I gave up",
            {"Restart application": "failed"},
        ),
    ],
)
def test_steps_in_a_tried_to_list_or_as_nouns(message: str, expected: dict[str, str]) -> None:
    assert attempts(converse([message])) == expected


@pytest.mark.parametrize(
    ("turns", "expected"),
    [
        (
            ["my wifi drops every evening", "ok ill try the forget network thing"],
            {"Try forget network": "in_progress"},
        ),
        (
            ["printer lines on every page", "ran the head cleaning thing twice, still streaky"],
            {"Run head cleaning": "failed"},
        ),
        (
            ["my watch is frozen", "did the factory reset thing and it works now"],
            {"Factory reset": "worked"},
        ),
    ],
)
def test_the_x_thing_names_the_step_x(turns: list[str], expected: dict[str, str]) -> None:
    """ "the forget network thing": "thing" says the customer has no better name for the
    step; the step's text is the name they gave (found in the s42 fresh-clone trial)."""
    assert attempts(converse(turns)) == expected
