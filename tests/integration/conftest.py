"""Live tests against a real Hindsight 1.1.0 server started offline on 127.0.0.1.

``hindsight_server`` is session-scoped: the harness (``scripts/hindsight_server``) starts
PostgreSQL, a stub embeddings server and ``hindsight-api`` once, and stops them at the end.
If it cannot start, every test here fails with the server log; none is skipped.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from hindsight_live import live_server, live_store
from support_memory.stores.hindsight import HindsightStore


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/integration/" in str(item.path).replace("\\", "/"):
            item.add_marker(pytest.mark.integration)


@pytest.fixture(scope="session")
def hindsight_server() -> Iterator[Any]:
    server = live_server()
    yield server
    server.stop()


@pytest.fixture
def hindsight_store(hindsight_server: Any) -> Iterator[HindsightStore]:
    store = live_store(hindsight_server)
    yield store
    store.close()
