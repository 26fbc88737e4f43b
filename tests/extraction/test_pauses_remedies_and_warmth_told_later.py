"""Read in round 55 (moved into dev) and tried as a new user would (thirty-eighth session):
"Once I connected the Mavic directly I had no issues at all" worked; "insted" is "instead";
", maybe 300," is no item of a list; "Want replacement not refund" and "Courier took broken
one Tuesday" are no problems; low water pressure and a shower "barely a trickle" are; a
spoken "um" before "the landlord" ends the clause; "like the lady on the phone said" is no
part of a step; "within half an hour every radiator upstairs was hot" is good news of the
cold radiators told in an earlier message; "the display shows no error" is a clean check.

The messages here are written for these tests."""

from __future__ import annotations

from helpers import attempts, converse, incident_texts, incidents, polarity

from support_memory.extraction.language.informal import repair
from support_memory.extraction.problems.symptoms import has_symptom, tells_no_fault
from support_memory.models import Outcome


def test_once_i_did_it_i_had_no_issues_credits_the_step() -> None:
    assert polarity("I had no issues at all") is Outcome.WORKED
    assert polarity("I had no issues before the update") is None
    for told in (
        "the flash never starts. Once I connected the Mavic directly I had no issues at all.",
        "the flash never starts. After I connected the Mavic directly I had no issues.",
    ):
        memories = converse([told])
        assert attempts(memories) == {"Connect Mavic directly": "worked"}, told
        assert incidents(memories) == {"Flash never starts": "resolved"}, told


def test_a_misspelt_instead_is_read() -> None:
    memories = converse(
        [
            "app wont accept my promo code, keeps saying code not valid.",
            "weird, tried it on the website on my laptop insted and it went thru first time",
        ]
    )
    assert attempts(memories) == {"Try on website on laptop": "worked"}


def test_a_count_told_in_passing_is_no_item_of_the_list() -> None:
    memories = converse(
        [
            "My phone say storage is full. I deleted many photos and videos, maybe 300, but still"
            " it say full."
        ]
    )
    assert attempts(memories) == {"Delete many photos": "failed", "Delete videos": "failed"}


def test_the_remedy_asked_for_and_the_faulty_one_collected_are_no_problems() -> None:
    assert tells_no_fault("want replacement not refund.")
    assert tells_no_fault("i want a refund not a replacement")
    assert tells_no_fault("courier took broken one tuesday.")
    memories = converse(
        [
            "TV delivered today. Box crushed one corner. Opened it, screen cracked bottom left."
            " Order 7730144. Photos taken. Want replacement not refund.",
            "Courier took broken one Tuesday. Replacement came Thursday. Set up, works. Done,"
            " thanks.",
        ]
    )
    assert "Want replacement not refund" not in incident_texts(memories)
    assert "Courier took broken one Tuesday" not in incident_texts(memories)
    assert incidents(memories)["Screen cracked bottom left"] == "resolved"


def test_low_water_pressure_and_a_trickle_are_faults() -> None:
    assert has_symptom("the water pressure in the flat is really low")
    assert has_symptom("the shower's barely a trickle")
    assert not has_symptom("the pressure gauge is at 1.2")


def test_a_spoken_pause_before_a_party_ends_the_clause() -> None:
    assert repair("the shower's barely a trickle um the landlord sent a plumber") == (
        "the shower's barely a trickle, the landlord sent a plumber"
    )
    assert repair("i did the um the reset") == "i did the reset"  # a stutter, no pause
    memories = converse(
        [
            "hi um so the water pressure in the flat is really low like the shower's barely a"
            " trickle um the landlord sent a plumber on tuesday and he changed some valve under"
            " the sink but it's still the same so yeah",
            "right um i ran all the taps for five minutes like the lady on the phone said and"
            " it's back to normal now must've been air in the pipes or something so yeah sorted",
        ]
    )
    assert attempts(memories) == {"Run taps": "worked"}
    assert list(incidents(memories).values()) == ["resolved"]


def test_warmth_back_in_a_later_message_settles_the_cold_radiators() -> None:
    memories = converse(
        [
            "The boiler itself seems fine (hot water is normal and the display shows no error)"
            " but the radiators upstairs stay cold. Over the weekend I bled all three upstairs"
            " radiators with the key, but an hour later they were still cold.",
            "Quick update: I reset the timer on the thermostat to factory settings and set the"
            " programme again, and within half an hour every radiator upstairs was hot. So it"
            " was the timer after all.",
        ]
    )
    assert incidents(memories) == {"Radiators upstairs stay cold": "resolved"}
    done = attempts(memories)
    assert done["Reset timer on thermostat to factory settings"] == "worked"
    assert done["Set programme"] == "worked"
    assert [o for text, o in done.items() if text.startswith("Bleed")] == ["failed"]


def test_a_workaround_told_in_the_passive() -> None:
    memories = converse(
        [
            "While connected to VPN, switching from mobile to wifi blocks internet access. To"
            " restore, the VPN must be disabled and re-enabled."
        ]
    )
    assert attempts(memories) == {"Disable and re-enable VPN": "worked"}
    assert set(incidents(memories).values()) == {"open"}


def test_a_call_planned_is_made_when_the_customer_spoke_to_them() -> None:
    memories = converse(
        [
            "charged twice for same order. Gonna ring my bank in the morning",
            "spoke to bank, they say one is a pre-auth and shoud drop off in 3-5 working days."
            " both still showing.",
        ]
    )
    assert attempts(memories) == {"Call bank in morning": "failed"}
    assert incident_texts(memories) == ["Charged twice for same order"]


def test_a_pending_charge_not_dropped_off_is_the_problem_still_there() -> None:
    assert polarity("so no its not dropped off") is None  # no good news of a drop-out gone
    assert tells_no_fault("so no its not dropped off")
    memories = converse(
        [
            "I was charged twice for the same order last night. Gonna ring my bank in the"
            " morning to see if its just pending",
            "spoke to bank, they say one is a pre-auth and should drop off in 3-5 working days."
            " its been 6 days and both still showing. so no its not dropped off.",
        ]
    )
    assert list(incidents(memories).values()) == ["open"]
    assert list(attempts(memories).values()) == ["failed"]
