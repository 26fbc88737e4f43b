"""API test set-up: an app on a fresh SQLite file, with an API key, and a client for it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from service_fakes import API_KEY, AUTH, EchoExtractor

from support_memory.agent import SupportAgent
from support_memory.api import create_app
from support_memory.settings import Settings
from support_memory.stores.protocol import MemoryStore
from support_memory.stores.sqlite import SQLiteStore


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(store_path=str(tmp_path / "memories.db"), support_api_key=API_KEY)


@pytest.fixture
def app(settings: Settings) -> FastAPI:
    return create_app(settings)


@pytest.fixture
def client(app: FastAPI) -> Iterator[TestClient]:
    with TestClient(app, headers=AUTH) as made:
        yield made


@pytest.fixture
def store(app: FastAPI) -> MemoryStore:
    """The app's own store, for seeding memories directly."""
    made: MemoryStore = app.state.services.store
    return made


@pytest.fixture
def echo_app(tmp_path: Path, settings: Settings) -> Iterator[FastAPI]:
    """An app whose agent uses ``EchoExtractor``, so turns write known memories."""
    sqlite = SQLiteStore(tmp_path / "echo.db")
    agent = SupportAgent(store=sqlite, extractor=EchoExtractor())
    yield create_app(settings, agent=agent)
    agent.close()
    sqlite.close()


@pytest.fixture
def echo_client(echo_app: FastAPI) -> Iterator[TestClient]:
    with TestClient(echo_app, headers=AUTH) as made:
        yield made
