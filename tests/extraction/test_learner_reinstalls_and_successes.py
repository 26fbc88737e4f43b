"""A reinstall told by a learner ("delete the app and install again but the problem
continue") is one failed step, never "Delete application" worked; "and finally succeeded"
is good news (trial conversation and dev misses, 2026-12-03)."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incidents

_PROBLEM = "since Monday I am not able to login in your app, it say session expired every time"


@pytest.mark.parametrize(
    "message",
    [
        "I already try to delete the app and install again but the problem continue.",
        "I tried to delete the app and reinstall but the problem continues",
    ],
)
def test_a_learners_reinstall_with_the_problem_still_there_failed(message: str) -> None:
    memories = converse([_PROBLEM, message])
    found = attempts(memories)
    assert list(found.values()) == ["failed"], found  # one step, and it did not help
    assert "install" in next(iter(found)).lower()
    assert set(incidents(memories).values()) == {"open"}


def test_install_again_in_a_list_of_tries_is_no_good_news() -> None:
    memories = converse(
        ["my smart TV app shows error code 5003", "uninstall app, install again. Nothing working"]
    )
    assert "worked" not in attempts(memories).values()
    assert set(incidents(memories).values()) == {"open"}


def test_it_works_again_is_still_good_news() -> None:
    memories = converse([_PROBLEM, "reinstalled it, works again"])
    assert attempts(memories) == {"Reinstall application": "worked"}


def test_a_verb_alone_after_a_thing_is_a_second_step_not_a_second_thing() -> None:
    memories = converse([_PROBLEM, "I cleared the cache and restart, no luck"])
    assert "Restart application" in attempts(memories)
    assert not any(text.startswith("Clear restart") for text in attempts(memories))


def test_deleting_the_account_and_recreating_it_stays_one_step() -> None:
    memories = converse(["thunderbird cant reconnect", "I deleted the account and recreated it"])
    assert len(attempts(memories)) == 1


def test_and_finally_succeeded_credits_the_steps_before_it() -> None:
    memories = converse(
        ["the app wont install from the store", "then i rebooted again and finally succeeded"]
    )
    assert set(attempts(memories).values()) == {"worked"}
    assert set(incidents(memories).values()) == {"resolved"}


@pytest.mark.parametrize(
    "news",
    ["NVM. Issue fixed by deleting the .ini.", "problem solved by deleting the config file"],
)
def test_a_fix_told_without_was_is_the_fix_not_the_last_failed_try(news: str) -> None:
    memories = converse(
        [
            "After updating my steam deck the screen is black when I boot a game. Ive tried "
            "restarting my deck but still no worky.",
            news,
        ]
    )
    found = attempts(memories)
    assert found["Restart deck"] == "failed"  # "nvm, fixed by X" did not undo the restart
    assert [outcome for text, outcome in found.items() if text.startswith("Delete")] == ["worked"]
