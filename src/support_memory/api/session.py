"""Signed browser sessions for the console (and for ``/docs`` opened from it).

A session is a cookie holding ``{author, csrf, expires, key_tag}`` as base64url JSON plus
an HMAC-SHA256 of it under the server secret (``CONSOLE_SECRET``, or a random secret per
process, so sessions then end when the service restarts). The cookie is HttpOnly,
SameSite=Strict, has an expiry, and is marked Secure when the request came over https.

A session stays valid only while its key does: ``key_tag`` is a hash of the key it was
opened with, so removing or rotating that key in ``SUPPORT_API_KEYS`` ends its sessions.
Nothing secret is inside: the cookie names the key, never holds it.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import logging
import secrets
import time
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass

from fastapi import Request, Response

log = logging.getLogger(__name__)

COOKIE = "sm_console"
LOCAL_AUTHOR = "local"  # the console's user when no key is configured (127.0.0.1 only)


@dataclass(frozen=True)
class Session:
    author: str  # the key's name: who made a correction
    csrf: str  # every console form carries it
    expires: int  # unix seconds
    key_tag: str


def key_tag(secret: bytes, key: str) -> str:
    """A short keyed hash of an API key: names the key without revealing it."""
    return hmac.new(secret, b"key\x00" + key.encode(), hashlib.sha256).hexdigest()[:16]


class SessionSigner:
    """Issues and checks session cookies; ``clock`` returns unix seconds (tests fix it)."""

    def __init__(
        self,
        secret: str | None,
        *,
        lifetime_s: float = 8 * 3600,
        clock: Callable[[], float] = time.time,
    ) -> None:
        if not secret:
            log.warning(
                "CONSOLE_SECRET is not set: console sessions are signed with a random secret "
                "and end when the service restarts"
            )
        self._secret = (secret or secrets.token_hex(32)).encode()
        self.lifetime_s = lifetime_s
        self._clock = clock

    def issue(self, author: str, key: str) -> tuple[str, Session]:
        """A new session for ``author`` (``key`` is the API key they showed, or "")."""
        session = Session(
            author=author,
            csrf=secrets.token_urlsafe(24),
            expires=int(self._clock() + self.lifetime_s),
            key_tag=key_tag(self._secret, key),
        )
        body = _b64(json.dumps(asdict(session), sort_keys=True).encode())
        return f"{body}.{_b64(self._sign(body))}", session

    def read(self, value: str | None, keys: Mapping[str, str]) -> Session | None:
        """The session in ``value`` if its signature, expiry and key still hold."""
        if not value or value.count(".") != 1:
            return None
        body, signature = value.split(".")
        try:
            valid = hmac.compare_digest(_unb64(signature), self._sign(body))
            session = Session(**json.loads(_unb64(body))) if valid else None
        except (ValueError, TypeError, binascii.Error):
            return None
        if session is None or session.expires <= self._clock():
            return None
        key = keys.get(session.author) if keys else ("" if session.author == LOCAL_AUTHOR else None)
        if key is None or not hmac.compare_digest(session.key_tag, key_tag(self._secret, key)):
            return None
        return session

    def set_cookie(self, response: Response, request: Request, value: str) -> None:
        response.set_cookie(
            COOKIE,
            value,
            max_age=int(self.lifetime_s),
            path="/",
            httponly=True,
            samesite="strict",
            secure=request.url.scheme == "https",
        )

    def _sign(self, body: str) -> bytes:
        return hmac.new(self._secret, body.encode(), hashlib.sha256).digest()


def clear_cookie(response: Response) -> None:
    response.delete_cookie(COOKIE, path="/", httponly=True, samesite="strict")


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
