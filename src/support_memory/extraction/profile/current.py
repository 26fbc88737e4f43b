"""Which profile facts are current: a newer fact of the same kind supersedes an older one.

"I'm on Windows 10" then "I upgraded to Windows 11": both stay in the customer's history,
but the older one carries ``superseded_by`` (the newer memory's id) and ``superseded_at`` in
its metadata and is no longer recalled as the customer's setup. The kind of a fact is kept
in ``profile_kind`` when it is stored; facts stored before kinds existed are read again.
"""

from __future__ import annotations

from support_memory.extraction.profile.facts import profile_facts
from support_memory.models import Memory, MemoryType

KIND_KEY = "profile_kind"
SUPERSEDED_BY = "superseded_by"
SUPERSEDED_AT = "superseded_at"


def is_current(memory: Memory) -> bool:
    """False for a PROFILE fact a newer one of its kind replaced; True for anything else."""
    return memory.type is not MemoryType.PROFILE or SUPERSEDED_BY not in memory.metadata


def fact_kind(memory: Memory) -> str:
    """The kind of a stored PROFILE fact ("os:windows", "device:phone", "plan", ...)."""
    kind = memory.metadata.get(KIND_KEY)
    if kind:
        return kind
    facts = profile_facts(memory.text)
    return facts[0].kind if facts else f"text:{memory.text.lower()}"
