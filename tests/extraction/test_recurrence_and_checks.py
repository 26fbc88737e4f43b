"""A solved problem told again in other words, checks that find all well, take-backs."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, states

from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.models import Outcome

SOLVED = ["The tablet keeps asking me to update Chrome.", "Clearing Chrome's data fixed it."]


def test_a_solved_problem_asked_again_reopens() -> None:
    memories = converse([*SOLVED, "Now it's asking me to update Chrome again."])
    assert ("INCIDENT", "Tablet keeps asking me to update Chrome", "open") in states(memories)


def test_a_good_state_again_keeps_a_negated_problem_solved() -> None:
    memories = converse(
        ["The scanner won't scan.", "A reboot fixed it.", "It scans again, thanks."]
    )
    assert ("INCIDENT", "Scanner won't scan", "resolved") in states(memories)


def test_a_symptom_again_is_no_success() -> None:
    signal = detect_outcome("the speakers are buzzing again")
    assert signal is None or signal.polarity is Outcome.FAILED


def test_a_check_that_finds_all_well_fixed_nothing() -> None:
    result = attempts(
        converse(["The dock won't charge my laptop.", "I checked the fuse, it's fine."])
    )
    assert result == {"Check fuse": "failed"}
    found = attempts(converse(["The dock won't charge.", "I checked the plug, it's seated right."]))
    assert found == {"Check plug": "failed"}


def test_a_follow_up_that_takes_its_good_news_back() -> None:
    memories = converse(
        [
            "The radio keeps hissing.",
            "I moved the antenna.",
            "Better, but it still hisses at night.",
        ]
    )
    assert ("ATTEMPT", "Move antenna", "failed") in states(memories)
    assert ("INCIDENT", "Radio keeps hissing", "open") in states(memories)


def test_more_problem_phrasings() -> None:
    memories = converse(["Receipts print in Chinese instead of English."])
    assert any(m.type.value == "INCIDENT" for m in memories)
    assert any(m.type.value == "INCIDENT" for m in converse(["My trial expired too early."]))


def test_good_for_an_hour_and_counting_is_a_fix() -> None:
    for clause in ("it's been stable for two days", "it has been on for an hour"):
        signal = detect_outcome(clause)
        assert signal is not None and signal.polarity is Outcome.WORKED, clause
    signal = detect_outcome("it was fine for an hour")
    assert signal is None or signal.polarity is not Outcome.WORKED


def test_not_hearing_the_noise_since_is_a_fix() -> None:
    signal = detect_outcome("haven't heard a single beep since")
    assert signal is not None and signal.polarity is Outcome.WORKED


def test_fetching_then_using_it_is_one_step() -> None:
    result = attempts(converse(["I downloaded the new firmware and installed it, no change."]))
    assert result == {"Download new firmware and install": "failed"}


def test_putting_it_back_somewhere_joins_the_step_before() -> None:
    result = attempts(converse(["I removed the mailbox and added it again via Settings, nope."]))
    assert result == {"Remove mailbox and add again via settings": "failed"}


def test_that_did_not_do_it_before_a_new_fix() -> None:
    memories = converse(
        [
            "The tablet won't sync.",
            "I toggled sync off and on.",
            "That didn't do it, but turning off data saver did.",
        ]
    )
    assert ("ATTEMPT", "Toggle sync off and on", "failed") in states(memories)
    assert ("ATTEMPT", "Turn off data saver", "worked") in states(memories)
    assert detect_outcome("I didn't do it yet") is None


def test_a_named_subject_working_now_is_good_news() -> None:
    signal = detect_outcome("Siri controls the lights now")
    assert signal is not None and signal.polarity is Outcome.WORKED


def test_a_symptom_gerund_still_there_fails_the_steps() -> None:
    memories = converse(["The speaker hums.", "I swapped the cable. Humming is still there."])
    assert attempts(memories) == {"Swap cable": "failed"}


def test_stuck_is_a_state_not_a_step() -> None:
    assert attempts(converse(["The tablet won't start, stuck on the logo."])) == {}


def test_a_thing_doing_its_job_plainly_is_good_news() -> None:
    for clause in ("it mows again", "the pump runs fine", "it shows the right balance now"):
        signal = detect_outcome(clause)
        assert signal is not None and signal.polarity is Outcome.WORKED, clause
    for clause in ("it restarts again", "it stops again"):
        signal = detect_outcome(clause)
        assert signal is None or signal.polarity is not Outcome.WORKED, clause


def test_adding_it_again_while_in_progress_is_one_step() -> None:
    memories = converse(["I'm now removing the mailbox and adding it again."])
    assert attempts(memories) == {"Remove mailbox and re-add": "in_progress"}


def test_dim_and_unreachable_are_problems() -> None:
    for message in ("The screen is dim at full brightness.", "The hub says device unreachable."):
        assert any(m.type.value == "INCIDENT" for m in converse([message])), message


@pytest.mark.parametrize(
    "follow_up",
    [
        "Hmm, it only worked until the next restart. Back at the start again.",
        "ugh that only lasted till the next reboot",
    ],
)
def test_a_fix_that_only_held_until_the_next_restart_did_not_last(follow_up: str) -> None:
    memories = converse([*SOLVED, follow_up])
    assert ("ATTEMPT", "Clear Chrome's data", "failed") in states(memories)
    assert ("INCIDENT", "Tablet keeps asking me to update Chrome", "open") in states(memories)


def test_a_step_that_worked_until_the_next_restart_in_one_message_failed() -> None:
    found = attempts(converse(["Reset the hub, it worked until the next reboot"]))
    assert found == {"Reset hub": "failed"}
