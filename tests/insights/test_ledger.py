"""What counts and what does not, on the in-process statistics (the same ledger runs on
SQLite and PostgreSQL, see test_maintenance)."""

from __future__ import annotations

from support_memory.insights import Insights, Signature, text_key
from support_memory.insights.memory import MemoryInsights
from support_memory.models import Memory, MemoryType, Outcome
from support_memory.stores.memory import InMemoryStore

SYMPTOM = text_key("App crashes on large PDF upload")
ACME = text_key("Acme PDF Suite")


def hooked() -> tuple[InMemoryStore, MemoryInsights]:
    store, backend = InMemoryStore(), MemoryInsights()
    store.add_hook(backend)
    return store, backend


def incident(customer: str, product: str | None = None) -> Memory:
    return Memory(
        customer_id=customer,
        type=MemoryType.INCIDENT,
        text="App crashes on large PDF upload",
        product=product,
    )


def step(
    customer: str, parent: Memory | None, outcome: Outcome, text: str = "Update app"
) -> Memory:
    return Memory(
        customer_id=customer,
        type=MemoryType.ATTEMPT,
        text=text,
        outcome=outcome,
        incident_id=parent.id if parent else None,
    )


def test_a_known_product_counts_under_it_and_under_any_product() -> None:
    store, backend = hooked()
    with_product, without = incident("A", "Acme PDF Suite"), incident("B")
    for memory in (with_product, without):
        store.add(memory)
        store.add(step(memory.customer_id, memory, Outcome.WORKED))
    counts = backend.snapshot()[0]
    assert counts[(SYMPTOM, ACME, "", "incident")] == 1
    assert counts[(SYMPTOM, "", "", "incident")] == 2
    assert counts[(SYMPTOM, "", text_key("Update app"), "worked")] == 2


def test_steps_in_progress_unlinked_or_private_do_not_count() -> None:
    store, backend = hooked()
    parent = incident("A")
    store.add(parent)
    store.add(step("A", parent, Outcome.IN_PROGRESS))
    store.add(step("A", None, Outcome.WORKED, "Clear cache"))
    store.add(step("A", parent, Outcome.WORKED, "Call Jane at 555-123-4567"))
    assert backend.snapshot()[0] == {(SYMPTOM, "", "", "incident"): 1}


def test_a_step_written_before_its_incident_joins_it_when_the_incident_comes() -> None:
    store, backend = hooked()
    parent = incident("A")
    store.add(step("A", parent, Outcome.FAILED))
    assert backend.snapshot()[0] == {}
    store.add(parent)
    assert backend.snapshot()[0][(SYMPTOM, "", text_key("Update app"), "failed")] == 1


def test_suggestions_need_k_customers_it_worked_for_and_a_shared_wording() -> None:
    store, backend = hooked()
    insights = Insights(backend, min_customers=3)
    for n, wording in enumerate(["Update app", "Update app", "Updated the app"]):
        parent = incident(f"C{n}")
        store.add(parent)
        store.add(step(f"C{n}", parent, Outcome.WORKED, wording))
    # Three customers back the key, but only two share a wording: nothing is shown.
    assert insights.suggest(Signature(SYMPTOM)) == []
    parent = incident("C9")
    store.add(parent)
    store.add(step("C9", parent, Outcome.WORKED, "Update app"))
    [found] = insights.suggest(Signature(SYMPTOM))
    assert (found.step, found.worked, found.tried) == ("Update app", 4, 4)
    assert insights.suggest(Signature(SYMPTOM), exclude={text_key("Update app")}) == []
