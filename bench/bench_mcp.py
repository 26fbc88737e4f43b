"""Latency of one turn through MCP (streamable HTTP and stdio) next to the REST API, on a
real ``support-memory serve`` / ``support-memory mcp`` over the embedded SQLite store and
the scripted engine, lexical recall. Sequential calls from one client; prints p50/p95 per
path. Not a test.

    .venv/bin/python bench/bench_mcp.py [--turns 200]
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

import anyio
import httpx
import httpx2
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client

from support_memory.seed import CONVERSATION


def _port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _report(name: str, seconds: list[float]) -> None:
    ms = sorted(s * 1000 for s in seconds)
    p95 = ms[int(len(ms) * 0.95) - 1]
    print(f"{name:44s} p50 {statistics.median(ms):6.1f} ms   p95 {p95:6.1f} ms   n={len(ms)}")


async def _timed(turns: int, call: Callable[[str, str], Awaitable[object]]) -> list[float]:
    seconds = []
    for n in range(turns):
        message = CONVERSATION[n % len(CONVERSATION)]
        started = time.perf_counter()
        await call(f"C-{n // len(CONVERSATION)}", message)
        seconds.append(time.perf_counter() - started)
    return seconds


async def _mcp(session: ClientSession, transport: str, turns: int) -> None:
    """A full turn, then the recall alone, ``turns`` times each over one session."""
    await session.initialize()
    for tool in ("handle_customer_message", "recall_customer_context"):

        async def call(customer: str, message: str, tool: str = tool) -> object:
            arguments = {"customer_id": customer, "message": message}
            result = await session.call_tool(tool, arguments)
            assert not result.is_error
            return result

        _report(f"MCP/{transport} {tool}", await _timed(turns, call))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--turns", type=int, default=200)
    turns = parser.parse_args().turns
    env = {**os.environ, "RETRIEVAL": "lexical"}
    for name in ("SUPPORT_API_KEY", "SUPPORT_API_KEYS", "HINDSIGHT_URL", "DATABASE_URL"):
        env.pop(name, None)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        port = _port()
        server = subprocess.Popen(
            [sys.executable, "-m", "support_memory", "serve", "--port", str(port)],
            env={**env, "STORE_PATH": str(folder / "http.db")},
            cwd=folder,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        base = f"http://127.0.0.1:{port}"
        try:
            for _ in range(600):
                try:
                    if httpx.get(f"{base}/health").status_code == 200:
                        break
                except httpx.TransportError:
                    time.sleep(0.1)
            with httpx.Client(base_url=base) as rest:
                seconds = []
                for n in range(turns):
                    body = {"customer_id": f"R-{n // 5}", "message": CONVERSATION[n % 5]}
                    started = time.perf_counter()
                    assert rest.post("/support/message", json=body).status_code == 200
                    seconds.append(time.perf_counter() - started)
            _report("REST POST /support/message", seconds)

            async def over_http() -> None:
                async with (
                    httpx2.AsyncClient() as http,
                    streamable_http_client(f"{base}/mcp", http_client=http) as (read, write),
                    ClientSession(read, write) as session,
                ):
                    await _mcp(session, "HTTP", turns)

            anyio.run(over_http)
        finally:
            server.terminate()
            server.wait()

        async def over_stdio() -> None:
            params = StdioServerParameters(
                command=sys.executable,
                args=["-m", "support_memory", "mcp", "--store", str(folder / "stdio.db")],
                env={"RETRIEVAL": "lexical"},
                cwd=folder,
            )
            with (folder / "stderr.log").open("w") as errlog:
                async with (
                    stdio_client(params, errlog=errlog) as (read, write),
                    ClientSession(read, write) as session,
                ):
                    await _mcp(session, "stdio", turns)

        anyio.run(over_stdio)


if __name__ == "__main__":
    main()
