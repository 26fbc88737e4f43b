"""Reading an action off one clause: who did what, and is it done, under way or not real.

Recognised shapes (the customer as "I"/"we" or no subject at all):

- done: "I restarted it", "Cleared the cache", "I've already rebooted", "I did restart it",
  "Updating the app fixed it" (a gerund subject whose outcome follows), "A factory reset did
  nothing" (an action noun), "I tried clearing the cache", "I tried a different cable";
- in progress: "I'm reinstalling the drivers at the moment", "Running the repair tool now";
- on advice: "Support told me to clear the cache" (kept only if an outcome follows);
- not attempts: questions, negations ("I haven't restarted yet"), plans and hypotheticals
  ("I'm going to try", "I will reinstall tomorrow"), and other people's actions ("my
  colleague restarted hers") — the last are returned as ``actor="other"`` so that an outcome
  that follows ("... and it worked") is absorbed by them, not given to the customer.
"""

from __future__ import annotations

import re

from support_memory.extraction.action_reading import ActionReading
from support_memory.extraction.lexicon import (
    DETERMINERS,
    FILLER_ADVERBS,
    NON_ACTION_VERBS,
    THIRD_PARTIES,
    USAGE_VERBS,
    words,
)
from support_memory.extraction.nominal import advice, names_action, nominal
from support_memory.extraction.phrases import action_text, noun_action_text
from support_memory.extraction.verbs import is_gerund, is_past, lemma

_SELF = {
    "i": "",
    "we": "",
    "i've": "have",
    "we've": "have",
    "i'd": "have",
    "we'd": "have",
    "i'm": "am",
    "we're": "am",
}
_NEGATIONS = words(
    """not never haven't hasn't hadn't didn't don't doesn't can't cannot couldn't won't
    wouldn't havent didnt dont cant couldnt wont no nor neither"""
)
_PLANS = words(
    """will 'll would could should might may must shall can gonna going want wanna plan
    planning about need needs like thinking considering hope hoping intend intending
    trying_to wish"""
)
_PROGRESSIVE = frozenset({"am", "are", "is", "'m", "'re"})
_PERFECT = frozenset({"have", "has", "had", "'ve", "'d"})
_SAME_FORM_PAST = frozenset({"set", "reset", "put", "shut", "cut", "rerun", "re-run", "hit"})
_TRY_VERBS = frozenset({"try", "attempt", "start", "begin", "decide", "proceed"})
_DO_VERBS = frozenset({"do", "perform", "give", "carry"})
_BILLING = re.compile(
    r"\b(?:invoices?|bills?|billing|payments?|refunds?|receipts?|charges?|charged|prices?|"
    r"pricing|subscriptions?|(?:\w+ )?(?:plan|tier))\b"
)
_LEADING = re.compile(
    r"^(?:(?:yesterday|today|this morning|last night|earlier|earlier today|this afternoon|"
    r"last week|first|then|also|so|ok|okay|well|anyway|finally|after that|as (?:you )?"
    r"suggested|like you said|as instructed|following your (?:advice|instructions)|per your "
    r"(?:advice|instructions)|on your advice|in the meantime|meanwhile|later|again|just now|"
    r"so far|both|either|unfortunately|sadly|luckily|fortunately|honestly|basically|"
    r"actually|apparently|currently|right now|at the moment|when|as soon as|the moment|"
    r"right after)\s*,?\s+)+",
    re.I,
)
# Verbs that name a whole step on their own ("I rebooted"); any other bare verb is too vague.
INTRANSITIVE = frozenset(
    {
        "reboot",
        "restart",
        "power-cycle",
        "resync",
        "re-sync",
        "wait",
        "reset",
        "relog",
        "re-log",
        "reconnect",
        "re-login",
    }
)
_NOW = re.compile(r"\b(?:now|right now|at the moment|currently|as we speak|in progress)\b", re.I)


def read_action(text: str) -> ActionReading | None:
    """The action in ``text`` (a clause, outcome words already cut off), or None."""
    text = _LEADING.sub("", text.strip()).strip(" ,")
    if not text:
        return None
    advised = advice(text)
    if advised is not None:
        return advised
    words = text.split()
    low = [w.lower() for w in words]
    actor, start = _actor(words, low)
    if actor is None:
        return nominal(low)
    return _verb_phrase(words, low, start, actor)


def _actor(words: list[str], low: list[str]) -> tuple[str | None, int]:
    if low[0] in _SELF:
        return "self", 0
    if is_past(low[0]) or is_gerund(low[0]):
        return "self-subjectless", 0
    for index in range(min(3, len(low) - 1)):
        word = low[index]
        is_party = word in THIRD_PARTIES and (word != "it" or words[index] == "IT")
        if is_party and (is_past(low[index + 1]) or low[index + 1] in _PERFECT):
            for_me = " for me" in " ".join(low) or " for us" in " ".join(low)
            return ("self" if for_me else "other"), index + 1
    return None, 0


def _verb_phrase(words: list[str], low: list[str], start: int, actor: str) -> ActionReading | None:
    subjectless = actor == "self-subjectless"
    i = start
    aux = ""
    if not subjectless:
        aux = _SELF.get(low[i], "") if actor == "self" and low[i] in _SELF else ""
        i += (
            1 if low[i] in _SELF or (actor == "other" and i == start and not is_past(low[i])) else 0
        )
    emphatic = False
    while i < len(low):
        word = low[i]
        if word in FILLER_ADVERBS:
            i += 1
        elif (
            word in _NEGATIONS
            or word.endswith("n't")
            or word in _PLANS
            or (word in _PERFECT and i + 1 < len(low) and low[i + 1] == "to")
        ):
            return None
        elif word in _PERFECT or word == "been":
            aux = "have" if aux != "am" or word == "been" else aux
            i += 1
        elif word in _PROGRESSIVE:
            aux = "am"
            i += 1
        elif word in {"was", "were"}:
            return None
        elif word in {"did", "do"} and _base_verb_follows(low, i) and actor != "other":
            emphatic = True
            i += 1
            break
        else:
            break
    if i >= len(low):
        return None
    return _from_verb(words, low, i, aux, emphatic, actor, subjectless)


def _from_verb(
    words: list[str],
    low: list[str],
    i: int,
    aux: str,
    emphatic: bool,
    actor: str,
    subjectless: bool,
) -> ActionReading | None:
    word = low[i]
    if aux == "am" and is_gerund(word):
        mode = "in_progress"
    elif (
        emphatic
        or is_past(word)
        or (word in _SAME_FORM_PAST and not subjectless)
        or (aux == "have" and is_gerund(word))
    ):
        mode = "done"
    elif subjectless and is_gerund(word):
        mode = "in_progress" if _NOW.search(" ".join(low)) else "done"
    elif subjectless and word in _SAME_FORM_PAST:
        mode = "done"
    else:
        return None
    verb = lemma(word) if not emphatic else word
    rest = words[i + 1 :]
    if verb in _TRY_VERBS:
        return _complement(rest, mode, actor, subjectless)
    if verb in _DO_VERBS and rest and rest[0].lower() in DETERMINERS and names_action(rest):
        return _reading(None, verb, rest, mode, actor, subjectless, noun=True)
    if verb in NON_ACTION_VERBS and actor != "other" and not _checking(verb, rest):
        return None
    return _reading(None, verb, rest, mode, actor, subjectless)


def _checking(verb: str, rest: list[str]) -> bool:
    """ "I looked for updates", "I looked into the logs": a check, not just looking."""
    return verb == "look" and bool(rest) and rest[0].lower() in {"for", "into", "through"}


def _base_verb_follows(low: list[str], i: int) -> bool:
    """ "I did restart it" (emphatic), not "I did a factory reset" or "did nothing"."""
    if i + 1 >= len(low):
        return False
    nxt = low[i + 1]
    return not (
        is_past(nxt)
        or nxt in DETERMINERS
        or nxt in {"it", "this", "that", "nothing", "everything", "so", "too"}
    )


def _complement(rest: list[str], mode: str, actor: str, subjectless: bool) -> ActionReading | None:
    """ "tried to clear the cache" / "tried clearing the cache" / "tried a different cable"."""
    if not rest:
        return None
    first = rest[0].lower()
    if first == "to" and len(rest) > 1:
        verb = lemma(rest[1])
        if verb in NON_ACTION_VERBS:
            return None
        return _reading(None, verb, rest[2:], mode, actor, subjectless)
    if is_gerund(first):
        verb = lemma(first)
        if verb in NON_ACTION_VERBS:
            return None
        return _reading(None, verb, rest[1:], mode, actor, subjectless)
    return _reading(None, "try", rest, mode, actor, subjectless)


def _reading(
    _: None,
    verb: str,
    rest: list[str],
    mode: str,
    actor: str,
    subjectless: bool,
    *,
    noun: bool = False,
) -> ActionReading | None:
    if _BILLING.search(" ".join(rest).lower()):
        return None
    if actor == "other":
        return ActionReading(None, verb, tuple(rest), "done", "other", subjectless)
    text = noun_action_text(" ".join(rest)) if noun else action_text(verb, list(rest))
    if text is None:
        return None
    if text.lower() == verb and verb not in INTRANSITIVE:
        if rest:
            return None  # the object was vague: "I tried everything"
        # "I removed [and re-added the account]": a verb waiting for a shared object.
        return ActionReading(None, verb, (), "fragment", "self", subjectless)
    particle = bool(rest) and rest[0].lower() in {"out", "off"}
    if verb in USAGE_VERBS and mode != "in_progress" and not particle:
        mode = "needs_outcome"
    return ActionReading(text, verb, tuple(rest), mode, "self", subjectless)
