"""What a message reports, read before the reply, and how the scripted engine answers it."""

from __future__ import annotations

import pytest

from factories import attempt, incident
from support_memory.engines.phrasing import acknowledgement, gerund
from support_memory.report import MessageReport, RuleReader


def _read(message: str, history: list | None = None) -> MessageReport:  # type: ignore[type-arg]
    return RuleReader().read("C", message, history or [])


def test_a_new_problem() -> None:
    report = _read("Hi, my Netgear router keeps dropping the wifi every evening around 8pm.")
    assert report.problem == "Netgear router keeps dropping wifi every evening around 8pm"
    assert not report.progress


def test_steps_with_their_results_and_a_step_starting_now() -> None:
    report = _read("I restarted it and cleared the cache but neither helped.")
    assert report.failed == ("Restart application", "Cleared application cache")
    assert _read("I'm updating the firmware now").starting == ("Update firmware",)


def test_an_outcome_alone_settles_the_step_in_progress() -> None:
    wifi = incident("C", "Wifi drops every evening")
    step = attempt("C", "Update firmware", "in_progress", incident_id=wifi.id)
    report = _read("That worked, thanks! Wifi has been stable all night.", [wifi, step])
    assert report.worked == ("Update firmware",) and report.settles == (step.id,)
    assert report.resolved and report.thanks


def test_a_solved_problem_back_again() -> None:
    crash = incident("C", "App crashes on large PDF upload", "resolved")
    report = _read("The application is crashing again when I upload a PDF.", [crash])
    assert report.recurring == "App crashes on large PDF upload"


@pytest.mark.parametrize(
    ("step", "phrase"),
    [
        ("Update firmware", "updating the firmware"),
        ("Power-cycle", "power-cycling"),
        ("Cleared application cache", "clearing the application cache"),
        ("Turn off VPN", "turning off VPN"),
        ("Roll back to version 4.2", "rolling back to version 4.2"),
        ("Reset password", "resetting the password"),
        ("Let it dry", "letting it dry"),
        ("Open settings", "opening the settings"),
        ("Log out and back in", "logging out and back in"),
        ("Restart router twice", "restarting the router twice"),
        ("Unplug router and plug back in", "unplugging the router and plugging back in"),
        ("Delete card and re-add", "deleting the card and re-adding"),
        ("Check spam", "checking spam"),
    ],
)
def test_steps_become_what_doing_them_is_called(step: str, phrase: str) -> None:
    assert gerund(step) == phrase


def test_acknowledgements() -> None:
    assert acknowledgement(MessageReport(worked=("Update firmware",))) == [
        "Glad updating the firmware fixed it; I've noted that for next time."
    ]
    assert acknowledgement(MessageReport(failed=("Power-cycle", "Reset router"))) == [
        "Sorry power-cycling and resetting the router didn't help."
    ]
    assert acknowledgement(MessageReport(resolved=True)) == [
        "Glad it's working again; I've noted that for next time."
    ]
    assert acknowledgement(MessageReport()) == []
