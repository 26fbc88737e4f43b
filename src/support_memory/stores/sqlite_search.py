"""Lexical search in ``SQLiteStore``: FTS5 ``bm25()`` over the customer's own tokens, with
bounded work whatever the size of the history.

``bm25()`` is computed for every row the ``MATCH`` finds, so a query sharing a common word
with 10,000 memories would score them all (~1 ms per 1,000 rows here). So:

* when at most ``window`` (200) of the customer's memories share a word with the query,
  all of them are ranked, exactly as before;
* beyond that, the newest ``window`` of them are ranked, and so is every memory that
  shares a *rare* word with the query (a word in at most ``RARE_TERM`` (50) of the
  customer's memories, e.g. an error code or a product name), however old: such a word is
  what makes an old memory the right one, and its postings are few by definition. Those are
  scored on their rare words alone, which only lowers their score.

The score (0..1) divides bm25's magnitude by the bm25 an average-length memory holding
each query term once would get (``SQLiteStore``'s docstring).
"""

from __future__ import annotations

import math
import sqlite3
from typing import Any

from support_memory.models import MEMORY_FIELDS

SEARCH_WINDOW = 200  # newest matching memories ranked when more match
RARE_TERM = 50  # a term in at most this many of the customer's memories is searched in full
_FIELDS = ", ".join(f"m.{c}" for c in MEMORY_FIELDS)
_TIE_MARGIN = 25  # rows past the limit fetched so ties at the cut keep created_at, id order
_MIN_IDF = 1e-6
_MIN_SCORE = 0.0001

# Ranked inside the FTS index first, then only the best rows are joined: the tokens are
# the customer's own, so the join's customer check only guards against a key collision.
_SEARCH = (
    f"SELECT {_FIELDS}, r.rank FROM (SELECT rowid, bm25(memories_fts) AS rank"
    " FROM memories_fts WHERE memories_fts MATCH ? AND rowid BETWEEN ? AND ?"
    " ORDER BY rank LIMIT ?) r"
    " JOIN memories m ON m.seq = r.rowid WHERE m.customer_id = ?"
    " ORDER BY r.rank, m.created_at, m.id LIMIT ?"
)
_NEWEST = (
    "SELECT rowid FROM memories_fts WHERE memories_fts MATCH ? ORDER BY rowid DESC LIMIT 1 OFFSET ?"
)
_ALL_ROWS = (0, 2**63 - 1)


def search_rows(
    conn: sqlite3.Connection, customer_id: str, tokens: list[str], limit: int, window: int
) -> list[tuple[tuple[Any, ...], float]]:
    """The customer's best rows for ``tokens`` (their FTS tokens), best first, with scores."""
    match = _match(tokens)
    boundary = conn.execute(_NEWEST, (match, window - 1)).fetchone() if window > 0 else None
    frequencies = _frequencies(conn, tokens)
    if boundary is None:
        rows = _rows(conn, match, _ALL_ROWS, customer_id, limit)
    else:
        rows = _rows(conn, match, (boundary[0], _ALL_ROWS[1]), customer_id, limit)
        rare = [t for t in tokens if frequencies.get(t, 0) <= RARE_TERM]
        if rare:
            older = (_ALL_ROWS[0], boundary[0] - 1)
            rows = _best(rows + _rows(conn, _match(rare), older, customer_id, limit), limit)
    if not rows:
        return []
    ideal = _ideal_score(conn, tokens, frequencies)
    return [(row[:-1], _score(row[-1], ideal)) for row in rows]


def _match(tokens: list[str]) -> str:
    return " OR ".join(f'"{token}"' for token in tokens)


def _rows(
    conn: sqlite3.Connection,
    match: str,
    rowids: tuple[int, int],
    customer_id: str,
    limit: int,
) -> list[tuple[Any, ...]]:
    params = (match, *rowids, limit + _TIE_MARGIN, customer_id, limit)
    return [tuple(row) for row in conn.execute(_SEARCH, params).fetchall()]


def _best(rows: list[tuple[Any, ...]], limit: int) -> list[tuple[Any, ...]]:
    """Rank order (rank, created_at, id) over rows from several passes, each row once."""
    created, ident = MEMORY_FIELDS.index("created_at"), MEMORY_FIELDS.index("id")
    unique = {row[ident]: row for row in sorted(rows, key=lambda r: r[-1], reverse=True)}
    return sorted(unique.values(), key=lambda r: (r[-1], r[created], r[ident]))[:limit]


def _frequencies(conn: sqlite3.Connection, tokens: list[str]) -> dict[str, int]:
    """How many of the customer's memories hold each token (tokens are per customer)."""
    marks = ", ".join("?" for _ in tokens)
    rows = conn.execute(f"SELECT term, doc FROM memories_vocab WHERE term IN ({marks})", tokens)
    return {term: int(doc) for term, doc in rows.fetchall()}


def _ideal_score(conn: sqlite3.Connection, tokens: list[str], found: dict[str, int]) -> float:
    """bm25 of an average-length memory holding each query token once: the sum of IDFs."""
    total = conn.execute("SELECT rows FROM fts_stats WHERE id = 1").fetchone()[0]
    ideal = 0.0
    for token in tokens:
        hits = found.get(token, 0)
        ideal += max(math.log((total - hits + 0.5) / (hits + 0.5)), _MIN_IDF)
    return ideal


def _score(rank: float, ideal: float) -> float:
    # Every row MATCH returned shares at least one term with the query, so it never scores
    # 0: a term found in most of the customer's memories has an IDF near zero in bm25().
    share = -rank / ideal if ideal > 0 else 0.0
    return max(round(min(share, 1.0), 4), _MIN_SCORE)
