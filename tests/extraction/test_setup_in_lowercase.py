"""Setup names typed in lowercase, a setup list after the problem, and a problem told with
the update it started after (issue 10: real customers rarely capitalise)."""

from __future__ import annotations

import pytest
from helpers import converse

from support_memory.extraction.profile.truecase import truecase
from support_memory.models import Memory, MemoryType


def _texts(memories: list[Memory], kind: MemoryType) -> list[str]:
    return [m.text for m in memories if m.type is kind]


@pytest.mark.parametrize(
    ("typed", "usual"),
    [
        ("app crashes, iphone 13 ios 17", "app crashes, iPhone 13 iOS 17"),
        ("im on android 14, samsung galaxy s23", "im on Android 14, Samsung Galaxy S23"),
        ("on my macbook air", "on my MacBook Air"),
        ("my pixel 8 pro", "my Pixel 8 Pro"),
        ("windows 11", "Windows 11"),
        # everyday words stay as typed without a model word after them
        ("all my windows close", "all my windows close"),
        ("a dead pixel on the screen", "a dead pixel on the screen"),
        ("echo 0 > /sys/power", "echo 0 > /sys/power"),
        ("chrome keeps crashing", "chrome keeps crashing"),
    ],
)
def test_setup_names_get_their_usual_spelling(typed: str, usual: str) -> None:
    assert truecase(typed) == usual


@pytest.mark.parametrize(
    ("message", "facts"),
    [
        (
            "app crashes on startup since the latest update, iphone 13 ios 17",
            {"Uses an iPhone 13", "Uses iOS 17"},
        ),
        ("im on android 14, samsung galaxy s23", {"Uses Android 14", "Uses a Galaxy S23"}),
        ("wifi keeps cutting out on my macbook air", {"Uses a MacBook Air"}),
        ("my airpods pro keep disconnecting", {"Uses AirPods Pro"}),
        ("my xbox one wont update", {"Uses an Xbox One"}),
    ],
)
def test_lowercase_setup_is_a_profile_fact(message: str, facts: set[str]) -> None:
    assert set(_texts(converse([message]), MemoryType.PROFILE)) == facts


@pytest.mark.parametrize(
    ("message", "incident"),
    [
        (
            "app crashes on startup since the latest update, iphone 13 ios 17",
            "App crashes on startup since latest update",
        ),
        ("the app keeps freezing, on my windows 11 laptop", "App keeps freezing"),
    ],
)
def test_a_setup_list_after_the_problem_stays_out_of_the_incident(
    message: str, incident: str
) -> None:
    assert _texts(converse([message]), MemoryType.INCIDENT) == [incident]


@pytest.mark.parametrize(
    ("message", "incident"),
    [
        ("screen flickers since the update", "Screen flickers since update"),
        ("wifi drops since the firmware update", "Wifi drops since firmware update"),
        ("after the update my airpods only play in one ear", "Airpods only play in one ear"),
        ("since the firmware update the router keeps rebooting", "Router keeps rebooting"),
        ("the update process hangs at 40%", "Update process hangs at 40%"),
        ("the reset email never arrives", "Reset email never arrives"),
    ],
)
def test_an_update_named_beside_a_problem_is_no_step(message: str, incident: str) -> None:
    memories = converse([message])
    assert _texts(memories, MemoryType.INCIDENT) == [incident]
    assert _texts(memories, MemoryType.ATTEMPT) == []


def test_a_time_phrase_alone_is_no_incident() -> None:
    memories = converse(["Since last update, the app is crashing immediately on open."])
    assert _texts(memories, MemoryType.INCIDENT) == ["App crashes immediately on open"]


@pytest.mark.parametrize(
    ("message", "fact"),
    [
        ("my samsung a52 wont charge", "Uses a Samsung A52"),
        ("sony wh-1000xm4 only play in one ear", "Uses a Sony WH-1000XM4"),
        ("i have an hp deskjet 2700", "Uses an HP Deskjet 2700"),
    ],
)
def test_a_brand_and_a_model_number_are_a_device(message: str, fact: str) -> None:
    assert _texts(converse([message]), MemoryType.PROFILE) == [fact]


def test_a_screen_size_is_no_model() -> None:
    # the size is no model: the brand alone is told
    assert _texts(converse(["my lg 55 inch tv has no sound"]), MemoryType.PROFILE) == ["Uses an LG"]


def test_a_name_both_finders_take_is_stated_once() -> None:
    facts = _texts(converse(["The laptop is a Dell Inspiron 15"]), MemoryType.PROFILE)
    assert facts == ["Uses an Inspiron 15"]
