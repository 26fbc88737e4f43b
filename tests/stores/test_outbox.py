"""OutboxStore: writes survive an unavailable store, replay in order, idempotently."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from factories import attempt
from support_memory import (
    InMemoryStore,
    Memory,
    MemoryStore,
    StoreAuthError,
    StoreError,
    StoreUnavailableError,
)
from support_memory.stores.outbox import Outbox, OutboxStore


class Flaky:
    """An InMemoryStore that can be switched off, or made to lose its answers."""

    def __init__(self) -> None:
        self.real = InMemoryStore()
        self.down = False
        self.lose_answers = False  # apply the write, then fail as if the reply was lost
        self.refuse: Exception | None = None
        self.calls: list[str] = []

    def _gate(self, name: str) -> None:
        self.calls.append(name)
        if self.refuse is not None:
            raise self.refuse
        if self.down:
            raise StoreUnavailableError("server down")

    def add(self, memory: Memory) -> Memory:
        self._gate("add")
        self.real.add(memory)
        if self.lose_answers:
            raise StoreUnavailableError("read timeout")
        return memory

    def update(self, memory: Memory) -> Memory:
        self._gate("update")
        return self.real.update(memory)

    def all(self, customer_id: str) -> list[Memory]:
        self._gate("all")
        return self.real.all(customer_id)

    def get(self, customer_id: str, memory_id: str) -> Memory:
        self._gate("get")
        return self.real.get(customer_id, memory_id)

    def delete(self, customer_id: str, memory_id: str) -> None:
        self._gate("delete")
        self.real.delete(customer_id, memory_id)

    def forget(self, customer_id: str) -> int:
        self._gate("forget")
        return self.real.forget(customer_id)

    def search(self, customer_id: str, query: str, limit: int = 5) -> list[tuple[Memory, float]]:
        self._gate("search")
        return self.real.search(customer_id, query, limit)


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def inner() -> Flaky:
    return Flaky()


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def store(inner: Flaky, clock: Clock, tmp_path: Path) -> Iterator[OutboxStore]:
    made = OutboxStore(inner, Outbox(tmp_path / "outbox.db"), retry_after=5.0, monotonic=clock)
    yield made
    made.outbox.close()


def test_it_is_a_memory_store(store: OutboxStore) -> None:
    assert isinstance(store, MemoryStore)


def test_writes_pass_straight_through_when_the_store_is_up(
    store: OutboxStore, inner: Flaky
) -> None:
    memory = store.add(attempt("CUST-1", "Restart application"))
    assert inner.real.all("CUST-1") == [memory] and store.depth() == 0


def test_writes_while_down_are_queued_durably_and_in_order(
    store: OutboxStore, inner: Flaky, tmp_path: Path
) -> None:
    inner.down = True
    first = store.add(attempt("CUST-1", "Restart application", "in_progress"))
    second = store.add(attempt("CUST-1", "Cleared application cache"))
    store.update(first.evolve(outcome="failed"))
    assert store.depth() == 3
    reopened = Outbox(tmp_path / "outbox.db")  # as after a crash and restart
    assert [(e.op, e.memory.id) for e in reopened.pending()] == [
        ("add", first.id),
        ("add", second.id),
        ("update", first.id),
    ]
    reopened.close()


def test_flush_replays_in_order_once_the_store_is_back(store: OutboxStore, inner: Flaky) -> None:
    inner.down = True
    first = store.add(attempt("CUST-1", "Restart application", "in_progress"))
    failed = store.update(first.evolve(outcome="failed"))
    inner.down = False
    result = store.flush()
    assert (result.replayed, result.dead_lettered, result.remaining) == (2, 0, 0)
    assert inner.real.all("CUST-1") == [failed]
    assert store.depth() == 0


def test_flush_stops_at_the_first_sign_of_trouble_and_keeps_order(
    store: OutboxStore, inner: Flaky
) -> None:
    inner.down = True
    store.add(attempt("CUST-1", "Restart application"))
    store.add(attempt("CUST-1", "Update application", "worked"))
    result = store.flush()
    assert (result.replayed, result.remaining) == (0, 2) and "down" in (result.error or "")
    assert store.outbox.pending()[0].attempts == 1


def test_a_write_that_landed_before_its_answer_was_lost_replays_idempotently(
    store: OutboxStore, inner: Flaky
) -> None:
    inner.lose_answers = True
    memory = store.add(attempt("CUST-1", "Restart application"))
    assert store.depth() == 1  # we could not know it had landed
    inner.lose_answers = False
    assert store.flush().replayed == 1
    assert inner.real.all("CUST-1") == [memory]  # exactly once


def test_new_writes_wait_behind_queued_ones(store: OutboxStore, inner: Flaky, clock: Clock) -> None:
    inner.down = True
    queued = store.add(attempt("CUST-1", "Restart application", "in_progress"))
    inner.down = False
    clock.now += 10
    store.update(queued.evolve(outcome="failed"))  # must not overtake the queued add
    assert store.depth() == 0
    assert [m.outcome for m in inner.real.all("CUST-1")] == ["failed"]


def test_after_a_failure_writes_skip_the_store_for_a_while(
    store: OutboxStore, inner: Flaky, clock: Clock
) -> None:
    inner.down = True
    store.add(attempt("CUST-1", "Restart application"))
    calls = len(inner.calls)
    store.add(attempt("CUST-1", "Cleared application cache"))
    assert len(inner.calls) == calls and store.depth() == 2
    inner.down = False
    clock.now += 5.0
    store.add(attempt("CUST-1", "Update application", "worked"))
    assert store.depth() == 0
    assert [m.text for m in inner.real.all("CUST-1")] == [
        "Restart application",
        "Cleared application cache",
        "Update application",
    ]


def test_reads_drain_the_queue_first_and_fail_loudly_while_down(
    store: OutboxStore, inner: Flaky, clock: Clock
) -> None:
    inner.down = True
    memory = store.add(attempt("CUST-1", "Restart application"))
    with pytest.raises(StoreUnavailableError):
        store.search("CUST-1", "restart")
    with pytest.raises(StoreUnavailableError):
        store.all("CUST-1")
    inner.down = False
    clock.now += 5.0
    assert store.all("CUST-1") == [memory]
    assert [m for m, _ in store.search("CUST-1", "restart application")] == [memory]


def test_forget_drops_queued_writes_of_that_customer_only(
    store: OutboxStore, inner: Flaky, clock: Clock
) -> None:
    store.add(attempt("CUST-1", "Restart application"))
    inner.down = True
    store.add(attempt("CUST-1", "Cleared application cache"))
    other = store.add(attempt("CUST-2", "Restart application"))
    inner.down = False
    clock.now += 5.0
    assert store.forget("CUST-1") == 2  # one on the server, one only queued
    assert inner.real.all("CUST-1") == [] and store.all("CUST-1") == []
    assert inner.real.all("CUST-2") == [other]


def test_forget_while_down_still_purges_the_queue(store: OutboxStore, inner: Flaky) -> None:
    inner.down = True
    store.add(attempt("CUST-1", "Restart application"))
    with pytest.raises(StoreUnavailableError):
        store.forget("CUST-1")
    assert store.depth() == 0  # nothing of theirs will be replayed later


def test_a_write_refused_for_good_is_dead_lettered_not_blocking(
    store: OutboxStore, inner: Flaky
) -> None:
    inner.down = True
    ghost = attempt("CUST-1", "Restart application")
    store.update(ghost)  # an update of a memory the store never had
    kept = store.add(attempt("CUST-1", "Update application", "worked"))
    inner.down = False
    result = store.flush()
    assert (result.replayed, result.dead_lettered, result.remaining) == (1, 1, 0)
    assert inner.real.all("CUST-1") == [kept]
    [dead] = store.outbox.dead_letters()
    assert dead["memory_id"] == ghost.id and "MemoryNotFoundError" in dead["reason"]


def test_auth_errors_keep_the_queue(store: OutboxStore, inner: Flaky) -> None:
    inner.down = True
    store.add(attempt("CUST-1", "Restart application"))
    inner.down = False
    inner.refuse = StoreAuthError("bad key")
    assert store.flush().remaining == 1
    inner.refuse = None
    assert store.flush().replayed == 1


def test_other_errors_are_not_swallowed(store: OutboxStore, inner: Flaky) -> None:
    inner.refuse = StoreError("refused: 422")
    with pytest.raises(StoreError, match="422"):
        store.add(attempt("CUST-1", "Restart application"))
    assert store.depth() == 0


def test_an_unusable_outbox_path_is_a_store_error(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    with pytest.raises(StoreError, match="outbox"):
        Outbox(tmp_path / "file" / "outbox.db")


def test_an_unreadable_queued_write_is_set_aside_not_blocking(
    store: OutboxStore, inner: Flaky, tmp_path: Path
) -> None:
    inner.down = True
    store.add(attempt("CUST-1", "Restart application"))
    kept = store.add(attempt("CUST-1", "Update application", "worked"))
    raw = sqlite3.connect(tmp_path / "outbox.db")
    with raw:
        raw.execute("UPDATE outbox SET payload = '{not json' WHERE seq = 1")
    raw.close()
    inner.down = False
    assert store.flush().replayed == 1
    assert inner.real.all("CUST-1") == [kept]
    assert "unreadable" in store.outbox.dead_letters()[0]["reason"]


def test_status_reports_depth_oldest_write_and_dead_letters(
    store: OutboxStore, inner: Flaky
) -> None:
    assert store.status()["depth"] == 0 and store.status()["oldest_enqueued_at"] is None
    inner.down = True
    store.add(attempt("CUST-1", "Restart application"))
    store.update(attempt("CUST-1", "Never stored"))
    store.flush()
    status = store.status()
    assert status["depth"] == 2 and status["dead_letters"] == 0
    assert status["oldest_enqueued_at"] and "down" in str(status["last_error"])
    inner.down = False
    store.flush()
    assert store.status() | {"path": ""} == {
        "path": "",
        "depth": 0,
        "oldest_enqueued_at": None,
        "last_error": None,
        "dead_letters": 1,
    }


# -- deletes of one memory -------------------------------------------------------------------
def test_a_delete_passes_straight_through_when_the_store_is_up(
    store: OutboxStore, inner: Flaky
) -> None:
    gone = store.add(attempt("CUST-1", "Restart application"))
    store.delete("CUST-1", gone.id)
    assert inner.real.all("CUST-1") == [] and store.depth() == 0


def test_a_delete_while_down_is_queued_and_replayed_in_order(
    store: OutboxStore, inner: Flaky, clock: Clock, tmp_path: Path
) -> None:
    kept = store.add(attempt("CUST-1", "Update application", "worked"))
    inner.down = True
    added = store.add(attempt("CUST-1", "Restart application"))
    store.delete("CUST-1", added.id)  # deletes what the queued add will create
    store.delete("CUST-1", kept.id)
    store.add(kept)  # ... and a re-add after the delete must win
    reopened = Outbox(tmp_path / "outbox.db")
    assert [
        (e.op, e.memory_id or (e.memory.id if e.memory else "")) for e in reopened.pending()
    ] == [
        ("add", added.id),
        ("delete", added.id),
        ("delete", kept.id),
        ("add", kept.id),
    ]
    reopened.close()
    inner.down = False
    clock.now += 10
    assert store.flush().remaining == 0
    assert inner.real.all("CUST-1") == [kept]


def test_a_replayed_delete_of_a_memory_already_gone_is_done(
    store: OutboxStore, inner: Flaky, clock: Clock
) -> None:
    inner.down = True
    store.delete("CUST-1", "mem_never_stored")
    inner.down = False
    clock.now += 10
    result = store.flush()
    assert (result.replayed, result.dead_lettered, result.remaining) == (1, 0, 0)


def test_get_drains_the_queue_first(store: OutboxStore, inner: Flaky, clock: Clock) -> None:
    inner.down = True
    step = store.add(attempt("CUST-1", "Restart application", "in_progress"))
    with pytest.raises(StoreUnavailableError):
        store.get("CUST-1", step.id)
    inner.down = False
    clock.now += 10
    assert store.get("CUST-1", step.id) == step


def test_an_outbox_of_the_old_layout_is_upgraded_keeping_its_queue(tmp_path: Path) -> None:
    path = tmp_path / "old-outbox.db"
    memory = attempt("CUST-1", "Restart application")
    db = sqlite3.connect(path, isolation_level=None)
    db.executescript(
        """
        CREATE TABLE outbox (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            op TEXT NOT NULL CHECK (op IN ('add', 'update')),
            customer_id TEXT NOT NULL, memory_id TEXT NOT NULL, payload TEXT NOT NULL,
            enqueued_at TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT);
        CREATE INDEX outbox_customer ON outbox (customer_id);
        """
    )
    for _ in range(3):
        db.execute(
            "INSERT INTO outbox (op, customer_id, memory_id, payload, enqueued_at)"
            " VALUES ('add', 'CUST-1', ?, ?, 't')",
            (memory.id, json.dumps(memory.to_dict())),
        )
    db.execute("DELETE FROM outbox WHERE seq < 3")
    db.close()
    outbox = Outbox(path)
    assert [(e.seq, e.op) for e in outbox.pending()] == [(3, "add")]
    assert outbox.push_delete("CUST-1", memory.id) == 4  # numbering goes on, never reused
    outbox.close()
