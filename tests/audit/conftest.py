"""Both audit stores, so every audit test runs on each."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from support_memory.audit import AuditStore, InMemoryAuditStore, SQLiteAuditStore


@pytest.fixture(params=["memory", "sqlite"])
def audit(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[AuditStore]:
    made: AuditStore = (
        InMemoryAuditStore() if request.param == "memory" else SQLiteAuditStore(tmp_path / "a.db")
    )
    yield made
    made.close()
