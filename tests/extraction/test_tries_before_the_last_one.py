"""Tries told around the one that settled it (issue 10).

- "In the end I rolled back and it worked": what the customer tried before the fix that
  finally worked did not fix it.
- "The problem persists after reinstalling the app and rebooting": every try after "after"
  failed, not only the first.
- "I tried a few things:" / "various troubleshooting steps" names no step of its own.
- "Anydesk and other remote programs work fine": other software working is a test, not a fix.
Each shape is pinned by sentences written for it, next to one it must leave alone.
"""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incident_texts, states


@pytest.mark.parametrize(
    ("message", "failed", "worked"),
    [
        (
            "I tried power cycling the hub. In the end I re-paired the sensor and it works.",
            ["Power-cycle hub"],
            "Re-pair sensor",
        ),
        (
            "Cleared the app data, then tried logging out and in.\n\nEventually, rolling back "
            "to 4.1 fixed it.",
            ["Clear application data", "Log out and in"],
            "Roll back to version 4.1",
        ),
        (
            "what i tried:\n1. Lowering the MTU\n2. Switching DNS to 1.1.1.1\n\nFinally i spun up "
            "a fresh VM in another zone and it worked straight away",
            ["Lower MTU", "Switch DNS to 1.1.1.1"],
            "Spin up fresh VM in another zone",
        ),
    ],
)
def test_tries_before_the_fix_that_finally_worked_failed(
    message: str, failed: list[str], worked: str
) -> None:
    found = attempts(converse([message]))
    assert found == {**dict.fromkeys(failed, "failed"), worked: "worked"}


def test_a_plain_later_fix_leaves_the_earlier_try_unsettled() -> None:
    # no "finally": the restart may have been a step on the way, not a failure
    found = attempts(converse(["Restarted the router. Updating the firmware fixed it."]))
    assert found == {"Restart router": "in_progress", "Update firmware": "worked"}


@pytest.mark.parametrize(
    ("message", "failed"),
    [
        (
            "The issue persists after reinstalling the printer driver and rebooting.",
            {"Reinstall printer driver", "Reboot"},
        ),
        (
            "Same error after updating the firmware and resetting the modem.",
            {"Update firmware", "Reset modem"},
        ),
        ("Still happening after a reinstall", {"Reinstall application"}),
    ],
)
def test_every_try_after_a_persisting_problem_failed(message: str, failed: set[str]) -> None:
    assert attempts(converse([message])) == dict.fromkeys(failed, "failed")


def test_a_problem_persisting_after_an_event_names_no_try() -> None:
    found = converse(["The problem persists after the update to 2.0"])
    assert attempts(found) == {}


@pytest.mark.parametrize(
    "message",
    [
        "I tried a few things but no luck so far",
        "I tried various troubleshooting steps on the NAS",
        "I've tried several different options already",
        "tried most troubleshooting but nothing",
    ],
)
def test_a_vague_heap_of_tries_is_no_step(message: str) -> None:
    assert attempts(converse([message])) == {}


def test_a_named_kind_of_try_is_still_a_step() -> None:
    assert attempts(converse(["tried different HDMI cables, same thing"])) == {
        "Try different HDMI cables": "failed"
    }


def test_other_software_working_does_not_fix_the_problem() -> None:
    found = converse(
        [
            "Cannot connect to the remote PC at all. Restarted both machines, no change. "
            "TeamViewer and other remote desktop apps work fine."
        ]
    )
    assert ("ATTEMPT", "Restart both machines", "failed") in states(found)
    assert not [m for m in found if m.status is not None and m.status.value == "resolved"]


@pytest.mark.parametrize(
    "message",
    [
        "going to try a different charger tomorrow, will update",
        "Will update you tomorrow",
        "ok will update this thread once I know more",
    ],
)
def test_a_promise_to_report_back_is_no_update_step(message: str) -> None:
    found = attempts(converse([message]))
    assert not [text for text in found if text.startswith("Update")]


def test_updating_something_named_is_still_a_plan() -> None:
    assert attempts(converse(["I will update the firmware tonight"])) == {
        "Update firmware": "in_progress"
    }


def test_the_step_named_before_thing_is_the_step() -> None:
    found = attempts(converse(["I did the factory reset thing on the hub, no luck"]))
    assert found == {"Factory reset on hub": "failed"}


def test_both_declined_fails_both_tries_and_names_no_new_problem() -> None:
    found = converse(["card declined at the pump. tried contactless and the chip, both declined"])
    assert set(attempts(found).values()) == {"failed"}
    assert incident_texts(found) == ["Card declined at pump"]


@pytest.mark.parametrize(
    ("message", "incident"),
    [
        (
            "Locked out of the portal after too many attempts",
            "Locked out of portal after too many attempts",
        ),
        ("the headphones cut out after several songs", "Headphones cut out after several songs"),
    ],
)
def test_after_how_many_is_when_the_problem_happens(message: str, incident: str) -> None:
    assert incident_texts(converse([message])) == [incident]
