"""Shared test set-up: make ``tests.factories`` importable as ``factories``."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
