"""A look that found nothing "either", a login that works again, and a fix made "on their
end" (blind trial of 2026-12-05, /work/trial46: "nope not in the bin store either" left the
plan to look there in progress; "they reset my access on their end, logged in fine now thx"
left the locked account open)."""

from __future__ import annotations

import pytest
from helpers import converse

from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.models import Memory, MemoryType, Outcome

PARCEL = "my parcel was meant to come tuesday, tracking says delivered but theres nothin here"
LOCKED = "my banking app locked me out after i typed the passcode wrong 3 times"


def _states(memories: list[Memory]) -> dict[str, str]:
    return {
        m.text: (m.outcome or m.status).value  # type: ignore[union-attr]
        for m in memories
        if m.type is not MemoryType.PROFILE
    }


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
    states = _states(
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
    states = _states(
        converse(
            [LOCKED, "ok i rang the bank and they reset my access on their end, logged in fine now"]
        )
    )
    assert states == {"Banking app locked me out after i typed passcode wrong 3 times": "resolved"}


def test_a_colleague_fixing_their_own_fixes_nothing_of_the_customers() -> None:
    states = _states(converse([LOCKED, "my colleague reset her passcode and it works for her now"]))
    assert states["Banking app locked me out after i typed passcode wrong 3 times"] == "open"
