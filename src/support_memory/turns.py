"""One audited turn: the agent's reply and its audit record, under the customer's lock.

The HTTP route, the console's "try a message" panel and ``seed`` all run turns through
here, so each one is recorded the same way, and a forget or a correction of the same
customer waits for it (they take the same lock).
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
    channel = channel_of(channel)
    with lock_for(customer_id):
        reply = agent.handle(customer_id, message, channel=channel, session_id=session_id)
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
