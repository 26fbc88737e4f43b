"""Results told before their step (issue 10): "Works fine after phone reboot", "the login
works after the update of the client", "Neither restarting the service, nor rebooting the PC
makes any difference". Each step used to be lost."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, states

from support_memory.extraction.clauses.results import restate_result


@pytest.mark.parametrize(
    ("fix", "step"),
    [
        ("Works fine after phone reboot.", "Reboot phone"),
        ("ok it works again after a router restart", "Restart router"),
        ("I can confirm the sync works after the update of the client", "Update application"),
    ],
)
def test_a_good_state_after_a_step_named_as_a_noun_credits_the_step(fix: str, step: str) -> None:
    memories = converse(["the photo sync keeps failing", fix])
    assert attempts(memories) == {step: "worked"}
    assert ("INCIDENT", "Photo sync keeps failing", "resolved") in states(memories)


@pytest.mark.parametrize(
    "sentence",
    [
        "touchpad stopped working after windows update",  # the cause of the problem
        "it was working after the update",
        "devices disconnect after a reboot",  # no "connect" inside "disconnect"
        "It worked after a few hours",  # no step named
    ],
)
def test_problems_and_waits_are_left_as_they_are(sentence: str) -> None:
    assert restate_result(sentence) == sentence


def test_neither_nor_fails_both_steps() -> None:
    memories = converse(
        ["Backups hang. Neither restarting the service, nor rebooting the PC makes any difference."]
    )
    assert attempts(memories) == {"Restart service": "failed", "Reboot PC": "failed"}


def test_moving_to_a_beta_branch_is_a_step_not_a_new_device() -> None:
    memories = converse(
        ["sync broken on my phone. Resolved by moving to the Android Beta branch, for some reason."]
    )
    assert attempts(memories) == {"Move to Android Beta branch": "worked"}
