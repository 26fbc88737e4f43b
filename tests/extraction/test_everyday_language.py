"""Everyday support phrasing the rule extractor must read (regressions for general rules)."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, states

from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.models import Outcome


@pytest.mark.parametrize(
    "clause",
    [
        "the speaker came back",
        "the status light came on",
        "now my coworkers can see my screen",
        "pages open instantly",
        "the glitch is gone",
        "the crackling no longer happens",
        "it hasn't prompted since",
        "it's been totally stable since",
        "that did help",
        "the backups all synced",
    ],
)
def test_everyday_success(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is not None and signal.polarity is Outcome.WORKED


@pytest.mark.parametrize(
    "clause",
    [
        "the warning came back",
        "it's exactly the same",
        "the code never arrived",
        "it's not fine",
        "it helped for a few minutes",
        "that fixed it temporarily",
        "rebooting sorted it for a day",
    ],
)
def test_everyday_failure_or_no_fix(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is None or signal.polarity is Outcome.FAILED


def test_now_i_cannot_is_a_new_problem_not_a_success() -> None:
    memories = converse(["Changing the PIN worked but now I can't unlock the tablet."])
    assert attempts(memories) == {"Change PIN": "worked"}
    assert any(m.type.value == "INCIDENT" and "unlock" in m.text.lower() for m in memories)


def test_a_device_coming_back_credits_the_steps() -> None:
    memories = converse(["I unplugged the hub, plugged it back in, and the keyboard came back."])
    assert set(attempts(memories).values()) == {"worked"}


def test_temporary_fix_is_not_a_fix() -> None:
    memories = converse(["Clearing the cookies helped for a bit but the problem came back."])
    assert attempts(memories) == {"Clear cookies": "failed"}
    assert ("ATTEMPT", "Clear cookies", "failed") in states(memories)


def test_fronted_time_clause_without_comma_is_a_step_and_its_outcome() -> None:
    memories = converse(["As soon as I switched off the proxy the page loaded."])
    assert attempts(memories) == {"Switch off proxy": "worked"}


def test_cleft_outcome_before_the_action() -> None:
    memories = converse(["What finally solved it was resetting the router."])
    assert attempts(memories) == {"Reset router": "worked"}


def test_after_clause_of_a_symptom_is_context_not_a_step() -> None:
    memories = converse(["The scanner isn't recognised after I connected the hub."])
    assert attempts(memories) == {}
    assert any(m.type.value == "INCIDENT" for m in memories)


def test_partial_success_taken_back_in_the_same_sentence_fails_the_step() -> None:
    memories = converse(["I flushed the DNS and it kind of works now, but pages are still slow."])
    assert attempts(memories) == {"Flush DNS": "failed"}


def test_group_failure_is_an_outcome_not_an_incident() -> None:
    memories = converse(["I rebooted and emptied the temp folder. Both of those failed."])
    assert attempts(memories) == {"Reboot": "failed", "Empty temp folder": "failed"}
    assert not any(m.type.value == "INCIDENT" for m in memories)


def test_outcome_words_leave_no_dangling_preposition() -> None:
    memories = converse(["I did reconnect the charger with zero improvement."])
    assert attempts(memories) == {"Reconnect charger": "failed"}


def test_named_thing_still_misbehaving_is_an_incident() -> None:
    memories = converse(["I changed the ink but the pages are still faint."])
    assert attempts(memories) == {"Change ink": "failed"}
    assert any(m.type.value == "INCIDENT" and "faint" in m.text.lower() for m in memories)


def test_not_doing_something_is_not_a_problem() -> None:
    memories = converse(["I didn't uninstall anything, I just logged out."])
    assert not any(m.type.value == "INCIDENT" for m in memories)


def test_incident_text_drops_sentence_adverbs_and_resolves_mine() -> None:
    memories = converse(["My wife updated the app on her tablet, but mine still shows error 4012."])
    incidents = [m.text for m in memories if m.type.value == "INCIDENT"]
    assert incidents == ["Tablet shows error 4012"]
    memories = converse(["Sadly the webcam still isn't detected."])
    assert [m.text for m in memories if m.type.value == "INCIDENT"] == ["Webcam isn't detected"]


def test_states_after_i_am_are_not_steps() -> None:
    assert attempts(converse(["I'm confused about the new layout."])) == {}


def test_running_an_os_or_version_is_a_profile_fact_not_a_step() -> None:
    memories = converse(["We're running Ubuntu 22.04 on a Dell laptop."])
    assert attempts(memories) == {}
    assert ("PROFILE", "Uses Ubuntu 22.04", None) in states(memories)
    assert attempts(converse(["I ran the Windows troubleshooter, no luck."])) == {
        "Run Windows troubleshooter": "failed"
    }


def test_vague_objects_are_not_steps() -> None:
    assert attempts(converse(["Tried all of your suggestions, none of them worked."])) == {}


def test_verb_it_again_is_the_re_verb() -> None:
    memories = converse(["I installed it again and it opens fine now."])
    assert attempts(memories) == {"Reinstall application": "worked"}


def test_self_contained_verbs_keep_a_pronoun_object() -> None:
    memories = converse(["Mouse keeps lagging.", "Unpaired it, seems fine now."])
    assert attempts(memories) == {"Unpair mouse": "worked"}  # "it" is the mouse of the problem


def test_two_word_verbs() -> None:
    memories = converse(["I hard reset the tablet and it's been stable since."])
    assert attempts(memories) == {"Hard reset tablet": "worked"}


def test_our_team_is_the_customers_own_setup() -> None:
    memories = converse(["Our team uses Dropbox on the Business plan."])
    assert ("PROFILE", "On Business plan", None) in states(memories)


def test_bare_verbs_in_a_list_are_separate_steps() -> None:
    memories = converse(["I've tried restarting, resetting and updating, nothing works."])
    assert attempts(memories) == {
        "Restart application": "failed",
        "Reset": "failed",
        "Update application": "failed",
    }


def test_a_repeated_step_with_again_is_a_step_not_a_success() -> None:
    assert detect_outcome("I opened it again") is None
    signal = detect_outcome("it synced again")
    assert signal is not None and signal.polarity is Outcome.WORKED


def test_what_a_tool_did_after_and_is_not_the_customers_step() -> None:
    memories = converse(["I ran chkdsk and it found and fixed two bad sectors, all good now."])
    assert attempts(memories) == {"Run chkdsk": "worked"}


@pytest.mark.parametrize(
    "clause",
    [
        "the slowdown is gone",
        "the error's gone",
        "now the reset emails come through",
        "so much better, thanks",
        "and now everything connects",
        "it turns on now",
    ],
)
def test_more_success_states(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is not None and signal.polarity is Outcome.WORKED


def test_verb_like_nouns_are_not_outcomes() -> None:
    memories = converse(["I've restarted the sync service twice now, no dice."])
    assert attempts(memories) == {"Restart sync service": "failed"}


def test_which_did_credits_the_step_before_it() -> None:
    memories = converse(["I rebooted, which didn't help, and then updated the BIOS, which did."])
    assert attempts(memories) == {"Reboot": "failed", "Update BIOS": "worked"}


def test_it_would_not_let_me_is_a_failure() -> None:
    memories = converse(["I tried deleting the profile but it wouldn't let me."])
    assert attempts(memories) == {"Delete profile": "failed"}


def test_everyday_use_in_a_good_state_settles_the_step_in_progress() -> None:
    memories = converse(
        ["Can't scan to email.", "I'm updating the firmware now.", "Scanning works!"]
    )
    assert attempts(memories) == {"Update firmware": "worked"}


def test_third_party_with_an_irregular_verb_keeps_the_step_theirs() -> None:
    memories = converse(["The engineer came round and swapped the router."])
    assert attempts(memories) == {}


def test_durations_are_dropped_from_step_texts() -> None:
    memories = converse(["Unplugged the router for 30 seconds, no change."])
    assert attempts(memories) == {"Unplug router": "failed"}


def test_latest_version_with_a_comma_is_a_profile_fact() -> None:
    memories = converse(["We're on the newest version, 3.9.2."])
    assert ("PROFILE", "Uses version 3.9.2", None) in states(memories)


def test_forgetting_a_device_and_charging_it_are_steps() -> None:
    memories = converse(["Forgot the network and rejoined it, no luck."])
    assert attempts(memories)["Forget network"] == "failed"
    memories = converse(["I charged it for an hour and it powers on now."])
    assert attempts(memories) == {"Charge": "worked"}
    assert attempts(converse(["They charged my card twice."])) == {}


def test_failed_step_with_a_detail_is_also_the_incident() -> None:
    memories = converse(["The driver update fails at 80% with error 0x1F."])
    assert ("ATTEMPT", "Update driver", "failed") in states(memories)
    assert any(m.type.value == "INCIDENT" and "0x1F" in m.text for m in memories)


def test_the_noun_of_an_earlier_step_settles_that_step() -> None:
    memories = converse(["I reset the modem but the reset did nothing."])
    assert attempts(memories) == {"Reset modem": "failed"}


def test_works_now_after_a_message_of_steps_credits_all_of_them() -> None:
    memories = converse(
        ["Webcam is blurry.", "I cleaned the lens and updated the camera driver.", "Works now!"]
    )
    assert attempts(memories) == {"Clean lens": "worked", "Update camera driver": "worked"}


def test_tried_a_list_of_things_is_one_try_each() -> None:
    memories = converse(["I tried a new cable and a different port, but neither helped."])
    assert attempts(memories) == {"Try new cable": "failed", "Try different port": "failed"}


@pytest.mark.parametrize(
    "clause",
    [
        "and that took care of it",
        "the sound quality improved",
        "it's syncing properly now",
        "the warnings cleared",
    ],
)
def test_success_by_improvement_and_care(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is not None and signal.polarity is Outcome.WORKED


def test_a_check_that_finds_it_empty_failed() -> None:
    memories = converse(["I checked the junk folder, it was empty."])
    assert attempts(memories) == {"Check junk folder": "failed"}


def test_adjectives_before_an_action_noun() -> None:
    memories = converse(["I did a complete reset but it keeps happening."])
    assert attempts(memories) == {"Complete reset": "failed"}
    assert not any(m.type.value == "INCIDENT" for m in memories)


def test_being_in_the_middle_of_a_step_is_in_progress() -> None:
    memories = converse(["I'm in the middle of reinstalling the drivers."])
    assert attempts(memories) == {"Reinstall drivers": "in_progress"}


def test_payment_details_are_not_troubleshooting() -> None:
    assert attempts(converse(["I updated my card details and it went through."])) == {}


def test_vague_lead_objects() -> None:
    assert attempts(converse(["I tried everything on the FAQ page, no luck."])) == {}
    assert attempts(converse(["I rebooted everything and it's working again."])) == {
        "Reboot": "worked"
    }


def test_feature_names_are_not_the_customers_product() -> None:
    memories = converse(["Face ID stopped working after the update."])
    assert any(m.type.value == "INCIDENT" and "Face ID" in m.text for m in memories)
    assert not any(m.type.value == "PROFILE" for m in memories)


def test_version_stated_with_is() -> None:
    assert ("PROFILE", "Uses version 4.0.1", None) in states(
        converse(["The software version is 4.0.1."])
    )


def test_fixed_it_by_doing_something() -> None:
    memories = converse(["I finally fixed it by unticking the proxy setting."])
    assert attempts(memories) == {"Untick proxy setting": "worked"}
    memories = converse(["We got it working by switching to the guest network."])
    assert attempts(memories) == {"Switch to guest network": "worked"}


def test_neither_did_x_fails_x() -> None:
    memories = converse(["Resetting the app didn't help and neither did clearing the history."])
    assert attempts(memories) == {"Reset application": "failed", "Clear history": "failed"}


def test_a_clean_report_is_a_failed_check_not_an_incident() -> None:
    memories = converse(["Ran the memory diagnostic and it reported no errors."])
    assert attempts(memories) == {"Run memory diagnostic": "failed"}
    assert not any(m.type.value == "INCIDENT" for m in memories)


@pytest.mark.parametrize(
    "clause",
    ["haven't had a single crash since", "re-pairing brought the sound back"],
)
def test_no_problem_since_and_brought_back(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is not None and signal.polarity is Outcome.WORKED


def test_time_limited_fix_for_today() -> None:
    memories = converse(["Restarting the router worked for today.", "It's down again."])
    assert attempts(memories) == {"Restart router": "failed"}


def test_power_cycled_and_followed_instructions() -> None:
    assert attempts(converse(["Power cycled the switch, no change."])) == {
        "Power-cycle switch": "failed"
    }
    memories = converse(["Followed your steps to reset the sync token - works!"])
    assert attempts(memories) == {"Reset sync token": "worked"}


def test_tried_the_steps_names_no_step() -> None:
    assert attempts(converse(["I tried the steps in the FAQ and they didn't work."])) == {}


def test_symptom_phrasings() -> None:
    for message, word in [
        ("The headset picks up a lot of static.", "static"),
        ("My tablet randomly shuts down when charging.", "shuts down"),
        ("The speaker only plays in mono.", "only plays"),
        ("Viewers see a black box instead of my slides.", "black box"),
    ]:
        incidents = [m.text for m in converse([message]) if m.type.value == "INCIDENT"]
        assert incidents and word in incidents[0].lower(), message
    assert not [
        m for m in converse(["There's no paper stuck inside."]) if m.type.value == "INCIDENT"
    ]
