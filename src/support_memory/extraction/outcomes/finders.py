"""Outcome phrases that a single linear-time pattern cannot say, found in linear time.

"Now I can print again", "now they could hear me": "now", then "can / could / is able to"
later in the same comma-free stretch, unless "nobody / no one / none" is in that stretch
("now nobody can reach me"). As one pattern that needs a lookahead over the whole stretch;
here the stretch's blockers are found once and each candidate is checked against them.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator

from support_memory.patterns import Match, compile, not_before

_NOW_CAN = compile(
    r"(\bnow\b[^,]*?\b(?:can|could|is able to|are able to)\b)" + not_before("'t", " not"),
    context=True,
)
_BLOCKER = compile(r"\b(?:nobody|no one|none)\b")
_COMMA = compile(",")


class NowCan:
    """Finds "now ... can" (see the module docstring) with the API of a pattern's
    ``finditer``: the match runs from "now" to "can". ``pattern`` finds every candidate."""

    pattern = _NOW_CAN

    def finditer(self, text: str) -> Iterator[Match]:
        found = _NOW_CAN.search(text)
        if found is None:
            return
        blockers = [m.start() for m in _BLOCKER.finditer(text)]
        commas = [m.start() for m in _COMMA.finditer(text)] if blockers else []
        while found is not None:
            after_now = found.start() + len("now")
            next_comma = bisect_left(commas, after_now)
            stretch = commas[next_comma] if next_comma < len(commas) else len(text)
            first = bisect_left(blockers, after_now)
            if first < len(blockers) and blockers[first] < stretch:
                # blocked: only a "now" after the stretch's last blocker can match
                last = blockers[bisect_left(blockers, stretch) - 1]
                found = _NOW_CAN.search(text, max(found.start() + 1, last - len("no")))
                continue
            yield found
            found = _NOW_CAN.search(text, found.end())
