"""A guess at what the problem was is no problem report: "must have been a pending thing",
"probably just a glitch" explain a problem that is already gone."""

from __future__ import annotations

from support_memory.patterns import IGNORECASE, compile

GUESS = compile(
    r"^(?:(?:it|that|this)\s+)?(?:must (?:have|'ve) been|must of been|musta been|"
    r"probably (?:was|just)|(?:i )?guess it was|maybe it was|was probably)\b",
    IGNORECASE,
)
