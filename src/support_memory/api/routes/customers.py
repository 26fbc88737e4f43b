"""Per-customer routes: list memories, read the audit trail, forget everything."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query

from support_memory.api.auth import require_api_key
from support_memory.api.dependencies import AuditDep, LocksDep, StoreDep
from support_memory.api.routes.common import CustomerId, errors
from support_memory.api.schemas import AuditBody, ForgetBody, MemoriesBody

router = APIRouter(
    prefix="/customers/{customer_id}",
    tags=["customers"],
    dependencies=[Depends(require_api_key)],
)


@router.get(
    "/memories",
    response_model=MemoriesBody,
    responses=errors(401, 422, 502, 503),
    summary="Every memory of one customer, oldest first",
)
def list_memories(customer_id: CustomerId, store: StoreDep) -> dict[str, Any]:
    memories = store.all(customer_id)
    return {"customer_id": customer_id, "memories": [m.to_dict() for m in memories]}


@router.delete(
    "/memories",
    response_model=ForgetBody,
    responses=errors(401, 422, 502, 503),
    summary="Forget one customer: delete their memories and audit trail",
)
def forget_customer(
    customer_id: CustomerId,
    store: StoreDep,
    audit: AuditDep,
    locks: LocksDep,
) -> dict[str, Any]:
    """Right to be forgotten, scoped to this customer. Waits for a turn of the same customer
    in flight, so nothing that turn wrote survives."""
    with locks(customer_id):
        deleted = store.forget(customer_id)
        audit_deleted = audit.forget(customer_id)
    return {"customer_id": customer_id, "deleted": deleted, "audit_deleted": audit_deleted}


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
    records = audit.records(customer_id, limit=limit)
    return {"customer_id": customer_id, "records": [r.to_dict() for r in records]}
