"""A step told in ticket shorthand: the thing, then what was done to it.

"cache cleared, no change", "Router restarted, same issue", "app reinstalled, still crashing",
"drivers updated but the screen still flickers", "Modem and router both turned off, then back
on. Still same problem": no "I", the object first, a past participle after it. The verb reader
needs a subject or a leading verb, so these stored nothing, or a problem ("Phone rebooted
twice"). Told this way, with a result right after it, the clause is the customer's step.

Without a result it stays what it was: "the app updated last night" may be the cause, "my
phone rebooted" a symptom.

A step named in its base form right before its result is one too: "clear cache worked",
"ok restore purchases worked the second time", "reset network settings did nothing".
"""

from __future__ import annotations

from support_memory.extraction.clauses.split import Clause
from support_memory.extraction.language.lexicon import DETERMINERS
from support_memory.extraction.outcomes.detect import OutcomeSignal, detect_outcome
from support_memory.extraction.problems.antecedent import not_in_a_name
from support_memory.extraction.reading.state import MessageReading
from support_memory.extraction.steps.action_reading import ActionReading
from support_memory.extraction.steps.action_words import FIX_VERBS, SENT_HEADS
from support_memory.extraction.steps.actions import read_action
from support_memory.extraction.steps.verbs import is_past, lemma
from support_memory.models import Outcome
from support_memory.patterns import IGNORECASE, compile

# the thing (1-4 words, no pronoun subject), then "has been" / "was" / "both", then the verb
_SHORTHAND = compile(
    r"^(?P<thing>(?:[\w.+-]+ ){0,3}?[\w.+-]+) (?:(?:has|have) been |was |were |got |all |both |"
    r"also |already |been )*(?P<verb>[a-z-]+ed|reset|set|put|shut|cut)(?P<rest>(?: [\w/-]+){0,4})$",
    IGNORECASE,
)
_NOT_THINGS = frozenset(
    {"i", "we", "it", "this", "that", "they", "he", "she", "you", "which", "what", "who"}
    | {"something", "nothing", "everything", "anything", "problem", "issue", "error"}
    # "Think this can be closed", "either windows or OBS updated": no thing, or no step
    | {"can", "could", "be", "should", "will", "would", "may", "might", "must", "think"}
    | {"either", "neither", "whether", "once", "unless", "if", "even", "when", "where"}
)
# what may follow the verb: a particle, a count, a time; not "by itself" or an object
_REST_WORDS = frozenset(
    {"off", "on", "out", "in", "back", "again", "twice", "then", "and", "up", "down", "over"}
    | {"already", "too", "times", "now", "yesterday", "today", "tonight", "last", "night"}
    | {"completely", "fully", "manually", "as", "well"}
)
_SAID_IT_PERSISTS = compile(
    r"\b(?:still|same|no change|nothing changed|no difference|no luck|didn't help|did not help|"
    r"doesn't help|no joy|nope)\b",
    IGNORECASE,
)


def step_told_in_shorthand(reading: MessageReading, said: str) -> ActionReading | None:
    """ "cache cleared" before "no change": the step "Clear cache"; else None."""
    told_in_shorthand = _shorthand_step(said)
    if told_in_shorthand is None or not _result_follows(reading):
        return None  # most clauses: asked for every clause the rules read no step in
    thing, verb, rest = told_in_shorthand
    if thing[0][:1].isupper() and thing[0][1:].islower():
        thing[0] = thing[0].lower()  # "Router restarted": a capital of the sentence's start
    particles = [w for w in rest if w.lower() in _PARTICLES]
    after = [w for w in rest if w.lower() not in _PARTICLES]
    told = f"I {verb} {' '.join(particles)} the {' '.join(thing)} {' '.join(after)}"
    more = _finished_after(reading)
    if more and particles:  # "both turned off, [then back on]": "Turn X off and back on"
        told = f"I {verb} the {' '.join(thing)} {' '.join(particles)} and {more}"
    action = read_action(" ".join(told.split()))
    return action if action is not None and action.actor == "self" else None


_PARTICLES = frozenset({"off", "on", "out", "in", "back", "up", "down", "over"})
_MORE_OF_IT = compile(r"^(?:(?:and|then)\s+)*(?:back\s+)?(?:on|off|in|out|again)\W*$", IGNORECASE)


_QUANTIFIERS = frozenset({"all", "every", "some", "no", "none", "most", "many"})


def _not_a_thing(word: str) -> bool:
    return word in _NOT_THINGS or (word != "and" and not_in_a_name(word))


def _result_follows(reading: MessageReading) -> bool:
    """Does the clause after this one say how it went ("no change", "still crashing")? A
    clause that only finishes the step ("then back on") is passed over."""
    for following in reading.clauses[reading.at + 1 : reading.at + _LISTED_STEPS]:
        if _MORE_OF_IT.match(following.text.strip()) or _another_step(following.text):
            continue  # "cache cleared, [app reinstalled], still crashing": one result for all
        return _says_how_it_went(following)
    return False


_LISTED_STEPS = 4  # the clauses looked at after a step: two more steps, then the result


def _another_step(said: str) -> bool:
    """Is ``said`` a step told in shorthand too ("app reinstalled")?"""
    return _shorthand_step(said) is not None


def _shorthand_step(said: str) -> tuple[list[str], str, list[str]] | None:
    """The thing, the verb and what follows it of a step told in shorthand ("Router
    restarted twice"), or None."""
    match = _SHORTHAND.match(said.strip().rstrip(".!,"))
    if match is None:
        return None
    thing = [w for w in match.group("thing").split() if w.lower() not in DETERMINERS]
    verb = match.group("verb").lower()
    rest = match.group("rest").split()
    if (
        not thing
        or "(" in said
        or ")" in said  # "(all rules disabled)": a state described in passing
        or said.split()[0].lower() in _QUANTIFIERS
        or any(_not_a_thing(w.lower()) for w in thing)  # "i enabled it": told with "I"
        or not all(w.lower() in _REST_WORDS or w.isdigit() for w in rest)
        or not (is_past(verb) or verb in {"reset", "set", "put", "shut", "cut"})
        or lemma(verb) not in FIX_VERBS
    ):
        return None
    return thing, verb, rest


def _finished_after(reading: MessageReading) -> str:
    """ "back on" when the clause after this one only finishes the step, else ""."""
    after = reading.clauses[reading.at + 1 : reading.at + 2]
    if not after or not _MORE_OF_IT.match(after[0].text.strip()):
        return ""
    words = after[0].text.strip(" .!,").lower().split()
    return " ".join(w for w in words if w not in {"and", "then"})


def _says_how_it_went(following: Clause) -> bool:
    signal = detect_outcome(following.text)
    if signal is not None and (signal.polarity is Outcome.WORKED or not signal.state):
        return True  # "no change", or a result said of the step: "restarted did not solve"
    return bool(_SAID_IT_PERSISTS.search(following.text))


_BARE_LEAD = compile(r"^(?:(?:ok|okay|so|and|but|yes|yeah|ya|well)\b[\s,]*)+", IGNORECASE)
_MAX_BARE_WORDS = 5
# "restore purchases worked", "re-enable sync did it": fix verbs, and a few more told bare
_BARE_STEP_VERBS = FIX_VERBS | {"restore", "re-enable", "reenable", "redownload", "resync", "relog"}


def step_named_bare(said: str, signal: OutcomeSignal | None) -> ActionReading | None:
    """ "clear cache" before "worked": the step "Clear cache"; else None."""
    words = _BARE_LEAD.sub("", said.strip()).strip(" ,.").split()
    if signal is None or not 1 < len(words) <= _MAX_BARE_WORDS:
        return None  # "toggle is back": a bare word is the thing, "restart worked" a noun
    verb = words[0].lower()
    if verb not in _BARE_STEP_VERBS or lemma(verb) != verb or words[-1].lower() in _NOT_THINGS:
        return None  # "cleared cache" is read before; "update it worked" names nothing
    if words[1].lower() in SENT_HEADS:
        return None  # "reset link never arrives": the reset's link, a thing
    return read_action(f"I did {' '.join(words)}")
