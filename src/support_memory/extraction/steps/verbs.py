"""Verb forms: is this word a past tense or a gerund, and what is its lemma.

``simplemma`` gives lemmas for regular forms; a small table in ``lexicon`` covers the
irregular and hyphenated ones customers use ("ran", "power-cycled", "re-added").
"""

from __future__ import annotations

from functools import lru_cache

import simplemma

from support_memory.extraction.language.lexicon import (
    DOUBLED_L,
    IRREGULAR_PAST,
    MISREAD_GERUNDS,
    NOT_VERB_FORMS,
    words,
)

AUXILIARIES = words(
    """is are was were am be been being 's 're 'm do does did have has had 've 'd can could
    will would should shall may might must won't can't cannot couldn't didn't doesn't don't
    isn't aren't wasn't weren't haven't hasn't hadn't wouldn't shouldn't 'll"""
)


@lru_cache(maxsize=4096)
def lemma(word: str) -> str:
    """The verb lemma of ``word`` (lowercase): "ran" → "run", "power-cycled" → "power-cycle"."""
    low = word.lower()
    if low in IRREGULAR_PAST:
        return IRREGULAR_PAST[low]
    if low in MISREAD_GERUNDS:
        return MISREAD_GERUNDS[low]
    if low in NOT_VERB_FORMS:
        return low
    if "-" in low:
        head, _, tail = low.rpartition("-")
        return f"{head}-{lemma(tail)}" if tail else low
    result = simplemma.lemmatize(low, lang="en").lower()
    if low.endswith("ing") and result == low:
        result = _strip_ing(low)
    if low.endswith("ed") and result == low and not low.endswith("eed"):
        result = _strip_ed(low)  # not "bleed", "proceed": a base form ending in "eed"
    if result.endswith("ll") and result[:-1] in DOUBLED_L:
        result = result[:-1]  # "cancelling", "travelled": simplemma keeps both l's
    return result


def is_past(word: str) -> bool:
    """A past tense or participle ("cleared", "ran", "re-added")."""
    low = word.lower()
    if low in NOT_VERB_FORMS:
        return False
    if low in IRREGULAR_PAST:
        return IRREGULAR_PAST[low] != low or low in {
            "set",
            "reset",
            "put",
            "shut",
            "cut",
            "hit",
            "let",
        }
    return low.endswith("ed") and len(low) > 3 and lemma(low) != low


def is_gerund(word: str) -> bool:
    """An -ing form of a verb ("updating", "power-cycling"), not "thing" or "morning"."""
    low = word.lower()
    if low in NOT_VERB_FORMS or not low.endswith("ing") or len(low) <= 4:
        return False
    return lemma(low) != low


def is_verb_form(word: str) -> bool:
    """Past, gerund or auxiliary: a sign that a stretch of words is a clause."""
    low = word.lower()
    return low in AUXILIARIES or is_past(low) or is_gerund(low)


def _strip_ing(word: str) -> str:
    base = word[:-3]
    if len(base) > 2 and base[-1] == base[-2] and base[-1] not in "lsz":
        return base[:-1]
    if base.endswith("os"):
        return base + "e"  # "closing", "disposing": the forms simplemma does not know
    return _silent_e(base)


def _strip_ed(word: str) -> str:
    base = word[:-2]
    if len(base) > 2 and base[-1] == base[-2] and base[-1] not in "lsz":
        return base[:-1]
    return _silent_e(base) if not base.endswith("i") else base[:-1] + "y"


_VOWELS = frozenset("aeiou")


def _silent_e(base: str) -> str:
    """ "reauthenticat" → "reauthenticate", "resynchroniz" → "resynchronize": a stem of a verb
    simplemma does not know, whose "e" went with the ending."""
    if len(base) > 3 and (
        (base.endswith("at") and base[-3] not in _VOWELS) or base.endswith(("iz", "yz"))
    ):
        return base + "e"
    return base
