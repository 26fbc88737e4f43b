"""The destructive tools: correct or delete one memory, forget a customer. Each is marked
destructive in its annotations and goes through the ``Corrections`` service, so it is
validated with the model's rules, holds the customer's lock and is audited with its
author (the bearer key's name over HTTP, ``MCP_AUTHOR`` over stdio), as the REST routes
and the console are.

No ``from __future__ import annotations``: the SDK reads these signatures at run time.
"""

from collections.abc import Callable
from typing import Annotated, Any

from mcp.server.mcpserver import Context, MCPServer
from mcp.types import CallToolResult, ToolAnnotations
from pydantic import Field

from support_memory.api.routes.memories import changed as _changed
from support_memory.mcp_server.arguments import Checks, CustomerIdArg, MemoryIdArg, ReasonArg
from support_memory.mcp_server.errors import Refused, log, run_tool
from support_memory.mcp_server.services import MemoryServices
from support_memory.models import MAX_TEXT_LENGTH, IncidentStatus, Outcome

Author = Callable[[Context[Any, Any]], str]

CORRECT = """\
Correct one memory of one customer when the history is wrong: an ATTEMPT's outcome \
(worked, failed, in_progress), an INCIDENT's status (open, resolved), the text, or the \
INCIDENT an ATTEMPT belongs to. Only the fields given change. Audited with the author \
and the reason; the customer's next reply uses the corrected memory."""

DELETE = """\
Delete one memory of one customer (audited with the author and the reason). Deleting an \
INCIDENT also unlinks its attempts. Cannot be undone."""

FORGET = """\
Forget a customer: delete every memory and audit record of this one customer (right to \
be forgotten). Cannot be undone. `confirm` must repeat the customer id exactly."""

OutcomeArg = Annotated[
    str | None,
    Field(
        description="An ATTEMPT's new outcome.",
        json_schema_extra={"enum": [*(o.value for o in Outcome), None]},
    ),
]
StatusArg = Annotated[
    str | None,
    Field(
        description="An INCIDENT's new status.",
        json_schema_extra={"enum": [*(s.value for s in IncidentStatus), None]},
    ),
]
TextArg = Annotated[
    str | None,
    Field(
        description="The memory's new text.",
        json_schema_extra={"minLength": 1, "maxLength": MAX_TEXT_LENGTH},
    ),
]
IncidentArg = Annotated[
    str | None,
    Field(description="Link this ATTEMPT to this INCIDENT (an id of the same customer)."),
]
UnlinkArg = Annotated[bool, Field(description="Unlink this ATTEMPT from its INCIDENT.")]
ConfirmArg = Annotated[str, Field(description="The customer id again, to confirm.")]


def _destructive(idempotent: bool) -> ToolAnnotations:
    return ToolAnnotations(
        read_only_hint=False,
        destructive_hint=True,
        idempotent_hint=idempotent,
        open_world_hint=False,
    )


def register(server: MCPServer, services: MemoryServices, checks: Checks, author: Author) -> None:
    """Add the destructive tools to ``server``; ``author`` names who called."""
    corrections = services.corrections

    @server.tool(
        title="Correct a memory", description=CORRECT, annotations=_destructive(idempotent=True)
    )
    def correct_memory(
        customer_id: CustomerIdArg,
        memory_id: MemoryIdArg,
        ctx: Context[Any, Any],
        outcome: OutcomeArg = None,
        status: StatusArg = None,
        text: TextArg = None,
        incident_id: IncidentArg = None,
        unlink_incident: UnlinkArg = False,
        reason: ReasonArg = "",
    ) -> CallToolResult:
        def body() -> dict[str, Any]:
            ref = checks.memory(customer_id, memory_id, reason)
            wanted = {"outcome": outcome, "status": status, "text": text}
            changes: dict[str, str | None] = {
                name: value for name, value in wanted.items() if value is not None
            }
            if unlink_incident and incident_id is not None:
                raise Refused("incident_id: give incident_id or unlink_incident, not both")
            if incident_id is not None or unlink_incident:
                changes["incident_id"] = incident_id
            fix = checks.correction(changes, ref.reason)
            done = corrections.correct(
                ref.customer_id, ref.memory_id, fix.changes(), author=author(ctx), reason=fix.reason
            )
            return _changed(ref.customer_id, done)

        return run_tool("correct_memory", body, memory_tool=True)

    @server.tool(
        title="Delete a memory", description=DELETE, annotations=_destructive(idempotent=False)
    )
    def delete_memory(
        customer_id: CustomerIdArg,
        memory_id: MemoryIdArg,
        ctx: Context[Any, Any],
        reason: ReasonArg = "",
    ) -> CallToolResult:
        def body() -> dict[str, Any]:
            ref = checks.memory(customer_id, memory_id, reason)
            done = corrections.delete(
                ref.customer_id, ref.memory_id, author=author(ctx), reason=ref.reason
            )
            return _changed(ref.customer_id, done)

        return run_tool("delete_memory", body, memory_tool=True)

    @server.tool(
        title="Forget a customer", description=FORGET, annotations=_destructive(idempotent=True)
    )
    def forget_customer(
        customer_id: CustomerIdArg, confirm: ConfirmArg, ctx: Context[Any, Any]
    ) -> CallToolResult:
        def body() -> dict[str, Any]:
            customer = checks.customer(customer_id)
            if confirm != customer:
                raise Refused("confirm: must repeat the customer id exactly; nothing was deleted")
            forgotten = corrections.forget(customer)
            # Nothing of the customer is kept, the id included; who did it is.
            log.info("customer forgotten over MCP", extra={"author": author(ctx)})
            return {
                "customer_id": customer,
                "deleted": forgotten.memories,
                "audit_deleted": forgotten.audit_records,
            }

        return run_tool("forget_customer", body)
