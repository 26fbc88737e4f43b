"""Signing in and out of the console with an API key.

The login form is protected against cross-site posting like every other form: before a
session exists, its CSRF token is a random value in a short-lived HttpOnly, SameSite=Strict
cookie that the form must repeat. A correct key opens a signed session (``api/session``)
named after the key; a wrong one gets the form again, saying so, and no hint which part
was wrong.
"""

from __future__ import annotations

import hmac
import secrets

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from support_memory.api.auth import key_name
from support_memory.api.dependencies import SessionsDep, SettingsDep
from support_memory.api.session import clear_cookie
from support_memory.console.access import ConsoleRefusal, FormDep, PosterDep, is_loopback
from support_memory.console.render import page

router = APIRouter(prefix="/console", include_in_schema=False)
LOGIN_COOKIE = "sm_login"
LOGIN_COOKIE_SECONDS = 3600


def _login_form(request: Request, settings: SettingsDep, error: str = "") -> Response:
    if not settings.api_keys():
        if not is_loopback(request):
            raise ConsoleRefusal(403, "No API key is configured: the console is local only.")
        return RedirectResponse("/console/customers", status_code=303)
    token = secrets.token_urlsafe(24)
    response = page(request, "login.html", status=401 if error else 200, csrf=token, error=error)
    response.set_cookie(
        LOGIN_COOKIE,
        token,
        max_age=LOGIN_COOKIE_SECONDS,
        path="/console/login",
        httponly=True,
        samesite="strict",
        secure=request.url.scheme == "https",
    )
    return response


@router.get("/login", response_class=HTMLResponse)
def login_form(request: Request, settings: SettingsDep) -> Response:
    return _login_form(request, settings)


@router.post("/login")
def login(
    request: Request, settings: SettingsDep, sessions: SessionsDep, form: FormDep
) -> Response:
    expected = request.cookies.get(LOGIN_COOKIE, "")
    given = form.get("csrf_token", "")
    if not expected or not hmac.compare_digest(given.encode(), expected.encode()):
        raise ConsoleRefusal(403, "The sign-in form expired or came from elsewhere; reload it.")
    key = form.get("key", "").strip()
    name = key_name(settings.api_keys(), key or None)
    if name is None:
        return _login_form(request, settings, error="That key is not one of this service's keys.")
    value, _ = sessions.issue(name, key)
    response = RedirectResponse("/console/customers", status_code=303)
    sessions.set_cookie(response, request, value)
    response.delete_cookie(LOGIN_COOKIE, path="/console/login")
    return response


@router.post("/logout")
def logout(user: PosterDep) -> Response:
    response = RedirectResponse("/console/login", status_code=303)
    clear_cookie(response)
    return response
