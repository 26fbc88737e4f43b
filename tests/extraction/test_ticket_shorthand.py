"""Steps told in ticket shorthand and other shapes of issue threads (issue 10, new-user trial of
2026-12-02; messages written for these tests).

- "cache cleared, no change", "Router restarted, same issue", "app reinstalled, still crashing":
  the object first and no "I". They stored nothing, or a problem ("Phone rebooted twice").
- "even after I restart the app I just get this error": the restart was read as background.
- "Any attempt to reinstall printer support fails": no step.
- "A quick solution is to turn WiFi off and on again", "the workaround is to log out and back
  in": no step (only "the only way ..." was read).
- "gave the beta a go", "decided to give the latest build a try": "Give beta go".
"""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incident_texts


@pytest.mark.parametrize(
    ("message", "step"),
    [
        ("cache cleared, no change", "Cleared application cache"),
        ("Router restarted, same issue.", "Restart router"),
        ("app reinstalled, still crashing", "Reinstall application"),
        ("phone rebooted twice, still no sound", "Reboot phone"),
        ("drivers updated but the screen still flickers", "Update drivers"),
        (
            "Modem and router both turned off, then back on. Still the same problem.",
            "Turn modem and router off and back on",
        ),
    ],
)
def test_a_step_in_shorthand_before_its_result(message: str, step: str) -> None:
    assert attempts(converse(["the wifi keeps dropping", message])) == {step: "failed"}


@pytest.mark.parametrize(
    "message",
    [
        "my phone rebooted last night",  # a symptom, no result after it
        "the app updated last night and now it crashes",  # the cause
        "Think this can be closed, works now",  # no thing acted on
        "I put it in safe mode (all rules disabled), still drops",  # a state in passing
        "phone restarted by itself, still no sound",
    ],
)
def test_no_step_without_a_thing_done_and_its_result(message: str) -> None:
    told = attempts(converse([message]))
    assert not any(
        text.startswith(("Reboot", "Update", "Close", "Disable", "Restart")) for text in told
    )


def test_a_symptom_said_in_shorthand_stays_a_problem() -> None:
    memories = converse(["my phone rebooted in the middle of a call"])
    assert attempts(memories) == {}
    assert incident_texts(memories)


@pytest.mark.parametrize(
    ("message", "step"),
    [
        ("even after I restart the app I just get this error", "Restart application"),
        ("even after I restarted the router, the wifi keeps dropping", "Restart router"),
        ("the wifi keeps dropping, even after I restarted the router", "Restart router"),
        ("the app still crashes even after I reinstalled it", "Reinstall application"),
    ],
)
def test_even_after_i_did_it_the_step_failed(message: str, step: str) -> None:
    assert attempts(converse([message])) == {step: "failed"}


@pytest.mark.parametrize(
    ("message", "step"),
    [
        ("Any attempt to reinstall the printer driver fails.", "Reinstall printer driver"),
        (
            "Attempt to install 2.1 from the downloaded installer results in the same issue.",
            "Install 2.1 from downloaded installer",
        ),
    ],
)
def test_an_attempt_that_failed_is_a_failed_step(message: str, step: str) -> None:
    assert attempts(converse([message])) == {step: "failed"}


@pytest.mark.parametrize(
    ("message", "step"),
    [
        ("A quick solution is to turn WiFi off and on again.", "Turn WiFi off and on"),
        ("the workaround is to log out and back in", "Log out and back in"),
    ],
)
def test_a_workaround_named_as_such_worked_and_the_problem_stays(message: str, step: str) -> None:
    memories = converse(["the app loses sync every few hours", message])
    assert attempts(memories) == {step: "worked"}
    assert incident_texts(memories) == ["App loses sync every few hours"]


def test_asking_about_a_solution_is_no_step() -> None:
    assert attempts(converse(["the app loses sync", "is the solution to reinstall?"])) == {}


@pytest.mark.parametrize(
    ("message", "step", "outcome"),
    [
        ("I gave the beta a go and it works now", "Try beta", "worked"),
        (
            "I decided to give the latest 0.3.0 a try but it did not work",
            "Try latest 0.3.0",
            "failed",
        ),
        ("ill give the new firmware a shot tonight", "Try new firmware", "in_progress"),
    ],
)
def test_giving_it_a_try_is_a_try(message: str, step: str, outcome: str) -> None:
    assert attempts(converse([message])) == {step: outcome}


def test_giving_someone_a_call_is_no_step() -> None:
    assert attempts(converse(["my router is down", "we gave him a call"])) == {}
