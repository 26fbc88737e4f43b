"""The console's forms (POST): correct, delete, add, forget, try a message, seed.

Each one checks the session's CSRF token first (``PosterDep``), goes through the same
services as the HTTP API (``Corrections``, ``run_turn``, ``seed_reference``) with the
session's key name as author, then redirects (303) to the page that shows the result; a
refused change re-renders the page with the reason, and changes nothing.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import RedirectResponse, Response

from support_memory.api.dependencies import get_corrections, get_services
from support_memory.api.routes.common import CustomerId
from support_memory.channels import channel_of
from support_memory.console.access import FormDep, PosterDep
from support_memory.console.pages import customer_page, customers_page
from support_memory.errors import MemoryNotFoundError, ValidationError
from support_memory.models import validate_customer_id
from support_memory.seed import seed_reference
from support_memory.turns import run_turn

router = APIRouter(prefix="/console", include_in_schema=False)
_BY_TYPE = {"ATTEMPT": ("outcome", "text", "incident_id"), "INCIDENT": ("status", "text")}


def _back(customer_id: str, done: str) -> RedirectResponse:
    return RedirectResponse(f"/console/customers/{customer_id}?done={done}", status_code=303)


def _refused(request: Request, user: Any, customer_id: str, exc: Exception) -> Response:
    message = (
        f"{exc.field}: {exc.message}"
        if isinstance(exc, ValidationError)
        else "This customer has no memory with that id (deleted meanwhile?)."
    )
    return customer_page(request, user, customer_id, status=422, error=message)


@router.post("/customers/{customer_id}/memories/{memory_id}")
def correct(
    request: Request, customer_id: CustomerId, memory_id: str, user: PosterDep, form: FormDep
) -> Response:
    kind = form.get("type", "PROFILE")
    changes: dict[str, Any] = {
        name: form[name] for name in _BY_TYPE.get(kind, ("text",)) if name in form
    }
    if "incident_id" in changes:
        changes["incident_id"] = changes["incident_id"] or None  # "none" in the list
    try:
        result = get_corrections(request).correct(
            customer_id, memory_id, changes, author=user.author, reason=form.get("reason", "")
        )
    except (ValidationError, MemoryNotFoundError) as exc:
        return _refused(request, user, customer_id, exc)
    return _back(customer_id, "corrected" if result.records else "unchanged")


@router.post("/customers/{customer_id}/memories/{memory_id}/delete")
def delete(
    request: Request, customer_id: CustomerId, memory_id: str, user: PosterDep, form: FormDep
) -> Response:
    try:
        get_corrections(request).delete(
            customer_id, memory_id, author=user.author, reason=form.get("reason", "")
        )
    except (ValidationError, MemoryNotFoundError) as exc:
        return _refused(request, user, customer_id, exc)
    return _back(customer_id, "deleted")


@router.post("/customers/{customer_id}/memories")
def add(request: Request, customer_id: CustomerId, user: PosterDep, form: FormDep) -> Response:
    kind = form.get("type", "")
    fields: dict[str, Any] = {"type": kind, "text": form.get("text", "")}
    if kind == "ATTEMPT":
        fields["outcome"] = form.get("outcome", "")
        fields["incident_id"] = form.get("incident_id") or None
    try:
        get_corrections(request).add(
            customer_id, fields, author=user.author, reason=form.get("reason", "")
        )
    except ValidationError as exc:
        return _refused(request, user, customer_id, exc)
    return _back(customer_id, "added")


@router.post("/customers/{customer_id}/forget")
def forget(request: Request, customer_id: CustomerId, user: PosterDep, form: FormDep) -> Response:
    """Only when the customer id was typed exactly, as the confirmation."""
    if form.get("confirm", "").strip() != customer_id:
        error = f"Nothing was deleted: type {customer_id} exactly to confirm forgetting."
        return customer_page(request, user, customer_id, status=422, error=error)
    get_corrections(request).forget(customer_id)
    return RedirectResponse("/console/customers?done=forgotten", status_code=303)


@router.post("/customers/{customer_id}/try")
def try_message(
    request: Request, customer_id: CustomerId, user: PosterDep, form: FormDep
) -> Response:
    """Run a real turn as the customer (recalled, answered, learned, audited)."""
    services = get_services(request)
    message = form.get("message", "").strip()
    if not message or len(message) > services.settings.max_message_chars:
        error = f"message: must be 1-{services.settings.max_message_chars} characters"
        return customer_page(request, user, customer_id, status=422, error=error)
    try:
        reply, record = run_turn(
            services.agent,
            services.audit,
            services.locks,
            customer_id,
            message,
            session_id="console",
            channel=channel_of(form.get("channel") or None),
            audit_messages=services.settings.audit_messages,
            clock=services.clock,
        )
    except ValidationError as exc:  # an unknown channel, an email with nothing new
        return _refused(request, user, customer_id, exc)
    services.metrics.observe_turn(reply)
    return customer_page(request, user, customer_id, last_reply=reply, last_record=record)


@router.post("/seed")
def seed(request: Request, user: PosterDep, form: FormDep) -> Response:
    """Play the reference conversation as the given customer id (default CUST-1042)."""
    services = get_services(request)
    customer_id = form.get("customer_id", "").strip()
    try:
        validate_customer_id(customer_id)
        seed_reference(
            services.agent,
            services.audit,
            services.locks,
            customer_id,
            audit_messages=services.settings.audit_messages,
            clock=services.clock,
        )
    except ValidationError as exc:
        error = f"{exc.field}: {exc.message}"
        return customers_page(request, user, status=422, error=error)
    return _back(customer_id, "seeded")
