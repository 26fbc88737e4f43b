"""``LLMExtractor``: the rule extractor, enriched by an OpenAI-compatible model.

Off unless ``LLM_EXTRACTION=1``. Each message is first read by the rules (deterministic,
offline); then the model is asked for the same memories as JSON, its answer is validated
(``llm_schema``) and merged in (``merge``): nothing the rules found is ever dropped. Any
failure of the model - network, status, malformed JSON, wrong shape - leaves the rules'
result as the answer, so extraction can never fail a turn because of the LLM.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

import httpx

from support_memory.engines.errors import EngineHTTPError
from support_memory.engines.llm import chat_client_from_settings
from support_memory.engines.openai_wire import ChatClient
from support_memory.errors import EngineError
from support_memory.extraction.llm import schema as llm_schema
from support_memory.extraction.llm.merge import merge
from support_memory.extraction.protocol import Extraction, Extractor
from support_memory.models import Clock, Memory, utc_now
from support_memory.settings import Settings

log = logging.getLogger(__name__)

# Tried in this order; a 400 usually means the server does not know that response_format.
FORMAT_ORDER = ("json_schema", "json_object", "none")


class LLMExtractor:
    """An ``Extractor`` that merges the model's findings into ``rules``' findings."""

    def __init__(
        self,
        chat: ChatClient,
        rules: Extractor,
        *,
        clock: Clock = utc_now,
        max_tokens: int = 600,
        response_format: str = "json_schema",
    ) -> None:
        if response_format not in FORMAT_ORDER:
            raise ValueError(f"response_format must be one of {FORMAT_ORDER}")
        self.chat = chat
        self.rules = rules
        self.max_tokens = max_tokens
        self._clock = clock
        # Lowered for good after the server refuses a format; a race only costs one retry.
        self._format = response_format

    @classmethod
    def from_settings(
        cls,
        settings: Settings,
        rules: Extractor,
        *,
        client: httpx.Client | None = None,
        clock: Clock = utc_now,
        sleep: Callable[[float], None] | None = None,
    ) -> LLMExtractor:
        chat = chat_client_from_settings(settings, client=client, sleep=sleep)
        return cls(chat, rules, clock=clock)

    def __repr__(self) -> str:
        return f"LLMExtractor({self.chat!r}, rules={self.rules!r})"

    def extract(self, customer_id: str, message: str, history: Sequence[Memory]) -> Extraction:
        found = self.rules.extract(customer_id, message, history)
        try:
            proposed = self._ask(customer_id, message, history)
        except EngineError as exc:
            log.warning("LLM extraction fell back to the rules: %s: %s", type(exc).__name__, exc)
            return found
        return merge(found, proposed, history)

    def _ask(self, customer_id: str, message: str, history: Sequence[Memory]) -> Extraction:
        messages = llm_schema.build_messages(message, history)
        while True:
            try:
                answer = self.chat.complete(
                    messages,
                    max_tokens=self.max_tokens,
                    temperature=0.0,
                    response_format=llm_schema.RESPONSE_FORMATS[self._format],
                )
                break
            except EngineHTTPError as exc:
                if exc.status_code != 400 or self._format == FORMAT_ORDER[-1]:
                    raise
                self._format = FORMAT_ORDER[FORMAT_ORDER.index(self._format) + 1]
                log.info("LLM endpoint refused a response_format; trying %s", self._format)
        data = llm_schema.parse_answer(answer.content)
        return llm_schema.to_extraction(data, customer_id, history, self._clock)
