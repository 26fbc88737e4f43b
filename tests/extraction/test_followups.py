"""Follow-up messages whose outcome comes before a new step of their own.

"That did not help, but X fixed it": the outcome belongs to the attempt still in progress
from an earlier turn, the new step keeps its own outcome.
"""

from __future__ import annotations

import pytest
from helpers import attempts, converse, states

from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.models import Outcome

OPENING = ["The scanner keeps jamming.", "I took out the paper tray and cleaned it."]


def _earlier(result: dict[str, str]) -> str:
    return next(outcome for text, outcome in result.items() if text.startswith("Take out"))


@pytest.mark.parametrize(
    ("follow_up", "new_step", "new_outcome"),
    [
        ("That didn't help, but updating the firmware fixed it.", "Update firmware", "worked"),
        ("That didn't help. Updating the firmware fixed it.", "Update firmware", "worked"),
        ("Still jamming. Then I updated the firmware, that fixed it.", "Update firmware", "worked"),
        ("Still jamming, so I updated the firmware.", "Update firmware", "in_progress"),
        ("No joy. I also swapped the rollers, nothing.", "Swap rollers", "failed"),
    ],
)
def test_outcome_before_a_new_step_settles_the_attempt_in_hand(
    follow_up: str, new_step: str, new_outcome: str
) -> None:
    result = attempts(converse([*OPENING, follow_up]))
    assert _earlier(result) == "failed"
    assert result[new_step] == new_outcome


def test_outcome_before_a_plan_settles_the_attempt_in_hand() -> None:
    result = attempts(converse([*OPENING, "No luck. I'll try new paper next."]))
    assert _earlier(result) == "failed"
    assert result["Try new paper"] == "in_progress"  # the plan waits for its own result


def test_success_before_a_new_question_resolves() -> None:
    memories = converse([*OPENING, "That worked! Now a new question: where is my invoice?"])
    assert _earlier(attempts(memories)) == "worked"
    assert ("INCIDENT", "Scanner keeps jamming", "resolved") in states(memories)


def test_outcome_after_a_new_step_belongs_to_that_step() -> None:
    result = attempts(converse([*OPENING, "I updated the firmware but that did not help."]))
    assert result["Update firmware"] == "failed"
    assert _earlier(result) == "in_progress"


def test_a_new_fix_after_a_failure_resolves_the_incident() -> None:
    memories = converse([*OPENING, "Didn't help, sadly. Updating the firmware fixed it."])
    assert ("INCIDENT", "Scanner keeps jamming", "resolved") in states(memories)


def test_group_failure_in_one_message_is_unchanged() -> None:
    result = attempts(converse(["I restarted it and updated it but neither helped."]))
    assert result == {"Restart application": "failed", "Update application": "failed"}


@pytest.mark.parametrize(
    "clause",
    [
        "the fridge camera is streaming now",
        "now the kettle's pairing",
        "the fan is much quieter now",
        "invoices reach the customers now",
        "yes, that was the problem",
        "but resetting the modem did",
        "the backup drive mounted right away",
        "it rings again",
    ],
)
def test_plain_good_states_after_a_step(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is not None and signal.polarity is Outcome.WORKED


@pytest.mark.parametrize(
    "clause",
    [
        "it's reinstalling now",
        "now it asks me to log in every time",
        "now the display is black",
        "now no one in the office can scan",
        "what should I do now",
    ],
)
def test_now_without_good_news_is_no_success(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is None or signal.polarity is not Outcome.WORKED


@pytest.mark.parametrize(
    "clause",
    ["unfortunately not", "sadly no", "same speed", "the glitch is back", "nothing works"],
)
def test_short_failures(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is not None and signal.polarity is Outcome.FAILED


def test_a_step_then_a_plain_good_state_resolves() -> None:
    memories = converse(["The label maker won't print.", "I swapped the tape and it prints now."])
    assert ("ATTEMPT", "Swap tape", "worked") in states(memories)
    assert ("INCIDENT", "Label maker won't print", "resolved") in states(memories)


@pytest.mark.parametrize(
    "clause",
    [
        "and it was perfect",
        "which made the picture crisp again",
        "I'm back in now",
        "it doesn't throttle anymore",
    ],
)
def test_more_ways_to_say_it_worked(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is not None and signal.polarity is Outcome.WORKED


@pytest.mark.parametrize(
    "clause", ["it was working fine until Monday", "it was fine last week", "which made it slower"]
)
def test_past_good_states_and_changes_for_the_worse_are_no_fix(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is None or signal.polarity is not Outcome.WORKED


def test_a_recurring_failure_of_a_noun_is_a_problem_not_a_step() -> None:
    memories = converse(["The backup keeps failing with error 0x81000019."])
    assert attempts(memories) == {}
    assert ("INCIDENT", "Backup keeps failing with error 0x81000019", "open") in states(memories)


def test_a_short_verbless_result_is_its_own_clause() -> None:
    result = attempts(converse(["Tried the spare key fob, also invalid."]))
    assert result == {"Try spare key fob": "failed"}


@pytest.mark.parametrize(
    "clause",
    [
        "the dryer is heating again",
        "better, thanks",
        "now we're online",
        "so at least we can stream now",
        "Reflashing the card made the reader fast",
    ],
)
def test_good_news_round_three(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is not None and signal.polarity is Outcome.WORKED


@pytest.mark.parametrize(
    "clause", ["it's doing that again", "I made the icons bigger", "same account", "partially"]
)
def test_no_good_news_round_three(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is None or signal.polarity is not Outcome.WORKED


def test_a_verbless_new_thing_with_an_outcome_is_a_try() -> None:
    memories = converse(["The scale won't turn on.", "Fresh batteries, nothing."])
    assert attempts(memories) == {"Try fresh batteries": "failed"}
    assert attempts(converse(["New phone, same account. Where is my data?"])) == {}
