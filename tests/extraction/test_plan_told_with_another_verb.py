"""A plan carried out and told with another verb, and the tails of a plan's text (blind trial
of 2026-12-05, /work/trial46: "will try plugging the cable into a different port on the
router tonight to rule that out" ... "moved the cable to the other port on the router last
night and it still dropped" kept the plan in progress beside a second, failed step)."""

from __future__ import annotations

from helpers import converse, tracked


def test_a_plan_carried_out_with_another_verb_is_settled_not_doubled() -> None:
    states = tracked(
        converse(
            [
                "our broadband drops out every evening",
                "I will try plugging the cable into a different port on the router tonight to "
                "rule that out",
                "Quick update: I moved the cable to the other port on the router last night and "
                "it still dropped at 8.40pm, so no change I am afraid.",
            ]
        )
    )
    assert states == {
        "Broadband drops out every evening": "open",
        "Plug cable into different port on router": "failed",
    }


def test_a_fresh_install_carries_out_the_plan_to_reinstall() -> None:
    states = tracked(
        converse(
            [
                "the VPN app is crashing every time when I am opening it on my laptop",
                "I will try to uninstall and install the fresh version tonight and revert back "
                "to you.",
                "I have done the fresh install yesterday night but still same crash is coming",
            ]
        )
    )
    attempts = {t: s for t, s in states.items() if not t.startswith("VPN")}
    assert attempts == {"Uninstall application and install fresh version": "failed"}


def test_another_step_on_one_shared_thing_is_a_step_of_its_own() -> None:
    states = tracked(
        converse(
            [
                "our broadband drops out every evening",
                "ill try resetting the router tonight",
                "replaced the router cable, still dropping",
            ]
        )
    )
    assert states["Reset router"] == "in_progress"
    assert states["Replace router cable"] == "failed"


def test_a_plans_reason_and_promise_to_report_are_no_part_of_its_text() -> None:
    states = tracked(
        converse(
            [
                "my parcel never came",
                "gonna check the bin store tonight cos the driver left one there last time",
            ]
        )
    )
    assert states["Check bin store"] == "in_progress"
