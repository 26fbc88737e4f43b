"""RuleExtractor end to end: the spec's rules, the one-shot message, follow-ups, history."""

from __future__ import annotations

import pytest
from helpers import CUSTOMER, attempts, converse, states

from factories import FixedClock, attempt, incident, profile
from support_memory.extraction.rules import RuleExtractor
from support_memory.models import MemoryType


def test_spec_reference_conversation() -> None:
    memories = converse(
        [
            "My Acme PDF Suite crashes on large PDF upload.",
            "I restarted it but that did not help.",
            "Cleared the cache, still crashing.",
            "Updated the app and it fixed it.",
        ]
    )
    assert states(memories) == {
        ("INCIDENT", "App crashes on large PDF upload", "resolved"),
        ("ATTEMPT", "Restart application", "failed"),
        ("ATTEMPT", "Cleared application cache", "failed"),
        ("ATTEMPT", "Update application", "worked"),
        ("PROFILE", "Uses Acme PDF Suite", None),
    }
    crash = next(m for m in memories if m.type is MemoryType.INCIDENT)
    assert {m.incident_id for m in memories if m.type is MemoryType.ATTEMPT} == {crash.id}
    assert all(m.product == "Acme PDF Suite" and m.source == "rules" for m in memories)


def test_one_shot_message_gives_every_memory() -> None:
    memories = converse(
        [
            "My Acme PDF Suite crashes on large PDF upload. I restarted it and cleared the cache "
            "but neither helped. Updating the app fixed it."
        ]
    )
    assert ("INCIDENT", "App crashes on large PDF upload", "resolved") in states(memories)
    assert attempts(memories) == {
        "Restart application": "failed",
        "Cleared application cache": "failed",
        "Update application": "worked",
    }


def test_group_failure_covers_every_earlier_step() -> None:
    memories = converse(
        ["I rebooted the laptop, reset the router and swapped the cable. None of that worked."]
    )
    assert attempts(memories) == {
        "Reboot laptop": "failed",
        "Reset router": "failed",
        "Swap cable": "failed",
    }


def test_that_did_not_help_covers_only_the_nearest_step() -> None:
    memories = converse(
        ["I updated the driver and then I rolled back the update, that did not help."]
    )
    assert attempts(memories)["Roll back update"] == "failed"
    assert attempts(memories)["Update driver"] == "in_progress"


def test_questions_wishes_and_negations_make_no_attempts() -> None:
    for message in (
        "Should I clear the cache?",
        "Is reinstalling safe?",
        "I haven't rebooted the router yet.",
        "I might try a factory reset tonight.",
        "I need to update the firmware at some point.",
    ):
        assert attempts(converse([message])) == {}, message


@pytest.mark.parametrize(
    ("message", "step"),
    [
        ("I'll try a factory reset tonight.", "Factory reset"),
        ("I am going to update the firmware later.", "Update firmware"),
        ("ok I'll try updating the firmware now", "Update firmware"),
        ("Let me try reinstalling the driver.", "Reinstall driver"),
        ("gonna restart the tv brb", "Restart tv"),
    ],
)
def test_plans_are_attempts_in_progress(message: str, step: str) -> None:
    assert attempts(converse([message])) == {step: "in_progress"}


def test_a_plan_is_settled_by_the_result_told_later() -> None:
    memories = converse(
        ["The wifi keeps dropping.", "I'll try updating the firmware now.", "That worked!"]
    )
    assert attempts(memories) == {"Update firmware": "worked"}


def test_third_parties_and_their_outcomes_are_not_the_customers() -> None:
    memories = converse(["My brother reinstalled his copy and it worked for him."])
    assert attempts(memories) == {}


def test_support_advice_the_customer_followed_is_an_attempt() -> None:
    memories = converse(["Your colleague told me to reset the sync token and that fixed it."])
    assert attempts(memories) == {"Reset sync token": "worked"}


def test_in_progress_work() -> None:
    memories = converse(["I'm reinstalling the printer software at the moment."])
    assert attempts(memories) == {"Reinstall printer software": "in_progress"}


def test_neutral_past_action_is_in_progress_until_a_follow_up_settles_it() -> None:
    memories = converse(["The scanner shows offline.", "I unplugged the scanner."])
    assert attempts(memories) == {"Unplug scanner": "in_progress"}
    memories = converse(
        ["The scanner shows offline.", "I unplugged the scanner.", "Still offline."]
    )
    assert attempts(memories) == {"Unplug scanner": "failed"}
    assert [m.text for m in memories if m.type is MemoryType.INCIDENT] == ["Scanner shows offline"]


def test_follow_up_success_settles_the_step_and_resolves_the_incident() -> None:
    memories = converse(
        ["The scanner shows offline.", "I unplugged the scanner.", "That fixed it!"]
    )
    assert states(memories) >= {
        ("ATTEMPT", "Unplug scanner", "worked"),
        ("INCIDENT", "Scanner shows offline", "resolved"),
    }


def test_follow_up_is_returned_as_an_update_built_with_evolve() -> None:
    clock = FixedClock()
    step = attempt(
        CUSTOMER, "Unplug scanner", "in_progress", created_at="2026-01-01T00:00:00.000000Z"
    )
    extraction = RuleExtractor(clock=clock).extract(CUSTOMER, "That did not help.", [step])
    assert extraction.new == []
    [updated] = extraction.updated
    assert updated.id == step.id and updated.outcome == "failed"
    assert updated.updated_at > step.updated_at


def test_it_works_now_resolves_the_open_incident() -> None:
    problem = incident(CUSTOMER, "Printer shows offline")
    extraction = RuleExtractor().extract(CUSTOMER, "It works now, thanks!", [problem])
    assert [(m.id, m.status) for m in extraction.updated] == [(problem.id, "resolved")]


def test_recurrence_reopens_the_resolved_incident_instead_of_duplicating_it() -> None:
    crash = incident(CUSTOMER, "App crashes on large PDF upload", "resolved")
    extraction = RuleExtractor().extract(
        CUSTOMER, "The application is crashing again when I upload a PDF.", [crash]
    )
    assert extraction.new == []
    assert [(m.id, m.status) for m in extraction.updated] == [(crash.id, "open")]


def test_attempts_link_to_the_newest_open_incident_in_history() -> None:
    problem = incident(CUSTOMER, "Sync stuck at 80%")
    extraction = RuleExtractor().extract(
        CUSTOMER, "I signed out of the client, no change.", [problem]
    )
    [step] = extraction.new
    assert step.text == "Sign out of client" and step.incident_id == problem.id


def test_profile_facts_are_not_duplicated() -> None:
    known = profile(CUSTOMER, "Uses Windows 11")
    extraction = RuleExtractor().extract(CUSTOMER, "I'm on Windows 11 and a Dell laptop.", [known])
    assert [m.text for m in extraction.new] == ["Uses a Dell laptop"]


def test_product_comes_from_the_profile_when_the_message_names_none() -> None:
    known = profile(CUSTOMER, "Uses Acme PDF Suite", product="Acme PDF Suite")
    extraction = RuleExtractor().extract(CUSTOMER, "Reinstalling it did nothing.", [known])
    [step] = extraction.new
    assert (step.text, step.outcome, step.product) == (
        "Reinstall application",
        "failed",
        "Acme PDF Suite",
    )


def test_greetings_thanks_and_billing_make_nothing() -> None:
    for message in (
        "Hello!",
        "Thanks a lot, have a nice day.",
        "Can I get a receipt for my last payment?",
    ):
        assert converse([message]) == [], message


def test_checking_that_finds_nothing_is_a_failed_step() -> None:
    assert attempts(converse(["I looked for driver updates and there were none."])) == {
        "Look for driver updates": "failed"
    }


def test_fresh_symptom_after_a_step_fails_it_and_names_the_incident() -> None:
    memories = converse(["I reinstalled the app and now it won't open at all."])
    assert ("ATTEMPT", "Reinstall application", "failed") in states(memories)
    assert any(m.type is MemoryType.INCIDENT and "open" in m.text.lower() for m in memories)


def test_coordinated_verbs_share_their_object() -> None:
    assert attempts(converse(["I unpaired and re-paired the headset, no difference."])) == {
        "Unpair and re-pair headset": "failed"
    }
