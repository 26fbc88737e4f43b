"""Orders, refunds and charges told in chat (issue 10, session of 2026-12-03; conversations
written for the trials).

Each stored nothing, or a wrong incident, before:
- "i was billed after i cancelled" stored nothing; "my kid bought 3 games on my account
  without asking" stored nothing; "ordered 43 got 42" stored nothing (the wrong thing came).
- "No refund yet" after "Refund not received" was a second incident: "yet" says when, not
  what, so the two are one problem, resolved together.
- "apple refunded 2 of them, still waiting on the third" stored the incident "Apple refunded
  2 of them": somebody else's refund is no fault.
- "I ordered my card and it isn't here yet" stored "Ordered my card": the order alone is
  background; the incident is the card not being here.
"""

from __future__ import annotations

import pytest
from helpers import converse, incidents


@pytest.mark.parametrize(
    ("message", "incident"),
    [
        ("i was billed after i cancelled", "Billed after i cancelled"),
        ("Hello, my debit card was charged 4 times", "Debit card charged 4 times"),
        ("I was charged twice for my subscription this month", "Charged twice for subscription"),
        (
            "my kid bought 3 games on my account without asking",
            "Kid bought 3 games on account without asking",
        ),
        ("ordered 43 got 42 🙄", "Ordered 43 got 42"),
        ("ordered the 2m hdmi cable got a 1m one", "Ordered 2m hdmi cable got 1m one"),
        ("I ordered my card and it isn't here yet.", "Card isn't here yet"),
    ],
)
def test_a_problem_with_an_order_or_a_charge_is_an_incident(message: str, incident: str) -> None:
    assert incidents(converse([message])) == {incident: "open"}


def test_a_refund_not_there_yet_is_the_same_incident_and_resolves_with_it() -> None:
    turns = [
        "Refund not received",
        "Hi, I returned the jacket 3 weeks ago and no refund yet",
        "ok the refund arrived this morning",
    ]
    assert incidents(converse(turns)) == {"Refund not received": "resolved"}


def test_a_refund_somebody_else_made_is_no_incident() -> None:
    turns = [
        "i got charged 3 times for the same app",
        "apple refunded 2 of them, still waiting on the third",
    ]
    assert incidents(converse(turns)) == {"Charged 3 times for same app": "open"}
