"""Bearer-key authentication with named keys.

With ``SUPPORT_API_KEYS=name:key,...`` and/or ``SUPPORT_API_KEY`` (named ``default``) set,
every route but ``/health`` needs ``Authorization: Bearer <key>``; the key's *name* is who
made a request (the author of a correction). Keys are compared in constant time, and every
configured key is compared, so the time taken does not tell which one nearly matched.
Without any key configured the API is open and requests are made by ``anonymous``.
"""

from __future__ import annotations

import hmac
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request

from support_memory.api.dependencies import SettingsDep


@dataclass(frozen=True)
class Principal:
    """Who made a request: the configured key's name, ``anonymous`` (no key configured) or
    ``local`` (a console session on a service without keys, reachable from 127.0.0.1 only)."""

    name: str


ANONYMOUS = Principal("anonymous")


class Unauthorized(Exception):
    """Missing or wrong key; answered 401 by the error handlers (never echoing the key)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def bearer_token(header: str | None) -> str | None:
    """The token of ``Bearer <token>`` (scheme case-insensitive), else ``None``."""
    if not header:
        return None
    scheme, _, given = header.partition(" ")
    if scheme.lower() != "bearer" or not given.strip():
        return None
    return given.strip()


def key_name(keys: Mapping[str, str], given: str | None) -> str | None:
    """The name of the key equal to ``given``, comparing against every key."""
    found = None
    for name, key in keys.items():
        if hmac.compare_digest((given or "").encode(), key.encode()) and given is not None:
            found = name
    return found


def key_matches(expected: str, header: str | None) -> bool:
    """True when ``header`` is ``Bearer <expected>``."""
    return key_name({"key": expected}, bearer_token(header)) is not None


def require_api_key(request: Request, settings: SettingsDep) -> Principal:
    """Route dependency: the caller, when no key is configured or a configured one is sent."""
    keys = settings.api_keys()
    if not keys:
        return ANONYMOUS
    header = request.headers.get("authorization")
    name = key_name(keys, bearer_token(header))
    if name is None:
        raise Unauthorized(
            "missing bearer token: send 'Authorization: Bearer <key>' (SUPPORT_API_KEYS)"
            if not header
            else "invalid credentials: the bearer token matches no configured API key"
        )
    return Principal(name)


PrincipalDep = Annotated[Principal, Depends(require_api_key)]
