"""Dropping a parcel off is an errand, and "I'll let you know if ..." a promise: neither is a
problem (trial conversations, 2026-12-03)."""

from __future__ import annotations

import pytest
from helpers import converse, incidents


@pytest.mark.parametrize(
    "said",
    [
        "ok cool ill drop it at the post office tomorrow with the label u sent",
        "i dropped it off at the post office yesterday",
        "I'll keep an eye on them and let you know if they don't drop off.",
        "will let you know if it keeps crashing",
    ],
)
def test_errands_and_promises_are_no_problem(said: str) -> None:
    assert incidents(converse([said])) == {}


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("the wifi drops in and out", "Wifi drops in and out"),
        ("my phone dropped off the network again", "Phone dropped off network"),
    ],
)
def test_a_connection_that_drops_is_still_a_problem(said: str, text: str) -> None:
    assert incidents(converse([said])) == {text: "open"}
