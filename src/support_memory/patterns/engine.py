"""``compile``, ``Pattern`` and ``Match``: Python's ``re`` API over RE2, on the ASCII view.

A pattern with ``context=True`` reports the first capture group that took part as the
match; the rest of the pattern only looks around it (what a lookaround would have checked).
``finditer``, ``sub`` and ``split`` resume right after that group, less one character, so a
one-character context may be shared with the match before.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import Any, Protocol, cast

import re2

from support_memory.errors import PatternError
from support_memory.patterns.syntax import template, translate
from support_memory.patterns.view import ascii_view

IGNORECASE = 2  # the same value as re.IGNORECASE

Spans = list[tuple[int, int]]  # (start, end) of each group, group 0 first; (-1, -1): none


class _Matcher(Protocol):
    """The RE2 object inside a ``re2`` pattern: one call, every group's span."""

    def Match(self, anchor: int, text: bytes, pos: int, endpos: int) -> Spans: ...


# The memory each pattern may use, a third of it for its NFA program and the rest for its
# DFA cache. RE2's default (8 MiB) is too small for the combined outcome tables (``any_of``):
# their DFA runs out of memory and RE2 falls back to its far slower NFA on every call.
_MAX_MEM = 64 << 20
_OPTIONS = re2.Options()
_OPTIONS.max_mem = _MAX_MEM
_UNANCHORED = re2._Anchor.UNANCHORED
_ANCHOR_START = re2._Anchor.ANCHOR_START
_ANCHOR_BOTH = re2._Anchor.ANCHOR_BOTH


class Match:
    """One match; the API of ``re.Match`` that this package uses."""

    __slots__ = ("_focus", "_spans", "re", "string")

    def __init__(self, pattern: Pattern, text: str, spans: Spans) -> None:
        self.re = pattern
        self.string = text
        self._spans = spans
        self._focus = pattern._focus_of(spans)

    def _index(self, group: int | str) -> int:
        if isinstance(group, str):
            return self.re.groupindex[group]
        return self._focus if group == 0 else group

    def span(self, group: int | str = 0) -> tuple[int, int]:
        return self._spans[self._index(group)]

    def start(self, group: int | str = 0) -> int:
        return self._spans[self._index(group)][0]

    def end(self, group: int | str = 0) -> int:
        return self._spans[self._index(group)][1]

    def group(self, group: int | str = 0) -> Any:
        """The text of ``group`` (0: the match), or None if it took no part."""
        start, end = self._spans[self._index(group)]
        return None if start < 0 else self.string[start:end]

    def __getitem__(self, group: int | str) -> Any:
        return self.group(group)

    def groups(self, default: Any = None) -> tuple[Any, ...]:
        found = (self.group(index) for index in range(1, self.re.groups + 1))
        return tuple(default if text is None else text for text in found)

    def groupdict(self, default: Any = None) -> dict[str, Any]:
        found = {name: self.group(name) for name in self.re.groupindex}
        return {name: default if text is None else text for name, text in found.items()}

    def __repr__(self) -> str:
        return f"<patterns.Match span={self.span()} match={self.group()!r}>"


Replacement = str | Callable[[Match], str]


class Pattern:
    """A compiled pattern; the API of ``re.Pattern`` that this package uses, plus
    ``context`` matching (see the module docstring)."""

    __slots__ = ("_matcher", "context", "flags", "groupindex", "groups", "pattern")

    def __init__(
        self, pattern: str, flags: int = 0, *, context: bool = False, translated: bool = False
    ) -> None:
        self.pattern = pattern
        self.flags = flags
        self.context = context
        source = pattern if translated else translate(pattern)
        source = ("(?i)" if flags & IGNORECASE else "") + source
        try:
            compiled = re2.compile(source, _OPTIONS)
        except re2.error as exc:
            raise PatternError(pattern, str(exc)) from None
        # Matching calls RE2 directly: google-re2's own wrapper builds a generator and a
        # match object per call, which doubles the cost of extraction's many small matches.
        self._matcher = cast(_Matcher, compiled._regexp)
        self.groups = int(compiled.groups)
        self.groupindex: dict[str, int] = dict(compiled.groupindex)
        if context and not self.groups:
            raise PatternError(pattern, "a context pattern needs a capture group for its match")

    def __repr__(self) -> str:
        return f"patterns.compile({self.pattern!r})"

    def _focus_of(self, spans: Spans) -> int:
        if not self.context:
            return 0
        for index in range(1, self.groups + 1):
            if spans[index][0] >= 0:
                return index
        return 0

    def _find(self, anchor: int, text: str, pos: int) -> Match | None:
        data = ascii_view(text)
        if pos > len(data):
            return None
        spans = self._matcher.Match(anchor, data, pos, len(data))
        return None if spans[0][0] < 0 else Match(self, text, spans)

    def search(self, text: str, pos: int = 0) -> Match | None:
        return self._find(_UNANCHORED, text, pos)

    def match(self, text: str, pos: int = 0) -> Match | None:
        return self._find(_ANCHOR_START, text, pos)

    def fullmatch(self, text: str, pos: int = 0) -> Match | None:
        return self._find(_ANCHOR_BOTH, text, pos)

    def finditer(self, text: str) -> Iterator[Match]:
        """Non-overlapping matches, left to right, as ``re.finditer`` gives them."""
        data = ascii_view(text)
        size = len(data)
        pos = 0
        previous = (-1, -1)
        while pos <= size:
            spans = self._matcher.Match(_UNANCHORED, data, pos, size)
            if spans[0][0] < 0:
                return
            match = Match(self, text, spans)
            start, end = match.span()
            if start < previous[1] or start == end == previous[1] == previous[0]:
                # overlaps the match before (a shared context character found it again)
                pos = spans[0][0] + 1
                continue
            yield match
            previous = (start, end)
            pos = self._resume(start, end)

    def _resume(self, start: int, end: int) -> int:
        if self.context:  # one character of context before the next match may be shared
            return max(end - 1, 0)
        return end if end > start else end + 1

    def findall(self, text: str) -> list[Any]:
        """As ``re.findall``: the matches, group 1, or a tuple of groups."""
        if self.groups == 0 or self.context:
            return [m.group() for m in self.finditer(text)]
        if self.groups == 1:
            return [m.group(1) or "" for m in self.finditer(text)]
        return [m.groups("") for m in self.finditer(text)]

    def sub(self, repl: Replacement, text: str, count: int = 0) -> str:
        """As ``re.sub``; a string ``repl`` may name groups as ``\\1`` or ``\\g<name>``."""
        expand = repl if callable(repl) else template(repl)
        pieces: list[str] = []
        last = 0
        for number, match in enumerate(self.finditer(text), start=1):
            start, end = match.span()
            pieces.append(text[last:start])
            pieces.append(expand(match))
            last = end
            if number == count:
                break
        pieces.append(text[last:])
        return "".join(pieces)

    def split(self, text: str) -> list[str]:
        """As ``re.split`` (groups included); a context pattern splits at its match only."""
        pieces: list[str] = []
        last = 0
        for match in self.finditer(text):
            start, end = match.span()
            pieces.append(text[last:start])
            if not self.context:
                pieces.extend(match.groups())
            last = end
        pieces.append(text[last:])
        return pieces


@lru_cache(maxsize=512)
def compile(pattern: str, flags: int = 0, *, context: bool = False) -> Pattern:
    """Compile ``pattern`` for linear-time matching; ``PatternError`` if RE2 cannot."""
    return Pattern(pattern, flags, context=context)


def any_of(*alternatives: Pattern) -> Pattern:
    """One pattern that matches where any of ``alternatives`` does, without their groups:
    one pass over the text answers "does any match?" and "where does the first start?"
    (for patterns without context before their match)."""
    joined = "|".join(
        f"(?{'i' if p.flags & IGNORECASE else ''}:{translate(p.pattern, captures=False)})"
        for p in alternatives
    )
    return Pattern(joined, translated=True)
