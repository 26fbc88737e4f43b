"""Operational routes: ``/health`` (open), ``/metrics``, ``/openapi.json`` and ``/docs``.

``/docs`` and ``/openapi.json`` take the bearer key *or* a console session cookie, so an
operator signed in to the console can open the API docs in the same browser. Swagger UI's
files are served from the ``fastapi-offline`` package, so the page works without a CDN.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Any

from fastapi import APIRouter, Depends, HTTPException, Request, Response
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import FileResponse, HTMLResponse

from support_memory.api.auth import Principal, Unauthorized, require_api_key
from support_memory.api.dependencies import MetricsDep, SessionsDep, SettingsDep, StoreDep
from support_memory.api.schemas import HealthBody
from support_memory.api.session import COOKIE
from support_memory.errors import SupportMemoryError

open_router = APIRouter(tags=["ops"])
router = APIRouter(tags=["ops"], dependencies=[Depends(require_api_key)])

_PROBE_CUSTOMER = "health.probe"
_DOCS_ASSETS = ("swagger-ui-bundle.js", "swagger-ui.css", "favicon.png")


def key_or_session(request: Request, settings: SettingsDep, sessions: SessionsDep) -> Principal:
    """The bearer key as everywhere, or a valid console session (same keys, same names)."""
    try:
        return require_api_key(request, settings)
    except Unauthorized:
        session = sessions.read(request.cookies.get(COOKIE), settings.api_keys())
        if session is None:
            raise
        return Principal(session.author)


docs_router = APIRouter(tags=["ops"], dependencies=[Depends(key_or_session)])


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


@docs_router.get("/openapi.json", include_in_schema=False)
def openapi(request: Request) -> dict[str, Any]:
    schema: dict[str, Any] = request.app.openapi()
    return schema


@docs_router.get("/docs", include_in_schema=False, response_class=HTMLResponse)
def docs(request: Request) -> HTMLResponse:
    return get_swagger_ui_html(
        openapi_url="/openapi.json",
        title=f"{request.app.title} docs",
        swagger_js_url="/docs/assets/swagger-ui-bundle.js",
        swagger_css_url="/docs/assets/swagger-ui.css",
        swagger_favicon_url="/docs/assets/favicon.png",
    )


@open_router.get("/docs/assets/{name}", include_in_schema=False)
def docs_asset(name: str) -> FileResponse:
    """Swagger UI's own files (public, no customer data), from the installed package."""
    if name not in _DOCS_ASSETS:
        raise HTTPException(404, "no such file")
    folder = Path(str(resources.files("fastapi_offline") / "static"))
    return FileResponse(folder / name, headers={"Cache-Control": "public, max-age=86400"})
