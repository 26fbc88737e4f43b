"""Clause features for the learned layer: words, word pairs, character n-grams (robust to
typos and missing apostrophes), the clause's place in the message, and what the rules
already read off it (an outcome, an action and whose, a symptom).

Pure and cheap: a clause of 20 words gives about 150 feature strings.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import lru_cache

from support_memory import patterns

_TOKEN = patterns.compile(r"[a-z0-9]+(?:'[a-z]+)?|[!?]")
_DIGITS = str.maketrans("0123456789", "0000000000")
_EMOJI_FROM = 0x2600  # pictographs and symbols: a token each ("😡", "👍")
_CHAR_SIZES = (3, 4)


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
    return list(_tokens(text))


@lru_cache(maxsize=1024)  # pure: a clause's text comes back as the next clause's "previous"
def _tokens(text: str) -> tuple[str, ...]:
    low = text.lower().replace("\u2019", "'")
    found = [t.replace("'", "").translate(_DIGITS) for t in _TOKEN.findall(low)]
    return (*found, *(ch for ch in low if ord(ch) >= _EMOJI_FROM))


def clause_features(view: ClauseView) -> list[str]:
    words = _tokens(view.text)
    feats = ["bias", f"j:{view.joined_by or '-'}", f"pos:{min(view.index, 3)}"]
    if view.question:
        feats.append("q")
    feats.extend(f"w:{w}" for w in words)
    feats.extend(f"b:{a}_{b}" for a, b in itertools.pairwise(words))
    feats.append("f:" + "_".join(words[:2]))
    feats.append("f1:" + (words[0] if words else "-"))
    feats.append("l:" + (words[-1] if words else "-"))
    feats.append(f"len:{min(len(words) // 4, 5)}")
    glued = " " + " ".join(words) + " "
    for size in _CHAR_SIZES:
        feats.extend(f"c{size}:{glued[i : i + size]}" for i in range(len(glued) - size + 1))
    before = _tokens(view.previous)
    feats.append("pf:" + "_".join(before[:2]))
    feats.extend(f"r:{tag}" for tag in view.rules)
    return feats
