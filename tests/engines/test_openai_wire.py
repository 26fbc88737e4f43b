"""The chat-completions wire client, at the HTTP level, with ``httpx.MockTransport``."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import httpx
import pytest

from support_memory.engines.errors import (
    EngineAuthError,
    EngineHTTPError,
    EngineRateLimitedError,
    EngineRefusalError,
    EngineResponseError,
    EngineTimeoutError,
    EngineUnavailableError,
)
from support_memory.engines.openai_wire import ChatClient, parse_retry_after, safe_url
from support_memory.errors import ConfigError

KEY = "sk-test-0123456789abcdef"
MESSAGES = [{"role": "system", "content": "rules"}, {"role": "user", "content": "hi"}]
Handler = Callable[[httpx.Request], httpx.Response]


def ok(content: Any = "Hello there.", **choice: Any) -> httpx.Response:
    message = {"role": "assistant", "content": content, **choice.pop("message", {})}
    body = {
        "model": "m-1",
        "choices": [{"index": 0, "message": message, "finish_reason": "stop", **choice}],
        "usage": {"total_tokens": 42},
    }
    return httpx.Response(200, json=body)


class Recorder:
    """A fake server: answers from a list and records every request."""

    def __init__(self, *answers: httpx.Response | Exception) -> None:
        self.answers = list(answers)
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        answer = self.answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return answer


def make_client(handler: Handler, **kwargs: Any) -> tuple[ChatClient, list[float]]:
    slept: list[float] = []
    kwargs.setdefault("api_key", KEY)
    chat = ChatClient(
        kwargs.pop("base_url", "https://llm.example/v1/"),
        model="m-1",
        client=httpx.Client(transport=httpx.MockTransport(handler)),
        sleep=slept.append,
        **kwargs,
    )
    return chat, slept


def test_request_is_an_openai_chat_completion_with_bearer_auth() -> None:
    server = Recorder(ok())
    chat, _ = make_client(server)
    answer = chat.complete(MESSAGES, max_tokens=50, temperature=0.1)
    assert answer.content == "Hello there."
    assert answer.model == "m-1" and answer.usage == {"total_tokens": 42}
    (request,) = server.requests
    assert request.method == "POST"
    assert str(request.url) == "https://llm.example/v1/chat/completions"
    assert request.headers["authorization"] == f"Bearer {KEY}"
    assert request.headers["content-type"] == "application/json"
    assert json.loads(request.content) == {
        "model": "m-1",
        "messages": MESSAGES,
        "max_tokens": 50,
        "temperature": 0.1,
        "stream": False,
    }


def test_no_key_means_no_authorization_header_and_response_format_is_passed() -> None:
    server = Recorder(ok('{"a": 1}'))
    chat, _ = make_client(server, api_key=None)
    chat.complete(MESSAGES, max_tokens=5, response_format={"type": "json_object"})
    request = server.requests[0]
    assert "authorization" not in request.headers
    assert json.loads(request.content)["response_format"] == {"type": "json_object"}


def test_content_given_as_text_parts_is_joined() -> None:
    chat, _ = make_client(
        Recorder(ok([{"type": "text", "text": "A "}, {"type": "text", "text": "B"}]))
    )
    assert chat.complete(MESSAGES, max_tokens=5).content == "A B"


@pytest.mark.parametrize(
    ("answer", "error", "words"),
    [
        (httpx.Response(200, content=b"<html>oops"), EngineResponseError, "not JSON"),
        (httpx.Response(200, json={"choices": []}), EngineResponseError, "no choices"),
        (httpx.Response(200, json={"choices": [{"x": 1}]}), EngineResponseError, "message"),
        (ok("   "), EngineResponseError, "empty"),
        (ok(None), EngineResponseError, "empty"),
        (ok({"weird": True}), EngineResponseError, "not text"),
        (ok(None, message={"refusal": "I can't help with that."}), EngineRefusalError, "refused"),
        (ok("", finish_reason="content_filter"), EngineRefusalError, "content filter"),
    ],
)
def test_unusable_answers_raise_a_named_engine_error(
    answer: httpx.Response, error: type[Exception], words: str
) -> None:
    chat, _ = make_client(Recorder(answer))
    with pytest.raises(error, match=words):
        chat.complete(MESSAGES, max_tokens=5)


def test_status_errors_are_classified_and_never_echo_the_key() -> None:
    echo = {"error": {"message": f"Incorrect API key provided: {KEY}", "code": "invalid_api_key"}}
    chat, _ = make_client(Recorder(httpx.Response(401, json=echo)))
    with pytest.raises(EngineAuthError) as caught:
        chat.complete(MESSAGES, max_tokens=5)
    assert KEY not in str(caught.value)
    assert "LLM_API_KEY" in str(caught.value) and "***" in str(caught.value)
    assert caught.value.status_code == 401


def test_a_404_hints_at_the_base_url_and_a_500_carries_the_server_message() -> None:
    chat, _ = make_client(
        Recorder(
            httpx.Response(404, json={"error": {"message": "model not found"}}),
            httpx.Response(503, json={"object": "error", "message": "overloaded"}),
        )
    )
    with pytest.raises(EngineHTTPError, match=r"HTTP 404.*LLM_BASE_URL.*model not found"):
        chat.complete(MESSAGES, max_tokens=5)
    with pytest.raises(EngineHTTPError, match=r"HTTP 503.*overloaded") as caught:
        chat.complete(MESSAGES, max_tokens=5)
    assert caught.value.status_code == 503


def test_a_content_policy_400_is_a_refusal() -> None:
    body = {"error": {"message": "flagged", "code": "content_policy_violation"}}
    chat, _ = make_client(Recorder(httpx.Response(400, json=body)))
    with pytest.raises(EngineRefusalError, match="flagged"):
        chat.complete(MESSAGES, max_tokens=5)


def test_429_with_a_short_retry_after_waits_once_and_retries() -> None:
    server = Recorder(httpx.Response(429, headers={"Retry-After": "1.5"}), ok("second try"))
    chat, slept = make_client(server)
    assert chat.complete(MESSAGES, max_tokens=5).content == "second try"
    assert slept == [1.5]
    assert len(server.requests) == 2


def test_429_twice_gives_up_after_one_retry() -> None:
    limited = httpx.Response(429, headers={"Retry-After": "1"})
    server = Recorder(limited, httpx.Response(429, headers={"Retry-After": "1"}))
    chat, slept = make_client(server)
    with pytest.raises(EngineRateLimitedError, match="429"):
        chat.complete(MESSAGES, max_tokens=5)
    assert slept == [1.0] and len(server.requests) == 2


@pytest.mark.parametrize("header", [{"Retry-After": "30"}, {}, {"Retry-After": "soon"}])
def test_429_with_a_long_or_missing_retry_after_falls_back_without_waiting(
    header: dict[str, str],
) -> None:
    server = Recorder(httpx.Response(429, headers=header))
    chat, slept = make_client(server)
    with pytest.raises(EngineRateLimitedError):
        chat.complete(MESSAGES, max_tokens=5)
    assert slept == [] and len(server.requests) == 1


def test_retry_after_accepts_seconds_and_http_dates() -> None:
    now = datetime(2026, 1, 1, 12, 0, 0, tzinfo=UTC)
    assert parse_retry_after("2") == 2.0
    assert parse_retry_after("Thu, 01 Jan 2026 12:00:01 GMT", lambda: now) == 1.0
    assert parse_retry_after("Thu, 01 Jan 2026 11:00:00 GMT", lambda: now) == 0.0
    assert parse_retry_after("nan") is None
    assert parse_retry_after(None) is None


@pytest.mark.parametrize(
    ("exc", "error", "words"),
    [
        (httpx.ReadTimeout("slow"), EngineTimeoutError, "within 20s"),
        (httpx.ConnectTimeout("slow"), EngineTimeoutError, "within 20s"),
        (httpx.ConnectError("refused"), EngineUnavailableError, "cannot reach"),
        (httpx.RemoteProtocolError("reset"), EngineUnavailableError, "cannot reach"),
    ],
)
def test_transport_failures_become_engine_errors(
    exc: Exception, error: type[Exception], words: str
) -> None:
    chat, _ = make_client(Recorder(exc))
    with pytest.raises(error, match=words) as caught:
        chat.complete(MESSAGES, max_tokens=5)
    assert isinstance(caught.value.__cause__, httpx.HTTPError)


def test_credentials_in_the_base_url_never_reach_error_messages() -> None:
    chat, _ = make_client(Recorder(httpx.ConnectError("x")), base_url="https://u:pw@h.example/v1")
    with pytest.raises(EngineUnavailableError) as caught:
        chat.complete(MESSAGES, max_tokens=5)
    assert "pw" not in str(caught.value) and "h.example" in str(caught.value)
    assert "pw" not in repr(chat)
    assert safe_url("http://a:b@host:8080/v1?k=1") == "http://host:8080/v1"


@pytest.mark.parametrize("url", ["localhost:11434/v1", "ftp://x/v1", "http:///v1", ""])
def test_base_url_must_be_http(url: str) -> None:
    with pytest.raises(ConfigError, match="LLM_BASE_URL"):
        ChatClient(url, model="m")
