"""A look that found nothing "either", a login that works again, and a fix made "on their
end" (blind trial of 2026-12-05, /work/trial46: "nope not in the bin store either" left the
plan to look there in progress; "they reset my access on their end, logged in fine now thx"
left the locked account open)."""

from __future__ import annotations

import pytest
from helpers import converse, tracked

from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.extraction.problems.symptoms import has_symptom
from support_memory.models import Outcome

PARCEL = "my parcel was meant to come tuesday, tracking says delivered but theres nothin here"
LOCKED = "my banking app locked me out after i typed the passcode wrong 3 times"


@pytest.mark.parametrize(
    "clause",
    [
        "no not in the bin store either",
        "its not in the shed either",
        "it wasn't at the depot either",
    ],
)
def test_a_look_that_found_nothing_either_failed(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is not None and signal.polarity is Outcome.FAILED


def test_i_am_not_in_the_office_either_is_no_result() -> None:
    assert detect_outcome("i am not in the office either") is None


def test_the_plan_to_look_somewhere_fails_when_it_was_not_there_either() -> None:
    states = tracked(
        converse(
            [
                PARCEL,
                "gonna check the bin store tonight cos the driver left one there last time",
                "nope not in the bin store either 😩 can u just send a new one",
            ]
        )
    )
    assert [s for t, s in states.items() if t.startswith("Check bin store")] == ["failed"]
    assert not any(t.lower().startswith("no") for t in states)


@pytest.mark.parametrize("clause", ["logged in fine now thanks", "i signed in ok"])
def test_logged_in_fine_is_good_news(clause: str) -> None:
    signal = detect_outcome(clause)
    assert signal is not None and signal.polarity is Outcome.WORKED


def test_logging_in_as_a_step_is_no_news() -> None:
    assert detect_outcome("I logged in again") is None


def test_a_fix_on_their_end_resolves_the_customers_problem() -> None:
    states = tracked(
        converse(
            [LOCKED, "ok i rang the bank and they reset my access on their end, logged in fine now"]
        )
    )
    # the call to the bank is the customer's own step, and it worked
    assert states == {
        "Banking app locked me out after i typed passcode wrong 3 times": "resolved",
        "Call bank": "worked",
    }


def test_a_colleague_fixing_their_own_fixes_nothing_of_the_customers() -> None:
    states = tracked(converse([LOCKED, "my colleague reset her passcode and it works for her now"]))
    assert states["Banking app locked me out after i typed passcode wrong 3 times"] == "open"


@pytest.mark.parametrize(
    ("message", "incident"),
    [
        (
            "Hello, I have see two times the same payment of 49,99 EUR on my credit card",
            "Two times same payment",
        ),
        ("I saw twice the same charge on my statement", "Twice same charge"),
    ],
)
def test_a_learners_double_charge_is_a_problem(message: str, incident: str) -> None:
    states = tracked(converse([message]))
    assert [s for t, s in states.items() if t.startswith(incident)] == ["open"]


def test_other_devices_working_is_a_diagnostic_not_a_fix() -> None:
    states = tracked(
        converse(
            [
                "the app can not connect to my washing machine",
                "I have reset the WLAN on the machine. The laptop and the phones are working "
                "normal on the new WLAN.",
            ]
        )
    )
    assert states == {
        "Cannot connect to washing machine": "open",
        "Reset WLAN on machine": "in_progress",
    }


def test_the_thing_itself_working_after_a_step_is_still_the_fix() -> None:
    states = tracked(
        converse(
            [
                "my laptop keeps dropping wifi",
                "I restarted the router and the laptop is working fine",
            ]
        )
    )
    assert states["Restart router"] == "worked"


@pytest.mark.parametrize(
    ("message", "step"),
    [
        ("it says my storage is full but i deleted all my photos", "Delete photos"),
        ("app says no internet connection but i restarted the router", "Restart router"),
    ],
)
def test_a_step_said_against_the_problem_failed(message: str, step: str) -> None:
    assert tracked(converse([message]))[step] == "failed"


def test_a_step_said_against_the_problem_with_its_own_good_news_worked() -> None:
    states = tracked(converse(["my app crashes but i restarted it and now it works"]))
    assert states == {"App crashes": "resolved", "Restart application": "worked"}


def test_aint_is_read_as_isnt() -> None:
    states = tracked(converse(["yo my photos aint backin up to the cloud since like friday"]))
    assert list(states) == ["Photos isn't backing up to cloud"]


@pytest.mark.parametrize(
    ("clause", "symptom"),
    [
        ("the milk frother was not in the box", True),
        ("the charger isn't in the package", True),
        ("i am not in the office", False),
    ],
)
def test_a_part_missing_from_the_box_is_a_symptom(clause: str, symptom: bool) -> None:
    assert has_symptom(clause) is symptom
