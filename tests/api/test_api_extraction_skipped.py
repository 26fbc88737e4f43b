"""POST /support/message when extraction fails or times out: 200 with the reply, nothing
stored, and the skip counted in ``support_memory_extractions_skipped``."""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from prometheus_client.parser import text_string_to_metric_families
from service_fakes import AUTH

from support_memory import Memory, RuleExtractor
from support_memory.agent import SupportAgent
from support_memory.api import create_app
from support_memory.extraction.protocol import Extraction, Extractor
from support_memory.settings import Settings
from support_memory.stores.sqlite import SQLiteStore


class BrokenExtractor:
    def extract(self, customer_id: str, message: str, history: Sequence[Memory]) -> Extraction:
        raise KeyError(message)


def _client(tmp_path: Path, settings: Settings, extractor: Extractor) -> Iterator[TestClient]:
    store = SQLiteStore(tmp_path / "skipped.db")
    agent = SupportAgent(store=store, extractor=extractor)
    with TestClient(create_app(settings, agent=agent), headers=AUTH) as client:
        yield client
    agent.close()
    store.close()


@pytest.fixture
def broken(tmp_path: Path, settings: Settings) -> Iterator[TestClient]:
    yield from _client(tmp_path, settings, BrokenExtractor())


@pytest.fixture
def slow(tmp_path: Path, settings: Settings) -> Iterator[TestClient]:
    ticks = itertools.count()  # every read of the CPU clock is a second later
    yield from _client(tmp_path, settings, RuleExtractor(timer=lambda: float(next(ticks))))


def _skipped(client: TestClient) -> dict[str, float]:
    return {
        sample.labels["reason"]: sample.value
        for family in text_string_to_metric_families(client.get("/metrics").text)
        for sample in family.samples
        if sample.name == "support_memory_extractions_skipped_total"
    }


def test_a_failing_extraction_still_answers_and_is_counted(broken: TestClient) -> None:
    message = "I restarted it and cleared the cache but neither helped."
    response = broken.post("/support/message", json={"customer_id": "C1", "message": message})
    assert response.status_code == 200
    body = response.json()
    assert body["reply"]
    assert body["metadata"]["extraction"] == "skipped"
    assert body["metadata"]["extraction_reason"] == "error: KeyError"
    assert message not in response.text.replace(body["reply"], "")
    assert broken.get("/customers/C1/memories").json()["memories"] == []
    assert _skipped(broken) == {"error": 1.0}


def test_an_extraction_past_its_deadline_still_answers_and_is_counted(slow: TestClient) -> None:
    for _ in range(2):
        response = slow.post(
            "/support/message", json={"customer_id": "C1", "message": "Still broken."}
        )
        assert response.status_code == 200
        assert response.json()["metadata"]["extraction_reason"] == "timeout"
    assert _skipped(slow) == {"timeout": 2.0}
