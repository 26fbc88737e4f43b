"""SQLiteStore specifics beyond the contract suite: files, schema, search scale, threads."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import pytest

from factories import attempt, incident, profile
from support_memory import (
    ConfigError,
    MemoryNotFoundError,
    Outcome,
    SQLiteStore,
    StoreCorruptError,
    StoreError,
    build_store,
)
from support_memory.settings import Settings
from support_memory.stores.sqlite_schema import APPLICATION_ID, MIGRATIONS


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "memories.db"


@pytest.fixture
def store(db_path: Path) -> SQLiteStore:
    made = SQLiteStore(db_path)
    yield made  # type: ignore[misc]
    made.close()


def _pragma(path: Path, name: str) -> object:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(f"PRAGMA {name}").fetchone()[0]
    finally:
        conn.close()


def test_creates_folder_and_reopens_with_everything(db_path: Path) -> None:
    first = SQLiteStore(db_path)
    kept = first.add(attempt("CUST-1", "Update application", "worked", metadata={"k": "v"}))
    first.close()
    again = SQLiteStore(db_path)
    try:
        assert again.all("CUST-1") == [kept]
        assert again.search("CUST-1", "update the app")[0][0] == kept
    finally:
        again.close()


def test_schema_is_migrated_marked_and_in_wal_mode(store: SQLiteStore, db_path: Path) -> None:
    assert _pragma(db_path, "user_version") == len(MIGRATIONS)
    assert _pragma(db_path, "application_id") == APPLICATION_ID
    assert _pragma(db_path, "journal_mode") == "wal"


def test_not_a_database_is_a_clear_error_and_left_untouched(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    db_path.write_bytes(b'{"format": 1, "memories": []}\n' * 50)
    before = db_path.read_bytes()
    with pytest.raises(StoreCorruptError, match="left untouched"):
        SQLiteStore(db_path)
    assert db_path.read_bytes() == before
    assert not db_path.with_name("memories.db-wal").exists()


def test_damaged_database_is_a_clear_error_and_left_untouched(db_path: Path) -> None:
    SQLiteStore(db_path).close()
    damaged = bytearray(db_path.read_bytes())
    damaged[16:100] = b"\xff" * 84  # header fields after the magic string
    db_path.write_bytes(bytes(damaged))
    with pytest.raises(StoreCorruptError):
        SQLiteStore(db_path)
    assert db_path.read_bytes() == bytes(damaged)


def test_someone_elses_sqlite_database_is_refused_untouched(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    conn = sqlite3.connect(db_path)
    conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY)")
    conn.commit()
    conn.close()
    before = db_path.read_bytes()
    with pytest.raises(StoreCorruptError, match="not one of support-memory's"):
        SQLiteStore(db_path)
    assert db_path.read_bytes() == before


def test_a_newer_schema_is_refused(store: SQLiteStore, db_path: Path) -> None:
    store.close()
    conn = sqlite3.connect(db_path)
    conn.execute(f"PRAGMA user_version = {len(MIGRATIONS) + 1}")
    conn.close()
    with pytest.raises(ConfigError, match="newer"):
        SQLiteStore(db_path)


def test_adding_the_same_id_twice_is_refused(store: SQLiteStore) -> None:
    memory = store.add(attempt("CUST-1", "Restart application"))
    with pytest.raises(StoreError, match="already exists"):
        store.add(memory)
    assert store.all("CUST-1") == [memory]


def test_add_many_is_all_or_nothing(store: SQLiteStore) -> None:
    existing = store.add(attempt("CUST-1", "Restart application"))
    fresh = attempt("CUST-1", "Update application")
    with pytest.raises(StoreError):
        store.add_many([fresh, existing])
    assert store.all("CUST-1") == [existing]
    assert store.add_many([fresh]) == 1
    assert store.count() == 2


def test_search_joins_stems_and_synonyms(store: SQLiteStore) -> None:
    store.add(incident("CUST-1", "App crashes on large PDF upload"))
    store.add(attempt("CUST-1", "Restart application"))
    store.add(profile("CUST-1", "Uses Windows 11"))
    assert store.search("CUST-1", "it keeps crashing")[0][0].text.startswith("App crashes")
    assert store.search("CUST-1", "I rebooted")[0][0].text == "Restart application"
    assert store.search("CUST-1", "how do I change my billing address") == []


def test_scores_are_between_zero_and_one_best_first(store: SQLiteStore) -> None:
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


def test_forget_removes_memories_from_search_and_counts(store: SQLiteStore) -> None:
    store.add(attempt("CUST-1", "Restart application"))
    store.add(attempt("CUST-2", "Restart application"))
    assert store.count() == 2
    assert store.forget("CUST-1") == 1
    assert store.count() == 1
    assert store.search("CUST-1", "restart") == []
    assert [m.customer_id for m, _ in store.search("CUST-2", "restart")] == ["CUST-2"]


def test_delete_removes_the_search_terms_too(store: SQLiteStore, db_path: Path) -> None:
    gone = store.add(attempt("CUST-1", "Restart the router"))
    store.add(attempt("CUST-1", "Update application", "worked"))
    store.delete("CUST-1", gone.id)
    assert store.count() == 1
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT count(*) FROM memories_fts").fetchone()[0] == 1
    assert store.search("CUST-1", "router", limit=5) == []


def test_update_reindexes_the_new_text(store: SQLiteStore) -> None:
    step = store.add(attempt("CUST-1", "Restart router", "in_progress"))
    store.update(step.evolve(text="Turn off VPN", outcome=Outcome.FAILED))
    assert store.search("CUST-1", "router") == []
    assert store.search("CUST-1", "vpn")[0][0].outcome is Outcome.FAILED


def test_many_threads_and_customers_lose_nothing_and_mix_nothing(db_path: Path) -> None:
    store = SQLiteStore(db_path, pool_size=4)
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
    store.close()


def test_two_stores_on_one_file_see_each_others_commits(db_path: Path) -> None:
    # As two server processes would: separate connections, one file.
    first, second = SQLiteStore(db_path), SQLiteStore(db_path)
    mine = first.add(attempt("CUST-1", "Restart application", "in_progress"))
    second.update(mine.evolve(outcome=Outcome.FAILED))
    assert first.all("CUST-1")[0].outcome is Outcome.FAILED
    with pytest.raises(MemoryNotFoundError):
        second.update(attempt("CUST-1", "Never stored"))
    first.close()
    second.close()


def test_a_closed_store_refuses_work(store: SQLiteStore) -> None:
    store.close()
    with pytest.raises(StoreError, match="closed"):
        store.all("CUST-1")


def test_build_store_picks_sqlite_for_db_paths(db_path: Path) -> None:
    built = build_store(Settings(store_path=str(db_path), retrieval="lexical"))
    assert isinstance(built, SQLiteStore) and built.path == db_path
    built.close()


def test_changing_a_returned_memory_never_changes_the_store(store: SQLiteStore) -> None:
    kept = store.add(attempt("CUST-1", "Restart application", metadata={"k": "v"}))
    first = store.all("CUST-1")[0]
    first.metadata["k"] = "changed"
    first.text = "Something else"
    hit = store.search("CUST-1", "restart")[0][0]
    hit.metadata["extra"] = "x"
    assert store.all("CUST-1") == [kept]
    assert store.search("CUST-1", "restart")[0][0] == kept


def test_write_turn_is_all_or_nothing(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "turns.db")
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
    store.close()


def test_customer_ids_lists_customers_with_memories(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "ids.db")
    store.add(attempt("CUST-B", "Restart application"))
    store.add(attempt("CUST-A", "Restart application"))
    store.add(attempt("CUST-C", "Restart application"))
    store.forget("CUST-C")
    assert store.customer_ids() == ["CUST-A", "CUST-B"]
    store.close()
