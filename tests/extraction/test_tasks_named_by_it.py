"""A problem told as "it" after the task it stands for, and other shapes of the ninth
session (2026-12-04): dev misses of the money sources and round 27."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incident_texts, incidents


@pytest.mark.parametrize(
    ("said", "named"),
    [
        (
            "I have tried to submit a transfer a couple of times now, and for some reason, it "
            "continues to be unsuccessful. Do you know why this may be?",
            "Cannot submit transfer",
        ),
        (
            "I tried to submit a transfer and it continues to be unsuccessful.",
            "Cannot submit transfer",
        ),
        (
            "I've tried using my contactless in several locations today and it's not working "
            "anywhere.",
            "Cannot use contactless",
        ),
    ],
)
def test_an_it_that_no_problem_names_is_the_task_tried_before_it(said: str, named: str) -> None:
    texts = incident_texts(converse([said]))
    assert len(texts) == 1, texts
    assert texts[0].startswith(named)


def test_a_task_tried_in_several_places_is_a_retry_and_stays_a_step() -> None:
    memories = converse(
        ["I've tried using my contactless in several locations today and it's not working."]
    )
    assert list(incidents(memories).values()) == ["open"]
    assert list(attempts(memories).values()) == ["failed"]


def test_an_it_named_by_the_problem_in_hand_keeps_that_name() -> None:
    texts = incident_texts(
        converse(["my router keeps dropping wifi, i tried to call them and it never connects"])
    )
    assert not any(text.startswith("Cannot call") for text in texts), texts
