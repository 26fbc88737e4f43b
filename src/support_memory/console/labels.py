"""Words and colours the templates use for memories, so every page says the same thing."""

from __future__ import annotations

from datetime import datetime

# outcome / status → (label shown, css class). Colour is never the only signal: the label
# says it in words too.
STATES = {
    "worked": ("worked", "ok"),
    "failed": ("failed", "bad"),
    "in_progress": ("in progress", "wait"),
    "open": ("open", "wait"),
    "resolved": ("resolved", "ok"),
}
OUTCOMES = ("worked", "failed", "in_progress")
STATUSES = ("open", "resolved")
DONE = {
    "corrected": "Correction saved and written to the audit trail.",
    "unchanged": "Nothing changed: the memory already had those values.",
    "deleted": "Memory deleted; the deletion is in the audit trail.",
    "added": "Memory added; the addition is in the audit trail.",
    "seeded": "The reference conversation was played as this customer.",
    "forgotten": "The customer was forgotten: memories and audit trail deleted.",
    "acknowledged": "Escalation acknowledged.",
    "missing": "There is no escalation with that id (forgotten meanwhile?).",
}


def state(value: str | None) -> tuple[str, str]:
    return STATES.get(value or "", (value or "", "plain"))


def when(stamp: str | None) -> str:
    """``2026-01-01T12:00:00.123456Z`` → ``2026-01-01 12:00:00 UTC``."""
    if not stamp:
        return ""
    try:
        moment = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except ValueError:
        return stamp
    return moment.strftime("%Y-%m-%d %H:%M:%S UTC")
