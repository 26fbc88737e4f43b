"""What "it" stands for in a problem told after the thing was named.

"I did a payment but the app cancelled it", "I read about the auto-top up function, but can't
find it in the app", "Is my card lost? I am still waiting for it to be delivered": the problem
is about the thing named before ("payment", "auto-top up function", "card"), and an incident
that says "it" tells a support agent nothing. The thing is the last noun phrase the message
named with a determiner ("my card", "the auto-top up function") before the clause; the reader
looks for it only when the clause has such an "it".
"""

from __future__ import annotations

from support_memory.extraction.language.lexicon import words
from support_memory.extraction.steps.verbs import is_verb_form
from support_memory.patterns import IGNORECASE, compile

_DETERMINERS = words("my the a an your our")
_NOT_IN_A_NAME = words(
    """and but or so to in on at for from with by of about that which who when while if as
    than it its this these those them they i we you he she not no is are was were be been"""
)
_MAX_NAME_WORDS = 3
# "it" / "them" after some word: an object, or a later subject; never the clause's first word
_OBJECT_PRONOUN = compile(r"\S\s+(it|them)\b", IGNORECASE, context=True)


def last_thing(text: str) -> str | None:
    """The last noun phrase led by a determiner in ``text`` ("auto-top up function")."""
    tokens = [t.strip(",.!?;:()\"'").lower() for t in text.split()]
    found: str | None = None
    for index, token in enumerate(tokens):
        if token not in _DETERMINERS:
            continue
        name: list[str] = []
        for word in tokens[index + 1 : index + 1 + _MAX_NAME_WORDS]:
            if not word or word in _NOT_IN_A_NAME or word in _DETERMINERS or is_verb_form(word):
                break
            name.append(word)
        if name:
            found = " ".join(name)
    return found


def has_object_pronoun(said: str) -> bool:
    """Is there an "it" / "them" in ``said`` that is not its first word?"""
    return _OBJECT_PRONOUN.search(said) is not None


def with_antecedent(said: str, thing: str | None) -> str:
    """``said`` with its first object "it" / "them" (never a leading subject) named."""
    if thing is None:
        return said
    match = _OBJECT_PRONOUN.search(said)
    if match is None:
        return said
    start, end = match.span()
    return f"{said[:start]}the {thing}{said[end:]}"
