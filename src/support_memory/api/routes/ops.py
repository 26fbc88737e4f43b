"""Operational routes: ``/health`` (open), ``/metrics``, ``/openapi.json`` and ``/docs``."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends, Request, Response
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import HTMLResponse

from support_memory.api.auth import require_api_key
from support_memory.api.dependencies import MetricsDep, StoreDep
from support_memory.api.schemas import HealthBody
from support_memory.errors import SupportMemoryError

open_router = APIRouter(tags=["ops"])
router = APIRouter(tags=["ops"], dependencies=[Depends(require_api_key)])

_PROBE_CUSTOMER = "health.probe"


@open_router.get("/health", response_model=HealthBody, summary="Liveness and store status")
def health(store: StoreDep) -> dict[str, Any]:
    """Always 200 while the process serves; ``store`` says whether the store answers (the
    service still replies, with degraded recall, when it does not). Needs no key."""
    try:
        store.all(_PROBE_CUSTOMER)
    except SupportMemoryError:
        return {"status": "degraded", "store": "unavailable"}
    return {"status": "ok", "store": "ok"}


@router.get("/metrics", summary="Prometheus metrics", response_class=Response)
def metrics(registry: MetricsDep) -> Response:
    payload, content_type = registry.render()
    return Response(payload, media_type=content_type)


@router.get("/openapi.json", include_in_schema=False)
def openapi(request: Request) -> dict[str, Any]:
    schema: dict[str, Any] = request.app.openapi()
    return schema


@router.get("/docs", include_in_schema=False, response_class=HTMLResponse)
def docs(request: Request) -> HTMLResponse:
    return get_swagger_ui_html(openapi_url="/openapi.json", title=f"{request.app.title} docs")
