"""Several objects after one verb, a step told in two halves, and background that is no step."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, states

from support_memory.extraction.steps.action_reading import ActionReading
from support_memory.extraction.steps.objects import split_objects


def _texts(verb: str, *rest: str) -> list[str | None]:
    action = ActionReading("x", verb, rest, "done")
    return [a.text for a in split_objects(action)]


def test_a_list_of_objects_is_one_step_each() -> None:
    assert _texts("power-cycle", "the", "switch", "and", "the", "NAS") == [
        "Power-cycle switch",
        "Power-cycle NAS",
    ]
    assert _texts("turn", "off", "true", "tone", "and", "night", "shift") == [
        "Turn off true tone",
        "Turn off night shift",
    ]


@pytest.mark.parametrize(
    "rest",
    [
        ("the", "audio", "and", "video", "settings"),  # a shared head
        ("the", "cable", "to", "the", "tv", "and", "the", "box"),  # a preposition inside
        ("wifi", "and", "bluetooth", "off", "and", "on"),
    ],
)
def test_other_lists_stay_one_step(rest: tuple[str, ...]) -> None:
    assert len(_texts("reset", *rest)) == 1


def test_two_objects_share_the_outcome() -> None:
    result = attempts(converse(["I restarted the hub and the bulbs, no change."]))
    assert result == {"Restart hub": "failed", "Restart bulbs": "failed"}


def test_putting_it_back_joins_the_step_before() -> None:
    result = attempts(converse(["I pulled the SIM card out and pushed it back in, no signal."]))
    assert result == {"Pull out SIM card and push back in": "failed"}


def test_a_pronoun_step_without_return_words_stays_its_own() -> None:
    result = attempts(converse(["I cleared the cache and restarted it, no change."]))
    assert set(result) == {"Cleared application cache", "Restart application"}


@pytest.mark.parametrize(
    "message",
    [
        "Ever since I installed the new dock, the mouse keeps lagging.",
        "After switching to the new router, my tablet won't connect.",
        "The shared drive won't open. Probably unrelated, but I changed my password.",
        "We moved into a new building and now the badge reader rejects my card.",
        "The app can't find my saved files. I reinstalled it a few weeks ago.",
    ],
)
def test_background_is_no_attempt(message: str) -> None:
    memories = converse([message])
    assert attempts(memories) == {}
    assert any(m.type.value == "INCIDENT" for m in memories)


def test_a_background_step_that_is_still_failing_is_an_attempt() -> None:
    assert attempts(converse(["After reinstalling, it still crashes."])) == {
        "Reinstall application": "failed"
    }


def test_a_dated_step_alone_stays_in_progress() -> None:
    memories = converse(["I reset the router last week.", "That didn't help."])
    assert ("ATTEMPT", "Reset router", "failed") in states(memories)


@pytest.mark.parametrize(
    ("message", "incident"),
    [
        ("The guest wifi is down.", "Guest wifi is down"),
        ("My headset mic doesn't work on calls.", "Headset mic doesn't work on calls"),
        ("Invoices come out blank.", "Invoices come out blank"),
    ],
)
def test_more_problem_reports(message: str, incident: str) -> None:
    assert ("INCIDENT", incident, "open") in states(converse([message]))


@pytest.mark.parametrize(
    "message",
    [
        "I encountered the sync error again this morning.",
        "We experienced the same dropouts on both laptops",
        "Discovered the backup job had stopped on Friday",
    ],
)
def test_meeting_the_problem_is_no_step(message: str) -> None:
    assert attempts(converse([message])) == {}


def test_a_remark_after_a_step_is_not_part_of_its_text() -> None:
    found = attempts(converse(["I checked the power supply, not sure what else I can do"]))
    assert list(found) == ["Check power supply"]


@pytest.mark.parametrize(
    ("message", "step"),
    [
        (
            "I removed Docker Desktop from my laptop, then installed it back",
            "Reinstall Docker Desktop",
        ),
        ("uninstalled the launcher and downloaded it back, no change", "Redownload launcher"),
        ("deleted the app and reinstalled it", "Reinstall application"),
    ],
)
def test_a_removal_then_an_install_back_is_one_reinstall(message: str, step: str) -> None:
    assert list(attempts(converse([message]))) == [step]


def test_a_removal_then_a_different_install_is_two_steps() -> None:
    found = attempts(converse(["removed the old driver and installed the new one"]))
    assert list(found) == ["Remove old driver", "Install new one"]


def test_a_tool_name_is_not_corrected_into_a_support_word() -> None:
    assert list(attempts(converse(["I downgraded rsync last night"]))) == ["Downgrade rsync"]


@pytest.mark.parametrize(
    "message",
    [
        "I installed Plex from the TV's app store and it has worked great for months. Since "
        "the last update, videos stop after 5 minutes.",
        "Just got a Kindle and set it up, all fine, but my library won't sync to it",
    ],
)
def test_a_setup_that_went_fine_before_the_problem_is_no_fix(message: str) -> None:
    memories = converse([message])
    assert attempts(memories) == {}
    assert {state for kind, _, state in states(memories) if kind == "INCIDENT"} == {"open"}


def test_an_install_told_as_the_fix_still_counts() -> None:
    found = attempts(converse(["The app kept crashing. I installed the beta and it works now."]))
    assert found == {"Install beta": "worked"}
