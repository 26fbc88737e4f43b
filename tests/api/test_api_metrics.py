"""GET /metrics: Prometheus text with request, recall, turn and extraction figures."""

from __future__ import annotations

from pathlib import Path

from fastapi.testclient import TestClient
from prometheus_client.parser import text_string_to_metric_families
from service_fakes import AUTH

from support_memory.api import create_app
from support_memory.settings import Settings


def _samples(client: TestClient) -> dict[tuple[str, frozenset[tuple[str, str]]], float]:
    text = client.get("/metrics").text
    return {
        (s.name, frozenset(s.labels.items())): s.value
        for family in text_string_to_metric_families(text)
        for s in family.samples
    }


def test_requests_are_counted_by_route_template_never_by_customer(echo_client: TestClient) -> None:
    echo_client.get("/customers/SECRET-CUSTOMER-42/memories")
    echo_client.get("/customers/OTHER-7/memories")
    samples = _samples(echo_client)
    key = (
        "support_memory_http_requests_total",
        frozenset(
            {"method": "GET", "route": "/customers/{customer_id}/memories", "status": "200"}.items()
        ),
    )
    assert samples[key] == 2
    assert "SECRET-CUSTOMER-42" not in echo_client.get("/metrics").text


def test_turns_feed_recall_turn_and_extraction_metrics(echo_client: TestClient) -> None:
    for step in ("Restart router", "Turn off VPN"):
        echo_client.post("/support/message", json={"customer_id": "C1", "message": f"did: {step}"})
    samples = _samples(echo_client)
    added = frozenset({"type": "ATTEMPT", "action": "added"}.items())
    assert samples[("support_memory_memories_extracted_total", added)] == 2
    assert samples[("support_memory_turn_duration_seconds_count", frozenset())] == 2
    assert samples[("support_memory_replies_total", frozenset({"engine": "scripted"}.items()))] == 2


def test_recall_latency_is_measured_on_the_app_built_agent(tmp_path: Path) -> None:
    settings = Settings(store_path=str(tmp_path / "m.db"))
    with TestClient(create_app(settings)) as client:
        for _ in range(3):
            client.post("/support/message", json={"customer_id": "C1", "message": "app crashes"})
        samples = _samples(client)
    assert samples[("support_memory_recall_duration_seconds_count", frozenset())] == 3


def test_outbox_depth_gauge_reads_the_callable(tmp_path: Path) -> None:
    depth = [7]
    settings = Settings(store_path=str(tmp_path / "m.db"), support_api_key="k")
    app = create_app(settings, outbox_depth=lambda: depth[0])
    with TestClient(app, headers={"Authorization": "Bearer k"}) as client:
        assert _samples(client)[("support_memory_outbox_depth", frozenset())] == 7
        depth[0] = 0
        assert _samples(client)[("support_memory_outbox_depth", frozenset())] == 0


def test_no_outbox_no_gauge(echo_client: TestClient) -> None:
    assert "support_memory_outbox_depth" not in echo_client.get("/metrics").text
    assert AUTH  # the echo client sends the key; /metrics is behind it
