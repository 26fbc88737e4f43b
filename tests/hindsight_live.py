"""The live Hindsight server for tests: one per test session, shared by every conftest.

The server comes from ``scripts/hindsight_server/hindsight_harness.py``. When it cannot
start, the tests that need it fail with the server's log: they never skip, so CI cannot
pass without having run them.
"""

from __future__ import annotations

import sys
import uuid
from pathlib import Path
from typing import Any

import pytest

from support_memory.stores.hindsight import HindsightStore

_HARNESS_DIR = str(Path(__file__).resolve().parents[1] / "scripts" / "hindsight_server")
if _HARNESS_DIR not in sys.path:
    sys.path.insert(0, _HARNESS_DIR)

import hindsight_harness  # noqa: E402 - lives outside the package, found through sys.path


def live_server() -> Any:
    """The session's ``HindsightServer`` (started on first use)."""
    try:
        return hindsight_harness.shared()
    except hindsight_harness.HarnessError as exc:
        pytest.fail(f"the Hindsight test server did not start:\n{exc}", pytrace=False)


def fresh_namespace() -> str:
    """A bank namespace no other test uses, so every store starts empty."""
    return f"t{uuid.uuid4().hex[:12]}"


def live_store(server: Any, namespace: str | None = None, **options: Any) -> HindsightStore:
    return HindsightStore(
        server.base_url, namespace or fresh_namespace(), api_key=server.api_key, **options
    )
