"""A voice transcript's run-on sentence where "I" and a fix verb in the past, with its object
after it, start a new clause ("it shows a red light i turned it off at the switch and back
on", dev w2-0188, w10-0003, w26b-0016); a relative clause ("the router i restarted
yesterday") has no object there and starts none."""

from __future__ import annotations

from helpers import attempts, converse, incident_texts


def test_a_fix_told_in_a_run_on_is_a_step_of_its_own() -> None:
    memories = converse(
        [
            "yeah hi my home charger stopped charging the car it shows a red light i turned it "
            "off at the switch and back on but its still red"
        ]
    )
    assert attempts(memories) == {"Turn off at switch and back on": "failed"}
    assert incident_texts(memories) == ["Home charger stopped charging car it shows red light"]


def test_the_internet_problem_and_the_router_restart_are_told_apart() -> None:
    memories = converse(
        [
            "hi our internet keeps cutting out like every 20 minutes i turned the router off and "
            "on again and its still doing it"
        ]
    )
    assert attempts(memories) == {"Turn router off and on": "failed"}
    assert incident_texts(memories) == ["Internet keeps cutting out like every 20 minutes"]


def test_a_relative_clause_with_no_object_starts_no_clause() -> None:
    memories = converse(
        ["the router i restarted yesterday keeps dropping the wifi every night around nine pm"]
    )
    assert attempts(memories) == {}


def test_ive_been_doing_starts_a_clause_in_a_run_on() -> None:
    memories = converse(
        ["um the lawnmower it wont start Ive been pulling and pulling the cord and it coughs once"]
    )
    assert "Lawnmower won't start" in incident_texts(memories)


def test_a_question_after_if_that_doesnt_work_is_no_fallback_plan() -> None:
    memories = converse(
        [
            "the mower wont start so Im gonna drain the old petrol tonight and if that doesnt "
            "work can I bring it in"
        ]
    )
    assert not any("bring" in text.lower() for text in attempts(memories))


def test_what_an_app_says_after_a_comma_is_a_clause_of_its_own() -> None:
    memories = converse(
        [
            "hi my card got declined at tesco twice today, bank app says card is active. tried "
            "contactless, both declined"
        ]
    )
    assert incident_texts(memories) == ["Card got declined at tesco twice"]


def test_a_cleaning_told_in_a_voice_run_on_is_a_step() -> None:
    found = attempts(
        converse(
            [
                "yeah hi um so the dishwasher it wont drain theres like water sitting in the "
                "bottom I cleaned the filter um yesterday and its still the same"
            ]
        )
    )
    assert found == {"Clean filter": "failed"}


def test_another_way_that_worked_stays_worked_when_the_first_way_still_fails() -> None:
    memories = converse(
        [
            "so i tried logging in on the website instead of the app and that worked fine but the "
            "app still wont let me in"
        ]
    )
    assert attempts(memories) == {"Log in on website instead of app": "worked"}
    assert incident_texts(memories) == ["App won't let me in"]
