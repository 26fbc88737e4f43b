"""What a turn does beside recall (issue 14), in one place so the pipeline stays readable.

* ``Origin``: where the message came from (channel, conversation), validated;
* ``with_fleet``: fleet statistics from other customers into the reply context, in their
  own field, when insights are on and the customer has no known fix;
* ``stamped``: provenance (channel, conversation) and reopen history on the memories a
  turn is about to write;
* ``review``: the escalation decision on the written turn, and its reasons for the reply.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Sequence
from dataclasses import dataclass

from support_memory import patterns
from support_memory.channels import Channel, channel_of
from support_memory.channels.provenance import stamp_origin
from support_memory.engines.protocol import EngineReply, ReplyContext
from support_memory.errors import StoreError, ValidationError
from support_memory.escalation import Escalation, EscalationLayer
from support_memory.extraction.protocol import Extraction
from support_memory.insights.fleet import fleet_suggestions
from support_memory.insights.stats import Insights
from support_memory.models import CUSTOMER_ID_PATTERN, Memory, MemoryType
from support_memory.recall import RecalledMemory
from support_memory.state import CustomerState

log = logging.getLogger(__name__)
_SESSION_ID_RE = patterns.compile(CUSTOMER_ID_PATTERN)


@dataclass(frozen=True)
class Origin:
    """Where a message came from: its channel and conversation."""

    channel: Channel = Channel.CHAT
    session_id: str | None = None


def origin_of(channel: Channel | str, session_id: str | None) -> Origin:
    """A validated ``Origin`` (an unknown channel or a bad session id is a
    ``ValidationError`` naming the field)."""
    if session_id is not None and (
        not isinstance(session_id, str) or not _SESSION_ID_RE.fullmatch(session_id)
    ):
        raise ValidationError(
            "session_id",
            "must be 1-64 characters: a letter or digit, then letters, digits or . _ : -",
        )
    return Origin(channel_of(channel), session_id)


def with_fleet(
    insights: Insights | None, context: ReplyContext, state: CustomerState
) -> ReplyContext:
    """The context with fleet statistics (``insights.fleet``); statistics that cannot be
    read cost only the suggestion."""
    if insights is None:
        return context
    try:
        found = fleet_suggestions(insights, context, state)
    except StoreError as exc:
        log.warning("fleet statistics unavailable: %s", type(exc).__name__)
        return context
    return dataclasses.replace(context, fleet=found) if found else context


def stamped(
    extraction: Extraction, history: Sequence[Memory], origin: Origin, layer: EscalationLayer
) -> Extraction:
    """The extraction with its provenance and what the escalation rules count later
    (reopenings), just before it is written."""
    before = {m.id: m for m in history}
    extraction = stamp_origin(extraction, origin.channel, origin.session_id, before)
    return layer.annotate(extraction, before)


def review(
    layer: EscalationLayer,
    customer_id: str,
    state: CustomerState,
    extraction: Extraction,
    origin: Origin,
    recalled: Sequence[RecalledMemory],
    context: ReplyContext,
) -> Escalation:
    """The escalation decision on a written turn (``state``: the customer's before it)."""
    fix = context.known_fixes[0] if context.fix_no_longer_works and context.known_fixes else None
    return layer.review(
        customer_id,
        state,
        extraction,
        channel=origin.channel.value,
        session_id=origin.session_id,
        incident=next((r.memory for r in recalled if r.memory.type is MemoryType.INCIDENT), None),
        fix_no_longer_works=fix,
    )


def reasons(escalation: Escalation, answer: EngineReply, engine_name: str) -> list[dict[str, str]]:
    """The reply's escalation reasons: the rules that fired, or the engine's own call."""
    found = [reason.to_dict() for reason in escalation.reasons]
    if answer.escalation and not found:
        found.append({"rule": "engine", "detail": f"the {engine_name} engine escalated"})
    return found
