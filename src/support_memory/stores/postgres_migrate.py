"""Ordered schema migrations for the PostgreSQL stores.

Each component (``memories``, ``audit``, ``vectors``; later corrections and the escalation
queue) owns an ordered tuple of SQL scripts, and the table ``support_memory_schema`` records
how many of them ran: one row per component. Append a script to change a schema; never edit
one that shipped. Each script runs in its own transaction with its version bump, so a crash
mid-migration leaves the previous version, and under one advisory lock, so replicas that
start together migrate once, one after the other. A database whose version is newer than
this program knows is refused rather than written to.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import psycopg

from support_memory.errors import ConfigError

VERSIONS_TABLE = "support_memory_schema"
# Two-key advisory lock of schema changes: "SM" + 0, beside the customer locks ("SM" + 1).
MIGRATION_LOCK = "SELECT pg_advisory_xact_lock(1397555200, 0)"
_CREATE_VERSIONS = f"""
CREATE TABLE IF NOT EXISTS {VERSIONS_TABLE} (
    component    text PRIMARY KEY,
    version      integer NOT NULL,
    migrated_at  timestamptz NOT NULL DEFAULT now()
)
"""
_SET_VERSION = (
    f"INSERT INTO {VERSIONS_TABLE} (component, version) VALUES (%s, %s) "
    "ON CONFLICT (component) DO UPDATE SET version = EXCLUDED.version, migrated_at = now()"
)


@dataclass(frozen=True)
class Schema:
    """A component's name and its migrations, oldest first."""

    component: str
    migrations: tuple[str, ...]


def schema_version(conn: psycopg.Connection[Any], component: str) -> int:
    """How many of ``component``'s migrations the database has (0: none, or no table)."""
    exists = conn.execute("SELECT to_regclass(%s) IS NOT NULL", (VERSIONS_TABLE,)).fetchone()
    if not exists or not exists[0]:
        return 0
    row = conn.execute(
        f"SELECT version FROM {VERSIONS_TABLE} WHERE component = %s", (component,)
    ).fetchone()
    return int(row[0]) if row else 0


def migrate(conn: psycopg.Connection[Any], schema: Schema, *, target: int | None = None) -> int:
    """Bring ``schema`` up to ``target`` (default: its newest version) on an autocommit
    connection; return the version the database now has."""
    known = len(schema.migrations)
    target = known if target is None else min(target, known)
    with conn.transaction():
        conn.execute(MIGRATION_LOCK)
        conn.execute(_CREATE_VERSIONS)
        version = schema_version(conn, schema.component)
    if version > known:
        raise ConfigError(
            f"the database has {schema.component} schema version {version}, newer than this "
            f"program knows ({known}); upgrade support-memory instead of downgrading"
        )
    for number, script in enumerate(schema.migrations[version:target], start=version + 1):
        with conn.transaction():
            conn.execute(MIGRATION_LOCK)
            # Another replica may have migrated while we waited for the lock.
            if schema_version(conn, schema.component) >= number:
                continue
            conn.execute(script.encode())  # bytes: a script, never a template for parameters
            conn.execute(_SET_VERSION, (schema.component, number))
    return max(version, target)
