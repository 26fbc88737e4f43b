"""Per-customer routes: list memories, audit trail, forget (scoped to one customer)."""

from __future__ import annotations

from fastapi.testclient import TestClient

from factories import attempt, profile
from support_memory.models import Memory
from support_memory.stores.protocol import MemoryStore


def test_memories_are_listed_oldest_first_as_to_dict(
    client: TestClient, store: MemoryStore
) -> None:
    older = store.add(attempt("CUST-1", "Restart application", created_at="2026-01-01T10:00:00Z"))
    newer = store.add(profile("CUST-1", "Uses Acme PDF Suite", created_at="2026-01-02T10:00:00Z"))
    store.add(attempt("CUST-2", "Turn off VPN"))
    body = client.get("/customers/CUST-1/memories").json()
    assert body["customer_id"] == "CUST-1"
    assert [Memory.from_dict(m) for m in body["memories"]] == [older, newer]


def test_unknown_customer_has_no_memories_and_no_audit(client: TestClient) -> None:
    assert client.get("/customers/NOBODY/memories").json() == {
        "customer_id": "NOBODY",
        "memories": [],
        "total": 0,
        "limit": 1000,
        "offset": 0,
    }
    assert client.get("/customers/NOBODY/audit").json() == {
        "customer_id": "NOBODY",
        "records": [],
        "corrections": [],
    }


def test_forget_deletes_memories_and_audit_of_that_customer_only(
    echo_client: TestClient,
) -> None:
    for customer in ("CUST-1", "CUST-2"):
        for step in ("Restart router", "Turn off VPN"):
            payload = {"customer_id": customer, "message": f"did: {step}"}
            assert echo_client.post("/support/message", json=payload).status_code == 200
    response = echo_client.delete("/customers/CUST-1/memories")
    assert response.status_code == 200
    assert response.json() == {"customer_id": "CUST-1", "deleted": 2, "audit_deleted": 2}
    assert echo_client.get("/customers/CUST-1/memories").json()["memories"] == []
    assert echo_client.get("/customers/CUST-1/audit").json()["records"] == []
    kept = echo_client.get("/customers/CUST-2/memories").json()["memories"]
    assert sorted(m["text"] for m in kept) == ["Restart router", "Turn off VPN"]
    assert len(echo_client.get("/customers/CUST-2/audit").json()["records"]) == 2
    again = echo_client.delete("/customers/CUST-1/memories").json()
    assert again == {"customer_id": "CUST-1", "deleted": 0, "audit_deleted": 0}


def test_a_forgotten_customer_starts_fresh(echo_client: TestClient) -> None:
    echo_client.post("/support/message", json={"customer_id": "C9", "message": "did: Turn off VPN"})
    echo_client.delete("/customers/C9/memories")
    reply = echo_client.post(
        "/support/message", json={"customer_id": "C9", "message": "VPN problems again"}
    ).json()
    assert reply["metadata"]["is_returning_customer"] is False
    assert reply["metadata"]["used_memories"] == []


def test_audit_is_newest_first_and_limited(echo_client: TestClient) -> None:
    for n in range(4):
        echo_client.post(
            "/support/message", json={"customer_id": "C1", "message": f"did: Step {n}"}
        )
    records = echo_client.get("/customers/C1/audit", params={"limit": 2}).json()["records"]
    assert len(records) == 2
    texts = [r["extracted"][0]["id"] for r in records]
    memories = echo_client.get("/customers/C1/memories").json()["memories"]
    assert texts == [memories[3]["id"], memories[2]["id"]]
    assert echo_client.get("/customers/C1/audit", params={"limit": 0}).status_code == 422


def test_bad_customer_ids_in_paths_are_422_with_the_rule(client: TestClient) -> None:
    for bad in ("-leading-dash", "a" * 65, "semi;colon", "sp ace"):
        for method in ("GET", "DELETE"):
            response = client.request(method, f"/customers/{bad}/memories")
            assert response.status_code == 422, (method, bad)
            assert "letter or digit" in response.json()["message"]
