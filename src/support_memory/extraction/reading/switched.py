"""A switch flipped on "it" names the setting the customer found in the wrong state.

"numlock was on, turned it off and its fine", "found the travel toggle in the app and
switched it on", "the wifi calling setting was disabled so i enabled it": the fix is the
setting, and "Turn off" alone tells the next agent nothing. The setting is the thing a
clause just before (in this sentence or the one before) said was on or off, or the thing
the customer found ("found a BIOS update on the website, installed it"). Only a step whose
object is "it" / "that" / "them", or none at all ("I turn on"), is named this way.
"""

from __future__ import annotations

from dataclasses import replace

from support_memory.extraction.language.lexicon import (
    APP_NOUNS,
    DETERMINERS,
    FOUND_VERBS,
    SETTING_STATES,
    SWITCH_VERBS,
    VERB_PARTICLES,
)
from support_memory.extraction.problems.antecedent import not_in_a_name
from support_memory.extraction.reading.state import MessageReading
from support_memory.extraction.steps.action_reading import ActionReading
from support_memory.extraction.steps.actions import read_action
from support_memory.extraction.steps.phrases import action_text
from support_memory.extraction.steps.verbs import is_gerund, is_past, lemma
from support_memory.patterns import IGNORECASE, compile

_PRONOUNS = frozenset({"it", "that", "them", "this"})
_BE = frozenset({"was", "is", "were", "are", "been", "got", "went"})
# between "was" and the state: "was still on", "had been switched off", "is set to disabled"
_BEFORE_STATE = frozenset({"still", "also", "somehow", "accidentally", "turned", "switched"})
_BEFORE_STATE_SET = frozenset({"set", "to", "back", "all"})
# a state word is the state only when the clause ends there or goes on with where or why:
# "was on in the tablet keyboard", not "was on the guest network"
_AFTER_STATE = frozenset(
    {"in", "at", "on", "under", "by", "for", "after", "again", "since", "apparently", "lol"}
    | {"somehow", "all", "by", "because", "when", "and", "so", "but", "for", "now", "too"}
)
_FLIPPED = frozenset({"switched", "turned", "put", "set"})  # "had switched its X back on"
_OWNERS = DETERMINERS | {"own"}
# words left out of a setting's name: "lol nvm numlock", "option 'internet payments'"
_NOT_THE_SETTING = frozenset(
    {"lol", "nvm", "ok", "okay", "oh", "ah", "wait", "yeah", "ya", "turns", "out", "option"}
    | {"apparently", "seems", "found", "find", "saw", "noticed", "spotted", "never", "mind"}
)
_MAX_WORDS = 3
_NAMING = frozenset({"called", "named", "labelled", "labeled"})
_RELATIVE = frozenset({"that", "which"})  # "an option called low data mode that was on"
# "i enabled it": the rules read no step in a verb whose object is only "it"
_SWITCHED_IT = compile(
    r"^(?:(?:so|and|then)\s+)?(?:(?:i|we)\s+)?(\w+)\s+(?:it|that|them)\b(.*)$", IGNORECASE
)


def name_the_setting(
    reading: MessageReading, said: str, action: ActionReading | None
) -> ActionReading | None:
    """``action`` with the setting it flipped as its object, when it flipped "it" after a
    clause named the setting; else ``action`` unchanged. A verb that flips nothing ("held
    it", "installed it") takes only a thing found ("found the reset button")."""
    if action is None:
        return _verb_on_it(reading, said)
    own = action.actor == "self" and action.text is not None
    if not own or not _names_nothing(action.rest):
        return action
    setting = _setting_before(reading, found_only=action.verb not in SWITCH_VERBS)
    if setting is None:
        return action
    return _flipping(action, setting) or action


def _flipping(action: ActionReading, setting: tuple[str, ...]) -> ActionReading | None:
    """ "turned it off" with the setting's name for "it": "Turn off holiday mode"."""
    particles = [w for w in _up_to_and(action.rest) if w.lower() in VERB_PARTICLES]
    rest = (*particles, *setting)
    text = action_text(action.verb, list(rest))
    return replace(action, text=text, rest=rest) if text else None


def switch_the_mode(
    reading: MessageReading, said: str, action: ActionReading | None
) -> ActionReading | None:
    """ "the thermostat was on holiday mode, switched it off": the step switched the mode
    off, not the thermostat; None when the clause flips no mode told just before."""
    if action is None or action.actor != "self" or action.verb not in SWITCH_VERBS:
        return None
    if not _names_nothing(action.rest) or not reading.clauses:
        return None
    here = reading.clauses[reading.at].sentence
    for clause in reversed(reading.clauses[max(0, reading.at - 2) : reading.at]):
        if clause.sentence < here - 1:
            return None
        tokens = [t.strip(",.!?;:()\"'") for t in clause.text.split()]
        mode = _on_a_mode(tokens, [t.lower() for t in tokens])
        if mode is not None:
            _drop_the_state(reading, clause.sentence, " ".join(mode).lower())
            return _flipping(action, mode)
    return None


def _verb_on_it(reading: MessageReading, said: str) -> ActionReading | None:
    match = _SWITCHED_IT.match(said.strip())
    if match is None:
        return None  # most clauses: asked for every clause the rules read no step in
    verb = match.group(1).lower()
    setting = _setting_before(reading, found_only=lemma(verb) not in SWITCH_VERBS)
    if setting is None:
        return None
    if lemma(verb) in _FROZEN_THINGS_ONLY and setting[-1].lower() in APP_NOUNS:
        return None  # "turned the app off and on and unfroze it again": the card, not the app
    action = read_action(f"{verb} {' '.join(setting)}{match.group(2)}")
    return action if action is not None and action.actor == "self" else None


def _names_nothing(rest: tuple[str, ...]) -> bool:
    words = [w.lower().strip(",.!?") for w in _up_to_and(rest)]
    objects = [w for w in words if w not in VERB_PARTICLES and w not in _TIMES]
    return not objects or (objects[0] in _PRONOUNS and all(w in _TIMES for w in objects[1:]))


def _up_to_and(rest: tuple[str, ...]) -> tuple[str, ...]:
    """The words before a second clause the splitter left on: "that off [and bitwarden
    fills again]", "them, [tablet online now]"."""
    for index, word in enumerate(rest):
        if word.lower() == "and":
            return rest[:index]
        if word.endswith(","):
            return (*rest[:index], word.rstrip(","))
    return rest


_FROZEN_THINGS_ONLY = frozenset({"unfreeze"})  # a card or an account is unfrozen, never an app
_TIMES = frozenset({"now", "today", "tonight", "last", "night", "again", "too", "then"})
# how many clauses back a setting is looked for: a sentence told with no stop can run on for
# hundreds of clauses, and a setting named that far back is no longer the one in hand
_LOOK_BACK = 30


def _setting_before(reading: MessageReading, *, found_only: bool) -> tuple[str, ...] | None:
    """The setting named by the nearest clause before this one, in this sentence or the
    one before: found in a state ("numlock was on"), found ("found the travel toggle").

    A state told of the setting flipped is the cause, not a problem of its own: "bluetooth
    was off on my phone, turned it on" leaves no incident "Bluetooth was off"."""
    if not reading.clauses or reading.at >= len(reading.clauses):
        return None
    here = reading.clauses[reading.at].sentence
    nearest = reading.clauses[max(0, reading.at - _LOOK_BACK) : reading.at]
    for clause in reversed(nearest):
        if clause.sentence < here - 1:
            return None
        tokens = [t.strip(",.!?;:()\"'") for t in clause.text.split()]
        lowered = [t.lower() for t in tokens]
        name = _found(tokens, lowered)
        if name is not None:  # "found a piece of paper, took it out": the cause, no problem
            _drop_the_state(reading, clause.sentence, " ".join(name).lower())
        if name is None and not found_only:
            name = (
                _on_a_mode(tokens, lowered)
                or _in_a_state(tokens, lowered)
                or _there_was(tokens, lowered)
            )
            if name is not None:
                _drop_the_state(reading, clause.sentence, " ".join(name).lower())
            name = name or _flipped(tokens, lowered)
        if name is not None:
            return name
    return None


def _drop_the_state(reading: MessageReading, sentence: int, setting: str) -> None:
    if not reading.mentions:
        return
    last = reading.mentions[-1]
    if last.sentence != sentence or last.existing is not None or setting not in last.text.lower():
        return
    reading.mentions.pop()
    remaining = len(reading.mentions)
    if reading.current is not None and reading.current >= remaining:
        reading.current = remaining - 1 if remaining else None
    for step in reading.steps:
        if step.incident is not None and step.incident >= remaining:
            step.incident = reading.current


def _in_a_state(tokens: list[str], lowered: list[str]) -> tuple[str, ...] | None:
    """ "numlock was on", "the wifi calling setting was disabled": the name before "was"."""
    for index, word in enumerate(lowered):
        if word not in _BE or not _state_follows(lowered, index + 1):
            continue
        name: list[str] = []
        end = index - 1 if index and lowered[index - 1] in _RELATIVE else index
        for back in range(end - 1, -1, -1):
            low = lowered[back]
            if low == "not" and lowered[back - 1 : back] == ["do"]:
                name[:0] = tokens[back - 1 : back + 1]  # "do not disturb was on"
                break
            if not low or low in _OWNERS or low in _NOT_THE_SETTING or not_in_a_name(low):
                break
            if low in _NAMING:
                break  # "an option called low data mode"
            name.insert(0, tokens[back])
        if name:
            return tuple(name[-_MAX_WORDS:])
    return None


def _there_was(tokens: list[str], lowered: list[str]) -> tuple[str, ...] | None:
    """ "there was a sleep timer set to twenty minutes": a setting found on."""
    for index in range(len(lowered) - 2):
        if lowered[index] != "there" or lowered[index + 1] not in _BE:
            continue
        at = index + 2
        while at < len(lowered) and lowered[at] in _OWNERS:
            at += 1
        name = _name_from(tokens, lowered, at)
        after = lowered[at + len(name) : at + len(name) + 1]
        if name and after and after[0] in _SET_ON:
            return name
    return None


# "a (tiny) bit of torn paper", "a piece of tape": the thing is what the portion is of
_PORTIONS = frozenset({"bit", "piece", "scrap", "lump", "chunk", "strip", "shred", "wad", "bunch"})
_SMALL = frozenset({"tiny", "little", "small", "big", "large", "huge", "few"})
_WHERE = frozenset({"over", "under", "behind", "inside", "near", "with", "from", "at", "by"})
_SET_ON = SETTING_STATES | {"set", "switched", "turned", "running"}


def _state_follows(lowered: list[str], at: int) -> bool:
    while at < len(lowered) and (lowered[at] in _BEFORE_STATE or lowered[at] in _BEFORE_STATE_SET):
        at += 1
    if at >= len(lowered) or lowered[at] not in SETTING_STATES:
        return False
    after = lowered[at + 1 : at + 4]
    return not after or after[0] in _AFTER_STATE or after == ["the", "whole", "time"]


def _found(tokens: list[str], lowered: list[str]) -> tuple[str, ...] | None:
    """ "found the travel toggle in the app", "found a BIOS update", "found in the app the
    setting 'foreign usage'": the thing found."""
    for index, word in enumerate(lowered[:-1]):
        if word not in FOUND_VERBS:
            continue
        at = index + 1
        if (
            lowered[at] in _WHERE_FOUND
            and lowered[at + 1 : at + 2]
            and lowered[at + 1] in DETERMINERS
        ):
            at += 3  # "found [in the app] the setting ..."
        if at < len(lowered) and lowered[at] in DETERMINERS:
            at += 1
            if lowered[at : at + 1] and lowered[at] in _SETTING_HEADS and len(lowered) > at + 1:
                at += 1  # "the setting 'foreign usage'": the setting's name
            name = _name_from(tokens, lowered, at)
            if name:
                return name
    return None


_WHERE_FOUND = frozenset({"in", "on", "under"})
_SETTING_HEADS = frozenset({"setting", "option", "toggle"})
# "the thermostat was on holiday mode", "the boiler was set to eco mode": the mode is on
_MODE_WORDS = frozenset({"mode", "programme", "program", "setting", "schedule"})
_ON_A_MODE = frozenset({"on", "in", "set", "to", "still", "stuck"})


def _on_a_mode(tokens: list[str], lowered: list[str]) -> tuple[str, ...] | None:
    """ "the thermostat was on holiday mode": the mode, the thing a switch then flips."""
    for index, word in enumerate(lowered):
        if word not in _BE:
            continue
        at = index + 1
        while at < len(lowered) and lowered[at] in _ON_A_MODE:
            at += 1
        if at == index + 1:
            continue
        for end in range(at + 1, min(at + _MAX_WORDS + 1, len(lowered))):
            if lowered[end] in _MODE_WORDS:
                return tuple(tokens[at : end + 1])
    return None


def _flipped(tokens: list[str], lowered: list[str]) -> tuple[str, ...] | None:
    """ "chrome had switched its own password manager back on": what was switched."""
    for index, word in enumerate(lowered):
        if word not in _FLIPPED:
            continue
        at = index + 1
        while at < len(lowered) and lowered[at] in _OWNERS:
            at += 1
        name = _name_from(tokens, lowered, at)
        after = lowered[at + len(name) :] if name else []
        if name and after[:1] == ["back"]:
            after = after[1:]
        if name and after[:1] and after[0] in SETTING_STATES:
            return name
    return None


def _name_from(tokens: list[str], lowered: list[str], start: int) -> tuple[str, ...]:
    start = _past_portion(lowered, start)
    name: list[str] = []
    for at in range(start, min(start + _MAX_WORDS, len(lowered))):
        low = lowered[at]
        if not low or not_in_a_name(low) or low in _OWNERS or low in VERB_PARTICLES | _WHERE:
            break
        if (is_past(low) and not is_gerund(low)) or low in _NOT_THE_SETTING:
            break  # "found the app crashed", not "found the roaming toggle"
        name.append(tokens[at])
    return tuple(name)


def _past_portion(lowered: list[str], at: int) -> int:
    """ "a tiny bit of torn paper" names the paper: where the name starts after "(tiny) bit
    of"; ``at`` when there is no portion."""
    after = at + 1 if lowered[at : at + 1] and lowered[at] in _SMALL else at
    if (
        lowered[after : after + 1]
        and lowered[after] in _PORTIONS
        and lowered[after + 1 : after + 2] == ["of"]
    ):
        return after + 2
    return at
