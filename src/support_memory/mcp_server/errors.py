"""Tool answers and tool errors: every failure is an MCP tool error (``isError: true``)
whose text is the one the REST API puts in its 4xx/5xx body, so an agent reads the same
"customer_id: must be ..." whichever way it came in. Nothing a tool raises reaches the
SDK: an unexpected error is logged with its traceback and answered like the REST 500,
without details, so no exception text (which may hold another customer's data) leaks.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Mapping
from typing import Any

from mcp.shared.exceptions import MCPError
from mcp.types import INTERNAL_ERROR, INVALID_PARAMS, CallToolResult, TextContent

from support_memory.api.errors import NO_SUCH_MEMORY, public_error
from support_memory.errors import MemoryNotFoundError, SupportMemoryError

log = logging.getLogger("support_memory.mcp")

UNEXPECTED = "unexpected server error; it has been logged"
# A turn whose customer was forgotten meanwhile: the REST API's 409 text (public_error).
_TURN_CONFLICT = MemoryNotFoundError()


class Refused(Exception):
    """A call the tool refuses, with the text the client reads (the REST 4xx message)."""

    def __init__(self, text: str, *, status: int = 422, code: str = "validation_error") -> None:
        super().__init__(text)
        self.text = text
        self.status = status
        self.code = code


def answered(data: Mapping[str, Any]) -> CallToolResult:
    """A tool's result: the data as JSON text (what a model reads) and as structured
    content (what a program reads)."""
    text = json.dumps(data, ensure_ascii=False)
    return CallToolResult(
        content=[TextContent(type="text", text=text)], structured_content=dict(data)
    )


def refused(text: str, *, status: int, code: str) -> CallToolResult:
    """A tool error: ``isError``, the message as text, and ``{error, message, status}``."""
    body = {"error": code, "message": text, "status": status}
    return CallToolResult(
        content=[TextContent(type="text", text=text)], structured_content=body, is_error=True
    )


def run_tool(
    name: str, body: Callable[[], Mapping[str, Any]], *, memory_tool: bool = False
) -> CallToolResult:
    """``body()`` as a tool result, or the tool error that says what went wrong. A
    memory the customer does not have is ``NO_SUCH_MEMORY`` for tools that name one
    (``memory_tool``), the REST API's turn conflict otherwise."""
    try:
        return answered(body())
    except Exception as exc:
        status, code, text = describe(name, exc, memory_tool=memory_tool)
        return refused(text, status=status, code=code)


def describe(name: str, exc: Exception, *, memory_tool: bool = False) -> tuple[int, str, str]:
    """``(status, code, text)`` of a failure, as the REST API would answer it; call it in
    the ``except`` block (an unexpected error is logged with its traceback)."""
    if isinstance(exc, Refused):
        return exc.status, exc.code, exc.text
    if isinstance(exc, MemoryNotFoundError) and memory_tool:
        return 404, "not_found", NO_SUCH_MEMORY
    if isinstance(exc, MemoryNotFoundError):
        exc = _TURN_CONFLICT
    found = public_error(exc) if isinstance(exc, SupportMemoryError) else None
    if found is None:  # a bug: never crash the server, never show its text
        log.exception("MCP call failed unexpectedly", extra={"tool": name})
        return 500, "internal_error", UNEXPECTED
    if found[0] >= 500:
        log.warning("MCP call failed", extra={"tool": name, "error": found[1]})
    return found


def protocol_error(name: str, exc: Exception) -> MCPError:
    """A failed resource read or prompt as a JSON-RPC error with the REST API's message
    (resources and prompts have no ``isError`` result): invalid params for a 4xx."""
    status, code, text = describe(name, exc)
    return MCPError(INVALID_PARAMS if status < 500 else INTERNAL_ERROR, text, {"error": code})
