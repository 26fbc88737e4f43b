"""Console test set-up: an app with two named keys, a client, and one signed in as alice."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from console_forms import KEYS, sign_in
from fastapi import FastAPI
from fastapi.testclient import TestClient

from support_memory.api import create_app
from support_memory.settings import Settings


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
