"""A problem told as "it" after the task it stands for, and other shapes of the ninth
session (2026-12-04): dev misses of the money sources and round 27."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incident_texts, incidents


@pytest.mark.parametrize(
    ("said", "named"),
    [
        (
            "I have tried to submit a transfer a couple of times now, and for some reason, it "
            "continues to be unsuccessful. Do you know why this may be?",
            "Cannot submit transfer",
        ),
        (
            "I tried to submit a transfer and it continues to be unsuccessful.",
            "Cannot submit transfer",
        ),
        (
            "I've tried using my contactless in several locations today and it's not working "
            "anywhere.",
            "Cannot use contactless",
        ),
    ],
)
def test_an_it_that_no_problem_names_is_the_task_tried_before_it(said: str, named: str) -> None:
    texts = incident_texts(converse([said]))
    assert len(texts) == 1, texts
    assert texts[0].startswith(named)


def test_a_task_tried_in_several_places_is_a_retry_and_stays_a_step() -> None:
    memories = converse(
        ["I've tried using my contactless in several locations today and it's not working."]
    )
    assert list(incidents(memories).values()) == ["open"]
    assert list(attempts(memories).values()) == ["failed"]


def test_an_it_named_by_the_problem_in_hand_keeps_that_name() -> None:
    texts = incident_texts(
        converse(["my router keeps dropping wifi, i tried to call them and it never connects"])
    )
    assert not any(text.startswith("Cannot call") for text in texts), texts


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "I have a problem with my Bosch induction hob which I bought",
            "Uses a Bosch induction hob",
        ),
        ("rear tyre on my ribble gravel bike goes soft overnight", "Uses a Ribble gravel bike"),
        ("my xiaomi scooter shows e10 n wont go", "scooter"),
        ("my triton electric shower goes cold after 5 mins", "Uses a Triton electric shower"),
        ("my shark cordless keeps pulsing on n off", "Uses a Shark cordless"),
        ("its a 2018 mazda 3, water drips from the sunroof", "Uses a Mazda 3"),
        ("the VTech baby monitor keeps beeping", "Uses a VTech baby monitor"),
    ],
)
def test_a_brand_before_a_kind_of_thing_is_a_setup_fact(said: str, fact: str) -> None:
    facts = [m.text for m in converse([said]) if m.type.value == "PROFILE"]
    assert any(fact in text for text in facts), facts


@pytest.mark.parametrize(
    "said",
    [
        "my dell and my printer both stopped working",
        "i ordered a mini fridge and it never came",
        "I hoovered the filter and it still smells",
    ],
)
def test_no_setup_fact_without_a_brand_right_before_its_kind(said: str) -> None:
    facts = [m.text for m in converse([said]) if m.type.value == "PROFILE"]
    assert not any("fridge" in f or "printer" in f or "Hoover" in f for f in facts), facts


def test_a_fix_that_worked_once_then_jammed_again_failed() -> None:
    memories = converse(
        [
            "the treat tosser on our pet cam keeps jamming",
            "gave it a good shake, worked once then jammed again lol",
        ]
    )
    assert attempts(memories) == {"Give good shake": "failed"}
    assert list(incidents(memories).values()) == ["open"]


def test_a_step_named_as_a_noun_and_done_again_is_a_step_not_good_news() -> None:
    memories = converse(
        ["the remote stopped working. I made the pairing again by the manual and now it opens."]
    )
    assert [(t.split()[0], o) for t, o in attempts(memories).items()] == [("Pairing", "worked")]
    assert list(incidents(memories).values()) == ["resolved"]


def test_good_news_told_after_a_time_of_day() -> None:
    memories = converse(
        [
            "my account on the insurance site is locked. I put the wrong password 3 times.",
            "Ok, after lunch it let me in, I downloaded everything. Thanks",
        ]
    )
    assert list(incidents(memories).values()) == ["resolved"]


def test_what_a_step_cleared_is_no_fresh_symptom_and_steady_since_is_good_news() -> None:
    memories = converse(
        [
            "my fridge is warm, 12 degrees",
            "Cleaned the coils at the back and cleared the vent between freezer and fridge that "
            "was blocked with ice - its at 4 degrees now and been steady for three days.",
        ]
    )
    assert set(attempts(memories).values()) == {"worked"}
    assert incidents(memories) == {"Fridge is warm 12 degrees": "resolved"}


def test_good_news_that_held_only_a_while_is_still_no_fix() -> None:
    memories = converse(
        ["my router keeps dropping. i rebooted it, it was steady for a day then dropped"]
    )
    assert list(attempts(memories).values()) == ["failed"]


_TRIED_SO_FAR = (
    "Over the past few days the app shows 0 steps the following day.\n\n"
    "Here\u2019s what I\u2019ve tried so far:\n"
    "- Disabled the battery optimisation setting in Android\n"
    "- Paused and resumed step counting within the app\n"
)


def test_a_list_under_a_heading_typed_with_curly_quotes_is_what_was_tried() -> None:
    found = attempts(converse([_TRIED_SO_FAR]))
    assert len(found) == 2, found
    assert set(found.values()) == {"failed"}


def test_a_list_ends_at_an_item_that_is_prose() -> None:
    found = attempts(
        converse(
            [
                "The update option does not appear in the menu.\n\nWhat I\u2019ve tried:\n\n"
                "- Restarting the device\n"
                "- Unfortunately, none of these steps resolved the issue.\n"
                "- The firmware update option should appear in the update menu.\n"
            ]
        )
    )
    assert list(found) == ["Restart device"], found


def test_the_only_way_i_have_been_able_to_get_it_working_is_a_workaround() -> None:
    memories = converse(
        [
            "my app shows 0 steps every morning",
            "The only way I've been able to get the app working again is by reinstalling it",
        ]
    )
    assert attempts(memories) == {"Reinstall application": "worked"}
    assert list(incidents(memories).values()) == ["open"]


def test_data_back_after_a_step_is_good_news() -> None:
    memories = converse(
        [
            "I updated the app and now I can't restore the backup, nothing happens",
            "But it's alright, I found a way to restore: I just installed the previous version "
            "and all data was there.",
        ]
    )
    assert attempts(memories) == {"Install previous version": "worked"}
    assert set(incidents(memories).values()) == {"resolved"}


def test_a_look_that_finds_things_there_is_no_fix() -> None:
    memories = converse(
        [
            "it never autofills the passwords. I also checked the password manager and all the "
            "accounts and passwords are there."
        ]
    )
    assert "worked" not in attempts(memories).values()


def test_a_ticked_checklist_tells_steps_done_and_an_empty_box_none() -> None:
    found = attempts(
        converse(
            [
                "Swipe typing does not work in real life.\n\n"
                "- [x] I have restarted the CleverKeys app\n"
                "- [x] I have tried disabling and re-enabling the keyboard\n"
                "- [ ] I have tried reinstalling the app\n"
            ]
        )
    )
    assert found == {"Restart CleverKeys app": "failed", "Disable and re-enable keyboard": "failed"}


@pytest.mark.parametrize(
    "said",
    [
        "the client fails. Yet, i worked around that by installing a previous version (2.0.20) "
        "of the client.",
        "the client fails. However, I fixed it by installing a previous version of the client.",
    ],
)
def test_a_fix_told_after_yet_or_however(said: str) -> None:
    assert attempts(converse([said])) == {"Install previous version of client": "worked"}


def test_every_step_of_a_list_that_did_not_help_failed() -> None:
    found = attempts(
        converse(["the app crashes. Restarting, reinstalling and clearing the cache didn't help."])
    )
    assert len(found) == 3, found
    assert set(found.values()) == {"failed"}


def test_being_sent_back_to_the_home_page_is_a_problem() -> None:
    texts = incident_texts(
        converse(
            [
                "hey im trying to cancel my gym membership online but the cancel button just "
                "takes me back to the home page"
            ]
        )
    )
    assert texts == ["Cancel button takes me back to home page"]


def test_being_taken_back_to_the_firmware_one_wanted_is_no_problem() -> None:
    texts = incident_texts(
        converse(["I just hit restore firmware and it took me back to your firmware, great"])
    )
    assert texts == []


def test_every_step_told_after_even_after_failed() -> None:
    memories = converse(
        [
            "The app still says account locked when I try to log in, even after I deleted and "
            "reinstalled it."
        ]
    )
    assert list(attempts(memories).values()) == ["failed"]
    assert "reinstall" in next(iter(attempts(memories))).lower()


@pytest.mark.parametrize(
    ("said", "car"),
    [
        ("its a 2019 ford focus one point zero ecoboost", "Uses a Ford Focus"),
        ("my kia niro wont charge past 80", "Uses a Kia Niro"),
    ],
)
def test_a_car_model_is_a_setup_fact(said: str, car: str) -> None:
    facts = [m.text for m in converse([said]) if m.type.value == "PROFILE"]
    assert facts == [car]


def test_news_promised_is_no_step() -> None:
    memories = converse(
        ["my router stopped working after the update. Will advise later today on that."]
    )
    assert attempts(memories) == {}


@pytest.mark.parametrize(
    ("said", "step"),
    [
        ("By deleting the ini file I got it working again.", "Delete ini file"),
        ("by resetting the router i was able to connect again", "Reset router"),
    ],
)
def test_a_step_fronted_with_by_before_its_result(said: str, step: str) -> None:
    memories = converse(["slic3r crashes at the end of slicing", said])
    assert attempts(memories) == {step: "worked"}


def test_the_only_way_to_clear_it_up_is_a_workaround() -> None:
    memories = converse(
        [
            "I'm getting crackling noises every 30 minutes when using a USB audio interface. "
            "Only way to clear it up is switching the audio output in settings and then "
            "switching it back to the audio interface."
        ]
    )
    assert list(attempts(memories).values()) == ["worked"]
    assert "open" in incidents(memories).values()
