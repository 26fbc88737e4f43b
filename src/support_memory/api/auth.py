"""Bearer-key authentication: with ``SUPPORT_API_KEY`` set, every route but ``/health``
needs ``Authorization: Bearer <key>``. Keys are compared in constant time."""

from __future__ import annotations

import hmac

from fastapi import Request

from support_memory.api.dependencies import SettingsDep


class Unauthorized(Exception):
    """Missing or wrong key; answered 401 by the error handlers (never echoing the key)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def key_matches(expected: str, header: str | None) -> bool:
    """True when ``header`` is ``Bearer <expected>`` (scheme case-insensitive)."""
    if not header:
        return False
    scheme, _, given = header.partition(" ")
    if scheme.lower() != "bearer":
        return False
    return hmac.compare_digest(given.strip().encode(), expected.encode())


async def require_api_key(request: Request, settings: SettingsDep) -> None:
    """Route dependency: passes when no key is configured or the right one is sent."""
    expected = settings.support_api_key
    if expected is None:
        return
    header = request.headers.get("authorization")
    if not key_matches(expected, header):
        raise Unauthorized(
            "missing bearer token: send 'Authorization: Bearer <SUPPORT_API_KEY>'"
            if not header
            else "invalid credentials: the bearer token does not match SUPPORT_API_KEY"
        )
