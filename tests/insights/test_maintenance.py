"""The counts follow every write, in the store's own transaction where it has one: turns,
corrections, deletions and forgetting; a rebuild from the memories agrees with them."""

from __future__ import annotations

from fleets import PROBLEM, REINSTALL_WORKED, UPDATE_FAILED, UPDATE_WORKED, Fleet

from support_memory.audit import InMemoryAuditStore
from support_memory.corrections import CorrectionService
from support_memory.factory import rebuild_insights
from support_memory.insights.keys import text_key
from support_memory.insights.ledger import CountKey
from support_memory.locks import CustomerLocks
from support_memory.models import Memory, MemoryType

SYMPTOM = "app crash on larg pdf upload"
UPDATE = "update app"


def counts(fleet: Fleet) -> dict[CountKey, int]:
    return fleet.insights.snapshot()[0]


def update_counts(fleet: Fleet) -> tuple[int, int]:
    found = counts(fleet)
    return (
        found.get((SYMPTOM, "", UPDATE, "worked"), 0),
        found.get((SYMPTOM, "", UPDATE, "failed"), 0),
    )


def corrections(fleet: Fleet) -> CorrectionService:
    return CorrectionService(fleet.store, InMemoryAuditStore(), CustomerLocks())


def step_of(fleet: Fleet, customer_id: str, text: str) -> Memory:
    return next(m for m in fleet.store.all(customer_id) if m.text == text)


def test_distinct_customers_count_once_however_often_they_say_it(fleet: Fleet) -> None:
    fleet.play("A", PROBLEM, UPDATE_WORKED)
    fleet.play("A", "The app is crashing again when I upload a PDF.", UPDATE_WORKED)
    fleet.play("B", PROBLEM, UPDATE_FAILED)
    assert update_counts(fleet) == (1, 1)
    assert counts(fleet)[(SYMPTOM, "", "", "incident")] == 2


def test_the_newest_outcome_of_a_step_is_the_customers(fleet: Fleet) -> None:
    fleet.play("A", PROBLEM, UPDATE_WORKED)
    assert update_counts(fleet) == (1, 0)
    fleet.play("A", "The app is crashing again when I upload a PDF.", UPDATE_FAILED)
    assert update_counts(fleet) == (0, 1)


def test_a_correction_to_failed_moves_the_customer(fleet: Fleet) -> None:
    for name in ("A", "B", "C"):
        fleet.play(name, PROBLEM, UPDATE_WORKED)
    assert update_counts(fleet) == (3, 0)
    step = step_of(fleet, "B", "Update application")
    corrections(fleet).correct("B", step.id, {"outcome": "failed"}, author="alice")
    assert update_counts(fleet) == (2, 1)
    assert rebuilt_agrees(fleet)


def test_deleting_an_incident_takes_its_steps_out(fleet: Fleet) -> None:
    fleet.play("A", PROBLEM, UPDATE_WORKED)
    fleet.play("B", PROBLEM, UPDATE_WORKED)
    incident = next(m for m in fleet.store.all("A") if m.type is MemoryType.INCIDENT)
    corrections(fleet).delete("A", incident.id, author="alice")
    assert update_counts(fleet) == (1, 0)
    assert counts(fleet)[(SYMPTOM, "", "", "incident")] == 1
    assert rebuilt_agrees(fleet)


def test_correcting_the_incident_text_moves_its_steps_along(fleet: Fleet) -> None:
    fleet.play("A", PROBLEM, UPDATE_WORKED)
    incident = next(m for m in fleet.store.all("A") if m.type is MemoryType.INCIDENT)
    corrections(fleet).correct("A", incident.id, {"text": "Printer is offline"}, author="bob")
    found = counts(fleet)
    assert (SYMPTOM, "", UPDATE, "worked") not in found
    assert found[(text_key("Printer is offline"), "", UPDATE, "worked")] == 1
    assert rebuilt_agrees(fleet)


def test_forget_removes_exactly_that_customers_contribution(fleet: Fleet) -> None:
    fleet.play("A", PROBLEM, UPDATE_WORKED)
    fleet.play("B", PROBLEM, UPDATE_FAILED)
    fleet.play("C", PROBLEM, REINSTALL_WORKED)
    before = counts(fleet)
    corrections(fleet).forget("B")
    after = counts(fleet)
    assert after[(SYMPTOM, "", "", "incident")] == before[(SYMPTOM, "", "", "incident")] - 1
    assert (SYMPTOM, "", UPDATE, "failed") not in after
    assert after[(SYMPTOM, "", UPDATE, "worked")] == 1
    assert all(c.customer_id != "B" for c in fleet.insights.snapshot()[1])
    assert rebuilt_agrees(fleet)


def test_a_rebuild_from_the_memories_agrees_with_the_incremental_counts(fleet: Fleet) -> None:
    fleet.play("A", PROBLEM, "I restarted it and cleared the cache, neither helped.")
    fleet.play("A", UPDATE_WORKED)
    fleet.play("B", PROBLEM, UPDATE_FAILED, REINSTALL_WORKED)
    fleet.play("C", "Outlook keeps freezing when I open a shared calendar.")
    fleet.play("C", "I turned off the add-ins and that fixed it.")
    fleet.play("D", PROBLEM, "I'm updating the app now.")
    fleet.play("E", "My email is jane.doe@example.com and my app crashes on login.")
    step = step_of(fleet, "B", "Reinstall application")
    corrections(fleet).correct("B", step.id, {"outcome": "failed"}, author="alice")
    corrections(fleet).delete("A", step_of(fleet, "A", "Restart application").id, author="x")
    corrections(fleet).forget("C")
    incremental = fleet.insights.snapshot()
    assert incremental[0], "the play above must count something"
    assert rebuilt_agrees(fleet)
    assert fleet.insights.snapshot() == incremental


def rebuilt_agrees(fleet: Fleet) -> bool:
    incremental = fleet.insights.snapshot()
    customers = rebuild_insights(fleet.settings, fleet.store)
    assert customers >= 1
    return fleet.insights.snapshot() == incremental
