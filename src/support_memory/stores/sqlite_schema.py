"""Schema history of ``SQLiteStore``: append a script to ``MIGRATIONS``, never edit one.

``memories`` holds the rows; ``memories_fts`` (FTS5) holds, per row, the memory's
normalised search terms (stems and synonym keys from ``support_memory.text``), each
prefixed with a key derived from the customer id. The prefix makes every customer's
terms distinct tokens, so a search only walks that customer's postings (its cost grows
with the customer's own history, not with the whole table) and a term's document
frequency in ``bm25()`` counts only that customer's memories. ``memories_vocab`` exposes
those document frequencies and ``fts_stats`` the index's row count, which is what turning
``bm25()`` into a 0..1 score needs (see ``SQLiteStore.search``).
"""

from __future__ import annotations

from support_memory.insights.sql import TABLES as INSIGHT_TABLES
from support_memory.stores.sqlite_state import CUSTOMER_VERSIONS, state_indexes

APPLICATION_ID = 0x534D454D  # "SMEM": marks the file as a support-memory store

MIGRATIONS: tuple[str, ...] = (
    # 1: memories + their FTS5 index.
    """
    CREATE TABLE memories (
        seq          INTEGER PRIMARY KEY,
        id           TEXT NOT NULL,
        customer_id  TEXT NOT NULL,
        type         TEXT NOT NULL,
        text         TEXT NOT NULL,
        outcome      TEXT,
        status       TEXT,
        product      TEXT,
        incident_id  TEXT,
        created_at   TEXT NOT NULL,
        updated_at   TEXT NOT NULL,
        source       TEXT,
        metadata     TEXT NOT NULL DEFAULT '{}',
        UNIQUE (customer_id, id)
    );
    CREATE INDEX memories_by_customer ON memories (customer_id, created_at, id);
    CREATE VIRTUAL TABLE memories_fts USING fts5 (
        terms,
        tokenize = "unicode61 remove_diacritics 0 tokenchars '_'"
    );
    CREATE VIRTUAL TABLE memories_vocab USING fts5vocab (memories_fts, 'row');
    CREATE TABLE fts_stats (id INTEGER PRIMARY KEY CHECK (id = 1), rows INTEGER NOT NULL);
    INSERT INTO fts_stats (id, rows) VALUES (1, 0);
    CREATE TRIGGER memories_counted_in AFTER INSERT ON memories
        BEGIN UPDATE fts_stats SET rows = rows + 1 WHERE id = 1; END;
    CREATE TRIGGER memories_counted_out AFTER DELETE ON memories
        BEGIN UPDATE fts_stats SET rows = rows - 1 WHERE id = 1; END;
    """,
    # 2: the customer's state as indexed reads (issue 11, ``sqlite_state``).
    state_indexes("memories"),
    # 3: a version per customer, bumped by every write of theirs: a turn checks it at write
    # time instead of re-reading the whole state (``SQLiteStore.turn``).
    CUSTOMER_VERSIONS,
    # 4: the fleet statistics (issue 14, ``insights/sql.py``): kept in this file so that a
    # turn's counts commit in the turn's own transaction. Empty unless INSIGHTS=1.
    INSIGHT_TABLES,
)
