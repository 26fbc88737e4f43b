"""``create_app``: the FastAPI service, assembled from settings with no globals.

Everything a route needs is built here (or passed in by the caller) and stored on
``app.state.services``; routes get it through ``support_memory.api.dependencies``, so a test
can replace any piece with ``app.dependency_overrides``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI

from support_memory.agent import SupportAgent
from support_memory.api.dependencies import Services
from support_memory.api.errors import install_error_handlers
from support_memory.api.metrics import Metrics, TimedRetriever
from support_memory.api.middleware import RequestContext
from support_memory.api.openapi import bearer_openapi
from support_memory.api.routes import (
    customers,
    directory,
    escalations,
    insights,
    memories,
    ops,
    support,
)
from support_memory.audit import AuditStore, build_audit_store
from support_memory.console import install_console
from support_memory.factory import build_agent, build_store
from support_memory.models import Clock, utc_now
from support_memory.settings import Settings
from support_memory.stores.protocol import MemoryStore

_JSON_OVERHEAD_BYTES = 4096


def create_app(
    settings: Settings | None = None,
    *,
    store: MemoryStore | None = None,
    agent: SupportAgent | None = None,
    audit: AuditStore | None = None,
    outbox_depth: Callable[[], int] | None = None,
    clock: Clock = utc_now,
) -> FastAPI:
    """The service for ``settings`` (default: the environment, with the default store path).

    Pieces passed in are used as they are and not closed on shutdown; pieces built here
    are. Without ``outbox_depth``, the outbox gauge reads the store's ``depth()`` if it has
    one (a store behind an outbox).
    """
    settings = Settings.from_env().with_store_default() if settings is None else settings
    services = _services(settings, store, agent, audit, outbox_depth, clock)
    # Imported here: the MCP server reuses this package's request models and errors.
    from support_memory.mcp_server.http import mcp_endpoint

    mcp = mcp_endpoint(services)  # /mcp: the MCP server (docs/mcp.md)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        async with mcp.running():
            yield
        for close in reversed(services.owned):
            close()

    app = FastAPI(
        title="support-memory",
        summary="Per-customer memory for support agents: recall first, respond second, "
        "learn third.",
        version="0.1.0",
        docs_url=None,  # served by ops.router, behind the API key like everything but /health
        redoc_url=None,
        openapi_url=None,
        lifespan=lifespan,
    )
    app.state.services = services
    install_error_handlers(app)
    app.include_router(ops.open_router)
    app.include_router(support.build_router(settings.max_message_chars))
    app.include_router(directory.router)
    app.include_router(customers.router)
    app.include_router(memories.router)
    app.include_router(escalations.router)
    app.include_router(insights.router)
    app.include_router(ops.router)
    app.include_router(ops.docs_router)
    install_console(app)
    app.router.routes.append(mcp.route())
    app.openapi = lambda: bearer_openapi(app)  # type: ignore[method-assign]
    app.add_middleware(
        RequestContext,
        metrics=services.metrics,
        # A JSON-escaped character takes at most 12 bytes (a \\uXXXX surrogate pair).
        max_body_bytes=settings.max_message_chars * 12 + _JSON_OVERHEAD_BYTES,
    )
    return app


def _services(
    settings: Settings,
    store: MemoryStore | None,
    agent: SupportAgent | None,
    audit: AuditStore | None,
    outbox_depth: Callable[[], int] | None,
    clock: Clock,
) -> Services:
    owned: list[Callable[[], None]] = []
    if store is None:
        store = agent.store if agent is not None else _owned(build_store(settings), owned)
    if outbox_depth is None:
        outbox_depth = _depth_of(store)
    metrics = Metrics(outbox_depth=outbox_depth)
    if agent is None:
        # The agent feeds the escalation queue that the routes and the console read.
        agent = build_agent(settings, store)
        agent.retriever = TimedRetriever(agent.retriever, metrics)
        owned.append(agent.close)
    if audit is None:
        audit = build_audit_store(settings)
        owned.append(audit.close)
    return Services(settings, store, agent, audit, metrics, clock=clock, owned=owned)


def _owned(store: MemoryStore, owned: list[Callable[[], None]]) -> MemoryStore:
    close = getattr(store, "close", None)
    if callable(close):
        owned.append(close)
    return store


def _depth_of(store: MemoryStore) -> Callable[[], int] | None:
    # A capability, not a backend check: any store that queues writes exposes depth().
    depth: Any = getattr(store, "depth", None)
    return depth if callable(depth) else None
