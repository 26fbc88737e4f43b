"""Linear-time regular expressions: the one place where this package compiles a pattern.

Every pattern in ``support_memory`` goes through ``compile`` here and is matched by RE2
(``google-re2``), whose matching time grows linearly with the text by construction: it
never backtracks, so no message can make a pattern take exponential or quadratic time.
RE2 refuses, at import, what it cannot match in linear time (lookaround, backreferences),
so such a pattern cannot ship. ``tests/test_patterns_rule.py`` walks the package and fails
on any pattern compiled any other way. docs/security.md states the rule and shows how to
say a lookaround without one.

Python's ``re`` and RE2 read a pattern the same way except for the character classes: RE2's
``\\w``, ``\\b``, ``\\d`` and ``\\s`` are ASCII-only. So that a pattern means here what it
means in Python, RE2 matches an ASCII *view* of the text, of the same length: a non-ASCII
letter or digit shows as ``_`` (a word character, so "Müller" stays one word), non-ASCII
whitespace as ``\\x1f`` (whitespace to ``\\s``, but no literal space), and any other
non-ASCII character as ``\\x7f``; ``\\s`` in a
pattern is widened to Python's ASCII whitespace. Positions are positions in the text and
groups are slices of it. The remaining differences: ``\\d`` and case folding are ASCII for
non-ASCII characters, and ``$`` matches only at the very end. Patterns themselves are ASCII.

Lookaround is said with *context*: ``compile(..., context=True)`` reports the first capture
group that took part as the match, and the rest of the pattern only looks around it.
``finditer``, ``sub`` and ``split`` resume right after that group (less one character, so
a one-character context may be shared with the match before). ``word_not`` and
``not_before`` build the positive form of a negative lookahead over a few literals.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import Any, Protocol, cast

import re2

from support_memory.errors import PatternError

IGNORECASE = 2  # the same value as re.IGNORECASE

_WORD = "_"  # how a non-ASCII letter or digit looks to a pattern: a word character
_SPACE = "\x1f"  # Python's \s matches it (and the translated \s does), a literal " " does not
_OTHER = "\x7f"  # any other non-ASCII character: neither word nor space
_ASCII_SPACES = "\\t-\\r\\x1c-\\x1f "  # Python's ASCII \s, as the inside of a class
_KINDS_LIMIT = 65_536


class _Kinds(dict[int, int]):
    """``str.translate`` table: ASCII maps to itself, anything else to its kind."""

    def __missing__(self, code: int) -> int:
        char = chr(code)
        if char.isalnum():
            kind = _WORD
        elif char.isspace():
            kind = _SPACE
        else:
            kind = _OTHER
        if len(self) < _KINDS_LIMIT:  # bounded: a flood of rare characters cannot grow it
            self[code] = ord(kind)
        return ord(kind)


_KINDS = _Kinds((code, code) for code in range(128))


class _LastView:
    """The view of the text matched last: extraction runs dozens of patterns on one text."""

    __slots__ = ("data", "text")

    def __init__(self) -> None:
        self.text: str | None = None
        self.data = b""


_LAST = _LastView()


def ascii_view(text: str) -> bytes:
    """The text RE2 matches: one ASCII byte per character of ``text``."""
    last = _LAST
    if last.text is text:
        return last.data
    data = (text if text.isascii() else text.translate(_KINDS)).encode("ascii")
    last.text, last.data = text, data  # two threads may race here: that only costs a miss
    return data


Spans = list[tuple[int, int]]  # (start, end) of each group, group 0 first; (-1, -1): none


class _Matcher(Protocol):
    """The RE2 object inside a ``re2`` pattern: one call, every group's span."""

    def Match(self, anchor: int, text: bytes, pos: int, endpos: int) -> Spans: ...


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
        source = pattern if translated else _translate(pattern)
        source = ("(?i)" if flags & IGNORECASE else "") + source
        try:
            compiled = re2.compile(source)
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
        expand = repl if callable(repl) else _template(repl)
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
        f"(?{'i' if p.flags & IGNORECASE else ''}:{_translate(p.pattern, captures=False)})"
        for p in alternatives
    )
    return Pattern(joined, translated=True)


def escape(text: str) -> str:
    """``text`` as a pattern that matches it literally (non-ASCII by its kind only)."""
    return "".join(_escape_char(char) for char in text)


def _escape_char(char: str) -> str:
    if not char.isascii():
        char = chr(_KINDS[ord(char)])
    if char.isalnum() or char == "_":
        return char
    return f"\\x{ord(char):02x}"


def word_not(*, words: tuple[str, ...] = (), prefixes: tuple[str, ...] = ()) -> str:
    """A pattern for one whole word (``\\w+\\b``) that is none of ``words`` and starts with
    none of ``prefixes``: the positive form of ``(?!w1\\b|w2\\b|p1|p2)\\w+\\b``."""
    trie = _Trie()
    for word in words:
        trie.add(word, _WHOLE)
    for prefix in prefixes:
        trie.add(prefix, _PREFIX)
    return _word_node(trie, root=True) or _NEVER


def not_before(*literals: str, spaces: bool = False) -> str:
    """A short pattern that matches where none of ``literals`` starts: the consuming form of
    ``(?!l1|l2)``, or of ``(?!\\s+(?:l1|l2))`` with ``spaces``. It takes at most one
    character past the longest literal, so use it as context (at the end of a pattern
    whose end is not used, or in a ``context=True`` pattern)."""
    trie = _Trie()
    for literal in literals:
        trie.add(literal, _PREFIX)
    if not spaces:
        return _char_node(trie) or _NEVER
    after_spaces = _char_node(trie, exclude=r"\s") or _NEVER
    return rf"(?:$|\S|\s+{after_spaces})"


def not_before_words(*words: str) -> str:
    """The consuming form of ``(?!\\s+(?:w1|w2)\\b)``: no whitespace, or whitespace and
    then no word, or a word that is none of ``words``. Use it as context."""
    return rf"(?:$|\S|\s+(?:$|[^\s\w]|{word_not(words=words)}))"


_NEVER = r"\b\B"  # matches nowhere
_WHOLE = 1
_PREFIX = 2


class _Trie:
    __slots__ = ("children", "end")

    def __init__(self) -> None:
        self.children: dict[str, _Trie] = {}
        self.end = 0

    def add(self, literal: str, kind: int) -> None:
        node = self
        for char in literal:
            node = node.children.setdefault(char, _Trie())
        node.end |= kind


def _char_node(node: _Trie, exclude: str = "") -> str | None:
    if node.end & _PREFIX:
        return None
    chars = sorted(node.children)
    others = exclude + "".join(_escape_char(c) for c in chars)
    options = ["$", f"[^{others}]" if others else "(?s:.)"]
    for char in chars:
        rest = _char_node(node.children[char])
        if rest is not None:
            options.append(_escape_char(char) + rest)
    return "(?:" + "|".join(options) + ")"


def _word_node(node: _Trie, *, root: bool = False) -> str | None:
    if node.end & _PREFIX:
        return None
    chars = sorted(node.children)
    options = [] if root or node.end & _WHOLE else [r"\b"]
    others = "".join(_escape_char(c) for c in chars)
    options.append(f"[^\\W{others}]\\w*\\b" if chars else r"\w+\b")
    for char in chars:
        rest = _word_node(node.children[char])
        if rest is not None:
            options.append(_escape_char(char) + rest)
    return "(?:" + "|".join(options) + ")"


def _translate(pattern: str, *, captures: bool = True) -> str:
    """Python pattern syntax → RE2 syntax: ``\\s`` as Python's ASCII whitespace, ``\\Z``;
    without ``captures``, every group is a non-capturing one."""
    out: list[str] = []
    class_items = -1  # -1 outside a character class, else the items read inside it
    index = 0
    while index < len(pattern):
        char = pattern[index]
        if not char.isascii():
            raise PatternError(pattern, f"non-ASCII character at {index}; write it as \\x..")
        if char == "\\":
            out.append(_escape(pattern, pattern[index + 1 : index + 2], class_items >= 0))
            index += 2
            if class_items >= 0:
                class_items += 1
            continue
        if class_items < 0 and char == "[":
            class_items = 0
            if pattern.startswith("^", index + 1):
                char, index = "[^", index + 1
        elif class_items > 0 and char == "]":
            class_items = -1
        elif class_items >= 0:
            class_items += 1
        elif char == "(" and not captures and not pattern.startswith("?", index + 1):
            char = "(?:"
        elif char == "(" and not captures and pattern.startswith("?P<", index + 1):
            char, index = "(?:", pattern.index(">", index)
        out.append(char)
        index += 1
    return "".join(out)


def _escape(pattern: str, escaped: str, in_class: bool) -> str:
    if escaped == "s":
        return _ASCII_SPACES if in_class else f"[{_ASCII_SPACES}]"
    if escaped == "S":
        if in_class:
            raise PatternError(pattern, "\\S inside a character class")
        return f"[^{_ASCII_SPACES}]"
    if escaped == "Z":
        return "\\z"
    return "\\" + escaped


@lru_cache(maxsize=64)
def _template(repl: str) -> Callable[[Match], str]:
    """A ``re.sub`` replacement string as a function of the match."""
    parts: list[tuple[bool, str | int]] = []  # (is a group, literal text or group)
    literal: list[str] = []
    index = 0
    while index < len(repl):
        char, nxt = repl[index], repl[index + 1 : index + 2]
        if char != "\\" or not nxt:
            literal.append(char)
            index += 1
            continue
        group: str | int | None = None
        if nxt.isdigit():
            group, index = int(nxt), index + 2
        elif nxt == "g" and repl.startswith("<", index + 2):
            close = repl.index(">", index)
            name = repl[index + 3 : close]
            group, index = (int(name) if name.isdigit() else name), close + 1
        else:
            literal.append({"n": "\n", "t": "\t", "\\": "\\"}.get(nxt, "\\" + nxt))
            index += 2
        if group is not None:
            parts.extend([(False, "".join(literal)), (True, group)])
            literal = []
    parts.append((False, "".join(literal)))

    def expand(match: Match) -> str:
        return "".join(
            (match.group(part) or "") if is_group else str(part) for is_group, part in parts
        )

    return expand
