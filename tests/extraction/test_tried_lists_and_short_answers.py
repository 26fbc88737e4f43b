"""A list of infinitives after "attempted to", a bare "It did not.", "nope same", a power
turned back on and a device that came back "fully functional" (the wrong polarities of
round 19, after it joined dev, 2026-12-03)."""

from __future__ import annotations

import pytest
from helpers import attempts, converse


@pytest.mark.parametrize(
    "said",
    [
        "I attempted to reinstall the driver, reconnect the adapter, and reboot the system, "
        "but got the same result.",
        "I've tried to reinstall the driver, reconnect the adapter and reboot the system. "
        "Same result.",
        # a typo of "result" is read as the word
        "I attempted to reinstall the driver, reconnect the adapter, and reboot the system, "
        "but got the same rasult.",
    ],
)
def test_a_list_of_infinitives_after_tried_to_is_one_step_each(said: str) -> None:
    memories = converse(["my wifi adapter is no longer recognized", said])
    assert attempts(memories) == {
        "Reinstall driver": "failed",
        "Reconnect adapter": "failed",
        "Reboot system": "failed",
    }


def test_a_toggle_in_the_list_stays_one_step() -> None:
    memories = converse(["Tried to reload, power cycle, disable and enable. Nothing goes."])
    assert "Disable and enable" in attempts(memories)


def test_it_did_not_answers_the_try_before_it() -> None:
    memories = converse(
        [
            "the game stutters. I tried lowering my settings to see if that would fix the "
            "problem. It did not. The only thing that fixed the stuttering was rolling back "
            "the Nvidia driver. That seems to have fixed the problem."
        ]
    )
    assert attempts(memories) == {"Lower settings": "failed", "Roll back Nvidia driver": "worked"}


def test_nope_same_fails_the_steps_just_told() -> None:
    memories = converse(
        [
            "my doorbell stopped sending notifications",
            "deleted and reinstalled the app and logged back in... nope same",
        ]
    )
    assert attempts(memories) == {
        "Delete and reinstall application": "failed",
        "Log back in": "failed",
    }


def test_power_turned_on_again_is_a_step_not_good_news() -> None:
    memories = converse(
        ["router bricked. Turned off power after 10 minutes. Turned power on again. Same state."]
    )
    assert attempts(memories) == {"Turn off power": "failed", "Turn on power": "failed"}


def test_a_device_got_back_fully_functional_is_good_news() -> None:
    memories = converse(
        [
            "the router is bricked after the upgrade",
            "Tried downgrading to r2972 using tftp. Got fully functional device after that.",
        ]
    )
    assert attempts(memories) == {"Downgrade application to r2972 using tftp": "worked"}


@pytest.mark.parametrize(
    "said",
    [
        "I tried uninstalling and installing. Didn't work.",
        "I tried uninstalling and installing the app. Didn't work.",
    ],
)
def test_an_install_after_an_uninstall_is_a_reinstall(said: str) -> None:
    memories = converse(["It now stopped opening.", said])
    assert attempts(memories) == {"Reinstall application": "failed"}


def test_installing_something_new_after_an_uninstall_stays_two_steps() -> None:
    memories = converse(["I uninstalled the old version and installed the new one"])
    assert set(attempts(memories)) == {"Uninstall old version", "Install new one"}
