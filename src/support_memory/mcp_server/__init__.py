"""The MCP server: one customer's memory as tools, resources and a prompt for any agent
(desktop clients, IDEs, agent frameworks), over stdio (``support-memory mcp``) or
streamable HTTP at ``/mcp`` in the service. Built with the official ``mcp`` SDK from the
same services as the HTTP API (agent, audit trail, corrections, locks), passed in.

``services`` what the tools use; ``server`` assembles the ``MCPServer``; ``tools`` (read
and turn tools), ``changes`` (the destructive, audited ones), ``resources``, ``prompt``;
``arguments`` checks arguments with the REST API's own rules; ``errors`` turns our errors
into tool errors with the REST API's texts; ``http`` mounts it behind the bearer keys.
See docs/mcp.md.
"""

from support_memory.mcp_server.server import build_mcp_server
from support_memory.mcp_server.services import MemoryServices

__all__ = ["MemoryServices", "build_mcp_server"]
