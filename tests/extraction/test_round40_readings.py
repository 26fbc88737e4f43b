"""What round 40 showed (read when it moved into dev on 2026-12-05, after six sessions held
out): good news told as the symptom gone ("no pauses", "the chain does not fall off", "silent
now"), a fix that works only sometimes ("reboot doesn't always make it work"), a place told
by how it is there ("at my daughter's where the wifi is faster. Nothing."), a form of address
before the step ("Sir as your agent told I switched off the breaker"), a downside of the fix
("but I need to log in to all my apps again") and a check's finding after two joined steps.

The messages here are written for these tests, in the registers round 40 showed."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incidents

from support_memory.extraction.language.informal import as_read


def test_no_pauses_after_a_fix_is_good_news_and_the_test_run_is_no_step() -> None:
    memories = converse(
        [
            "audiobook app keeps stopping when the screen locks, pixel 6",
            "turned off battery optimisation for it n listened to a whole chapter on the bus, "
            "no pauses 🙌",
        ]
    )
    assert attempts(memories) == {"Turn off battery optimisation": "worked"}
    assert set(incidents(memories).values()) == {"resolved"}


@pytest.mark.parametrize(
    ("result", "step"),
    [
        ("I tightened the limit screw, now the chain does not fall off", "Tighten limit screw"),
        ("replaced the door seal and now it doesnt leak", "Replace door seal"),
        ("greased the hinge, no squeaking now", "Grease hinge"),
    ],
)
def test_the_symptom_gone_credits_the_step(result: str, step: str) -> None:
    memories = converse(["it keeps happening every day", result])
    assert attempts(memories) == {step: "worked"}


def test_a_car_that_has_not_fallen_asleep_is_still_the_problem() -> None:
    memories = converse(["my car has not fallen asleep even for a minute since the update"])
    assert set(incidents(memories).values()) == {"open"}


def test_silent_now_credits_the_step() -> None:
    memories = converse(["my new bike brakes squeal like crazy", "sanded the pads, silent now!!"])
    assert attempts(memories) == {"Sand pads": "worked"}


def test_quiet_for_one_ride_then_back_fails_the_step() -> None:
    memories = converse(
        [
            "my new bike brakes squeal like crazy",
            "cleaned the rotors n it was quiet for 1 ride then back",
        ]
    )
    assert attempts(memories) == {"Clean rotors": "failed"}


@pytest.mark.parametrize(
    "said",
    [
        "a reboot doesn't always make it work",
        "rebooting doesnt always help",
        "reboot not always help",
    ],
)
def test_a_fix_that_works_only_sometimes_is_no_fix(said: str) -> None:
    memories = converse(["wireless charging works only now and then", said])
    assert attempts(memories) == {"Reboot": "failed"}


def test_a_place_told_by_its_faster_wifi_is_no_result() -> None:
    memories = converse(
        [
            "books i bought are not showing on my e-reader",
            "I've pressed the sync button a good dozen times, both at home and at my son's where "
            "the wifi is much faster. Nothing.",
        ]
    )
    assert attempts(memories) == {"Press sync button": "failed"}


def test_a_result_told_after_where_still_counts() -> None:
    memories = converse(
        ["the printer drops off the wifi", "moved it to the hall where it works fine"]
    )
    assert list(attempts(memories).values()) == ["worked"]


def test_an_exclamation_before_the_step_does_not_hide_it() -> None:
    memories = converse(
        ["no mobile data since the new sim", "omg turned airplane mode on n off n its working now"]
    )
    assert attempts(memories) == {"Turn airplane mode on and off": "worked"}


@pytest.mark.parametrize(
    "downside",
    [
        "I need to login all app again",
        "but i had to sign in to all my apps again",
    ],
)
def test_logging_in_again_after_a_reset_is_a_downside_not_a_failure(downside: str) -> None:
    memories = converse(
        [
            "netflix on the tv says no internet",
            f"I reset the TV to factory. Netflix works now, {downside}",
        ]
    )
    assert attempts(memories) == {"Factory reset": "worked"}
    assert set(incidents(memories).values()) == {"resolved"}


def test_a_fault_after_but_still_takes_the_fix_back() -> None:
    memories = converse(
        [
            "netflix on the tv says no internet",
            "I reset the TV. It opens now, but it still says no internet",
        ]
    )
    assert attempts(memories) == {"Reset TV": "failed"}


def test_whose_advice_it_was_before_the_step_does_not_hide_it() -> None:
    memories = converse(
        [
            "Dear Sir, I topped up my prepaid meter last night but the token is not accepting in "
            "the meter, it is showing Error 04.",
            "Sir as your agent told I switched off the main breaker for 2 minutes and on again, "
            "then I put the same token and now it is accepted, balance showing 1012 taka.",
        ]
    )
    assert attempts(memories) == {"Switch off main breaker for 2 minutes and on": "worked"}


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("Sir as you told I did it.", "as you told I did it."),
        ("Hello madam, the parcel is late", "Hello, the parcel is late"),
        ("Dear Sir/Madam, my card is blocked", "my card is blocked"),
        ("my mate fixed it", "my mate fixed it"),
        ("thanks sir", "thanks sir"),
    ],
)
def test_forms_of_address_read(said: str, read: str) -> None:
    assert as_read(said) == read


def test_a_finding_of_the_check_joined_to_another_step_fixes_nothing() -> None:
    memories = converse(
        [
            "my washing machine is leaking under the door",
            "I was clean the filter and check the rubber of door, it look normal. Still water on "
            "floor after each wash.",
        ]
    )
    assert set(attempts(memories).values()) == {"failed"}
    assert set(incidents(memories).values()) == {"open"}


def test_a_bit_is_no_part_of_the_step() -> None:
    assert attempts(converse(["gonna try sanding the pads a bit tmrw"])) == {
        "Sand pads": "in_progress"
    }
    assert attempts(converse(["replaced the drill bit, still wobbles"])) == {
        "Replace drill bit": "failed"
    }


@pytest.mark.parametrize("said", ["Machine drains good now, thank you", "now it works normal"])
def test_a_learners_good_now_is_good_news(said: str) -> None:
    memories = converse(["my washing machine wont drain. I cleaned the pump filter", said])
    assert attempts(memories) == {"Clean pump filter": "worked"}
    assert set(incidents(memories).values()) == {"resolved"}


@pytest.mark.parametrize(
    "said",
    [
        "the app has been deleted and re-installed as well, nothing seems to fix it",
        "I restarted the router twice and the laptop as well, still cant connect",
    ],
)
def test_as_well_is_no_good_news(said: str) -> None:
    assert set(attempts(converse(["it stopped working yesterday", said])).values()) == {"failed"}


def test_its_holding_now_settles_the_plan() -> None:
    memories = converse(
        [
            "the boiler keeps losing pressure, gonna try topping it up with the filling loop",
            "topped it up n its holding pressure now",
        ]
    )
    assert list(attempts(memories).values()) == ["worked"]


@pytest.mark.parametrize(
    "said",
    [
        "did the reset with a paperclip, works now",
        "did the reset w a pin in the hole on the back, works now",
    ],
)
def test_did_the_reset_with_a_pin_tells_a_step(said: str) -> None:
    memories = converse(["my controller wont connect", said])
    assert list(attempts(memories).values()) == ["worked"]


def test_did_the_reset_with_a_pin_work_still_asks() -> None:
    assert attempts(converse(["my controller wont connect", "did the reset with a pin work"])) == {}


def test_a_voice_assistant_gone_silent_is_no_good_news() -> None:
    memories = converse(
        ["siri says there was an error", "I just tried the update. Siri is completely silent now."]
    )
    assert attempts(memories) == {"Update application": "failed"}


def test_now_is_silent_credits_the_step() -> None:
    memories = converse(
        ["my bike clicks with every pedal", "I tightened the seat clamp and now is silent"]
    )
    assert attempts(memories) == {"Tighten seat clamp": "worked"}


@pytest.mark.parametrize(
    "said",
    [
        "i was only able to resolve it by removing and readding them",
        "all I had to do was remove and re-add them",
        "Nvm,I got it. silly me,all I need to do is just remove and readd them",
    ],
)
def test_the_whole_fix_told_as_all_it_took(said: str) -> None:
    memories = converse(["my podcast feeds all throw an error on refresh", said])
    assert attempts(memories) == {"Remove and re-add": "worked"}
    assert set(incidents(memories).values()) == {"resolved"}


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("Nvm,I solved it", "never mind, I solved it"),
        ("red,green,blue", "red, green, blue"),
        ("it cost 1,000 pounds", "it cost 1,000 pounds"),
        ("v2,v3", "v2,v3"),
    ],
)
def test_a_comma_typed_without_a_space_between_words(said: str, read: str) -> None:
    assert as_read(said) == read


@pytest.mark.parametrize(
    "said", ["the kitchen tap won't stop dripping", "now it won't stop crashing"]
)
def test_a_symptom_that_will_not_stop_is_no_good_news(said: str) -> None:
    memories = converse(
        ["the boiler keeps cutting out", f"got the pressure up, hot water is back. {said}"]
    )
    assert "open" in incidents(memories).values()
