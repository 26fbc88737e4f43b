"""Every audit store, so every audit test runs on each."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from support_memory.audit import AuditStore, InMemoryAuditStore, SQLiteAuditStore


def _postgres() -> AuditStore:
    # A fresh schema on the session's live PostgreSQL, as the application role.
    from postgres_live import fresh_database_url
    from support_memory.audit.postgres import PostgresAuditStore

    return PostgresAuditStore(fresh_database_url())


@pytest.fixture(params=["memory", "sqlite", "postgres"])
def audit(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[AuditStore]:
    made: AuditStore
    if request.param == "memory":
        made = InMemoryAuditStore()
    elif request.param == "sqlite":
        made = SQLiteAuditStore(tmp_path / "a.db")
    else:
        made = _postgres()
    yield made
    made.close()
