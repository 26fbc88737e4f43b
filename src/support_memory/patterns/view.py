"""What RE2 matches: an ASCII view of the text, one byte per character.

RE2's ``\\w``, ``\\b``, ``\\d`` and ``\\s`` are ASCII-only; Python's are Unicode. In the
view a non-ASCII letter or digit is ``_`` (a word character, so "Müller" stays one word),
non-ASCII whitespace is ``\\x1f`` (whitespace to ``\\s``, but no literal space), and any
other non-ASCII character is ``\\x7f``. With ``\\s`` widened to Python's ASCII whitespace
(``syntax``), a pattern means on the view what it means in Python on the text, and
positions in the view are positions in the text. The remaining differences: ``\\d`` and
case folding are ASCII for non-ASCII characters, and ``$`` matches only at the very end.
"""

from __future__ import annotations

_WORD = "_"  # how a non-ASCII letter or digit looks to a pattern: a word character
_SPACE = "\x1f"  # Python's \s matches it (and the translated \s does), a literal " " does not
_OTHER = "\x7f"  # any other non-ASCII character: neither word nor space
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


# The view matched last: the same text comes back pattern after pattern. One tuple, replaced
# whole (an atomic store), so a thread that reads another thread's pair sees a matching pair
# and only misses the cache; a thread-local costs more than the cache saves.
_LAST: tuple[str, bytes] = ("", b"")


def ascii_view(text: str) -> bytes:
    """The text RE2 matches: one ASCII byte per character of ``text``."""
    global _LAST
    last = _LAST
    if last[0] is text:
        return last[1]
    data = (text if text.isascii() else text.translate(_KINDS)).encode("ascii")
    _LAST = (text, data)
    return data


def escape(text: str) -> str:
    """``text`` as a pattern that matches it literally (non-ASCII by its kind only)."""
    return "".join(escape_char(char) for char in text)


def escape_char(char: str) -> str:
    if not char.isascii():
        char = chr(_KINDS[ord(char)])
    if char.isalnum() or char == "_":
        return char
    return f"\\x{ord(char):02x}"
