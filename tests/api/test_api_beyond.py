"""The HTTP API beside the per-customer memory: channels, the escalation queue, insights."""

from __future__ import annotations

from pathlib import Path

from fastapi.testclient import TestClient
from service_fakes import API_KEY, AUTH

from support_memory.api import create_app
from support_memory.settings import Settings

PROBLEM = "My Acme PDF Suite crashes when I upload a large PDF."
QUOTED_EMAIL = (
    "Updating the app fixed it.\n\nBest regards,\nJane\n\n"
    "On Mon, Jan 6, 2025 at 10:02 AM Acme Support <support@acme.example> wrote:\n"
    "> Did reinstalling help? You said restarting did not.\n"
)


def say(client: TestClient, customer: str, message: str, **extra: str) -> dict:  # type: ignore[type-arg]
    response = client.post(
        "/support/message", json={"customer_id": customer, "message": message, **extra}
    )
    assert response.status_code == 200, response.text
    body: dict = response.json()  # type: ignore[type-arg]
    return body


def test_a_message_carries_its_channel_to_the_memories_and_the_audit(client: TestClient) -> None:
    say(client, "MAIL-1", PROBLEM, channel="email")
    body = say(client, "MAIL-1", QUOTED_EMAIL, channel="email", session_id="thread-9")
    assert [(m["text"], m["action"]) for m in body["metadata"]["extracted"]] == [
        ("Update application", "added"),
        ("App crashes on large PDF upload", "updated"),
    ]
    memories = client.get("/customers/MAIL-1/memories").json()["memories"]
    step = next(m for m in memories if m["text"] == "Update application")
    assert step["metadata"]["channel"] == "email" and step["metadata"]["session_id"] == "thread-9"
    assert not [m for m in memories if "Reinstall" in m["text"] or "Restart" in m["text"]]
    records = client.get("/customers/MAIL-1/audit").json()["records"]
    assert [r["channel"] for r in records] == ["email", "email"]


def test_the_channel_defaults_to_chat_and_is_validated(client: TestClient) -> None:
    say(client, "CHAT-1", PROBLEM)
    assert client.get("/customers/CHAT-1/audit").json()["records"][0]["channel"] == "chat"
    refused = client.post(
        "/support/message", json={"customer_id": "C1", "message": "hi", "channel": "fax"}
    )
    assert refused.status_code == 422
    assert refused.json()["details"][0]["field"] == "channel"


def test_an_email_with_nothing_new_is_a_422_not_a_turn(client: TestClient) -> None:
    response = client.post(
        "/support/message",
        json={"customer_id": "MAIL-2", "message": "> old text\n> more", "channel": "email"},
    )
    assert response.status_code == 422
    assert "quoted replies" in response.json()["message"]
    assert client.get("/customers/MAIL-2/memories").json()["memories"] == []


def test_escalations_queue_newest_first_and_acknowledge(client: TestClient) -> None:
    assert client.get("/escalations").json()["escalations"] == []
    say(client, "ESC-1", PROBLEM)
    body = say(
        client, "ESC-1", "I restarted it, cleared the cache and reinstalled it, none helped."
    )
    assert body["metadata"]["escalation"]["candidate"] is True
    say(client, "ESC-2", PROBLEM, session_id="a")
    say(client, "ESC-2", "I restarted it but that did not help.", session_id="a")
    say(client, "ESC-2", "Cleared the cache, still crashing.", session_id="b")
    listing = client.get("/escalations").json()
    assert [i["customer_id"] for i in listing["escalations"]] == ["ESC-2", "ESC-1"]
    assert listing["total"] == 2 and listing["status"] == "open"
    first = listing["escalations"][1]
    assert first["reasons"][0]["rule"] == "session_failures" and first["status"] == "open"
    acked = client.post(f"/escalations/{first['id']}/ack")
    assert acked.status_code == 200
    assert acked.json()["acknowledged_by"] == "default" and acked.json()["status"] == "acknowledged"
    assert [i["customer_id"] for i in client.get("/escalations").json()["escalations"]] == ["ESC-2"]
    assert client.get(f"/escalations/{first['id']}").json()["status"] == "acknowledged"
    assert client.get("/escalations?status=all").json()["total"] == 2
    missing = client.post("/escalations/esc_nope/ack")
    assert missing.status_code == 404 and missing.json()["error"] == "not_found"


def test_forgetting_a_customer_empties_their_queue(client: TestClient) -> None:
    say(client, "ESC-3", PROBLEM)
    say(client, "ESC-3", "I restarted it, cleared the cache and reinstalled it, none helped.")
    assert client.get("/escalations").json()["total"] == 1
    [exported] = client.get("/customers/ESC-3/export").json()["escalations"]
    assert exported["customer_id"] == "ESC-3" and exported["reasons"][0]["rule"]
    client.delete("/customers/ESC-3/memories")
    assert client.get("/escalations?status=all").json()["total"] == 0


def test_insights_are_a_404_until_turned_on(client: TestClient) -> None:
    response = client.get("/insights")
    assert response.status_code == 404 and "INSIGHTS=1" in response.json()["message"]


def test_insights_show_k_anonymous_signatures(tmp_path: Path) -> None:
    settings = Settings(
        store_path=str(tmp_path / "memories.db"),
        support_api_key=API_KEY,
        insights=True,
        insights_min_customers=3,
    )
    with TestClient(create_app(settings), headers=AUTH) as client:
        for n in range(3):
            say(client, f"K-{n}", PROBLEM)
            say(client, f"K-{n}", "Updated the app and it fixed it.")
        say(client, "LONE", "Our Zorvath-Q9 scanner jams on page two.")
        report = client.get("/insights?days=7").json()
        new = say(client, "K-new", "My app crashes when I upload a large PDF.")
    assert report["min_customers"] == 3 and report["bucket"] == "day"
    assert len(report["timeline"]) == 7 and report["timeline"][-1]["incidents"] == 3
    assert [(s["incident"], s["product"], s["customers"]) for s in report["signatures"]] == [
        ("App crashes on large PDF upload", "Acme PDF Suite", 3)
    ]
    assert report["signatures"][0]["steps"] == [
        {"step": "Update application", "worked": 3, "failed": 0, "tried": 3, "success_rate": 1.0}
    ]
    assert "scanner" not in str(report).lower()
    assert new["metadata"]["fleet_suggestions"] == [
        {"step": "Update application", "worked": 3, "tried": 3}
    ]
