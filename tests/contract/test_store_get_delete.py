"""The contract of ``get`` and ``delete`` of one memory, on every store in
``STORE_FACTORIES`` (the live Hindsight server included): exact reads, the latest update,
``MemoryNotFoundError`` for anything the customer does not hold, never across customers."""

from __future__ import annotations

import pytest

from factories import attempt, incident
from support_memory import MemoryNotFoundError, MemoryStore, Outcome, ValidationError


def test_get_returns_the_memory_exactly(store: MemoryStore) -> None:
    memory = store.add(
        attempt("CUST-1", "Update application", "worked", metadata={"channel": "chat"})
    )
    store.add(attempt("CUST-1", "Restart application"))
    assert store.get("CUST-1", memory.id) == memory


def test_get_sees_the_latest_update(store: MemoryStore) -> None:
    step = store.add(attempt("CUST-1", "Update application", "worked"))
    changed = store.update(step.evolve(outcome=Outcome.FAILED))
    assert store.get("CUST-1", step.id) == changed


def test_get_of_an_unknown_memory_is_not_found(store: MemoryStore) -> None:
    with pytest.raises(MemoryNotFoundError):
        store.get("CUST-1", "mem_missing")
    store.add(attempt("CUST-1", "Restart application"))
    with pytest.raises(MemoryNotFoundError):
        store.get("CUST-1", "mem_missing")


def test_get_never_crosses_customers(store: MemoryStore) -> None:
    mine = store.add(attempt("CUST-1", "Restart application"))
    store.add(attempt("CUST-2", "Update application", "worked"))
    with pytest.raises(MemoryNotFoundError):
        store.get("CUST-2", mine.id)


def test_delete_removes_one_memory_everywhere(store: MemoryStore) -> None:
    gone = store.add(incident("CUST-1", "Printer shows offline"))
    kept = store.add(attempt("CUST-1", "Power-cycle printer", "worked"))
    store.delete("CUST-1", gone.id)
    assert store.all("CUST-1") == [kept]
    with pytest.raises(MemoryNotFoundError):
        store.get("CUST-1", gone.id)
    hits = store.search("CUST-1", "printer offline", limit=5)
    assert [m.id for m, _ in hits] == [kept.id]
    assert store.forget("CUST-1") == 1


def test_delete_of_an_unknown_memory_is_not_found(store: MemoryStore) -> None:
    kept = store.add(attempt("CUST-1", "Restart application"))
    with pytest.raises(MemoryNotFoundError):
        store.delete("CUST-1", "mem_missing")
    assert store.all("CUST-1") == [kept]


def test_delete_never_crosses_customers(store: MemoryStore) -> None:
    mine = store.add(attempt("CUST-1", "Restart application"))
    with pytest.raises(MemoryNotFoundError):
        store.delete("CUST-2", mine.id)
    assert store.all("CUST-1") == [mine]


def test_a_deleted_id_can_be_added_again(store: MemoryStore) -> None:
    memory = store.add(attempt("CUST-1", "Restart application"))
    store.delete("CUST-1", memory.id)
    store.add(memory)
    assert store.all("CUST-1") == [memory]


def test_get_and_delete_refuse_invalid_customer_ids(store: MemoryStore) -> None:
    with pytest.raises(ValidationError):
        store.get("../etc/passwd", "mem_1")
    with pytest.raises(ValidationError):
        store.delete("a b", "mem_1")
