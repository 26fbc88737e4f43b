"""The issue's scenario on every store that keeps fleet statistics: what worked for other
customers reaches a new customer as statistics, only once enough customers back it."""

from __future__ import annotations

from pathlib import Path

import pytest
from fleets import (
    PROBLEM,
    REINSTALL_WORKED,
    UPDATE_FAILED,
    UPDATE_WORKED,
    Fleet,
    make_fleet,
)

NEW_CUSTOMER_PROBLEM = "My app crashes when I upload a large PDF."


def seed(fleet: Fleet, worked: int, failed: int) -> None:
    for n in range(worked):
        fleet.play(f"W-{n}", PROBLEM, UPDATE_WORKED)
    for n in range(failed):
        fleet.play(f"F-{n}", PROBLEM, UPDATE_FAILED)


def test_six_fixed_and_two_failed_reach_the_seventh_customer(fleet: Fleet) -> None:
    seed(fleet, worked=6, failed=2)
    reply = fleet.agent.handle("NEW-7", NEW_CUSTOMER_PROBLEM)
    assert reply.metadata["fleet_suggestions"] == [
        {"step": "Update application", "worked": 6, "tried": 8}
    ]
    assert "Updating the application resolved this for 6 of 8 customers" in reply.reply
    # Beside recall, never inside it: no other customer's memory, no known fix claimed.
    assert reply.known_fixes == [] and reply.known_failures == []
    own = {m.id for m in fleet.store.all("NEW-7")}
    assert {m["id"] for m in reply.used_memories} <= own


@pytest.mark.parametrize(("worked", "failed"), [(4, 2), (4, 0)])
def test_four_customers_are_not_enough(fleet: Fleet, worked: int, failed: int) -> None:
    seed(fleet, worked=worked, failed=failed)
    reply = fleet.agent.handle("NEW-5", NEW_CUSTOMER_PROBLEM)
    assert "fleet_suggestions" not in reply.metadata
    assert "customers" not in reply.reply


def test_a_step_the_customer_already_failed_is_never_offered(fleet: Fleet) -> None:
    seed(fleet, worked=6, failed=0)
    for n in range(5):
        fleet.play(f"R-{n}", PROBLEM, REINSTALL_WORKED)
    fleet.play("NEW-8", NEW_CUSTOMER_PROBLEM)
    reply = fleet.agent.handle("NEW-8", UPDATE_FAILED)
    steps = [s["step"] for s in reply.metadata["fleet_suggestions"]]
    assert steps == ["Reinstall application"]
    assert "Updating" not in reply.reply and "Reinstalling the application resolved" in reply.reply


def test_a_customer_with_a_known_fix_gets_their_own_not_the_fleets(fleet: Fleet) -> None:
    seed(fleet, worked=6, failed=0)
    fleet.play("OWN-1", PROBLEM, REINSTALL_WORKED)
    reply = fleet.agent.handle("OWN-1", "The app is crashing again when I upload a PDF.")
    assert reply.known_fixes == ["Reinstall application"]
    assert "fleet_suggestions" not in reply.metadata


def test_the_llm_prompt_marks_them_as_statistics(tmp_path: Path) -> None:
    from support_memory.engines.prompt import FLEET_TAG, build_messages

    seen: list[list[dict[str, str]]] = []

    class Recording:
        name = "recording"

        def reply(self, message, context):  # type: ignore[no-untyped-def]
            from support_memory.engines.protocol import EngineReply

            seen.append(build_messages(message, context))
            return EngineReply("ok")

    fleet = make_fleet("memory", tmp_path)
    try:
        seed(fleet, worked=5, failed=0)
        fleet.agent.engine = Recording()
        fleet.agent.handle("NEW-9", NEW_CUSTOMER_PROBLEM)
    finally:
        fleet.close()
    system, user = seen[0][0]["content"], seen[0][1]["content"]
    assert f"<{FLEET_TAG}>" in user and "not this customer's history" in user
    assert '"Update application": resolved it for 5 of 5 customers' in user
    assert "anonymous statistics from other customers" in system
    history = user.split("<customer_history>")[1].split("</customer_history>")[0]
    assert "Update application" not in history


@pytest.mark.parametrize("kind", ["memory", "json", "sqlite"])
def test_insights_off_means_no_statistics_at_all(kind: str, tmp_path: Path) -> None:
    from support_memory.factory import build_agent, build_store, insights_of
    from support_memory.settings import Settings

    path = None if kind == "memory" else str(tmp_path / ("m.json" if kind == "json" else "m.db"))
    settings = Settings(store_path=path)
    store = build_store(settings)
    assert insights_of(settings, store) is None
    agent = build_agent(settings, store)
    for n in range(6):
        agent.handle(f"W-{n}", PROBLEM)
        agent.handle(f"W-{n}", UPDATE_WORKED)
    assert "fleet_suggestions" not in agent.handle("NEW", NEW_CUSTOMER_PROBLEM).metadata
    agent.close()


def test_statistics_that_fail_cost_only_the_suggestion() -> None:
    from contextlib import contextmanager

    from support_memory import InMemoryStore, SupportAgent
    from support_memory.errors import StoreUnavailableError
    from support_memory.insights import Insights

    class Down:
        @contextmanager
        def reading(self):  # type: ignore[no-untyped-def]
            raise StoreUnavailableError("the statistics database is down")
            yield

        def snapshot(self):  # type: ignore[no-untyped-def]
            raise StoreUnavailableError("down")

    agent = SupportAgent(store=InMemoryStore(), insights=Insights(Down()))  # type: ignore[arg-type]
    reply = agent.handle("C1", NEW_CUSTOMER_PROBLEM)
    assert "fleet_suggestions" not in reply.metadata
    assert reply.reply.startswith("Sorry about that; I've noted the problem")
    assert [m.type for m in agent.store.all("C1")] == ["INCIDENT"]
