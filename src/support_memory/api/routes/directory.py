"""``GET /customers``: find customers by id prefix, newest activity first."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query

from support_memory.api.auth import require_api_key
from support_memory.api.correction_schemas import CustomersBody
from support_memory.api.dependencies import AuditDep, StoreDep
from support_memory.api.routes.common import errors
from support_memory.corrections import find_customers
from support_memory.stores.directory import MAX_PAGE

router = APIRouter(tags=["customers"], dependencies=[Depends(require_api_key)])
MAX_OFFSET = 1_000_000


@router.get(
    "/customers",
    response_model=CustomersBody,
    responses=errors(401, 422, 503),
    summary="Customers by id prefix, newest activity first",
)
def list_customers(
    store: StoreDep,
    audit: AuditDep,
    prefix: Annotated[
        str,
        Query(
            max_length=64,
            pattern=r"^[A-Za-z0-9._:-]*$",
            description="Customer ids starting with this (case-insensitive); empty for all.",
        ),
    ] = "",
    limit: Annotated[int, Query(ge=1, le=MAX_PAGE)] = 50,
    offset: Annotated[int, Query(ge=0, le=MAX_OFFSET)] = 0,
) -> dict[str, Any]:
    """From the memory store when it can list its customers (SQLite, JSON); with
    Hindsight, from the audit trail (every customer with a turn or a correction here):
    ``source`` says which. ``memories`` counts memories (null from the audit trail)."""
    listing = find_customers(store, audit, prefix, limit=limit, offset=offset)
    return {
        "customers": [
            {"customer_id": c.customer_id, "last_activity": c.last_activity, "memories": c.memories}
            for c in listing.page.customers
        ],
        "total": listing.page.total,
        "limit": limit,
        "offset": offset,
        "source": listing.source,
    }
