"""Console access: login, signed cookies, CSRF, local-only mode without keys, /docs."""

from __future__ import annotations

from pathlib import Path

from console_forms import csrf_of, post_form, sign_in
from fastapi import FastAPI
from fastapi.testclient import TestClient

from factories import attempt
from support_memory.api import create_app
from support_memory.api.session import COOKIE, SessionSigner
from support_memory.settings import Settings


def test_pages_need_a_session_and_send_you_to_the_login(client: TestClient) -> None:
    for path in ("/console", "/console/customers", "/console/customers/CUST-1"):
        response = client.get(path, follow_redirects=True)
        assert response.url.path == "/console/login"
        assert "<h1>Sign in</h1>" in response.text


def test_a_wrong_key_is_refused_and_a_right_one_opens_a_strict_httponly_session(
    client: TestClient,
) -> None:
    form = client.get("/console/login")
    wrong = client.post("/console/login", data={"key": "nope", "csrf_token": csrf_of(form.text)})
    assert wrong.status_code == 401 and "not one of this service" in wrong.text
    assert COOKIE not in client.cookies
    form = client.get("/console/login")
    right = client.post(
        "/console/login",
        data={"key": "bob-key-2", "csrf_token": csrf_of(form.text)},
        follow_redirects=False,
    )
    assert right.status_code == 303
    cookie = next(h for h in right.headers.get_list("set-cookie") if h.startswith(COOKIE))
    assert "HttpOnly" in cookie and "SameSite=strict" in cookie and "Max-Age=28800" in cookie
    assert "bob-key-2" not in cookie
    assert "Signed in as <strong>bob</strong>" in client.get("/console/customers").text


def test_the_login_form_itself_is_csrf_protected(client: TestClient) -> None:
    client.get("/console/login")
    response = client.post("/console/login", data={"key": "alice-key-1", "csrf_token": "forged"})
    assert response.status_code == 403 and COOKIE not in client.cookies


def test_a_tampered_or_foreign_cookie_is_no_session(client: TestClient, app: FastAPI) -> None:
    sign_in(client, "alice-key-1")
    value = client.cookies[COOKIE]
    body, signature = value.split(".")
    client.cookies.clear()
    client.cookies.set(COOKIE, body[:-2] + "xx." + signature)
    assert client.get("/console/customers", follow_redirects=False).status_code == 303
    other, _ = SessionSigner("another-secret").issue("alice", "alice-key-1")
    client.cookies.clear()
    client.cookies.set(COOKIE, other)
    assert client.get("/console/customers", follow_redirects=False).status_code == 303


def test_a_session_ends_when_it_expires_or_its_key_is_rotated() -> None:
    now = [1_000.0]
    signer = SessionSigner("s", lifetime_s=60, clock=lambda: now[0])
    value, _ = signer.issue("alice", "k1")
    assert signer.read(value, {"alice": "k1"}) is not None
    assert signer.read(value, {"alice": "k2"}) is None  # rotated
    assert signer.read(value, {"bob": "k1"}) is None  # removed
    now[0] += 61
    assert signer.read(value, {"alice": "k1"}) is None  # expired


def test_a_post_without_the_csrf_token_is_refused_and_changes_nothing(
    alice: TestClient, app: FastAPI
) -> None:
    store = app.state.services.store
    step = store.add(attempt("CUST-1", "Update application", "worked"))
    action = f"/console/customers/CUST-1/memories/{step.id}"
    for data in (
        {"outcome": "failed", "type": "ATTEMPT"},
        {"outcome": "failed", "csrf_token": "x"},
    ):
        response = alice.post(action, data=data)
        assert response.status_code == 403 and "CSRF" in response.text
    assert (
        alice.post("/console/customers/CUST-1/forget", data={"confirm": "CUST-1"}).status_code
        == 403
    )
    assert store.all("CUST-1") == [step]


def test_every_console_page_sends_protective_headers(alice: TestClient) -> None:
    response = alice.get("/console/customers")
    assert "script-src" not in response.headers["content-security-policy"]  # none allowed
    assert response.headers["content-security-policy"].startswith("default-src 'none'")
    assert response.headers["x-frame-options"] == "DENY"
    assert response.headers["cache-control"] == "no-store"


def test_a_console_session_opens_the_api_docs_but_not_the_api(alice: TestClient) -> None:
    docs = alice.get("/docs")
    assert docs.status_code == 200 and "/docs/assets/swagger-ui-bundle.js" in docs.text
    assert alice.get("/openapi.json").status_code == 200
    assert alice.get("/docs/assets/swagger-ui-bundle.js").status_code == 200
    assert alice.get("/customers").status_code == 401
    anonymous = TestClient(alice.app)
    assert anonymous.get("/openapi.json").status_code == 401


def test_the_schema_declares_the_bearer_key(alice: TestClient) -> None:
    schema = alice.get("/openapi.json").json()
    assert schema["components"]["securitySchemes"]["bearer"]["scheme"] == "bearer"
    assert schema["paths"]["/health"]["get"]["security"] == []
    assert not any(path.startswith("/console") for path in schema["paths"])


def test_sign_out_ends_the_session(alice: TestClient) -> None:
    response = post_form(alice, "/console/customers", "/console/logout", {})
    assert response.status_code == 303  # type: ignore[attr-defined]
    assert alice.get("/console/customers", follow_redirects=False).status_code == 303


def test_without_keys_the_console_is_local_only_and_says_so(tmp_path: Path) -> None:
    settings = Settings(store_path=str(tmp_path / "m.db"))
    local_ip = ("127.0.0.1", 5000)
    with TestClient(create_app(settings), client=("192.0.2.7", 5000)) as remote:
        response = remote.get("/console/customers")
        assert response.status_code == 403 and "only answers on 127.0.0.1" in response.text
    rebound = TestClient(create_app(settings), base_url="http://evil.example", client=local_ip)
    with rebound:  # a DNS-rebinding page reaches 127.0.0.1 but names its own host
        assert rebound.get("/console/customers").status_code == 403
    with TestClient(create_app(settings), base_url="http://localhost", client=local_ip) as local:
        page = local.get("/console/customers")
        assert page.status_code == 200 and "No API key is configured" in page.text
        assert "Signed in as <strong>local</strong>" in page.text
        response = post_form(
            local, "/console/customers", "/console/seed", {"customer_id": "CUST-7"}
        )
        assert response.status_code == 303  # type: ignore[attr-defined]
        trail = local.get("/customers/CUST-7/audit").json()
        assert len(trail["records"]) == 5
