"""Retries told with a count, causes a step uncovered, advice followed without "to", and a
setup done anew (issue 10, new-user trial of 2026-12-02; messages written for these tests).

- "I've tried like 5 times already" stored nothing, "I tried multiple times" nothing, and "I
  have tried to use my card several times" kept "Use card": the next agent could not see that
  retrying had been done. A retry is now a step with its count.
- "took the drain hose off and there was a sock stuck in it, runs fine now" stored the step as
  **failed** (the sock read as a fresh symptom) and an incident that took the good news.
- "the guy at the store said try resetting face id so i did that in settings" stored "Try in
  settings"; "tried setting it up again" stored "Try setting it up again".
"""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incident_texts

from support_memory.extraction.clauses.split import split_clauses
from support_memory.extraction.rules import RuleExtractor


@pytest.mark.parametrize(
    ("message", "step"),
    [
        ("my card got declined at the pharmacy, tried like 4 times already", "Retry 4 times"),
        (
            "the transfer to my landlord fails. I've tried multiple times today",
            "Retry multiple times",
        ),
        (
            "app wont take my payment, i tried a couple times and it just errors",
            "Retry a couple of times",
        ),
        ("Top up keeps failing. Tried 3x with the same card.", "Retry 3 times"),
        # paying is a task tried again (as "Use card several times" in test_tasks_are_problems)
        (
            "i have tried to pay the bill several times and it says declined",
            "Pay bill several times",
        ),
    ],
)
def test_a_retry_is_a_failed_step_with_its_count(message: str, step: str) -> None:
    assert attempts(converse([message])) == {step: "failed"}


def test_a_retried_task_is_still_the_problem_without_the_count() -> None:
    memories = converse(["i have tried to pay the bill several times and it says declined"])
    assert all("several" not in text for text in incident_texts(memories))


@pytest.mark.parametrize(
    ("message", "step"),
    [
        # a fix tried again and again is that fix, as it was told
        ("I've tried to reset my password a few times, still locked out", "Reset password"),
        # a thing tried by name keeps its name
        ("tried the resend code button like 6 times, nothing comes", "Try resend code button"),
    ],
)
def test_a_named_step_tried_often_keeps_its_name(message: str, step: str) -> None:
    assert step in attempts(converse([message]))


def test_contacting_support_often_is_no_step() -> None:
    memories = converse(["my account is banned. I have tried to contact support multiple times"])
    assert attempts(memories) == {}


@pytest.mark.parametrize(
    "message",
    [
        "pulled the filter out and there was a coin stuck in it, drains fine now",
        "took the hose off and there was a sock stuck in it lol, drains fine now",
    ],
)
def test_what_a_step_uncovered_is_its_cause_not_its_failure(message: str) -> None:
    memories = converse(["the washing machine shows error E21", message])
    assert set(attempts(memories).values()) == {"worked"}
    assert not any("stuck" in text.lower() for text in incident_texts(memories))


def test_an_error_on_screen_after_a_step_is_still_a_failure() -> None:
    memories = converse(["i restarted the tv and there was an error stuck on the screen"])
    assert attempts(memories) == {"Restart tv": "failed"}


@pytest.mark.parametrize(
    ("message", "step"),
    [
        (
            "the guy at the store said try resetting face id so i did that in settings, "
            "still not working",
            "Reset face id in settings",
        ),
        ("my brother said try unpairing it so i did, no change", "Unpair"),
    ],
)
def test_advice_followed_without_to_is_the_customers_step(message: str, step: str) -> None:
    assert attempts(converse([message])) == {step: "failed"}


def test_a_setup_done_anew_is_a_step_not_the_problem() -> None:
    memories = converse(
        [
            "the doorbell keeps going offline",
            "ill try setting it up again in the app tonight",
            "did that, still goes offline",
        ]
    )
    assert attempts(memories) == {"Set up again in app": "failed"}
    retried = converse(["i tried setting it up again from scratch, same error"])
    assert attempts(retried) == {"Set up again from scratch": "failed"}


def test_did_the_thing_after_and_tells_a_step_not_a_question() -> None:
    told = split_clauses("went to the atm and did the pin unblock thing, works again now")
    assert [(c.text, c.question) for c in told][1] == ("did the pin unblock thing", False)
    whole = split_clauses("tried my laptop, did the whole drivers thing, installed reinstalled")
    assert ("did the whole drivers thing", True) in [(c.text, c.question) for c in whole]
    read = RuleExtractor(judge=None).extract("C", ", ".join(c.text for c in told), [])
    assert [(m.text, m.outcome and m.outcome.value) for m in read.new] == [
        ("Unblock pin", "worked")
    ]
