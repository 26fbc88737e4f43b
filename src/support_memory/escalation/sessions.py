"""Telling support sessions apart, from when things were said and the session ids we have.

A conversation's ``session_id`` (API, console) separates sessions for sure: two events
with different ids are in different sessions. Without ids, a pause longer than the gap
(``ESCALATION_SESSION_GAP_MINUTES``, default 30) starts a new session, the way a support
team would count separate contacts.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta


@dataclass(frozen=True)
class Event:
    """Something that happened in a session: when, and the session's id if known."""

    at: datetime
    session: str | None = None
    key: str = ""  # what happened (a memory id), to tell events apart


def group(events: Sequence[Event], gap: timedelta) -> list[list[Event]]:
    """The events split into sessions, oldest first."""
    sessions: list[list[Event]] = []
    for event in sorted(events, key=lambda e: (e.at, e.key)):
        if sessions and _same_session(sessions[-1][-1], event, gap):
            sessions[-1].append(event)
        else:
            sessions.append([event])
    return sessions


def _same_session(before: Event, after: Event, gap: timedelta) -> bool:
    if before.session is not None and after.session is not None:
        return before.session == after.session
    return after.at - before.at <= gap


def current(events: Sequence[Event], now: Event, gap: timedelta) -> list[Event]:
    """The events in the same session as ``now`` (the turn itself), ``now`` included."""
    for session in group([*events, now], gap):
        if now in session:
            return session
    return [now]
