"""One verb, several objects: "rebooted the modem and the router" is two steps.

``split_objects`` turns an action whose object is a plain list of noun phrases into one
action per object; anything else (prepositions inside, particles after "and", a shared head
such as "network and sharing settings") stays one action.
"""

from __future__ import annotations

from support_memory.extraction.language.lexicon import LOOK_VERBS
from support_memory.extraction.steps.action_reading import ActionReading
from support_memory.extraction.steps.action_words import IMPERATIVE_STEPS
from support_memory.extraction.steps.nominal import nominal
from support_memory.extraction.steps.phrases import action_text

_DETERMINERS = frozenset({"the", "my", "our", "his", "her", "their", "its", "a", "an", "both"})
_PARTICLES = frozenset({"off", "on", "out", "up", "down", "back", "in", "over"})
_STOP = frozenset(
    {
        "to",
        "in",
        "on",
        "from",
        "of",
        "with",
        "for",
        "at",
        "by",
        "into",
        "off",
        "out",
        "back",
        "again",
        "it",
        "them",
        "then",
        "after",
        "before",
        "via",
        "as",
        "up",
        "down",
        "over",
        "but",
    }
)
_AND = frozenset({"and"})
# "tried restart, update and even a reinstall": words between the steps of a list
_STEP_JOINERS = frozenset({"and", "or", "then", "even", "also", "finally"})
_NO_SPLIT_VERBS = frozenset({"try", "toggle", "switch", "swap", "compare", "pair", "sync"})


def split_objects(action: ActionReading) -> list[ActionReading]:
    """One action per object of a plain list ("the modem and the router"), else ``[action]``."""
    words = [w.strip(",") for w in action.rest if w.strip(",")]
    if action.text is None or action.verb in _NO_SPLIT_VERBS or " " in action.verb:
        return [action]
    lead: list[str] = []
    while words and words[0].lower() in _PARTICLES:
        lead.append(words.pop(0))
    steps = _list_of_steps(action, lead)
    if steps:
        return steps
    lowered = [w.lower() for w in words]
    if lowered[:1] == ["and"]:
        return _verb_then_noun(action, lead, words[1:])
    if lowered.count("and") != 1:
        return [action]
    parts = _listed(tuple(action.rest[len(lead) :]))
    if len(parts) == 2 and _bare_step(parts[1]):
        return _then_a_step(action, lead, parts[0], parts[1])  # "delete the app and reinstall"
    looked = action.verb in LOOK_VERBS  # "checked the shed, the bins and behind the pots"
    if (
        len(parts) < 2
        or not all(_plain(p) or (looked and _a_place(p)) for p in parts)
        or _shared_head(parts[0], parts[1])
    ):
        return [action]
    out = []
    for part in parts:
        text = action_text(action.verb, [*lead, *part])
        if text is None:
            return [action]
        out.append(
            ActionReading(
                text, action.verb, (*lead, *part), action.mode, action.actor, action.subjectless
            )
        )
    return out


# "buy a new cable in the shop and try": the try tests the first step, no step of its own
_TRY_IT = frozenset({"try", "test", "see"})


def _bare_step(words: list[str]) -> bool:
    """ "reinstall": a step verb alone, not a noun ("delete the account and recreate it" is
    one step on the account, and stays whole)."""
    return len(words) == 1 and words[0].lower() in IMPERATIVE_STEPS - _TRY_IT


def _then_a_step(
    action: ActionReading, lead: list[str], thing: list[str], step: list[str]
) -> list[ActionReading]:
    first = action_text(action.verb, [*lead, *thing])
    verb = step[0].lower()
    second = action_text(verb, step[1:])
    if first is None or second is None:
        return [action]
    return [
        ActionReading(
            first, action.verb, (*lead, *thing), action.mode, action.actor, action.subjectless
        ),
        ActionReading(second, verb, tuple(step[1:]), action.mode, action.actor, action.subjectless),
    ]


def _list_of_steps(action: ActionReading, lead: list[str]) -> list[ActionReading]:
    """ "tried restart, update and reinstall": the verb's "object" is itself a list of steps,
    so each is a step of its own (two or more, each one action word: "installed update" is
    one step)."""
    if lead:
        return []
    groups = [[w.lower() for w in g] for g in _listed(action.rest, _STEP_JOINERS)]
    if len(groups) < 2 or any(len(g) > 2 for g in groups):
        return []
    named = [nominal(g) for g in groups]
    alone = action_text(action.verb, [])
    if alone is None or any(n is None or n.text is None for n in named):
        return []
    first = ActionReading(alone, action.verb, (), action.mode, action.actor, action.subjectless)
    return [first] + [
        ActionReading(n.text, n.verb, n.rest, action.mode, action.actor, action.subjectless)
        for n in named
        if n is not None and n.text is not None
    ]


def _listed(rest: tuple[str, ...], joiners: frozenset[str] = _AND) -> list[list[str]]:
    """The items of a list at commas and ``joiners``: "the cache, cookies and history" →
    [the cache], [cookies], [history]."""
    parts: list[list[str]] = [[]]
    for raw in rest:
        word = raw.strip(",")
        if word.lower() in joiners:
            parts.append([])
        elif word:
            parts[-1].append(word)
        if raw.endswith(","):
            parts.append([])
    return [p for p in parts if p and not _a_count_aside(p)]


# ", maybe 300,": how many, told in passing, no item of the list
_HEDGES = frozenset({"maybe", "about", "around", "like", "roughly", "approx", "nearly", "over"})


def _a_count_aside(words: list[str]) -> bool:
    return len(words) == 2 and words[0].lower() in _HEDGES and words[1].isdigit()


def _plain(words: list[str]) -> bool:
    """A short noun phrase: an optional determiner and one to three words, no prepositions."""
    core = words[1:] if words and words[0].lower() in _DETERMINERS else words
    return 1 <= len(core) <= 3 and not any(w.lower() in _STOP for w in words)


def _a_place(words: list[str]) -> bool:
    """ "behind the plant pots", "under the mat": where a look looked, a plain place."""
    return len(words) > 1 and words[0].lower() in _PLACES_LOOKED and _plain(words[1:])


_PLACES_LOOKED = frozenset({"behind", "under", "underneath", "inside", "in", "around", "near"})


def _shared_head(first: list[str], second: list[str]) -> bool:
    """ "network and sharing settings": a bare modifier before a longer phrase shares its head."""
    has_det = bool(second) and second[0].lower() in _DETERMINERS
    core = first[1:] if first and first[0].lower() in _DETERMINERS else first
    return len(core) == 1 and len(second) > 1 and not has_det


def _verb_then_noun(
    action: ActionReading, lead: list[str], after: list[str]
) -> list[ActionReading]:
    """ "updating and even a factory reset": the verb alone, then an action noun."""
    noun = [w for w in after if w.lower() not in {"even", "also", "then", "finally"}]
    named = nominal([w.lower() for w in noun])
    alone = action_text(action.verb, lead)
    if named is None or named.text is None or alone is None:
        return [action]
    first = ActionReading(
        alone, action.verb, tuple(lead), action.mode, action.actor, action.subjectless
    )
    second = ActionReading(
        named.text, named.verb, named.rest, action.mode, action.actor, action.subjectless
    )
    return [first, second]
