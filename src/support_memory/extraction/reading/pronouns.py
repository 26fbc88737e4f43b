"""A step done to "it" names the thing the step before it acted on.

"I removed the battery, reinstalled it back": the reinstall is of the battery, not of an
app; "I uninstalled ikev2 and re-installed it" reinstalls ikev2. Without this, "it" after an
app verb reads as the application and after any other verb as nothing: "checked the drain
hose, it was kinked. straightened it and it drained fine" straightened the drain hose.
"""

from __future__ import annotations

from dataclasses import replace

from support_memory.extraction.language.lexicon import (
    APP_VERBS,
    DETERMINERS,
    LOOK_VERBS,
    NON_ACTION_VERBS,
    VERB_PARTICLES,
)
from support_memory.extraction.problems.symptoms import problem_thing
from support_memory.extraction.profile.truecase import truecase
from support_memory.extraction.reading.state import MessageReading, Step
from support_memory.extraction.steps.action_reading import ActionReading
from support_memory.extraction.steps.action_words import BASE_FORM_STEPS, VERB_NOUNS
from support_memory.extraction.steps.actions import read_action
from support_memory.extraction.steps.phrases import action_text
from support_memory.extraction.steps.real_actions import CONTACT_VERBS
from support_memory.extraction.steps.verbs import is_past, lemma
from support_memory.patterns import IGNORECASE, Match, compile

_PRONOUNS = frozenset({"it", "them"})
# what is done to a thing found stuck: "took it out", "pulled them free"
_TAKEN_OUT = frozenset({"take", "pull", "remove", "get", "pick", "fish", "dig", "cut", "yank"})
_ENDS_OBJECT = frozenset(
    {"at", "on", "in", "into", "from", "to", "with", "for", "via", "by", "and", "or", "then"}
    | {"off", "out", "back", "up", "down", "over", "again", "too", "twice", "but", "so"}
    | {"was", "were", "is", "are"}  # "checked the fuel cap was on tight": the fuel cap
)
_NOT_THINGS = frozenset({"application", "app", "everything", "all", "both", "one", "nothing"})
# "uninstalled X and reinstalled it", "removed the battery, put it back": the later step
# undoes this one, so its "it" is this one's object even after an app verb
_UNDOES = frozenset(
    {"uninstall", "un-install", "remove", "delete", "unpair", "disconnect", "unplug", "take"}
    | {"pull", "eject", "detach", "disable", "turn", "switch", "log", "sign"}
)
_LINK_VERBS = frozenset(
    {"re-pair", "pair", "re-link", "link", "connect", "reconnect", "sync", "re-add", "add"}
    | {"readd"}
)
# a thing tried in place of another ("tried a different socket"): never what "it" is after it
_TRY_VERBS = frozenset({"try", "use"})
_ANOTHER_ONE = frozenset({"different", "another", "other", "second", "spare"})
_PARTS = frozenset(
    {"battery", "batteries", "cable", "cables", "card", "sim", "filter", "toner", "button"}
    | {"buttons", "contacts", "pins", "port", "ports", "connector", "connectors"}
)
# "opened the lid and turned it off and on": a part, then the whole device powered
_POWER_VERBS = frozenset(
    {"turn", "switch", "power-cycle", "restart", "reboot", "shut", "reset", "factory-reset"}
)
_HOUSING = frozenset(
    {"door", "doors", "lid", "cover", "tray", "panel", "drawer", "hatch", "flap", "case"}
    | {"cartridge", "cartridges", "roller", "rollers", "back", "cap", "caps", "seal", "seals"}
)
_NOT_THE_DEVICE = _PARTS | _HOUSING
# an object ends before these: times, manner, "of", a second clause
_AFTER_OBJECT = frozenset(
    {"last", "this", "yesterday", "today", "tonight", "somehow", "of", "like", "which", "that"}
    | {"shake", "just", "again", "now", "when", "while", "because", "since", "as"}
)


def name_pronoun_objects(reading: MessageReading) -> None:
    """Give a step done to "it" the object of the step just before it in its sentence."""
    for before, step in zip(reading.steps, reading.steps[1:], strict=False):
        if step.sentence != before.sentence or not _own(step) or not _own(before):
            continue
        rest = step.reading.rest
        if not rest or rest[0].lower() not in _PRONOUNS:
            continue
        thing = _object(before)
        if thing and step.reading.verb in _LINK_VERBS and thing[-1].lower() in _PARTS:
            continue  # "changed the batteries and re-paired it": "it" is the remote
        if thing and step.reading.verb in _POWER_VERBS and thing[-1].lower() in _NOT_THE_DEVICE:
            continue  # "opened every door, turned it off and on": "it" is the printer
        named = [w.lower() for w in thing if w.lower() not in DETERMINERS]
        if named and before.reading.verb in _TRY_VERBS and named[0] in _ANOTHER_ONE:
            continue  # "tried a different socket and left it on overnight": "it" is the scooter
        app_verb = step.reading.verb in APP_VERBS or step.reading.verb in {"set", "repair"}
        if not thing or (app_verb and before.reading.verb not in _UNDOES):
            continue  # "cleared the cache and reinstalled it": "it" is the app
        text = action_text(step.reading.verb, [*thing, *rest[1:]])
        if text:
            step.reading = replace(step.reading, text=text, rest=(*thing, *rest[1:]))


def act_on_it(
    reading: MessageReading, said: str, action: ActionReading | None
) -> ActionReading | None:
    """The step of a clause told on "it", with the thing "it" stands for: the step the rules
    read (``action``) or, when they read none, one read from a verb on "it" alone."""
    if (
        action is not None
        and _on_it(action)
        and action.verb == "top"
        and "pressure" in reading.lowered
    ):
        # "the gauge was on 0.3 so I topped it up": "Top up pressure"
        rest = ("up", "pressure", *action.rest[2:]) if action.rest[1:2] == ("up",) else None
        text = action_text(action.verb, list(rest)) if rest else None
        if rest and text:
            return replace(action, text=text, rest=rest)
        return _renamed(action, ("pressure",))
    if action is not None and _on_it(action) and action.verb in _TAKEN_OUT:
        found = reading.uncovered  # "found a torn piece stuck in the roller, took it out"
        here = reading.clauses[reading.at].sentence if reading.clauses else -1
        if found is not None and found[0] == here:
            return _renamed(action, found[1])
    if action is not None and _on_it(action) and (came := _thing_that_came(reading)):
        return _renamed(action, came)  # "new card came today, activated it at the atm"
    if action is None:
        action = _step_on_it(reading, said)  # "straightened it": the hose checked before
    elif _on_it(action) and (looked_at := _looked_at_before(reading)):
        # "checked the filter and there was a sock in it!! took it out": what the look found
        found = _cause_named(reading)
        if found is not None and found[0] >= _last_own_step_sentence(reading):
            return _renamed(action, found[1])
        return _renamed(action, looked_at)  # "I checked the fuse, it was burned. I changed it"
    elif _on_it(action) and _names_nothing(action.text or ""):
        cause = _cause_named(reading)  # "the culprit was my vpn. uninstalled it"
        if cause is not None and not _step_since(reading, cause[0]):
            return _renamed(action, cause[1])
        offered = _update_offered(reading)  # "theres an update in the store, installing it"
        if offered is not None and action.verb in _TAKES_AN_UPDATE:
            return _renamed(action, offered)
    return _name_the_problem_thing(reading, action)  # "router keeps dropping"; "restarted it"


def _step_on_it(reading: MessageReading, said: str) -> ActionReading | None:
    """ "straightened it" after "checked the drain hose.": a verb on "it" alone is too vague
    to be a step, unless a step of an earlier sentence of the message named the thing, or
    the message opens with it and the customer's problem names one ("radiators wont get
    past lukewarm" ... "bled all of them last night")."""
    match = _VERB_ON_IT.match(said.strip())
    learner = match is not None and _learner_on_it(match)  # "Now I remove it and ..."
    if match is None or (
        match["verb"] is not None and not _done_to_it(match["verb"]) and not learner
    ):
        return None  # most clauses: asked for every clause the rules read no step in
    before = next((s for s in reversed(reading.steps) if _own(s)), None)
    here = reading.clauses[reading.at].sentence if reading.clauses else -1
    cause = _cause_named(reading)
    if cause is not None and (before is None or before.sentence <= cause[0]):
        thing = list(cause[1])  # "turns out it was the antivirus, disabled it"
    elif (looked := _thing_looked_at(reading)) is not None and (
        before is None or before.sentence <= looked[0]
    ):
        thing = list(looked[1])  # "looked at the hose behind, it was folded. straightened it"
    elif before is None:
        problem = _the_problem_thing(reading)
        # "the radiators were cold. bled them": "them" is the things of the problem told
        told = len(reading.mentions) if _them_of(said, problem) else 0
        thing = list(problem) if _told_first(reading, told) else []
    elif before.sentence == here and before.reading.verb not in LOOK_VERBS:
        # "took out the tray and cleaned it": one step told in two verbs (but "checked the
        # fuse and replaced it", "checked the vent, it was full of fluff, cleared it": a look,
        # then a step on the thing looked at)
        return None
    else:
        thing = _object(before)
    said_verb = match["did"] or match["verb"]
    verb = lemma(said_verb)
    if not thing or verb in _ON_THE_EARLIER_STEP or (before is None and verb in reading.planned):
        return None
    subject = "I " if learner else ""  # a learner's base form, read as told with its "I"
    return read_action(f"{subject}{said_verb} {' '.join(thing)}{match['tail']}")


def _learner_on_it(match: Match) -> bool:
    """ "Now I remove it": a learner's base form, with its "I", of a verb that acts on a thing."""
    word = (match["verb"] or "").lower()
    return (
        match.group("subject") is not None
        and word in BASE_FORM_STEPS
        and lemma(word) == word
        and word not in _NOT_DONE_TO_IT
    )


def _them_of(said: str, thing: tuple[str, ...]) -> bool:
    """Is "them" said of a problem's things, named in the plural ("Radiators")?"""
    return bool(thing) and thing[-1].lower().endswith("s") and " them" in f" {said.lower()}"


def _last_own_step_sentence(reading: MessageReading) -> int:
    return next((s.sentence for s in reversed(reading.steps) if _own(s)), -1)


def _looked_at_before(reading: MessageReading) -> tuple[str, ...]:
    """The thing the customer's last step, a look told in an earlier sentence, looked at
    ("I checked the fuse, it was burned."), or ()."""
    before = next((s for s in reversed(reading.steps) if _own(s)), None)
    here = reading.clauses[reading.at].sentence if reading.clauses else -1
    looked = _thing_looked_at(reading)
    if looked is not None and looked[0] < here and (before is None or before.sentence <= looked[0]):
        return looked[1]  # a learner's "look the hose behind, it was folded. I make it straight"
    if before is None or before.sentence >= here or before.reading.verb not in LOOK_VERBS:
        return ()
    return tuple(_object(before))


def _thing_looked_at(reading: MessageReading) -> tuple[int, tuple[str, ...]] | None:
    """The sentence and the thing of a look told in a clause just before this one, in its
    sentence or the one before, that the rules read no step in ("looked at the hose behind",
    a learner's "look the hose behind"); None when there is none."""
    if not reading.clauses:
        return None
    here = reading.clauses[reading.at].sentence
    for clause in reversed(reading.clauses[max(0, reading.at - _LOOK_REACH) : reading.at]):
        if clause.sentence < here - 1:
            return None
        found = _LOOKED_AT.search(clause.lower)
        if found is not None and found.group(1) not in _NOT_THINGS:
            return clause.sentence, (found.group(1),)
    return None


def _thing_that_came(reading: MessageReading) -> tuple[str, ...] | None:
    """The thing the clause just before this one, in its sentence, told as come ("new card
    came today", "the replacement arrived"); None when it told none."""
    if not reading.clauses or reading.at == 0:
        return None
    before = reading.clauses[reading.at - 1]
    if before.sentence != reading.clauses[reading.at].sentence:
        return None
    came = _CAME.match(before.lower)
    return tuple(came.group(1).split()) if came is not None else None


# "(the) new card came today", "replacement arrived": a thing that came, named by one or two
# words
_CAME = compile(
    r"^(?:(?:and|so|ok|okay)\s+)*(?:the\s+|my\s+|our\s+|a\s+)?((?:new|replacement|spare)\s+"
    r"[\w-]+|replacement)\s+(?:has\s+|have\s+)?(?:came|come|arrived|turned up|got here)\b"
)
_LOOK_REACH = 3
# "looked at the hose", "look the hose behind": a look at one thing, named by one noun
_LOOKED_AT = compile(
    r"\b(?:i\s+)?(?:looked|look|checked|check)\s+(?:at\s+)?(?:the|my)\s+(\w+)\s*(?:behind|"
    r"underneath|under|at the back)?\W*$"
)


def _name_the_problem_thing(
    reading: MessageReading, action: ActionReading | None
) -> ActionReading | None:
    """ "router keeps dropping" ... "restarted it": in a message that opens with steps on
    "it", "it" is the thing the problem is about ("Restart router", "Reset smart plug"), not
    "application" or nothing, when that problem names a thing other than the app."""
    if (
        action is None
        or not _on_it(action)
        or action.verb in reading.planned  # "gonna update the network driver" ... "updated it"
        or not _names_only_the_app(action.text or "")
        or not _told_first(reading)
    ):
        return action
    return _renamed(action, _the_problem_thing(reading))


def _done_to_it(word: str) -> bool:
    """ "cleaned it", "took it out": a past of a verb that acts on a thing; not "gave it a go"
    or "got it" (``NON_ACTION_VERBS``)."""
    low = word.lower()
    verb = lemma(low)
    return (low.endswith("ed") or verb != low) and is_past(low) and verb not in _NOT_DONE_TO_IT


# ... nor "rang them", "emailed them": people reached, not a thing ("Call letter")
_NOT_DONE_TO_IT = NON_ACTION_VERBS | {"give", "make", "ask", "tell"} | CONTACT_VERBS


def _on_it(action: ActionReading) -> bool:
    return (
        action.actor == "self"
        and bool(action.rest)
        and action.rest[0].lower() in _PRONOUNS
        and action.verb not in _ON_THE_EARLIER_STEP
    )


def _renamed(action: ActionReading, thing: tuple[str, ...]) -> ActionReading:
    """``action`` done to ``thing`` instead of "it"."""
    text = action_text(action.verb, [*thing, *action.rest[1:]]) if thing else None
    return replace(action, text=text, rest=(*thing, *action.rest[1:])) if text else action


def _step_since(reading: MessageReading, sentence: int) -> bool:
    return any(_own(s) and s.sentence > sentence for s in reading.steps)


# how many clauses back a cause named is looked for (a long run-on sentence has hundreds)
_LOOK_BACK = 30


def _cause_named(reading: MessageReading) -> tuple[int, tuple[str, ...]] | None:
    """The sentence and the thing of the last clause before this one that named the cause:
    "turns out it was the antivirus", "the culprit was my vpn"."""
    for clause in reversed(reading.clauses[max(0, reading.at - _LOOK_BACK) : reading.at]):
        said = clause.text.strip()
        named = (
            _CAUSE.match(said)
            or _FOUND_IN.match(said)
            or _FOUND_STATE.match(said)
            or _SAID_CAUSE.match(said)
            or _LEFT_IN_PLACE.match(said)
            or _FOUND_INSIDE.match(said)
        )
        found = named.groupdict() if named is not None else {}
        thing = (
            found.get("thing") or found.get("there") or found.get("found") or found.get("learner")
        )
        if thing and thing.split()[0].lower() not in _NO_THING:
            return clause.sentence, tuple(thing.split())
    return None


# "On the back there were still 4 big screws for the transport": a thing left in place,
# which "took them out" then names
_LEFT_IN_PLACE = compile(
    r"^(?:(?:so|and|but|ok|okay)\W+)*(?:(?:on|in|at|under|behind) the \w+,? )?there (?:was|were|"
    r"is|are) still (?:a |an |the |some )?(?P<thing>[\w-]+(?:\s+[\w-]+){0,2}?)(?:\s+(?:for|in|on|"
    r"inside|left|attached|stuck|at)\b|\W*$)",
    IGNORECASE,
)
# "the charging port had a bit of playdoh in it", "there was fluff in the port": what was in
# the part, which "got it out" then names
_FOUND_INSIDE = compile(
    r"^(?:(?:so|and|but|ok|okay|ignore that|turns out)\W+)*(?:(?:the|my|our) [\w-]+(?: [\w-]+)? "
    r"(?:had|has) (?:a bit of |a piece of |some |a |an |loads of |lots of )?(?P<thing>[\w-]+(?: "
    r"[\w-]+)?) (?:stuck )?(?:in|inside) (?:it|them)\b|there (?:was|were) (?:a bit of |a piece of |"
    r"some |a |an |loads of |lots of )?(?P<there>[\w-]+(?: [\w-]+)?) (?:stuck )?(?:in|inside) "
    r"(?:the|my|our) [\w-]+|"
    # "found a tiny torn bit of paper right at the back behind the rollers"
    # (a learner's "I find small orange tape on the new cartridge")
    r"(?:i |we )?found (?:a |an |some )?(?:(?:tiny|small|little|big|torn|loose|old)\s+)*"
    r"(?P<found>(?:bit|piece|scrap|lump|clump) of [\w-]+|[\w-]+(?: [\w-]+)?) (?:right )?(?:at the "
    r"\w+ )?(?:behind|under|underneath|inside|in|stuck|wedged|jammed|caught)\b|"
    r"(?:i|we) find (?:a |an |some )?(?:(?:tiny|small|little|big|torn|loose|old)\s+)*"
    r"(?P<learner>(?:bit|piece|scrap|lump|clump) of [\w-]+|[\w-]+(?: [\w-]+)?) (?:right )?"
    r"(?:behind|under|underneath|inside|in|on|stuck|wedged|jammed|caught)\b)",
    IGNORECASE,
)
# "I found the problem myself": what was wrong, no thing a step is done to
_NO_THING = frozenset({"problem", "issue", "solution", "fix", "cause", "fault", "reason", "answer"})


def _update_offered(reading: MessageReading) -> tuple[str, ...] | None:
    """The update the clause just before this one said is there ("just saw theres an
    update in the play store"), in its words, or None."""
    if reading.at == 0:
        return None
    found = _UPDATE_THERE.search(reading.clauses[reading.at - 1].text)
    return tuple(found.group("update").lower().split()) if found is not None else None


_TAKES_AN_UPDATE = frozenset({"install", "download", "run", "apply", "get", "do"})
_UPDATE_THERE = compile(
    r"(?i)\b(?:there(?:'s| is| was)|theres|i (?:see|saw|got)|(?:just )?(?:saw|got|found)) "
    r"(?:an? |the )?(?:new |pending |available )?(?P<update>(?:(?:firmware|software|system|"
    r"app|os|ios|android|windows|driver) )?(?:update|upgrade))\b"
)


def _told_first(reading: MessageReading, told: int = 0) -> bool:
    """Every clause of the message before this one told a step on "it" (or there is none),
    or one of the ``told`` clauses of the problem: no other thing was named that "it" could
    stand for ("printer jammed. cleared it")."""
    own = [s for s in reading.steps if _own(s)]
    return len(own) + told >= reading.at and not any(_names_something(s) for s in own)


def _names_something(step: Step) -> bool:
    """ "uninstalled the app on my phone": the step named a thing "it" may stand for ("put
    it on the 2.4ghz band" acted on "it")."""
    first = next((w.lower() for w in step.reading.rest if w.lower() not in VERB_PARTICLES), None)
    return first is not None and first not in _PRONOUNS


# "tried it, no luck", "did it": the step planned before, not a thing
_ON_THE_EARLIER_STEP = frozenset({"try", "do", "test", "attempt", "follow", "use"})


def _names_only_the_app(text: str) -> bool:
    """ "Restart application", or a bare "Reset": "it" named nothing else."""
    words = text.split()
    return len(words) == 1 or "application" in words


def _names_nothing(text: str) -> bool:
    """ "Restart application", a bare "Reset" or "Take out": the step named no thing."""
    words = [w.lower() for w in text.split()[1:]]
    for at, word in enumerate(words):
        if word in _WHERE_DONE and at > 0:
            words = words[:at]  # "Wash out [under tap]": where it was done names no thing
            break
    return _names_only_the_app(text) or all(w in VERB_PARTICLES for w in words)


_WHERE_DONE = frozenset({"under", "with", "using", "at", "into", "in"})


def _the_problem_thing(reading: MessageReading) -> tuple[str, ...]:
    thing = problem_thing(reading.problem())
    if " ".join(thing).lower() in reading.own_things:
        return ()  # "my acme pdf suite keeps crashing": the desk's own app, "application"
    if thing and thing[0][1:].islower():  # "Router" was capitalised as a text's start
        thing = (truecase(thing[0].lower()), *thing[1:])  # but "Kindle" is a name
    return thing


_CAUSE = compile(
    r"^(?:(?:so|and|ok|okay|well)\s+)?(?:(?:it\s+)?turns?\s+out|turned\s+out|(?:i\s+|we\s+)?found"
    r"(?:\s+out)?|(?:the\s+)?(?:culprit|cause)\s+(?:was|is))\s+(?:that\s+)?(?:it\s+(?:was|is)\s+|"
    r"it's\s+|its\s+)?(?:the|my|our)\s+(?P<thing>[\w-]+(?:\s+[\w-]+)?)\W*$",
    IGNORECASE,
)
# "there was a coin in the drum filter", "there's a hair stuck in the roller": what was found
_FOUND_IN = compile(
    r"^(?:(?:so|and|ok|okay|well)\s+)?(?:(?:i|we)\s+(?:found|noticed|saw|realised|realized)\s+"
    r"(?:that\s+)?)?there(?:\s+(?:was|were|is)|'s)\s+(?:a|an|some)\s+(?:(?:second|third|"
    r"another|extra|old|spare)\s+)?(?P<thing>[\w-]+)\s+(?:stuck\s+|caught\s+|jammed\s+|"
    r"lodged\s+|wedged\s+|set\s+|saved\s+|left\s+)?(?:in|inside|under|behind|on)\b.*$",
    IGNORECASE,
)
# "the balcony door wasnt shut all the way", "the hose was really kinked": the thing
# found in a wrong state, that a later "closed it properly" acts on
# "my dad said it might be the fuel cap (so I took it off)": the cause someone guessed
_SAID_CAUSE = compile(
    r"^(?:(?:um|so|and|well|ok|okay)\W+)*(?:my\s+|the\s+)?\w+\s+(?:said|says|reckons|reckoned|"
    r"thinks|thought|suggested)\s+(?:that\s+)?it\s+(?:might|may|could|must|should|would)\s+be\s+"
    r"(?:the|my|our|a)\s+(?P<thing>[\w-]+(?:\s+[\w-]+)?)\W*$",
    IGNORECASE,
)
_FOUND_STATE = compile(
    r"^(?:(?:so|and|ok|okay|well|omg|oh|turns out|apparently|(?:i |we )?found(?: out)?(?: that)?|"
    r"(?:i |we )?(?:noticed|realised|realized)(?: that)?)\W+)*(?:the|my|our)\s+"
    r"(?P<thing>[\w-]+(?:\s+[\w-]+)?)"
    # "the condenser unit [at the bottom] was full of fluff": where it sits, told on the way
    r"(?:\s+(?:at|in|on|under|behind|inside) the [\w-]+)?"
    r"\s+(?:was|were|wasn't|wasnt|weren't|was not|were not|"
    r"had been|had come|had|has)\s+(?:not\s+|never\s+)?(?:\w+\s+)?(?:shut|closed|open|loose|"
    r"full|filled|covered|caked|packed|dirty|furred|"
    r"unplugged|plugged|sitting|seated|in|on|off|switched|turned|set|blocked|clogged|bent|stuck|"
    r"twisted|upside|backwards|crooked|flipped|undone|disconnected|kinked|folded|pinched|"
    # "the shower breaker had tripped, flicked it back up": the breaker
    r"squashed|tight|trapped|tangled|jammed|tripped|blown|popped)\b",
    IGNORECASE,
)
# "disabled it", "took it out", "I did disable it" (a step restated by ``clauses.restate``)
_VERB_ON_IT = compile(
    r"^(?:(?:now|then|so|and|after that)\s+)?(?:(?P<subject>i|we)\s+)?(?:did\s+(?P<did>\w+)|"
    r"(?P<verb>\w+))\s+(?:(?:all|both) of\s+)?(?:it|them)\b(?P<tail>.*)$",
    IGNORECASE,
)


def _own(step: Step) -> bool:
    return step.reading.actor == "self" and step.reading.text is not None


def _object(step: Step) -> list[str]:
    """The noun phrase the step acted on ("the battery"), or nothing if it named none."""
    words: list[str] = []
    for word in step.reading.rest:
        low = word.lower().strip(",.;:!?")
        if low in _ENDS_OBJECT or low in _AFTER_OBJECT:
            if words:
                break
            continue  # "turned off the router": a particle before the object
        if low in _PRONOUNS:
            return []
        words.append(word)
    content = [w for w in words if w.lower() not in DETERMINERS]
    last = content[-1].lower() if content else ""
    if not content or len(content) > 4 or last in _NOT_THINGS or last in VERB_NOUNS:
        return []  # "did a restart of the hub and re-added it": no thing named
    return words
