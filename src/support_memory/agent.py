"""``SupportAgent``: recall first, respond second, learn third.

One turn, in this exact order (the ordering test pins it):

    validate → parse context → recall (store.search + store.all) → rank/filter
    → engine.reply (scripted fallback on any error or timeout)
    → extract from the current message → persist (add / update) → SupportReply

The current message is never written before recall, so it can never be recalled as its
own history. Turns of the same customer are serialised, so two concurrent messages
cannot lose each other's outcome updates.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor, wait
from dataclasses import dataclass
from typing import Any

from support_memory.engines.protocol import EngineReply, ReplyContext, ReplyEngine
from support_memory.engines.scripted import ScriptedEngine
from support_memory.errors import (
    ExtractionTimeoutError,
    StoreUnavailableError,
    ValidationError,
)
from support_memory.extraction.profile.products import find_product
from support_memory.extraction.protocol import Extraction, Extractor
from support_memory.locks import CustomerLocks
from support_memory.models import Memory, MemoryType, Outcome, validate_customer_id
from support_memory.recall import GENERIC_TERMS, MessageContext, RecalledMemory, parse_context, rank
from support_memory.reply import SupportReply
from support_memory.retrieval import Retriever, StoreRetriever
from support_memory.stores.protocol import MemoryStore, TurnWriter
from support_memory.text import term_set

log = logging.getLogger(__name__)

MAX_MESSAGE_CHARS = 8_000
_SEARCH_POOL = 25  # raw hits fetched per turn before ranking cuts to memory_limit


@dataclass(frozen=True)
class _Recall:
    parsed: MessageContext
    memories: list[RecalledMemory]
    history: list[Memory]
    degraded: bool


class SupportAgent:
    """Answers customer messages using, and then extending, that customer's memory."""

    def __init__(
        self,
        store: MemoryStore,
        engine: ReplyEngine | None = None,
        extractor: Extractor | None = None,
        *,
        memory_limit: int = 5,
        engine_timeout_s: float = 30.0,
        max_message_chars: int = MAX_MESSAGE_CHARS,
        fallback: ReplyEngine | None = None,
        retriever: Retriever | None = None,
    ) -> None:
        if extractor is None:
            from support_memory.extraction import RuleExtractor

            extractor = RuleExtractor()
        self.store = store
        self.retriever: Retriever = retriever or StoreRetriever(store)
        self.engine: ReplyEngine = engine or ScriptedEngine()
        self.extractor = extractor
        self.fallback: ReplyEngine = fallback or ScriptedEngine()
        self.memory_limit = memory_limit
        self.engine_timeout_s = engine_timeout_s
        self.max_message_chars = max_message_chars
        self._lock_for = CustomerLocks()
        self._pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="engine")

    def handle(self, customer_id: str, message: str) -> SupportReply:
        """Answer one message from one customer and learn from it."""
        validate_customer_id(customer_id)
        message = self._validate_message(message)
        started = time.perf_counter()
        with self._lock_for(customer_id):
            recall = self._recall(customer_id, message)
            context = self._context(customer_id, message, recall)
            answer, engine_name, fallback_reason = self._reply(message, context)
            extraction, skipped = self._extract(customer_id, message, recall.history)
            self._persist(extraction)
        reply = self._build_reply(
            context, answer, engine_name, fallback_reason, extraction, recall, started
        )
        if skipped is not None:  # the reply went out; nothing was learnt or stored
            reply.extra.update(extraction="skipped", extraction_reason=skipped)
        return reply

    def close(self) -> None:
        """Stop the engine worker and close whatever the engine and extractor hold open."""
        self._pool.shutdown(wait=False, cancel_futures=True)
        for part in (self.engine, self.extractor):
            close = getattr(part, "close", None)
            if callable(close):
                close()

    def _validate_message(self, message: object) -> str:
        if not isinstance(message, str) or not message.strip():
            raise ValidationError("message", "must be a non-empty string")
        if len(message) > self.max_message_chars:
            raise ValidationError(
                "message",
                f"must be at most {self.max_message_chars} characters, got {len(message)}",
            )
        return message.strip()

    def _recall(self, customer_id: str, message: str) -> _Recall:
        try:
            hits = self.retriever.retrieve(customer_id, message, _SEARCH_POOL)
            history = self.store.all(customer_id)
        except StoreUnavailableError as exc:
            log.warning("recall degraded: %s", type(exc).__name__)
            return _Recall(self._parse(message, []), [], [], degraded=True)
        parsed = self._parse(message, history)
        ranked = rank(parsed, hits, history, self.memory_limit)
        return _Recall(parsed, ranked, history, degraded=False)

    @staticmethod
    def _parse(message: str, history: Sequence[Memory]) -> MessageContext:
        product = find_product(message)
        if product is None:
            profile_products = [
                m.product for m in history if m.type is MemoryType.PROFILE and m.product
            ]
            product = profile_products[-1] if profile_products else None
        return parse_context(message, product)

    def _context(self, customer_id: str, message: str, recall: _Recall) -> ReplyContext:
        fixes, failures, in_progress = _outcome_lists(recall.memories)
        incident = next(
            (r.memory for r in recall.memories if r.memory.type is MemoryType.INCIDENT), None
        )
        profile = tuple(m.text for m in recall.history if m.type is MemoryType.PROFILE)
        return ReplyContext(
            customer_id=customer_id,
            memories=tuple(recall.memories),
            known_fixes=tuple(fixes),
            known_failures=tuple(failures),
            in_progress=tuple(in_progress),
            incident=incident.text if incident else None,
            incident_status=incident.status.value if incident and incident.status else None,
            profile=profile,
            product=recall.parsed.product,
            is_returning_customer=bool(recall.memories),
            fix_no_longer_works=_fix_no_longer_works(message, fixes),
            recall_degraded=recall.degraded,
        )

    def _reply(self, message: str, context: ReplyContext) -> tuple[EngineReply, str, str | None]:
        if self.engine is self.fallback:
            return self.fallback.reply(message, context), self.fallback.name, None
        future = self._pool.submit(self.engine.reply, message, context)
        done, _ = wait([future], timeout=self.engine_timeout_s)
        if not done:
            future.cancel()
            reason = f"{self.engine.name} engine timed out after {self.engine_timeout_s:g}s"
        else:
            try:
                return future.result(), self.engine.name, None
            except Exception as exc:  # any engine failure must still produce a reply (FR-08)
                reason = f"{self.engine.name} engine failed: {type(exc).__name__}: {exc}"
        log.warning("engine fallback: %s", reason)
        return self.fallback.reply(message, context), self.fallback.name, reason

    def _extract(
        self, customer_id: str, message: str, history: Sequence[Memory]
    ) -> tuple[Extraction, str | None]:
        """The extraction, or an empty one and why: a failing or slow extractor must never
        cost the customer the reply, and must store nothing (logged without the text)."""
        try:
            return self.extractor.extract(customer_id, message, history), None
        except ExtractionTimeoutError:
            reason = "timeout"
        except Exception as exc:  # any extraction failure: reply anyway, learn nothing
            reason = f"error: {type(exc).__name__}"
        log.warning("extraction skipped (%s) on a message of %d characters", reason, len(message))
        return Extraction(), reason

    def _persist(self, extraction: Extraction) -> None:
        if not extraction.updated and not extraction.new:
            return
        if isinstance(self.store, TurnWriter):  # one transaction for the whole turn
            self.store.write_turn(extraction.updated, extraction.new)
            return
        for memory in extraction.updated:
            self.store.update(memory)
        for memory in extraction.new:
            self.store.add(memory)

    def _build_reply(
        self,
        context: ReplyContext,
        answer: EngineReply,
        engine_name: str,
        fallback_reason: str | None,
        extraction: Extraction,
        recall: _Recall,
        started: float,
    ) -> SupportReply:
        extra: dict[str, Any] = {
            "recall": "degraded" if recall.degraded else "ok",
            "retrieval": self.retriever.mode,
            "latency_ms": round((time.perf_counter() - started) * 1000, 2),
        }
        if fallback_reason:
            extra["fallback_reason"] = fallback_reason
        extra.update(answer.metadata)
        extracted = [_summary(m, "added") for m in extraction.new]
        extracted += [_summary(m, "updated") for m in extraction.updated]
        return SupportReply(
            reply=answer.text,
            is_returning_customer=context.is_returning_customer,
            known_fixes=list(context.known_fixes),
            known_failures=list(context.known_failures),
            used_memories=[r.to_dict() for r in context.memories],
            engine=engine_name,
            extracted=extracted,
            escalation=answer.escalation,
            extra=extra,
        )


def _outcome_lists(memories: Sequence[RecalledMemory]) -> tuple[list[str], list[str], list[str]]:
    """Known fixes, failures and in-progress steps; a step's newest outcome wins."""
    newest: dict[str, Memory] = {}
    for recalled in memories:
        memory = recalled.memory
        if memory.type is not MemoryType.ATTEMPT:
            continue
        key = memory.text.lower()
        if key not in newest or memory.updated_at > newest[key].updated_at:
            newest[key] = memory
    by_outcome: dict[Outcome, list[str]] = {o: [] for o in Outcome}
    for recalled in memories:  # keep the ranking order
        memory = recalled.memory
        if memory.type is MemoryType.ATTEMPT and newest.get(memory.text.lower()) is memory:
            assert memory.outcome is not None
            by_outcome[memory.outcome].append(memory.text)
    return by_outcome[Outcome.WORKED], by_outcome[Outcome.FAILED], by_outcome[Outcome.IN_PROGRESS]


_NO_LONGER_CUES = (
    "no longer",
    "not anymore",
    "doesn't work",
    "does not work",
    "didn't work",
    "did not work",
    "didn't help",
    "did not help",
    "doesn't help",
    "does not help",
    "stopped working",
    "not working",
    "still",
    "didn't fix",
    "did not fix",
    "doesn't fix",
    "does not fix",
    "isn't working",
    "is not working",
    "won't",
    "failed",
)


def _fix_no_longer_works(message: str, fixes: Sequence[str]) -> bool:
    """True when the customer says a known fix was tried again and did not help."""
    lowered = message.lower().replace("’", "'")
    if not fixes or not any(cue in lowered for cue in _NO_LONGER_CUES):
        return False
    words = term_set(message)
    return any((term_set(fix) - GENERIC_TERMS) & words for fix in fixes)


def _summary(memory: Memory, action: str) -> dict[str, Any]:
    return {
        "id": memory.id,
        "type": memory.type.value,
        "outcome": memory.outcome.value if memory.outcome else None,
        "status": memory.status.value if memory.status else None,
        "text": memory.text,
        "action": action,
    }
