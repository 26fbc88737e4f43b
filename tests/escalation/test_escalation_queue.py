"""The escalation queue, the same on every backend: one open item per customer and
incident, newest first, acknowledged once, forgotten with the customer."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from support_memory.escalation import Candidate, EscalationQueue, InMemoryEscalationQueue, Reason
from support_memory.escalation.queue import EscalationItem
from support_memory.escalation.sqlite import SQLiteEscalationQueue

FAILED = Reason("repeated_failure", '"Printer offline": steps failed in 2 sessions')
REOPENED = Reason("reopened", '"Printer offline" reopened 2 times in 30 days')


def _postgres(tmp_path: Path) -> EscalationQueue:
    from postgres_live import fresh_database_url
    from support_memory.escalation.postgres import PostgresEscalationQueue

    return PostgresEscalationQueue(fresh_database_url())


QUEUES = {
    "memory": lambda tmp_path: InMemoryEscalationQueue(),
    "sqlite": lambda tmp_path: SQLiteEscalationQueue(tmp_path / "memories.escalations.db"),
    "postgres": _postgres,
}


@pytest.fixture(params=sorted(QUEUES))
def queue(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[EscalationQueue]:
    made = QUEUES[request.param](tmp_path)
    yield made
    made.close()


def submit(
    queue: EscalationQueue,
    customer: str,
    incident: tuple[str | None, str | None],
    reasons: list[Reason],
    *,
    channel: str,
    at: str,
) -> EscalationItem:
    return queue.submit(Candidate(customer, *incident, tuple(reasons), channel, at))


def stamp(minute: int) -> str:
    return f"2026-03-01T12:{minute:02d}:00.000000Z"


def test_turns_about_one_open_incident_join_one_item(queue: EscalationQueue) -> None:
    first = submit(queue, "C1", ("inc-1", "Printer offline"), [FAILED], channel="chat", at=stamp(1))
    joined = submit(
        queue, "C1", ("inc-1", "Printer offline"), [REOPENED], channel="email", at=stamp(5)
    )
    assert joined.id == first.id and joined.turns == 2
    assert joined.reasons == (FAILED, REOPENED) and joined.channel == "email"
    assert joined.created_at == stamp(1) and joined.updated_at == stamp(5)
    other = submit(queue, "C1", ("inc-2", "Scanner jams"), [FAILED], channel="chat", at=stamp(3))
    assert other.id != first.id
    assert [i.id for i in queue.items()] == [first.id, other.id], "newest turn first"
    assert queue.count() == 2


def test_an_acknowledged_item_closes_and_the_next_turn_opens_another(
    queue: EscalationQueue,
) -> None:
    item = submit(queue, "C2", (None, None), [FAILED], channel="voice", at=stamp(1))
    done = queue.acknowledge(item.id, author="alice", at=stamp(2))
    assert done is not None and done.status == "acknowledged" and done.acknowledged_by == "alice"
    again = queue.acknowledge(item.id, author="bob", at=stamp(3))
    assert again is not None and again.acknowledged_by == "alice", "acknowledging is idempotent"
    assert queue.items() == [] and queue.count(status="acknowledged") == 1
    fresh = submit(queue, "C2", (None, None), [FAILED], channel="chat", at=stamp(4))
    assert fresh.id != item.id and fresh.status == "open"
    assert [i.id for i in queue.items(status="all")] == [fresh.id, item.id]
    assert queue.acknowledge("esc_missing", author="alice", at=stamp(5)) is None
    assert queue.get("esc_missing") is None
    assert queue.get(item.id) == done


def test_forgetting_a_customer_deletes_their_items_only(queue: EscalationQueue) -> None:
    submit(queue, "C3", ("i", "x"), [FAILED], channel="chat", at=stamp(1))
    submit(queue, "C3", ("j", "y"), [FAILED], channel="chat", at=stamp(2))
    kept = submit(queue, "C4", ("i", "x"), [FAILED], channel="chat", at=stamp(3))
    assert [i.incident_id for i in queue.of_customer("C3")] == ["j", "i"], "newest first"
    assert queue.forget("C3") == 2
    assert queue.of_customer("C3") == [] and queue.of_customer("C4") == [kept]
    assert [i.id for i in queue.items(status="all")] == [kept.id]


def test_items_page_newest_first(queue: EscalationQueue) -> None:
    made = [
        submit(queue, f"P{n}", (None, None), [FAILED], channel="chat", at=stamp(n)).id
        for n in range(5)
    ]
    assert [i.id for i in queue.items(limit=2)] == made[::-1][:2]
    assert [i.id for i in queue.items(limit=2, offset=2)] == made[::-1][2:4]
