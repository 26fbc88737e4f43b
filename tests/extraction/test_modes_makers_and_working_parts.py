"""Tried as a new user would (2026-12-07, thirty-sixth session): a maker before a model ("the
HP DeskJet 2720", "my laptop Lenovo IdeaPad 5") names a device, not the desk's own app; "your
hotel in Leeds 2 nights" names no product; a mode found on ("the thermostat was on holiday
mode?? switched it off") is what the switch turned off; "found in the app the setting
'foreign usage' and switched it on" names the setting; a stand-in "so im using that for now"
is a workaround, the problem stays open; a part doing its job ("the drum spins", "fan spins
tho") is no fault, and "it" after "the dryer is turning on and the drum is going round but"
is the dryer.

The messages here are written for these tests."""

from __future__ import annotations

from helpers import attempts, converse, incident_texts, incidents

from support_memory.extraction.problems.symptoms import has_symptom
from support_memory.extraction.profile.products import find_products, named_as_device


def test_a_maker_before_a_model_names_a_device_not_the_app() -> None:
    message = "Hello, my laptop Lenovo IdeaPad 5 some keys not working, E and R and 4."
    assert named_as_device(message, "IdeaPad 5")
    assert incident_texts(converse([message])) == [
        "Laptop Lenovo IdeaPad 5 keys not working E and R and 4"
    ]
    printer = converse(
        ["I bought the HP DeskJet 2720 from you last week and its printing blank pages"]
    )
    assert all("app" not in text.lower() for text in incident_texts(printer))
    # an application by a device maker stays an application
    assert not named_as_device("the HP Smart app keeps crashing", "Smart")


def test_a_place_and_a_count_is_no_product() -> None:
    message = "I stayed in your hotel in Leeds 2 nights, 5-7 May and was charged £32 for breakfast"
    assert find_products(message) == []
    assert find_products("my Acme Sync 2 keeps failing") == ["Acme Sync 2"]


def test_a_mode_found_on_is_what_the_switch_turned_off() -> None:
    memories = converse(
        [
            "hi heating not working at all, rads stone cold",
            "found the thermostat was on holiday mode?? switched it off and rads warming up now",
        ]
    )
    assert attempts(memories) == {"Switch off holiday mode": "worked"}
    assert set(incidents(memories).values()) == {"resolved"}
    assert attempts(
        converse(
            ["turns out the boiler was set to eco mode, turned it off and the heating came on"]
        )
    ) == {"Turn off eco mode": "worked"}
    # with no mode told, the thing itself is still what was turned off and on
    assert attempts(converse(["no internet. router was on. I turned it off and on, fixed"]))


def test_a_setting_found_in_the_app_is_what_was_switched_on() -> None:
    memories = converse(
        [
            "my debit card is declined in every shop since I came to Portugal",
            "Now I have found in the app the setting 'foreign usage' and switched it on, and now "
            "the card works in the supermarket.",
        ]
    )
    assert attempts(memories) == {"Switch on foreign usage": "worked"}


def test_a_stand_in_used_for_now_leaves_the_problem_open() -> None:
    memories = converse(
        [
            "laptop keyboard stopped working. plugged in a usb keyboard and that works so im "
            "using that for now"
        ]
    )
    assert attempts(memories) == {"Plug in usb keyboard": "worked"}
    assert set(incidents(memories).values()) == {"open"}
    learner = converse(
        [
            "my laptop some keys not working, E and R and 4.",
            "I connect external keyboard USB and it is working good, so I use this for now.",
        ]
    )
    assert set(incidents(learner).values()) == {"open"}


def test_a_part_doing_its_job_is_no_fault() -> None:
    assert not has_symptom("the drum spins")
    assert not has_symptom("fan spins tho")
    assert has_symptom("the app just spins")  # a loading wheel
    assert has_symptom("the drum spins but it makes a loud banging noise")
    oven = converse(["top oven works fine but the bottom main oven isnt heating, fan spins tho."])
    assert incident_texts(oven) == ["Bottom main oven isn't heating"]


def test_it_after_what_still_works_is_the_thing_first_named() -> None:
    memories = converse(
        [
            "the dryer is turning on and the drum is going round but it's not getting hot at "
            "all it's just blowing cold air"
        ]
    )
    assert incident_texts(memories) == ["Dryer is not getting hot"]


def test_a_system_told_by_its_ing_word_is_the_problem_not_a_step() -> None:
    assert incident_texts(converse(["heating not working"])) == ["Heating not working"]
    assert attempts(converse(["heating is not working, rads cold"])) == {}
    # a step told by its -ing word is still a step
    assert attempts(converse(["restarting not working"])) == {"Restart application": "failed"}
