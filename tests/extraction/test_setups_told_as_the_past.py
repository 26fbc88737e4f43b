"""A setup the customer no longer has is no current profile fact (blind trial 53: "switched
from my old iphone 11 to a pixel 8" kept the iPhone 11 current; "already upgrade to the 200GB
plan ..., before I only have 50GB plan" stored only the 50GB plan)."""

from __future__ import annotations

import pytest

from support_memory.agent import SupportAgent
from support_memory.engines.scripted import ScriptedEngine
from support_memory.extraction.profile.facts import profile_facts
from support_memory.models import MemoryType, is_current
from support_memory.stores.memory import InMemoryStore


def _facts(clause: str) -> list[str]:
    return [fact.text for fact in profile_facts(clause)]


@pytest.mark.parametrize(
    ("clause", "kept", "left"),
    [
        (
            "it was fine til i switched from my old iphone 11 to a pixel 8",
            "Uses a Pixel 8",
            "iPhone 11",
        ),
        ("I moved from my previous Galaxy S21 to an iPhone 15", "Uses an iPhone 15", "Galaxy S21"),
        ("before I only have 50GB plan", None, "50GB"),
        ("I was on the 50GB plan before", None, "50GB"),
        ("we used to be on the Basic plan", None, "Basic"),
        ("i was on windows 10 until last week", None, "Windows 10"),
        ("I previously had a Pixel 6 and now an iPhone 15", "Uses an iPhone 15", "Pixel 6"),
    ],
)
def test_a_setup_left_behind_is_not_stated_as_current(
    clause: str, kept: str | None, left: str
) -> None:
    facts = _facts(clause)
    assert not any(left in fact for fact in facts), facts
    if kept is not None:
        assert kept in facts


@pytest.mark.parametrize(
    ("clause", "fact"),
    [
        ("But I already upgrade to the 200GB plan on 10th", "On 200GB plan"),
        ("I switched to the Family plan last month", "On Family plan"),
        ("we downgraded to the Basic plan in May", "On Basic plan"),
        # the time words that make a setup past are not needed for what is current
        ("I was on the Basic plan when it started", "On Basic plan"),
        ("my old laptop is a Dell XPS 13", "Uses a Dell XPS 13"),
    ],
)
def test_the_setup_the_customer_has_now_is_stated(clause: str, fact: str) -> None:
    assert fact in _facts(clause)


def test_a_request_to_change_plan_is_no_plan() -> None:
    assert _facts("I want to switch to the family plan") == []


def _current_profile(*turns: str) -> list[str]:
    agent = SupportAgent(InMemoryStore(), ScriptedEngine())
    for turn in turns:
        agent.handle("C-1", turn)
    return [
        m.text for m in agent.store.all("C-1") if m.type is MemoryType.PROFILE and is_current(m)
    ]


def test_the_old_phone_named_in_the_switch_is_not_current() -> None:
    current = _current_profile(
        "hey my garmin venu 2 wont sync w the connect app anymore, it was fine til i switched "
        "from my old iphone 11 to a pixel 8 on fri"
    )
    assert "Uses a Pixel 8" in current and "Uses an iPhone 11" not in current


def test_the_plan_upgraded_to_is_current_and_the_one_before_is_not() -> None:
    current = _current_profile(
        "Hello, my iPhone 13 photo backup is stop since last week. But I already upgrade to "
        "the 200GB plan on 10th, before I only have 50GB plan. Why still say full?"
    )
    assert "On 200GB plan" in current and "On 50GB plan" not in current


def test_a_phone_told_before_is_superseded_by_the_switch() -> None:
    agent = SupportAgent(InMemoryStore(), ScriptedEngine())
    agent.handle("C-1", "my iphone 11 keeps dropping wifi")
    agent.handle("C-1", "ok so i switched from my old iphone 11 to a pixel 8 and it still drops")
    profile = {m.text: m for m in agent.store.all("C-1") if m.type is MemoryType.PROFILE}
    assert is_current(profile["Uses a Pixel 8"])
    assert not is_current(profile["Uses an iPhone 11"])  # kept as history, superseded


def test_a_device_named_before_its_replacement_in_the_same_message_is_not_current() -> None:
    current = _current_profile(
        "The printer printed fine from my MacBook Air. Last week I replaced the MacBook Air "
        "with a new MacBook Pro and since then it only says offline."
    )
    assert "Uses a MacBook Pro" in current and "Uses a MacBook Air" not in current


@pytest.mark.parametrize(
    "message",
    [
        "put the sim back in the old iphone n it gets full bars",
        "On my previous iPhone the app worked fine, on the new one it crashes",
    ],
)
def test_the_old_device_is_not_current(message: str) -> None:
    assert not any("iPhone" in fact for fact in _current_profile(message))


def test_the_previous_version_of_an_app_is_no_app_left_behind() -> None:
    current = _current_profile(
        "the camera stops working in Zoom since the update. When I roll back to the previous "
        "Zoom it works again."
    )
    assert "Uses Zoom" in current


@pytest.mark.parametrize(
    ("message", "fact"),
    [
        ("I am Gold member of your club and my bag did not arrive", "On Gold membership"),
        ("I'm a Prime member, why am I paying for delivery?", "On Prime membership"),
        ("I have a Premier account with you and the card was declined", "On Premier account"),
        ("im on the delivery pass but got charged for delivery", "On Delivery pass"),
    ],
)
def test_a_membership_told_in_passing_is_a_profile_fact(message: str, fact: str) -> None:
    assert fact in _current_profile(message)


def test_a_membership_told_as_the_past_is_not_current() -> None:
    current = _current_profile("I used to be a gold member but my card was declined")
    assert not any("membership" in fact for fact in current)
