"""What "it" stands for in a problem told after the thing was named.

"I did a payment but the app cancelled it", "I read about the auto-top up function, but can't
find it in the app", "Is my card lost? I am still waiting for it to be delivered": the problem
is about the thing named before ("payment", "auto-top up function", "card"), and an incident
that says "it" tells a support agent nothing. The thing is the last noun phrase the message
named with a determiner ("my card", "the auto-top up function") before the clause; the reader
looks for it only when the clause has such an "it".

A problem that starts with "it" right after the thing was named in the same sentence ("I did
a transfer to my account, but it hasn't shown up", "I made a card payment but it failed")
is about the first thing the clause before named: the transfer, not the account.
"""

from __future__ import annotations

from support_memory.extraction.language.lexicon import words
from support_memory.extraction.steps.verbs import is_verb_form
from support_memory.patterns import IGNORECASE, compile

_DETERMINERS = words("my the a an your our")
_NOT_IN_A_NAME = words(
    """and but or so to in on at for from with by of about under over via through into onto
    inside within without that which who when while if as
    than it its this these those them they i we you he she not no is are was were be been
    just now today yesterday again still already earlier ago until since after before
    i'm im i've ive i'd i'll you're we're they're there here same several multiple times
    twice fine ok okay last next"""
)
_MAX_NAME_WORDS = 3
# "it" / "them" after some word: an object, or a later subject; never the clause's first word
_OBJECT_PRONOUN = compile(r"\S\s+(it|them)\b", IGNORECASE, context=True)


def not_in_a_name(word: str) -> bool:
    """Does ``word`` (lowercased) end a thing's name: a preposition, pronoun, time word?"""
    return word in _NOT_IN_A_NAME


# "I sent 2,400 EUR by SEPA transfer from our joint account": how the money went
_SENT_BY = compile(
    r"\b(?:by|via|through|with) (?:an? )?((?:(?:sepa|bank|wire|international|instant|faster)"
    r" )?(?:transfer|payment|wire|cheque|check|money order))\b",
    IGNORECASE,
)
# "(and it) still hasn't arrived", "not received", "hasn't shown up": what did not come
NOT_ARRIVED = compile(
    r"\b(?:arriv\w*|received|recieved|shown up|show(?:s|ing)? up|showed up|come through|"
    r"came through|gone through|landed|been credited|been delivered)\b",
    IGNORECASE,
)


def sent_by(text: str) -> str | None:
    """How the money went, when ``text`` says so ("SEPA transfer" in "I sent 2,400 EUR by SEPA
    transfer from our joint account"): what a later "it hasn't arrived" is about."""
    found = _SENT_BY.search(text)
    return found[1] if found else None


def last_thing(text: str) -> str | None:
    """The last noun phrase led by a determiner in ``text`` ("auto-top up function")."""
    tokens = [t.strip(",.!?;:()\"'").lower() for t in text.split()]
    found: str | None = None
    for index, token in enumerate(tokens):
        if token in _DETERMINERS and (name := _name_after(tokens, index)):
            found = name
    return found


def first_thing(text: str) -> str | None:
    """The first noun phrase led by a determiner in ``text`` ("a transfer" in "I did a
    transfer to my account")."""
    tokens = [t.strip(",.!?;:()\"'").lower() for t in text.split()]
    for index, token in enumerate(tokens):
        if token in _DETERMINERS:
            name = _name_after(tokens, index)
            if name:
                return name
    return None


def _name_after(tokens: list[str], index: int) -> str:
    name: list[str] = []
    for at in range(index + 1, min(index + 1 + _MAX_NAME_WORDS, len(tokens))):
        word = tokens[at]
        if not word or word in _NOT_IN_A_NAME or word in _DETERMINERS or is_verb_form(word):
            break
        if name and word.endswith("s") and tokens[at + 1 : at + 2] in _A_PARTICLE:
            break  # "the dryer [turns on]": a verb and its particle, after the name
        name.append(word)
    return " ".join(name)


_A_PARTICLE = [["on"], ["off"], ["up"], ["round"], ["around"]]


# "(but) it hasn't shown up", "it's been frozen in pending": "it" as the clause's subject
_SUBJECT_IT = compile(r"^(?:(?:but|and|so|yet)\s+)?(it's been|its been|it's|its|it)\s", IGNORECASE)
_SUBJECT_FORMS = {"it's been": "has been", "its been": "has been", "it's": "is", "its": "is"}


# "but it keeps happening", "it didn't": the "it" is the problem itself, or the clause says
# nothing of its own to name
_IT_IS_THE_PROBLEM = compile(
    r"^(?:(?:keeps?|still|also|just)\s+)*(?:happen\w*|occur\w*|persists?|remains|continues|"
    r"came back|comes back|is back|returned|recurs|does it)\b|^(?:didn't|did|does|doesn't|"
    r"won't|will|can't|can|isn't|is|wasn't|was|did not|does not)\W*$",
    IGNORECASE,
)


def has_subject_it(said: str) -> bool:
    """Does ``said`` start with a subject "it" ("but it hasn't shown up")?"""
    return _SUBJECT_IT.match(said) is not None


def with_subject(said: str, thing: str | None) -> str:
    """``said`` with a leading subject "it" named ("the transfer hasn't shown up")."""
    match = _SUBJECT_IT.match(said) if thing is not None else None
    if match is None or _IT_IS_THE_PROBLEM.match(said[match.end() :]):
        return said
    pronoun = match.group(1).lower()
    verb = _SUBJECT_FORMS.get(pronoun)
    named = f"the {thing} {verb}" if verb else f"the {thing}"
    return f"{said[: match.start(1)]}{named}{said[match.end(1) :]}"


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
