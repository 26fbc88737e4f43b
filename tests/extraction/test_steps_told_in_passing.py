"""Steps told in passing (issue 10): the shapes the agreement study's residue showed.

- a hedge before the result ("seems like resetting the watch fixes it");
- the step a guide was followed for ("followed the steps at <link> to disable X");
- a list after "even after" and two-word verbs in it ("force stopping", "hard reset");
- a "me too" told without a comma ("same error reinstall doesnt work for me");
- a workaround told with "must" or "requires" ("does require a power cycle to recover");
- the same step told again on "it" in a later message, with what it does now;
- a prefix on a known word is no typo ("unpairing" is not "pairing").
Each shape is pinned by sentences written for it, next to one it must leave alone.
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from helpers import attempts, converse, incident_texts

from factories import FixedClock


@pytest.mark.parametrize(
    ("message", "worked"),
    [
        ("seems like unpairing the speaker fixed this, no idea why", "Unpair speaker"),
        ("Looks like clearing the app data did the trick", "Clear application data"),
        ("It seems like reinstalling the driver solved it.", "Reinstall driver"),
    ],
)
def test_a_hedged_result_still_credits_its_step(message: str, worked: str) -> None:
    assert attempts(converse([message])) == {worked: "worked"}


def test_a_hedge_before_a_cause_names_no_step() -> None:
    assert attempts(converse(["looks like the update broke it"])) == {}


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "I followed the steps at https://example.com/guide to turn off battery saver for "
            "the app and that solved it",
            {"Turn off battery saver for app": "worked"},
        ),
        (
            "followed the guide in the wiki to reset the hub, still offline",
            {"Reset hub": "failed"},
        ),
        (
            "I followed the steps at https://example.com/fix to disable all of the "
            "optimisation features, nothing changed",
            {"Disable optimisation features": "failed"},
        ),
    ],
)
def test_the_step_a_guide_was_followed_for_is_the_step(
    message: str, expected: dict[str, str]
) -> None:
    assert attempts(converse([message])) == expected


def test_every_try_after_even_after_failed_two_word_verbs_included() -> None:
    memories = converse(
        [
            "Printer keeps jamming even after reseating the tray, cleaning the rollers, force "
            "stopping the spooler."
        ]
    )
    assert attempts(memories) == {
        "Reseat tray": "failed",
        "Clean rollers": "failed",
        "Force-stop spooler": "failed",
    }
    assert incident_texts(memories) == ["Printer keeps jamming"]


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("I force stopped it twice, no luck", {"Force-stop application": "failed"}),
        (
            "wiped the cache and hard reset the tablet, no luck",
            {"Wipe cache": "failed", "Hard reset tablet": "failed"},
        ),
        (
            "tried clearing storage and force closing, still stuck on the logo",
            {"Clear storage": "failed", "Force-close application": "failed"},
        ),
    ],
)
def test_force_stop_and_hard_reset_are_verbs_in_a_list(
    message: str, expected: dict[str, str]
) -> None:
    assert attempts(converse([message])) == expected


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("same crash reinstalling doesnt help", {"Reinstall application": "failed"}),
        ("Same problem here I restarted the router but nothing", {"Restart router": "failed"}),
        # "same error after ..." stays one clause: the tries after it failed
        (
            "Same error after clearing the cache and relinking the account.",
            {"Cleared application cache": "failed", "Relink account": "failed"},
        ),
    ],
)
def test_a_me_too_without_a_comma_is_a_clause_of_its_own(
    message: str, expected: dict[str, str]
) -> None:
    assert attempts(converse([message])) == expected


@pytest.mark.parametrize(
    ("message", "worked"),
    [
        ("i must unplug the dock few times to make it work", "Unplug dock"),
        (
            "Doesnt happen every day, but does require a power cycle of the bridge to recover.",
            "Power cycle of bridge",
        ),
        ("it requires me to log in again to make it work", "Log in"),
    ],
)
def test_a_workaround_told_with_must_or_requires(message: str, worked: str) -> None:
    assert attempts(converse([message])) == {worked: "worked"}


def test_a_requirement_with_no_purpose_of_fixing_is_no_workaround() -> None:
    assert attempts(converse(["The upload requires a restart to finish"])) == {}


def test_the_same_step_told_again_on_it_settles_the_one_told_before() -> None:
    memories = converse(
        [
            "seems like resetting the doorbell fixes this, not sure why.",
            "Unfortunately after the 2.4 update it went offline again and this time resetting "
            "it doesn't help.",
        ]
    )
    assert attempts(memories) == {"Reset doorbell": "failed"}


def test_a_new_step_with_the_same_verb_and_its_own_object_stays_apart() -> None:
    memories = converse(["I restarted the router, no luck", "restarted the phone and it works now"])
    assert attempts(memories) == {"Restart router": "failed", "Restart phone": "worked"}


def test_a_plan_spelt_with_a_hyphen_is_carried_out_without_one() -> None:
    memories = converse(["vacuum lost its map. let me try re-mapping it", "remapped it, no luck"])
    assert attempts(memories) == {"Re-map": "failed"}


@pytest.mark.parametrize(
    ("message", "step"),
    [
        ("blew into the cartridge slot, nah didn't work", "Blow into cartridge slot"),
        ("I reset my PIN at the ATM on Sunday, still blocked", "Reset PIN at ATM"),
    ],
)
def test_irregular_pasts_and_capitalised_days(message: str, step: str) -> None:
    assert attempts(converse([message])) == {step: "failed"}


# Found trying the product as a new user, with messages written for the trial.


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "tried forgetting them in bluetooth and pairing again, didnt change anything",
            {"Forget device in bluetooth": "failed", "Re-pair": "failed"},
        ),
        ("paired it again and now it works", {"Re-pair": "worked"}),
        ("I restarted it and its charging again", {"Restart application": "worked"}),
    ],
)
def test_pairing_again_is_a_re_pair_and_a_second_try_in_a_tried_list(
    message: str, expected: dict[str, str]
) -> None:
    assert attempts(converse([message])) == expected


def test_forgetting_is_a_step_only_for_what_can_be_unpaired() -> None:
    assert attempts(converse(["I forgot to turn on the wifi"])) == {}
    memories = converse(["I tried pairing my watch but it didn't work"])
    assert attempts(memories) == {}
    assert incident_texts(memories) == ["Cannot pair watch"]


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "printer says jam, ive opened every door and looked, turned it off n on",
            {"Turn off and on": "in_progress"},
        ),
        (
            "unplugged the router and turned it back on, works now",
            {"Unplug router and turn back on": "worked"},
        ),
    ],
)
def test_powering_it_off_and_on_after_opening_a_part_powers_the_device(
    message: str, expected: dict[str, str]
) -> None:
    assert attempts(converse([message])) == expected


def test_a_step_retold_days_later_about_another_problem_leaves_the_old_one_alone() -> None:
    memories = converse(
        [
            "my router keeps dropping wifi. I restarted it and it works now, thanks",
            "new problem: my phone won't charge. I restarted it, no luck",
        ],
        clock=FixedClock(step=timedelta(days=2)),
    )
    outcomes = sorted(m.outcome.value for m in memories if m.outcome is not None)
    assert outcomes == ["failed", "worked"]  # the router's restart still worked
    assert not any("problem" in text.lower() for text in attempts(memories))
