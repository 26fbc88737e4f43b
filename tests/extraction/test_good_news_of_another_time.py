"""Good news that is not this try's result (dev wrong-polarity review, 2026-12-05): "it was
fine all day but now its back", "it was alright yesterday but its gone again" (the fix did
not hold); "which has worked in the past" (another time's result); "the engineer came
today" (a visit, not good news)."""

from __future__ import annotations

import pytest
from helpers import converse, tracked

from support_memory.extraction.language.informal import repair
from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.models import Outcome

HUB = "my hub keeps going offline every evening"
POWER_CYCLE = "turned it off at the wall n back on"


@pytest.mark.parametrize(
    "later",
    [
        "it was fine all day today lol but now its back, orange again",
        "it was alright yesterday but its gone again this afternoon",
        "it was fine all day but now its back",
        "it was ok for a while but its back again",
    ],
)
def test_good_news_taken_back_in_the_same_breath_fails_the_fix(later: str) -> None:
    states = tracked(converse([HUB, POWER_CYCLE, later]))
    assert states == {
        "Hub keeps going offline every evening": "open",
        "Turn off at wall and back on": "failed",
    }


def test_back_online_after_a_fine_spell_is_still_good_news() -> None:
    states = tracked(converse([HUB, POWER_CYCLE, "it was fine but now its back online"]))
    assert states["Turn off at wall and back on"] == "worked"


@pytest.mark.parametrize(
    "clause",
    [
        "which has worked in the past",
        "which previously fixed it",
        "that has helped before",
        "it used to work",
        "that fixed it last time",
    ],
)
def test_a_result_of_another_time_is_no_outcome(clause: str) -> None:
    assert detect_outcome(clause) is None


@pytest.mark.parametrize("clause", ["it works now like before", "it worked the first time"])
def test_a_result_now_is_still_one(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is not None and signal.polarity is Outcome.WORKED


def test_a_try_that_worked_in_the_past_but_not_now_failed() -> None:
    states = tracked(
        converse(
            [
                "my motion sensors keep dropping off randomly",
                "Tried re-pairing (no removal) which has worked in the past. No change.",
            ]
        )
    )
    assert states["Re-pair"] == "failed"
    assert "worked" not in states.values()


@pytest.mark.parametrize(
    "visit", ["The engineer came today", "the technician finally turned up this morning"]
)
def test_a_visitor_coming_is_no_good_news(visit: str) -> None:
    assert detect_outcome(visit) is None


@pytest.mark.parametrize("arrival", ["The parcel came today", "it finally arrived"])
def test_a_parcel_coming_still_is(arrival: str) -> None:
    signal = detect_outcome(arrival)
    assert signal is not None and signal.polarity is Outcome.WORKED


def test_the_engineers_fix_does_not_credit_the_customers_failed_try() -> None:
    states = tracked(
        converse(
            [
                "boiler shows error E01, no hot water",
                "I pressed the reset button, it starts then after one minute stops again "
                "with same E01",
                "The engineer came today, he cleaned the electrode and now the boiler is working",
            ]
        )
    )
    assert states["Press reset button"] != "worked"  # the engineer's cleaning did it
    assert states["Boiler shows error E01"] == "resolved"


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("its showin live usage again", "showing"),
        ("keeps droppin out every evening", "dropping"),
        ("printer keeps sayin paper jam", "saying"),
        ("the login page is fine", "login"),  # a word, not a dropped g
    ],
)
def test_a_dropped_g_is_restored(typed: str, read: str) -> None:
    assert read in repair(typed).split()


def test_a_fix_told_with_a_dropped_g_is_one_step_that_worked() -> None:
    states = tracked(
        converse(
            [
                "my smart meter display just says no signal since last wk",
                "unplugged the display n plugged it back in, its showin live usage again",
            ]
        )
    )
    assert states == {
        "Smart meter display says no signal": "resolved",
        "Unplug display and plug back in": "worked",
    }


PRINTER = "my printer says offline on the mac"


@pytest.mark.parametrize(
    "message",
    [
        "i reset the printing system and it worked. the next day it was offline again",
        "ok the reset printing system thing worked yesterday. this morning its back to offline",
        "i reset the printing system and it worked for the rest of the day. this morning it is "
        "offline again",
        "I reset the printing system. It all looked good. Then a day later I get the same error.",
    ],
)
def test_a_fix_the_same_message_says_did_not_hold_failed(message: str) -> None:
    states = tracked(converse([PRINTER, message]))
    assert states == {"Printer says offline on mac": "open", "Reset printing system": "failed"}


def test_a_fix_that_held_the_next_day_still_worked() -> None:
    states = tracked(
        converse([PRINTER, "i reset the printing system and it worked. the next day it was fine"])
    )
    assert states == {"Printer says offline on mac": "resolved", "Reset printing system": "worked"}


def test_good_news_of_an_earlier_try_that_did_not_hold_fails_it() -> None:
    states = tracked(
        converse(
            [
                PRINTER,
                "ill try resetting the printing system",
                "that worked! this morning its offline again though",
            ]
        )
    )
    assert states == {"Printer says offline on mac": "open", "Reset printing system": "failed"}


def test_a_result_the_customer_expected_is_no_result() -> None:
    states = tracked(
        converse(
            [
                "Recently the app stopped working completely",
                "i just deleted the app and tried redownloading it from the website, i thought "
                "it would redownload and work cuz last time it worked this way, it did not "
                "download and showed error",
            ]
        )
    )
    assert "worked" not in states.values()
    assert states["Recently app stopped working completely"] == "open"


@pytest.mark.parametrize("clause", ["last time it worked this way", "it worked last time"])
def test_last_times_result_is_no_news(clause: str) -> None:
    assert detect_outcome(clause) is None


def test_a_bare_result_after_a_step_is_still_its_result() -> None:
    states = tracked(converse(["my app keeps crashing", "i reinstalled it and it works"]))
    assert states == {"App keeps crashing": "resolved", "Reinstall application": "worked"}


def test_closing_the_ticket_for_the_time_being_is_no_temporary_fix() -> None:
    signal = detect_outcome("I'll close this issue for the time being")
    assert signal is not None and signal.polarity is Outcome.WORKED
    states = tracked(
        converse(
            [
                "my launcher says downloading but does nothing",
                "ran the .exe instead of launcher and it works so ill close this issue for the "
                "time being",
            ]
        )
    )
    assert states["Run exe instead of launcher"] == "worked"


def test_a_fix_for_the_time_being_still_does_not_hold() -> None:
    signal = detect_outcome("it fixed it for the time being")
    assert signal is not None and signal.polarity is Outcome.FAILED


def test_what_the_thing_should_have_been_is_no_condition() -> None:
    states = tracked(
        converse(
            [
                "my weight stopped syncing after May 8th",
                "So, I manually entered the missing weights and then the missing data that "
                "should have been synced just suddenly appeared. Closing this issue.",
            ]
        )
    )
    assert states == {"Weight stopped syncing": "resolved", "Enter missing weights": "worked"}


@pytest.mark.parametrize("clause", ["it should have been fixed", "that should have worked"])
def test_what_should_have_happened_is_still_no_result(clause: str) -> None:
    assert detect_outcome(clause) is None


def test_closing_the_issue_without_an_i_is_good_news() -> None:
    signal = detect_outcome("Closing this issue")
    assert signal is not None and signal.polarity is Outcome.WORKED


def test_always_the_same_is_a_failure() -> None:
    signal = detect_outcome("always the same")
    assert signal is not None and signal.polarity is Outcome.FAILED
    states = tracked(
        converse(
            [
                "when I pass the card in the dock it makes the red light and the bike is not "
                "liberated. I tried it in three different stations, always the same."
            ]
        )
    )
    assert "worked" not in states.values()


def test_a_fix_that_seems_to_work_each_time_until_something_is_a_workaround() -> None:
    states = tracked(
        converse(
            [
                "my steam deck cannot reach the internet on wifi",
                "Forgetting the network and connecting to it again seems to solve the issue "
                "until I put the deck to sleep and wake it up again.",
            ]
        )
    )
    assert states == {
        "Steam deck cannot reach internet on wifi": "open",
        "Forget network": "worked",
    }


@pytest.mark.parametrize(
    "clause",
    ["usually fixed issues like this by troubleshooting", "normally solved it by a reboot"],
)
def test_a_past_habit_of_fixing_is_no_result(clause: str) -> None:
    assert detect_outcome(clause) is None


def test_a_habitual_fix_said_now_is_still_one() -> None:
    signal = detect_outcome("restarting usually fixes it")
    assert signal is not None and signal.polarity is Outcome.WORKED


def test_a_test_print_that_works_is_a_diagnostic() -> None:
    states = tracked(
        converse(
            [
                "when I try to print from the library website it comes up blank",
                "I've reset my printer and the test strips works. It's just not printing from "
                "this website",
            ]
        )
    )
    assert states["Reset printer"] != "worked"
    assert "resolved" not in states.values()


def test_working_through_another_named_app_is_a_diagnostic() -> None:
    states = tracked(
        converse(
            [
                "3 of my 5 cams stop showing in lovelace about a half day after i restart",
                "I already reinstalled the integration. Cams working fine with reolink app.",
            ]
        )
    )
    assert "worked" not in states.values()


def test_good_news_seen_in_the_app_is_still_good_news() -> None:
    states = tracked(
        converse(
            [
                "hi, our nursery invoice for aug has charged full fees for the week of the 12th "
                "when we were away",
                "just seen the credit note come thru on the app, ignore me",
            ]
        )
    )
    assert list(states.values()) == ["resolved"]


def test_good_news_then_a_sentence_with_but_and_the_problem_again_fails_the_fix() -> None:
    states = tracked(
        converse(
            [
                "my camera keeps going offline in the app",
                "Have tried to reset the camera a few times, and every time both mobile app and "
                "camera can be paired successfully. But just a while, same offline error appears "
                "again.",
            ]
        )
    )
    assert "worked" not in states.values()
    assert states["Camera keeps going offline in app"] == "open"


def test_what_the_fix_cost_told_with_but_and_again_leaves_it_worked() -> None:
    states = tracked(
        converse(
            [
                "the 5ghz wifi is completely gone from the router settings",
                "i fixed it with a config default restore. But i had to reconfigure everything "
                "by hand again.",
            ]
        )
    )
    assert "worked" in states.values()
    assert "failed" not in states.values()


def test_what_a_test_found_is_no_fix() -> None:
    states = tracked(
        converse(
            [
                "the camera at the back of the garage just spins for ages on live view",
                "I swapped the two cameras round to see if it was the camera itself. The front "
                "door one works in the garage spot, so it seems like the camera is OK.",
            ]
        )
    )
    assert "worked" not in states.values()
    assert "resolved" not in states.values()


def test_a_power_cycle_that_worked_after_reboots_failed_is_its_own_step() -> None:
    states = tracked(
        converse(
            [
                "after recent updates I do not get any motion events anymore",
                "I tried everything, rebooted multiple times, wiped all data.",
                "WTF, power cycling worked, sorry for the noise",
            ]
        )
    )
    assert states["Reboot"] == "failed"
    assert states["Power-cycle"] == "worked"
