"""When an incident was reopened, kept on the incident itself.

When a turn reopens an incident (resolved → open), the time is appended to the incident's
``metadata["reopened_at"]`` (space-separated timestamps, the last ``KEEP`` of them), so
the ``reopened`` rule can count reopenings within a window on every store, and forgetting
the customer forgets them too.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime

from support_memory.extraction.protocol import Extraction
from support_memory.models import IncidentStatus, Memory, MemoryType

REOPENED_AT = "reopened_at"
KEEP = 10


def stamp_reopens(extraction: Extraction, before: Mapping[str, Memory]) -> Extraction:
    """``extraction`` with each incident it reopens stamped (``before``: the memories as
    the turn read them, by id)."""
    updated = []
    for memory in extraction.updated:
        previous = before.get(memory.id)
        if (
            memory.type is MemoryType.INCIDENT
            and memory.status is IncidentStatus.OPEN
            and previous is not None
            and previous.status is IncidentStatus.RESOLVED
        ):
            stamps = [*previous.metadata.get(REOPENED_AT, "").split(), memory.updated_at]
            metadata = {**memory.metadata, REOPENED_AT: " ".join(stamps[-KEEP:])}
            memory = memory.model_copy(update={"metadata": metadata})
        updated.append(memory)
    return Extraction(new=list(extraction.new), updated=updated)


def reopen_times(value: str) -> list[datetime]:
    """The times in a ``reopened_at`` value (unreadable entries are skipped)."""
    found = []
    for stamp in value.split():
        try:
            found.append(datetime.fromisoformat(stamp.replace("Z", "+00:00")))
        except ValueError:
            continue
    return found
