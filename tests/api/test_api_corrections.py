"""The corrections API: one memory read / corrected / deleted / added, listing, export,
customers; every change audited with the API key's name; never across customers."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from factories import FIRST_VISIT, RETURN_VISIT, attempt, incident, profile
from support_memory.api import create_app
from support_memory.settings import Settings
from support_memory.stores.protocol import MemoryStore

ALICE = {"Authorization": "Bearer alice-key"}
BOB = {"Authorization": "Bearer bob-key"}


@pytest.fixture
def named(tmp_path: Path) -> Iterator[TestClient]:
    settings = Settings(
        store_path=str(tmp_path / "memories.db"),
        support_api_keys=(("alice", "alice-key"), ("bob", "bob-key")),
    )
    with TestClient(create_app(settings)) as made:
        yield made


def _store(client: TestClient) -> MemoryStore:
    store: MemoryStore = client.app.state.services.store  # type: ignore[attr-defined]
    return store


def test_a_patch_corrects_bumps_and_audits_with_the_key_name(named: TestClient) -> None:
    step = _store(named).add(attempt("CUST-1", "Update application", "worked"))
    response = named.patch(
        f"/customers/CUST-1/memories/{step.id}",
        json={"outcome": "failed", "reason": "it was only a workaround"},
        headers=BOB,
    )
    assert response.status_code == 200
    body = response.json()
    assert body["memory"]["outcome"] == "failed"
    assert body["memory"]["updated_at"] > step.updated_at
    [record] = body["corrections"]
    assert record["author"] == "bob" and record["memory_id"] == step.id
    assert (record["before"], record["after"]) == ({"outcome": "worked"}, {"outcome": "failed"})
    assert record["reason"] == "it was only a workaround"
    audit = named.get("/customers/CUST-1/audit", headers=ALICE).json()
    assert audit["corrections"] == [record]
    assert (
        named.get(f"/customers/CUST-1/memories/{step.id}", headers=ALICE).json() == body["memory"]
    )


def test_the_single_key_authors_as_default(tmp_path: Path) -> None:
    settings = Settings(store_path=str(tmp_path / "m.db"), support_api_key="only-key")
    with TestClient(create_app(settings)) as client:
        response = client.post(
            "/customers/CUST-1/memories",
            json={"type": "PROFILE", "text": "Uses Windows 11"},
            headers={"Authorization": "Bearer only-key"},
        )
    assert response.status_code == 201
    assert response.json()["corrections"][0]["author"] == "default"


def test_the_next_reply_follows_a_correction_made_over_the_api(named: TestClient) -> None:
    for text in FIRST_VISIT:
        named.post("/support/message", json={"customer_id": "C9", "message": text}, headers=ALICE)
    fixes = named.get("/customers/C9/memories?outcome=worked", headers=ALICE).json()["memories"]
    [fix] = [m for m in fixes if m["text"] == "Update application"]
    named.patch(f"/customers/C9/memories/{fix['id']}", json={"outcome": "failed"}, headers=ALICE)
    reply = named.post(
        "/support/message", json={"customer_id": "C9", "message": RETURN_VISIT}, headers=ALICE
    ).json()
    assert reply["metadata"]["known_fixes"] == []
    assert "Update application" in reply["metadata"]["known_failures"]


def test_a_bad_outcome_on_an_incident_is_a_422_naming_the_field(named: TestClient) -> None:
    crash = _store(named).add(incident("CUST-1", "App crashes on large PDF upload"))
    response = named.patch(
        f"/customers/CUST-1/memories/{crash.id}", json={"outcome": "worked"}, headers=ALICE
    )
    assert response.status_code == 422
    assert response.json()["details"][0]["field"] == "outcome"
    bad = named.patch(
        f"/customers/CUST-1/memories/{crash.id}", json={"status": "fixed"}, headers=ALICE
    )
    assert bad.status_code == 422 and bad.json()["details"][0]["field"] == "status"
    unknown = named.patch(
        f"/customers/CUST-1/memories/{crash.id}", json={"type": "ATTEMPT"}, headers=ALICE
    )
    assert unknown.status_code == 422 and unknown.json()["details"][0]["field"] == "type"


def test_an_incident_link_to_another_customer_is_refused(named: TestClient) -> None:
    step = _store(named).add(attempt("CUST-1", "Restart printer"))
    theirs = _store(named).add(incident("CUST-2", "Printer offline"))
    response = named.patch(
        f"/customers/CUST-1/memories/{step.id}", json={"incident_id": theirs.id}, headers=ALICE
    )
    assert response.status_code == 422
    assert response.json()["details"][0]["field"] == "incident_id"


def test_another_customers_memory_is_a_404_for_every_verb(named: TestClient) -> None:
    theirs = _store(named).add(attempt("CUST-2", "Restart printer"))
    path = f"/customers/CUST-1/memories/{theirs.id}"
    assert named.get(path, headers=ALICE).status_code == 404
    assert named.patch(path, json={"outcome": "worked"}, headers=ALICE).status_code == 404
    assert named.delete(path, headers=ALICE).status_code == 404
    assert _store(named).all("CUST-2") == [theirs]
    body = named.get(path, headers=ALICE).json()
    assert body["error"] == "not_found" and theirs.id not in body["message"]


def test_delete_removes_one_memory_and_audits_it(named: TestClient) -> None:
    store = _store(named)
    gone = store.add(profile("CUST-1", "Uses Acme Photo"))
    kept = store.add(profile("CUST-1", "Uses Acme PDF Suite"))
    response = named.delete(
        f"/customers/CUST-1/memories/{gone.id}?reason=mentioned in passing", headers=ALICE
    )
    assert response.status_code == 200
    record = response.json()["corrections"][0]
    assert record["action"] == "deleted" and record["before"]["text"] == "Uses Acme Photo"
    assert record["reason"] == "mentioned in passing"
    assert store.all("CUST-1") == [kept]


def test_a_memory_added_by_hand_is_validated(named: TestClient) -> None:
    missing = named.post(
        "/customers/CUST-1/memories", json={"type": "ATTEMPT", "text": "Reinstall"}, headers=ALICE
    )
    assert missing.status_code == 422 and missing.json()["details"][0]["field"] == "outcome"
    made = named.post(
        "/customers/CUST-1/memories",
        json={"type": "ATTEMPT", "text": "Reinstall application", "outcome": "worked"},
        headers=ALICE,
    )
    assert made.status_code == 201
    assert made.json()["memory"]["metadata"] == {"added_by": "alice"}


def test_memories_are_filtered_and_paged(named: TestClient) -> None:
    store = _store(named)
    steps = [
        store.add(attempt("CUST-1", f"Step {n}", "failed" if n % 2 else "worked")) for n in range(5)
    ]
    store.add(incident("CUST-1", "Printer offline", "resolved"))
    body = named.get("/customers/CUST-1/memories?type=ATTEMPT&limit=2&offset=1", headers=ALICE)
    assert body.json()["total"] == 5
    assert [m["id"] for m in body.json()["memories"]] == [steps[1].id, steps[2].id]
    failed = named.get("/customers/CUST-1/memories?outcome=failed", headers=ALICE).json()
    assert failed["total"] == 2
    resolved = named.get("/customers/CUST-1/memories?status=resolved", headers=ALICE).json()
    assert [m["text"] for m in resolved["memories"]] == ["Printer offline"]
    bad = named.get("/customers/CUST-1/memories?outcome=great", headers=ALICE)
    assert bad.status_code == 422


def test_customers_are_found_by_prefix_newest_activity_first(named: TestClient) -> None:
    store = _store(named)
    store.add(attempt("CUST-1", "Restart", updated_at="2026-01-01T10:00:00.000000Z"))
    store.add(attempt("CUST-2", "Restart", updated_at="2026-01-02T10:00:00.000000Z"))
    store.add(attempt("OTHER-1", "Restart"))
    body = named.get("/customers?prefix=cust&limit=1", headers=ALICE).json()
    assert body["total"] == 2 and body["source"] == "memories"
    assert body["customers"] == [
        {"customer_id": "CUST-2", "last_activity": "2026-01-02T10:00:00.000000Z", "memories": 1}
    ]
    assert named.get("/customers?prefix=a%25", headers=ALICE).status_code == 422


def test_export_holds_memories_turns_and_corrections(named: TestClient) -> None:
    named.post(
        "/support/message",
        json={"customer_id": "CUST-1", "message": FIRST_VISIT[0]},
        headers=ALICE,
    )
    first = named.get("/customers/CUST-1/memories", headers=ALICE).json()["memories"][0]
    named.patch(f"/customers/CUST-1/memories/{first['id']}", json={"text": "X"}, headers=ALICE)
    other = named.post(
        "/support/message", json={"customer_id": "CUST-2", "message": "hello"}, headers=ALICE
    )
    assert other.status_code == 200
    export = named.get("/customers/CUST-1/export", headers=ALICE).json()
    assert export["customer_id"] == "CUST-1" and export["exported_at"]
    assert {m["customer_id"] for m in export["memories"]} == {"CUST-1"}
    assert len(export["turns"]) == 1 and len(export["corrections"]) == 1


def test_a_session_cookie_does_not_open_the_json_api(named: TestClient) -> None:
    named.cookies.set("sm_console", "forged.value")
    assert named.get("/customers").status_code == 401
