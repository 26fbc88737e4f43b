"""The console's escalation queue and insights pages: listing, acknowledging behind CSRF,
charts drawn on the server, every text escaped."""

from __future__ import annotations

from pathlib import Path

from console_forms import KEYS, csrf_of, sign_in
from fastapi import FastAPI
from fastapi.testclient import TestClient

from support_memory.api import create_app
from support_memory.models import Memory, MemoryType, Outcome
from support_memory.settings import Settings

PROBLEM = "My Acme PDF Suite crashes when I upload a large PDF."


def turn(app: FastAPI, customer: str, message: str) -> None:
    app.state.services.agent.handle(customer, message)


def test_the_queue_lists_and_acknowledges(app: FastAPI, alice: TestClient) -> None:
    turn(app, "ESC-1", PROBLEM)
    turn(app, "ESC-1", "I restarted it, cleared the cache and reinstalled it, none helped.")
    page = alice.get("/console/escalations")
    assert page.status_code == 200
    assert "ESC-1" in page.text and "session failures" in page.text
    assert 'href="/console/escalations"' in page.text and 'href="/console/insights"' in page.text
    [item] = app.state.services.escalations.items()
    action = f"/console/escalations/{item.id}/ack"
    refused = alice.post(action, data={"csrf_token": "forged"}, follow_redirects=False)
    assert refused.status_code == 403 and "CSRF" in refused.text
    done = alice.post(action, data={"csrf_token": csrf_of(page.text)}, follow_redirects=False)
    assert done.status_code == 303 and done.headers["location"].endswith("done=acknowledged")
    assert app.state.services.escalations.get(item.id).acknowledged_by == "alice"
    assert "No open escalations" in alice.get("/console/escalations").text
    shown = alice.get("/console/escalations?status=acknowledged").text
    assert "by alice" in shown and "ESC-1" in shown


def test_the_queue_needs_a_session(client: TestClient) -> None:
    response = client.get("/console/escalations", follow_redirects=False)
    assert response.status_code == 303 and response.headers["location"] == "/console/login"


def test_insights_off_says_how_to_turn_them_on(alice: TestClient) -> None:
    page = alice.get("/console/insights")
    assert page.status_code == 200 and "INSIGHTS=1" in page.text and "<svg" not in page.text


def test_insights_draw_charts_on_the_server_and_escape_every_text(tmp_path: Path) -> None:
    settings = Settings(
        store_path=str(tmp_path / "memories.db"),
        support_api_keys=KEYS,
        console_secret="test-secret",
        insights=True,
        insights_min_customers=2,
    )
    app = create_app(settings)
    with TestClient(app, base_url="http://127.0.0.1") as client:
        sign_in(client, "alice-key-1")
        store = app.state.services.store
        for n in range(2):
            incident = Memory(
                customer_id=f"X-{n}", type=MemoryType.INCIDENT, text="Menu shows <b>bold</b> tags"
            )
            store.add(incident)
            store.add(
                Memory(
                    customer_id=f"X-{n}",
                    type=MemoryType.ATTEMPT,
                    text="Clear the <script>cache</script>",
                    outcome=Outcome.WORKED,
                    incident_id=incident.id,
                )
            )
        page = client.get("/console/insights?days=7")
    assert page.status_code == 200
    assert page.text.count("<svg") == 2 and "<script" not in page.text
    assert "&lt;b&gt;bold&lt;/b&gt;" in page.text and "&lt;script&gt;" in page.text
    assert "script-src" not in page.headers["content-security-policy"]
    assert "1 of 1" not in page.text and "2 of 2 (100%)" in page.text
