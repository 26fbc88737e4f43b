"""SQLiteStore specifics beyond the contract suite: files, schema, search scale, threads."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from factories import attempt
from support_memory import (
    ConfigError,
    SQLiteStore,
    StoreCorruptError,
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


def test_delete_removes_the_search_terms_too(store: SQLiteStore, db_path: Path) -> None:
    gone = store.add(attempt("CUST-1", "Restart the router"))
    store.add(attempt("CUST-1", "Update application", "worked"))
    store.delete("CUST-1", gone.id)
    assert store.count() == 1
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT count(*) FROM memories_fts").fetchone()[0] == 1
    assert store.search("CUST-1", "router", limit=5) == []


def test_build_store_picks_sqlite_for_db_paths(db_path: Path) -> None:
    built = build_store(Settings(store_path=str(db_path), retrieval="lexical"))
    assert isinstance(built, SQLiteStore) and built.path == db_path
    built.close()
