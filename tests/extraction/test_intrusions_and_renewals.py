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


def test_a_voice_run_on_with_an_intermittent_problem_and_a_wish() -> None:
    # "going off and on" named no problem, and "i really need this fixed today" read as
    # good news
    memories = converse(
        [
            "yeah hi um so my internet has been going off and on all day and i already "
            "restarted the router like three times and its still doing it and i work from home "
            "so i really need this fixed today"
        ]
    )
    assert incident_texts(memories) == ["Internet goes off and on all day"]
    assert _incident_states(memories) == ["open"]
    assert attempts(memories) == {"Restart router": "failed"}


def test_an_aside_between_commas_keeps_the_problems_subject() -> None:
    memories = converse(
        [
            "I am writing because my printer, which I bought from your shop in March, has "
            "stopped printing in colour."
        ]
    )
    assert incident_texts(memories) == ["Printer has stopped printing in colour"]
