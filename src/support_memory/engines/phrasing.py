"""Acknowledging what the customer reports, in plain words.

Step texts are short imperatives ("Update firmware", "Power-cycle", "Turn off VPN"); a
reply talks about doing them: "updating the firmware", "power-cycling", "turning off VPN".
``gerund`` makes that phrase; ``acknowledgement`` builds the sentences that answer a
``MessageReport`` ("Glad updating the firmware fixed it; I've noted that for next time.").
"""

from __future__ import annotations

import simplemma

from support_memory import patterns
from support_memory.report import MessageReport

_PARTICLES = frozenset(["off", "on", "out", "up", "down", "back", "in", "over", "away"])
# A step object that starts with one of these takes no "the": "letting it dry", "rolling
# back to version 4.2", "using another browser".
_NO_ARTICLE = frozenset(
    [
        "the",
        "a",
        "an",
        "my",
        "your",
        "our",
        "their",
        "his",
        "her",
        "its",
        "this",
        "that",
        "these",
        "those",
        "all",
        "every",
        "each",
        "some",
        "any",
        "another",
        "other",
        "both",
        "new",
        "to",
        "from",
        "with",
        "for",
        "into",
        "onto",
        "at",
        "by",
        "via",
        "in",
        "on",
        "of",
        "it",
        "them",
        "him",
        "me",
        "us",
        "everything",
        "anything",
        "something",
        "nothing",
        "spam",
        "junk",
        "and",
        "or",
        "then",
        "again",
        "twice",
        "once",
    ]
)
_DOUBLED = frozenset(
    ["reset", "unplug", "replug", "forget", "submit", "permit", "refit", "upset", "regret", "rerun"]
)
_VOWELS = "aeiou"
_VOWEL_GROUP = patterns.compile(r"[aeiouy]+")


def gerund(step: str) -> str:
    """ "Update firmware" → "updating the firmware"; "Power-cycle" → "power-cycling"."""
    words = step.split()
    if not words:
        return step
    first, joined, second = step.partition(" and ")
    if joined and " " in first and _SECOND_VERB.match(second):
        # "Unplug router and plug back in" → "unplugging the router and plugging back in"
        return f"{gerund(first)} and {gerund(second)}"
    if step.lower() in _NOUN_STEPS or (len(words) > 1 and words[-1].lower() in _ACTION_NOUNS):
        return f"the {step[0].lower()}{step[1:]}"  # "Factory reset" → "the factory reset"
    out = [_ing_phrase(words[0])]
    rest = words[1:]
    if len(rest) > 1 and rest[0].lower() == "and":  # "Lock and unlock card" → both verbs
        out += ["and", _ing_phrase(rest[1])]
        rest = rest[2:]
    while rest and rest[0].lower() in _PARTICLES:
        out.append(rest.pop(0).lower())
    if rest and _takes_article(rest[0]):
        out.append("the")
    return " ".join(out + rest)


# The second half of a step told in two ("... and plug back in", "... and re-add")
_SECOND_VERB = patterns.compile(
    r"^(?:re-?\w+|un\w+|plug|put|add|turn|switch|log|sign|install|enable|connect|join|pair|"
    r"insert|open|start|restart|reboot)\b"
)

# Steps named by a noun, not a verb: "Glad the factory reset fixed it".
_ACTION_NOUNS = frozenset({"reset", "reinstall", "install", "scan", "restore", "cleanup", "update"})
_NOUN_STEPS = frozenset({"power cycle", "clean install", "fresh install", "system restore"})


def _ing_phrase(verb: str) -> str:
    head, dash, tail = verb.rpartition("-")
    if dash and tail:
        return f"{head.lower()}-{_ing(_lemma(tail.lower()))}"
    return _ing(_lemma(verb.lower()))


def _lemma(word: str) -> str:
    # Canonical step texts are imperatives, except a few past forms ("Cleared ... cache").
    return simplemma.lemmatize(word, lang="en").lower() if word.endswith("ed") else word


def _ing(verb: str) -> str:
    if verb.endswith("ie"):
        return verb[:-2] + "ying"
    if verb.endswith(("ee", "oe", "ye")) or not verb.isalpha():
        return verb + "ing"
    if verb.endswith("e") and len(verb) > 2:
        return verb[:-1] + "ing"
    if _doubles(verb):
        return verb + verb[-1] + "ing"
    return verb + "ing"


def _doubles(verb: str) -> bool:
    """ "stop" → "stopping", "reset" → "resetting", but "open" → "opening"."""
    if verb in _DOUBLED:
        return True
    if len(verb) < 3 or len(_VOWEL_GROUP.findall(verb)) != 1:
        return False
    first, middle, last = verb[-3], verb[-2], verb[-1]
    return first not in _VOWELS and middle in _VOWELS and last not in _VOWELS + "wxy"


def _takes_article(word: str) -> bool:
    # Proper nouns, acronyms and numbers take none: "turning off VPN", "updating Acme".
    return word.lower() not in _NO_ARTICLE and word[:1].islower()


def _joined(steps: tuple[str, ...]) -> str:
    phrases = [gerund(step) for step in steps]
    if len(phrases) <= 2:
        return " and ".join(phrases)
    return ", ".join(phrases[:-1]) + " and " + phrases[-1]


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def acknowledgement(report: MessageReport) -> list[str]:
    """Sentences that answer what the message reports, in the order a person would say them:
    the good news, the bad news, what starts now, a newly reported problem."""
    said: list[str] = []
    if report.worked:
        said.append(f"Glad {_joined(report.worked)} fixed it; I've noted that for next time.")
    elif report.resolved and not report.failed:
        said.append("Glad it's working again; I've noted that for next time.")
    if report.failed:
        said.append(f"Sorry {_joined(report.failed)} didn't help.")
    if report.starting:
        said.append(f"Let me know how {_joined(report.starting)} goes.")
    if report.problem and not (report.worked or report.resolved):
        said.append(f'Sorry about that; I\'ve noted the problem: "{report.problem}".')
    return said


__all__ = ["acknowledgement", "gerund"]
