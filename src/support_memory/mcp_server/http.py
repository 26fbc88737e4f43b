"""Streamable HTTP at ``/mcp`` inside the service, behind the REST API's bearer keys.

``McpEndpoint`` is a plain ASGI route: it checks the key exactly as the REST routes do
(the same 401 body), notes the key's name on the request for the audit (the author of a
destructive tool), and hands the request to the SDK's session manager. The manager runs
only inside the app's lifespan (``running()``; a fresh one per lifespan, since one can
run only once). It is *stateless*: no MCP session lives in a process, so any worker of
``serve --workers N`` (or any replica) can answer any request; the tools need no
server-to-client requests. Answers are plain JSON, not SSE streams.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from mcp.server.transport_security import TransportSecuritySettings
from starlette.requests import Request
from starlette.routing import Route
from starlette.types import Receive, Scope, Send

from support_memory.api.auth import Unauthorized, require_api_key
from support_memory.api.dependencies import Services
from support_memory.api.errors import error_response
from support_memory.mcp_server.server import build_mcp_server
from support_memory.mcp_server.services import MemoryServices

MCP_PATH = "/mcp"
_AUTHOR = "mcp_author"  # request.state key: the key's name, set once the key is checked


def request_author(ctx: Context[Any, Any]) -> str:
    """Who made this call: the name of the bearer key its HTTP request carried
    (``anonymous`` when the service has no key, as in the REST API)."""
    request = ctx.request_context.request
    author = getattr(getattr(request, "state", None), _AUTHOR, None)
    if not isinstance(author, str):
        raise RuntimeError("an MCP call reached a tool without passing McpEndpoint")
    return author


class McpEndpoint:
    """The ``/mcp`` route: the bearer check, then the SDK's streamable HTTP transport."""

    def __init__(self, server: MCPServer, services: Services) -> None:
        self.server = server
        self.settings = services.settings
        self._manager: StreamableHTTPSessionManager | None = None
        self._route = Route(MCP_PATH, endpoint=self)

    @asynccontextmanager
    async def running(self) -> AsyncIterator[None]:
        """Serve MCP requests while this is entered (the app's lifespan)."""
        self.server.streamable_http_app(
            streamable_http_path=MCP_PATH,
            stateless_http=True,
            json_response=True,
            # The REST API's rules apply (bearer keys; open without one): no Host allow-list.
            transport_security=TransportSecuritySettings(enable_dns_rebinding_protection=False),
        )
        manager = self.server.session_manager
        async with manager.run():
            self._manager = manager
            try:
                yield
            finally:
                self._manager = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        scope["route"] = self._route  # the access log's and the metrics' route label
        request = Request(scope)
        try:
            principal = require_api_key(request, self.settings)
        except Unauthorized as exc:
            headers = {"WWW-Authenticate": "Bearer"}
            response = error_response(request, 401, "unauthorized", exc.message, headers=headers)
            await response(scope, receive, send)
            return
        manager = self._manager
        if manager is None:
            message = "the MCP endpoint is not running (it starts with the service)"
            await error_response(request, 503, "unavailable", message)(scope, receive, send)
            return
        setattr(request.state, _AUTHOR, principal.name)
        await manager.handle_request(scope, receive, send)

    def route(self) -> Route:
        """``/mcp``, every method (POST messages; GET and DELETE answered by the SDK)."""
        return self._route


def memory_services(services: Services) -> MemoryServices:
    """The MCP tools' view of the service's own pieces: same agent, audit, locks."""
    assert services.corrections is not None  # set in Services.__post_init__
    return MemoryServices(
        agent=services.agent,
        audit=services.audit,
        corrections=services.corrections,
        lock_for=services.locks,
        max_message_chars=services.settings.max_message_chars,
        audit_messages=services.settings.audit_messages,
        clock=services.clock,
        on_turn=services.metrics.observe_turn,
    )


def mcp_endpoint(services: Services) -> McpEndpoint:
    """The ``/mcp`` endpoint over the service's pieces; the app adds ``route()`` and
    enters ``running()`` in its lifespan."""
    return McpEndpoint(build_mcp_server(memory_services(services), author=request_author), services)
