"""An undo and its redo told as "unpaired and paired again" are one step, never a step
followed by the good news "paired again" (trial conversation, 2026-12-03: it stored
`Unpair` as worked beside "no luck")."""

from __future__ import annotations

from helpers import attempts, converse, incidents

_PROBLEM = "Hi, my Galaxy S23 wont connect to my car over bluetooth anymore."


def test_unpaired_and_paired_again_with_no_luck_is_a_failed_re_pair() -> None:
    memories = converse([_PROBLEM, "I have already unpaired and paired again, no luck"])
    assert attempts(memories) == {"Re-pair": "failed"}
    assert list(incidents(memories).values()) == ["open"]


def test_unpaired_and_paired_again_alone_settles_nothing() -> None:
    memories = converse([_PROBLEM, "unpaired and paired again"])
    assert set(attempts(memories).values()) == {"in_progress"}
    assert list(incidents(memories).values()) == ["open"]


def test_unpaired_it_and_paired_it_again_then_good_news_is_one_worked_step() -> None:
    memories = converse(
        [_PROBLEM, "ok unpaired the phone and paired it again and now it connects fine"]
    )
    assert attempts(memories) == {"Unpair phone and re-pair": "worked"}
    assert list(incidents(memories).values()) == ["resolved"]


def test_a_plan_to_unpair_is_settled_by_the_unpair_and_re_pair_told_later() -> None:
    memories = converse(
        [
            "my fitbit stopped syncing with the app",
            "ok ill try unpairing it tonight",
            "ok its working now, unpaired it and paired it again and it synced straight away",
        ]
    )
    assert list(attempts(memories).values()) == ["worked"]
    assert list(incidents(memories).values()) == ["resolved"]


def test_uninstalled_and_installed_again_is_still_a_reinstall() -> None:
    memories = converse(["the app crashes on start", "uninstalled it and installed it again, same"])
    assert attempts(memories) == {"Reinstall application": "failed"}
