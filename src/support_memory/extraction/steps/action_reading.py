"""The result of reading an action off a clause (shared by ``actions`` and ``nominal``)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ActionReading:
    """An action found in a clause. ``text`` is None for another person's action."""

    text: str | None
    verb: str
    rest: tuple[str, ...]
    mode: str  # "done", "in_progress", "needs_outcome", "fragment" (a bare verb)
    actor: str = "self"
    subjectless: bool = False
