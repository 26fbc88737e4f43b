"""Proactive escalation: a decision layer beside the reply, and the queue it feeds.

``rules.decide`` is a pure function of the customer's state before the turn, what the
turn extracted and the thresholds; ``EscalationLayer`` runs it on every turn and queues
candidates (``EscalationQueue``: in memory, SQLite, PostgreSQL). See docs/escalation.md.
"""

from __future__ import annotations

from support_memory.escalation.layer import EscalationLayer
from support_memory.escalation.queue import (
    Candidate,
    EscalationItem,
    EscalationQueue,
    InMemoryEscalationQueue,
)
from support_memory.escalation.rules import Escalation, Reason, Thresholds, Turn, decide

__all__ = [
    "Candidate",
    "Escalation",
    "EscalationItem",
    "EscalationLayer",
    "EscalationQueue",
    "InMemoryEscalationQueue",
    "Reason",
    "Thresholds",
    "Turn",
    "decide",
]
