"""What both SQL stores (SQLite and PostgreSQL) promise beyond the store contract: bulk
adds, one-transaction turns, the 0..1 search scale, threads, two processes on one database.

``opener`` opens a store on one location (a file, or a fresh PostgreSQL schema); calling it
again opens another store on the same location, as a second server process would.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from factories import attempt, incident, profile
from support_memory import MemoryNotFoundError, Outcome, StoreError
from support_memory.stores.sqlite import SQLiteStore

SQLStore = Any  # SQLiteStore | PostgresStore: add_many, count, customer_ids, write_turn
Opener = Callable[..., SQLStore]


@pytest.fixture(params=["sqlite", "postgres"])
def opener(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Opener]:
    opened: list[SQLStore] = []
    if request.param == "sqlite":
        path = tmp_path / "data" / "memories.db"

        def make(**options: Any) -> SQLStore:
            return SQLiteStore(path, **options)

    else:
        from postgres_live import fresh_database_url
        from support_memory.stores.postgres import PostgresStore

        url = fresh_database_url()

        def make(**options: Any) -> SQLStore:
            return PostgresStore(url, **options)

    def tracked(**options: Any) -> SQLStore:
        opened.append(make(**options))
        return opened[-1]

    yield tracked
    for store in opened:
        store.close()


@pytest.fixture
def store(opener: Opener) -> SQLStore:
    return opener()


def test_adding_the_same_id_twice_is_refused(store: SQLStore) -> None:
    memory = store.add(attempt("CUST-1", "Restart application"))
    with pytest.raises(StoreError, match="already exists"):
        store.add(memory)
    assert store.all("CUST-1") == [memory]


def test_add_many_is_all_or_nothing(store: SQLStore) -> None:
    existing = store.add(attempt("CUST-1", "Restart application"))
    fresh = attempt("CUST-1", "Update application")
    with pytest.raises(StoreError):
        store.add_many([fresh, existing])
    assert store.all("CUST-1") == [existing]
    assert store.add_many([fresh]) == 1
    assert store.count() == 2


def test_search_joins_stems_and_synonyms(store: SQLStore) -> None:
    store.add(incident("CUST-1", "App crashes on large PDF upload"))
    store.add(attempt("CUST-1", "Restart application"))
    store.add(profile("CUST-1", "Uses Windows 11"))
    assert store.search("CUST-1", "it keeps crashing")[0][0].text.startswith("App crashes")
    assert store.search("CUST-1", "I rebooted")[0][0].text == "Restart application"
    assert store.search("CUST-1", "how do I change my billing address") == []


def test_scores_are_between_zero_and_one_best_first(store: SQLStore) -> None:
    store.add(incident("CUST-1", "App crashes on large PDF upload"))
    store.add(attempt("CUST-1", "Clear application cache"))
    store.add(profile("CUST-1", "Uses Acme PDF Suite"))
    for n in range(20):
        store.add(attempt("CUST-2", f"Unrelated printer step {n}"))
    hits = store.search("CUST-1", "app crashes when I upload a large pdf", limit=10)
    scores = [score for _, score in hits]
    assert hits[0][0].text == "App crashes on large PDF upload"
    assert all(0 < score <= 1 for score in scores)
    assert scores == sorted(scores, reverse=True)
    assert scores[0] > 0.5 > scores[-1]


def test_forget_removes_memories_from_search_and_counts(store: SQLStore) -> None:
    store.add(attempt("CUST-1", "Restart application"))
    store.add(attempt("CUST-2", "Restart application"))
    assert store.count() == 2
    assert store.forget("CUST-1") == 1
    assert store.count() == 1
    assert store.search("CUST-1", "restart") == []
    assert [m.customer_id for m, _ in store.search("CUST-2", "restart")] == ["CUST-2"]


def test_update_reindexes_the_new_text(store: SQLStore) -> None:
    step = store.add(attempt("CUST-1", "Restart router", "in_progress"))
    store.update(step.evolve(text="Turn off VPN", outcome=Outcome.FAILED))
    assert store.search("CUST-1", "router") == []
    assert store.search("CUST-1", "vpn")[0][0].outcome is Outcome.FAILED


def test_many_threads_and_customers_lose_nothing_and_mix_nothing(opener: Opener) -> None:
    store = opener(pool_size=4)
    errors: list[BaseException] = []

    def work(worker: int) -> None:
        try:
            for n in range(15):
                customer = f"CUST-{worker % 5}"
                step = store.add(
                    attempt(
                        customer,
                        f"Step {worker} {n}",
                        "in_progress",
                        metadata={"worker": str(worker)},
                    )
                )
                store.update(step.evolve(outcome=Outcome.WORKED))
                store.search(customer, f"step {worker}")
        except BaseException as exc:  # collected and asserted below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(w,)) for w in range(10)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    for c in range(5):
        memories = store.all(f"CUST-{c}")
        assert len(memories) == 30
        assert {m.customer_id for m in memories} == {f"CUST-{c}"}
        assert {m.metadata["worker"] for m in memories} == {str(c), str(c + 5)}
        assert all(m.outcome is Outcome.WORKED for m in memories)


def test_two_stores_on_one_database_see_each_others_commits(opener: Opener) -> None:
    # As two server processes would: separate connections, one file or database.
    first, second = opener(), opener()
    mine = first.add(attempt("CUST-1", "Restart application", "in_progress"))
    second.update(mine.evolve(outcome=Outcome.FAILED))
    assert first.all("CUST-1")[0].outcome is Outcome.FAILED
    with pytest.raises(MemoryNotFoundError):
        second.update(attempt("CUST-1", "Never stored"))


def test_a_closed_store_refuses_work(store: SQLStore) -> None:
    store.close()
    with pytest.raises(StoreError, match="closed"):
        store.all("CUST-1")


def test_changing_a_returned_memory_never_changes_the_store(store: SQLStore) -> None:
    kept = store.add(attempt("CUST-1", "Restart application", metadata={"k": "v"}))
    first = store.all("CUST-1")[0]
    first.metadata["k"] = "changed"
    first.text = "Something else"
    hit = store.search("CUST-1", "restart")[0][0]
    hit.metadata["extra"] = "x"
    assert store.all("CUST-1") == [kept]
    assert store.search("CUST-1", "restart")[0][0] == kept


def test_write_turn_is_all_or_nothing(store: SQLStore) -> None:
    step = store.add(attempt("CUST-1", "Power-cycle printer", "in_progress"))
    ghost = attempt("CUST-1", "Never stored", "in_progress")
    with pytest.raises(MemoryNotFoundError):
        store.write_turn(
            [step.evolve(outcome="failed"), ghost.evolve(outcome="failed")],
            [attempt("CUST-1", "Reinstall printer driver", "worked")],
        )
    assert store.all("CUST-1") == [step]  # neither the update nor the addition landed
    fixed = attempt("CUST-1", "Reinstall printer driver", "worked")
    store.write_turn([step.evolve(outcome="failed")], [fixed])
    assert {(m.text, m.outcome) for m in store.all("CUST-1")} == {
        ("Power-cycle printer", "failed"),
        ("Reinstall printer driver", "worked"),
    }
    assert [m.id for m, _ in store.search("CUST-1", "printer driver", limit=1)] == [fixed.id]


def test_customer_ids_lists_customers_with_memories(store: SQLStore) -> None:
    store.add(attempt("CUST-B", "Restart application"))
    store.add(attempt("CUST-A", "Restart application"))
    store.add(attempt("CUST-C", "Restart application"))
    store.forget("CUST-C")
    assert store.customer_ids() == ["CUST-A", "CUST-B"]
