"""One place that turns errors into HTTP answers.

Every error body is ``{"error": code, "message": what to do, "details": [...],
"request_id": ...}``. Bodies never echo the request (FastAPI's default 422 would include the
offending input, which may be a whole message or a key), secrets or other customers' data.
A 500 means a bug: it is logged with its traceback and answered without details.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from support_memory.api.auth import Unauthorized
from support_memory.api.schemas import CUSTOMER_ID_RULE
from support_memory.errors import (
    ConfigError,
    EngineError,
    MemoryNotFoundError,
    StoreAuthError,
    StoreCorruptError,
    StoreError,
    StoreUnavailableError,
    SupportMemoryError,
    ValidationError,
)

log = logging.getLogger("support_memory.api")

# Most specific first. (status, code, message shown instead of the internal one or None)
_MAPPING: tuple[tuple[type[SupportMemoryError], int, str, str | None], ...] = (
    (ValidationError, 422, "validation_error", None),
    (
        MemoryNotFoundError,
        409,
        "conflict",
        "the customer's memories changed during this turn (were they forgotten?); retry",
    ),
    (
        StoreUnavailableError,
        503,
        "store_unavailable",
        "the memory store is unavailable; retry shortly",
    ),
    (
        StoreAuthError,
        502,
        "store_auth_failed",
        "the memory store refused this service's credentials; an operator must fix them",
    ),
    (
        StoreCorruptError,
        503,
        "store_corrupt",
        "the memory store cannot be read; an operator must restore it from a backup",
    ),
    (StoreError, 503, "store_error", "the memory store failed; retry shortly"),
    (EngineError, 502, "engine_error", "the reply engine failed; retry shortly"),
    (
        ConfigError,
        500,
        "configuration_error",
        "the service is misconfigured; an operator must check its settings",
    ),
)
# A memory id the customer does not have (whoever else might have one): the 404 of the
# memory routes, and the MCP server's correct/delete tools. Never echoes the id.
NO_SUCH_MEMORY = "this customer has no memory with that id"
_STATUS_CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    413: "payload_too_large",
    415: "unsupported_media_type",
}
_FRIENDLY = {
    "customer_id": f"must be {CUSTOMER_ID_RULE}",
    "session_id": f"must be {CUSTOMER_ID_RULE}",
}


def error_response(
    request: Request,
    status: int,
    code: str,
    message: str,
    details: list[dict[str, str]] | None = None,
    headers: Mapping[str, str] | None = None,
) -> JSONResponse:
    body = {
        "error": code,
        "message": message,
        "details": details or [],
        "request_id": getattr(request.state, "request_id", None),
    }
    return JSONResponse(body, status_code=status, headers=headers)


def public_error(exc: SupportMemoryError) -> tuple[int, str, str] | None:
    """``(status, code, message)`` that a client is told about one of our errors (the
    HTTP API, and the MCP server's tool errors), or ``None`` for an unexpected one."""
    found = next((entry for entry in _MAPPING if isinstance(exc, entry[0])), None)
    if found is None:
        return None
    _, status, code, shown = found
    return status, code, str(exc) if isinstance(exc, ValidationError) else shown or code


async def _project_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, SupportMemoryError)
    found = public_error(exc)
    if found is None:
        return await _unexpected(request, exc)
    status, code, message = found
    if isinstance(exc, ValidationError):
        detail = {"field": exc.field, "message": exc.message}
        return error_response(request, status, code, message, [detail])
    log.warning("request failed", extra={"error": code, "kind": type(exc).__name__})
    headers = {"Retry-After": "5"} if status == 503 else None
    return error_response(request, status, code, message, headers=headers)


async def _invalid_request(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    details = invalid_fields(exc.errors())
    return error_response(request, 422, "validation_error", summarize(details), details)


def invalid_fields(errors: Sequence[Any]) -> list[dict[str, str]]:
    """pydantic's errors as ``{"field", "message"}``, without the offending input."""
    return [_problem(error) for error in errors]


def summarize(details: Sequence[Mapping[str, str]]) -> str:
    """The one-line message of a 422: ``field: what is allowed; ...``."""
    summary = "; ".join(f"{d['field']}: {d['message']}" for d in details[:5])
    return summary or "invalid request"


def _problem(error: dict[str, Any]) -> dict[str, str]:
    loc = [str(part) for part in error.get("loc", ()) if part not in ("body", "path", "query")]
    field = ".".join(loc) or "body"
    kind = error.get("type", "")
    if kind == "json_invalid":
        return {"field": "body", "message": "must be valid JSON"}
    if kind in ("model_attributes_type", "dict_type") and field == "body":
        return {"field": "body", "message": "must be a JSON object"}
    if kind == "extra_forbidden":
        return {"field": field, "message": "is not a known field"}
    if loc and loc[-1] in _FRIENDLY and kind not in ("missing",):
        return {"field": field, "message": _FRIENDLY[loc[-1]]}
    message = str(error.get("msg", "is invalid")).removeprefix("Value error, ")
    return {"field": field, "message": message}


async def _http_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    code = _STATUS_CODES.get(exc.status_code, "http_error")
    message = str(exc.detail) if exc.detail else code
    return error_response(request, exc.status_code, code, message, headers=exc.headers)


async def _unauthorized(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, Unauthorized)
    return error_response(
        request, 401, "unauthorized", exc.message, headers={"WWW-Authenticate": "Bearer"}
    )


async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
    log.error(
        "unexpected error",
        exc_info=exc,
        extra={"request_id": getattr(request.state, "request_id", None)},
    )
    return error_response(
        request, 500, "internal_error", "unexpected server error; it has been logged"
    )


def install_error_handlers(app: FastAPI) -> None:
    app.add_exception_handler(SupportMemoryError, _project_error)
    app.add_exception_handler(RequestValidationError, _invalid_request)
    app.add_exception_handler(StarletteHTTPException, _http_error)
    app.add_exception_handler(Unauthorized, _unauthorized)
    app.add_exception_handler(Exception, _unexpected)
