"""``MemoryServices``: what the MCP tools use, passed in by whoever runs the server."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any

from support_memory.agent import MAX_MESSAGE_CHARS, SupportAgent
from support_memory.audit.protocol import AuditStore
from support_memory.corrections import Corrections
from support_memory.models import Clock, utc_now
from support_memory.reply import SupportReply
from support_memory.stores.protocol import MemoryStore

LockFor = Callable[[str], AbstractContextManager[Any]]


@dataclass(frozen=True)
class MemoryServices:
    """The agent, audit trail, corrections and per-customer locks of one process: the
    service's own (``create_app``) or the stdio command's. ``lock_for`` is the lock the
    turns and corrections hold, so an MCP turn and a REST correction never interleave."""

    agent: SupportAgent
    audit: AuditStore
    corrections: Corrections
    lock_for: LockFor
    max_message_chars: int = MAX_MESSAGE_CHARS
    audit_messages: bool = False
    clock: Clock = utc_now
    on_turn: Callable[[SupportReply], None] | None = None  # e.g. the service's metrics

    @property
    def store(self) -> MemoryStore:
        return self.agent.store
