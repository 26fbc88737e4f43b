"""Problems that stored nothing (read in dev and tried as a new user would, thirty-seventh
session): a service or supply said bare ("no data since i landed in spain", "no 4g", "no hot
water"), one earbud "quiet compared to the right", "still getting ads after every lesson", a
wrong item told with a comma or "you sent me", "WHERE IS MY REFUND", "they've got no booking
under my name", two bills for one month, a lock "very stiff"; and a voice run-on "no hot water
I pressed the reset button" splits before the press, whose "topped it up" tops up the
pressure; a bare "no hot water" after the boiler's fault is one incident with it; "checked
with neighbours, number 12 had it" worked (they had it); "wired is just as slow" fails the
wired try; "like someone said on reddit" is no part of a step; "the thing is" leads a problem;
a room "not cleaned" is a fault.

The messages here are written for these tests."""

from __future__ import annotations

from helpers import attempts, converse, incident_texts, incidents

from support_memory.extraction.problems.symptoms import has_symptom


def test_a_service_said_bare_is_missing() -> None:
    assert has_symptom("no 4g since the update")
    assert has_symptom("no mobile data")
    assert not has_symptom("there is no service charge on this account")
    memories = converse(
        ["hi no data since i landed in spain. roaming is on in settings. calls n texts work fine."]
    )
    assert incidents(memories) == {"No data since i landed in spain": "open"}


def test_one_side_quieter_than_the_other_is_a_fault() -> None:
    memories = converse(["left earbud is sooo quiet compared to the right. galaxy buds2."])
    assert incident_texts(memories) == ["Left earbud quiet compared to right"]


def test_still_getting_ads_is_a_fault() -> None:
    assert has_symptom("still receiving letters for the old tenant")
    memories = converse(["i paid for premium but im still getting ads after every lesson"])
    assert incidents(memories) == {"Ads": "open"}


def test_a_wrong_item_told_with_a_comma_or_you_sent_me() -> None:
    assert incident_texts(converse(["Ordered size 10 trainers, got a kids size 6 sandal."])) == [
        "Ordered size 10 trainers got kids size 6 sandal"
    ]
    memories = converse(["I ordered a blue kettle and they sent me the wrong one"])
    assert attempts(memories) == {}
    assert set(incidents(memories).values()) == {"open"}
    assert converse(["I ordered it on monday and you sent it on friday"]) == []


def test_where_is_my_refund_is_a_thing_owed() -> None:
    assert incident_texts(converse(["WHERE IS MY REFUND. 3 WEEKS. THREE. order 5512"])) == [
        "Refund not received"
    ]
    assert incident_texts(converse(["where's my engineer, was meant to be here at 8"])) == [
        "Engineer not arrived"
    ]


def test_no_booking_under_my_name_is_a_fault() -> None:
    assert has_symptom("they've got no booking under my name")


def test_two_bills_for_one_month_and_a_stiff_lock_are_faults() -> None:
    memories = converse(["My mum (82) has been sent two bills for the same month."])
    assert incident_texts(memories) == ["Mum has been sent two bills for same month"]
    memories = converse(
        ["Hello, the lock on my front door is very stiff and the key sometimes does not turn."]
    )
    assert "Lock on front door is very stiff" in incident_texts(memories)


def test_a_voice_run_on_splits_before_the_press_and_tops_up_the_pressure() -> None:
    memories = converse(
        [
            "boiler display says F1 no heating no hot water I pressed the reset button twice "
            "didnt do anything then I looked at the pressure gauge it was on like 0.3 so I topped "
            "it up with the little blue tap to 1.5 and pressed reset again and its firing up now"
        ]
    )
    assert attempts(memories)["Press reset button"] == "failed"
    assert attempts(memories)["Top up pressure with little blue tap to 1.5"] == "worked"
    assert incidents(memories) == {"Boiler display says F1 no heating no hot water": "resolved"}


def test_no_hot_water_after_the_boilers_fault_is_one_incident() -> None:
    memories = converse(["My boiler is showing F28 since this morning, no hot water."])
    assert incident_texts(memories) == ["Boiler is showing F28 since this morning"]
    # with no fault of a supplier named before it, it is a problem of its own
    assert "No data" in incident_texts(converse(["just landed in lisbon and no data at all"]))


def test_checked_with_the_neighbours_who_had_it_worked() -> None:
    memories = converse(
        [
            "Hi my parcel is showing as delivered but I havent got it. Going to check with my "
            "neighbours later",
            "Checked with neighbours, number 12 had it. All good",
        ]
    )
    assert attempts(memories) == {"Check with neighbours": "worked"}
    assert set(incidents(memories).values()) == {"resolved"}


def test_just_as_slow_fails_the_try() -> None:
    memories = converse(
        [
            "Internet is slow in the evenings. I'm going to try a wired connection to see if it's "
            "the wifi.",
            "Wired is just as slow so its not the wifi",
        ]
    )
    assert attempts(memories) == {"Try wired connection": "failed"}
    assert set(incidents(memories).values()) == {"open"}


def test_like_someone_said_on_reddit_is_no_part_of_the_step() -> None:
    memories = converse(
        [
            "my laptop wont connect to the wifi",
            "ok so i updated the wifi driver like someone said on reddit and that sorted it",
        ]
    )
    assert attempts(memories) == {"Update wifi driver": "worked"}


def test_the_thing_is_leads_a_problem() -> None:
    memories = converse(
        [
            "ok so um the thing is the app keeps saying my card is declined but like I've checked "
            "with my bank"
        ]
    )
    assert incident_texts(memories) == ["App keeps saying card is declined"]


def test_a_room_not_cleaned_is_a_fault_and_a_clean_one_is_not() -> None:
    assert has_symptom("the room wasn't cleaned properly")
    assert has_symptom("the sheets were filthy")
    assert not has_symptom("the room was clean and ready")
    memories = converse(
        [
            "Dear Sir or Madam, I am writing to complain about my recent stay at your Bristol "
            "hotel. On arrival the room was not cleaned and the bathroom had hair in the sink."
        ]
    )
    assert incident_texts(memories) == ["Room was not cleaned"]
