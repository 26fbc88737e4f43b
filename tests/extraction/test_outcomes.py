"""Outcome words and their scope."""

from __future__ import annotations

import pytest

from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.models import Outcome


@pytest.mark.parametrize(
    "clause",
    [
        "that sorted it",
        "it worked",
        "this solved the problem",
        "that did the trick",
        "everything is stable now",
        "the pages load again",
        "all good now",
        "no more freezes",
        "the error is gone",
        "it's working again",
        "now I can log in again",
    ],
)
def test_success_phrases(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is not None and signal.polarity is Outcome.WORKED


@pytest.mark.parametrize(
    "clause",
    [
        "that did not help",
        "didn't work",
        "no change",
        "no luck",
        "same thing",
        "still freezing",
        "it failed",
        "made no difference",
        "nothing changed",
        "still the same",
        "it didn't do anything",
        "there were none",
        "it found nothing",
    ],
)
def test_failure_phrases(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is not None and signal.polarity is Outcome.FAILED


@pytest.mark.parametrize(
    "clause",
    [
        "neither helped",
        "none of that worked",
        "both failed",
        "nothing worked",
        "none of them did anything",
    ],
)
def test_group_failures_cover_every_pending_step(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is not None and signal.polarity is Outcome.FAILED and signal.scope == "all"


@pytest.mark.parametrize("clause", ["that did not help", "it didn't work either", "which failed"])
def test_anaphoric_failures_cover_the_nearest_step(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is not None and signal.scope == "nearest"


@pytest.mark.parametrize(
    "clause",
    [
        "I'll let you know if that fixes it",
        "hopefully this works",
        "would that help",
        "it was working fine until Tuesday",
        "the app works on my laptop",
    ],
)
def test_hypothetical_or_past_states_are_not_outcomes(clause: str) -> None:
    assert detect_outcome(clause) is None


def test_outcome_start_splits_a_gerund_subject_from_its_outcome() -> None:
    clause = "Rebooting the switch fixed it"
    signal = detect_outcome(clause)
    assert signal is not None and clause[: signal.start].strip() == "Rebooting the switch"


def test_negated_symptom_is_good_news() -> None:
    signal = detect_outcome("it doesn't freeze any more")
    assert signal is not None and signal.polarity is Outcome.WORKED
