"""Full ``SupportAgent`` turns with the LLM engine against the fake OpenAI server.

Every failure mode must still produce a reply: the scripted one, with ``engine: "scripted"``
and a ``fallback_reason`` that names the failure, and never the API key.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator, Sequence

import pytest

from factories import attempt, incident, profile
from fakes.openai_server import Answer, FakeOpenAIServer, completion, running_server
from support_memory import InMemoryStore, Memory, ScriptedEngine, SupportAgent
from support_memory.engines import LLMEngine
from support_memory.extraction.protocol import Extraction
from support_memory.settings import Settings

KEY = "sk-agent-secret-777"
CUSTOMER = "CUST-1042"
MESSAGE = "The application is crashing again when I upload a PDF."


class NoExtraction:
    """These tests are about replies; nothing is learned."""

    def extract(self, customer_id: str, message: str, history: Sequence[Memory]) -> Extraction:
        return Extraction()


def seeded_store() -> InMemoryStore:
    store = InMemoryStore()
    crash = store.add(incident(CUSTOMER, "App crashes on large PDF upload"))
    for text, outcome in [
        ("Restart application", "failed"),
        ("Cleared application cache", "failed"),
        ("Update application", "worked"),
    ]:
        store.add(attempt(CUSTOMER, text, outcome, incident_id=crash.id))
    store.add(profile(CUSTOMER, "Uses Acme PDF Suite"))
    return store


def agent_for(server: FakeOpenAIServer, **env: str) -> SupportAgent:
    settings = Settings.from_env(
        {"LLM_BASE_URL": server.base_url, "LLM_API_KEY": KEY, "LLM_MODEL": "m", **env}
    )
    engine = LLMEngine.from_settings(settings, sleep=lambda seconds: None)
    return SupportAgent(seeded_store(), engine, NoExtraction(), engine_timeout_s=30)


def scripted_text(message: str = MESSAGE) -> str:
    agent = SupportAgent(seeded_store(), ScriptedEngine(), NoExtraction())
    return agent.handle(CUSTOMER, message).reply


@pytest.fixture
def server() -> Iterator[FakeOpenAIServer]:
    with running_server() as fake:
        yield fake


def test_a_good_llm_reply_is_used_with_the_recalled_context(server: FakeOpenAIServer) -> None:
    text = "Welcome back! Updating the app fixed this before, so please update it again."
    server.reply_with(text)
    reply = agent_for(server).handle(CUSTOMER, MESSAGE)
    assert reply.reply == text
    metadata = reply.to_dict()["metadata"]
    assert metadata["engine"] == "llm" and metadata["guard"] == "passed"
    assert "fallback_reason" not in metadata
    assert metadata["known_fixes"] == ["Update application"]
    user_prompt = server.requests[0].body["messages"][1]["content"]
    assert '"Update application"' in user_prompt and '"Restart application"' in user_prompt


FAILURES = [
    pytest.param(
        [Answer(status=500, body={"error": {"message": "boom"}})],
        {},
        "EngineHTTPError: LLM endpoint answered HTTP 500",
        id="500",
    ),
    pytest.param(
        [Answer(status=401, body={"error": {"message": f"bad key {KEY}"}})],
        {},
        "EngineAuthError: LLM endpoint rejected the credentials (HTTP 401",
        id="401",
    ),
    pytest.param(
        [Answer(status=404, body={"error": {"message": "model 'm' not found"}})],
        {},
        "EngineHTTPError: LLM endpoint answered HTTP 404",
        id="404",
    ),
    pytest.param(
        [Answer(status=429, headers={"Retry-After": "120"})],
        {},
        "EngineRateLimitedError: LLM endpoint is rate limiting (HTTP 429, Retry-After: 120",
        id="429-long",
    ),
    pytest.param(
        [Answer(status=429, headers={"Retry-After": "1"})] * 2,
        {},
        "EngineRateLimitedError",
        id="429-twice",
    ),
    pytest.param(
        [Answer(body=completion("x"), hang=True)],
        {"LLM_TIMEOUT_S": "0.2"},
        "EngineTimeoutError: no answer from the LLM endpoint within 0.2s",
        id="timeout",
    ),
    pytest.param(
        [Answer(raw=b"{not json")],
        {},
        "EngineResponseError: LLM endpoint answered HTTP 200 with a body that is not JSON",
        id="malformed",
    ),
    pytest.param(
        [Answer(body={"choices": []})],
        {},
        "EngineResponseError: LLM answer is malformed",
        id="no-choices",
    ),
    pytest.param(
        [Answer(body=completion("  "))], {}, "EngineResponseError: LLM answer is empty", id="empty"
    ),
    pytest.param(
        [Answer(body=completion("I'm sorry, but I can't help with that."))],
        {},
        "EngineRefusalError: the model declined",
        id="refusal",
    ),
    pytest.param(
        [Answer(body=completion(None, refusal="policy"))],
        {},
        "EngineRefusalError: the model refused: policy",
        id="refusal-field",
    ),
]


@pytest.mark.parametrize(("answers", "env", "reason"), FAILURES)
def test_every_failure_mode_answers_with_the_scripted_reply_and_says_why(
    server: FakeOpenAIServer,
    caplog: pytest.LogCaptureFixture,
    answers: list[Answer],
    env: dict[str, str],
    reason: str,
) -> None:
    server.answer(*answers)
    caplog.set_level(logging.DEBUG)
    reply = agent_for(server, **env).handle(CUSTOMER, MESSAGE)
    body = reply.to_dict()
    assert body["reply"] == scripted_text()
    assert body["metadata"]["engine"] == "scripted"
    assert body["metadata"]["fallback_reason"].startswith(f"llm engine failed: {reason}")
    assert body["metadata"]["known_fixes"] == ["Update application"]
    assert KEY not in json.dumps(body) and KEY not in caplog.text


def test_an_unreachable_endpoint_falls_back() -> None:
    with running_server() as gone:
        agent = agent_for(gone)
    reply = agent.handle(CUSTOMER, MESSAGE)
    assert reply.engine == "scripted" and reply.reply == scripted_text()
    assert "EngineUnavailableError: cannot reach the LLM endpoint" in reply.extra["fallback_reason"]


def test_the_guard_replaces_a_reply_that_repeats_a_known_failure(server: FakeOpenAIServer) -> None:
    server.reply_with("Let's start simple: please restart the application and clear its cache.")
    reply = agent_for(server).handle(CUSTOMER, MESSAGE)
    assert reply.reply == scripted_text()
    metadata = reply.metadata
    assert metadata["guard"].startswith("replaced with the scripted reply")
    assert '"Restart application"' in metadata["guard"]
    assert '"Cleared application cache"' in metadata["guard"]
    assert metadata["reply_source"] == "scripted"


def test_the_guard_appends_the_known_fix_the_model_forgot(server: FakeOpenAIServer) -> None:
    server.reply_with("Welcome back. Does it happen with every PDF or only large ones?")
    reply = agent_for(server).handle(CUSTOMER, MESSAGE)
    assert "Update application" in reply.reply
    assert reply.metadata["guard"] == 'appended missing known fix "Update application"'
    assert reply.metadata["engine"] == "llm"


def test_a_fix_that_no_longer_works_escalates_through_the_llm(server: FakeOpenAIServer) -> None:
    server.reply_with("I'm sorry the update didn't help this time.")
    reply = agent_for(server).handle(CUSTOMER, "I updated the application but it still crashes.")
    assert reply.escalation is True and reply.metadata["escalation"]["candidate"] is True
    assert reply.metadata["escalation"]["reasons"] == [
        {
            "rule": "fix_stopped_working",
            "detail": '"Update application" worked before and no longer does',
        }
    ]
    assert "escalating this to a specialist" in reply.reply
    assert reply.metadata["guard"] == "appended missing escalation"
