"""``SupportAgent``: recall first, respond second, learn third.

One turn, in this exact order (the ordering test pins it):

    validate → recall (retriever search + the customer's state: one bounded read)
    → parse context (terms, product, and what the message reports) → rank/filter
    → engine.reply (scripted fallback on any error or timeout)
    → extract from the current message → persist (add / update) → SupportReply

Beside that pipeline, never inside a customer's recall (issue 14): the message's channel
decides what text the turn reads (an email without its quoted thread, ``channels``); fleet
statistics from other customers may join the reply context (``insights``, opt-in); the
escalation layer decides on the written turn and queues candidates (``escalation``).

Nothing is written before the reply, so the current message can never be recalled as its
own history. A turn never reads the whole history: the retriever's hits and the state
(``state.py``) are all it sees, so it costs the same at 10 memories or 10,000. Turns of one
customer are serialised inside a process (``CustomerLocks``); across processes, a store with
atomic turns (SQLite) has the extraction checked against the state as it is at write time
(``_commit``), so two racing turns cannot lose each other's outcome updates.
"""

from __future__ import annotations

import dataclasses
import logging
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor, wait
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from support_memory import patterns
from support_memory.channels import Channel, channel_of, prepare
from support_memory.channels.provenance import stamp_origin
from support_memory.engines.protocol import EngineReply, ReplyContext, ReplyEngine
from support_memory.engines.scripted import ScriptedEngine
from support_memory.errors import (
    ExtractionTimeoutError,
    StoreError,
    StoreUnavailableError,
    ValidationError,
)
from support_memory.escalation import Escalation, EscalationLayer
from support_memory.extraction.products import find_product
from support_memory.extraction.protocol import Extraction, Extractor
from support_memory.extraction.rules import RuleExtractor
from support_memory.followup import follow_up_incident, link_steps
from support_memory.insights.fleet import fleet_suggestions
from support_memory.insights.stats import Insights
from support_memory.locks import CustomerLocks
from support_memory.models import CUSTOMER_ID_PATTERN, Memory, MemoryType, validate_customer_id
from support_memory.recall import (
    MessageContext,
    RecalledMemory,
    matched_incident,
    parse_context,
    rank,
)
from support_memory.reply import SupportReply
from support_memory.report import MessageReader, MessageReport, RuleReader
from support_memory.retrieval import Hit, Retriever, StoreRetriever
from support_memory.state import CustomerState, age
from support_memory.stores.protocol import MemoryStore
from support_memory.stores.turns import open_turn
from support_memory.turn_context import reply_context, summary

log = logging.getLogger(__name__)

MAX_MESSAGE_CHARS = 8_000
_SEARCH_POOL = 25  # raw hits fetched per turn before ranking cuts to memory_limit
_OPTIMISTIC_TRIES = 3  # extractions from a state that changed meanwhile, before locking
_SESSION_ID_RE = patterns.compile(CUSTOMER_ID_PATTERN)


@dataclass(frozen=True)
class _Origin:
    """Where the message came from: its channel and conversation (issue 14)."""

    channel: Channel
    session_id: str | None = None


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
        validate_customer_id(customer_id)
        origin = _origin(channel, session_id)
        message = prepare(self._validate_message(message), origin.channel)
        started = time.perf_counter()
        with self._lock_for(customer_id):
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
            context = self._with_fleet(context, recall.state)
            answer, engine_name, fallback_reason = self._reply(message, context)
            extraction, skipped = self._commit(customer_id, message, recall, turn, origin)
        escalation = self.escalation.review(
            customer_id,
            recall.state,
            extraction,
            channel=origin.channel.value,
            session_id=origin.session_id,
            incident=next(
                (r.memory for r in turn.memories if r.memory.type is MemoryType.INCIDENT), None
            ),
            fix_no_longer_works=(
                context.known_fixes[0]
                if context.fix_no_longer_works and context.known_fixes
                else None
            ),
        )
        reply = self._build_reply(
            context, answer, engine_name, fallback_reason, extraction, recall, started, escalation
        )
        if skipped is not None:  # the reply went out; nothing was learnt or stored
            reply.extra.update(extraction="skipped", extraction_reason=skipped)
        return reply

    def close(self) -> None:
        """Stop the engine worker and close whatever the engine and extractor hold open."""
        self._pool.shutdown(wait=False, cancel_futures=True)
        for part in (self.engine, self.extractor, self.escalation):
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

    def _with_fleet(self, context: ReplyContext, state: CustomerState) -> ReplyContext:
        """The context with fleet statistics, when insights are on and the customer has no
        known fix (``insights.fleet``). The statistics failing costs only the suggestion."""
        if self.insights is None:
            return context
        try:
            found = fleet_suggestions(self.insights, context, state)
        except StoreError as exc:
            log.warning("fleet statistics unavailable: %s", type(exc).__name__)
            return context
        return dataclasses.replace(context, fleet=found) if found else context

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
        self, customer_id: str, message: str, recall: _Recall, turn: _Context, origin: _Origin
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
                    extraction = self._stamped(extraction, history, origin)
                    scope.write(extraction.updated, extraction.new)
                    return extraction, None
                assert scope.state is not None
                expected, history = scope.state, recall.history(scope.state)
            log.info("customer %s changed during the turn; extracting again", customer_id)
        with open_turn(self.store, customer_id, recall.focus) as scope:
            fresh = recall.history(scope.state) if scope.state is not None else history
            extraction, skipped = extract(fresh)
            extraction = self._stamped(extraction, fresh, origin)
            scope.write(extraction.updated, extraction.new)
            return extraction, skipped

    def _stamped(
        self, extraction: Extraction, history: Sequence[Memory], origin: _Origin
    ) -> Extraction:
        """The extraction with its provenance (channel, conversation) and what the
        escalation rules count later (reopenings), just before it is written."""
        before = {m.id: m for m in history}
        extraction = stamp_origin(extraction, origin.channel, origin.session_id, before)
        return self.escalation.annotate(extraction, before)

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
        recall: _Recall,
        started: float,
        escalation: Escalation,
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
        reasons = [reason.to_dict() for reason in escalation.reasons]
        if answer.escalation and not reasons:
            reasons.append({"rule": "engine", "detail": f"the {engine_name} engine escalated"})
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
            escalation=bool(reasons),
            escalation_reasons=reasons,
            extra=extra,
        )


def _origin(channel: Channel | str, session_id: str | None) -> _Origin:
    if session_id is not None and (
        not isinstance(session_id, str) or not _SESSION_ID_RE.fullmatch(session_id)
    ):
        raise ValidationError(
            "session_id",
            "must be 1-64 characters: a letter or digit, then letters, digits or . _ : -",
        )
    return _Origin(channel_of(channel), session_id)


def _plain_scripted(engine: object) -> bool:
    return type(engine) is ScriptedEngine


def _name(engine: object) -> str:
    """An engine's name for the metadata; any object with ``reply`` may be an engine."""
    name = getattr(engine, "name", None)
    return name if isinstance(name, str) and name else type(engine).__name__
