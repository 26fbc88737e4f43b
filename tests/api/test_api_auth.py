"""With SUPPORT_API_KEY set, every route but /health needs the bearer key."""

from __future__ import annotations

from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from service_fakes import API_KEY, AUTH

from support_memory.api import create_app
from support_memory.api.auth import key_matches
from support_memory.escalation import Candidate
from support_memory.settings import Settings

CALLS = [
    ("POST", "/support/message", {"customer_id": "C1", "message": "hello"}),
    ("GET", "/customers/C1/memories", None),
    ("DELETE", "/customers/C1/memories", None),
    ("GET", "/customers/C1/audit", None),
    ("GET", "/customers", None),
    ("GET", "/customers/C1/export", None),
    ("POST", "/customers/C1/memories", {"type": "PROFILE", "text": "Uses Linux"}),
    ("GET", "/customers/C1/memories/{memory_id}", None),
    ("PATCH", "/customers/C1/memories/{memory_id}", {"text": "Uses Linux Mint"}),
    ("DELETE", "/customers/C1/memories/{memory_id}", None),
    ("GET", "/metrics", None),
    ("GET", "/escalations", None),
    ("GET", "/escalations/{escalation_id}", None),
    ("POST", "/escalations/{escalation_id}/ack", None),
    ("GET", "/insights", None),
    ("GET", "/openapi.json", None),
    ("GET", "/docs", None),
]


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    """With the fleet insights on, so that ``/insights`` answers too."""
    return Settings(
        store_path=str(tmp_path / "memories.db"), support_api_key=API_KEY, insights=True
    )


def test_the_call_list_covers_every_route(app: FastAPI) -> None:
    documented = {
        (method.upper(), path.replace("{customer_id}", "C1"))
        for path, operations in app.openapi()["paths"].items()
        for method in operations
    }
    undocumented = {("GET", "/openapi.json"), ("GET", "/docs")}
    assert documented | undocumented == {(m, p) for m, p, _ in CALLS} | {("GET", "/health")}


@pytest.mark.parametrize(("method", "path", "payload"), CALLS)
@pytest.mark.parametrize(
    "header",
    [None, "Bearer wrong-key", f"Basic {API_KEY}", f"Bearer {API_KEY}x", "Bearer"],
    ids=["missing", "wrong", "basic-scheme", "longer", "empty"],
)
def test_every_route_refuses_without_the_key(
    app: FastAPI, method: str, path: str, payload: object, header: str | None
) -> None:
    headers = {"Authorization": header} if header else {}
    with TestClient(app) as client:
        response = client.request(method, path, json=payload, headers=headers)
    assert response.status_code == 401
    assert response.headers["www-authenticate"] == "Bearer"
    assert response.json()["error"] == "unauthorized"
    assert API_KEY not in response.text


@pytest.mark.parametrize(("method", "path", "payload"), CALLS)
def test_every_route_accepts_the_key(app: FastAPI, method: str, path: str, payload: object) -> None:
    with TestClient(app) as client:
        if "{memory_id}" in path:
            added = client.post(
                "/customers/C1/memories", json={"type": "PROFILE", "text": "x"}, headers=AUTH
            )
            path = path.replace("{memory_id}", added.json()["memory"]["id"])
        if "{escalation_id}" in path:
            queued = app.state.services.escalations.submit(
                Candidate("C1", None, None, (), "chat", "2026-01-01T00:00:00.000000Z")
            )
            path = path.replace("{escalation_id}", queued.id)
        response = client.request(method, path, json=payload, headers=AUTH)
    assert response.status_code in (200, 201)


def test_health_needs_no_key(client: TestClient) -> None:
    with TestClient(client.app) as anonymous:
        response = anonymous.get("/health")
    assert response.status_code == 200
    assert response.json() == {"status": "ok", "store": "ok"}


def test_without_a_configured_key_no_auth_is_needed(tmp_path: Path) -> None:
    settings = Settings(store_path=str(tmp_path / "m.db"))
    with TestClient(create_app(settings)) as client:
        assert client.get("/customers/C1/memories").status_code == 200


def test_key_matching_is_exact() -> None:
    assert key_matches("k1", "Bearer k1")
    assert key_matches("k1", "bearer k1")
    assert not key_matches("k1", "Bearer k2")
    assert not key_matches("k1", "Bearer k")
    assert not key_matches("k1", "k1")
    assert not key_matches("k1", None)
