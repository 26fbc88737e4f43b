"""``LLMEngine``: replies written by any OpenAI-compatible chat endpoint, checked by a guard.

The engine raises an ``EngineError`` subclass on every failure (timeout, connection, 4xx,
5xx, 429, malformed or empty answer, refusal); the agent then answers with the scripted
engine and records ``engine: "scripted"`` and ``fallback_reason``. A reply that arrives but
breaks the memory rules is handled here instead, by the guard: it is repaired with one
line or replaced by the scripted reply, and ``metadata["guard"]`` says which.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import httpx

from support_memory.engines import guard
from support_memory.engines.errors import EngineRefusalError
from support_memory.engines.openai_wire import ChatAnswer, ChatClient
from support_memory.engines.prompt import build_messages
from support_memory.engines.protocol import EngineReply, ReplyContext, ReplyEngine
from support_memory.engines.scripted import ScriptedEngine
from support_memory.errors import ConfigError
from support_memory.settings import Settings

log = logging.getLogger(__name__)


class LLMEngine:
    """Reply engine over ``{base_url}/chat/completions`` (hosted APIs, vLLM, Ollama, ...).

    ``chat`` is the wire client; build one from settings with ``LLMEngine.from_settings``.
    ``scripted`` writes the reply when the guard rejects the LLM's.
    """

    name = "llm"

    def __init__(
        self,
        chat: ChatClient,
        *,
        max_tokens: int = 400,
        temperature: float = 0.2,
        scripted: ReplyEngine | None = None,
    ) -> None:
        self.chat = chat
        self.max_tokens = max_tokens
        self.temperature = temperature
        self.scripted: ReplyEngine = scripted or ScriptedEngine()

    @classmethod
    def from_settings(
        cls,
        settings: Settings,
        *,
        client: httpx.Client | None = None,
        sleep: Callable[[float], None] | None = None,
    ) -> LLMEngine:
        """The engine ``LLM_BASE_URL``, ``LLM_API_KEY``, ``LLM_MODEL``, ``LLM_TIMEOUT_S`` and
        ``LLM_MAX_TOKENS`` describe."""
        return cls(
            chat_client_from_settings(settings, client=client, sleep=sleep),
            max_tokens=settings.llm_max_tokens,
        )

    def __repr__(self) -> str:
        return f"LLMEngine({self.chat!r})"

    def close(self) -> None:
        self.chat.close()

    def reply(self, message: str, context: ReplyContext) -> EngineReply:
        answer = self.chat.complete(
            build_messages(message, context),
            max_tokens=self.max_tokens,
            temperature=self.temperature,
        )
        if guard.looks_like_refusal(answer.content):
            raise EngineRefusalError(f"the model declined: {answer.content[:120]!r}")
        return self._checked(message, context, answer)

    def _checked(self, message: str, context: ReplyContext, answer: ChatAnswer) -> EngineReply:
        escalation = context.fix_no_longer_works and bool(context.known_fixes)
        findings = guard.review(answer.content, context)
        metadata = _answer_metadata(answer)
        metadata["guard"] = guard.describe(findings)
        if findings.repeated_steps:
            log.info("llm guard: %s", metadata["guard"])
            scripted = self.scripted.reply(message, context)
            metadata["reply_source"] = "scripted"
            return EngineReply(scripted.text, escalation=scripted.escalation, metadata=metadata)
        text = "\n\n".join([answer.content, *guard.repair_lines(findings)])
        metadata["reply_source"] = "llm" if findings.passed else "llm+guard"
        return EngineReply(text, escalation=escalation, metadata=metadata)


def chat_client_from_settings(
    settings: Settings,
    *,
    client: httpx.Client | None = None,
    sleep: Callable[[float], None] | None = None,
) -> ChatClient:
    """A ``ChatClient`` for the configured endpoint; ``LLM_BASE_URL`` must be set."""
    if not settings.llm_base_url:
        raise ConfigError("LLM_BASE_URL is not set; it names the API root, e.g. .../v1")
    extra: dict[str, Any] = {"sleep": sleep} if sleep is not None else {}
    return ChatClient(
        settings.llm_base_url,
        model=settings.llm_model,
        api_key=settings.llm_api_key,
        timeout_s=settings.llm_timeout_s,
        client=client,
        **extra,
    )


def _answer_metadata(answer: ChatAnswer) -> dict[str, Any]:
    metadata: dict[str, Any] = {"llm_model": answer.model}
    if answer.finish_reason and answer.finish_reason != "stop":
        metadata["llm_finish_reason"] = answer.finish_reason
    tokens = answer.usage.get("total_tokens")
    if isinstance(tokens, int):
        metadata["llm_tokens"] = tokens
    return metadata
