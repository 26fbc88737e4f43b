"""Clause features for the learned layer: words, word pairs, character n-grams (robust to
typos and missing apostrophes), the clause's place in the message, and what the rules
already read off it (an outcome, an action and whose, a symptom).

Pure and cheap: a clause of 20 words gives about 150 feature strings. They come in parts
(the clause's context, each word's, each word pair's) so the model can cache a word's.
"""

from __future__ import annotations

import itertools
import string
from dataclasses import dataclass
from functools import lru_cache

from support_memory.extraction.language.pictographs import EMOJI_FROM

_CHAR_SIZES = (3, 4)  # at most 4: see pair_features


class _Separators(dict[int, str]):
    """``str.translate`` table for tokens: letters, apostrophes kept, digits folded to 0,
    "!" and "?" set apart, anything else (any non-ASCII character too) a space."""

    def __missing__(self, code: int) -> str:
        return " "


_SEPARATE = _Separators({ord(c): c for c in string.ascii_lowercase + "'"})
_SEPARATE.update({ord(c): "0" for c in string.digits} | {ord("!"): " ! ", ord("?"): " ? "})


@dataclass(frozen=True)
class ClauseView:
    """One clause as the model sees it. ``rules`` holds the rule readings as short tags
    (e.g. ``outcome=failed``, ``action=done/self``, ``symptom``)."""

    text: str
    index: int = 0
    joined_by: str = ""
    question: bool = False
    previous: str = ""
    rules: tuple[str, ...] = ()


def tokens(text: str) -> list[str]:
    """Lowercase word tokens with apostrophes dropped ("didn't" → "didnt") and digits
    folded ("v4.2" → "v0", "0"), so "dont" and "don't" are one feature."""
    return list(word_tokens(text))


@lru_cache(maxsize=1024)  # pure: a clause's text comes back as the next clause's "previous"
def word_tokens(text: str) -> tuple[str, ...]:
    """The tokens of ``[a-z0-9]+('[a-z]+)?`` and ``[!?]`` in the lowercased text, read with
    string methods (the model scores clauses one by one: this is its hottest loop)."""
    low = text.lower().replace("\u2019", "'")
    found: list[str] = []
    for chunk in low.translate(_SEPARATE).split():
        if "'" in chunk:
            found.extend(_apostrophe_words(chunk))
        else:
            found.append(chunk)
    return (*found, *(ch for ch in low if ord(ch) >= EMOJI_FROM))  # "😡", "👍": a token each


def _apostrophe_words(chunk: str) -> list[str]:
    """ "didn't" → "didnt", "'90s" → "00s", "can't've" → "cant", "ve": a run of letters
    and digits takes one apostrophe and the letters after it; other apostrophes split."""
    out: list[str] = []
    start, size = 0, len(chunk)
    while start < size:
        if chunk[start] == "'":
            start += 1
            continue
        mark = chunk.find("'", start)
        if mark < 0:
            out.append(chunk[start:])
            break
        end = mark + 1
        while end < size and chunk[end] in string.ascii_lowercase:
            end += 1
        out.append(chunk[start:mark] + chunk[mark + 1 : end])
        start = end
    return out


def clause_features(view: ClauseView) -> list[str]:
    """Every feature of ``view``: its context, then each word's, then each word pair's. The
    same multiset as reading the glued text once (``tests`` hold them equal), but in parts a
    scorer can cache: a word's or a pair's features never depend on the rest of the clause."""
    words = word_tokens(view.text)
    return [
        *context_features(view, words),
        *itertools.chain.from_iterable(word_features(w) for w in words),
        *itertools.chain.from_iterable(pair_features(a, b) for a, b in itertools.pairwise(words)),
    ]


def context_features(view: ClauseView, words: tuple[str, ...]) -> list[str]:
    """The features of the clause as a whole: joiner, place, first and last words, length,
    the clause before, and the rules' tags."""
    feats = ["bias", f"j:{view.joined_by or '-'}", f"pos:{min(view.index, 3)}"]
    if view.question:
        feats.append("q")
    feats.append("f:" + "_".join(words[:2]))
    feats.append("f1:" + (words[0] if words else "-"))
    feats.append("l:" + (words[-1] if words else "-"))
    feats.append(f"len:{min(len(words) // 4, 5)}")
    before = word_tokens(view.previous)
    feats.append("pf:" + "_".join(before[:2]))
    feats.extend(f"r:{tag}" for tag in view.rules)
    return feats


def word_features(word: str) -> tuple[str, ...]:
    """The word itself and the character n-grams of " word " (the spaces mark its ends)."""
    padded = f" {word} "
    grams = (
        f"c{size}:{padded[i : i + size]}"
        for size in _CHAR_SIZES
        for i in range(len(padded) - size + 1)
    )
    return (f"w:{word}", *grams)


def pair_features(first: str, second: str) -> tuple[str, ...]:
    """The word pair, and the character n-grams that reach from ``first`` across the space
    into ``second`` (those of one word alone are ``word_features``). An n-gram of at most
    four characters never touches three words, so these parts cover the glued text."""
    local = f" {first} {second} "
    gap = len(first) + 1  # the space between the two words
    grams = (  # those holding a character on each side of the gap: start before it, end after
        f"c{size}:{local[i : i + size]}"
        for size in _CHAR_SIZES
        for i in range(max(0, gap + 2 - size), min(gap, len(local) - size + 1))
    )
    return (f"b:{first}_{second}", *grams)
