"""Actions named without a customer verb: advice followed ("support told me to clear the
cache") and action nouns ("a factory reset did nothing", "the print spooler restart").
"""

from __future__ import annotations

from support_memory.extraction.language.lexicon import (
    ACTION_NOUN_HEADS,
    ACTION_NOUNS,
    DETERMINERS,
    FITTED_PARTS,
    LONG_ACTION_NOUNS,
    NON_ACTION_VERBS,
)
from support_memory.extraction.problems.symptoms import has_symptom
from support_memory.extraction.steps.action_reading import ActionReading
from support_memory.extraction.steps.action_words import VERB_NOUNS
from support_memory.extraction.steps.phrases import action_text, noun_action_text
from support_memory.extraction.steps.verbs import AUXILIARIES, is_gerund, is_past, lemma
from support_memory.patterns import IGNORECASE, compile

_ADVICE = compile(
    r"^(?:.{0,40}?\b(?:told|advised|suggested|recommended|asked|instructed)\s+(?:me|us)?|"
    r"(?:i|we)\s+(?:was|were|got)\s+(?:told|advised|asked)|(?:on|following) (?:the|your) "
    r"advice (?:of|from) \w+)\s*(?P<rest>.*)$",
    IGNORECASE,
)
_NOUN_ONLY = frozenset({"cleanup", "scan", "rollback"})
_DONE_WORDS = frozenset({"done", "complete", "completed", "finished"})
_OF_AT = 2  # "... update of [the] tv": "of" is second from the end, determiners dropped


# Words that end a noun's modifiers: "screen flickers since the update" names no step.
_NOT_MODIFIERS = frozenset(
    {"since", "after", "following", "before", "from", "with", "because", "when", "and", "but"}
    | {"of", "on", "in", "to", "for", "until", "till", "during", "by", "at", "like"}
)

# "the new update", "the latest upgrade": a release installed ("Install latest update")
_RELEASE_WORDS = frozenset({"new", "latest", "newest", "recent", "last", "next"})

_ACTION_ADJECTIVES = frozenset(
    {
        "full",
        "complete",
        "quick",
        "proper",
        "total",
        "thorough",
        "second",
        "another",
        "new",
        "manual",
        "simple",
        "deep",
    }
)

# ... of which these say only how much of it was done ("a deep clean" is a step of its own)
_HOW_MUCH = frozenset({"full", "complete", "quick", "proper", "total", "thorough", "simple"})


def advice(text: str) -> ActionReading | None:
    match = _ADVICE.match(text)
    if match is None:
        return None
    rest = match.group("rest").split()
    while rest and rest[0].lower() not in {"to"} and not is_gerund(rest[0]):
        rest = rest[1:]
    if not rest:
        return None
    if rest[0].lower() == "to":
        rest = rest[1:]
    if not rest:
        return None
    verb = lemma(rest[0])
    if verb in NON_ACTION_VERBS:
        return None
    text_ = action_text(verb, rest[1:])
    return ActionReading(text_, verb, tuple(rest[1:]), "needs_outcome") if text_ else None


# long forms that name a whole step with no object: "the reinstallation fixed it", "the
# synchronisation fixed it" (not "the deletion did nothing": of what is not said)
_WHOLE_ALONE = frozenset(
    {"reinstall", "synchronise", "synchronize", "resynchronise", "resynchronize"}
)
_LONGEST = 5  # words in a step told as a noun
_LONGEST_NAMED = 7  # ... when it begins with the action noun


def _leads_a_long_phrase(words: list[str]) -> bool:
    """ "update from usb in safe mode": an action noun first, then where or how (no version
    numbers: "update to version 1.3.1 exit code 0" is a log line)."""
    return words[0] in _ONE_WORD_ACTIONS and not any(c.isdigit() for w in words for c in w)


def _fitted(part: str, place: list[str]) -> ActionReading | None:
    """ "new batteries in thermostat" → "Put new batteries in thermostat"; "new fuse" → "Try
    new fuse" (as "tried a new fuse" reads); anything longer than where it went is no step
    ("new cable from amazon arrived")."""
    if not place:
        return ActionReading(f"Try new {part}", "try", ("new", part), "needs_outcome")
    if place[0] not in {"in", "into"} or len(place) > _LONGEST - 2:
        return None
    rest = ("new", part, *place)
    return ActionReading(f"Put new {part} {' '.join(place)}", "put", rest, "needs_outcome")


_SPOKEN_LEADS = frozenset({"right", "ok", "okay", "so", "well", "anyway", "update"})


def nominal(low: list[str]) -> ActionReading | None:
    """ "A restart didn't help", "the print spooler restart did nothing", "a factory reset"."""
    words = [w.strip(",.!?") for w in low if w not in DETERMINERS and any(c.isalnum() for c in w)]
    words = _one_of_several(words)  # "several reboots", "a couple of restarts": the step
    while len(words) > 1 and words[0] in _HOW_MUCH:
        words = words[1:]  # "a full factory reset", "a complete reinstall": the step itself
    if (
        not words
        # "the update from usb in safe mode": an action noun leads a longer phrase
        or len(words) > (_LONGEST_NAMED if _leads_a_long_phrase(words) else _LONGEST)
        or any((w.endswith("ed") and is_past(w)) or w in AUXILIARIES for w in words)
    ):
        return None
    phrase = " ".join(words)
    if has_symptom(phrase):
        return None  # "the update process hangs at 40%": a problem, not a step
    if len(words) > 2 and words[0] in _SPOKEN_LEADS and words[1] == "new":
        words = words[1:]  # "right new battery in the fob and its perfect now"
    if len(words) > 1 and words[0] == "new" and words[1] in FITTED_PARTS:
        return _fitted(words[1], words[2:])  # "new batteries in thermostat"
    long_form = LONG_ACTION_NOUNS.get(words[0])
    if long_form is not None:  # "reinstallation of the app", "removal of the extension"
        tail = words[2:] if words[1:2] == ["of"] else words[1:]
        if not tail and long_form not in _WHOLE_ALONE:
            return None  # "deletion did nothing": of what is not said
        text = action_text(long_form, tail)
        return ActionReading(text, long_form, tuple(tail), "needs_outcome") if text else None
    for noun in ACTION_NOUNS:
        if phrase == noun or phrase.startswith(noun + " "):
            tail = phrase[len(noun) :].split()
            if tail and tail[0] in ACTION_NOUN_HEADS:
                return None  # "the reset email never arrived": a thing, not a step
            mode = "needs_outcome"
            if tail and tail[-1] in _DONE_WORDS:
                tail, mode = tail[:-1], "done"  # "update done": the step, carried out
                phrase = " ".join([noun, *tail])
            if tail[:1] == ["of"]:
                tail = tail[1:]  # "a reinstall of the app"
            if " " in noun or noun in _NOUN_ONLY:
                return ActionReading(noun_action_text(phrase), noun, tuple(tail), mode)
            text = action_text(lemma(noun), tail)
            return ActionReading(text, noun, tuple(tail), mode) if text else None
    if len(words) > _OF_AT and words[-_OF_AT] == "of" and words[-_OF_AT - 1] in VERB_NOUNS:
        # "the software update of the tv": the step, of the thing named after "of"
        verb, thing = lemma(words[-_OF_AT - 1]), [*words[-1:], *words[: -_OF_AT - 1]]
        text = action_text(verb, thing)
        return ActionReading(text, verb, tuple(thing), "needs_outcome") if text else None
    if words[-1] in VERB_NOUNS and len(words) > 1 and not _NOT_MODIFIERS & set(words[:-1]):
        verb = lemma(words[-1])
        if set(words[:-1]) <= _RELEASE_WORDS:  # "the latest update fixed it"
            return ActionReading(
                f"Install {' '.join(words)}", verb, tuple(words[:-1]), "needs_outcome"
            )
        text = action_text(verb, words[:-1])
        return ActionReading(text, verb, tuple(words[:-1]), "needs_outcome") if text else None
    return None


# "(worked after) several reboots", "a couple of restarts": the step, done more than once
_QUANTIFIERS = frozenset(
    {"several", "multiple", "many", "few", "couple", "numerous", "repeated", "countless"}
    | {"two", "three", "four", "five", "some"}
)


def _one_of_several(words: list[str]) -> list[str]:
    """ "several reboots" → "reboot": a quantifier, then an action noun in the plural."""
    if len(words) < 2 or words[0] not in _QUANTIFIERS:
        return words
    rest = words[2:] if words[1] == "of" else words[1:]
    if len(rest) == 1 and rest[0].endswith("s") and rest[0][:-1] in _ONE_WORD_ACTIONS:
        return [rest[0][:-1]]
    return words


# "the update went on overnight", "firmware update installed fine": the step, carried out
_CARRIED_OUT = (
    ("went", "on"),
    ("went", "through"),
    ("went", "in"),
    ("got", "installed"),
    ("has", "installed"),
    ("is", "installed"),
    ("was", "installed"),
    ("installed",),
    ("finished",),
    ("completed",),
    ("is", "done"),
    ("was", "done"),
)
_RAN_WORDS = frozenset(tail[0] for tail in _CARRIED_OUT)
_WHEN_IT_RAN = frozenset(
    {"overnight", "last", "night", "this", "morning", "yesterday", "today", "fine", "ok"}
    | {"okay", "successfully", "installing", "eventually", "finally", "in", "the", "end", "now"}
)


def carried_out(low: list[str]) -> ActionReading | None:
    """ "Update went on overnight", "the firmware update installed fine": an action noun, and
    that it ran (not "the update installed a new driver")."""
    for at in range(1, len(low)):
        if low[at].strip(",.!") not in _RAN_WORDS:
            continue  # most words: asked of every clause the rules read no actor in
        for tail in _CARRIED_OUT:
            end = at + len(tail)
            if tuple(w.strip(",.!") for w in low[at:end]) == tail and all(
                w.strip(",.!") in _WHEN_IT_RAN for w in low[end:]
            ):
                named = nominal(low[:at])
                if named is None or named.verb in _NOUN_ONLY:
                    return None
                return ActionReading(named.text, named.verb, named.rest, "done")
    return None


def names_action(words: list[str]) -> bool:
    """ "a factory reset", "a full reset twice": the object of "did" / "gave" is an action."""
    kept = [w.lower() for w in words if w.lower() not in DETERMINERS]
    phrases = [" ".join(kept)]  # "a deep clean" is a noun of its own
    while len(kept) > 1 and kept[0] in _ACTION_ADJECTIVES:
        kept.pop(0)
        phrases.append(" ".join(kept))
    if any(p == noun or p.startswith(noun + " ") for p in phrases for noun in ACTION_NOUNS):
        return True
    # "did the throttle calibration", "did a router reset": the action after what it acts on
    return any(word in _ONE_WORD_ACTIONS for word in kept[1:3])


_ONE_WORD_ACTIONS = frozenset(noun for noun in ACTION_NOUNS if " " not in noun)
