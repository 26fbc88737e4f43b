"""What round 47 (held out since the twenty-fifth session, read once moved into dev on
2026-12-06) and blind trial 58 showed: "here's the solution: unplug the tv's power cable"
after "if someone has the same problem" is the customer's own fix; "... and all was well"
after a step is its result; "put the wrong pin in 3 times" is the slip that caused the
problem, not a step; chat shorthand for times ("last wk", "this morn") is no part of a step;
"its icing up again" is the fault back, never good news; "I'm tethering off my phone for now,
which works" is a workaround in use (the problem stays open).

The messages here are written for these tests, in the registers that round showed."""

from __future__ import annotations

from helpers import attempts, converse, incidents

from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.models import Outcome


def test_heres_the_solution_after_a_condition_is_the_customers_fix() -> None:
    memories = converse(
        [
            "Same here with my Samsung TV, the app hangs on the logo",
            "If anyone has the same problem, here's the solution: unplug the TV's power cable "
            "for 5 minutes. Since then it works again.",
        ]
    )
    tried = attempts(memories)
    assert [outcome for text, outcome in tried.items() if "Unplug" in text] == ["worked"]


def test_heres_how_without_a_label_is_no_fix() -> None:
    memories = converse(["the app hangs on the logo. here's the thing: it only happens on wifi"])
    assert "worked" not in attempts(memories).values()


def test_and_all_was_well_is_the_result_of_the_step_before_it() -> None:
    memories = converse(
        [
            "my card keeps getting declined when I try to pay for the pro plan",
            "Solved it. I deleted the old card I had saved in Google Wallet and all was well.",
        ]
    )
    tried = attempts(memories)
    assert [outcome for text, outcome in tried.items() if "Delete" in text] == ["worked"]
    assert set(incidents(memories).values()) == {"resolved"}


def test_all_was_well_until_is_history_not_news() -> None:
    assert detect_outcome("all was well until last night") is None
    signal = detect_outcome("and all was well")
    assert signal is not None and signal.polarity is Outcome.WORKED


def test_the_wrong_pin_put_in_is_no_step() -> None:
    memories = converse(
        [
            "locked out of my banking app, put the wrong pin in 3 times like an idiot 🤦‍♀️ "
            "now it says contact us. can u unlock it pls"
        ]
    )
    assert attempts(memories) == {}
    assert list(incidents(memories).values()) == ["open"]


def test_the_right_pin_put_in_is_still_a_step() -> None:
    memories = converse(
        [
            "card got blocked at the till",
            "put the new pin in and it works now 👍",
        ]
    )
    assert attempts(memories) == {"Put in new pin": "worked"}


def test_chat_shorthand_for_a_time_is_no_part_of_the_step() -> None:
    memories = converse(
        [
            "dishwasher leaving white film on all the glasses 😩 topped up the salt last wk, "
            "no diffrence. pumped the tyres this morn too lol wrong chat"
        ]
    )
    texts = set(attempts(memories))
    assert "Top up salt" in texts
    assert not any("wk" in text or "morn" in text for text in texts)


def test_a_fault_back_again_is_no_good_news() -> None:
    for said in ("its icing up again", "the door is sticking again", "its skipping again"):
        signal = detect_outcome(said)
        assert signal is None or signal.polarity is Outcome.FAILED, said
    signal = detect_outcome("its charging again")
    assert signal is not None and signal.polarity is Outcome.WORKED


def test_a_way_round_in_use_that_works_is_a_workaround() -> None:
    memories = converse(
        [
            "my broadband keeps dropping every evening since monday",
            "Meanwhile I'm tethering off my phone just to get my work done, which works but is "
            "eating through my data allowance.",
        ]
    )
    assert attempts(memories) == {"Tether off phone": "worked"}
    assert list(incidents(memories).values()) == ["open"]


def test_a_plan_told_in_the_progressive_is_no_workaround() -> None:
    memories = converse(
        [
            "my broadband keeps dropping every evening since monday",
            "I'm going to try the other socket tonight, which works for my neighbour",
        ]
    )
    assert "worked" not in attempts(memories).values()
    assert list(incidents(memories).values()) == ["open"]
