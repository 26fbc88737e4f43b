"""The fifteenth session, from round 35 (read after it was scored): good news told with when
or for how long ("now since yesterday no more dripping", "no error 3 nights now"), the
problem's own fault verb denied ("the light does not jump"), and a cause that a visitor
found or that the customer rules out ("he says the oven has a resistance damaged", "so
problem is not wifi i think"): such a cause is no new incident, and it no longer takes the
resolution that belongs to the customer's problem."""

from __future__ import annotations

import pytest
from helpers import converse, incidents

from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.extraction.outcomes.problem_undone import symptom_gone
from support_memory.extraction.problems.guesses import GUESS
from support_memory.extraction.problems.plain import plain_problem_text
from support_memory.extraction.reading.persisting import looks_where_it_hides
from support_memory.models import Outcome


@pytest.mark.parametrize(
    "clause",
    [
        "now since yesterday no more dripping",
        "since monday no more drops",
        "today no more leaks",
        "no error 3 nights now",
        "no more alarms for a week",
        "no errors for the last two days",
    ],
)
def test_a_fault_gone_for_a_while_is_good_news(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is not None and signal.polarity is Outcome.WORKED


@pytest.mark.parametrize("clause", ["it just closes, no error", "no error", "no warnings"])
def test_no_error_without_a_while_describes_the_fault(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is None or signal.polarity is not Outcome.WORKED


@pytest.mark.parametrize(
    ("clause", "problem"),
    [
        ("the light does not jump", "Differential jumps when using oven"),
        ("it didnt freeze all day", "App freezes on startup"),
        ("the breaker has not tripped since", "Breaker keeps tripping"),
    ],
)
def test_the_problem_s_fault_verb_denied_is_good_news(clause: str, problem: str) -> None:
    signal = symptom_gone(clause, problem)
    assert signal is not None and signal.polarity is Outcome.WORKED


@pytest.mark.parametrize(
    ("clause", "problem"),
    [
        ("minecraft doesnt start", "Platform se binary starts up"),  # "start" is no fault
        ("it does not print", "Printer does not print"),  # the problem itself, told again
    ],
)
def test_a_denied_verb_that_is_no_fault_is_no_news(clause: str, problem: str) -> None:
    assert symptom_gone(clause, problem) is None


@pytest.mark.parametrize(
    "clause",
    [
        "so problem is not wifi i think",
        "so it is not the power of the contract",
        "the problem is not the router",
        "My cousin told me it is the pipe of the water that goes outside that is blocked",
        "the engineer from british gas said the valve was gone",
        "the plumber found a crack in the pipe",
    ],
)
def test_a_cause_found_or_ruled_out_is_no_problem(clause: str) -> None:
    assert GUESS.match(clause.lower())


@pytest.mark.parametrize(
    "clause",
    [
        "it is not working",
        "the issue is not resolved",
        "the problem is not fixed then",
        "they said my card was declined",
        "my husband said the shower is cold",
    ],
)
def test_a_problem_still_there_or_told_by_family_is_no_cause(clause: str) -> None:
    assert not GUESS.match(clause.lower())


def test_the_visitor_s_finding_does_not_take_the_customer_s_resolution() -> None:
    memories = converse(
        [
            "our internet is very slow in the evening, only 2-3 Mbps",
            "Today your technician came and he changed the fiber cable outside the house, he "
            "said it was broken by monkey. Now no more slow evenings, no drops since yesterday.",
        ]
    )
    assert list(incidents(memories).values()) == ["resolved"]


def test_what_the_visitor_says_he_cannot_do_is_a_problem() -> None:
    memories = converse(
        [
            "My geyser burst on Saturday morning. The plumber came this afternoon but he says "
            "he can't replace it until the claim is approved."
        ]
    )
    told = incidents(memories)
    assert any("claim" in text.lower() for text in told)
    assert set(told.values()) == {"open"}


def test_a_fault_denied_after_the_fix_resolves_the_problem() -> None:
    memories = converse(
        [
            "the differential jumps every time we use the oven and the washing machine together",
            "The electrician has come. He says the oven has a resistance damaged. He changed the "
            "resistance and today we used oven and washing machine together and the light does "
            "not jump.",
        ]
    )
    assert list(incidents(memories).values()) == ["resolved"]


@pytest.mark.parametrize(
    "clause",
    [
        "For now we are sending CSVs to clients",
        "in the meantime we use the old printer",
        "can't think of anything else",
        "I cannot think of what else to try",
    ],
)
def test_a_stopgap_or_the_customer_out_of_ideas_is_no_problem(clause: str) -> None:
    # the retrained clause model called both problems (junk incidents in shipped tests)
    assert plain_problem_text(clause) is None


def test_a_look_where_the_missing_money_would_show_is_never_doubted() -> None:
    assert looks_where_it_hides("check", "I have checked my card statement")
    assert not looks_where_it_hides("check", "I have checked the cable")
    assert not looks_where_it_hides("reset", "I reset my card statement settings")
