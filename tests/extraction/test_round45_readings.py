"""What round 45 (held out since the twenty-third session, read once moved into dev on
2026-12-06) showed: "nope same this morning, cups full of water" is the same result; "ran it
again" is the step done once more, no news; "went through the setup" is a step, not a payment
gone through; advice read in a handbook ("u have to reset it thru the menu", "you're
supposed to ...") and done; "its gone off now" after a warning light came on is good news,
"the light stayed on" bad; "so no that didn't work" judges the step, it reports no problem;
"After this door opened with click" undoes "door is not open" told in an earlier message;
"First thing I did was X" is the step X.

The messages here are written for these tests, in the registers that round showed."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incidents

from support_memory.extraction.clauses.split import split_clauses
from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.extraction.steps.actions import read_action
from support_memory.models import Outcome


@pytest.mark.parametrize(
    ("clause", "polarity"),
    [
        ("no same this morning, cups full of water", Outcome.FAILED),
        ("nope same, still offline", Outcome.FAILED),
        ("same, but now it works", Outcome.WORKED),  # the tail after "but" is the news
        ("the light stayed on", Outcome.FAILED),
        ("the engine light stays on", Outcome.FAILED),
        ("the payment went through", Outcome.WORKED),
        ("it went through the first time", Outcome.WORKED),
        ("it ran again", Outcome.WORKED),
    ],
)
def test_results_told_in_round_45s_words(clause: str, polarity: Outcome) -> None:
    signal = detect_outcome(clause)
    assert signal is not None and signal.polarity is polarity


@pytest.mark.parametrize(
    "clause",
    [
        "ran it again",
        "started the app again",
        "went through the setup",
        "went through all the steps",
    ],
)
def test_a_step_done_again_or_gone_through_is_no_news(clause: str) -> None:
    assert detect_outcome(clause) is None


def test_nope_same_after_the_rinse_aid_fails_it_and_keeps_the_problem_open() -> None:
    memories = converse(
        [
            "hiya our beko dishwasher has stopped drying properly, everythings still soaking at "
            "the end. filled the rinse aid right up last nite n ran it again",
            "nope same this morning, cups full of water 🙄 ill try it on the intensive setting "
            "tonight n let u know",
        ]
    )
    tried = attempts(memories)
    assert tried["Try on intensive setting"] == "in_progress"
    assert [outcome for text, outcome in tried.items() if "rinse aid" in text] == ["failed"]
    assert set(incidents(memories).values()) == {"open"}


def test_so_no_that_didnt_work_fails_the_plan_carried_out() -> None:
    memories = converse(
        [
            "my video doorbell's showing offline in the app since yesterday so I'm going to try "
            "deleting it from the app and setting it up again now",
            "right so I deleted it and went through the setup and it gets to connecting to wifi "
            "and then says setup failed every time so no that didn't work",
        ]
    )
    assert list(attempts(memories).values()) == ["failed"]
    assert set(incidents(memories).values()) == {"open"}


def test_advice_from_the_handbook_done_and_the_light_gone_off() -> None:
    memories = converse(
        [
            "tyre pressure light came on in my 2019 polo after i had a puncture fixed on fri. "
            "pumped all 4 up to 36 at the garage yday n the light stayed on. found in the "
            "handbook u have to reset it thru the menu after, did that n its gone off now 👍"
        ]
    )
    tried = attempts(memories)
    assert tried["Reset through menu"] == "worked"
    assert [outcome for text, outcome in tried.items() if text.startswith("Pump")] == ["failed"]
    assert set(incidents(memories).values()) == {"resolved"}


def test_advice_you_are_supposed_to_follow_and_did_is_the_customers_step() -> None:
    memories = converse(
        [
            "the tyre pressure warning light has been on constantly. Then I found in the handbook "
            "that you're supposed to reset the system by holding the button under the steering "
            "column, so I did that, and it's still on every time I start the car."
        ]
    )
    assert attempts(memories) == {"Reset system by holding button under steering column": "failed"}


def test_it_gone_off_is_good_news_only_after_a_light() -> None:
    memories = converse(["the fridge keeps beeping", "unplugged it for an hour, its gone off now"])
    assert set(incidents(memories).values()) == {"open"}  # the fridge is off: no fix


def test_a_door_opened_undoes_a_door_that_would_not_open_told_before() -> None:
    memories = converse(
        [
            "My washing machine after washing is finished not open the door. I pressed On/Off "
            "button, nothing, door still locked.",
            "I did like in your instruction, unplugged from socket for 30 minutes. After this "
            "door opened with click. Thank you very much.",
        ]
    )
    tried = attempts(memories)
    assert tried["Press On/Off button"] == "failed"
    assert tried["Unplug from socket"] == "worked"
    assert set(incidents(memories).values()) == {"resolved"}


def test_the_first_thing_i_did_is_the_step() -> None:
    texts = [c.text for c in split_clauses("First thing I did was restart the router, no change")]
    assert texts[0] == "I did restart the router"
    memories = converse(
        ["wifi keeps dropping", "The first thing I tried was restarting the router, no change"]
    )
    assert attempts(memories) == {"Restart router": "failed"}


@pytest.mark.parametrize(
    ("news", "status"),
    [
        ("back now 👍 came on by itself about 9", "resolved"),
        ("it's back on its own now?? ok thanks", "resolved"),
        ("it seems to get better by itself", "open"),
    ],
)
def test_back_by_itself_resolves_the_problem_with_no_step(news: str, status: str) -> None:
    memories = converse(["internet down since about 6. turned the router off n on, nothing", news])
    assert set(incidents(memories).values()) == {status}
    assert set(attempts(memories).values()) == {"failed"}  # no step did it


def test_sometimes_coming_back_on_its_own_is_the_fault() -> None:
    memories = converse(
        [
            "the internet drops every evening, and after a few minutes it sometimes comes back "
            "on its own and sometimes doesn't"
        ]
    )
    assert set(incidents(memories).values()) == {"open"}


def test_a_condition_dropped_after_a_step_loses_no_memory_of_the_message() -> None:
    # round 37b's w37b-0035 (CC0, dev; "for long time" added): the condition ("When is dry
    # weather") was read as a new problem and dropped after a step was tied to the problems
    # of the message; the step pointed past the problems left, the reading failed and every
    # memory of the message was lost
    memories = converse(
        [
            "Hello, I have Suzuki Vitara from your dealership, bought 14 month ago. The back "
            "parking sensor is beeping all the time when I put reverse, also when nothing is "
            "behind. I washed the sensors with water and soft cloth, not helping. When is dry "
            "weather, it is better. Now I switch off the sensor with the button every time "
            "when I reverse, then it is quiet, but this is not solution for long time. Car is "
            "14 month old, so it is still in warranty, no? Please tell me when I can bring it."
        ]
    )
    assert attempts(memories) == {"Wash sensors with water and soft cloth": "failed"}
    assert any("parking sensor" in text.lower() for text in incidents(memories))


@pytest.mark.parametrize(
    ("clause", "text"),
    [
        ("Suspecting there was some idiosyncrasy with the file format", None),
        ("Also I log out and log in again in your page", "Log out and log in again in page"),
        ("I log in and it crashes", None),
        ("I paid with my wife's card", "Pay with wife's card"),
        ("I have now paid with a different card", None),  # round 45 labels: no step
    ],
)
def test_round_45s_step_or_no_step(clause: str, text: str | None) -> None:
    action = read_action(clause)
    assert (action.text if action is not None else None) == text


def test_this_is_not_solution_is_no_problem() -> None:
    memories = converse(
        [
            "my debit card is refused in every shop",
            "For now I am paying everything with my wife credit card but this is not solution "
            "for long time.",
        ]
    )
    assert list(incidents(memories)) == ["Debit card is refused in every shop"]


def test_it_appears_that_is_a_hedge_not_good_news() -> None:
    assert detect_outcome("It appears that the extension suddenly stopped working") is None
    memories = converse(
        [
            "Hi MJ, it appears that the extension suddenly stopped working. I think I received "
            "an update to my browser",
            "Thanks Jan, did the same and it works again.",
        ]
    )
    assert incidents(memories) == {"Extension stopped working": "resolved"}


@pytest.mark.parametrize(
    "plan", ["gonna ask the caretaker in the morning", "I'll ask the front desk guy tomorrow"]
)
def test_a_plan_to_ask_the_caretaker_about_a_missing_parcel_is_kept(plan: str) -> None:
    memories = converse(
        [
            "parcel says delivered at 14:02 today but nothing here?? asked both neighbours n "
            f"checked behind the bins, nothing. order 55120. {plan}, he sometimes takes stuff in"
        ]
    )
    tried = attempts(memories)
    assert tried["Ask both neighbours"] == "failed"
    assert [
        outcome
        for text, outcome in tried.items()
        if text.startswith("Ask ") and "neighbours" not in text
    ] == ["in_progress"]


def test_a_warning_light_that_came_back_on_fails_the_step() -> None:
    memories = converse(
        [
            "the engine management light came on two days after the service. The car drives "
            "normally, no strange noises, no loss of power. I disconnected the battery for about "
            "fifteen minutes. The light went off and I thought that was the end of it, but it "
            "came back on last Thursday on the motorway and has stayed on since."
        ]
    )
    assert attempts(memories) == {"Disconnect battery for about fifteen minutes": "failed"}
    assert list(incidents(memories).values()) == ["open"]  # one problem: "no loss" is none


def test_a_fix_that_did_not_hold_fails_every_step_its_news_credited() -> None:
    memories = converse(
        [
            "Hello, since I change the internet company the printer not connect to the wifi. I "
            "did the reset of the wifi (pressing the button of wifi and cancel together 5 "
            "seconds) and with the HP Smart app I connect it again, it was working very good.",
            "Hello again, sadly the printer is again disconnected since yesterday. I don't want "
            "to do the reset every day.",
        ]
    )
    tried = attempts(memories)
    assert tried and set(tried.values()) == {"failed"}
    assert "open" in set(incidents(memories).values())


def test_it_came_back_on_is_bad_news_only_for_a_light_that_came_on() -> None:
    memories = converse(
        [
            "the boiler keeps cutting out with a red light",
            "pressed the reset button and it came back on",
        ]
    )
    assert attempts(memories) == {"Press reset button": "worked"}  # "it" is the boiler


def test_a_bare_restart_inside_a_fix_does_not_undo_the_restart_that_failed() -> None:
    memories = converse(
        [
            "After the update, Windows Hello said it couldn't find a fingerprint scanner. I "
            "restarted a few times, no change. Then, following a post on your forum, I went into "
            "Device Manager, uninstalled the fingerprint sensor driver, ticking the box to delete "
            "the driver software, and restarted. Windows reinstalled it by itself and the "
            "fingerprint login has worked perfectly since."
        ]
    )
    tried = attempts(memories)
    assert tried["Uninstall fingerprint sensor driver"] == "worked"
    assert [outcome for text, outcome in tried.items() if text.startswith("Restart")] == ["failed"]


def test_the_same_step_told_by_name_again_carries_its_news_now() -> None:
    memories = converse(
        [
            "can't get the plug-in to turn my smart plug on, it just flashes red",
            "Nvm, a reboot of the router fixed it :D",
            "The problem came back after I moved the plug, and a reboot of the router didn't "
            "fix it this time.",
        ]
    )
    tried = attempts(memories)
    assert tried["Reboot router"] == "failed"  # one memory, its latest news
    assert [m.text for m in memories].count("Reboot router") == 1


def test_a_thing_never_received_told_first_is_the_problem_by_rule() -> None:
    memories = converse(
        ["It's been a week since you issued me a card and I still didn't get it. Should I wait?"]
    )
    assert list(incidents(memories).values()) == ["open"]
