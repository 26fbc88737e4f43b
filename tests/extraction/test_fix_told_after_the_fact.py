"""How customers tell a fix after the fact, and lists of what they tried (issue 10).

"Solved it by clearing the cache", "the fix for me was to delete the config folder", "had to
re-add the hub", "ended up reinstalling windows", "Things I have tried that haven't worked:"
followed by one step per line. Each shape is pinned by a message of its kind.
"""

from __future__ import annotations

import pytest
from helpers import attempts, converse

from support_memory.models import MemoryType


@pytest.mark.parametrize(
    ("message", "step"),
    [
        ("Solved it by reinstalling the driver.", "Reinstall driver"),
        ("Fixed by downgrading to 1.2.3.", "Downgrade application to version 1.2.3"),
        ("Got it working by disabling the firewall.", "Disable firewall"),
        (
            "Managed to fix this by using the Auto Map Restore function",
            "Use Auto Map Restore function",
        ),
        ("The fix for me was to delete the config folder.", "Delete config folder"),
        ("What fixed it for me was resetting the network settings.", "Reset network settings"),
        ("the solution was reinstalling the app", "Reinstall application"),
        ("Roll back to 2021.8.8 corrects the issue.", "Roll back to 2021.8.8"),
        ("Was a bit too fast, reinstalling Java did the trick it seems.", "Reinstall Java"),
        ("ended up reinstalling windows and that fixed it", "Reinstall windows"),
    ],
)
def test_a_fix_told_after_the_fact_worked(message: str, step: str) -> None:
    assert attempts(converse([message])) == {step: "worked"}


def test_enough_to_resolve_the_issue_is_a_fix() -> None:
    message = "installing the latest Nvidia drivers, it was enough to resolve the issue."
    assert attempts(converse([message])) == {"Install latest Nvidia drivers": "worked"}


def test_what_it_took_is_the_fix_and_resolves_the_incident() -> None:
    memories = converse(
        [
            "my smart lights all went unresponsive at once, power cycled the hub",
            "nope. still unresponsive",
            "ok fixed it myself, had to re-add the hub in the app.",
        ]
    )
    assert attempts(memories) == {"Power-cycle hub": "failed", "Re-add hub in app": "worked"}
    assert [m.status.value for m in memories if m.type is MemoryType.INCIDENT] == ["resolved"]


@pytest.mark.parametrize(
    "message",
    [
        "I had to restart it every time I want to watch a video, the app keeps freezing",
        "I had to reset the router this morning. The wifi keeps dropping though.",
    ],
)
def test_had_to_is_no_fix_for_a_habit_or_a_problem_still_told(message: str) -> None:
    assert "worked" not in attempts(converse([message])).values()


def test_ended_up_doing_is_the_step_not_end_up() -> None:
    assert attempts(converse(["I ended up doing a factory reset"])) == {
        "Factory reset": "in_progress"
    }


def test_asking_was_a_reset_needed_is_still_a_question() -> None:
    assert attempts(converse(["Was a reset needed?"])) == {}


def test_a_list_of_what_was_tried_under_a_heading_failed_item_by_item() -> None:
    message = (
        "Since an update from several weeks ago, I cannot open the game.\n\n"
        "I have tried the following:\n\n"
        "- Use -safe option.\n"
        "- Uninstall/Reinstall\n"
        "- Verify all the files\n"
        "- Update GPU driver."
    )
    assert attempts(converse([message])) == {
        "Use -safe option": "failed",
        "Reinstall application": "failed",
        "Verify files": "failed",
        "Update GPU driver": "failed",
    }


def test_a_heading_saying_they_did_not_work_fails_plain_lines() -> None:
    message = (
        "Windows doesn't detect my speakers.\n\n"
        "Things I have tried that haven't worked:\n"
        "rolling back the updates\n"
        "Trying to connect when the headset is charging\n\n"
        "I'm really at a loss here"
    )
    assert attempts(converse([message])) == {
        "Roll back updates": "failed",
        "Connect when headset is charging": "failed",
    }


def test_steps_to_reproduce_are_no_list_of_tries() -> None:
    message = (
        "Autofill does not work on the login page.\n\n"
        "Steps to reproduce:\n"
        "1. Go to the login page\n"
        "2. Refresh the page\n"
        "3. Click the extension icon"
    )
    assert attempts(converse([message])) == {}


def test_a_fix_told_later_resolves_every_part_of_the_problem_told_before() -> None:
    memories = converse(
        [
            "As of this week, Catt stopped working. A scan generates Error: No devices found.",
            "Updating to 0.12 fixed it.",
        ]
    )
    incidents = [m for m in memories if m.type is MemoryType.INCIDENT]
    assert len(incidents) == 2
    assert {m.status.value for m in incidents if m.status} == {"resolved"}


def test_within_one_message_a_fine_part_resolves_no_other_part() -> None:
    memories = converse(
        [
            "The second display keeps flickering off. The flicker only occurs on the HDMI 2.0 "
            "port, on the HDMI 1.4 port it's fine."
        ]
    )
    statuses = [m.status.value for m in memories if m.type is MemoryType.INCIDENT and m.status]
    assert "open" in statuses


def test_someone_elses_one_being_fine_is_no_fix() -> None:
    memories = converse(
        ["My robot vacuum goes in circles. My neighbor has the same model and his is fine."]
    )
    statuses = [m.status.value for m in memories if m.type is MemoryType.INCIDENT and m.status]
    assert statuses == ["open"]


@pytest.mark.parametrize(
    ("message", "step"),
    [
        (
            "This is still happening on 4.1.2, even after clearing the cache.",
            "Cleared application cache",
        ),
        ("The app still crashes even after reinstalling it", "Reinstall application"),
        ("still crashing even after a reinstall", "Reinstall application"),
        (
            "same thing but even after reinstalling better thermostat they are still unavailable",
            "Reinstall better thermostat",
        ),
    ],
)
def test_a_step_the_problem_outlived_failed(message: str, step: str) -> None:
    assert attempts(converse([message])) == {step: "failed"}


def test_after_a_step_without_still_or_even_tells_when_the_problem_shows() -> None:
    memories = converse(["The monitor isn't detected after plugging in the dock"])
    assert attempts(memories) == {}


@pytest.mark.parametrize(
    ("message", "step"),
    [
        (
            "I can confirm that downgrading to v2.3 fixes it.",
            "Downgrade application to version 2.3",
        ),
        ("turns out that unplugging the dock fixed it", "Unplug dock"),
        ("Restarting the container makes it work again.", "Restart container"),
    ],
)
def test_lead_ins_and_makes_it_work_leave_the_step_clean(message: str, step: str) -> None:
    assert attempts(converse([message])) == {step: "worked"}


@pytest.mark.parametrize(
    ("message", "step"),
    [
        ("Reinstallation of the app worked fine.", "Reinstall application"),
        ("A reinstall of the app worked fine.", "Reinstall application"),
        ("removal of the extension fixed it", "Remove extension"),
        ("I updated my video drivers and am able to get into the game.", "Update video drivers"),
    ],
)
def test_long_action_nouns_and_being_able_to_again(message: str, step: str) -> None:
    assert attempts(converse([message])) == {step: "worked"}


def test_being_able_to_reproduce_the_problem_is_no_good_news() -> None:
    memories = converse(["I reset the app. I am able to replicate this issue pretty consistently"])
    assert attempts(memories) == {"Reset application": "in_progress"}


def test_a_workaround_works_but_leaves_the_problem_open() -> None:
    memories = converse(
        ["The camera is black in meet. Worked around it by switching to the old driver."]
    )
    assert attempts(memories) == {"Switch to old driver": "worked"}
    assert [m.status.value for m in memories if m.type is MemoryType.INCIDENT] == ["open"]


@pytest.mark.parametrize(
    ("message", "incident"),
    [
        ("my mic did not work", "Mic did not work"),
        ("When I installed BD, my mic did not work.", "Mic did not work"),
    ],
)
def test_a_named_thing_that_did_not_work_is_a_problem(message: str, incident: str) -> None:
    memories = converse([message])
    assert [m.text for m in memories if m.type is MemoryType.INCIDENT] == [incident]
    assert attempts(memories) == {}


@pytest.mark.parametrize(
    "message",
    [
        "the print monitor would not reconnect and just stayed offline",
        "I attached logs. The sync fails every night.",
    ],
)
def test_staying_offline_and_attaching_logs_are_no_steps(message: str) -> None:
    assert attempts(converse([message])) == {}


@pytest.mark.parametrize(
    ("message", "incident"),
    [
        (
            "i updated the app and now it crashes when i open my cart",
            "App crashes when opening cart",
        ),
        ("I installed the new version and now the sound is gone", "Sound is gone"),
    ],
)
def test_a_change_the_problem_began_with_is_no_attempt(message: str, incident: str) -> None:
    memories = converse([message])
    assert attempts(memories) == {}
    assert [m.text for m in memories if m.type is MemoryType.INCIDENT] == [incident]


@pytest.mark.parametrize(
    "turns",
    [
        ["The app froze. I reinstalled it and now it crashes on start."],
        ["my app freezes on the home screen", "i reinstalled it and now it crashes on start"],
        ["I tried reinstalling and now it crashes on start"],
    ],
)
def test_a_step_against_a_known_problem_that_made_it_worse_failed(turns: list[str]) -> None:
    assert attempts(converse(turns)) == {"Reinstall application": "failed"}


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "Uninstalling the previous version first and then installing the new one did not "
            "solve it.",
            {"Uninstall previous version": "failed", "Install new one": "failed"},
        ),
        (
            "I also tried a different USB cable with the same outcome.",
            {"Try different USB cable": "failed"},
        ),
        (
            "Logging out and back in seems to have fixed it for now, will report back.",
            {"Log out and back in": "in_progress"},
        ),
        (
            "I deleted the config folder and started fresh, now it launches fine.",
            {"Delete config folder": "worked"},
        ),
        (
            "tried again in a different browser and got the same error",
            {"Try again in different browser": "failed"},
        ),
    ],
)
def test_chains_hedges_and_fresh_starts(message: str, expected: dict[str, str]) -> None:
    assert attempts(converse([message])) == expected


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "close msi afterburner if it is running in the background, fixed for me",
            {"Close msi afterburner if it is running in background": "worked"},
        ),
        (
            "its a apns issue i resolved it by adding the appropriate apns in access points",
            {"Add appropriate apns in access points": "worked"},
        ),
        (
            "I've tried many things, such as adjusting the sleep settings via pmset and "
            "monitoring the log, but the battery still drains.",
            {"Adjust sleep settings via pmset": "failed", "Monitor log": "failed"},
        ),
        (
            "i try so many way like formatting the memory card, installing new YI apps also the "
            "same.",
            {"Format memory card": "failed", "Install new YI apps": "failed"},
        ),
    ],
)
def test_fixes_and_tries_told_inside_a_sentence(message: str, expected: dict[str, str]) -> None:
    assert attempts(converse([message])) == expected


def test_a_list_under_solved_with_the_following_worked_item_by_item() -> None:
    message = (
        "Time sync stopped and the watch went missing, solved with the following actions:\n"
        "1. Forget the device in Android\n"
        "2. Clear the app's storage\n"
        "3. Re-pair the watch"
    )
    assert attempts(converse([message])) == {
        "Forget device in Android": "worked",
        "Clear app's storage": "worked",
        "Re-pair watch": "worked",
    }


@pytest.mark.parametrize(
    ("message", "step"),
    [
        (
            "My bulbs go offline. Reloading the integration fixes the issue temporarily. But it's "
            "a matter of time before it happens again.",
            "Reload integration",
        ),
        (
            "Autofill stopped working. Reinstalling the extension temporarily solves the problem, "
            "but after turning the computer off and on, the problem occurs again.",
            "Reinstall extension",
        ),
    ],
)
def test_a_workaround_that_works_each_time_worked_and_the_problem_stays_open(
    message: str, step: str
) -> None:
    memories = converse([message])
    assert attempts(memories) == {step: "worked"}
    assert [m.status.value for m in memories if m.type is MemoryType.INCIDENT] == ["open"]


@pytest.mark.parametrize(
    "message",
    [
        "cleared the app cache, worked for like a day then back to black boxes",
        "rolled back the driver, worked for an hour then it crashed again",
    ],
)
def test_a_fix_that_lasted_a_while_and_is_told_in_the_past_failed(message: str) -> None:
    assert list(attempts(converse([message])).values()) == ["failed"]


def test_a_thing_bought_and_set_up_is_one_step_that_names_the_thing() -> None:
    memories = converse(
        [
            "my doorbell keeps going offline, i bought one of those wifi extender things and set "
            "it up yesterday and it's been fine since"
        ]
    )
    assert attempts(memories) == {"Buy wifi extender things and set up": "worked"}


@pytest.mark.parametrize(
    ("turns", "step"),
    [
        (
            [
                "the watch does not show up",
                "Rebooting the phone has allowed it to show up in the Telescope app!",
            ],
            "Reboot phone",
        ),
        (
            ["mic doesnt work", "Issue has been sorted. Fix: Reset voice settings in Lightcord."],
            "Reset voice settings in Lightcord",
        ),
    ],
)
def test_a_fix_that_let_it_work_or_told_under_a_label(turns: list[str], step: str) -> None:
    assert attempts(converse(turns)) == {step: "worked"}


def test_a_fix_told_with_a_list_of_steps_credits_each_of_them() -> None:
    message = (
        "I was able to fix the issue by hitting the restart button on every switch and "
        "restarting every plug."
    )
    assert set(attempts(converse([message])).values()) == {"worked"}
    assert len(attempts(converse([message]))) == 2


def test_solved_then_a_gerund_is_a_fix_told_without_its_by() -> None:
    found = attempts(converse(["Export kept failing. solved reverting the plugin to 1.4"]))
    assert found == {"Revert plugin to version 1.4": "worked"}


def test_fixed_then_a_symptom_gerund_is_no_step() -> None:
    assert attempts(converse(["They fixed crashing on startup in 2.1"])) == {}
