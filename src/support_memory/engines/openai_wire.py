"""The OpenAI-compatible ``/chat/completions`` wire protocol over an injected ``httpx.Client``.

One small client shared by the LLM engine and the LLM extractor. It speaks only the part of
the protocol that hosted APIs, vLLM, Ollama and llama.cpp all accept, translates every
transport and HTTP failure into an ``EngineError`` subclass (``engines/errors.py``) and
keeps the API key out of every message it produces.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from email.utils import parsedate_to_datetime
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import httpx

from support_memory.engines.errors import (
    EngineAuthError,
    EngineHTTPError,
    EngineRateLimitedError,
    EngineRefusalError,
    EngineResponseError,
    EngineTimeoutError,
    EngineUnavailableError,
)
from support_memory.errors import ConfigError
from support_memory.models import Clock, utc_now

USER_AGENT = "support-memory/0.1"
MAX_RETRY_AFTER_S = 2.0
_DETAIL_CHARS = 200
_FILTER_CODES = ("content_filter", "content_policy", "safety")


def redact(text: str, secrets: Iterable[str | None]) -> str:
    """``text`` with every non-empty secret replaced by ``***``."""
    for secret in secrets:
        if secret:
            text = text.replace(secret, "***")
    return text


def safe_url(url: str) -> str:
    """``url`` without user:password, so it can appear in errors and logs."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    netloc = f"{host}:{parts.port}" if parts.port else host
    return urlunsplit((parts.scheme, netloc, parts.path, "", ""))


def parse_retry_after(value: str | None, clock: Clock = utc_now) -> float | None:
    """Seconds to wait from a ``Retry-After`` header (delta-seconds or HTTP-date)."""
    if not value or not value.strip():
        return None
    value = value.strip()
    try:
        seconds = float(value)
    except ValueError:
        try:
            moment: datetime = parsedate_to_datetime(value)
        except (TypeError, ValueError):
            return None
        seconds = (moment - clock()).total_seconds()
    return max(seconds, 0.0) if seconds == seconds else None  # NaN is not a wait


@dataclass(frozen=True)
class ChatAnswer:
    """The useful part of a chat completion."""

    content: str
    finish_reason: str | None = None
    model: str | None = None
    usage: dict[str, Any] = field(default_factory=dict)


class ChatClient:
    """Posts chat requests to ``{base_url}/chat/completions``.

    ``base_url`` is the API root including ``/v1`` (``http://localhost:11434/v1``). A 429
    whose ``Retry-After`` is at most ``max_retry_after_s`` is retried once after that wait;
    any other failure raises at once, because the caller has a deterministic fallback.
    """

    def __init__(
        self,
        base_url: str,
        *,
        model: str,
        api_key: str | None = None,
        timeout_s: float = 20.0,
        client: httpx.Client | None = None,
        sleep: Callable[[float], None] = time.sleep,
        clock: Clock = utc_now,
        max_retry_after_s: float = MAX_RETRY_AFTER_S,
    ) -> None:
        parts = urlsplit(base_url.strip())
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ConfigError(
                "LLM_BASE_URL must be an http(s) URL of the API root including /v1, e.g. "
                f"http://localhost:11434/v1, got {safe_url(base_url)!r}"
            )
        self.url = base_url.strip().rstrip("/") + "/chat/completions"
        self.model = model
        self.timeout_s = timeout_s
        self._api_key = api_key
        self._client = client or httpx.Client()
        self._owns_client = client is None
        self._sleep = sleep
        self._clock = clock
        self._max_retry_after_s = max_retry_after_s

    def __repr__(self) -> str:
        return f"ChatClient(url={safe_url(self.url)!r}, model={self.model!r})"

    def close(self) -> None:
        if self._owns_client:
            self._client.close()

    def complete(
        self,
        messages: Sequence[Mapping[str, str]],
        *,
        max_tokens: int,
        temperature: float = 0.2,
        response_format: Mapping[str, Any] | None = None,
    ) -> ChatAnswer:
        """One chat completion; raises an ``EngineError`` subclass on any failure."""
        body: dict[str, Any] = {
            "model": self.model,
            "messages": [dict(m) for m in messages],
            "max_tokens": max_tokens,
            "temperature": temperature,
            "stream": False,
        }
        if response_format is not None:
            body["response_format"] = dict(response_format)
        response = self._post_with_one_retry(body)
        return _parse_answer(response)

    def _headers(self) -> dict[str, str]:
        headers = {
            "Accept": "application/json",
            "Content-Type": "application/json",
            "User-Agent": USER_AGENT,
        }
        if self._api_key:
            headers["Authorization"] = f"Bearer {self._api_key}"
        return headers

    def _post_with_one_retry(self, body: dict[str, Any]) -> httpx.Response:
        response = self._post(body)
        if response.status_code == 429:
            wait = parse_retry_after(response.headers.get("retry-after"), self._clock)
            if wait is not None and wait <= self._max_retry_after_s:
                self._sleep(wait)
                response = self._post(body)
        if response.is_success:
            return response
        raise self._status_error(response)

    def _post(self, body: dict[str, Any]) -> httpx.Response:
        where = f"POST {safe_url(self.url)}"
        try:
            return self._client.post(
                self.url, json=body, headers=self._headers(), timeout=self.timeout_s
            )
        except httpx.TimeoutException as exc:
            raise EngineTimeoutError(
                f"no answer from the LLM endpoint within {self.timeout_s:g}s ({where})"
            ) from exc
        except httpx.TransportError as exc:
            raise EngineUnavailableError(
                f"cannot reach the LLM endpoint ({where}): {type(exc).__name__}; "
                "check LLM_BASE_URL and that the server is running"
            ) from exc

    def _status_error(self, response: httpx.Response) -> EngineHTTPError | EngineRefusalError:
        status = response.status_code
        code, detail = _error_detail(response)
        detail = redact(detail, [self._api_key])
        suffix = f": {detail}" if detail else ""
        where = f"POST {safe_url(self.url)}"
        if status in (401, 403):
            return EngineAuthError(
                f"LLM endpoint rejected the credentials (HTTP {status}, {where}); "
                f"check LLM_API_KEY{suffix}",
                status,
            )
        if status == 429:
            wait = response.headers.get("retry-after") or "none"
            return EngineRateLimitedError(
                f"LLM endpoint is rate limiting (HTTP 429, Retry-After: {wait[:40]}; we wait "
                f"at most {self._max_retry_after_s:g}s, once){suffix}",
                status,
            )
        if status == 400 and any(c in code for c in _FILTER_CODES):
            return EngineRefusalError(f"LLM endpoint refused the request ({code}){suffix}")
        hint = "; check LLM_BASE_URL (it must end in /v1) and LLM_MODEL" if status == 404 else ""
        message = f"LLM endpoint answered HTTP {status} ({where}){hint}{suffix}"
        return EngineHTTPError(message, status)


def _error_detail(response: httpx.Response) -> tuple[str, str]:
    """``(code, message)`` from an OpenAI-style (or vLLM/Ollama) error body, shortened."""
    try:
        data = response.json()
    except ValueError:
        return "", ""
    error = data.get("error", data) if isinstance(data, dict) else None
    if isinstance(error, str):
        return "", error[:_DETAIL_CHARS]
    if not isinstance(error, dict):
        return "", ""
    code = " ".join(str(error.get(k) or "") for k in ("code", "type")).lower()
    message = error.get("message")
    return code, str(message)[:_DETAIL_CHARS] if message else ""


def _parse_answer(response: httpx.Response) -> ChatAnswer:
    try:
        data = response.json()
    except ValueError:
        raise EngineResponseError(
            f"LLM endpoint answered HTTP {response.status_code} with a body that is not JSON"
        ) from None
    choice = _first_choice(data)
    message = choice.get("message")
    if not isinstance(message, dict):
        raise EngineResponseError("LLM answer is malformed: choices[0].message is missing")
    refusal = message.get("refusal")
    if refusal:
        raise EngineRefusalError(f"the model refused: {str(refusal)[:_DETAIL_CHARS]}")
    finish = choice.get("finish_reason")
    if finish == "content_filter":
        raise EngineRefusalError("the model's answer was stopped by a content filter")
    content = _content_text(message.get("content"))
    if not content.strip():
        raise EngineResponseError(f"LLM answer is empty (finish_reason: {finish})")
    usage = data.get("usage")
    return ChatAnswer(
        content=content.strip(),
        finish_reason=finish if isinstance(finish, str) else None,
        model=data.get("model") if isinstance(data.get("model"), str) else None,
        usage=usage if isinstance(usage, dict) else {},
    )


def _first_choice(data: Any) -> dict[str, Any]:
    choices = data.get("choices") if isinstance(data, dict) else None
    if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
        raise EngineResponseError("LLM answer is malformed: it has no choices")
    return choices[0]


def _content_text(content: Any) -> str:
    """Message content as text: a string, or a list of ``{"type": "text"}`` parts."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        texts = [p.get("text") for p in content if isinstance(p, dict)]
        return "".join(t for t in texts if isinstance(t, str))
    if content is None:
        return ""
    raise EngineResponseError("LLM answer is malformed: message.content is not text")
