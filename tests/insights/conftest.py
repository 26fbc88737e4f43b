"""Insights test set-up: one fixture per store that keeps fleet statistics."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from fleets import INSIGHT_STORES, Fleet, make_fleet


@pytest.fixture(params=INSIGHT_STORES)
def fleet(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Fleet]:
    made = make_fleet(request.param, tmp_path)
    yield made
    made.close()
