"""Row-level security on the tables of issue 14: fleet statistics and the escalation queue.

Per-customer rows (facts, contributions, queued escalations) are kept apart exactly like
memories; the shared counts (keys and numbers only) are invisible to a transaction scoped
to no one, and cannot be written by one.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import psycopg
import pytest

from factories import attempt, incident
from postgres_live import fresh_database_url
from support_memory.escalation import Candidate, Reason
from support_memory.escalation.postgres import PostgresEscalationQueue
from support_memory.insights.postgres import PostgresInsights
from support_memory.stores.postgres import PostgresStore
from support_memory.stores.postgres_db import SCOPE_SETTING, scope

PER_CUSTOMER = ("insight_facts", "insight_contributions", "escalations")


@pytest.fixture(scope="module")
def url() -> Iterator[str]:
    made = fresh_database_url()
    store, queue = PostgresStore(made), PostgresEscalationQueue(made)
    store.add_hook(PostgresInsights(made))
    for customer in ("RLS-A", "RLS-B"):
        found = incident(customer, "Printer is offline")
        store.add(found)
        store.add(attempt(customer, "Restart printer", "worked", incident_id=found.id))
        reason = Reason("repeated_failure", "x")
        queue.submit(Candidate(customer, found.id, found.text, (reason,), "chat", "2026-01-01"))
    yield made
    store.close()
    queue.close()


def _customers(conn: psycopg.Connection[Any], table: str) -> set[str]:
    return {row[0] for row in conn.execute(f"SELECT customer_id FROM {table}")}


@pytest.mark.parametrize("table", PER_CUSTOMER)
def test_per_customer_rows_are_seen_only_by_their_customer(url: str, table: str) -> None:
    with psycopg.connect(url) as conn:
        assert _customers(conn, table) == set()
        scope(conn, "RLS-A")
        assert _customers(conn, table) == {"RLS-A"}
        assert conn.execute(f"DELETE FROM {table}").rowcount >= 1
        conn.rollback()
        conn.execute(f"SET LOCAL {SCOPE_SETTING} = 'operator'")
        assert _customers(conn, table) == {"RLS-A", "RLS-B"}
        assert conn.execute(f"DELETE FROM {table}").rowcount == 0, "operators only read"
        conn.rollback()


def test_shared_counts_need_a_scoped_transaction(url: str) -> None:
    with psycopg.connect(url) as conn:
        assert conn.execute("SELECT count(*) FROM insight_counts").fetchone() == (0,)
        assert conn.execute("UPDATE insight_counts SET customers = 99").rowcount == 0
        conn.rollback()
        scope(conn, "RLS-A")
        rows = conn.execute(
            "SELECT customers FROM insight_counts WHERE step = '' AND product = ''"
        ).fetchall()
        assert rows == [(2,)], "both customers counted, no customer id stored"
        conn.rollback()
