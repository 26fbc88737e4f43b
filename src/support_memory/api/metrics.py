"""Prometheus metrics, one registry per app (so two apps in one process never collide).

Exposed at ``GET /metrics``: request count and latency by route template (never by raw
path, so customer ids neither leak into labels nor explode their number), recall latency,
turn latency, extracted memories by type and action, replies by engine, escalations, turns
whose extraction was skipped (it failed or ran past its deadline), and the outbox depth when
the store has an outbox.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
)

from support_memory.reply import SupportReply
from support_memory.retrieval import Hit, Retriever

_FAST = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5)
_SLOW = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)


class Metrics:
    """The service's metrics; ``outbox_depth`` feeds a gauge when given."""

    def __init__(self, *, outbox_depth: Callable[[], int] | None = None) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.requests = Counter(
            "support_memory_http_requests",
            "HTTP requests answered.",
            ["method", "route", "status"],
            registry=r,
        )
        self.request_seconds = Histogram(
            "support_memory_http_request_duration_seconds",
            "HTTP request latency.",
            ["method", "route"],
            buckets=_SLOW,
            registry=r,
        )
        self.recall_seconds = Histogram(
            "support_memory_recall_duration_seconds",
            "Latency of the recall step of a turn (lexical, hybrid or Hindsight).",
            buckets=_FAST,
            registry=r,
        )
        self.turn_seconds = Histogram(
            "support_memory_turn_duration_seconds",
            "Latency of one agent turn.",
            buckets=_SLOW,
            registry=r,
        )
        self.extracted = Counter(
            "support_memory_memories_extracted",
            "Memories written by turns.",
            ["type", "action"],
            registry=r,
        )
        self.replies = Counter(
            "support_memory_replies", "Replies by answering engine.", ["engine"], registry=r
        )
        self.escalations = Counter(
            "support_memory_escalations", "Turns that escalated to a human.", registry=r
        )
        self.degraded_recalls = Counter(
            "support_memory_degraded_recalls", "Turns answered without recall.", registry=r
        )
        self.skipped_extractions = Counter(
            "support_memory_extractions_skipped",
            "Turns answered without learning: extraction failed (error) or ran past its "
            "deadline (timeout), and nothing was stored.",
            ["reason"],
            registry=r,
        )
        if outbox_depth is not None:
            gauge = Gauge(
                "support_memory_outbox_depth", "Writes waiting in the outbox.", registry=r
            )
            gauge.set_function(_safe(outbox_depth))

    def observe_request(self, method: str, route: str, status: int, seconds: float) -> None:
        self.requests.labels(method, route, str(status)).inc()
        self.request_seconds.labels(method, route).observe(seconds)

    def observe_turn(self, reply: SupportReply) -> None:
        self.replies.labels(reply.engine).inc()
        for item in reply.extracted:
            self.extracted.labels(str(item.get("type")), str(item.get("action"))).inc()
        if reply.escalation:
            self.escalations.inc()
        metadata = reply.metadata
        if metadata.get("recall") == "degraded":
            self.degraded_recalls.inc()
        if metadata.get("extraction") == "skipped":
            timeout = metadata.get("extraction_reason") == "timeout"
            self.skipped_extractions.labels("timeout" if timeout else "error").inc()
        latency = metadata.get("latency_ms")
        if isinstance(latency, int | float):
            self.turn_seconds.observe(latency / 1000)

    def render(self) -> tuple[bytes, str]:
        return generate_latest(self.registry), CONTENT_TYPE_LATEST


def _safe(read: Callable[[], int]) -> Callable[[], float]:
    def value() -> float:
        try:
            return float(read())
        except Exception:  # a scrape must not fail because the outbox cannot be read
            return math.nan

    return value


class TimedRetriever:
    """The agent's ``Retriever``, timed into ``Metrics.recall_seconds``: whichever way the
    store recalls (lexical, hybrid with the query embedding, Hindsight over HTTP), the
    metric is the whole recall step of a turn."""

    def __init__(self, inner: Retriever, metrics: Metrics) -> None:
        self.inner = inner
        self.mode = inner.mode
        self._metrics = metrics

    def warm_up(self) -> None:
        """Forwarded to the timed retriever when it has one (loading a model at start-up)."""
        warm_up = getattr(self.inner, "warm_up", None)
        if callable(warm_up):
            warm_up()

    def retrieve(self, customer_id: str, query: str, limit: int) -> list[Hit]:
        started = time.perf_counter()
        try:
            return self.inner.retrieve(customer_id, query, limit)
        finally:
            self._metrics.recall_seconds.observe(time.perf_counter() - started)
