"""The SDK's own MCP client over a real transport, for the end-to-end tests: a session
over streamable HTTP (with or without a bearer key) or over stdio (a subprocess)."""

from __future__ import annotations

import json
import sys
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx2
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.types import CallToolResult


@asynccontextmanager
async def http_session(url: str, key: str | None) -> AsyncIterator[ClientSession]:
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    async with (
        httpx2.AsyncClient(headers=headers, timeout=60) as http,
        streamable_http_client(url, http_client=http) as (read, write),
        ClientSession(read, write) as session,
    ):
        await session.initialize()
        yield session


@asynccontextmanager
async def stdio_session(
    folder: Path, env: Mapping[str, str], args: tuple[str, ...] = ()
) -> AsyncIterator[ClientSession]:
    """``support-memory mcp`` as a subprocess in ``folder``; its stderr in stderr.log."""
    server = StdioServerParameters(
        command=sys.executable,
        args=["-m", "support_memory", "mcp", *args],
        env=dict(env),
        cwd=folder,
    )
    with (folder / "stderr.log").open("w") as errlog:
        async with (
            stdio_client(server, errlog=errlog) as (read, write),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            yield session


async def call(session: ClientSession, tool: str, **arguments: Any) -> CallToolResult:
    result = await session.call_tool(tool, arguments)
    assert isinstance(result, CallToolResult)
    return result


async def data(session: ClientSession, tool: str, **arguments: Any) -> dict[str, Any]:
    """A successful call's structured answer (it must also be the JSON text)."""
    result = await call(session, tool, **arguments)
    assert not result.is_error, text(result)
    assert result.structured_content is not None
    assert json.loads(text(result)) == result.structured_content
    return result.structured_content


def text(result: CallToolResult) -> str:
    block = result.content[0]
    assert block.type == "text"
    return block.text
