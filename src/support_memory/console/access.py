"""Who is using the console, and whether a form really came from it.

* With keys configured (``SUPPORT_API_KEYS`` / ``SUPPORT_API_KEY``), every page needs a
  session opened at the login form with one of those keys; the session's author is the
  key's name.
* Without any key, the console answers only requests from the loopback interface
  (127.0.0.1 / ::1) addressed to a loopback host name, opens a ``local`` session by
  itself, and says so on every page.
* Every state-changing request (POST) must carry the session's CSRF token in its form.

Refusals are ``ConsoleRefusal``s, answered as HTML pages (or a redirect to the login).
"""

from __future__ import annotations

import hmac
import ipaddress
from dataclasses import dataclass
from typing import Annotated
from urllib.parse import parse_qs

from fastapi import Depends, Request

from support_memory.api.dependencies import SessionsDep, SettingsDep
from support_memory.api.session import COOKIE, LOCAL_AUTHOR, Session
from support_memory.console.render import NEW_SESSION_STATE

LOGIN_PATH = "/console/login"
MAX_FORM_FIELDS = 20


class ConsoleRefusal(Exception):
    """A console request that cannot go on: an HTML error page, or a redirect."""

    def __init__(self, status: int, message: str, *, location: str | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.location = location


@dataclass(frozen=True)
class ConsoleUser:
    session: Session
    keyless: bool  # no key configured: local access only

    @property
    def author(self) -> str:
        return self.session.author


def is_loopback(request: Request) -> bool:
    """From the loopback interface *and* addressed to a loopback name: a page that a
    DNS-rebinding attack pointed at 127.0.0.1 still sends its own host name."""
    client = request.client.host if request.client else ""
    return _loopback_address(client) and (
        request.url.hostname == "localhost" or _loopback_address(request.url.hostname or "")
    )


def _loopback_address(host: str) -> bool:
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def console_user(request: Request, settings: SettingsDep, sessions: SessionsDep) -> ConsoleUser:
    """Dependency of every console page: the signed-in user, or a refusal."""
    keys = settings.api_keys()
    if not keys and not is_loopback(request):
        raise ConsoleRefusal(
            403,
            "No API key is configured, so the console only answers on 127.0.0.1. "
            "Set SUPPORT_API_KEYS=name:key to use it from another machine.",
        )
    session = sessions.read(request.cookies.get(COOKIE), keys)
    if session is None and not keys:
        value, session = sessions.issue(LOCAL_AUTHOR, "")
        setattr(request.state, NEW_SESSION_STATE, (sessions, value))
    if session is None:
        raise ConsoleRefusal(303, "sign in first", location=LOGIN_PATH)
    return ConsoleUser(session, keyless=not keys)


UserDep = Annotated[ConsoleUser, Depends(console_user)]


async def form_fields(request: Request) -> dict[str, str]:
    """The posted ``application/x-www-form-urlencoded`` fields (the last value of each)."""
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind != "application/x-www-form-urlencoded":
        raise ConsoleRefusal(415, "Console forms are sent as application/x-www-form-urlencoded.")
    try:
        text = (await request.body()).decode("utf-8")
        parsed = parse_qs(text, keep_blank_values=True, max_num_fields=MAX_FORM_FIELDS)
    except ValueError:  # UnicodeDecodeError is a ValueError; so is "too many fields"
        raise ConsoleRefusal(400, "The form could not be read.") from None
    return {name: values[-1] for name, values in parsed.items()}


FormDep = Annotated[dict[str, str], Depends(form_fields)]


def check_csrf(user: ConsoleUser, form: dict[str, str]) -> None:
    """Refuse a POST whose form does not carry this session's CSRF token."""
    given = form.get("csrf_token", "")
    if not given or not hmac.compare_digest(given.encode(), user.session.csrf.encode()):
        raise ConsoleRefusal(
            403,
            "This form did not come from your console session (CSRF check failed). "
            "Reload the page and try again.",
        )


def posting_user(user: UserDep, form: FormDep) -> ConsoleUser:
    """Dependency of every console POST: the signed-in user, with the CSRF token checked."""
    check_csrf(user, form)
    return user


PosterDep = Annotated[ConsoleUser, Depends(posting_user)]
