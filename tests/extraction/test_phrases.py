"""Verb-phrase normalisation: any action becomes a short, clean imperative."""

from __future__ import annotations

import pytest

from support_memory.extraction.steps.actions import read_action


@pytest.mark.parametrize(
    ("clause", "text"),
    [
        ("I restarted it", "Restart application"),
        ("cleared the cache", "Cleared application cache"),
        ("Updating the app", "Update application"),
        ("we reinstalled the program", "Reinstall application"),
        ("I switched off my antivirus", "Switch off antivirus"),
        ("I disabled my firewall", "Disable firewall"),
        ("turned the VPN off", "Turn off VPN"),
        ("I rolled back to 2.9", "Roll back to version 2.9"),
        ("downgraded the app to 7.1.2", "Downgrade application to version 7.1.2"),
        ("ran it as admin", "Run as administrator"),
        ("I power-cycled the modem", "Power-cycle modem"),
        ("changing the gateway to 192.168.1.1", "Change gateway to 192.168.1.1"),
        ("I switched from 5GHz to 2.4GHz", "Switch from 5GHz to 2.4GHz"),
        ("freed up some disk space", "Free up disk space"),
        ("I've already tried logging out and back in", "Log out and back in"),
        ("I tried a different charger", "Try different charger"),
        ("I did a hard reset", "Hard reset"),
        ("I rebooted my router twice yesterday", "Reboot router"),
    ],
)
def test_actions_become_short_imperatives(clause: str, text: str) -> None:
    reading = read_action(clause)
    assert reading is not None and reading.text == text


@pytest.mark.parametrize(
    "clause",
    [
        "I haven't updated the drivers yet",
        "I never cleared the cache",
        "I didn't reboot",
        "I might uninstall it tonight",
        "I would reset the router if I knew how",
        "I might reinstall",
        "I could try a factory reset",
        "I tried everything",
        "I have a question about my bill",
        "I paid the invoice last week",
    ],
)
def test_negations_plans_and_non_actions_are_not_attempts(clause: str) -> None:
    assert read_action(clause) is None


def test_other_peoples_actions_are_marked_as_theirs() -> None:
    reading = read_action("my flatmate restarted the router")
    assert reading is not None and reading.actor == "other" and reading.text is None


def test_it_staff_acting_for_the_customer_counts_as_the_customers_step() -> None:
    reading = read_action("IT reinstalled the client for me")
    assert reading is not None and reading.actor == "self"
    assert reading.text == "Reinstall application"


def test_present_progressive_is_in_progress() -> None:
    reading = read_action("I'm scanning the disk right now")
    assert reading is not None and reading.mode == "in_progress" and reading.text == "Scan disk"


def test_advice_that_was_followed_needs_an_outcome_to_count() -> None:
    reading = read_action("the agent advised me yesterday to reset the network settings")
    assert reading is not None and reading.mode == "needs_outcome"
    assert reading.text == "Reset network settings"


def test_an_action_noun_as_subject_names_the_step() -> None:
    reading = read_action("The router reboot")
    assert reading is not None and reading.text == "Reboot router"
