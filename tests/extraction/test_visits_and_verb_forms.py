"""The fifteenth session: a problem told again with another form of its verb ("came off" after
"keeps coming off") is the same incident; somebody coming round is a visit, not a problem;
"no more drips" is the leak gone. Each of these made a junk incident once the clause model
was retrained on the corpus with round 35."""

from __future__ import annotations

import pytest
from helpers import converse, incidents

from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.extraction.problems.incidents import same_incident
from support_memory.models import Outcome

TAP = "the kitchen tap is leaking under the sink"


@pytest.mark.parametrize(
    ("told_again", "open_problem"),
    [
        ("Came off", "Chain keeps coming off bar"),
        ("It froze again", "Screen freezes on startup"),
        ("Broke again", "Zip keeps breaking"),
        ("Fell off twice today", "Wing mirror falling off"),
    ],
)
def test_a_problem_told_with_another_form_of_its_verb_is_the_same(
    told_again: str, open_problem: str
) -> None:
    assert same_incident(told_again, open_problem)


def test_the_commonest_verbs_prove_nothing_alone() -> None:
    # "gone" is a form of "go": the notes are what the two share
    assert same_incident("Notes are gone", "Notes app deletes my notes")
    assert not same_incident("Session didn't go through", "Not sure what went wrong")


def test_a_problem_told_again_after_a_fix_that_held_once_is_no_new_incident() -> None:
    memories = converse(
        [
            "the chain keeps coming off the bar",
            "tightened the chain tension with the screw, fine for one log then it came loose "
            "again and came off",
        ]
    )
    assert list(incidents(memories)) == ["Chain keeps coming off bar"]


@pytest.mark.parametrize(
    "visit",
    [
        "the plumber came round this morning and swapped the valve, no more drips",
        "A plumber from Drip Fix Ltd visited on Tuesday and replaced the washer, all good now",
        "my neighbour came over and tightened the nut and now its fine",
    ],
)
def test_somebody_coming_round_is_a_visit_not_a_problem(visit: str) -> None:
    assert incidents(converse([TAP, visit])) == {"Kitchen tap leaks under sink": "resolved"}


def test_somebody_who_never_came_is_a_problem() -> None:
    told = incidents(converse([TAP, "the plumber never came, i waited in all day"]))
    assert any("never came" in text.lower() for text in told)


@pytest.mark.parametrize("clause", ["no more drips", "swapped the washer, no more drips"])
def test_no_more_drips_is_the_leak_gone(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is not None and signal.polarity is Outcome.WORKED
