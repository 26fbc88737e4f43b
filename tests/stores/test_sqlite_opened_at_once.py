"""Processes that open the same new SQLite file at the same moment (``serve --workers 2``
on a fresh folder) all get a usable database: none calls it foreign or busy."""

from __future__ import annotations

import multiprocessing
import sqlite3
from pathlib import Path
from typing import Any

from support_memory.audit.sqlite import SQLiteAuditStore
from support_memory.stores.sqlite import SQLiteStore
from support_memory.stores.sqlite_schema import APPLICATION_ID, MIGRATIONS

_PROCESSES = 6
_ROUNDS = 40  # the old race failed about one round in five with six processes


def _open(kind: str, path: str, barrier: Any, results: Any) -> None:
    barrier.wait()
    try:
        opened = SQLiteStore(path) if kind == "store" else SQLiteAuditStore(path)
        opened.close()
        results.put("ok")
    except Exception as exc:  # reported to the parent, which fails the test
        results.put(f"{type(exc).__name__}: {exc}")


def _open_at_once(kind: str, path: Path) -> list[str]:
    context = multiprocessing.get_context("fork")
    barrier = context.Barrier(_PROCESSES)
    results = context.Queue()
    workers = [
        context.Process(target=_open, args=(kind, str(path), barrier, results))
        for _ in range(_PROCESSES)
    ]
    for worker in workers:
        worker.start()
    outcomes = [results.get(timeout=60) for _ in workers]
    for worker in workers:
        worker.join(timeout=60)
    return outcomes


def test_a_new_audit_file_opened_by_several_processes_at_once_opens_in_every_one(
    tmp_path: Path,
) -> None:
    failures = []
    for round_number in range(_ROUNDS):
        outcomes = _open_at_once("audit", tmp_path / f"audit-{round_number}.db")
        failures += [outcome for outcome in outcomes if outcome != "ok"]
    assert failures == []


def test_a_new_store_file_opened_by_several_processes_at_once_opens_in_every_one(
    tmp_path: Path,
) -> None:
    failures = []
    for round_number in range(_ROUNDS // 2):
        outcomes = _open_at_once("store", tmp_path / f"memories-{round_number}.db")
        failures += [outcome for outcome in outcomes if outcome != "ok"]
    assert failures == []
    with sqlite3.connect(tmp_path / "memories-0.db") as conn:
        assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        assert conn.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
