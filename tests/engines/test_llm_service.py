"""The service runs unchanged with ``LLM_BASE_URL`` set or unset (``build_engine`` picks)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from factories import attempt, incident
from fakes.openai_server import Answer, FakeOpenAIServer, running_server
from support_memory.api import create_app
from support_memory.engines import LLMEngine, ScriptedEngine
from support_memory.factory import build_engine
from support_memory.settings import Settings

KEY = "sk-service-secret-31337"
CUSTOMER = "CUST-1042"
MESSAGE = "The app is crashing again on a PDF upload"


@pytest.fixture
def server() -> Iterator[FakeOpenAIServer]:
    with running_server() as fake:
        yield fake


def post_message(settings: Settings) -> dict[str, object]:
    app = create_app(settings)
    store = app.state.services.store
    crash = store.add(incident(CUSTOMER, "App crashes on large PDF upload"))
    store.add(attempt(CUSTOMER, "Restart application", "failed", incident_id=crash.id))
    store.add(attempt(CUSTOMER, "Update application", "worked", incident_id=crash.id))
    with TestClient(app) as client:
        response = client.post(
            "/support/message", json={"customer_id": CUSTOMER, "message": MESSAGE}
        )
    assert response.status_code == 200
    assert KEY not in response.text
    body: dict[str, object] = response.json()
    return body


def test_build_engine_picks_the_llm_only_when_a_base_url_is_set(server: FakeOpenAIServer) -> None:
    assert isinstance(build_engine(Settings()), ScriptedEngine)
    engine = build_engine(Settings(llm_base_url=server.base_url, llm_api_key=KEY))
    assert isinstance(engine, LLMEngine)
    assert engine.chat.url == f"{server.base_url}/chat/completions"
    assert KEY not in repr(engine)


def test_without_llm_base_url_the_service_uses_the_scripted_engine(tmp_path: Path) -> None:
    body = post_message(Settings(store_path=str(tmp_path / "m.db")))
    metadata = body["metadata"]
    assert isinstance(metadata, dict)
    assert metadata["engine"] == "scripted" and "fallback_reason" not in metadata


def test_with_llm_base_url_the_service_answers_through_the_llm(
    tmp_path: Path, server: FakeOpenAIServer
) -> None:
    server.reply_with("Welcome back! Updating the app fixed this before; please update again.")
    settings = Settings(
        store_path=str(tmp_path / "m.db"),
        llm_base_url=server.base_url,
        llm_api_key=KEY,
        llm_model="local-model",
    )
    body = post_message(settings)
    assert body["reply"] == "Welcome back! Updating the app fixed this before; please update again."
    metadata = body["metadata"]
    assert isinstance(metadata, dict)
    assert metadata["engine"] == "llm" and metadata["guard"] == "passed"
    assert server.requests[0].body["model"] == "local-model"


def test_when_the_llm_fails_the_service_still_answers_and_says_why(
    tmp_path: Path, server: FakeOpenAIServer
) -> None:
    server.answer(Answer(status=503, body={"error": {"message": f"overloaded ({KEY})"}}))
    settings = Settings(
        store_path=str(tmp_path / "m.db"), llm_base_url=server.base_url, llm_api_key=KEY
    )
    body = post_message(settings)
    metadata = body["metadata"]
    assert isinstance(metadata, dict)
    assert metadata["engine"] == "scripted"
    assert "EngineHTTPError: LLM endpoint answered HTTP 503" in str(metadata["fallback_reason"])
    assert "Update application" in str(body["reply"])
    assert KEY not in json.dumps(body)
