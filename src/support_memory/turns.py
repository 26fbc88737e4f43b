"""One audited turn: the agent's reply and its audit record, under the customer's lock.

The HTTP route, the console's "try a message" panel, ``seed`` and the MCP server all run
turns through here, so each one is recorded the same way, and a forget or a correction of
the same customer waits for it (they take the same lock). ``record_turn`` is the turn of a
reply written elsewhere (an agent's own, over MCP): recorded with engine ``external``.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any

from support_memory.agent import SupportAgent
from support_memory.audit.protocol import AuditStore
from support_memory.audit.record import AuditRecord
from support_memory.channels import Channel, channel_of
from support_memory.models import Clock, utc_now
from support_memory.reply import SupportReply


def run_turn(
    agent: SupportAgent,
    audit: AuditStore,
    lock_for: Callable[[str], AbstractContextManager[Any]],
    customer_id: str,
    message: str,
    *,
    session_id: str | None = None,
    channel: Channel | str = Channel.CHAT,
    audit_messages: bool = False,
    clock: Clock = utc_now,
) -> tuple[SupportReply, AuditRecord]:
    """Answer ``message`` (arrived on ``channel``) and keep the turn's audit record (with
    the message text, as sent, only when ``audit_messages``); both are durable when this
    returns."""
    origin = channel_of(channel)

    def answer(customer: str, text: str) -> SupportReply:
        return agent.handle(customer, text, channel=origin, session_id=session_id)

    return _audited(
        answer,
        audit,
        lock_for,
        customer_id,
        message,
        session_id,
        audit_messages,
        clock,
        channel=origin,
    )


def record_turn(
    agent: SupportAgent,
    audit: AuditStore,
    lock_for: Callable[[str], AbstractContextManager[Any]],
    customer_id: str,
    message: str,
    *,
    session_id: str | None = None,
    audit_messages: bool = False,
    clock: Clock = utc_now,
) -> tuple[SupportReply, AuditRecord]:
    """Learn from ``message``, answered elsewhere (``SupportAgent.record``), and keep the
    turn's audit record like ``run_turn``'s."""
    return _audited(
        agent.record, audit, lock_for, customer_id, message, session_id, audit_messages, clock
    )


def _audited(
    step: Callable[[str, str], SupportReply],
    audit: AuditStore,
    lock_for: Callable[[str], AbstractContextManager[Any]],
    customer_id: str,
    message: str,
    session_id: str | None,
    audit_messages: bool,
    clock: Clock,
    *,
    channel: Channel = Channel.CHAT,
) -> tuple[SupportReply, AuditRecord]:
    with lock_for(customer_id):
        reply = step(customer_id, message)
        record = AuditRecord.from_reply(
            customer_id,
            reply,
            session_id=session_id,
            channel=channel.value,
            message=message if audit_messages else None,
            clock=clock,
        )
        audit.record(record)
    return reply, record
