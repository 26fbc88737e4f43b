"""Rendering console pages: Jinja2 with autoescaping on, and the headers every page gets.

Every value reaches the HTML through Jinja's escaping (``autoescape=True`` for every
template, not only ``.html`` ones), so a customer message holding ``<script>`` is shown as
text. The Content-Security-Policy allows no script at all and only our own stylesheet, as
a second line of defence; pages are never cached and never framed.
"""

from __future__ import annotations

import functools
from importlib import resources
from typing import Any

import jinja2
from fastapi import Request
from fastapi.responses import HTMLResponse

from support_memory.console import labels

SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; "
        "frame-ancestors 'none'; base-uri 'none'"
    ),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "Cache-Control": "no-store",
}
NEW_SESSION_STATE = "console_new_session"  # request.state: a cookie to set on this answer


def _environment() -> jinja2.Environment:
    folder = resources.files("support_memory.console") / "templates"
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(folder)),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.globals["labels"] = labels
    env.filters["when"] = labels.when
    return env


@functools.cache
def environment() -> jinja2.Environment:
    """Built on first use (no file I/O at import time), then shared: templates are static."""
    return _environment()


def page(request: Request, template: str, status: int = 200, **context: Any) -> HTMLResponse:
    """The rendered ``template`` with the security headers, setting a new session cookie
    when the request's access check issued one."""
    html = environment().get_template(template).render(request=request, **context)
    response = HTMLResponse(html, status_code=status, headers=SECURITY_HEADERS)
    issued = getattr(request.state, NEW_SESSION_STATE, None)
    if issued is not None:
        signer, value = issued
        signer.set_cookie(response, request, value)
    return response
