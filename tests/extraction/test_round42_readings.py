"""What round 42 (held out since the twentieth session, read once moved into dev on
2026-12-06) and round 47b showed: steps told in ticket shorthand one after another ("Cache
cleared, app reinstalled, still crashing"); going back to an older version; money paid back
or gone through; an appliance back at its job ("Now fridge is cold again"), and the same
words of a thing that should be warm are the problem back; a learner's bare "and start again"
is the step, not news; a removal folded into a reinstall names what was removed.

The messages here are written for these tests, in the registers those rounds showed."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incidents, polarity

from support_memory.models import Outcome


def test_steps_told_in_shorthand_one_after_another_share_the_result() -> None:
    memories = converse(
        ["the app crashes on launch", "Cache cleared, app reinstalled, still crashing."]
    )
    assert attempts(memories) == {
        "Cleared application cache": "failed",
        "Reinstall application": "failed",
    }


def test_a_step_in_shorthand_before_a_result_said_of_the_next_step() -> None:
    memories = converse(
        [
            "Offline station still showing data, and providing forecast from last time online. "
            "App cache cleared and restarted did not solve."
        ]
    )
    assert attempts(memories) == {
        "Cleared application cache": "failed",
        "Restart application": "failed",
    }


def test_a_state_found_then_a_step_with_i_is_no_shorthand_list() -> None:
    memories = converse(["the wifi calling setting was disabled so i enabled it, calls work now"])
    assert attempts(memories) == {"Enable wifi calling setting": "worked"}


@pytest.mark.parametrize(
    ("message", "step"),
    [
        ("I went back to the previous version but it still crashes", "Go back to previous version"),
        (
            "Then I tried going back to the original Android FW but the box keeps trying to flash "
            "the firmware and restarts.",
            "Go back to original Android FW",
        ),
        ("went back to 2.4.1 and it still crashes", "Go back to version 2.4.1"),
    ],
)
def test_going_back_to_an_older_version_is_a_step(message: str, step: str) -> None:
    assert attempts(converse(["the app crashes since the update", message])) == {step: "failed"}


def test_going_back_to_a_place_is_no_step() -> None:
    memories = converse(["my parcel never came", "I went back to the shop but they had none"])
    assert attempts(memories) == {}


@pytest.mark.parametrize(
    "clause",
    [
        "ok its gone through now",
        "the payment is gone through",
        "They've refunded the £250 today",
        "you refunded me this morning",
        "The money has been reversed to my wallet today",
        "Now fridge is cold again, 3 degree",
        "the aircon is cooling again",
        "the radiators are hot again",
        "Question is closed, thank you",
    ],
)
def test_good_news_of_money_and_of_appliances(clause: str) -> None:
    assert polarity(clause) is Outcome.WORKED


@pytest.mark.parametrize(
    "clause",
    [
        "they refunded half",
        "they refunded the wrong amount",
        "YOU REFUNDED ME FOR 1",
        "the radiators are cold again",
        "the house is cold again",
        "my laptop is hot again",
        "the app is slow again",
        "it went through twice",
        "start again",
        "installed again",
    ],
)
def test_no_good_news(clause: str) -> None:
    assert polarity(clause) is not Outcome.WORKED


def test_a_payment_gone_through_settles_it() -> None:
    memories = converse(
        [
            "sent £600 to my landlord yesterday morning, still says pending in the app",
            "logged out and back in, same",
            "ok its gone through now. thanks",
        ]
    )
    assert set(incidents(memories).values()) == {"resolved"}
    assert attempts(memories)["Log out and back in"] == "failed"


def test_the_fridge_cold_again_credits_the_defrost() -> None:
    memories = converse(
        [
            "Hello. My refrigerator is LG. From Monday the fridge part is not cold, inside is 9 "
            "degree.",
            "I did defrost like you said, unplugged 24 hours with doors open. Now fridge is cold "
            "again, 3 degree. Thank you for help.",
        ]
    )
    assert attempts(memories)["Defrost"] == "worked"
    assert set(incidents(memories).values()) == {"resolved"}


def test_a_chargeback_settled_by_the_refund() -> None:
    memories = converse(
        [
            "You've charged me £250 for a scratch that was already there. Nobody has replied.",
            "Still nothing from you, so I raised a chargeback with Amex last week. They've "
            "refunded the £250 today.",
        ]
    )
    assert attempts(memories) == {"Raise chargeback with Amex": "worked"}


def test_a_learners_bare_start_again_is_the_step_not_news() -> None:
    memories = converse(
        [
            "Hello, my Lenovo laptop is stuck on Windows update, the screen say 'Working on "
            "updates 35%' since yesterday. I hold the power button and start again but it go "
            "back to same screen 35%."
        ]
    )
    assert attempts(memories) == {"Hold power button": "failed"}
    assert set(incidents(memories).values()) == {"open"}


@pytest.mark.parametrize(
    ("message", "step"),
    [
        ("I deleted the YouTube and installed again, not helped.", "Reinstall YouTube"),
        ("uninstalled the driver and reinstalled it, same", "Reinstall driver"),
        ("I deleted the app and reinstalled it, no luck", "Reinstall application"),
    ],
)
def test_a_removal_and_a_bare_reinstall_name_what_was_removed(message: str, step: str) -> None:
    assert attempts(converse(["it keeps closing by itself", message])) == {step: "failed"}


def test_news_that_settles_a_problem_read_off_the_same_message_settles_the_one_before() -> None:
    memories = converse(
        [
            "Amazon Alexa app shows devices as unresponsive",
            "Unplugging Echo dot and plugging it back in helped.",
        ]
    )
    assert incidents(memories)["App shows devices as unresponsive"] == "resolved"


def test_news_of_another_problem_told_as_such_leaves_the_one_before_open() -> None:
    memories = converse(
        [
            "my printer wont print anything",
            "also my scanner was not scanning but I updated the driver and now it scans fine",
        ]
    )
    assert incidents(memories)["Printer won't print anything"] == "open"


def test_a_still_after_the_news_that_names_another_matter_takes_no_news_back() -> None:
    memories = converse(
        [
            "On the drive home the tyre pressure warning light came on and has stayed on. "
            "Second, I was charged £38 for wiper blades I never asked for.",
            "Quick update on the tyre light: I found the TPMS reset button under the dash, held "
            "it for three seconds, drove for ten minutes and it's gone out. So that's fine now. "
            "Still waiting to hear about the wiper charge though.",
        ]
    )
    states = incidents(memories)
    assert states["On drive home tyre pressure warning light came on"] == "resolved"
    assert [s for text, s in states.items() if "wiper" in text.lower()] == ["open"]


def test_a_still_that_names_the_problem_itself_still_takes_the_news_back() -> None:
    memories = converse(
        [
            "the tyre pressure warning light came on and has stayed on",
            "held the reset button for three seconds and it went out, but the tyre light is "
            "still coming back on",
        ]
    )
    assert set(incidents(memories).values()) == {"open"}


@pytest.mark.parametrize(
    "clause",
    [
        "Rebooted router false alarm",
        "This was most definitely user error",
        "yeah, just me beeing stupid!",
        "The problem hasn't persisted and can be closed",
        "So this issue is closed from my point of view",
        "Closing this.",
        "now I'm back in business",
        "Thanks for the fast fix!",
        "I was able to solve this issue",
        "we finally managed to sort it",
        "I fixed the crash",
    ],
)
def test_a_report_closed_by_its_writer_is_good_news(clause: str) -> None:
    assert polarity(clause) is Outcome.WORKED


@pytest.mark.parametrize(
    "clause",
    [
        "this can't be closed",
        "I wasn't able to fix it",
        "none of the following were able to fix it",
        "restarting it does not appear to be able to fix the issue",
        "Usually able to fix error by having automation reload browser page",
    ],
)
def test_no_closing_news(clause: str) -> None:
    assert polarity(clause) is not Outcome.WORKED


def test_news_then_how_the_customer_saw_it_held_credits_the_plan() -> None:
    memories = converse(
        [
            "dell xps 15 loses wifi every time it wakes from sleep. gonna reinstall the intel "
            "wifi driver tonight and see",
            "that did it, closed the lid like 5 times today and wifi came straight back every time",
        ]
    )
    assert attempts(memories) == {"Reinstall intel wifi driver": "worked"}
    assert set(incidents(memories).values()) == {"resolved"}


def test_news_then_the_fix_told_after_it_still_credits_the_fix() -> None:
    memories = converse(["router keeps dropping", "its working now, i restarted the router"])
    assert attempts(memories) == {"Restart router": "worked"}


@pytest.mark.parametrize(
    ("clause", "worked"),
    [
        ("legacy audio did it 👍", True),
        ("the new cable did the trick", True),
        ("restarting the router did it", True),
        ("the update did it again", False),
        ("I think the update did it", False),
        ("Okay, I did it", False),
        ("he did it", False),
    ],
)
def test_a_thing_that_did_it(clause: str, worked: bool) -> None:
    assert (polarity(clause) is Outcome.WORKED) is worked


def test_a_plan_settled_by_the_thing_named_with_did_it() -> None:
    memories = converse(
        [
            "discord cant hear me in voice but my mic works in every other app wtf",
            "reset voice settings, no change. gonna try legacy audio subsystem",
            "legacy audio did it 👍",
        ]
    )
    assert attempts(memories) == {
        "Reset voice settings": "failed",
        "Try legacy audio subsystem": "worked",
    }
