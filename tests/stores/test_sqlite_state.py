"""SQLite's bounded reads: the state by index only, the search window, the write version."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from factories import attempt, incident
from support_memory import SQLiteStore
from support_memory.state import KIND_LIMITS
from support_memory.stores.sqlite_state import _KIND_WHERE, FIELDS


def test_every_state_query_reads_an_index_range(tmp_path: Path) -> None:
    SQLiteStore(tmp_path / "m.db").close()
    conn = sqlite3.connect(tmp_path / "m.db")
    queries = [
        f"SELECT {FIELDS} FROM memories WHERE customer_id = ?{where}"
        " ORDER BY updated_at DESC, id DESC LIMIT 5"
        for where in _KIND_WHERE.values()
    ]
    queries.append(
        f"SELECT {FIELDS} FROM memories WHERE customer_id = ? AND type = 'ATTEMPT'"
        " AND incident_id = 'x' ORDER BY updated_at DESC, id DESC LIMIT 5"
    )
    for query in queries:
        plan = " ".join(str(row[3]) for row in conn.execute("EXPLAIN QUERY PLAN " + query, ("C",)))
        assert "USING INDEX" in plan and "TEMP B-TREE" not in plan, (query, plan)
    assert set(_KIND_WHERE) == set(KIND_LIMITS)
    conn.close()


def test_search_ranks_the_newest_window_and_still_finds_an_old_rare_word(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "m.db", search_window=20)
    old = store.add(incident("C", "Installer fails with error 1603 on the printer"))
    for n in range(60):  # many newer memories share "printer" with the query
        store.add(attempt("C", f"Restart printer number {n}"))
    found = [m.text for m, _ in store.search("C", "printer error 1603 again", limit=5)]
    assert found[0] == old.text
    plain = [m.text for m, _ in store.search("C", "restart printer", limit=25)]
    assert len(plain) == 20 and "Restart printer number 59" in plain
    assert "Restart printer number 0" not in plain  # older than the window, no rare word
    store.close()


def test_each_write_of_a_customer_moves_their_version_and_only_theirs(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "m.db")
    assert store.state("C").version == 0
    step = store.add(attempt("C", "Restart router", "in_progress"))
    store.add(attempt("D", "Restart router"))
    assert store.state("C").version == 1
    store.update(step.evolve(outcome="failed"))
    assert store.state("C").version == 2 and store.state("D").version == 1
    with store.turn("C", since=store.state("C")) as scope:
        assert not scope.changed
    stale = store.state("D")
    store.add(attempt("D", "Reset router"))
    with store.turn("D", since=stale) as scope:
        assert scope.changed and scope.state is not None and len(scope.state.memories) == 2
    store.close()
