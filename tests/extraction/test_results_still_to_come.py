"""Steps told with their result still to come wait for it (issue 10, round 33): "just cleaned
the pump filter ... will let u know if it drains now", "fingers crossed", "hopefully that
sorts it", "gonna leave it 24h n see". Two steps beside the open problem used to be read as a
list of what failed, so a later "that did it" could not credit them (a wrong polarity). A step
told with hedged good news ("fixed issue for now") is never failed that way either."""

from __future__ import annotations

import pytest
from helpers import attempts, converse

WASHER = "my washer wont drain, stops mid cycle with e18 on the screen"


@pytest.mark.parametrize(
    "later",
    [
        "will let u know if it drains now",
        "fingers crossed",
        "will see if that helps",
        "ill see what happens",
        "ill keep you posted",
    ],
)
def test_steps_told_with_the_result_still_to_come_wait_for_it(later: str) -> None:
    memories = converse([f"{WASHER}. pulled it out and cleaned the pump filter. {later}"])
    assert attempts(memories).get("Clean pump filter") == "in_progress"
    assert "failed" not in attempts(memories).values()


def test_the_result_told_next_credits_the_steps_that_waited() -> None:
    memories = converse(
        [
            "washer wont drain. just cleaned the pump filter, found a 2p n a load of fluff. "
            "will let u know if it drains now",
            "yesss that did it, drained n spun no problem thx",
        ]
    )
    assert attempts(memories)["Clean pump filter"] == "worked"
    assert "failed" not in attempts(memories).values()


def test_without_a_word_of_waiting_two_steps_beside_the_problem_still_failed() -> None:
    memories = converse([f"{WASHER}. pulled it out and cleaned the pump filter."])
    assert attempts(memories)["Clean pump filter"] == "failed"


def test_waiting_for_a_plan_does_not_hold_back_what_already_failed() -> None:
    memories = converse(
        [
            "my server cannot be found by the app. I've whitelisted the IP and I've even "
            "disabled my VPN. I'll try the DNS rebind setting and see if it works."
        ]
    )
    outcomes = attempts(memories)
    assert outcomes["Disable VPN"] == "failed"
    assert "in_progress" in outcomes.values()


def test_a_step_told_as_done_before_still_failed_while_waiting() -> None:
    memories = converse(
        [f"{WASHER}. i already restarted it and cleaned the pump filter. will see if that helps"]
    )
    outcomes = attempts(memories)
    assert outcomes["Restart application"] == "failed"
    assert outcomes["Clean pump filter"] == "in_progress"


def test_hopefully_that_sorts_it_waits_for_the_result() -> None:
    memories = converse(
        [
            "my direct debit bounced this month. i changed banks in september, maybe thats it? "
            "set up a new DD with the new bank details just now, hopefully that sorts it"
        ]
    )
    assert "failed" not in attempts(memories).values()


def test_steps_then_a_plan_to_wait_and_see_are_credited_by_thats_done_it() -> None:
    memories = converse(
        [
            "the fridge part is warm like 12 degrees, milk went off overnight. pulled it out n "
            "hoovered all the dust off the coils at the back, gonna leave it 24h n see",
            "yep thats done it, fridge back down to 4 cheers",
        ]
    )
    assert attempts(memories)["Hoover dust off coils at back"] == "worked"
    assert "failed" not in attempts(memories).values()


def test_a_fix_hedged_for_now_is_never_a_failure() -> None:
    memories = converse(
        [
            "App logged me out again. Clearing cache and app data fixed issue for now. "
            "Restarted the phone too."
        ]
    )
    assert attempts(memories)["Cleared application cache"] == "in_progress"
    assert "failed" not in attempts(memories).values()
