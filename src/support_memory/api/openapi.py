"""The OpenAPI schema, with the bearer key declared so Swagger UI's "Authorize" works."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi

_OPEN_PATHS = ("/health",)


def bearer_openapi(app: FastAPI) -> dict[str, Any]:
    """FastAPI's schema for ``app`` plus an HTTP bearer security scheme on every operation
    but ``/health``; built once and cached on the app, as FastAPI's own is."""
    if app.openapi_schema:
        return app.openapi_schema
    schema = get_openapi(
        title=app.title,
        version=app.version,
        summary=app.summary,
        routes=app.routes,
    )
    schema.setdefault("components", {})["securitySchemes"] = {
        "bearer": {
            "type": "http",
            "scheme": "bearer",
            "description": "An API key from SUPPORT_API_KEYS (or SUPPORT_API_KEY); its name "
            "is recorded as the author of corrections.",
        }
    }
    schema["security"] = [{"bearer": []}]
    for path in _OPEN_PATHS:
        for operation in schema.get("paths", {}).get(path, {}).values():
            operation["security"] = []
    app.openapi_schema = schema
    return schema
