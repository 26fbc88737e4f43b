"""Waiting a span of time out, a task done another way, and what a bare "locked" is said of
(issue 10, new-user trial of 2026-12-02; messages written for these tests).

- "waited 30 mins and now im in" stored nothing, and "i tried waiting an hour, still
  locked" stored the incident "Tried waiting an hour": waiting out a lockout is a step the
  next agent should not suggest again.
- "tried entering the code manually, same error" stored "Cannot enter code" and "tried
  logging in on the website instead, same error" "Cannot log in on website instead": the
  task done another way is a workaround tried, not the problem.
- "tried paying with paypal instead and it went through" stored nothing.
- "waited 30 mins, still locked" named the problem "App locked".
- "its working now, i restarted the router" left the restart in progress: the good news came
  before the step, so it went to nothing.
"""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incident_texts, states


@pytest.mark.parametrize(
    ("message", "step", "outcome"),
    [
        ("waited 30 mins and now im in", "Wait 30 mins", "worked"),
        ("ok waited the 30 mins like the message said and now im in", "Wait 30 mins", "worked"),
        ("i tried waiting an hour, still locked", "Wait an hour", "failed"),
        ("I waited a few minutes, still nothing", "Wait a few minutes", "failed"),
        ("waited overnight and its working this morning", "Wait overnight", "worked"),
        ("I will wait 24 hours and try again", "Wait 24 hours", "in_progress"),
    ],
)
def test_a_span_of_time_waited_out_is_a_step(message: str, step: str, outcome: str) -> None:
    memories = converse(["cant log in, it says my account is locked", message])
    assert attempts(memories) == {step: outcome}


@pytest.mark.parametrize(
    "message",
    [
        "waited on hold for an hour",
        "waited an hour for the driver",
        "I waited 2 days for a reply",
        "ill wait a day and see",
    ],
)
def test_waiting_for_someone_or_to_see_is_no_step(message: str) -> None:
    assert attempts(converse([message])) == {}


def test_the_pause_of_a_power_cycle_is_no_step_of_its_own() -> None:
    memories = converse(
        [
            "echo dot just spins blue and doesnt answer anything",
            "its fine again, i pulled the plug out and waited a minute before plugging back",
        ]
    )
    assert attempts(memories) == {"Pull out plug": "worked"}


def test_waiting_on_a_refund_is_the_problem_lasting() -> None:
    memories = converse(
        [
            "i returned 3 items and you only refunded me for 1",
            "and dont tell me to wait 5 days again, i waited 5 days already",
        ]
    )
    assert attempts(memories) == {}
    assert [s for kind, _, s in states(memories) if kind == "INCIDENT"] == ["open"]


def test_a_lockout_waited_out_resolves_the_problem() -> None:
    memories = converse(["locked out of my account after too many tries", "waited 30 mins, im in"])
    assert attempts(memories) == {"Wait 30 mins": "worked"}
    assert [s for kind, _, s in states(memories) if kind == "INCIDENT"] == ["resolved"]


@pytest.mark.parametrize(
    ("message", "step", "outcome"),
    [
        ("tried entering the code manually, same error", "Enter code", "failed"),
        (
            "tried logging in on the website instead, same error",
            "Log in on website",
            "failed",
        ),
        ("tried paying with paypal instead and it went through", "Pay with paypal", "worked"),
        ("tried paying with a different card, same thing", "Pay with different card", "failed"),
    ],
)
def test_a_task_done_another_way_is_a_step(message: str, step: str, outcome: str) -> None:
    assert attempts(converse([message])) == {step: outcome}


@pytest.mark.parametrize(
    ("message", "problem"),
    [
        ("i tried to pay for my order but it keeps failing", "Cannot pay for order"),
        ("tried entering the code, same error", "Cannot enter code"),
    ],
)
def test_the_task_itself_tried_is_still_the_problem(message: str, problem: str) -> None:
    memories = converse([message])
    assert incident_texts(memories) == [problem]
    assert attempts(memories) == {}


@pytest.mark.parametrize(
    ("message", "problem"),
    [
        ("waited 30 mins, still locked", "Account locked"),
        ("i waited a day and tried again, still declined", "Payment declined"),
        ("it keeps getting declined", "Payment keeps getting declined"),
        ("the app is locked", "App locked"),
        ("my card was declined", "Card declined"),
    ],
)
def test_a_bare_locked_or_declined_is_not_said_of_the_app(message: str, problem: str) -> None:
    assert incident_texts(converse([message])) == [problem]


@pytest.mark.parametrize(
    ("reply", "step"),
    [
        ("its working now, i restarted the router", "Restart router"),
        ("all good now, unplugged it for a minute", "Unplug"),
        (
            "ok its fine again lol. i pulled the plug out and plugged it back",
            "Pull out plug and plug back",
        ),
    ],
)
def test_good_news_then_the_fix_credits_the_fix(reply: str, step: str) -> None:
    memories = converse(["router keeps dropping", reply])
    assert attempts(memories) == {step: "worked"}
    assert [s for kind, _, s in states(memories) if kind == "INCIDENT"] == ["resolved"]


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        # a plan after the news is still a plan
        ("works now! i will update the firmware later anyway", {"Update firmware": "in_progress"}),
        # a step with its own outcome keeps it
        (
            "its working now, i restarted it yesterday but that didnt help",
            {"Restart application": "failed"},
        ),
    ],
)
def test_good_news_first_leaves_plans_and_settled_steps(
    reply: str, expected: dict[str, str]
) -> None:
    assert attempts(converse(["router keeps dropping", reply])) == expected


def test_how_things_were_before_the_problem_credits_nothing() -> None:
    memories = converse(
        [
            "the plugin was working fine for a week. suddenly the sync stopped. "
            "i have reinstalled the plugin several times"
        ]
    )
    assert "worked" not in attempts(memories).values()


def test_waiting_beside_any_open_refund_problem_is_no_step() -> None:
    memories = converse(
        [
            "I RETURNED 3 ITEMS AND YOU REFUNDED ME FOR 1!!! £24 INSTEAD OF £71. SORT IT OUT",
            "and dont tell me to wait 5 days again, i waited 5 days already",
        ]
    )
    assert attempts(memories) == {}
