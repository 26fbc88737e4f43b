"""Negative lookaheads, said positively: patterns RE2 can match in linear time.

``(?!own\\b)\\w+`` becomes ``word_not(words=("own",))``: one whole word that is not "own".
``X(?! Defender)`` becomes ``X`` + ``not_before(" Defender")``: a short context that shows
"Defender" does not follow. Both are built from a trie of the literals, so their size is
that of the literals.
"""

from __future__ import annotations

from support_memory.patterns.view import escape_char


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
    others = exclude + "".join(escape_char(c) for c in chars)
    options = ["$", f"[^{others}]" if others else "(?s:.)"]
    for char in chars:
        rest = _char_node(node.children[char])
        if rest is not None:
            options.append(escape_char(char) + rest)
    return "(?:" + "|".join(options) + ")"


def _word_node(node: _Trie, *, root: bool = False) -> str | None:
    if node.end & _PREFIX:
        return None
    chars = sorted(node.children)
    options = [] if root or node.end & _WHOLE else [r"\b"]
    others = "".join(escape_char(c) for c in chars)
    options.append(f"[^\\W{others}]\\w*\\b" if chars else r"\w+\b")
    for char in chars:
        rest = _word_node(node.children[char])
        if rest is not None:
            options.append(escape_char(char) + rest)
    return "(?:" + "|".join(options) + ")"
