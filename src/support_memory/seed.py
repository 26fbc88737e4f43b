"""The reference conversation (customer ``CUST-1042``), played as real audited turns.

``support-memory seed`` and the console's "Seed the reference customer" button play it,
so a new user, the browser tests and the screenshots all start from the same history: a
crash on a large PDF upload, restart and cache clearing that failed, an update that fixed
it, and the customer coming back with the same crash.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any

from support_memory.agent import SupportAgent
from support_memory.audit.protocol import AuditStore
from support_memory.audit.record import AuditRecord
from support_memory.errors import ValidationError
from support_memory.models import Clock, utc_now, validate_customer_id
from support_memory.reply import SupportReply
from support_memory.turns import run_turn

REFERENCE_CUSTOMER = "CUST-1042"
FIRST_VISIT = (
    "My Acme PDF Suite crashes whenever I upload a large PDF.",
    "I restarted it but that did not help.",
    "Cleared the cache, still crashing.",
    "Updated the app and it fixed it.",
)
RETURN_VISIT = "The application is crashing again when I upload a PDF."
NO_LONGER_WORKS = "I updated the app again but it still crashes on big PDFs."
CONVERSATION = (*FIRST_VISIT, RETURN_VISIT)


def seed_reference(
    agent: SupportAgent,
    audit: AuditStore,
    lock_for: Callable[[str], AbstractContextManager[Any]],
    customer_id: str = REFERENCE_CUSTOMER,
    *,
    audit_messages: bool = False,
    clock: Clock = utc_now,
) -> list[tuple[str, SupportReply, AuditRecord]]:
    """Play ``CONVERSATION`` as ``customer_id``; refused when that customer already has
    memories (forget them first, or seed another id), so a seed never mixes histories."""
    validate_customer_id(customer_id)
    if agent.store.all(customer_id):
        raise ValidationError(
            "customer_id", f"{customer_id} already has memories: forget them or pick another id"
        )
    turns = []
    for message in CONVERSATION:
        reply, record = run_turn(
            agent,
            audit,
            lock_for,
            customer_id,
            message,
            session_id="seed",
            audit_messages=audit_messages,
            clock=clock,
        )
        turns.append((message, reply, record))
    return turns
