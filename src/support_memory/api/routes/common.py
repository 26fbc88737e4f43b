"""Shared route pieces: the customer id path parameter and the documented error answers."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Path

from support_memory.api.schemas import CUSTOMER_ID_RULE, ErrorBody
from support_memory.models import CUSTOMER_ID_PATTERN

CustomerId = Annotated[
    str,
    Path(
        pattern=CUSTOMER_ID_PATTERN, max_length=64, description=f"Customer id: {CUSTOMER_ID_RULE}."
    ),
]


def errors(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """OpenAPI ``responses`` for these error statuses, all with ``ErrorBody``."""
    described = {
        401: "Missing or wrong bearer key (when SUPPORT_API_KEYS or SUPPORT_API_KEY is set).",
        404: "The customer has no memory with that id.",
        409: "The customer's memories changed during the turn; retry.",
        413: "Request body too large.",
        422: "Invalid input; the body says which field and what is allowed.",
        502: "A backend refused this service's credentials.",
        503: "The memory store is unavailable; retry (see Retry-After).",
    }
    return {s: {"model": ErrorBody, "description": described[s]} for s in statuses}
