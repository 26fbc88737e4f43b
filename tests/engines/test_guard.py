"""The reply guard: repeated failures, a missing known fix, a missing escalation, refusals."""

from __future__ import annotations

import pytest

from support_memory.engines.guard import describe, looks_like_refusal, repair_lines, review
from support_memory.engines.protocol import ReplyContext

CONTEXT = ReplyContext(
    customer_id="C1",
    known_fixes=("Update application",),
    known_failures=("Restart application", "Cleared application cache"),
    is_returning_customer=True,
)


@pytest.mark.parametrize(
    "reply",
    [
        "Updating the app fixed it last time. Meanwhile, try restarting the application.",
        "Please update the application. If that fails, clear the app cache.",
        "Install the latest update.\nThen restart the app.",
    ],
)
def test_a_known_failure_suggested_as_new_is_found(reply: str) -> None:
    findings = review(reply, CONTEXT)
    assert findings.repeated_steps
    assert describe(findings).startswith("replaced with the scripted reply")


@pytest.mark.parametrize(
    "reply",
    [
        "Update the application again; it worked before. You already restarted it and cleared "
        "the cache without success, so we'll skip those.",
        "Since restarting didn't help, please update the app.",
        "Updating the app worked last time, so let's do that again.",
    ],
)
def test_acknowledged_failures_and_a_present_fix_pass(reply: str) -> None:
    findings = review(reply, CONTEXT)
    assert findings.passed, findings
    assert describe(findings) == "passed"


def test_a_missing_known_fix_is_repaired_with_one_line() -> None:
    findings = review("Could you send me the exact error message?", CONTEXT)
    assert findings.missing_fix == "Update application" and not findings.repeated_steps
    assert describe(findings) == 'appended missing known fix "Update application"'
    assert repair_lines(findings) == [
        'From your previous sessions, "Update application" worked, so please try that first.'
    ]


def test_when_the_fix_no_longer_works_it_must_not_be_suggested_and_escalation_is_said() -> None:
    context = ReplyContext(
        customer_id="C1", known_fixes=("Update application",), fix_no_longer_works=True
    )
    assert review("Please update the app once more.", context).repeated_steps == (
        "Update application",
    )
    quiet = review("Sorry that the update no longer helps. Can you send a log?", context)
    assert quiet.missing_escalation and quiet.missing_fix is None and not quiet.repeated_steps
    assert "escalating" in repair_lines(quiet)[0]
    assert review("I'm escalating this to a specialist now.", context).passed


def test_a_more_specific_fix_that_contains_a_failed_step_is_not_a_repeat() -> None:
    context = ReplyContext(
        customer_id="C1",
        known_fixes=("Restart router",),
        known_failures=("Restart",),
    )
    assert review("Please restart the router again, that worked.", context).passed


@pytest.mark.parametrize(
    ("text", "refusal"),
    [
        ("I'm sorry, but I can't help with that.", True),
        ("I cannot assist with this request.", True),
        ("As an AI language model, I cannot provide that.", True),
        ("I'm sorry the update stopped working. Let's escalate.", False),
        ("Sorry for the trouble! I can help: please update the app.", False),
    ],
)
def test_refusals_are_recognised(text: str, refusal: bool) -> None:
    assert looks_like_refusal(text) is refusal
