"""Which profile facts are current: a newer fact of the same kind supersedes an older one.

"I'm on Windows 10" then "I upgraded to Windows 11": both stay in the customer's history,
but the older one carries ``superseded_by`` (the newer memory's id) and ``superseded_at`` in
its metadata and is no longer recalled as the customer's setup. The kind of a fact is kept
in ``profile_kind`` when it is stored; facts stored before kinds existed are read again.
"""

from __future__ import annotations

from support_memory.extraction.profile.facts import profile_facts
from support_memory.models import SUPERSEDED_AT, SUPERSEDED_BY, Memory, is_current

KIND_KEY = "profile_kind"
__all__ = ["KIND_KEY", "SUPERSEDED_AT", "SUPERSEDED_BY", "fact_kind", "is_current"]


def fact_kind(memory: Memory) -> str:
    """The kind of a stored PROFILE fact ("os:windows", "device:phone", "plan", ...)."""
    kind = memory.metadata.get(KIND_KEY)
    if kind:
        return kind
    facts = profile_facts(memory.text)
    return facts[0].kind if facts else f"text:{memory.text.lower()}"
