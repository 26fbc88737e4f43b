"""The console's pages beside one customer's memory: the escalation queue (acknowledge
with a CSRF-checked form) and the fleet insights (server-drawn SVG charts)."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Path, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from markupsafe import Markup

from support_memory.api.dependencies import get_services
from support_memory.console.access import PosterDep, UserDep
from support_memory.console.render import page
from support_memory.insights import charts
from support_memory.models import format_timestamp

router = APIRouter(prefix="/console", include_in_schema=False)
PAGE_SIZE = 50
PERIODS = (7, 30, 90, 365)


@router.get("/escalations", response_class=HTMLResponse)
def escalations(
    request: Request,
    user: UserDep,
    status: Literal["open", "acknowledged", "all"] = "open",
    offset: Annotated[int, Query(ge=0, le=1_000_000)] = 0,
    done: str = "",
) -> HTMLResponse:
    queue = get_services(request).escalations
    items = queue.items(status=status, limit=PAGE_SIZE, offset=offset) if queue else []
    total = queue.count(status=status) if queue else 0
    return page(
        request,
        "escalations.html",
        user=user,
        items=items,
        total=total,
        shown=status,
        offset=offset,
        page_size=PAGE_SIZE,
        done=done,
        has_queue=queue is not None,
    )


@router.post("/escalations/{escalation_id}/ack")
def acknowledge(
    request: Request,
    escalation_id: Annotated[str, Path(min_length=1, max_length=64)],
    user: PosterDep,
) -> Response:
    services = get_services(request)
    queue = services.escalations
    found = None
    if queue is not None:
        stamp = format_timestamp(services.clock())
        found = queue.acknowledge(escalation_id, author=user.author, at=stamp)
    done = "acknowledged" if found is not None else "missing"
    return RedirectResponse(f"/console/escalations?done={done}", status_code=303)


@router.get("/insights", response_class=HTMLResponse)
def insights(
    request: Request,
    user: UserDep,
    days: Annotated[int, Query(ge=1, le=3660)] = 30,
) -> HTMLResponse:
    fleet = get_services(request).insights
    report = fleet.report(days=days, limit=10) if fleet is not None else None
    return page(
        request,
        "insights.html",
        user=user,
        report=report,
        days=days,
        periods=PERIODS,
        # Drawn and escaped by ``insights.charts``: safe to place as markup.
        activity=Markup(charts.activity_chart(report)) if report else "",
        rates=Markup(charts.success_chart(report)) if report else "",
    )
