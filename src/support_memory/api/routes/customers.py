"""Per-customer routes: list memories (filtered, paged), read the audit trail, forget."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query

from support_memory.api.auth import require_api_key
from support_memory.api.correction_schemas import MemoriesPageBody
from support_memory.api.dependencies import AuditDep, CorrectionsDep, StoreDep
from support_memory.api.routes.common import CustomerId, errors
from support_memory.api.schemas import AuditBody, ForgetBody
from support_memory.corrections import MemoryFilter, memory_page
from support_memory.models import IncidentStatus, MemoryType, Outcome

router = APIRouter(
    prefix="/customers/{customer_id}",
    tags=["customers"],
    dependencies=[Depends(require_api_key)],
)
MAX_MEMORIES = 1000


@router.get(
    "/memories",
    response_model=MemoriesPageBody,
    responses=errors(401, 422, 502, 503),
    summary="One customer's memories, oldest first, filtered and paged",
)
def list_memories(
    customer_id: CustomerId,
    store: StoreDep,
    type: Annotated[MemoryType | None, Query(description="Only this type.")] = None,
    outcome: Annotated[Outcome | None, Query(description="Only ATTEMPTs with it.")] = None,
    status: Annotated[IncidentStatus | None, Query(description="Only INCIDENTs with it.")] = None,
    limit: Annotated[int, Query(ge=1, le=MAX_MEMORIES)] = MAX_MEMORIES,
    offset: Annotated[int, Query(ge=0, le=1_000_000)] = 0,
) -> dict[str, Any]:
    """``total`` counts every memory matching the filters; page with ``limit``/``offset``."""
    where = MemoryFilter(type=type, outcome=outcome, status=status)
    page = memory_page(store, customer_id, where, limit=limit, offset=offset)
    return {
        "customer_id": customer_id,
        "memories": [m.to_dict() for m in page.memories],
        "total": page.total,
        "limit": limit,
        "offset": offset,
    }


@router.delete(
    "/memories",
    response_model=ForgetBody,
    responses=errors(401, 422, 502, 503),
    summary="Forget one customer: delete their memories and audit trail",
)
def forget_customer(customer_id: CustomerId, corrections: CorrectionsDep) -> dict[str, Any]:
    """Right to be forgotten, scoped to this customer. Waits for a turn of the same customer
    in flight, so nothing that turn wrote survives."""
    forgotten = corrections.forget(customer_id)
    return {
        "customer_id": customer_id,
        "deleted": forgotten.memories,
        "audit_deleted": forgotten.audit_records,
    }


@router.get(
    "/audit",
    response_model=AuditBody,
    responses=errors(401, 422, 503),
    summary="The audit trail of one customer's turns, newest first",
)
def read_audit(
    customer_id: CustomerId,
    audit: AuditDep,
    limit: Annotated[int, Query(ge=1, le=1000, description="At most this many records.")] = 100,
) -> dict[str, Any]:
    """Turn records in ``records``; corrections (author, before, after, reason) in
    ``corrections``."""
    records = audit.records(customer_id, limit=limit)
    corrections = audit.corrections(customer_id, limit=limit)
    return {
        "customer_id": customer_id,
        "records": [r.to_dict() for r in records],
        "corrections": [c.to_dict() for c in corrections],
    }
