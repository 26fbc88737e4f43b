"""The clause kinds the model tells apart (the labelling guide in ``corpus/README.md``)."""

from __future__ import annotations

from typing import Literal

ClauseKind = Literal[
    "problem", "step", "plan", "step_worked", "step_failed", "good", "bad", "other"
]
KINDS: tuple[ClauseKind, ...] = (
    "problem",
    "step",
    "plan",
    "step_worked",
    "step_failed",
    "good",
    "bad",
    "other",
)
STEP_KINDS = frozenset({"step", "plan", "step_worked", "step_failed"})
