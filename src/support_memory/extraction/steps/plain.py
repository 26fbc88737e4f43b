"""A step the rules could not read but the model calls one ("I clean the filter like in the
manual", "was logout and login again", "did a clean flash of the rom"): the clause's verb
phrase as a short imperative. Subjects, auxiliaries, plan words and fillers go; the head
word becomes a verb lemma; the object is kept up to the first word that starts something
else ("like", "but", "because", "still", "now"), at most four words."""

from __future__ import annotations

import simplemma

from support_memory.extraction.language.lexicon import DETERMINERS, words
from support_memory.extraction.steps.action_reading import ActionReading
from support_memory.extraction.steps.action_words import SENT_HEADS
from support_memory.extraction.steps.phrases import action_text

_SKIP = words(
    """i we i've we've i'm we're i'll we'll i'd me us have has had already also just then so and
    but ok okay yes yeah ya no even again finally tried try trying attempted attempting to will
    going gonna let lets let's was were did do does am is are been be actually manually quickly
    first after that of course still now please pls also really basically literally simply
    made make making gave give giving performed perform doing done a an the my our your it this
    that some"""
)
_NOUN_LEAD = frozenset({"tried", "try", "trying", "attempted", "attempting"})
_STOP = words(
    """like but because since still now and then so which when while as if though although
    until before after lol haha tho thanks thank please pls nothing same no yet again for
    with"""
)
_MAX_OBJECT = 4


def plain_step(clause: str, mode: str) -> ActionReading | None:
    """The clause as a step reading (``mode`` as the model judged it), or None."""
    words = [w.strip(",.;:!?()\"'") for w in clause.split()]
    low = [w.lower() for w in words]
    start, tried = 0, False
    while start < len(low) and (low[start] in _SKIP or not low[start]):
        tried = tried or low[start] in _NOUN_LEAD
        start += 1
    if start >= len(low):
        return None
    head = low[start]
    if start == 0 and low[1:2] and low[1] in SENT_HEADS:
        return None  # "reset link never arrives", "verification code not coming": a thing
    verb = simplemma.lemmatize(head, lang="en")
    rest: list[str] = []
    for word in words[start + 1 :]:
        if word.lower() in _STOP or len(rest) >= _MAX_OBJECT:
            break
        if word.lower() not in DETERMINERS:
            rest.append(word)
    if tried and verb == head and not head.endswith("ed"):
        # "tried another cable": the object is the step ("Try another cable")
        verb, rest = "try", [words[start], *rest][:_MAX_OBJECT]
    if not verb.isalpha() or len(verb) < 3:
        return None
    text = action_text(verb.replace("logout", "log out").replace("login", "log in"), rest)
    if text is None or len(text.split()) < 1:
        return None
    return ActionReading(text, verb, tuple(rest), mode, "self", start > 0)
