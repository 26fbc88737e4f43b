"""Problems as real customers tell them (issue 10): past-tense failures, things gone, questions
asked in disbelief, a change the problem began with. Each shape is pinned by a message."""

from __future__ import annotations

import pytest
from helpers import attempts, converse

from support_memory.extraction.language.pictographs import after_emoji
from support_memory.models import MemoryType


def _incidents(turns: list[str]) -> list[str]:
    return [m.text for m in converse(turns) if m.type is MemoryType.INCIDENT]


@pytest.mark.parametrize(
    ("message", "incident"),
    [
        ("the ssd storage is no longer recognized", "Ssd storage no longer recognized"),
        (
            "password manager extension not autofilling on any site anymore",
            "Password manager extension not autofilling on site",
        ),
        ("it still says no camera.", "App says no camera"),
        ("charged twice for my sub this month??", "Charged twice for sub"),
        ("the app keeps crashing, any ideas?", "App keeps crashing"),
        ("The app refuses to work on my iphone", "App refuses to work on iphone"),
        ("Doesnt work guys", "App doesn't work guys"),
    ],
)
def test_a_problem_told_in_real_words_is_an_incident(message: str, incident: str) -> None:
    assert _incidents([message]) == [incident]


@pytest.mark.parametrize(
    "message",
    [
        "should I reinstall the app?",
        "is the app crashing for anyone else?",
        "I'm not using it anymore",
    ],
)
def test_questions_and_choices_are_no_incident(message: str) -> None:
    assert _incidents([message]) == []


def test_a_bare_failure_after_a_step_in_hand_settles_the_step_not_a_new_problem() -> None:
    memories = converse(["my printer is offline", "I restarted it", "it did not work"])
    assert attempts(memories) == {"Restart printer": "failed"}  # "it": the printer
    assert [m.text for m in memories if m.type is MemoryType.INCIDENT] == ["Printer offline"]


def test_got_a_crash_is_what_happened_not_a_purchase() -> None:
    memories = converse(["Installed 52.1 and got a crash on start."])
    assert _incidents(["Installed 52.1 and got a crash on start."]) == ["Got crash on start"]
    # the crash is no step of its own; whether the install the problem began with is one
    # ("i updated the app and now it crashes" is none) is the step check's call
    assert not any("crash" in text.lower() for text in attempts(memories))
    assert set(attempts(memories)) <= {"Install 52.1"}


def test_an_update_before_a_fresh_problem_is_its_cause() -> None:
    memories = converse(["After firmware update, this app seems not working."])
    assert attempts(memories) == {}
    assert [m.text for m in memories if m.type is MemoryType.INCIDENT] == ["App seems not working"]


def test_an_update_the_problem_outlived_failed() -> None:
    memories = converse(["After updating the firmware it still doesn't work"])
    assert attempts(memories) == {"Update firmware": "failed"}


@pytest.mark.parametrize(
    ("message", "incident"),
    [
        ("I tried activating my card and it didn't work", "Cannot activate card"),
        ("I tried entering my passcode and it isn't working.", "Cannot enter passcode"),
        ("I tried verifying my ID, but it won't let me.", "Cannot verify ID"),
    ],
)
def test_a_task_that_failed_names_the_problem(message: str, incident: str) -> None:
    memories = converse([message])
    assert [m.text for m in memories if m.type is MemoryType.INCIDENT] == [incident]
    assert attempts(memories) == {}  # the task is the problem, no step (test_tasks_are_problems)


def test_a_fix_that_did_not_help_names_no_problem() -> None:
    memories = converse(["I tried restarting it, no luck"])
    assert [m for m in memories if m.type is MemoryType.INCIDENT] == []
    assert attempts(memories) == {"Restart application": "failed"}


def test_a_try_repeated_is_a_step_even_about_money() -> None:
    memories = converse(
        ["I have tried transferring money numerous times. All I keep getting is an error message."]
    )
    assert attempts(memories) == {"Transfer money numerous times": "failed"}


def test_calling_support_however_often_is_no_step() -> None:
    assert attempts(converse(["I tried calling support 5 times"])) == {}


def test_a_run_on_message_without_punctuation_is_read_clause_by_clause() -> None:
    memories = converse(
        [
            "hello i am having problem with the application it is not opening since two days "
            "i have uninstall and install again but same problem is coming"
        ]
    )
    assert "App is not opening" in [m.text for m in memories if m.type is MemoryType.INCIDENT]
    found = attempts(memories)  # "install again" is the step's second half, no good news
    assert list(found.values()) == ["failed"] and next(iter(found)).startswith("Uninstall")


def test_a_relative_clause_in_a_run_on_is_not_split() -> None:
    memories = converse(
        [
            "phone kept restarting so i uninstalled the battery saver app i got last week and its "
            "stopped restarting"
        ]
    )
    assert attempts(memories) == {"Uninstall battery saver app": "worked"}


def test_a_card_that_works_at_the_shops_is_a_diagnostic_not_a_fix() -> None:
    memories = converse(
        ["my bank card keeps getting rejected on your site but it works at the shops"]
    )
    assert [m.status.value for m in memories if m.type is MemoryType.INCIDENT and m.status] == [
        "open"
    ]


def test_another_device_that_connects_fine_fixes_nothing() -> None:
    memories = converse(
        ["laptop wont connect to any wifi after windows update. phone connects fine"]
    )
    assert attempts(memories) == {}
    assert [m.status.value for m in memories if m.type is MemoryType.INCIDENT] == ["open"]


def test_a_fix_that_lasted_an_hour_failed_and_cutting_out_is_no_step() -> None:
    memories = converse(
        [
            "hotspot keeps turning itself off",
            "turned off battery saver",
            "lasted like an hour then cut out again",
        ]
    )
    assert attempts(memories) == {"Turn off battery saver": "failed"}


def test_a_symptom_after_a_filler_word_is_no_step() -> None:
    memories = converse(["cant download my statements on the website, just spinning wheel forever"])
    assert attempts(memories) == {}
    assert "App spins wheel forever" in [m.text for m in memories if m.type is MemoryType.INCIDENT]


def test_many_things_found_online_name_no_step() -> None:
    assert attempts(converse(["tried many things online and it still doesn't register"])) == {}


def test_a_word_said_twice_in_speech_is_read_once() -> None:
    memories = converse(
        [
            "my internet keeps cutting out and ive ive restarted the router a bunch of times and "
            "it comes back for like ten minutes and then it goes again"
        ]
    )
    assert attempts(memories) == {"Restart router": "failed"}


def test_and_is_the_same_tells_a_result_it_asks_nothing() -> None:
    assert attempts(converse(["I have try also in the app and is the same"])) == {
        "Try in application": "failed"
    }


def test_a_good_state_in_contrast_to_a_problem_fixes_nothing() -> None:
    memories = converse(
        [
            "Graph view page does not work, but everything is normal in the graph view at "
            "the right sidebar."
        ]
    )
    assert [m.status.value for m in memories if m.type is MemoryType.INCIDENT] == ["open"]


def test_a_problem_that_stopped_is_still_a_fix_after_but() -> None:
    memories = converse(["The app kept crashing but it works now"])
    assert [m.status.value for m in memories if m.type is MemoryType.INCIDENT] == ["resolved"]


def test_a_change_the_problem_began_with_is_not_failed_by_a_later_sentence() -> None:
    memories = converse(
        [
            "After updating my system, I can no longer use the CLI to connect to any servers. "
            "I can still connect from windows dual booted on the same machine though."
        ]
    )
    assert attempts(memories) == {}


def test_has_no_effect_fails_both_steps_and_leaves_no_auxiliary_in_the_text() -> None:
    assert attempts(converse(["Killing the process tree and restarting has no effect."])) == {
        "Kill process tree": "failed",
        "Restart application": "failed",
    }


def test_a_run_on_does_not_split_after_now() -> None:
    memories = converse(
        [
            "Can't sign in, it says my account is locked.",
            "I reset my password through the email link and now I can get in.",
        ]
    )
    assert attempts(memories) == {"Reset password through email link": "worked"}


@pytest.mark.parametrize(
    ("message", "incident"),
    [
        ("I did a payment but the app cancelled it.", "App cancelled payment"),
        (
            "I read about the auto-top up function, but can't find it in the app.",
            "Cannot find auto-top up function in app",
        ),
        (
            "Is my card lost? I am still waiting for it to be delivered.",
            "Waits for card to be delivered",
        ),
        ("I bought a new router and can't connect to it", "Cannot connect to new router"),
    ],
)
def test_it_in_a_problem_names_the_thing_told_before(message: str, incident: str) -> None:
    memories = converse([message])
    assert [m.text for m in memories if m.type is MemoryType.INCIDENT] == [incident]


@pytest.mark.parametrize(
    ("message", "incident"),
    [
        (
            "It's been a week since you issued me a card and I still didn't get it. Should I "
            "keep waiting?",
            "Didn't get the card",
        ),
        ("app still says preparing", "App still says preparing"),
    ],
)
def test_a_failure_told_first_is_the_problem(message: str, incident: str) -> None:
    memories = converse([message])
    assert [(m.text, m.status.value) for m in memories if m.type is MemoryType.INCIDENT] == [
        (incident, "open")
    ]


def test_a_failure_after_a_step_is_its_outcome_not_a_new_problem() -> None:
    memories = converse(["restarted the router", "still didn't get it to connect"])
    assert [m for m in memories if m.type is MemoryType.INCIDENT] == []


def test_a_shouted_problem_is_read_as_a_problem_not_a_product() -> None:
    memories = converse(
        [
            "@VeloBank CARD DECLINED AT THE SUPERMARKET IN FRONT OF EVERYONE. there is money "
            "in the account. sort it out"
        ]
    )
    assert [(m.type.value, m.text) for m in memories] == [
        ("INCIDENT", "Card declined at supermarket in front of everyone")
    ]


def test_an_acronym_or_a_brand_in_capitals_is_no_shouting() -> None:
    memories = converse(["my HP LaserJet wont print"])
    assert [m.text for m in memories if m.type is MemoryType.INCIDENT] == [
        "HP LaserJet won't print"
    ]


def test_stopped_working_correctly_is_no_fix() -> None:
    memories = converse(
        [
            "All of my apps stopped working/installing correctly after upgrading. I've tried "
            "reinstalling but to no avail."
        ]
    )
    assert "worked" not in attempts(memories).values()
    assert [m.status.value for m in memories if m.type is MemoryType.INCIDENT] == ["open"]


@pytest.mark.parametrize(
    "message",
    [
        "printer wont scan to email anymore, says smtp error. printing is fine",
        "mobile data does not work on my phone. WLAN is working, I got an SMS.",
    ],
)
def test_where_things_work_beside_a_new_problem_resolves_nothing(message: str) -> None:
    memories = converse([message])
    assert [m.status.value for m in memories if m.type is MemoryType.INCIDENT] == ["open"]


def test_fine_now_still_resolves() -> None:
    memories = converse(["my wifi was dropping all evening. its fine now"])
    assert [m.status.value for m in memories if m.type is MemoryType.INCIDENT] == ["resolved"]


@pytest.mark.parametrize(
    ("message", "incident"),
    [
        # a passive "was charged" and "the code you sent" are no good result, they are the problem
        ("Hello, my debit card was charged 4 times", "Debit card charged 4 times"),
        (
            "the door code you sent doesnt open the door",
            "Door code you sent doesn't open door",
        ),
        ("The banking app logged me out again.", "Banking app logged me out"),
        ("I'm banned from the game and I never cheated", "Banned from game"),
        ("hi i lost my bank card yesterday at the station", "Lost bank card at station"),
        ("speaker not coming on with the tv anymore", "Speaker not coming on with tv"),
        ("the card was declined when I tried to use it", "Card declined when trying to use it"),
        ("the screen goes black when I plug it in", "Screen goes black when plugging it in"),
        (
            "charged $10 for the upgrade when I already paid $10",
            "Charged $10 for upgrade when I already paid $10",
        ),
        (
            "YOU JUST TOOK £89 FOR A RENEWAL I NEVER ASKED FOR",
            "You took £89 for renewal i never asked",
        ),
        (
            "the deposit of 900 euro is still blocked on my card",
            "Deposit of 900 euro is blocked on card",
        ),
        ("the bill is 38 euro extra for data roaming", "Bill 38 euro extra for data roaming"),
        (
            "my phone battery is draining really fast since the update 😭",
            "Phone battery drains really fast since update",
        ),
        (
            "the wifi has been worse than before since the upgrade",
            "Wifi has been worse than before since upgrade",
        ),
        ("on my new tablet the app asks me to pay again", "On new tablet app asks me to pay"),
    ],
)
def test_more_problems_told_in_real_words(message: str, incident: str) -> None:
    assert _incidents([message]) == [incident]


def test_losing_a_job_is_no_support_incident() -> None:
    assert _incidents(["I just lost my job and need to pause the subscription"]) == []


@pytest.mark.parametrize(
    ("message", "incidents"),
    [
        ("I can't.", []),
        ("I thought it would let me add the widget but it didn't.", []),
        ("i went back to my pc after a while and noticed a lot of ads", ["A lot of ads"]),
    ],
)
def test_words_that_name_nothing_are_no_incident(message: str, incidents: list[str]) -> None:
    assert _incidents([message]) == incidents


def test_good_news_with_a_symptom_word_denied_is_still_good_news() -> None:
    memories = converse(
        ["phone keeps crashing", "turned off roaming and haven't had a crash since"]
    )
    assert attempts(memories) == {"Turn off roaming": "worked"}


def test_an_emoji_ends_a_sentence_in_chat() -> None:
    """ "no email 😬 refreshed a bunch": the emoji is a full stop, so the step is not glued
    to the problem, and no incident text carries the emoji."""
    memories = converse(
        [
            "paid for the tickets an hour ago but no confirmation email 😬 refreshed a bunch, "
            "still nothing"
        ]
    )
    assert attempts(memories) == {"Refresh application": "failed"}
    incidents = [m.text for m in memories if m.type is MemoryType.INCIDENT]
    assert any("confirmation email" in text.lower() for text in incidents)
    assert not any("😬" in text or "refresh" in text.lower() for text in incidents)


def test_what_a_thing_keeps_doing_after_and_is_no_step() -> None:
    assert attempts(converse(["the tablet keeps freezing and restarting since the update"])) == {}
    assert _incidents(["the tablet keeps freezing and restarting since the update"]) == [
        "Tablet keeps freezing and restarting since update"
    ]


def test_a_change_that_resulted_in_something_is_no_result_step() -> None:
    memories = converse(["I tried raising the buffer size, which resulted in fewer dropouts."])
    assert list(attempts(memories)) == ["Raise buffer size"]
    assert attempts(converse(["I raised a ticket with the bank last week"])) == {}


@pytest.mark.parametrize(
    ("text", "pieces"),
    [
        ("no email 😬 refreshed a bunch", ["no email ", "refreshed a bunch"]),
        ("ok 👍👍 thanks 🙏", ["ok ", "thanks 🙏"]),
        ("Settings → Privacy → Reset", ["Settings → Privacy → Reset"]),  # arrows join
        ("café crème is cold", ["café crème is cold"]),  # letters are no emoji
    ],
)
def test_emoji_cut_a_text_where_words_follow(text: str, pieces: list[str]) -> None:
    assert after_emoji(text) == pieces


def test_a_problem_that_starts_with_no_keeps_its_no() -> None:
    incidents = [
        m.text
        for m in converse(["Wifi drops every evening and no clients can connect."])
        if m.type is MemoryType.INCIDENT
    ]
    assert "No clients can connect" in incidents


def test_an_order_whose_tracking_is_stuck_is_the_problem_not_a_step() -> None:
    memories = converse(
        ["Ordered a blender on the 3rd, tracking still says label created. Its been 9 days"]
    )
    assert attempts(memories) == {}
    incidents = [m.text for m in memories if m.type is MemoryType.INCIDENT]
    assert len(incidents) == 1 and "label created" in incidents[0]


@pytest.mark.parametrize(
    ("message", "incident"),
    [
        (
            "I'm experiencing a recurring issue with the Hue bridge dropping off the network",
            "Recurring issue with Hue bridge dropping off network",
        ),
        (
            "Recently ran into a weird bug where the export dialog freezes",
            "Weird bug where export dialog freezes",
        ),
        ("We're facing a problem with the invoice emails", "Problem with invoice emails"),
    ],
)
def test_meeting_the_problem_is_not_part_of_its_text(message: str, incident: str) -> None:
    found = [m.text for m in converse([message]) if m.type is MemoryType.INCIDENT]
    assert found == [incident]


def test_a_problem_named_only_as_an_issue_is_no_incident() -> None:
    assert not [m for m in converse(["We are facing an issue."]) if m.type is MemoryType.INCIDENT]


@pytest.mark.parametrize(
    "follow_up",
    ["happens on my ipad too so probably not the phone", "It happens on my TV as well."],
)
def test_the_same_problem_elsewhere_is_no_new_incident(follow_up: str) -> None:
    found = converse([f"the app crashes whenever i open the camera tab. {follow_up}"])
    assert [m.text for m in found if m.type is MemoryType.INCIDENT] == [
        "App crashes when opening camera tab"
    ]


def test_broadband_crawling_is_a_problem() -> None:
    memories = converse(["our broadband has been crawling for 2 weeks, speed test says 3mbps"])
    problems = [m.text for m in memories if m.type is MemoryType.INCIDENT]
    assert len(problems) == 1 and problems[0].startswith("Broadband crawl")
