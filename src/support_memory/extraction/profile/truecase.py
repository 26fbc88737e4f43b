"""Setup names typed in lowercase (or capitalised only), in their usual spelling: "iphone 13
ios 17" → "iPhone 13 iOS 17", "Macbook Air" → "MacBook Air", so the profile patterns (which
read the usual spelling) find them.

The first word of every known operating system, device and brand (``language/setup.json``)
gets its usual case, and so do the model words right after it ("macbook air" → "MacBook
Air", "galaxy s23" → "Galaxy S23"). A name word that is also everyday English
(``everyday_words``: "windows", "surface", "pixel", ...) counts only before a model word or
number ("windows 11", "pixel 8", "surface pro"), so "all my windows close" stays as typed.
"""

from __future__ import annotations

from functools import lru_cache

from support_memory.extraction.profile.setup_words import (
    DEVICE_BRANDS,
    DEVICE_NAMES,
    EVERYDAY_WORDS,
    NAME_SUFFIXES,
    OS_NAMES,
)
from support_memory.patterns import IGNORECASE, Pattern, compile, escape

_WORD = compile(r"[A-Za-z0-9][\w+-]*")
_MODEL = compile(r"^(?:[1-9]\d*[a-z]?|[a-z]\d+\w*)$")  # "13", "14a", "s23", "g7"


@lru_cache(maxsize=1)
def _heads() -> dict[str, str]:
    """Lowercase first word → usual spelling, for every known name."""
    heads: dict[str, str] = {}
    for name in (*OS_NAMES, *DEVICE_NAMES, *DEVICE_BRANDS):
        first = name.split()[0]
        heads.setdefault(first.lower(), first)
    return heads


@lru_cache(maxsize=1)
def _suffixes() -> dict[str, str]:
    words: dict[str, str] = {}
    for word in NAME_SUFFIXES:
        words.setdefault(word.lower(), word)
    for name in (*OS_NAMES, *DEVICE_NAMES):
        for word in name.split()[1:]:
            words.setdefault(word.lower(), word)
    return words


@lru_cache(maxsize=1)
def _any_head() -> Pattern:
    return compile(r"\b(?:" + "|".join(escape(h) for h in sorted(_heads())) + r")\b", IGNORECASE)


def truecase(text: str) -> str:
    """``text`` with lowercase setup names in their usual spelling; anything else as typed."""
    if text == "" or _any_head().search(text) is None:
        return text  # the common case: no name typed in lowercase, nothing to do
    spans = [(m.start(), m.end(), m.group(0)) for m in _WORD.finditer(text)]
    heads, suffixes = _heads(), _suffixes()
    out: list[str] = []
    last = 0
    i = 0
    while i < len(spans):
        start, end, word = spans[i]
        # lowercase, or capitalised only ("Macbook Air", "Oneplus 7t"): the usual spelling
        plain = word.islower() or (word[:1].isupper() and word[1:].islower())
        usual = heads.get(word.lower()) if plain else None
        if usual is None:
            i += 1
            continue
        tail = _model_words(spans, i + 1, suffixes)
        if word.lower() in EVERYDAY_WORDS and not tail:
            i += 1
            continue
        out += [text[last:start], usual]
        last = end
        for index, spelled in tail:
            out += [text[last : spans[index][0]], spelled]
            last = spans[index][1]
        i += 1 + len(tail)
    out.append(text[last:])
    return "".join(out)


def _model_words(
    spans: list[tuple[int, int, str]], index: int, suffixes: dict[str, str]
) -> list[tuple[int, str]]:
    """The model words right after a name ("air", "13", "s23"), each in its usual spelling."""
    tail: list[tuple[int, str]] = []
    while index < len(spans) and len(tail) < 3:
        previous_end, (start, _, word) = spans[index - 1][1], spans[index]
        if previous_end != start - 1:  # one space apart, nothing between
            break
        low = word.lower()
        if low in suffixes and word.islower():
            tail.append((index, suffixes[low]))
        elif _MODEL.match(low):
            tail.append((index, word[0].upper() + word[1:] if word[0].isalpha() else word))
        else:
            break
        index += 1
    return tail
