"""``SupportAgent``: recall first, respond second, learn third.

One turn, in this exact order (the ordering test pins it):

    validate → recall (retriever search + the customer's state: one bounded read)
    → parse context (terms, product, and what the message reports) → rank/filter
    → engine.reply (scripted fallback on any error or timeout)
    → extract from the current message → persist (add / update) → SupportReply

Nothing is written before the reply, so the current message can never be recalled as its
own history. For agents that write their own reply (the MCP server), ``recall`` runs the
steps up to the ranking and writes nothing, and ``record`` runs the turn without the
engine (audited as engine ``external``); all three share ``_prepare`` and ``_commit``.
Beside that pipeline, never inside a customer's recall (issue 14, ``turn_layers``): the
message's channel decides what text the turn reads (an email without its quoted thread);
fleet statistics from other customers may join the reply context (``insights``, opt-in);
the escalation layer decides on the written turn and queues candidates (``escalation``).
A turn never reads the whole history: the retriever's hits and the state
(``state.py``) are all it sees, so it costs the same at 10 memories or 10,000. Turns of one
customer are serialised inside a process (``CustomerLocks``); across processes, a store with
atomic turns (SQLite) has the extraction checked against the state as it is at write time
(``_commit``), so two racing turns cannot lose each other's outcome updates.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor, wait
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from support_memory.channels import Channel, prepare
from support_memory.engines.protocol import EngineReply, ReplyContext, ReplyEngine
from support_memory.engines.scripted import ScriptedEngine
from support_memory.errors import (
    ExtractionTimeoutError,
    StoreUnavailableError,
    ValidationError,
)
from support_memory.escalation import EscalationLayer
from support_memory.extraction.profile.products import find_product
from support_memory.extraction.protocol import Extraction, Extractor
from support_memory.extraction.rules import RuleExtractor
from support_memory.followup import follow_up_incident, link_steps
from support_memory.insights.stats import Insights
from support_memory.locks import CustomerLocks
from support_memory.models import Memory, validate_customer_id
from support_memory.recall import (
    MessageContext,
    RecalledMemory,
    matched_incident,
    parse_context,
    rank,
)
from support_memory.recollection import Recollection
from support_memory.reply import SupportReply
from support_memory.report import MessageReader, MessageReport, RuleReader
from support_memory.retrieval import Hit, Retriever, StoreRetriever
from support_memory.state import CustomerState, age
from support_memory.stores.protocol import MemoryStore
from support_memory.stores.turns import open_turn
from support_memory.turn_context import reply_context, summary
from support_memory.turn_layers import Origin, origin_of, reasons, review, stamped, with_fleet

log = logging.getLogger(__name__)

MAX_MESSAGE_CHARS = 8_000
_SEARCH_POOL = 25  # raw hits fetched per turn before ranking cuts to memory_limit
_OPTIMISTIC_TRIES = 3  # extractions from a state that changed meanwhile, before locking
EXTERNAL_ENGINE = "external"  # ``record``: the reply was written outside this agent


@dataclass(frozen=True)
class _Recall:
    hits: list[Hit]
    state: CustomerState
    degraded: bool
    focus: list[str]  # the hits' ids, the incident the message matched first

    def history(self, state: CustomerState | None = None) -> list[Memory]:
        """What extraction sees: the state plus the hits it does not hold, oldest first."""
        if state is None:
            return self._history
        held = {m.id for m in state.memories}
        extra = [h.memory for h in self.hits if h.memory.id not in held]
        return sorted([*state.memories, *extra], key=age)

    @cached_property
    def _history(self) -> list[Memory]:
        return self.history(self.state)


@dataclass(frozen=True)
class _Context:
    parsed: MessageContext
    memories: list[RecalledMemory]
    report: MessageReport
    follow_up: Memory | None  # the open incident this topic-less message continues
    read_failure: str | None = None  # why reading the message failed (then nothing is stored)


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
        reader: MessageReader | None = None,
        insights: Insights | None = None,
        escalation: EscalationLayer | None = None,
    ) -> None:
        if extractor is None:
            extractor = RuleExtractor()
        self.store = store
        self.retriever: Retriever = retriever or StoreRetriever(store)
        self.engine: ReplyEngine = engine or ScriptedEngine()
        self.extractor = extractor
        # The default reader shares a rule extractor with the turn, so its reading doubles
        # as the turn's extraction (one rule pass per turn, not two).
        shared = extractor if isinstance(extractor, RuleExtractor) else None
        self.reader: MessageReader = reader or RuleReader(shared)
        self.fallback: ReplyEngine = fallback or ScriptedEngine()
        self.memory_limit = memory_limit
        self.engine_timeout_s = engine_timeout_s
        self.max_message_chars = max_message_chars
        self.insights = insights  # fleet statistics (INSIGHTS=1); None: no suggestions
        # Without a layer from the factory: decisions in the metadata, no queue kept.
        self.escalation = escalation or EscalationLayer()
        self._lock_for = CustomerLocks()
        self._pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="engine")

    def handle(
        self,
        customer_id: str,
        message: str,
        *,
        channel: Channel | str = Channel.CHAT,
        session_id: str | None = None,
    ) -> SupportReply:
        """Answer one message from one customer and learn from it. ``channel``: where it
        came from (an email is read without its quoted thread); ``session_id``: the
        conversation, kept on the memories it creates."""
        origin = origin_of(channel, session_id)
        message = prepare(self._validate(customer_id, message), origin.channel)
        started = time.perf_counter()
        with self._lock_for(customer_id):
            recall, turn, context = self._prepare(customer_id, message)
            context = with_fleet(self.insights, context, recall.state)
            answer, engine_name, fallback_reason = self._reply(message, context)
            extraction, skipped = self._commit(customer_id, message, recall, turn, origin)
        decided = review(
            self.escalation, customer_id, recall.state, extraction, origin, turn.memories, context
        )
        reply = self._build_reply(
            context, answer, engine_name, fallback_reason, extraction, skipped, recall, started
        )
        reply.escalation_reasons = reasons(decided, answer, engine_name)
        reply.escalation = bool(reply.escalation_reasons)
        return reply

    def recall(self, customer_id: str, message: str) -> Recollection:
        """The recall step alone: what a turn for ``message`` would recall and rank, with a
        reason per memory. Writes nothing (no memory, no audit record), so an agent that
        writes its own reply can read the customer's history first and ``record`` after."""
        message = self._validate(customer_id, message)
        recall, _, context = self._prepare(customer_id, message)
        return Recollection(context, recall.state, self.retriever.mode)

    def record(self, customer_id: str, message: str) -> SupportReply:
        """Learn from a message that was answered elsewhere (an agent's own reply): the same
        recall, extraction and storage as ``handle``, without the engine. The reply text is
        empty and ``engine`` is ``EXTERNAL_ENGINE``; the metadata says what was added and
        updated, and what the turn recalled."""
        message = self._validate(customer_id, message)
        started = time.perf_counter()
        with self._lock_for(customer_id):
            recall, turn, context = self._prepare(customer_id, message)
            extraction, skipped = self._commit(customer_id, message, recall, turn, Origin())
        decided = review(
            self.escalation, customer_id, recall.state, extraction, Origin(), turn.memories, context
        )
        reply = self._build_reply(
            context, EngineReply(""), EXTERNAL_ENGINE, None, extraction, skipped, recall, started
        )
        reply.escalation_reasons = reasons(decided, EngineReply(""), EXTERNAL_ENGINE)
        reply.escalation = bool(reply.escalation_reasons)
        return reply

    def close(self) -> None:
        """Stop the engine worker and close whatever the engine and extractor hold open."""
        self._pool.shutdown(wait=False, cancel_futures=True)
        for part in (self.engine, self.extractor, self.escalation):
            close = getattr(part, "close", None)
            if callable(close):
                close()

    def _validate(self, customer_id: object, message: object) -> str:
        validate_customer_id(customer_id)
        return self._validate_message(message)

    def _prepare(self, customer_id: str, message: str) -> tuple[_Recall, _Context, ReplyContext]:
        """Recall, parse and rank: everything before the reply, written nowhere."""
        recall = self._recall(customer_id, message)
        turn = self._parse(customer_id, message, recall)
        context = reply_context(
            customer_id,
            message,
            turn.parsed,
            turn.memories,
            recall.state,
            turn.report,
            follow_up=turn.follow_up is not None,
            degraded=recall.degraded,
        )
        return recall, turn, context

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
        """The search hits and the customer's state; either may be unavailable (degraded),
        and the state (e.g. Hindsight's local projection) may answer when search cannot."""
        hits: list[Hit] = []
        degraded = False
        try:
            hits = self.retriever.retrieve(customer_id, message, _SEARCH_POOL)
        except StoreUnavailableError as exc:
            log.warning("recall degraded (search): %s", type(exc).__name__)
            degraded = True
        # The incident the message matches goes first: its attempts come with the state.
        matched = matched_incident(parse_context(message), hits)
        focus = [hit.memory.id for hit in hits]
        if matched is not None:
            focus = [matched.id, *(mid for mid in focus if mid != matched.id)]
        try:
            state = self.store.state(customer_id, focus)
        except StoreUnavailableError as exc:
            log.warning("recall degraded (state): %s", type(exc).__name__)
            state, degraded = CustomerState(customer_id), True
        return _Recall(hits, state, degraded, focus)

    def _parse(self, customer_id: str, message: str, recall: _Recall) -> _Context:
        history = recall.history()
        product = find_product(message)
        if product is None:
            products = [m.product for m in recall.state.profile if m.product]
            product = products[0] if products else None
        parsed = parse_context(message, product)
        report, read_failure = self._read(customer_id, message, history)
        follow_up = follow_up_incident(parsed, report, recall.state)
        # The hits come back as the state holds them now (``focus``), when it holds them.
        hits = [
            Hit(recall.state.get(h.memory.id) or h.memory, h.score, h.signals) for h in recall.hits
        ]
        memories = rank(parsed, hits, history, self.memory_limit, follow_up=follow_up)
        if follow_up is not None and all(r.memory.id != follow_up.id for r in memories):
            follow_up = None  # a matched incident took its place
        return _Context(parsed, memories, report, follow_up, read_failure)

    def _read(
        self, customer_id: str, message: str, history: Sequence[Memory]
    ) -> tuple[MessageReport, str | None]:
        """What the message reports; a failure (the rules' deadline, a bug) only costs the
        reply its acknowledgement: never the turn."""
        try:
            return self.reader.read(customer_id, message, history), None
        except ExtractionTimeoutError:
            reason = "timeout"
        except Exception as exc:
            reason = f"error: {type(exc).__name__}"
        log.warning("message reading failed (%s)", reason)
        extractor = getattr(self.reader, "extractor", None)
        return MessageReport(extractor=extractor), reason

    def _reply(self, message: str, context: ReplyContext) -> tuple[EngineReply, str, str | None]:
        if self.engine is self.fallback or _plain_scripted(self.engine):
            # Template filling: no I/O to time out, so no hand-off to the engine thread.
            return self.engine.reply(message, context), _name(self.engine), None
        name = _name(self.engine)
        future = self._pool.submit(self.engine.reply, message, context)
        done, _ = wait([future], timeout=self.engine_timeout_s)
        if not done:
            future.cancel()
            reason = f"{name} engine timed out after {self.engine_timeout_s:g}s"
        else:
            try:
                return future.result(), name, None
            except Exception as exc:  # any engine failure must still produce a reply (FR-08)
                reason = f"{name} engine failed: {type(exc).__name__}: {exc}"
        log.warning("engine fallback: %s", reason)
        return self.fallback.reply(message, context), _name(self.fallback), reason

    def _commit(
        self, customer_id: str, message: str, recall: _Recall, turn: _Context, origin: Origin
    ) -> tuple[Extraction, str | None]:
        """Extract and persist, after the reply. With a store whose turns are atomic, the
        write happens only if the state is still the one the extraction read; else the
        extraction runs again on the fresh state (a few times, then under the write lock).
        A failing or slow extractor stores nothing and says why (the reply went out)."""
        follow_up = turn.follow_up
        report = turn.report
        if turn.read_failure is not None and report.extractor is self.extractor:
            return Extraction(), turn.read_failure  # the same rules just failed on it

        def extract(history: list[Memory]) -> tuple[Extraction, str | None]:
            found, skipped = self._extract(customer_id, message, history)
            if follow_up is not None and skipped is None:
                found = link_steps(found, follow_up, history)
            return found, skipped

        expected, history = recall.state, recall.history()
        # The reading already ran this extractor on this history: its result is this turn's
        # extraction, unless the customer changed meanwhile (then it runs again below).
        read = report.extraction if report.extractor is self.extractor else None
        for attempt in range(_OPTIMISTIC_TRIES):
            if attempt == 0 and read is not None:
                extraction, skipped = read, None
                if follow_up is not None:
                    extraction = link_steps(extraction, follow_up, history)
            else:
                extraction, skipped = extract(history)
            if skipped is not None or (not extraction.updated and not extraction.new):
                return extraction, skipped  # nothing to write: serialisable at its state
            with open_turn(self.store, customer_id, recall.focus, expected) as scope:
                if not scope.changed:
                    extraction = stamped(extraction, history, origin, self.escalation)
                    scope.write(extraction.updated, extraction.new)
                    return extraction, None
                assert scope.state is not None
                expected, history = scope.state, recall.history(scope.state)
            log.info("customer %s changed during the turn; extracting again", customer_id)
        with open_turn(self.store, customer_id, recall.focus) as scope:
            fresh = recall.history(scope.state) if scope.state is not None else history
            extraction, skipped = extract(fresh)
            extraction = stamped(extraction, fresh, origin, self.escalation)
            scope.write(extraction.updated, extraction.new)
            return extraction, skipped

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

    def _build_reply(
        self,
        context: ReplyContext,
        answer: EngineReply,
        engine_name: str,
        fallback_reason: str | None,
        extraction: Extraction,
        skipped: str | None,
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
        if context.fleet:  # statistics beside the customer's own memories, never among them
            extra["fleet_suggestions"] = [item.to_dict() for item in context.fleet]
        extra.update(answer.metadata)
        if skipped is not None:  # the reply went out; nothing was learnt or stored
            extra.update(extraction="skipped", extraction_reason=skipped)
        extracted = [summary(m, "added") for m in extraction.new]
        extracted += [summary(m, "updated") for m in extraction.updated]
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


def _plain_scripted(engine: object) -> bool:
    return type(engine) is ScriptedEngine


def _name(engine: object) -> str:
    """An engine's name for the metadata; any object with ``reply`` may be an engine."""
    name = getattr(engine, "name", None)
    return name if isinstance(name, str) and name else type(engine).__name__
