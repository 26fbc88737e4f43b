"""Problems told as "having a problem / an issue / trouble with X" (issue 10, new-user trial of
2026-12-02, messages written for these tests). The rules had no symptom word for them, so
"I have an issue with my printer" stored nothing, and a learner's email ("my husband and me
we are having problem with the internet since three days ... We have switch off and on the
box but nothing change") kept only a side detail and no step. Said as absent ("no problems
with the new router", "I don't have any issues with the app") they are no problem."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incident_texts


@pytest.mark.parametrize(
    ("message", "text"),
    [
        ("I have an issue with my printer", "Issue with printer"),
        ("having trouble connecting to wifi", "Trouble connecting to wifi"),
        ("the printer has a problem with the paper tray", "Printer has problem with paper tray"),
    ],
)
def test_trouble_with_a_thing_is_a_problem(message: str, text: str) -> None:
    assert incident_texts(converse([message])) == [text]


@pytest.mark.parametrize(
    "message",
    [
        "no problems with the new router so far",
        "i dont have any issues with the app, just a question",
        "Is there an issue with your servers?",
    ],
)
def test_no_trouble_is_no_problem(message: str) -> None:
    assert incident_texts(converse([message])) == []


def test_a_learners_email_keeps_the_problem_and_the_step() -> None:
    memories = converse(
        [
            "Dear Sir, my husband and me we are having problem with the internet since three "
            "days. The light on the box is red. We have switch off and on the box but nothing "
            "change. Also we call your number but nobody answer. Please send technician."
        ]
    )
    assert "Problem with internet" in incident_texts(memories)
    assert attempts(memories) == {"Switch off and on box": "failed"}
