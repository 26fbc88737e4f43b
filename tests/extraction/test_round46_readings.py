"""What round 46 (held out since the twenty-fourth session, read once moved into dev on
2026-12-06) and blind trial 57 showed: "did the reset network settings u said" tells a step
done, it asks nothing; "Deleting data does." after a step that did not help is the fix;
"Even with a full phone restart." after "didn't work" fails the restart; "I've been able to
reinstall app and use it correctly" is a fix; "still works perfectly through the Kasa app" is a
diagnostic; "it docked first time, twice now" and "its draining proper now" are good news, as
is news closed by "very good" or opened by "I am delighted to see that"; "Now the big burner is
giving very small flame" is no good news; a warning light back on in the message that told it
had gone off takes the fix back; a learner's "I was cleaning the filter like it is written in
the manual" is a step done; "airplane mode on off" is a switch flipped; papers e-mailed in, or
a call made as advised, are steps.

The messages here are written for these tests, in the registers that round showed."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incident_texts, incidents

from support_memory.extraction.clauses.split import split_clauses
from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.extraction.steps.actions import read_action
from support_memory.models import Outcome


def test_did_the_advice_u_said_is_told_not_asked() -> None:
    told = split_clauses("did the reset network settings u said. works now")
    assert not told[0].question
    asked = split_clauses("did the reset network settings you said work?")
    assert asked[0].question
    memories = converse(
        [
            "mobile data stopped working yesterday, calls fine",
            "did the reset network settings u said. works now 👍",
        ]
    )
    assert attempts(memories) == {"Reset network settings": "worked"}
    assert set(incidents(memories).values()) == {"resolved"}


def test_a_step_whose_helping_verb_is_left_out_is_the_fix() -> None:
    memories = converse(
        [
            "Since the last update the app hangs on the splash screen. Clearing the cache did "
            "not change anything. Clearing storage does. Sadly all my settings are gone now."
        ]
    )
    tried = attempts(memories)
    assert [outcome for text, outcome in tried.items() if "cache" in text] == ["failed"]
    assert [outcome for text, outcome in tried.items() if "storage" in text] == ["worked"]


def test_even_with_a_restart_told_alone_fails_the_restart() -> None:
    memories = converse(
        [
            "the app only shows a spinning wheel since this morning",
            "Tried the fix from the thread. Sadly no luck. Even with a full phone restart. :(",
        ]
    )
    tried = attempts(memories)
    assert [outcome for text, outcome in tried.items() if text.startswith("Restart")] == ["failed"]
    assert set(incidents(memories).values()) == {"open"}


def test_been_able_to_reinstall_and_use_it_is_a_fix() -> None:
    memories = converse(
        [
            "the gallery app is broken since the upgrade, it shows an error when I open it",
            "Good news, I've been able to reinstall the app and use it correctly. Thanks!",
        ]
    )
    assert attempts(memories) == {"Reinstall application": "worked"}
    assert set(incidents(memories).values()) == {"resolved"}


def test_still_working_through_another_app_is_a_diagnostic() -> None:
    memories = converse(
        [
            "My hallway bulb shows as unavailable since Tuesday. I tried re-adding the "
            "integration twice. Still works fine through the Tapo app."
        ]
    )
    tried = attempts(memories)
    assert [outcome for text, outcome in tried.items() if "integration" in text] == ["failed"]


@pytest.mark.parametrize(
    "clause",
    [
        "it docked first time, twice now",
        "its draining proper now",
        "now the flame is big and blue again, very good",
        "I am delighted to see that the claim is now marked as approved",
    ],
)
def test_good_news_in_round_46s_words(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is not None and signal.polarity is Outcome.WORKED


@pytest.mark.parametrize(
    "clause",
    [
        "Now the big burner is giving very small flame",
        "now the battery is low",
        "I restarted it, very good",  # praise after a step is no result of its own
    ],
)
def test_no_good_news_in_a_weak_state_or_bare_praise(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is None or signal.polarity is not Outcome.WORKED


def test_a_plan_settled_by_good_news_told_in_a_texters_words() -> None:
    memories = converse(
        [
            "robot hoover keeps missing its dock, just spins next to it n dies. gonna move the "
            "dock away from the radiator tonite n see",
            "ok moved it to the landing w loads of room either side n it docked first time, "
            "twice now 🙌",
        ]
    )
    assert list(attempts(memories).values()) == ["worked"]
    assert set(incidents(memories).values()) == {"resolved"}


def test_a_plunger_plan_settled_by_the_drain_draining() -> None:
    memories = converse(
        [
            "bath drain is totally blocked, poured unblocker down last nite, still barely "
            "draining. gonna try a plunger after work",
            "update: plunger pulled out a massive clump of hair 🤮 n its draining proper now",
        ]
    )
    tried = attempts(memories)
    assert tried["Try plunger"] == "worked"
    assert set(incidents(memories).values()) == {"resolved"}


def test_a_fix_praised_with_very_good_is_not_failed_by_another_problem_after_it() -> None:
    memories = converse(
        [
            "The small burner of my cooker is giving a weak orange flame. I clean the holes of "
            "the burner with a pin like the shop man tell me, and now the flame is strong and "
            "blue again, very good. But the other problem: the ignition button is not making "
            "spark anymore."
        ]
    )
    tried = attempts(memories)
    assert [outcome for text, outcome in tried.items() if text.startswith("Clean")] == ["worked"]


def test_a_warning_light_back_on_in_the_same_message_takes_the_fix_back() -> None:
    memories = converse(
        [
            "tyre pressure light came on in my fiesta. pumped all 4 up to 35 at the garage n "
            "the light went off 👍 aaand its back on this morning 🙄"
        ]
    )
    tried = attempts(memories)
    assert [outcome for text, outcome in tried.items() if text.startswith("Pump")] == ["failed"]
    assert set(incidents(memories).values()) == {"open"}


def test_a_learners_past_progressive_done_as_the_manual_says() -> None:
    reading = read_action("I was cleaning the pump filter like it is written in the manual")
    assert reading is not None and reading.verb == "clean" and reading.mode == "done"
    assert read_action("I was updating the app when it crashed") is None
    assert read_action("I was trying to log in again") is None
    memories = converse(
        [
            "My washing machine is not pumping out, water stays in the drum. I was cleaning the "
            "pump filter like it is written in the manual, but after this it is still the same."
        ]
    )
    tried = attempts(memories)
    assert [outcome for text, outcome in tried.items() if text.startswith("Clean")] == ["failed"]


@pytest.mark.parametrize(
    ("note", "text"),
    [
        ("airplane mode on off", "Turn airplane mode off and on"),
        ("flight mode on/off", "Turn flight mode off and on"),
        ("wifi off and on", "Turn wifi off and on"),
    ],
)
def test_a_switch_flipped_told_as_a_note(note: str, text: str) -> None:
    reading = read_action(note)
    assert reading is not None and reading.text == text


def test_the_switch_flipped_is_failed_by_nothing() -> None:
    memories = converse(
        [
            "no mobile data since yesterday, calls fine",
            "restarted twice. airplane mode on off. nothing",
        ]
    )
    tried = attempts(memories)
    assert tried["Turn airplane mode off and on"] == "failed"
    assert read_action("the light on off") is None  # a light blinking: no switch named


def test_papers_emailed_in_as_advised_settle_the_claim() -> None:
    assert read_action("I emailed the signed form to the claims team") is not None
    assert read_action("I emailed support") is None  # writing to the company: no step
    assert read_action("I called the bank as you suggested") is not None
    memories = converse(
        [
            "My claim for the dog's operation was rejected owing to missing vet records.",
            "I emailed the records to the claims address as you recommended, and I am delighted "
            "to see that the claim is now marked as approved.",
        ]
    )
    assert list(attempts(memories).values()) == ["worked"]
    assert set(incidents(memories).values()) == {"resolved"}


def test_how_much_was_watched_since_is_the_result_not_a_step() -> None:
    assert read_action("watched 2 eps no buffering") is None
    memories = converse(
        [
            "iplayer on my samsung tv keeps buffering every few mins. restarted the router, "
            "still buffering",
            "plugged the tv straight into the router with a cable, watched 3 episodes no "
            "buffering 👌",
        ]
    )
    tried = attempts(memories)
    assert [outcome for text, outcome in tried.items() if text.startswith("Plug")] == ["worked"]
    assert not [text for text in tried if text.startswith("Watch")]


def test_resolved_using_a_thing_names_the_fix() -> None:
    memories = converse(
        [
            "the add-on stopped working on all my boxes",
            "issue has been resolved using the zip from the releases page, so never mind!",
        ]
    )
    assert attempts(memories) == {"Try zip from releases page": "worked"}


@pytest.mark.parametrize(
    ("message", "step"),
    [
        ("the printer wouldn't connect until I restarted the router", "Restart router"),
        ("it didnt work until I updated the firmware", "Update firmware"),
    ],
)
def test_a_problem_that_lasted_until_a_step_was_fixed_by_it(message: str, step: str) -> None:
    memories = converse([message])
    assert attempts(memories) == {step: "worked"}
    assert set(incidents(memories).values()) == {"resolved"}


def test_no_trouble_until_a_step_is_what_set_the_problem_off() -> None:
    memories = converse(["The player didn't have any issues until I tried to add new songs."])
    assert "worked" not in attempts(memories).values()


def test_an_old_version_installed_again_is_a_workaround_that_works() -> None:
    memories = converse(
        [
            "After the update the launcher is stuck on the Loading screen. I cleared the cache, "
            "still stuck. When I install the old version 3.2.1 again and import my backup, then "
            "it works fine. But any version above it fails."
        ]
    )
    tried = attempts(memories)
    assert [outcome for text, outcome in tried.items() if "old version" in text] == ["worked"]
    assert set(incidents(memories).values()) == {"open"}


def test_the_customers_own_thing_is_named_whole_in_the_incident() -> None:
    memories = converse(["My flight from Leeds to Faro on 14 June is cancelled, what now"])
    assert incident_texts(memories) == ["Flight from Leeds to Faro on 14 June is cancelled"]


def test_a_fixes_attempted_heading_lists_the_tries() -> None:
    memories = converse(
        [
            "The reader forgets my place in every book when I reopen it.\n\n"
            "Fixes attempted:\n- reinstalled the app\n- removed books with long filenames\n\n"
            "Any ideas?"
        ]
    )
    tried = attempts(memories)
    assert tried["Reinstall application"] == "failed"
    assert [outcome for text, outcome in tried.items() if text.startswith("Remove books")] == [
        "failed"
    ]


def test_a_pressure_topped_up_to_a_number_is_no_version() -> None:
    reading = read_action("topped it up to 1.5 like the manual says")
    assert reading is not None and reading.text == "Top up to 1.5"
    updated = read_action("updated to 2.5")
    assert updated is not None and "version 2.5" in updated.text


def test_did_the_reset_carries_out_the_factory_reset_planned() -> None:
    memories = converse(
        [
            "router keeps dropping every evening, ill factory reset it tonight",
            "did the reset, been fine all day today",
        ]
    )
    assert attempts(memories) == {"Factory reset": "worked"}
    assert set(incidents(memories).values()) == {"resolved"}


@pytest.mark.parametrize(
    ("plan", "news", "step"),
    [
        (
            "parcel says delivered but its not here, will check with the neighbours",
            "neighbour had it all along lol sorry",
            "Check with neighbours",
        ),
        (
            "tracking says delivered but theres nothing here?? ill knock on her door after work",
            "update: she had it lol 🙏",
            "Knock on her door",
        ),
    ],
)
def test_a_neighbour_who_had_the_parcel_settles_the_look_planned(
    plan: str, news: str, step: str
) -> None:
    memories = converse([plan, news])
    assert attempts(memories) == {step: "worked"}
    assert set(incidents(memories).values()) == {"resolved"}


def test_one_thing_sorted_then_still_another_problem_keeps_the_fix() -> None:
    memories = converse(
        [
            "tracking says delivered yesterday but theres nothing here?? ill knock on her door "
            "after work",
            "update: she had it lol 🙏 so thats one thing sorted. still charged twice tho",
        ]
    )
    assert attempts(memories) == {"Knock on her door": "worked"}


def test_another_card_used_instead_is_a_step() -> None:
    memories = converse(
        [
            "my card got declined twice at the supermarket",
            "used my credit card instead and it went through",
        ]
    )
    assert attempts(memories) == {"Use credit card": "worked"}


def test_what_a_look_found_is_what_it_names_next() -> None:
    memories = converse(
        [
            "washing machine wont spin, just hums",
            "ok so I checked the filter and there was a sock in it!! took it out and its "
            "spinning again",
        ]
    )
    tried = attempts(memories)
    assert [outcome for text, outcome in tried.items() if "sock" in text] == ["worked"]


def test_a_freezer_not_freezing_is_the_fault_not_good_news() -> None:
    assert detect_outcome("the freezer doesn't freeze anymore") is None
    signal = detect_outcome("the app isn't freezing anymore")
    assert signal is not None and signal.polarity is Outcome.WORKED
    memories = converse(
        [
            "yeah hi um so my fridge freezer the bottom bit isnt freezing anymore everything is "
            "going soft I turned the dial up to seven yesterday and its still not cold"
        ]
    )
    assert set(incidents(memories).values()) == {"open"}
    assert list(attempts(memories).values()) == ["failed"]


def test_a_thing_that_no_longer_does_its_job_is_a_problem_after_a_change() -> None:
    memories = converse(
        [
            "After updating to 2.3.0 the widget no longer refreshes. Removing and re-adding the "
            "widget doesn't help. Rolling back to 2.2.9 fixes it."
        ]
    )
    assert incident_texts(memories) == ["Widget no longer refreshes"]
    tried = attempts(memories)
    assert tried["Remove and re-add widget"] == "failed"
    assert tried["Roll back to version 2.2.9"] == "worked"


@pytest.mark.parametrize("label", ["Workaround", "Workaround for now"])
def test_a_labelled_workaround_told_with_its_subject(label: str) -> None:
    memories = converse(
        [
            "my bulbs randomly turn on at night",
            f"{label}: I disabled the schedule in the app, no more random turn ons.",
        ]
    )
    assert attempts(memories) == {"Disable schedule in app": "worked"}
    assert set(incidents(memories).values()) == {"open"}


def test_a_refund_seen_in_the_bank_settles_the_charge() -> None:
    memories = converse(
        [
            "Hello, I was charged 49.99 for the annual plan but I chose monthly. Can you refund "
            "the difference?",
            "I see the refund in my bank now, thank you",
        ]
    )
    assert set(incidents(memories).values()) == {"resolved"}


@pytest.mark.parametrize(
    "test",
    [
        "put my sim in wifes phone, data works there. so its my phone?",
        "put the sim back in the old samsung n data works fine there so its def smth w the "
        "new phone??",
    ],
)
def test_the_sim_tried_in_another_phone_is_a_diagnostic(test: str) -> None:
    memories = converse(["mobile data not working since yesterday", test])
    assert "worked" not in attempts(memories).values()
    assert set(incidents(memories).values()) == {"open"}
