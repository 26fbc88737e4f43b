"""``support-memory mcp``: the MCP server over stdio, for desktop clients (docs/mcp.md).

The client starts this command and speaks MCP on its stdin/stdout, so nothing else may
be printed to stdout; logs go to stderr. Destructive tools are audited with the author
``MCP_AUTHOR`` (default ``mcp-stdio``): whoever can start the command is trusted.
"""

from __future__ import annotations

import argparse
from typing import Any

from support_memory.audit import build_audit_store
from support_memory.cli.runtime import cli_agent, cli_settings
from support_memory.errors import ConfigError
from support_memory.locks import CustomerLocks


def register(subparsers: Any) -> None:
    mcp = subparsers.add_parser(
        "mcp",
        help="run the MCP server over stdio (needs the 'server' extra)",
        description="Serve the customer memory as MCP tools, resources and a prompt on "
        "stdin/stdout, for desktop clients. Store: STORE_PATH (default ./data/memories.db: "
        "give an absolute path, the client picks the working directory), DATABASE_URL or "
        "HINDSIGHT_URL; destructive tools are audited as MCP_AUTHOR (default mcp-stdio).",
    )
    mcp.add_argument("--store", help="store path (.db or .json); default ./data/memories.db")
    mcp.set_defaults(handler=_mcp)


def _mcp(args: argparse.Namespace) -> int:
    try:
        from support_memory.corrections import CorrectionService
        from support_memory.mcp_server import MemoryServices, build_mcp_server
        from support_memory.mcp_server.server import fixed_author
    except ImportError as exc:
        raise ConfigError(
            f"the MCP server needs the 'server' extra ({exc.name} is missing): "
            "pip install 'support-memory[server]'"
        ) from exc
    settings = cli_settings(args.store)
    audit = build_audit_store(settings)
    locks = CustomerLocks()
    try:
        with cli_agent(args.store) as agent:
            services = MemoryServices(
                agent=agent,
                audit=audit,
                corrections=CorrectionService(
                    agent.store, audit, locks, escalations=agent.escalation.queue
                ),
                lock_for=locks,
                max_message_chars=settings.max_message_chars,
                audit_messages=settings.audit_messages,
            )
            server = build_mcp_server(services, author=fixed_author(settings.mcp_author))
            server.run("stdio")
    finally:
        audit.close()
    return 0
