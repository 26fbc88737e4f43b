"""Intrusions and renewals are problems, the steps that answer them are no failed fixes, "even
after all that" fails them, and a plan is settled where it was tried (issue 10, new-user
trial of 2026-12-02; messages written for these tests).

- "someone logged into my account from another country" and "my subscription renewed even
  though i cancelled it last month" stored no incident at all.
- "changed my password and turned on 2fa" then "got another login alert this morning even
  after all that" left both steps in progress.
- "ill try from a computer later" then "from the computer it worked straight away" left the
  plan in progress: where it works read as a diagnostic.
"""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incident_texts, states


def _incident_states(memories: list) -> list[str | None]:
    return [s for kind, _, s in states(memories) if kind == "INCIDENT"]


@pytest.mark.parametrize(
    ("message", "problem"),
    [
        (
            "someone logged into my account from another country",
            "Someone logged into account from another country",
        ),
        (
            "somebody has logged into my account, i got an alert",
            "Somebody has logged into account",
        ),
        ("my subscription renewed even though i cancelled it last month", "Subscription renewed"),
        ("theres a suspicious login on my account", "Suspicious login on account"),
    ],
)
def test_an_intrusion_or_a_renewal_is_a_problem(message: str, problem: str) -> None:
    assert incident_texts(converse([message])) == [problem]


def test_steps_that_answer_an_intrusion_are_not_failed_fixes() -> None:
    memories = converse(
        [
            "someone logged into my account from like another country, i changed my password "
            "straight away and logged out all the devices"
        ]
    )
    assert attempts(memories) == {
        "Change password": "in_progress",
        "Log out devices": "in_progress",
    }


def test_even_after_all_that_fails_the_steps() -> None:
    memories = converse(
        [
            "someone logged into my account from another country",
            "changed my password and turned on 2fa",
            "got another login alert this morning even after all that",
        ]
    )
    assert attempts(memories) == {"Change password": "failed", "Turn on 2fa": "failed"}
    assert _incident_states(memories) == ["open"]


def test_a_list_of_tries_beside_a_lasting_problem_still_failed() -> None:
    memories = converse(["wifi keeps dropping, i restarted the router and updated the firmware"])
    assert attempts(memories) == {"Restart router": "failed", "Update firmware": "failed"}


def test_a_plan_settled_where_it_was_tried() -> None:
    memories = converse(
        [
            "the app wont let me add my card, just says something went wrong",
            "ill try from a computer later",
            "from the computer it worked straight away",
        ]
    )
    assert attempts(memories) == {"Try from computer": "worked"}
    assert set(_incident_states(memories)) == {"resolved"}


def test_where_it_works_with_no_plan_is_still_a_diagnostic() -> None:
    memories = converse(["the app wont let me add my card", "it works on my laptop though"])
    assert attempts(memories) == {}
    assert _incident_states(memories) == ["open"]


def test_like_the_manual_say_is_not_part_of_the_step() -> None:
    memories = converse(
        [
            "my washing machine stop in the middle of the program and show error E21",
            "i clean the filter like the manual say and now it finish the wash without problem",
        ]
    )
    assert attempts(memories) == {"Clean filter": "worked"}
