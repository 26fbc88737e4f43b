"""Console test set-up: an app with two named keys, and helpers to sign in and post forms."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from support_memory.api import create_app
from support_memory.settings import Settings

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


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(
        store_path=str(tmp_path / "memories.db"),
        support_api_keys=KEYS,
        console_secret="test-secret",
        audit_messages=True,
    )


@pytest.fixture
def app(settings: Settings) -> FastAPI:
    return create_app(settings)


@pytest.fixture
def client(app: FastAPI) -> Iterator[TestClient]:
    with TestClient(app, base_url="http://127.0.0.1") as made:
        yield made


@pytest.fixture
def alice(client: TestClient) -> TestClient:
    sign_in(client, "alice-key-1")
    return client
