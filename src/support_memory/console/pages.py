"""The console's pages (GET): customer search, customer, turn, export; and its stylesheet."""

from __future__ import annotations

from importlib import resources
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response

from support_memory.api.dependencies import Services, get_services
from support_memory.api.routes.common import CustomerId
from support_memory.channels import Channel
from support_memory.console import views
from support_memory.console.access import ConsoleRefusal, UserDep
from support_memory.console.render import SECURITY_HEADERS, page
from support_memory.corrections import export_customer, find_customers
from support_memory.seed import REFERENCE_CUSTOMER

router = APIRouter(prefix="/console", include_in_schema=False)
PAGE_SIZE = 25
SearchText = Annotated[str, Query(max_length=64, pattern=r"^[A-Za-z0-9._:-]*$")]


@router.get("")
def home() -> RedirectResponse:
    return RedirectResponse("/console/customers", status_code=303)


@router.get("/static/console.css")
def stylesheet() -> Response:
    css = (resources.files("support_memory.console") / "static" / "console.css").read_text()
    return Response(css, media_type="text/css", headers={"Cache-Control": "max-age=300"})


@router.get("/customers", response_class=HTMLResponse)
def customers(
    request: Request,
    user: UserDep,
    q: SearchText = "",
    offset: Annotated[int, Query(ge=0, le=1_000_000)] = 0,
    done: str = "",
) -> HTMLResponse:
    return customers_page(request, user, q, offset, done=done)


def customers_page(
    request: Request, user: Any, q: str = "", offset: int = 0, **extra: Any
) -> HTMLResponse:
    services = get_services(request)
    listing = find_customers(services.store, services.audit, q, limit=PAGE_SIZE, offset=offset)
    return page(
        request,
        "customers.html",
        status=extra.pop("status", 200),
        user=user,
        q=q,
        offset=offset,
        page_size=PAGE_SIZE,
        listing=listing,
        reference=REFERENCE_CUSTOMER,
        **extra,
    )


@router.get("/customers/{customer_id}", response_class=HTMLResponse)
def customer(
    request: Request, customer_id: CustomerId, user: UserDep, done: str = ""
) -> HTMLResponse:
    return customer_page(request, user, customer_id, done=done)


def customer_page(
    request: Request, user: Any, customer_id: str, status: int = 200, **extra: Any
) -> HTMLResponse:
    """The customer page; POST handlers re-render it with an ``error`` or a ``last_reply``."""
    services = get_services(request)
    memories = services.store.all(customer_id)
    turns = services.audit.records(customer_id, limit=views.TIMELINE_LIMIT)
    corrections = services.audit.corrections(customer_id, limit=views.TIMELINE_LIMIT)
    return page(
        request,
        "customer.html",
        status=status,
        user=user,
        view=views.customer_view(customer_id, memories),
        timeline=views.timeline(turns, corrections),
        short=views.short_value,
        channels=[c.value for c in Channel],
        **{"done": "", "error": "", "last_reply": None, "last_record": None, **extra},
    )


@router.get("/customers/{customer_id}/turns/{audit_id}", response_class=HTMLResponse)
def turn(request: Request, customer_id: CustomerId, audit_id: str, user: UserDep) -> HTMLResponse:
    services: Services = get_services(request)
    record = next(
        (r for r in services.audit.records(customer_id, limit=1000) if r.id == audit_id), None
    )
    if record is None:
        raise ConsoleRefusal(404, "This customer has no turn with that id in the audit trail.")
    view = views.turn_view(record, services.store.all(customer_id))
    return page(
        request,
        "turn.html",
        user=user,
        customer_id=customer_id,
        audit_messages=services.settings.audit_messages,
        **view,
    )


@router.get("/customers/{customer_id}/export")
def export(request: Request, customer_id: CustomerId, user: UserDep) -> JSONResponse:
    services = get_services(request)
    document = export_customer(
        services.store,
        services.audit,
        customer_id,
        clock=services.clock,
        escalations=services.escalations,
    )
    headers = {
        **SECURITY_HEADERS,
        "Content-Disposition": f'attachment; filename="{customer_id}-export.json"',
    }
    return JSONResponse(document, headers=headers)
