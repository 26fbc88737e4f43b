"""One customer's memories, one at a time: read, correct, delete, add; and the export.

Every change goes through the ``Corrections`` service (validated with the model's rules,
audited with the API key's name as author). A memory the customer does not have is a 404,
whoever else might have one with that id.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Annotated, Any

from fastapi import APIRouter, Depends, HTTPException, Path, Query

from support_memory.api.auth import PrincipalDep, require_api_key
from support_memory.api.correction_schemas import (
    ChangedBody,
    CorrectionBody,
    ExportBody,
    NewMemoryBody,
)
from support_memory.api.dependencies import (
    AuditDep,
    ClockDep,
    CorrectionsDep,
    EscalationsDep,
    StoreDep,
)
from support_memory.api.errors import NO_SUCH_MEMORY
from support_memory.api.routes.common import CustomerId, errors
from support_memory.corrections import Correction, export_customer
from support_memory.corrections.rules import MAX_REASON_CHARS
from support_memory.errors import MemoryNotFoundError

router = APIRouter(
    prefix="/customers/{customer_id}",
    tags=["corrections"],
    dependencies=[Depends(require_api_key)],
)
MemoryId = Annotated[
    str, Path(min_length=1, max_length=128, description="The memory's id (Memory.id).")
]


@contextmanager
def memory_or_404() -> Iterator[None]:
    try:
        yield
    except MemoryNotFoundError:
        # Never echo the ids: say what is wrong and stop.
        raise HTTPException(404, NO_SUCH_MEMORY) from None


def changed(customer_id: str, result: Correction) -> dict[str, Any]:
    return {
        "customer_id": customer_id,
        "memory": result.memory.to_dict(),
        "corrections": [record.to_dict() for record in result.records],
    }


@router.get(
    "/memories/{memory_id}",
    responses=errors(401, 404, 422, 502, 503),
    summary="One memory of one customer",
)
def get_memory(customer_id: CustomerId, memory_id: MemoryId, store: StoreDep) -> dict[str, Any]:
    """``Memory.to_dict()`` of the memory."""
    with memory_or_404():
        return store.get(customer_id, memory_id).to_dict()


@router.patch(
    "/memories/{memory_id}",
    response_model=ChangedBody,
    responses=errors(401, 404, 422, 502, 503),
    summary="Correct a memory's outcome, status, text or incident link (audited)",
)
def correct_memory(
    customer_id: CustomerId,
    memory_id: MemoryId,
    body: CorrectionBody,
    corrections: CorrectionsDep,
    principal: PrincipalDep,
) -> dict[str, Any]:
    """Only the fields sent change. Checked with the model's rules (an outcome on an
    INCIDENT is a 422 naming ``outcome``; ``incident_id`` must name an INCIDENT of this
    customer), ``updated_at`` moves, and the audit trail records who, when, before, after
    and why. The next turn of this customer uses the corrected memory."""
    with memory_or_404():
        result = corrections.correct(
            customer_id, memory_id, body.changes(), author=principal.name, reason=body.reason
        )
    return changed(customer_id, result)


@router.delete(
    "/memories/{memory_id}",
    response_model=ChangedBody,
    responses=errors(401, 404, 422, 502, 503),
    summary="Delete one memory (audited)",
)
def delete_memory(
    customer_id: CustomerId,
    memory_id: MemoryId,
    corrections: CorrectionsDep,
    principal: PrincipalDep,
    reason: Annotated[
        str, Query(max_length=MAX_REASON_CHARS, description="Why; kept in the audit trail.")
    ] = "",
) -> dict[str, Any]:
    """Deleting an INCIDENT also unlinks its attempts (each change audited)."""
    with memory_or_404():
        result = corrections.delete(customer_id, memory_id, author=principal.name, reason=reason)
    return changed(customer_id, result)


@router.post(
    "/memories",
    status_code=201,
    response_model=ChangedBody,
    responses=errors(401, 422, 502, 503),
    summary="Add a memory by hand (audited)",
)
def add_memory(
    customer_id: CustomerId,
    body: NewMemoryBody,
    corrections: CorrectionsDep,
    principal: PrincipalDep,
) -> dict[str, Any]:
    """The memory gets ``source: "manual"`` and ``metadata.added_by`` = the key's name."""
    result = corrections.add(customer_id, body.fields(), author=principal.name, reason=body.reason)
    return changed(customer_id, result)


@router.get(
    "/export",
    response_model=ExportBody,
    responses=errors(401, 422, 502, 503),
    summary="Everything held about one customer, as one JSON document",
)
def export(
    customer_id: CustomerId,
    store: StoreDep,
    audit: AuditDep,
    clock: ClockDep,
    escalations: EscalationsDep,
) -> dict[str, Any]:
    """Data-subject access: every memory, every turn's audit record, every correction,
    every queued escalation."""
    return export_customer(store, audit, customer_id, clock=clock, escalations=escalations)
