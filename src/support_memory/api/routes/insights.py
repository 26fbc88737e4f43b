"""``GET /insights``: the fleet's top incident signatures and fix success rates."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, HTTPException, Query

from support_memory.api.auth import require_api_key
from support_memory.api.beyond_schemas import InsightsBody
from support_memory.api.dependencies import InsightsDep
from support_memory.api.routes.common import errors
from support_memory.api.schemas import ErrorBody

router = APIRouter(tags=["insights"], dependencies=[Depends(require_api_key)])
MAX_DAYS = 3660
_RESPONSES = {
    **errors(401, 422, 503),
    404: {"model": ErrorBody, "description": "Fleet insights are off (INSIGHTS=1 turns them on)."},
}


@router.get(
    "/insights",
    response_model=InsightsBody,
    responses=_RESPONSES,
    summary="Top incident signatures over a period, with fix success rates (k-anonymous)",
)
def read_insights(
    insights: InsightsDep,
    days: Annotated[int, Query(ge=1, le=MAX_DAYS, description="The period: the last N days.")] = 30,
    limit: Annotated[int, Query(ge=1, le=50, description="At most this many signatures.")] = 10,
) -> dict[str, Any]:
    """Only counts and wordings that at least ``min_customers`` (``INSIGHTS_MIN_CUSTOMERS``)
    distinct customers share; never a customer id. 404 unless ``INSIGHTS=1``."""
    if insights is None:
        raise HTTPException(404, "fleet insights are off: start the service with INSIGHTS=1")
    return insights.report(days=days, limit=limit).to_dict()
