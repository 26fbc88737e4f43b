"""Python's pattern syntax and ``re.sub`` templates, in RE2's terms."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING

from support_memory.errors import PatternError

if TYPE_CHECKING:
    from support_memory.patterns.engine import Match

_ASCII_SPACES = "\\t-\\r\\x1c-\\x1f "  # Python's ASCII \s, as the inside of a class


def translate(pattern: str, *, captures: bool = True) -> str:
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
def template(repl: str) -> Callable[[Match], str]:
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
