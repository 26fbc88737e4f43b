"""Results in shapes the outcome tables missed (issue 10, rounds 33 and 34): good news ("its
been 2 days no drops at all", "got it talking to HA again", "Refreshing with F5 helps.",
"thats done it", "no probs since"), and what is not good news ("Please send electrician
again", "on the way to work it jumped again", "its clicking again"), failures ("that didnt do
nothing", "it stay on two days only, then again off") and a fix taken back ("it was too early
happy")."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, states


@pytest.mark.parametrize(
    "news",
    [
        "turned off power saving in device manager n its been 2 days no drops at all",
        "ok turned off the allow the computer to turn off this device thing in device manager "
        "like u said n its been 2 days no drops at all so i think thats fixed it ty",
    ],
)
def test_no_drops_at_all_is_good_news(news: str) -> None:
    memories = converse(["my laptop keeps dropping wifi like every 20 mins", news])
    assert list(attempts(memories).values()) == ["worked"]
    assert {s for kind, _, s in states(memories) if kind == "INCIDENT"} == {"resolved"}


def test_no_errors_at_all_after_a_check_is_still_no_fix() -> None:
    memories = converse(["the app keeps crashing", "checked the logs, no errors at all"])
    assert "worked" not in attempts(memories).values()


@pytest.mark.parametrize(
    ("news", "step"),
    [
        ("Power cycling the device got it talking to HA again", "Power-cycle device"),
        ("unplugging the bridge got it connecting again", "Unplug bridge"),
    ],
)
def test_got_it_going_again_credits_the_step(news: str, step: str) -> None:
    memories = converse(["my weather station shows unavailable in home assistant", news])
    assert attempts(memories) == {step: "worked"}


def test_got_it_failing_again_is_no_fix() -> None:
    memories = converse(
        ["my weather station shows unavailable", "power cycling it got it crashing again"]
    )
    assert "worked" not in attempts(memories).values()


@pytest.mark.parametrize(
    ("news", "step"),
    [
        ("Refreshing with F5 helps.", "Refresh application with F5"),
        ("a reboot of the camera helps", "Reboot camera"),
    ],
)
def test_a_present_helps_said_last_is_the_result(news: str, step: str) -> None:
    memories = converse(["black screen instead of the camera preview", news])
    assert attempts(memories) == {step: "worked"}


def test_helps_if_is_no_result() -> None:
    memories = converse(["black screen on the camera", "would it help if i refresh it?"])
    assert "worked" not in attempts(memories).values()


def test_a_present_helps_is_a_habit_that_leaves_the_problem_open() -> None:
    memories = converse(
        [
            "black screen instead of the camera preview from time to time",
            "Refreshing with F5 helps.",
        ]
    )
    assert {s for kind, _, s in states(memories) if kind == "INCIDENT"} == {"open"}


def test_no_freezing_said_last_is_good_news() -> None:
    memories = converse(
        [
            "whatsapp video calls freeze after 2 or 3 minutes and then the call drops",
            "I turn off the HD video and last night we talk 40 minutes with video, no freezing",
        ]
    )
    assert list(attempts(memories).values()) == ["worked"]


@pytest.mark.parametrize(
    "told",
    [
        "I clean the little hole of the pilot with a needle like in a video and it stay on two "
        "days only, then again off",
        "cleaned the pilot hole with a needle and it stayed lit just a few hours, then off again",
    ],
)
def test_a_fix_that_held_only_days_then_the_problem_back_failed(told: str) -> None:
    memories = converse(["the pilot light on my boiler goes off every day", told])
    assert set(attempts(memories).values()) == {"failed"}
    assert {s for kind, _, s in states(memories) if kind == "INCIDENT"} == {"open"}


def test_got_working_by_a_step_credits_it() -> None:
    memories = converse(
        ["camera view stuck loading at 99%", "got working by switching to the low res stream"]
    )
    assert attempts(memories) == {"Switch to low res stream": "worked"}


def test_a_reboot_that_resolves_the_situation_worked() -> None:
    memories = converse(["camera view stuck loading", "A system reboot resolves the situation."])
    assert list(attempts(memories).values()) == ["worked"]


def test_a_guess_after_a_plan_is_not_part_of_it_and_no_probs_is_good_news() -> None:
    memories = converse(
        [
            "my litter box keeps stopping halfway thru the clean cycle. gonna move it off the "
            "rug onto the kitchen tiles tonite, maybe its not level",
            "moved it onto the tiles n its done 3 full cycles no probs since ty",
        ]
    )
    assert attempts(memories) == {"Move off rug onto kitchen tiles": "worked"}
    assert {s for kind, _, s in states(memories) if kind == "INCIDENT"} == {"resolved"}


def test_a_request_to_send_someone_again_is_no_result() -> None:
    memories = converse(
        [
            "the fan wobbles at speed 4. I tightened the blade screws with a screwdriver, "
            "no change. Please send electrician again."
        ]
    )
    assert "worked" not in attempts(memories).values()


def test_didnt_do_nothing_is_a_failure() -> None:
    memories = converse(
        [
            "the tailgate wont close from the button",
            "I held the button down and that didnt do nothing",
        ]
    )
    assert list(attempts(memories).values()) == ["failed"]


def test_too_early_happy_takes_the_fix_back() -> None:
    memories = converse(
        [
            "My bike is jumping out of gear 3. I have turned the little adjuster at the shifter, "
            "like in the manual, and after that it was good.",
            "Sorry, it was too early happy. Today on the way to work it jumped again in 3.",
        ]
    )
    assert attempts(memories) == {"Turn little adjuster at shifter": "failed"}
    assert "resolved" not in {s for kind, _, s in states(memories) if kind == "INCIDENT"}


@pytest.mark.parametrize("news", ["thats done it", "that has done the trick"])
def test_thats_done_it_is_good_news(news: str) -> None:
    memories = converse(["the boiler keeps losing pressure", "ill top it up tonight", news])
    assert list(attempts(memories).values()) == ["worked"]


@pytest.mark.parametrize(
    "news", ["its clicking again", "its dripping again", "its flashing again", "its rattling again"]
)
def test_a_noise_or_leak_back_again_is_never_good_news(news: str) -> None:
    memories = converse(["the boiler was clicking and dripping", "i bled the rads", news])
    assert "worked" not in attempts(memories).values()
    assert "resolved" not in {s for kind, _, s in states(memories) if kind == "INCIDENT"}
