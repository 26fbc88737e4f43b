"""``POST /support/message``: one customer turn, durably stored before the 200."""

# No ``from __future__ import annotations`` here: the request model is built per app, and
# FastAPI must see the real class in the endpoint's signature, not a string.

from typing import Any, cast

from fastapi import APIRouter, Depends

from support_memory.api.auth import require_api_key
from support_memory.api.dependencies import (
    AgentDep,
    AuditDep,
    ClockDep,
    LocksDep,
    MetricsDep,
    SettingsDep,
)
from support_memory.api.routes.common import errors
from support_memory.api.schemas import MessageBody, ReplyBody, create_message_model
from support_memory.turns import run_turn


def build_router(max_message_chars: int) -> APIRouter:
    """The support routes, with messages bounded to ``max_message_chars``."""
    message_model = create_message_model(max_message_chars)
    router = APIRouter(tags=["support"], dependencies=[Depends(require_api_key)])

    @router.post(
        "/support/message",
        response_model=ReplyBody,
        responses=errors(401, 409, 413, 422, 502, 503),
        summary="Answer a customer message using, then extending, their memory",
    )
    def post_message(
        payload: message_model,  # type: ignore[valid-type]
        agent: AgentDep,
        audit: AuditDep,
        metrics: MetricsDep,
        locks: LocksDep,
        settings: SettingsDep,
        clock: ClockDep,
    ) -> dict[str, Any]:
        """Recall, reply, extract, persist, audit. A 200 means the turn's memories and its
        audit record are committed."""
        body = cast(MessageBody, payload)
        reply, _ = run_turn(
            agent,
            audit,
            locks,
            body.customer_id,
            body.message,
            session_id=body.session_id,
            channel=body.channel,
            audit_messages=settings.audit_messages,
            clock=clock,
        )
        metrics.observe_turn(reply)
        return reply.to_dict()

    return router
