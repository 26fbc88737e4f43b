"""Resources: ``customer://{customer_id}/memories`` and ``customer://{customer_id}/incidents``,
JSON documents of one customer, read with the same checks as the tools.

No ``from __future__ import annotations``: the SDK reads these signatures at run time.
"""

import json
from collections.abc import Callable
from typing import Any

from mcp.server.mcpserver import MCPServer

from support_memory.corrections import memory_page
from support_memory.mcp_server.arguments import MAX_LISTED, Checks
from support_memory.mcp_server.errors import protocol_error
from support_memory.mcp_server.services import MemoryServices
from support_memory.models import Memory, MemoryType


def register(server: MCPServer, services: MemoryServices, checks: Checks) -> None:
    """Add the customer resources to ``server``."""

    @server.resource(
        "customer://{customer_id}/memories",
        name="customer_memories",
        title="A customer's memories",
        description=f"Every memory of one customer (at most {MAX_LISTED}), oldest first.",
        mime_type="application/json",
    )
    def customer_memories(customer_id: str) -> str:
        def render(customer: str) -> dict[str, Any]:
            page = memory_page(services.store, customer, limit=MAX_LISTED)
            memories = [m.to_dict() for m in page.memories]
            return {"customer_id": customer, "memories": memories, "total": page.total}

        return _read("customer_memories", checks, customer_id, render)

    @server.resource(
        "customer://{customer_id}/incidents",
        name="customer_incidents",
        title="A customer's incidents",
        description="One customer's incidents, open first, each with the steps tried "
        "against it in order (worked, failed, in progress).",
        mime_type="application/json",
    )
    def customer_incidents(customer_id: str) -> str:
        def render(customer: str) -> dict[str, Any]:
            page = memory_page(services.store, customer, limit=MAX_LISTED)
            return {"customer_id": customer, "incidents": incidents(page.memories)}

        return _read("customer_incidents", checks, customer_id, render)

    _ = customer_memories, customer_incidents  # registered by the decorators


def incidents(memories: list[Memory]) -> list[dict[str, Any]]:
    """Incidents with their attempts (oldest first), open incidents first."""
    steps: dict[str, list[dict[str, Any]]] = {}
    for memory in memories:
        if memory.type is MemoryType.ATTEMPT and memory.incident_id is not None:
            steps.setdefault(memory.incident_id, []).append(memory.to_dict())
    listed = [
        {**m.to_dict(), "attempts": steps.get(m.id, [])}
        for m in memories
        if m.type is MemoryType.INCIDENT
    ]
    return sorted(listed, key=lambda item: item["status"] != "open")


def _read(
    name: str, checks: Checks, customer_id: str, render: Callable[[str], dict[str, Any]]
) -> str:
    """The resource as JSON, or a protocol error with the REST API's message."""
    try:
        return json.dumps(render(checks.customer(customer_id)), ensure_ascii=False)
    except Exception as exc:
        raise protocol_error(name, exc) from None
