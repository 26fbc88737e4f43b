"""The escalation queue: ``GET /escalations`` (newest first), one item, acknowledge."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, HTTPException, Path, Query

from support_memory.api.auth import PrincipalDep, require_api_key
from support_memory.api.beyond_schemas import EscalationBody, EscalationsBody
from support_memory.api.dependencies import ClockDep, EscalationsDep
from support_memory.api.routes.common import errors
from support_memory.api.schemas import ErrorBody
from support_memory.escalation import EscalationQueue
from support_memory.models import format_timestamp

router = APIRouter(tags=["escalations"], dependencies=[Depends(require_api_key)])
EscalationId = Annotated[str, Path(min_length=1, max_length=64, description="The item's id.")]
_MISSING = "there is no escalation with that id"
_RESPONSES = {
    **errors(401, 422, 503),
    404: {"model": ErrorBody, "description": "No escalation with that id (or no queue)."},
}


def _queue(queue: EscalationQueue | None) -> EscalationQueue:
    if queue is None:
        raise HTTPException(404, "this service keeps no escalation queue")
    return queue


@router.get(
    "/escalations",
    response_model=EscalationsBody,
    responses=_RESPONSES,
    summary="Turns that are escalation candidates, newest first",
)
def list_escalations(
    queue: EscalationsDep,
    status: Annotated[Literal["open", "acknowledged", "all"], Query()] = "open",
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    offset: Annotated[int, Query(ge=0, le=1_000_000)] = 0,
) -> dict[str, Any]:
    """One item per customer and incident while it is open; later candidate turns about
    the same incident join it (``turns``, ``updated_at``)."""
    found = _queue(queue)
    return {
        "escalations": [
            i.to_dict() for i in found.items(status=status, limit=limit, offset=offset)
        ],
        "total": found.count(status=status),
        "status": status,
        "limit": limit,
        "offset": offset,
    }


@router.get(
    "/escalations/{escalation_id}",
    response_model=EscalationBody,
    responses=_RESPONSES,
    summary="One queued escalation",
)
def read_escalation(escalation_id: EscalationId, queue: EscalationsDep) -> dict[str, Any]:
    item = _queue(queue).get(escalation_id)
    if item is None:
        raise HTTPException(404, _MISSING)
    return item.to_dict()


@router.post(
    "/escalations/{escalation_id}/ack",
    response_model=EscalationBody,
    responses=_RESPONSES,
    summary="Acknowledge an escalation (idempotent)",
)
def acknowledge_escalation(
    escalation_id: EscalationId, queue: EscalationsDep, principal: PrincipalDep, clock: ClockDep
) -> dict[str, Any]:
    """Closes the item, authored by the API key's name; the next candidate turn about the
    same incident opens a new one."""
    item = _queue(queue).acknowledge(
        escalation_id, author=principal.name, at=format_timestamp(clock())
    )
    if item is None:
        raise HTTPException(404, _MISSING)
    return item.to_dict()
