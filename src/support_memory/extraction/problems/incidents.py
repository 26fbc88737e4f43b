"""Incident identity: is this symptom the same problem as one the customer already has?

Two incident texts are the same problem when they share an error code, or when most of
the content terms of the shorter one (stems and synonym groups from
``support_memory.text``) appear in the other: "App crashes on PDF upload" is
"App crashes on large PDF upload"; "App offline" ("still offline") is "Printer shows
offline"; "Wifi drops" is not "Video calls drop every ten minutes".
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from support_memory.models import IncidentStatus, Memory, MemoryType
from support_memory.text import error_codes, term_set

# Terms that nearly every incident text has; sharing them proves nothing.
_WEAK_TERMS = frozenset({"app", "error", "issue", "problem", "work", "show", "keep", "stop"})
# ... and words of time that say when, not what: "No refund yet" is "Refund not received"
_WEAK_TERMS |= {"yet", "again", "anymore", "today", "now"}
# ... and how often: "dropped 4 times tonight" is "Internet keeps dropping every evening"
_WEAK_TERMS |= {"tonight", "yesterday", "morn", "even", "night", "day", "week", "hour", "minut"}
_WEAK_TERMS |= {"twic", "alway", "constant"}
# ... and the commonest verbs, under their base forms: "session didn't go" is not "went wrong"
_WEAK_TERMS |= {"go", "get", "give", "make", "take"}


@lru_cache(maxsize=4096)  # pure; the same incident and clause texts are compared often
def content_terms(text: str) -> frozenset[str]:
    terms = term_set(text) - _WEAK_TERMS
    return frozenset(t for t in terms if not (len(t) == 1 and t.isdigit()))  # "4 times"


def same_incident(a: str, b: str) -> bool:
    """True when incident texts ``a`` and ``b`` name the same problem."""
    codes_a, codes_b = set(error_codes(a)), set(error_codes(b))
    if codes_a and codes_b:
        return bool(codes_a & codes_b)
    terms_a, terms_b = content_terms(a), content_terms(b)
    common = terms_a & terms_b
    if not common:
        return False
    smaller = min(len(terms_a), len(terms_b))
    return len(common) / smaller >= 0.5 and (len(common) >= 2 or smaller == 1)


def matching_incident(text: str, incidents: Iterable[Memory]) -> Memory | None:
    """The newest incident among ``incidents`` (oldest first) that ``text`` names again."""
    for memory in reversed(list(incidents)):
        if memory.type is MemoryType.INCIDENT and same_incident(text, memory.text):
            return memory
    return None


def settled_by(message: str, history: Sequence[Memory], since: str) -> Memory | None:
    """The open incident that good news told with no problem of its own settles.

    Among the incidents opened in this conversation (created at ``since`` or later), the one
    that shares most content terms with ``message`` ("ok the laptop connects now" after
    "my phone battery drains" and "my laptop wont connect"); when the message names none of
    them ("deleted all data, now it works"), the first one: later turns of a conversation
    mostly add details to the problem it opened with. With none opened in this
    conversation, the newest open incident."""
    current = [
        memory
        for memory in history
        if memory.type is MemoryType.INCIDENT
        and memory.status is IncidentStatus.OPEN
        and memory.created_at >= since
    ]
    if not current:
        return newest_open(history)
    said = term_set(message) - _WEAK_TERMS  # uncached: a whole message, not a clause
    shared = [len(said & content_terms(memory.text)) for memory in current]
    return current[shared.index(max(shared))]


def newest_open(history: Sequence[Memory]) -> Memory | None:
    """The customer's newest open incident, if any."""
    for memory in reversed(history):
        if memory.type is MemoryType.INCIDENT and memory.status is IncidentStatus.OPEN:
            return memory
    return None
