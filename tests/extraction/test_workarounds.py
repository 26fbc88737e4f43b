"""Workarounds told as a rule of thumb (issue 10): "the only way to get it working again is
to ...", "I have to ... for it to work", "it only works when I ...", "what does work is ...".
Each is a step that worked while the problem stays open; each used to be lost, or read as a
second problem."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, states

from support_memory.extraction.clauses.workarounds import restate_workaround


@pytest.mark.parametrize(
    ("message", "step"),
    [
        (
            "The doorbell app stops sending alerts and the only way to make it work again "
            "is to sign out and back in.",
            "Sign out and back in",
        ),
        (
            "The tablet freezes on the lock screen. The only way to stop it is to hold the "
            "power button for ten seconds.",
            "Hold power button",
        ),
        (
            "My printer goes offline overnight and I have to unplug it for it to work again.",
            "Unplug",
        ),
        (
            "The calendar widget does not refresh after a reboot. Need to open the app to get "
            "it working.",
            "Open application",
        ),
        (
            "The headset mic cuts out, it only works when I reconnect the dongle.",
            "Reconnect dongle",
        ),
        (
            "Auto-connect to the car never happens. What does work, every time, is toggling "
            "bluetooth.",
            "Toggle bluetooth",
        ),
        (
            "My earbuds drop the call. The only workaround I found so far has been to reset "
            "the earbuds.",
            "Reset earbuds",
        ),
        (
            "Backups hang at 99%. Only possible workaround so far is deleting the lock file "
            "by hand.",
            "Delete lock file by hand",
        ),
        (
            "the smart bulb forgets its schedule, the only real fix i found is to re-pair it "
            "every week",
            "Re-pair every week",
        ),
        # a step that brings the thing back for a while, told as a habit
        (
            "Wifi drops every evening. Rebooting the router brings wifi back for a while.",
            "Reboot router",
        ),
        # the purpose names the program, and goes on after "and"
        (
            "scrcpy won't start. i need to turn debugging off and on in order for scrcpy to "
            "finally run and show me the screen",
            "Turn debugging off and on",
        ),
        # "unless I ..." and "the current solution is to ..."
        (
            "Game crashes on launch and is unplayable unless i put it in safe mode",
            "Put in safe mode",
        ),
        (
            "My keyboard lights go dark after every system update. The current solution is to "
            "reinstall the kernel module.",
            "Reinstall kernel module",
        ),
        # the step named by a noun, and a purpose told as what it restores
        (
            "The VPN client stops connecting after an hour. The only thing that gets it to work "
            "is a restart.",
            "Restart",
        ),
        (
            "My laptop has no internet after waking up. The only way to restore connectivity "
            "is to manually turn the VPN off.",
            "Turn off VPN",
        ),
        (
            "The speakers go silent after every song so i need to unplug the dock for me to be "
            "able to hear anything",
            "Unplug dock",
        ),
    ],
)
def test_a_workaround_worked_and_the_problem_stays_open(message: str, step: str) -> None:
    memories = converse([message])
    assert attempts(memories) == {step: "worked"}
    incidents = [state for kind, _, state in states(memories) if kind == "INCIDENT"]
    assert incidents == ["open"]


def test_what_the_writer_says_failed_after_a_semicolon_stays_failed() -> None:
    memories = converse(
        [
            "The clock widget stops updating. The only way to make it update again seems to "
            "be to recreate the widget; a restart of the phone doesn't fix it."
        ]
    )
    assert attempts(memories) == {"Recreate widget": "worked", "Restart phone": "failed"}


def test_a_one_off_had_to_is_a_fix() -> None:
    memories = converse(["My notes were not syncing. I had to sign out of the app to fix it."])
    assert attempts(memories) == {"Sign out of app": "worked"}
    assert [s for k, _, s in states(memories) if k == "INCIDENT"] == ["resolved"]


@pytest.mark.parametrize(
    "sentence",
    [
        "it only works when I use the cable",  # where it works: a diagnostic
        "I need to go to the post office to pick up the parcel",  # no purpose of getting it going
        "I have to log in again to see my orders",
        "the only thing I noticed is that it gets warm",
        "Nothing here is a workaround",
    ],
)
def test_other_sentences_are_left_as_they_are(sentence: str) -> None:
    assert restate_workaround(sentence) == sentence


@pytest.mark.parametrize(
    ("turns", "incident"),
    [
        (
            [
                "The porch camera drops off the wifi every night. Power cycling the camera "
                "restores the connection."
            ],
            "open",
        ),
        (
            ["The porch camera drops off the wifi", "power cycling the camera fixes it now"],
            "resolved",
        ),
        (
            ["The porch camera drops off the wifi", "I power cycled the camera and that fixed it"],
            "resolved",
        ),
    ],
)
def test_a_fix_told_as_a_habit_is_a_workaround(turns: list[str], incident: str) -> None:
    memories = converse(turns)
    assert attempts(memories) == {"Power-cycle camera": "worked"}
    assert [s for k, _, s in states(memories) if k == "INCIDENT"] == [incident]


def test_a_problem_that_forces_a_step_each_time_has_a_workaround() -> None:
    memories = converse(
        [
            "The mesh node drops every few hours, forcing a restart of the node to get it "
            "to come back"
        ]
    )
    assert attempts(memories) == {"Restart node": "worked"}
    assert [s for k, _, s in states(memories) if k == "INCIDENT"] == ["open"]


@pytest.mark.parametrize(
    ("message", "step"),
    [
        (
            "My tablet doesn't always sync my notes. When I remove my mail account and add it "
            "again on the tablet it works again.",
            "Remove mail account and add it again on tablet",
        ),
        (
            "The editor crashes constantly, and only when I reinstall the app does it work again",
            "Reinstall application",
        ),
    ],
)
def test_when_i_do_x_it_works_again_is_a_workaround(message: str, step: str) -> None:
    memories = converse([message])
    assert attempts(memories) == {step: "worked"}
    assert "open" in [s for k, _, s in states(memories) if k == "INCIDENT"]


def test_where_it_works_is_no_workaround() -> None:
    sentence = "although when I try to update a single book it works normally"
    assert restate_workaround(sentence) == sentence


def test_the_only_way_to_get_it_going_is_a_workaround() -> None:
    memories = converse(
        [
            "my robot vacuum keeps saying wheel stuck. the only way to get it going is to flip "
            "it over and spin the wheels by hand"
        ]
    )
    assert list(attempts(memories).values()) == ["worked"]
    assert [s for k, _, s in states(memories) if k == "INCIDENT"] == ["open"]


def test_the_tries_before_the_only_thing_that_works_are_not_credited() -> None:
    memories = converse(
        [
            "I've tried logging out from my pc, suspending my pc, logging out and back into my "
            "account in the client... The only thing that gets it to work is a restart, and it "
            "only works once after that"
        ]
    )
    outcomes = attempts(memories)
    assert outcomes.pop("Restart") == "worked"
    assert outcomes and "worked" not in outcomes.values()


def test_a_numbered_list_of_what_can_fix_it_is_a_list_of_workarounds() -> None:
    memories = converse(
        [
            "After a router reboot all my plugs are offline. I can fix that by 1) restarting the "
            "hub, 2) re-adding each plug, or 3) reloading the integration."
        ]
    )
    assert attempts(memories) == {
        "Restart hub": "worked",
        "Re-add each plug": "worked",
        "Reload integration": "worked",
    }
    assert [s for k, _, s in states(memories) if k == "INCIDENT"] == ["open"]


def test_unless_i_get_something_is_no_workaround() -> None:
    memories = converse(["My card won't work. I won't be pleased unless I get a Mastercard"])
    assert attempts(memories) == {}
