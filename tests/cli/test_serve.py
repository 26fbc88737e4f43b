"""``serve``: how many worker processes a store allows, and the start-up warning when
semantic recall was wanted but is not available."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from support_memory import ConfigError, Settings
from support_memory.cli.serve import check_workers, warn_if_lexical


@pytest.mark.parametrize(
    ("settings", "workers"),
    [
        (Settings(store_path="data/memories.db"), 1),
        (Settings(store_path="data/memories.db"), 4),
        (Settings(hindsight_url="http://127.0.0.1:8888"), 1),
    ],
)
def test_workers_allowed(settings: Settings, workers: int) -> None:
    check_workers(settings, workers)


@pytest.mark.parametrize(
    ("settings", "workers", "says"),
    [
        (Settings(hindsight_url="http://127.0.0.1:8888"), 2, "single writer"),
        (Settings(store_path="data/memories.json"), 2, "SQLite"),
        (Settings(store_path="data/memories.db"), 0, "at least 1"),
    ],
)
def test_workers_refused(settings: Settings, workers: int, says: str) -> None:
    with pytest.raises(ConfigError, match=says):
        check_workers(settings, workers)


def test_start_up_warns_with_the_fix_when_semantic_recall_is_off(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    missing = Settings(embedding_model_dir=str(tmp_path / "no-model"))
    with caplog.at_level(logging.WARNING, logger="support_memory.serve"):
        warn_if_lexical(missing)
    [record] = caplog.records
    assert record.levelno == logging.WARNING
    assert "semantic recall is off" in record.getMessage()
    assert "pip install 'support-memory[semantic]'" in record.getMessage()
    caplog.clear()
    warn_if_lexical(Settings(retrieval="lexical", embedding_model_dir=str(tmp_path)))
    assert caplog.records == []
