"""MCP server test helpers: a server over an in-process store and audit trail, and the
SDK's own client connected to it in-process (the stdio and HTTP tests use real ones)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from mcp import Client
from mcp.server.mcpserver import MCPServer
from mcp.types import CallToolResult

from async_run import run_async
from support_memory import InMemoryStore, SupportAgent
from support_memory.audit.memory import InMemoryAuditStore
from support_memory.corrections import CorrectionService
from support_memory.locks import CustomerLocks
from support_memory.mcp_server import MemoryServices, build_mcp_server
from support_memory.mcp_server.server import fixed_author
from support_memory.stores.protocol import MemoryStore

T = TypeVar("T")


@dataclass
class Rig:
    server: MCPServer
    store: MemoryStore
    audit: InMemoryAuditStore
    agent: SupportAgent

    def run(self, steps: Callable[[Client], Awaitable[T]]) -> T:
        """``steps(client)`` in one client session with this server."""

        async def main() -> T:
            async with Client(self.server) as client:
                return await steps(client)

        return run_async(main)

    def call(self, tool: str, **arguments: Any) -> CallToolResult:
        async def steps(client: Client) -> CallToolResult:
            return await client.call_tool(tool, arguments)

        return self.run(steps)


def make_rig(store: MemoryStore | None = None, *, max_message_chars: int = 8000) -> Rig:
    store = store if store is not None else InMemoryStore()
    audit, locks = InMemoryAuditStore(), CustomerLocks()
    agent = SupportAgent(store=store)
    services = MemoryServices(
        agent=agent,
        audit=audit,
        corrections=CorrectionService(store, audit, locks),
        lock_for=locks,
        max_message_chars=max_message_chars,
    )
    server = build_mcp_server(services, author=fixed_author("tester"))
    return Rig(server, store, audit, agent)


def text_of(result: CallToolResult) -> str:
    block = result.content[0]
    assert block.type == "text"
    return block.text
