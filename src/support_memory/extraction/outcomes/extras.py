"""More good-news phrasings, kept apart so ``outcome_patterns`` stays small.

"Running it as admin got it through", "it's kept me signed in all day", "those sound
fine" (said of what the customer tried).
"""

from __future__ import annotations

from support_memory.patterns import Pattern, compile

_EXTRA_WORKED = [
    (r"\b(?:got|gets|get) (?:it|them|the \w+(?: \w+)?) through\b", False),
    (
        r"\b(?:has |have |'s |'ve )?(?:kept|keeps|keep) me (?:signed|logged) in\b",
        True,
    ),
    (
        r"^(?:but\s+|and\s+)?(?:those|these|they|that|it) (?:sound|sounds|look|looks) (?:fine|ok|"
        r"okay|good|great|normal|perfect)\b",
        True,
    ),
]
EXTRA_WORKED: list[tuple[Pattern, bool]] = [(compile(p), state) for p, state in _EXTRA_WORKED]
