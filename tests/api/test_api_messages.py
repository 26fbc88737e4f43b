"""POST /support/message: replies, recall of seeded memories, the audit record, bad input."""

from __future__ import annotations

import logging

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from service_fakes import AUTH, RaisingAgent

from factories import attempt, incident
from support_memory.api import create_app
from support_memory.api.dependencies import get_agent
from support_memory.errors import (
    ConfigError,
    MemoryNotFoundError,
    StoreAuthError,
    StoreCorruptError,
    StoreUnavailableError,
)
from support_memory.settings import Settings
from support_memory.stores.protocol import MemoryStore

SECRET_MESSAGE = "my password is hunter2 and the app crashes on PDF upload"


def _seed_pdf_history(store: MemoryStore, customer: str) -> dict[str, str]:
    crash = store.add(incident(customer, "App crashes on large PDF upload"))
    failed = store.add(attempt(customer, "Restart application", "failed", incident_id=crash.id))
    worked = store.add(attempt(customer, "Update application", "worked", incident_id=crash.id))
    return {"incident": crash.id, "failed": failed.id, "worked": worked.id}


def test_reply_recalls_the_customers_history(client: TestClient, store: MemoryStore) -> None:
    ids = _seed_pdf_history(store, "CUST-1042")
    response = client.post(
        "/support/message",
        json={"customer_id": "CUST-1042", "message": "The app is crashing again on a PDF upload"},
    )
    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"reply", "metadata"} and body["reply"]
    meta = body["metadata"]
    assert meta["is_returning_customer"] is True
    assert "Update application" in meta["known_fixes"]
    assert "Restart application" in meta["known_failures"]
    used = {m["id"]: m for m in meta["used_memories"]}
    assert set(ids.values()) <= set(used)
    assert all(0 <= m["score"] <= 1 and m["reason"] for m in used.values())


def test_every_turn_leaves_one_audit_record(client: TestClient, store: MemoryStore) -> None:
    ids = _seed_pdf_history(store, "CUST-7")
    payload = {"customer_id": "CUST-7", "message": "crashing on PDF upload", "session_id": "s-1"}
    reply = client.post("/support/message", json=payload).json()
    records = client.get("/customers/CUST-7/audit").json()["records"]
    assert len(records) == 1
    record = records[0]
    assert record["customer_id"] == "CUST-7" and record["session_id"] == "s-1"
    assert record["engine"] == reply["metadata"]["engine"] == "scripted"
    assert {r["id"] for r in record["recalled"]} == {
        m["id"] for m in reply["metadata"]["used_memories"]
    }
    assert ids["worked"] in {r["id"] for r in record["recalled"]}
    assert all("score" in r and r["reason"] for r in record["recalled"])
    assert record["escalation"] is False and record["latency_ms"] >= 0
    assert record["message"] is None, "message text is only audited when configured"


def test_extracted_memories_are_named_in_reply_and_audit(echo_client: TestClient) -> None:
    reply = echo_client.post(
        "/support/message", json={"customer_id": "CUST-1", "message": "did: Turn off VPN"}
    ).json()
    [extracted] = reply["metadata"]["extracted"]
    assert extracted["action"] == "added" and extracted["text"] == "Turn off VPN"
    stored = echo_client.get("/customers/CUST-1/memories").json()["memories"]
    assert [m["id"] for m in stored] == [extracted["id"]]
    [record] = echo_client.get("/customers/CUST-1/audit").json()["records"]
    assert record["extracted"] == [{"id": extracted["id"], "type": "ATTEMPT", "action": "added"}]


def test_message_text_is_audited_only_when_configured(tmp_path, caplog) -> None:  # type: ignore[no-untyped-def]
    settings = Settings(store_path=str(tmp_path / "m.db"), audit_messages=True)
    with TestClient(create_app(settings)) as audited:
        audited.post("/support/message", json={"customer_id": "C1", "message": SECRET_MESSAGE})
        [record] = audited.get("/customers/C1/audit").json()["records"]
    assert record["message"] == SECRET_MESSAGE


def test_logs_never_contain_message_text(
    client: TestClient, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    assert (
        client.post(
            "/support/message", json={"customer_id": "C1", "message": SECRET_MESSAGE}
        ).status_code
        == 200
    )
    assert caplog.records, "the request must be logged"
    for record in caplog.records:
        assert "hunter2" not in record.getMessage()
        assert "hunter2" not in str(record.__dict__)


@pytest.mark.parametrize(
    ("payload", "field", "hint"),
    [
        ({"customer_id": "../etc/passwd", "message": "hi"}, "customer_id", "letter or digit"),
        ({"customer_id": "a" * 65, "message": "hi"}, "customer_id", "1-64"),
        ({"customer_id": "C1", "message": ""}, "message", "at least 1"),
        ({"customer_id": "C1", "message": "   \n "}, "message", "some text"),
        ({"customer_id": "C1", "message": "x" * 8001}, "message", "8000"),
        ({"customer_id": "C1", "message": 42}, "message", "string"),
        ({"customer_id": "C1"}, "message", "required"),
        ({"customer_id": "C1", "message": "hi", "admin": True}, "admin", "not a known field"),
        ({"customer_id": "C1", "message": "hi", "session_id": "a b"}, "session_id", "1-64"),
    ],
)
def test_bad_input_is_a_422_saying_what_is_allowed(
    client: TestClient, payload: dict[str, object], field: str, hint: str
) -> None:
    response = client.post("/support/message", json=payload)
    assert response.status_code == 422
    body = response.json()
    assert body["error"] == "validation_error"
    problems = {d["field"]: d["message"] for d in body["details"]}
    assert hint in problems[field]
    assert "input" not in str(body) and "x" * 100 not in str(body)


def test_lone_surrogates_are_refused_not_crashed_on(client: TestClient) -> None:
    raw = b'{"customer_id": "C1", "message": "broken \\ud800 text"}'
    response = client.post(
        "/support/message", content=raw, headers={"content-type": "application/json"}
    )
    assert response.status_code == 422
    assert "unicode" in response.json()["details"][0]["message"].lower()


@pytest.mark.parametrize(
    "raw",
    [b"{not json", b"[1, 2]", b'"just a string"', b""],
    ids=["broken", "list", "str", "empty"],
)
def test_non_object_bodies_are_422(client: TestClient, raw: bytes) -> None:
    response = client.post(
        "/support/message", content=raw, headers={"content-type": "application/json"}
    )
    assert response.status_code == 422
    assert response.json()["error"] == "validation_error"


def test_a_huge_body_is_413_before_it_is_read(client: TestClient) -> None:
    body = b'{"customer_id": "C1", "message": "' + b"y" * 500_000 + b'"}'
    response = client.post(
        "/support/message", content=body, headers={"content-type": "application/json"}
    )
    assert response.status_code == 413
    assert "at most" in response.json()["message"]


def test_a_huge_streamed_body_without_length_is_413(client: TestClient) -> None:
    def chunks():  # type: ignore[no-untyped-def]
        yield b'{"customer_id": "C1", "message": "'
        for _ in range(50):
            yield b"z" * 10_000
        yield b'"}'

    response = client.post(
        "/support/message", content=chunks(), headers={"content-type": "application/json"}
    )
    assert response.status_code == 413


@pytest.mark.parametrize(
    ("error", "status", "code"),
    [
        (StoreUnavailableError("db at 10.0.0.5 down"), 503, "store_unavailable"),
        (StoreAuthError("token abc123 refused"), 502, "store_auth_failed"),
        (StoreCorruptError("/srv/secret/path.db broken"), 503, "store_corrupt"),
        (MemoryNotFoundError("customer OTHER has no memory"), 409, "conflict"),
        (ConfigError("LLM_API_KEY=sk-123 invalid"), 500, "configuration_error"),
    ],
)
def test_project_errors_map_to_statuses_without_leaking_internals(
    app: FastAPI, error: Exception, status: int, code: str
) -> None:
    app.dependency_overrides[get_agent] = lambda: RaisingAgent(error)
    with TestClient(app, headers=AUTH) as client:
        response = client.post("/support/message", json={"customer_id": "C1", "message": "hi"})
    assert response.status_code == status
    body = response.json()
    assert body["error"] == code
    assert str(error) not in response.text
    if status == 503:
        assert response.headers["retry-after"]


def test_an_unexpected_error_is_a_bare_500(app: FastAPI) -> None:
    app.dependency_overrides[get_agent] = lambda: RaisingAgent(RuntimeError("secret detail"))
    with TestClient(app, headers=AUTH, raise_server_exceptions=False) as client:
        response = client.post("/support/message", json={"customer_id": "C1", "message": "hi"})
    assert response.status_code == 500
    assert response.json()["error"] == "internal_error"
    assert "secret detail" not in response.text


def test_request_ids_are_echoed_and_named_in_errors(client: TestClient) -> None:
    ok = client.get("/customers/C1/memories", headers={"X-Request-ID": "trace-123"})
    assert ok.headers["x-request-id"] == "trace-123"
    bad = client.get("/customers/-bad/memories", headers={"X-Request-ID": "trace-456"})
    assert bad.json()["request_id"] == "trace-456" == bad.headers["x-request-id"]
    unsafe = client.get("/customers/C1/memories", headers={"X-Request-ID": "<script>"})
    assert unsafe.headers["x-request-id"] != "<script>"
