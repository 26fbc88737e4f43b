"""Lexical search of ``PostgresStore``: ``tsvector`` + ``websearch_to_tsquery``, one customer.

**Terms.** A memory is indexed under its normalised terms (``support_memory.text``: stems,
synonym keys, error codes kept whole), so "crashing" finds "crashes" and "reboot" finds
"restart" exactly as on the other stores. Each term becomes one lexeme of the ``simple``
configuration (plain ASCII letters and digits stay as they are, anything else is
hex-encoded), and the query is the message's lexemes OR'd together, parsed by
``websearch_to_tsquery``, which never fails on user input.

**Score (0..1, higher is better).** BM25 (k1 = 1.2, b = 0.75, as FTS5's ``bm25()``),
divided by the BM25 of an average-length memory holding every query term once, i.e. the sum
of the query terms' IDFs, and capped at 1: "how much of the query's weight this memory
matches", the scale ``recall.RELEVANCE_FLOOR`` expects from every store (see
``stores/sqlite.py``). The memory count, average length and document frequencies are the
customer's own, so the query reads one customer's rows and nothing else, on one database
or on a shard. The IDF is FTS5's, ``ln((N - df + 0.5) / (df + 0.5))``, with ``N`` the
customer's memory count but at least ``REFERENCE_CORPUS`` (100,000): the weights SQLite
gives in a file of that size, where a term's rarity within the customer's history orders
the hits and every query term carries weight. (A small ``N`` would make the terms a
customer never used outweigh the ones that matched: on the bundled recall set kept@5 drops
from 0.27 to 0.20.) A returned memory scores at least 0.0001: it matched.

**Plan.** Under row-level security the planner may not use a GIN index for ``@@`` (the
operator is not leakproof), so there is none: the customer's rows come from the
``(customer_id, …)`` index and the match runs on them. The cost grows with one customer's
history (p50 ≈ 1.3 ms at 1 M rows over 10 k customers, bench/bench_postgres.py), never
with the table.
"""

from __future__ import annotations

from typing import Any

import psycopg

from support_memory.stores.rows import COLUMNS
from support_memory.text import terms

_MIN_SCORE = 0.0001
REFERENCE_CORPUS = 100_000  # rows the IDF assumes at least (module docstring)
_FIELDS = ", ".join(f"m.{c}" if c != "metadata" else "m.metadata::text" for c in COLUMNS)
# BM25 pieces: tf * (k1 + 1) / (tf + k1 * (1 - b + b * dl / avgdl)), k1 = 1.2, b = 0.75.
SEARCH = f"""
WITH mine AS MATERIALIZED (
    SELECT id, search, term_count FROM memories WHERE customer_id = %(customer)s
), stats AS (
    SELECT count(*)::float8 AS n, coalesce(avg(term_count), 1)::float8 AS avgdl FROM mine
), wanted AS (
    SELECT lexeme FROM unnest(to_tsvector('simple', %(terms)s))
), matched AS MATERIALIZED (
    SELECT mine.id, mine.term_count, u.lexeme, cardinality(u.positions) AS tf
    FROM mine, unnest(mine.search) AS u
    WHERE mine.search @@ websearch_to_tsquery('simple', %(query)s)
      AND u.lexeme IN (SELECT lexeme FROM wanted)
), idf AS (
    SELECT w.lexeme, greatest(
        ln((greatest(s.n, %(corpus)s) - count(x.id) + 0.5) / (count(x.id) + 0.5)), 1e-6
    ) AS weight
    FROM wanted w CROSS JOIN stats s LEFT JOIN matched x ON x.lexeme = w.lexeme
    GROUP BY w.lexeme, s.n
), ranked AS (
    SELECT x.id, sum(
        i.weight * x.tf * 2.2 / (x.tf + 1.2 * (0.25 + 0.75 * x.term_count / s.avgdl))
    ) AS bm25
    FROM matched x JOIN idf i ON i.lexeme = x.lexeme CROSS JOIN stats s
    GROUP BY x.id
)
SELECT {_FIELDS}, r.bm25, (SELECT sum(weight) FROM idf) AS ideal
FROM ranked r JOIN memories m ON m.customer_id = %(customer)s AND m.id = r.id
ORDER BY r.bm25 DESC, m.created_at, m.id
LIMIT %(limit)s
"""


def lexeme(term: str) -> str:
    """One term as one ``simple`` lexeme that the parser keeps whole (and never reads as
    websearch's ``or``)."""
    if term.isascii() and term.isalnum() and term != "or":
        return term
    return "x" + term.encode().hex()


def index_terms(text: str) -> tuple[str, int]:
    """What a memory is indexed under: its lexemes as one string, and how many."""
    lexemes = [lexeme(term) for term in terms(text)]
    return " ".join(lexemes), len(lexemes)


def search_rows(
    conn: psycopg.Connection[Any], customer_id: str, query: str, limit: int
) -> list[tuple[tuple[Any, ...], float]]:
    """The customer's best rows for ``query``, each with its 0..1 score, best first."""
    lexemes = sorted({lexeme(term) for term in terms(query)})
    if limit <= 0 or not lexemes:
        return []
    params = {
        "customer": customer_id,
        "terms": " ".join(lexemes),
        "query": " or ".join(lexemes),
        "limit": limit,
        "corpus": REFERENCE_CORPUS,
    }
    rows = conn.execute(SEARCH, params).fetchall()
    return [(tuple(row[:-2]), normalised(row[-2], row[-1])) for row in rows]


def normalised(bm25: float, ideal: float | None) -> float:
    share = bm25 / ideal if ideal else 0.0
    return max(round(min(share, 1.0), 4), _MIN_SCORE)
