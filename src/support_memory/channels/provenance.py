"""Where a memory came from: the channel (and conversation) of the message that made it.

New memories get ``metadata["channel"]`` (and ``metadata["session_id"]`` when the turn
had one); a step whose outcome this turn changed gets ``metadata["outcome_session"]``, so
the escalation rules know in which conversation it failed. Updates keep the channel of
the message that created the memory.
"""

from __future__ import annotations

from collections.abc import Mapping

from support_memory.channels import Channel
from support_memory.extraction.protocol import Extraction
from support_memory.models import Memory, MemoryType

CHANNEL = "channel"
SESSION = "session_id"
OUTCOME_SESSION = "outcome_session"


def stamp_origin(
    extraction: Extraction,
    channel: Channel,
    session_id: str | None,
    before: Mapping[str, Memory],
) -> Extraction:
    """``extraction`` with its memories' provenance stamped (module docstring)."""
    origin = {CHANNEL: channel.value}
    if session_id:
        origin[SESSION] = session_id
    new = [_with(memory, origin) for memory in extraction.new]
    updated = []
    for memory in extraction.updated:
        previous = before.get(memory.id)
        changed = previous is None or previous.outcome != memory.outcome
        if session_id and memory.type is MemoryType.ATTEMPT and changed:
            memory = _with(memory, {OUTCOME_SESSION: session_id})
        updated.append(memory)
    return Extraction(new=new, updated=updated)


def _with(memory: Memory, extra: dict[str, str]) -> Memory:
    return memory.model_copy(update={"metadata": {**memory.metadata, **extra}})
