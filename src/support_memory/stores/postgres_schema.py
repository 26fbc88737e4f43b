"""Schema history of ``PostgresStore``'s memories: append a script, never edit one.

Every table of every component has the same row-level security (``row_security``): a row
is visible and writable only inside a transaction scoped to its customer, and readable by
an operator transaction; see ``postgres_db``. Every key starts with ``customer_id``, the
distribution column when the schema is sharded (Citus, docs/scaling.md).

``memories.terms`` holds the memory's normalised search terms (the stems and synonym keys
of ``support_memory.text``, one lexeme each), and ``search`` their ``tsvector``; the 0..1
score is computed from them in ``postgres_search``.
"""

from __future__ import annotations

from support_memory.stores.postgres_migrate import Schema
from support_memory.stores.sqlite_state import state_indexes


def row_security(table: str) -> str:
    """The SQL that keeps ``table``'s rows to the customer its transaction is scoped to."""
    scoped = "customer_id = current_setting('support_memory.customer_id', true)"
    return f"""
    ALTER TABLE {table} ENABLE ROW LEVEL SECURITY;
    ALTER TABLE {table} FORCE ROW LEVEL SECURITY;
    CREATE POLICY {table}_of_one_customer ON {table} USING ({scoped}) WITH CHECK ({scoped});
    CREATE POLICY {table}_operator_read ON {table} FOR SELECT
        USING (current_setting('support_memory.scope', true) = 'operator');
    """


MEMORIES = Schema(
    "memories",
    (
        # 1: memories and their search terms.
        """
        CREATE TABLE memories (
            customer_id  text NOT NULL,
            id           text NOT NULL,
            type         text NOT NULL,
            text         text NOT NULL,
            outcome      text,
            status       text,
            product      text,
            incident_id  text,
            created_at   text NOT NULL,
            updated_at   text NOT NULL,
            source       text,
            metadata     jsonb NOT NULL DEFAULT '{}',
            terms        text NOT NULL,
            term_count   integer NOT NULL,
            search       tsvector GENERATED ALWAYS AS (to_tsvector('simple', terms)) STORED,
            PRIMARY KEY (customer_id, id)
        );
        CREATE INDEX memories_by_customer ON memories (customer_id, created_at, id);
        """,
        # 2: row-level security: a query without its customer filter sees no one else.
        row_security("memories"),
        # 3: the customer's state as indexed reads (issue 11, ``sqlite_state``).
        state_indexes("memories"),
    ),
)
