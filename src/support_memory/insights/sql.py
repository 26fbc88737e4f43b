"""The fleet statistics in SQL: tables, the ledger's writes and the reads, for SQLite and
PostgreSQL alike (written with ``?``; PostgreSQL's ``%s`` is swapped in by ``SQL.mark``).

Three tables:

* ``insight_facts``: one row per (customer, memory) that counts (``facts.Fact``);
* ``insight_contributions``: one row per (customer, key), derived from their facts; forget
  and the report read it;
* ``insight_counts``: per (symptom, product, step, outcome), how many distinct customers;
  kept by the ledger in the turn's own transaction, read by the fleet suggestions.

The first two are per-customer data (row-level security on PostgreSQL); the third holds
counts and keys only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from support_memory.insights.facts import Contribution, Fact, Key
from support_memory.insights.keys import Signature
from support_memory.insights.ledger import CountKey

TABLES = """
CREATE TABLE insight_facts (
    customer_id    text NOT NULL,
    memory_id      text NOT NULL,
    incident_id    text NOT NULL,
    symptom        text,
    product        text NOT NULL,
    product_label  text NOT NULL,
    step           text NOT NULL,
    label          text NOT NULL,
    outcome        text NOT NULL,
    at             text NOT NULL,
    PRIMARY KEY (customer_id, memory_id)
);
CREATE INDEX insight_facts_by_incident ON insight_facts (customer_id, incident_id);
CREATE INDEX insight_facts_by_key ON insight_facts (customer_id, symptom, step);
CREATE TABLE insight_contributions (
    customer_id    text NOT NULL,
    symptom        text NOT NULL,
    product        text NOT NULL,
    step           text NOT NULL,
    outcome        text NOT NULL,
    at             text NOT NULL,
    label          text NOT NULL,
    product_label  text NOT NULL,
    PRIMARY KEY (customer_id, symptom, product, step)
);
CREATE INDEX insight_contributions_by_key
    ON insight_contributions (symptom, product, step, at);
CREATE TABLE insight_counts (
    symptom    text NOT NULL,
    product    text NOT NULL,
    step       text NOT NULL,
    outcome    text NOT NULL,
    customers  integer NOT NULL,
    PRIMARY KEY (symptom, product, step, outcome)
)
"""

_FACT = (
    "customer_id, memory_id, incident_id, symptom, product, product_label, step, label, outcome, at"
)
_CONTRIBUTION = "customer_id, symptom, product, step, outcome, at, label, product_label"


class SQL:
    """Statements in one placeholder style."""

    def __init__(self, mark: str = "?") -> None:
        self.mark = mark

    def __call__(self, statement: str) -> str:
        return statement if self.mark == "?" else statement.replace("?", self.mark)


class SQLLedger:
    """``ledger.LedgerOps`` on one connection, inside the caller's transaction."""

    def __init__(self, conn: Any, sql: SQL) -> None:
        self._conn = conn
        self._sql = sql

    def _rows(self, statement: str, params: Sequence[Any]) -> list[Any]:
        return list(self._conn.execute(self._sql(statement), tuple(params)).fetchall())

    def _run(self, statement: str, params: Sequence[Any]) -> None:
        self._conn.execute(self._sql(statement), tuple(params))

    def fact(self, customer_id: str, memory_id: str) -> Fact | None:
        rows = self._rows(
            f"SELECT {_FACT} FROM insight_facts WHERE customer_id = ? AND memory_id = ?",
            (customer_id, memory_id),
        )
        return Fact(*rows[0]) if rows else None

    def steps_of(self, customer_id: str, incident_id: str) -> list[Fact]:
        rows = self._rows(
            f"SELECT {_FACT} FROM insight_facts WHERE customer_id = ? AND incident_id = ?"
            " AND outcome <> 'incident'",
            (customer_id, incident_id),
        )
        return [Fact(*row) for row in rows]

    def facts_under(self, customer_id: str, key: Key) -> list[Fact]:
        rows = self._rows(
            f"SELECT {_FACT} FROM insight_facts WHERE customer_id = ? AND symptom = ? AND step = ?",
            (customer_id, key.symptom, key.step),
        )
        return [Fact(*row) for row in rows]

    def put_fact(self, fact: Fact) -> None:
        values = (
            fact.customer_id,
            fact.memory_id,
            fact.incident_id,
            fact.symptom,
            fact.product,
            fact.product_label,
            fact.step,
            fact.label,
            fact.outcome,
            fact.at,
        )
        self._run(
            f"INSERT INTO insight_facts ({_FACT}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (customer_id, memory_id) DO UPDATE SET"
            " incident_id = excluded.incident_id, symptom = excluded.symptom,"
            " product = excluded.product, product_label = excluded.product_label,"
            " step = excluded.step, label = excluded.label, outcome = excluded.outcome,"
            " at = excluded.at",
            values,
        )

    def drop_fact(self, customer_id: str, memory_id: str) -> None:
        self._run(
            "DELETE FROM insight_facts WHERE customer_id = ? AND memory_id = ?",
            (customer_id, memory_id),
        )

    def contribution(self, customer_id: str, key: Key) -> Contribution | None:
        rows = self._rows(
            f"SELECT {_CONTRIBUTION} FROM insight_contributions WHERE customer_id = ?"
            " AND symptom = ? AND product = ? AND step = ?",
            (customer_id, key.symptom, key.product, key.step),
        )
        return _contribution(rows[0]) if rows else None

    def contributions_of(self, customer_id: str) -> list[Contribution]:
        rows = self._rows(
            f"SELECT {_CONTRIBUTION} FROM insight_contributions WHERE customer_id = ?",
            (customer_id,),
        )
        return [_contribution(row) for row in rows]

    def put_contribution(self, contribution: Contribution) -> None:
        key = contribution.key
        self._run(
            f"INSERT INTO insight_contributions ({_CONTRIBUTION}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (customer_id, symptom, product, step) DO UPDATE SET"
            " outcome = excluded.outcome, at = excluded.at, label = excluded.label,"
            " product_label = excluded.product_label",
            (
                contribution.customer_id,
                key.symptom,
                key.product,
                key.step,
                contribution.outcome,
                contribution.at,
                contribution.label,
                contribution.product_label,
            ),
        )

    def drop_contribution(self, customer_id: str, key: Key) -> None:
        self._run(
            "DELETE FROM insight_contributions WHERE customer_id = ? AND symptom = ?"
            " AND product = ? AND step = ?",
            (customer_id, key.symptom, key.product, key.step),
        )

    def drop_customer(self, customer_id: str) -> None:
        self._run("DELETE FROM insight_facts WHERE customer_id = ?", (customer_id,))
        self._run("DELETE FROM insight_contributions WHERE customer_id = ?", (customer_id,))

    def bump(self, count: CountKey, delta: int) -> None:
        self._run(
            "INSERT INTO insight_counts (symptom, product, step, outcome, customers)"
            " VALUES (?, ?, ?, ?, ?) ON CONFLICT (symptom, product, step, outcome)"
            " DO UPDATE SET customers = insight_counts.customers + excluded.customers",
            (*count, delta),
        )
        if delta > 0:
            return  # only a decrease can empty a count
        self._run(
            "DELETE FROM insight_counts WHERE symptom = ? AND product = ? AND step = ?"
            " AND outcome = ? AND customers <= 0",
            count,
        )


def _contribution(row: Sequence[Any]) -> Contribution:
    customer_id, symptom, product, step, outcome, at, label, product_label = row
    return Contribution(customer_id, Key(symptom, product, step), outcome, at, label, product_label)


class SQLStats:
    """``stats.StatsSource`` reads on one connection (a read transaction of the caller's)."""

    def __init__(self, conn: Any, sql: SQL) -> None:
        self._conn = conn
        self._sql = sql

    def _rows(self, statement: str, params: Sequence[Any]) -> list[Any]:
        return list(self._conn.execute(self._sql(statement), tuple(params)).fetchall())

    def counts(self, signature: Signature) -> list[tuple[str, str, int]]:
        rows = self._rows(
            "SELECT step, outcome, customers FROM insight_counts WHERE symptom = ? AND product = ?",
            (signature.symptom, signature.product),
        )
        return [(step, outcome, int(n)) for step, outcome, n in rows]

    def wordings(
        self, signature: Signature, since: str, until: str
    ) -> list[tuple[str, str, str, int]]:
        rows = self._rows(
            "SELECT step, label, product_label, count(*) FROM insight_contributions"
            " WHERE symptom = ? AND product = ? AND at >= ? AND at < ?"
            " GROUP BY step, label, product_label",
            (signature.symptom, signature.product, since, until),
        )
        return [(step, label, product_label, int(n)) for step, label, product_label, n in rows]

    def signatures(
        self, since: str, until: str, min_customers: int, limit: int
    ) -> list[tuple[Signature, int]]:
        rows = self._rows(
            "SELECT symptom, product, count(*) FROM insight_contributions"
            " WHERE step = '' AND at >= ? AND at < ? GROUP BY symptom, product"
            " HAVING count(*) >= ? ORDER BY 3 DESC, 1, 2 LIMIT ?",
            (since, until, min_customers, limit),
        )
        return [(Signature(symptom, product), int(n)) for symptom, product, n in rows]

    def outcomes(self, signature: Signature, since: str, until: str) -> list[tuple[str, str, int]]:
        rows = self._rows(
            "SELECT step, outcome, count(*) FROM insight_contributions"
            " WHERE symptom = ? AND product = ? AND step <> '' AND at >= ? AND at < ?"
            " GROUP BY step, outcome",
            (signature.symptom, signature.product, since, until),
        )
        return [(step, outcome, int(n)) for step, outcome, n in rows]

    def activity(self, symptom: str, since: str, until: str) -> list[tuple[str, int]]:
        rows = self._rows(
            "SELECT substr(at, 1, 10), count(*) FROM insight_contributions"
            " WHERE symptom = ? AND product = '' AND step = '' AND at >= ? AND at < ?"
            " GROUP BY substr(at, 1, 10)",
            (symptom, since, until),
        )
        return [(day, int(n)) for day, n in rows]

    def snapshot(self) -> tuple[dict[CountKey, int], set[Contribution]]:
        counts = self._rows(
            "SELECT symptom, product, step, outcome, customers FROM insight_counts", ()
        )
        rows = self._rows(f"SELECT {_CONTRIBUTION} FROM insight_contributions", ())
        return (
            {(s, p, st, o): int(n) for s, p, st, o, n in counts},
            {_contribution(row) for row in rows},
        )
