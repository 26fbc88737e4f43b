"""The outer ASGI layer: request ids, the body-size bound, metrics and the access log.

A pure ASGI middleware rather than ``BaseHTTPMiddleware``: it sees the route template that
routing chose (``scope["route"]``) and can refuse an over-long body while it streams in.
"""

from __future__ import annotations

import logging
import time
import uuid
from typing import Any

from fastapi import HTTPException
from starlette.datastructures import Headers, MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from support_memory import patterns
from support_memory.api.metrics import Metrics

access_log = logging.getLogger("support_memory.access")
_REQUEST_ID_RE = patterns.compile(r"^[A-Za-z0-9._:-]{1,64}$")


def too_large(max_bytes: int) -> HTTPException:
    return HTTPException(
        status_code=413,
        detail=f"request body must be at most {max_bytes} bytes; send a shorter message",
    )


class RequestContext:
    """Tags each request with an id (``X-Request-ID``, echoed when it is safe), bounds the
    body at ``max_body_bytes`` (413), and records metrics and one JSON access line."""

    def __init__(self, app: ASGIApp, *, metrics: Metrics, max_body_bytes: int) -> None:
        self.app = app
        self.metrics = metrics
        self.max_body_bytes = max_body_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = Headers(scope=scope)
        request_id = _request_id(headers.get("x-request-id"))
        scope.setdefault("state", {})["request_id"] = request_id
        started = time.perf_counter()
        status = 500

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                MutableHeaders(scope=message).append("x-request-id", request_id)
            await send(message)

        try:
            await self.app(scope, self._bounded(receive, headers), send_with_id)
        finally:
            self._record(scope, status, time.perf_counter() - started, request_id)

    def _bounded(self, receive: Receive, headers: Headers) -> Receive:
        limit = self.max_body_bytes
        declared = headers.get("content-length", "")
        received = 0

        async def bounded_receive() -> Message:
            nonlocal received
            if declared.isdigit() and int(declared) > limit:
                raise too_large(limit)  # FastAPI answers HTTPException raised here as is
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    raise too_large(limit)
            return message

        return bounded_receive

    def _record(self, scope: Scope, status: int, seconds: float, request_id: str) -> None:
        route: Any = scope.get("route")
        template = getattr(route, "path", None) or "unmatched"
        method = scope.get("method", "")
        self.metrics.observe_request(method, template, status, seconds)
        access_log.info(
            "request",
            extra={
                "request_id": request_id,
                "method": method,
                "route": template,
                "status": status,
                "duration_ms": round(seconds * 1000, 2),
            },
        )


def _request_id(given: str | None) -> str:
    if given and _REQUEST_ID_RE.fullmatch(given):
        return given
    return uuid.uuid4().hex
