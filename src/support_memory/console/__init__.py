"""The support console at ``/console``: server-rendered pages and plain forms over the same
services as the HTTP API (no JavaScript, no build step).

``install_console(app)`` adds its routes and answers its refusals as HTML. Modules: access
(sessions, local-only mode, CSRF), login, pages (GET), actions (POST), beyond (the
escalation queue and the fleet insights), views (what a page shows),
render (Jinja2, escaping, security headers), labels (words and colours).
"""

from __future__ import annotations

from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse, Response

from support_memory.console import actions, beyond, login, pages
from support_memory.console.access import ConsoleRefusal
from support_memory.console.render import page


async def _refusal(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, ConsoleRefusal)
    if exc.location is not None:
        return RedirectResponse(exc.location, status_code=303)
    return page(request, "error.html", status=exc.status, message=exc.message)


def install_console(app: FastAPI) -> None:
    for module in (login, pages, actions, beyond):
        app.include_router(module.router)
    app.add_exception_handler(ConsoleRefusal, _refusal)


__all__ = ["install_console"]
