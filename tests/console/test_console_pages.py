"""Console pages and forms, through the app: what a support person sees and changes."""

from __future__ import annotations

import re

from console_forms import post_form
from fastapi import FastAPI
from fastapi.testclient import TestClient

from factories import attempt, incident, profile
from support_memory.console.views import customer_view

XSS = '<script>alert("x")</script> My Acme PDF Suite crashes on upload'
CUSTOMER = "/console/customers/CUST-1042"


def _seed(client: TestClient, customer: str = "CUST-1042") -> None:
    response = post_form(client, "/console/customers", "/console/seed", {"customer_id": customer})
    assert response.status_code == 303  # type: ignore[attr-defined]


def _memory_id(app: FastAPI, customer: str, text: str) -> str:
    return next(m.id for m in app.state.services.store.all(customer) if m.text == text)


def test_search_finds_the_seeded_reference_customer(alice: TestClient) -> None:
    _seed(alice)
    page = alice.get("/console/customers?q=cust-10").text
    assert 'href="/console/customers/CUST-1042"' in page and "1 customer " in page
    assert "No customer found" in alice.get("/console/customers?q=zzz").text


def test_the_customer_page_shows_incidents_steps_in_order_profile_and_timeline(
    alice: TestClient,
) -> None:
    _seed(alice)
    page = alice.get(CUSTOMER).text
    steps = re.findall(r'badge (\w+)">([\w ]+)</span> <span class="text">([^<]+)<', page)
    assert ("ok", "worked", "Update application") in steps
    assert ("bad", "failed", "Restart application") in steps
    assert page.index("Restart application") < page.index("Update application")
    assert "App crashes on large PDF upload" in page and "Uses Acme PDF Suite" in page
    assert page.count('class="turn"') == 5  # the seed's five turns in the timeline


def test_the_turn_page_shows_recall_scores_reasons_and_what_was_learned(
    alice: TestClient, app: FastAPI
) -> None:
    _seed(alice)
    [last, *_] = app.state.services.audit.records("CUST-1042")
    page = alice.get(f"{CUSTOMER}/turns/{last.id}").text
    assert "same incident (App crashes on large PDF upload)" in page
    assert "worked fix" in page and "Engine</dt><dd>scripted" in page
    assert "The application is crashing again" in page  # AUDIT_MESSAGES=1 in these tests
    assert alice.get(f"{CUSTOMER}/turns/aud_nothing").status_code == 404


def test_a_correction_in_the_console_changes_the_next_reply_and_is_audited(
    alice: TestClient, app: FastAPI
) -> None:
    _seed(alice)
    fix = _memory_id(app, "CUST-1042", "Update application")
    response = post_form(
        alice,
        CUSTOMER,
        f"{CUSTOMER}/memories/{fix}",
        {"type": "ATTEMPT", "outcome": "failed", "text": "Update application", "reason": "nope"},
    )
    assert response.status_code == 303  # type: ignore[attr-defined]
    [record] = app.state.services.audit.corrections("CUST-1042")
    assert (record.author, record.fields, record.reason) == ("alice", ("outcome",), "nope")
    page = alice.get(CUSTOMER).text
    assert "<strong>alice</strong> corrected a memory:" in page
    assert "outcome worked → failed" in page
    reply = post_form(
        alice, CUSTOMER, f"{CUSTOMER}/try", {"message": "The application is crashing again."}
    )
    text = reply.text  # type: ignore[attr-defined]
    assert "let&#39;s start there" not in text and "without success" in text


def test_a_bad_correction_is_shown_and_changes_nothing(alice: TestClient, app: FastAPI) -> None:
    store = app.state.services.store
    step = store.add(attempt("CUST-1", "Restart printer"))
    response = post_form(
        alice,
        "/console/customers/CUST-1",
        f"/console/customers/CUST-1/memories/{step.id}",
        {"type": "ATTEMPT", "outcome": "great", "text": "Restart printer"},
    )
    assert response.status_code == 422  # type: ignore[attr-defined]
    assert "outcome: must be one of" in response.text  # type: ignore[attr-defined]
    assert store.all("CUST-1") == [step]


def test_delete_and_add_one_memory(alice: TestClient, app: FastAPI) -> None:
    store = app.state.services.store
    gone = store.add(profile("CUST-1", "Uses Acme Photo"))
    page = "/console/customers/CUST-1"
    post_form(alice, page, f"{page}/memories/{gone.id}/delete", {"reason": "in passing"})
    assert store.all("CUST-1") == []
    post_form(
        alice,
        page,
        f"{page}/memories",
        {"type": "ATTEMPT", "text": "Reinstall application", "outcome": "worked", "reason": ""},
    )
    [added] = store.all("CUST-1")
    assert added.text == "Reinstall application" and added.metadata == {"added_by": "alice"}
    actions = [c.action for c in app.state.services.audit.corrections("CUST-1")]
    assert actions == ["added", "deleted"]


def test_forget_needs_the_customer_id_typed(alice: TestClient, app: FastAPI) -> None:
    store = app.state.services.store
    store.add(attempt("CUST-1", "Restart printer"))
    page = "/console/customers/CUST-1"
    wrong = post_form(alice, page, f"{page}/forget", {"confirm": "cust-1"})
    assert wrong.status_code == 422 and len(store.all("CUST-1")) == 1  # type: ignore[attr-defined]
    right = post_form(alice, page, f"{page}/forget", {"confirm": "CUST-1"})
    assert right.status_code == 303 and store.all("CUST-1") == []  # type: ignore[attr-defined]


def test_a_script_in_a_message_is_shown_as_text_everywhere(alice: TestClient, app: FastAPI) -> None:
    reply = post_form(
        alice, "/console/customers/CUST-X", "/console/customers/CUST-X/try", {"message": XSS}
    )
    assert reply.status_code == 200  # type: ignore[attr-defined]
    [record] = app.state.services.audit.records("CUST-X")
    for page in (
        alice.get("/console/customers/CUST-X").text,
        alice.get(f"/console/customers/CUST-X/turns/{record.id}").text,
    ):
        assert "<script>" not in page
        assert "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;" in page


def test_export_downloads_everything_of_one_customer(alice: TestClient, app: FastAPI) -> None:
    _seed(alice)
    response = alice.get(f"{CUSTOMER}/export")
    assert "attachment" in response.headers["content-disposition"]
    body = response.json()
    assert len(body["turns"]) == 5 and len(body["memories"]) == len(
        app.state.services.store.all("CUST-1042")
    )


def test_customer_view_groups_steps_under_their_incident_in_order() -> None:
    crash = incident("C1", "App crashes", created_at="2026-01-01T10:00:00Z")
    old = incident("C1", "Printer offline", "resolved", created_at="2026-01-01T09:00:00Z")
    first = attempt("C1", "Restart", incident_id=crash.id, created_at="2026-01-01T10:01:00Z")
    second = attempt(
        "C1", "Update", "worked", incident_id=crash.id, created_at="2026-01-01T10:02:00Z"
    )
    stray = attempt("C1", "Reboot router", incident_id="mem_deleted")
    fact = profile("C1", "Uses Windows 11")
    view = customer_view("C1", [old, crash, first, second, stray, fact])
    assert [g.incident for g in view.open_incidents] == [crash]
    assert view.open_incidents[0].attempts == [first, second]
    assert [g.incident for g in view.resolved_incidents] == [old]
    assert view.loose_attempts == [stray] and view.profile == [fact]
