"""Every row of issue 10's table: what real customers write, and what must be remembered."""

from __future__ import annotations

from helpers import attempts, converse, states

from support_memory.models import Memory, MemoryType

DROPPING = "My Netgear router keeps dropping the wifi every evening."


def _incidents(memories: list[Memory]) -> dict[str, str]:
    return {m.text: m.status.value for m in memories if m.status is not None}


def _profiles(memories: list[Memory], *, current: bool) -> set[str]:
    return {
        m.text
        for m in memories
        if m.type is MemoryType.PROFILE and ("superseded_by" not in m.metadata) is current
    }


def test_a_plan_now_is_in_progress_and_a_later_success_credits_it() -> None:
    memories = converse([DROPPING, "ok I'll try updating the firmware now"])
    assert attempts(memories) == {"Update firmware": "in_progress"}
    memories = converse([DROPPING, "ok I'll try updating the firmware now", "that worked!"])
    assert attempts(memories) == {"Update firmware": "worked"}


def test_let_me_try_is_a_plan() -> None:
    assert attempts(converse(["Let me try reinstalling the driver."])) == {
        "Reinstall driver": "in_progress"
    }


def test_a_factory_reset_told_casually_resolves_the_open_incident() -> None:
    memories = converse([DROPPING, "ya i reset it to factory settings and now its fine"])
    assert attempts(memories) == {"Factory reset": "worked"}
    assert list(_incidents(memories).values()) == ["resolved"]


def test_unplugging_and_plugging_back_in_is_one_step() -> None:
    memories = converse(
        ["so i unplugged it for like 10 min and plugged back in and its working now lol"]
    )
    assert attempts(memories) == {"Unplug and plug back in": "worked"}


def test_a_list_of_tries_that_all_failed_is_three_failed_steps() -> None:
    memories = converse(["Tried restarting, updating and even a factory reset. Nothing worked."])
    assert attempts(memories) == {
        "Restart application": "failed",
        "Update application": "failed",
        "Factory reset": "failed",
    }


def test_the_suggested_update_that_worked_is_named_as_a_step() -> None:
    memories = converse(["tried the firmware update you suggested - worked!!"])
    assert attempts(memories) == {"Update firmware": "worked"}


def test_nope_still_dropping_fails_the_update_and_keeps_the_incident_open() -> None:
    memories = converse(
        [DROPPING, "I'm updating the firmware now.", "nope still dropping after the update"]
    )
    assert attempts(memories) == {"Update firmware": "failed"}
    incidents = _incidents(memories)
    assert list(incidents.values()) == ["open"]  # no second incident, nothing resolved
    assert not any("nope" in text.lower() for text in incidents)


def test_a_card_that_works_elsewhere_is_still_a_problem() -> None:
    memories = converse(
        ["my card keeps getting declined at checkout even though it works elsewhere"]
    )
    incidents = _incidents(memories)
    assert len(incidents) == 1
    ((text, status),) = incidents.items()
    assert "declined" in text.lower() and status == "open"
    assert attempts(memories) == {}


def test_a_double_charge_is_an_incident() -> None:
    incidents = _incidents(converse(["I was charged twice for my subscription this month"]))
    assert incidents == {"Charged twice for subscription": "open"}


def test_an_order_that_has_not_arrived_is_an_incident() -> None:
    ((text, status),) = _incidents(converse(["My order #4412 hasn't arrived"])).items()
    assert "order #4412" in text.lower() and "arrived" in text.lower() and status == "open"


def test_a_named_laptop_is_a_profile_fact() -> None:
    memories = converse(["Screen flickers on my Dell XPS 13 since yesterday's Windows update"])
    assert "Uses a Dell XPS 13" in _profiles(memories, current=True)
    assert attempts(memories) == {}


def test_a_reinstall_beside_the_problem_still_there_failed() -> None:
    memories = converse(
        ["the app logs me out every few minutes on android, reinstalled twice already"]
    )
    assert attempts(memories) == {"Reinstall application": "failed"}


def test_an_update_heading_is_no_step_and_the_upgrade_failed() -> None:
    memories = converse(
        ["Quick update: I upgraded to Windows 11 last night, the mouse still lags."]
    )
    assert attempts(memories) == {"Upgrade to Windows 11": "failed"}


def test_a_newer_fact_of_the_same_kind_supersedes_the_older_one() -> None:
    memories = converse(
        [
            "I'm on Windows 10 with an iPhone 12.",
            "I upgraded to Windows 11 yesterday and the mouse still lags.",
            "I switched from my iPhone 12 to a Pixel 8 last month.",
        ]
    )
    assert _profiles(memories, current=True) == {"Uses Windows 11", "Uses a Pixel 8"}
    assert _profiles(memories, current=False) == {"Uses Windows 10", "Uses an iPhone 12"}
    assert not any(text.startswith("Switch") for text in attempts(memories))
    assert ("PROFILE", "Uses a Pixel 8", None) in states(memories)
