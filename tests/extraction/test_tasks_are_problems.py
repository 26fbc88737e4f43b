"""What the customer set out to do is the problem, not a troubleshooting step (issue 10):
"I tried activating my card and it didn't work" is the problem "Cannot activate card" and no
failed step; a task tried again and again is also the retry; a purchase whose delivery is the
problem, and the look that found a problem, are background."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, states


@pytest.mark.parametrize(
    ("message", "problem"),
    [
        ("I tried activating my card and it didn't work", "Cannot activate card"),
        ("I tried verifying my ID, but it won't let me.", "Cannot verify ID"),
        (
            "I tried making an update to my balance using cheque just yesterday but it doesn't "
            "appear to have worked.",
            "Cannot make update to balance using cheque",
        ),
    ],
)
def test_a_task_that_failed_is_the_problem_only(message: str, problem: str) -> None:
    assert states(converse([message])) == {("INCIDENT", problem, "open")}


def test_a_task_tried_again_and_again_is_also_the_retry() -> None:
    memories = converse(["I have tried to use my card several times and it does not work."])
    assert states(memories) == {
        ("INCIDENT", "Cannot use card", "open"),
        ("ATTEMPT", "Use card several times", "failed"),  # the retry, with its count
    }


def test_a_suggested_step_or_several_steps_are_no_task() -> None:
    suggested = converse(["I tried to execute the commands you mentioned and it still won't work"])
    assert attempts(suggested) == {"Execute commands": "failed"}
    several = converse(
        ["I tried closing the app and deleting and reinstalling it but it's still not working."]
    )
    assert attempts(several)["Close application"] == "failed"
    assert not any(text.startswith("Cannot close") for _, text, _ in states(several))


def test_the_order_whose_delivery_is_the_problem_is_no_step() -> None:
    memories = converse(["I ordered a card and I still haven't received it. It's been two weeks."])
    assert attempts(memories) == {}


def test_a_purchase_beside_another_problem_is_a_replacement_tried() -> None:
    assert attempts(converse(["I bought a new cable and it still doesnt charge"])) == {
        "Buy new cable": "failed"
    }


def test_the_look_that_found_the_problem_is_no_step() -> None:
    memories = converse(
        ["I checked my account today and saw that I was charged an extra pound I did not spend."]
    )
    assert attempts(memories) == {}
    checked = converse(
        ['I already checked that the code has the "==" at the end and there is no space inside.']
    )
    assert list(attempts(checked)) == ["Check code has == at end"]


def test_a_result_that_does_not_seem_to_have_helped_failed_and_is_no_problem() -> None:
    assert states(converse(["restarted the router, doesnt seem to have helped"])) == {
        ("ATTEMPT", "Restart router", "failed")
    }


def test_closing_is_read_as_close() -> None:
    assert attempts(converse(["tried closing the app, no luck"])) == {"Close application": "failed"}


@pytest.mark.parametrize(
    "message", ["I did not change anything, it just started crashing", "we do not use the app"]
)
def test_did_not_and_do_not_are_no_steps(message: str) -> None:
    assert attempts(converse([message])) == {}


def test_declined_is_what_happened_to_a_payment_not_a_step() -> None:
    memories = converse(
        ["tried paying with apple pay twice, declined both times, card works fine in shops tho"]
    )
    assert attempts(memories) == {"Pay with apple pay twice": "failed"}  # the retry
    assert [s for kind, _, s in states(memories) if kind == "INCIDENT"] == ["open"]
