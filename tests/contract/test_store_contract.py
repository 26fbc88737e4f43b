"""The behaviour every ``MemoryStore`` promises. Runs once per entry in ``STORE_FACTORIES``."""

from __future__ import annotations

import random

import pytest

from factories import attempt, incident, profile
from support_memory import MemoryNotFoundError, MemoryStore, Outcome, ValidationError


def test_is_a_memory_store(store: MemoryStore) -> None:
    assert isinstance(store, MemoryStore)


def test_add_then_all_returns_it_exactly(store: MemoryStore) -> None:
    memory = attempt(
        "CUST-1",
        "Update application",
        "worked",
        product="Acme PDF Suite",
        source="rules",
        metadata={"channel": "chat"},
    )
    returned = store.add(memory)
    assert returned == memory
    assert store.all("CUST-1") == [memory]


def test_all_is_oldest_first(store: MemoryStore) -> None:
    first = attempt("CUST-1", "Restart application", created_at="2026-01-01T10:00:00.000000Z")
    second = attempt(
        "CUST-1", "Cleared application cache", created_at="2026-01-01T11:00:00.000000Z"
    )
    store.add(second)
    store.add(first)
    assert [m.id for m in store.all("CUST-1")] == [first.id, second.id]


def test_all_of_unknown_customer_is_empty(store: MemoryStore) -> None:
    assert store.all("NOBODY") == []


def test_update_replaces_in_place_without_duplicates(store: MemoryStore) -> None:
    step = store.add(attempt("CUST-1", "Power-cycle printer", "in_progress"))
    changed = step.evolve(outcome=Outcome.FAILED)
    store.update(changed)
    stored = store.all("CUST-1")
    assert len(stored) == 1
    assert stored[0].id == step.id and stored[0].outcome is Outcome.FAILED
    assert stored[0].updated_at == changed.updated_at


def test_update_of_unknown_memory_is_an_error(store: MemoryStore) -> None:
    with pytest.raises(MemoryNotFoundError):
        store.update(attempt("CUST-1", "Restart application"))


def test_update_cannot_move_a_memory_to_another_customer(store: MemoryStore) -> None:
    mine = store.add(attempt("CUST-1", "Restart application"))
    stolen = mine.model_copy(update={"customer_id": "CUST-2"})
    with pytest.raises(MemoryNotFoundError):
        store.update(stolen)
    assert store.all("CUST-2") == []
    assert store.all("CUST-1") == [mine]


def test_search_finds_relevant_memories_best_first(store: MemoryStore) -> None:
    store.add(incident("CUST-1", "App crashes on large PDF upload"))
    store.add(attempt("CUST-1", "Turn off VPN"))
    store.add(profile("CUST-1", "Uses Windows 11"))
    hits = store.search("CUST-1", "the app is crashing when I upload a pdf", limit=5)
    assert hits, "a clearly related memory must be found"
    assert hits[0][0].text == "App crashes on large PDF upload"
    scores = [score for _, score in hits]
    assert scores == sorted(scores, reverse=True)
    assert all(isinstance(score, float) for score in scores)


def test_search_respects_limit(store: MemoryStore) -> None:
    for n in range(8):
        store.add(attempt("CUST-1", f"Clear printer queue step {n}"))
    assert len(store.search("CUST-1", "printer queue", limit=3)) == 3


def test_search_matches_error_codes(store: MemoryStore) -> None:
    store.add(incident("CUST-1", "Installer fails with error 1603"))
    store.add(incident("CUST-1", "Installer fails with error 2503"))
    hits = store.search("CUST-1", "got 1603 again", limit=5)
    assert hits and hits[0][0].text == "Installer fails with error 1603"


def test_forget_deletes_one_customer_and_counts(store: MemoryStore) -> None:
    for text in ("Restart application", "Cleared application cache", "Update application"):
        store.add(attempt("CUST-1", text))
    other = store.add(attempt("CUST-2", "Restart application"))
    assert store.forget("CUST-1") == 3
    assert store.all("CUST-1") == []
    assert store.search("CUST-1", "restart application", limit=5) == []
    assert store.all("CUST-2") == [other]
    assert store.forget("CUST-1") == 0


def test_customers_never_mix(store: MemoryStore) -> None:
    rng = random.Random(7)
    words = ["printer", "offline", "crash", "upload", "pdf", "vpn", "sync", "calendar", "login"]
    expected: dict[str, set[str]] = {}
    for n in range(12):
        customer = f"CUST-{n}"
        for _ in range(4):
            memory = store.add(attempt(customer, " ".join(rng.sample(words, 3)).capitalize()))
            expected.setdefault(customer, set()).add(memory.id)
    for customer, ids in expected.items():
        assert {m.id for m in store.all(customer)} == ids
        for word in words:
            for memory, _ in store.search(customer, word, limit=10):
                assert memory.customer_id == customer and memory.id in ids


def test_invalid_customer_id_is_refused(store: MemoryStore) -> None:
    with pytest.raises(ValidationError):
        store.all("../etc/passwd")
    with pytest.raises(ValidationError):
        store.search("", "anything")
    with pytest.raises(ValidationError):
        store.forget("a b")
