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
- "my package says out for delivery since 3 days?" stored nothing, and "nvm it just came"
  did not resolve it ("never mind" read as "never came").
- "came on for 5 min then F28 again" after pressing reset stored the reset as **worked**
  and the incident resolved: a result that held for minutes ("5 min", "10mins") is no fix;
  "charged me for 25 extra mins" is time paid for, not a fix that held.
- "the bank ... they lifted it", "support unlocked it for me" left the incident open: a fix
  by the people who hold the account resolves it.
"""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incidents


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


def test_a_parcel_out_for_delivery_for_days_is_an_incident_and_never_mind_resolves_it() -> None:
    turns = [
        "hey my package says out for delivery since 3 days?",
        "any update? still nothing",
        "nvm it just came",
    ]
    assert incidents(converse(turns)) == {"Package says out for delivery": "resolved"}


def test_never_mind_with_the_problem_back_keeps_it_open() -> None:
    turns = ["the router keeps dropping", "i reset it", "nvm its dropping again"]
    assert incidents(converse(turns)) == {"Router keeps dropping": "open"}


@pytest.mark.parametrize(
    ("message", "outcome"),
    [
        ("i pressed reset on the boiler, came on for 5 min then F28 again", "failed"),
        ("i pressed reset on the boiler, worked for 10mins then stopped", "failed"),
        ("i pressed reset on the boiler and its been fine for 2 hours now", "worked"),
    ],
)
def test_a_fix_that_held_for_minutes_is_no_fix(message: str, outcome: str) -> None:
    found = attempts(converse(["the heating wont come on, boiler shows F28", message]))
    assert found == {"Press reset on boiler": outcome}


def test_time_paid_for_is_no_temporary_fix() -> None:
    turns = [
        "cant end my ride, app says move to a parking zone",
        "ok it ended after i walked it down the road. but it charged me for 25 extra mins",
    ]
    memories = converse(turns)
    assert "failed" not in attempts(memories).values()


def test_how_long_the_wait_has_lasted_is_no_good_news() -> None:
    turns = [
        "I applied for a refund for my cancelled flight on 14 May but I have heard nothing "
        "since. I have phoned twice and was told to wait. It has now been six weeks."
    ]
    assert "resolved" not in incidents(converse(turns)).values()


@pytest.mark.parametrize(
    ("problem", "message"),
    [
        (
            "My card got declined at the supermarket",
            "the bank said there was a temporary block for fraud checks, they lifted it",
        ),
        ("my account is locked", "support unlocked it for me"),
        ("my account is locked", "the lock was removed this morning"),
    ],
)
def test_a_fix_by_the_bank_or_support_resolves_the_incident(problem: str, message: str) -> None:
    assert list(incidents(converse([problem, message])).values()) == ["resolved"]


def test_removing_the_customers_card_is_no_fix() -> None:
    turns = ["My card got declined at the supermarket", "they removed my card from the app"]
    assert list(incidents(converse(turns)).values()) == ["open"]
