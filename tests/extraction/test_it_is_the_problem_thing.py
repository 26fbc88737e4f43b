"""A step done to "it" names the thing the customer's problem is about (issue 10, new-user
trial of 2026-12-02; messages written for these tests).

"router keeps dropping" then "restarted it, still dropping" stored "Restart application": the
next agent could not tell that the router, not an app, had been restarted. "radiators wont
get past lukewarm" then "bled them last night, still lukewarm" stored no step at all, and an
incident "Bled them last night".
"""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incident_texts

from support_memory.extraction.problems.symptoms import problem_thing


@pytest.mark.parametrize(
    ("problem", "reply", "step", "outcome"),
    [
        ("router keeps dropping", "restarted it, still dropping", "Restart router", "failed"),
        (
            "radiators wont get past lukewarm",
            "bled all of them last night, still lukewarm",
            "Bleed radiators",
            "failed",
        ),
        (
            "radiators wont get past lukewarm",
            "bled them last night, still lukewarm",
            "Bleed radiators",
            "failed",
        ),
        (
            "my netflix keeps buffering",
            "reinstalled it and now its fine",
            "Reinstall netflix",
            "worked",
        ),
        (
            "my kindle is frozen on the lock screen",
            "restarted it, works",
            "Restart Kindle",
            "worked",
        ),
    ],
)
def test_it_is_the_thing_the_problem_is_about(
    problem: str, reply: str, step: str, outcome: str
) -> None:
    memories = converse([problem, reply])
    assert attempts(memories) == {step: outcome}
    assert len(incident_texts(memories)) == 1


def test_a_step_on_it_after_another_on_it_names_the_thing_too() -> None:
    memories = converse(
        [
            "smart plug keeps going offline every night",
            "i put it on the 2.4ghz band only and reset it. been fine for 3 nights now",
        ]
    )
    assert attempts(memories)["Reset smart plug"] == "worked"


@pytest.mark.parametrize(
    ("problem", "reply", "expected"),
    [
        # the app is the app
        (
            "the app keeps crashing",
            "reinstalled it, still crashing",
            {"Reinstall application": "failed"},
        ),
        # a thing named in the message before "it" is what "it" stands for
        (
            "my laptop is slow",
            "uninstalled the antivirus and reinstalled it, still slow",
            {"Reinstall antivirus": "failed"},
        ),
        # "tried it" is the step planned before, not the thing
        (
            "my tv keeps buffering",
            "ok gonna restart the router",
            {"Restart router": "in_progress"},
        ),
    ],
)
def test_it_stays_what_it_was_when_something_else_is_meant(
    problem: str, reply: str, expected: dict[str, str]
) -> None:
    assert attempts(converse([problem, reply])) == expected


def test_tried_it_settles_the_planned_step() -> None:
    memories = converse(
        [
            "Streamly keeps buffering on my tv, everything else on the wifi is fine",
            "ok gonna restart the tv and the router",
            "back, tried it, no luck. still buffering every couple min",
        ]
    )
    assert attempts(memories) == {"Restart tv": "failed", "Restart router": "failed"}


def test_it_after_a_problem_named_in_the_same_message_is_not_guessed() -> None:
    # "cleared it" is the jam, not the printer: no step is better than a wrong one
    assert attempts(converse(["printer jammed. cleared it. jams again on 2nd page"])) == {}


@pytest.mark.parametrize(
    ("incident", "thing"),
    [
        ("Router keeps dropping", ("Router",)),
        ("Printer shows offline", ("Printer",)),  # not "printer shows"
        ("Washing machine won't drain", ("Washing", "machine")),
        ("App keeps crashing", ()),
        ("Cannot log into app", ()),
        ("Charged twice for same order #88123", ()),
        ("My husband cannot log in", ()),
    ],
)
def test_the_thing_an_incident_is_about(incident: str, thing: tuple[str, ...]) -> None:
    assert problem_thing(incident) == thing


@pytest.mark.parametrize(
    ("turns", "expected"),
    [
        (
            [
                "my Lumo speaker doesnt respond to the wake word anymore",
                "will try unplugging it tonight when the kids are asleep",
                "unplugged it for 30 sec last night and its been responding fine all morning",
            ],
            {"Unplug lumo speaker": "worked"},
        ),
        (
            [
                "tv box keeps freezing on live tv",
                "will try restarting it tonight",
                "restarted it last night, froze again this morning during the news",
            ],
            {"Restart tv box": "failed"},
        ),
        (
            [
                "the tablet keeps dropping the wifi. gonna update the network driver brb",
                "ok updated it and its been solid for an hour now ty",
            ],
            {"Update network driver": "worked"},
        ),
    ],
)
def test_a_plan_on_the_problem_thing_is_carried_out_on_it(
    turns: list[str], expected: dict[str, str]
) -> None:
    assert attempts(converse(turns)) == expected
