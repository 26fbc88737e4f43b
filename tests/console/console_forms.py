"""Helpers of the console tests: the test keys, signing in, posting a form with its token."""

from __future__ import annotations

import re

from fastapi.testclient import TestClient

KEYS = (("alice", "alice-key-1"), ("bob", "bob-key-2"))
_CSRF_RE = re.compile(r'name="csrf_token" value="([^"]+)"')


def csrf_of(html: str) -> str:
    found = _CSRF_RE.search(html)
    assert found, "every console form carries a CSRF token"
    return found.group(1)


def sign_in(client: TestClient, key: str) -> None:
    form = client.get("/console/login")
    response = client.post(
        "/console/login",
        data={"key": key, "csrf_token": csrf_of(form.text)},
        follow_redirects=False,
    )
    assert response.status_code == 303, response.text


def post_form(client: TestClient, page: str, action: str, data: dict[str, str]) -> object:
    """Post ``data`` to ``action`` with the CSRF token found on ``page``."""
    token = csrf_of(client.get(page).text)
    return client.post(action, data={**data, "csrf_token": token}, follow_redirects=False)
