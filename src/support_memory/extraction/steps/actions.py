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

import itertools
from functools import lru_cache

from support_memory import patterns
from support_memory.extraction.language.custom import CUSTOM
from support_memory.extraction.language.lexicon import (
    ACTION_NOUNS,
    APP_VERBS,
    DETERMINERS,
    FAULT_PASTS,
    FILLER_ADVERBS,
    GERUND_NOUNS,
    NON_ACTION_VERBS,
    RIDES,
    SPOKEN_FILLERS,
    SWITCH_VERBS,
    SYSTEM_GERUNDS,
    THIRD_PARTIES,
    TRIED_ACTIONS,
    USAGE_VERBS,
    words,
)
from support_memory.extraction.problems.symptoms import has_symptom
from support_memory.extraction.profile.facts import OS_RE, profile_facts
from support_memory.extraction.steps.action_reading import ActionReading
from support_memory.extraction.steps.action_words import (
    ALL_AT_ONCE_VERBS,
    ALREADY_DONE_STEPS,
    BASE_FORM_STEPS,
    BILLING,
    COMPOUND_VERB,
    DID_A_NOUN,
    DID_AS_TOLD,
    DID_IT_THERE,
    DID_THE_NAMED_THING,
    DID_THE_QUOTED,
    DID_THE_THING,
    DO_VERBS,
    ENDED_UP,
    FOLLOWED_ADVICE,
    GAVE_IT_A_TRY,
    GAVE_IT_A_VERB,
    GIVEN_VERB_PAST,
    HABIT,
    HAD_A_GO,
    HAD_TO,
    HANDLED,
    HAVE_DONE,
    INTRANSITIVE,
    KEPT_LY,
    LEADING,
    LEARNER_PAST_VERBS,
    LEARNER_PRESENT_HANDLING,
    LEARNER_PRESENT_MARKED,
    LEARNER_PRESENT_STEPS,
    LET_IT,
    LET_PAST,
    MANNER_FIRST,
    MEANTIME,
    NEGATIONS,
    NOT_YET,
    NOUN_DONE_VERBS,
    NOW,
    NOW_DOING,
    PERFECT,
    PLANS,
    PROGRESSIVE,
    PURCHASE_VERBS,
    REDOABLE,
    REPEATED,
    SAME_FORM_PAST,
    SELF,
    SELF_CONTAINED,
    SENT_HEADS,
    TAKEN_BACK,
    TRY_VERBS,
    UNDER_WAY,
    VAGUE_HEADS,
    VAGUE_LEAD,
    VAGUE_MODIFIERS,
    VAGUE_NOUNS,
    WENT_AHEAD,
    WHEN_DONE,
)
from support_memory.extraction.steps.nominal import advice, carried_out, names_action, nominal
from support_memory.extraction.steps.phrases import action_text, noun_action_text, without_relative
from support_memory.extraction.steps.real_actions import (
    pays_another_way,
    raises_dispute,
    real_action,
    sends_papers,
)
from support_memory.extraction.steps.verbs import is_gerund, is_past, lemma

_POWER_CYCLE = patterns.compile(r"(?i)\bpower\s+cycl(ed|ing)\b")
_VERSION_WORD = patterns.compile(r"(?i)(?:version|build|release|v?\d+(?:\.\d+)+)\b")
_AFTER_OS = patterns.compile(r"(?i)\s*(?:$|on\b|with\b|and\b|,|pro\b|home\b|\d)")
_RESET_NOUN = patterns.compile(r"^(Factory|Hard|Soft)-reset\b")
_SETUP_CHANGES = frozenset({"switch", "change", "move", "migrate"})
# "moved to the Android Beta branch": a release of the product, not a new device or OS
_RELEASE_WORDS = frozenset({"branch", "channel", "beta", "build", "release", "firmware", "version"})
# After a gerund: it is the subject of this verb ("updating is taking forever"), not a step.
_SUBJECT_VERB = patterns.compile(
    r"^(?:isn't|isnt|wasn't|wasnt|hasn't|hasnt|doesn't|doesnt|won't|wont|can't|cant|keeps|kept|"
    # "updating is taking forever", "roaming should be included"
    r"never|still|is|was|has|should|must|takes|took|seems)$"
)
# "going back to the last version": the customer went somewhere, no plan
_GOING_SOMEWHERE = patterns.compile(r"^going (?:back|into|in to|through)\b")
_LET_ME = patterns.compile(r"(?i)^(?:let me|lemme|let us|let's|lets|going to|gonna|about to)\s+")
# a learner's "i did already the cold restart": "already" after the verb
_DID_ALREADY = patterns.compile(
    r"(?i)\b(did|tried|done|made|sent|send|called|call|asked|emailed|wrote|contacted) already\b"
)
# "gonna bleed the rads tonight n see", "leave it 24h and see how it goes", "I will restart
# the phone and check": waiting for the result, said after the step
_AND_SEE = patterns.compile(
    r"(?i)(?:\s*,)?\s+(?:and|n|&)\s+(?:then\s+)?(?:see|check)(?:\s+(?:how (?:it|that|this|they) "
    r"(?:goes|go)|what happens))?\W*$"
)
# "i can try switching to the authenticator app instead": offered, so planned
_CAN_TRY = patterns.compile(r"(?i)^(?:i|we) can (?:also )?try\s+")
# "I'm going to have a go at bleeding them", "had a go at resetting it": a try
_A_GO_AT = patterns.compile(r"(?i)\b(?P<verb>have|having|had)\s+a\s+(?:go|crack|bash)\s+at\s+")
# "I bled both of them", "reset all of them": the things named before, as "them"
_ALL_OF_THEM = patterns.compile(r"(?i)\b(?:both|all)\s+of\s+them\b")
# "airplane mode on off", "wifi off and on", "flight mode on/off": a switch flipped, told in
# a note's words ("restarted twice. airplane mode on off. nothing")
_FLIPPED = patterns.compile(
    r"(?i)^(?P<thing>(?:the |my )?(?:airplane |aeroplane |flight |plane |mobile |cellular )?"
    r"(?:mode|wifi|wi-fi|bluetooth|data|router|modem|hotspot|vpn|phone|tv|console|laptop|pc|computer|"
    r"breaker))\s+(?:on|off)"
    r"(?:\s+and\s+|\s*/\s*|\s*-\s*|\s+n\s+|\s+)(?:on|off)(?:\s+again)?\W*$"
)
_WAIT_AND_SEE = patterns.compile(
    r"(?i)^will (?:check|see|confirm|monitor|watch|report|update)\b.*\b(?:whether|if|how)\b"
    # "I will wait a few days at least to see if there is any change"
    r"|^(?:(?:i|we)(?: will|'ll|ll| am going to|'m going to)|will) wait\b.*\b(?:to|and) see\b"
    # "Will advise later today on that": news promised, no step
    r"|^(?:(?:i|we)(?: will|'ll|ll| shall)|will|shall) (?:advise|revert|report back|follow up|"
    r"feed ?back|get back)\b"
)
# "I'm moving to another country next month": a life event that brings a request, never a
# step tried on a problem (marrying is no action at all: ``NON_ACTION_VERBS``)
_LIFE_EVENT = patterns.compile(
    r"(?i)\b(?:mov(?:e|ed|ing)|relocat(?:e|ed|ing)) (?:to )?(?:another|a new|a different|new) "
    r"(?:country|city|state|house|home|flat|apartment|address)\b|"
    r"\bmov(?:e|ed|ing) (?:house|abroad|overseas)\b"
)
# where a customer looks to see whether the money came (or the parcel moved): how the news was
# found, no step ("checked my bank account and the money is back")
_LOOK_VERBS = frozenset({"check", "look"})
_WHERE_MONEY_SHOWS = patterns.compile(
    r"^(?:at\s+)?(?:my|the|our)\s+(?:online\s+)?(?:bank(?:ing)?\s+(?:account|app|statement)|"
    r"(?:bank\s+|card\s+)?statements?|account\s+balance|balance|tracking(?:\s+page|\s+link)?)"
    r"(?:\s+(?:again|today|this morning|now))*\W*$",
    patterns.IGNORECASE,
)
_LATER_ON = patterns.compile(
    r"(?i)^(?:(?:in|on|at)\s+(?:the\s+)?(?:morning|evening|afternoon|weekend|night)|tomorrow|"
    r"tmrw|later|tonight|back|again|after\s+\w+|when\s+.*)(?:\s+(?:and|to)\s+see\b.*)?\W*$"
)
# "so I gave up", "about to give up on it": stopping is no step
_GIVE_UP = patterns.compile(r"(?i)\bg(?:ive|ave|iving|iven) up\b")
# "will try the reset tonight": a plan told without its "I" (not "will it work", "will do")
_WILL = patterns.compile(
    r"(?i)^(will)"
    + patterns.not_before_words(
        "it",
        "this",
        "that",
        "they",
        "you",
        "i",
        "we",
        "the",
        "there",
        "he",
        "she",
        "my",
        "your",
        "do",
        "be",
        "keep",
        "let",
        "get",
        "see",
        "wait",
        "need",
    ),
    context=True,
)


# "tried to sort this out": the problem itself, no step named
_SORT_IT_OUT = patterns.compile(r"(?i)\bsort(?:ed|ing)? (?:this|it|that|things|everything) out\W*$")
# "(did the descaling thing,) took ages": how long it took, no step
_TOOK_LONG = patterns.compile(
    r"(?i)^(?:(?:it|that|this|which)\s+)?(?:took|takes|take|taking) (?:ages|forever|a while|"
    r"hours|so long|too long|a long time|an age)\b"
)
# "got a confirmation", "received the refund email": something came, nothing was done
_RECEIVED = patterns.compile(
    r"(?i)^(?:(?:i|we)\s+)?(?:(?:finally|just|then|also)\s+)?(?:got|received|get|receive)\s+"
    r"(?:a|an|the|my|your|their|another)?\s*(?:\w+\s+)?(?:confirmation|e-?mail|code|message|"
    r"text|sms|notification|reply|response|answer|letter|call|receipt|invoice)s?\b"
)
# "I pulled into a services", "stopped at a petrol station": the drive, no step on the problem
_ON_THE_ROAD = patterns.compile(
    r"(?i)^(?:(?:i|we)\s+)?(?:(?:then|just|quickly)\s+)?(?:pull(?:ed|ing)?\s+(?:into|in to|over|"
    r"up at|off the)\b|stop(?:ped|ping)?\s+(?:at|in)\s+(?:a|an|the)\s+(?:[\w-]+\s+)?(?:services|"
    r"service station|petrol station|gas station|garage|lay-?by|car park|parking lot|rest stop)\b)"
)
# "chucked it down all nite": the weather, no step ("it rained all night")
_WEATHER = patterns.compile(
    r"(?i)^(?:(?:it|and|then)\s+)*(?:chuck(?:ed|ing|s)?|bucket(?:ed|ing|s)?|pelt(?:ed|ing|s)?|"
    r"pour(?:ed|ing|s)?|throw(?:ing|s)?|threw) it down\b"
)
_NO_STEP = patterns.any_of(
    _WAIT_AND_SEE,
    _LIFE_EVENT,
    _GIVE_UP,
    _SORT_IT_OUT,
    _TOOK_LONG,
    _RECEIVED,
    _ON_THE_ROAD,
    _WEATHER,
)
# One pass that says whether any rewrite below can apply: most clauses need none, and a
# rewrite only ever follows a match of one of these on the clause as it came in.
_ANY_REWRITE = patterns.any_of(
    _WILL,
    UNDER_WAY,
    _POWER_CYCLE,
    FOLLOWED_ADVICE,
    NOW_DOING,
    DID_THE_THING,
    DID_THE_NAMED_THING,
    DID_THE_QUOTED,
    DID_A_NOUN,
    DID_IT_THERE,
    GAVE_IT_A_TRY,
    GAVE_IT_A_VERB,
    HAD_A_GO,
    LET_IT,
    WENT_AHEAD,
    ENDED_UP,
    HAD_TO,
    DID_AS_TOLD,
    COMPOUND_VERB,
)


# plans that are settings, not what the customer pays for
# "set the power plan", "tried another cash machine": a setting, a place, no billing
_NOT_BILLED = patterns.compile(
    r"\b(?:power|battery|energy|sleep|backup|recovery) plans?\b|\bcash (?:machines?|points?)\b"
)


# what follows a learner's "I have trying to ...", "I have cleaning the filter": not a
# noun the gerund names ("I have steering wheel controls", "I have parking sensors")
_AFTER_LEARNER_GERUND = words(
    """the a an my it them this that these those to all again every its his her our your
    their both everything some"""
)


def _learner_gerund(low: list[str], i: int) -> bool:
    return i + 1 >= len(low) or low[i + 1] in _AFTER_LEARNER_GERUND


def _vague_end(content: list[str]) -> bool:
    return bool(content) and content[-1] in VAGUE_HEADS and content[-1].endswith("s")


def _names_a_setting(verb: str, head: list[str]) -> bool:
    """ "enabled the option to always show suggestions": a switch of one setting the
    customer names, not "the options" in general."""
    return verb in SWITCH_VERBS and head[:1] == ["option"] and len(head) > 2


def read_action(text: str) -> ActionReading | None:
    """The action in ``text`` (a clause, outcome words already cut off), or None."""
    return _read_action_of(text, CUSTOM.version)


@lru_cache(maxsize=4096)  # pure for one team vocabulary: the reader and the judge ask again
def _read_action_of(text: str, _version: int) -> ActionReading | None:
    said = text.lower().split()
    if len(said) <= _SYSTEM_WORDS and said and said[-1].strip(",.!?") in SYSTEM_GERUNDS:
        return None  # "(our) heating (is not working)": the heating, no step of heating
    reading = _read_action(text)
    if reading is not None and [w.lower() for w in reading.rest[:2]] in _SELF_OUT:
        return None  # "I locked myself out of my account": a mishap, the problem
    if (
        reading is not None
        and reading.verb in _LEARNER_PRESENT_ONLY
        and _WHEN_I.match(text) is not None
        and reading.verb in text.lower().split()
    ):
        return None  # "nothing happens when I press Ctrl + PrntSc": what sets the problem off
    return reading


_ALL_THE_WAY = patterns.compile(r"(?i)\s+all the way (up|down|in|out|off|round|back)\b")
_SYSTEM_WORDS = 2  # "heating", "the heating", "our heating"
_SELF_OUT = [["myself", "out"], ["ourselves", "out"], ["himself", "out"], ["herself", "out"]]
_ALREADY_BASE = patterns.compile(r"(?i)^\s*already\s+(\w+)\b")
# base forms read as a learner's past only in a clause of their own (``action_words``)
_LEARNER_PRESENT_ONLY = LEARNER_PRESENT_STEPS - BASE_FORM_STEPS
_WHEN_I = patterns.compile(
    r"^\s*(?:when|whenever|if|every ?time|each time|as soon as|while|once)\s+(?:i|we)\b",
    patterns.IGNORECASE,
)


def _a_try(match: patterns.Match) -> str:
    return "tried " if match["verb"].lower() == "had" else "try "


def _read_action(text: str) -> ActionReading | None:
    already = _ALREADY_BASE.match(text)
    if already is not None and already.group(1).lower() in ALREADY_DONE_STEPS:
        text = f"I {text.strip()}"  # a learner's "Already restart watch and phone": done
    text = LEADING.sub("", text.strip()).strip(" ,")
    text = _learner_progressive(text)
    text = MANNER_FIRST.sub(_without_manner, text)  # "Forcefully restarting" → "restarting"
    text = HAVE_DONE.sub(r"I have \g<done>", text)  # "Have reset the password" (no "I")
    text = _LET_ME.sub("I will ", text)
    text = _DID_ALREADY.sub(r"already \1", text)
    text = _CAN_TRY.sub("I will try ", text)
    text = _A_GO_AT.sub(_a_try, text)
    text = _ALL_OF_THEM.sub("them", text)
    text = _FLIPPED.sub(r"turned \g<thing> off and on", text)
    text = _ALL_THE_WAY.sub(r" \1", text)  # "turned the dial all the way up": turned it up
    if _NO_STEP.search(text) is not None:
        return None  # "will check tomorrow whether the sync ran", "moving house", "gave up"
    text = _AND_SEE.sub("", text)  # "gonna bleed the rads tonight n see": the wait, no step
    if _ANY_REWRITE.search(text) is not None:
        rewritten = _rewritten(text)
        if rewritten is None:
            return None
        text = rewritten
    if not text:
        return None
    advised = advice(text)
    if advised is not None:
        return advised
    words = text.split()
    low = [w.lower() for w in words]
    actor, start = _actor(words, low)
    if actor is None:
        while len(low) > 1 and low[-1] in _LINKING_TAIL:
            low = low[:-1]  # "a rollback was also [unsuccessful]": the outcome cut off after it
        return carried_out(low) or nominal(low)
    return _verb_phrase(words, low, start, actor)


_TOO_MUCH = patterns.compile(
    r"\btoo (?:high|low|much|many|big|small|long|short|expensive|hot|cold|loud|slow|fast)\b"
)
_LINKING_TAIL = frozenset({"was", "were", "is", "are", "also", "been", "has", "have", "too"})


def _rewritten(text: str) -> str | None:
    """``text`` told in the plain shape the verb reader knows; None when which step it was
    is not said here."""
    text = _WILL.sub("I will", text)
    text = UNDER_WAY.sub(r"\g<who> ", text)
    text = _POWER_CYCLE.sub(r"power-cycl\1", text)
    text = FOLLOWED_ADVICE.sub("I did ", text)  # "followed your instructions to reset X"
    text = NOW_DOING.sub("", text)  # "Now I am trying with the cable"
    text = DID_THE_THING.sub("I did ", text)  # "did the thing where you hold the button"
    text = DID_THE_NAMED_THING.sub(r"I tried \g<what>", text)  # "did the reset password thing"
    text = DID_THE_QUOTED.sub(r"I tried \g<what>", text)  # "have done the 'clear error'"
    text = DID_A_NOUN.sub(_noun_done, text)  # "did a disk check" → "did check the disk"
    text = DID_IT_THERE.sub("I tried it ", text)  # "did it in a private window"
    text = GAVE_IT_A_TRY.sub(_tried_what, text)  # "gave the beta a go" → "tried the beta"
    text = GAVE_IT_A_VERB.sub(_given_verb, text)  # "gave it a good clean" → "cleaned it"
    text = HAD_A_GO.sub(r"\g<who>tried ", text)  # "had a go with the plunger" → "tried the ..."
    text = LET_IT.sub(_let_happen, text)  # "let it run ten minutes" → "ran it ten minutes"
    text = _done_after_all(text)
    told = DID_AS_TOLD.sub("", text)  # "i did what you said i changed the channel"
    if told != text and not told.strip(" ,."):
        return None  # "I did what they told me": which step is not said here
    return COMPOUND_VERB.sub(lambda m: f"{m.group(1)}{m.group(2)}-{m.group(3)}", told)


def _spoken_filler(low: list[str], i: int) -> bool:
    """ "i've already like unplugged it", "i kind of reset it": a filler before a verb form."""
    for after in range(i, min(i + 3, len(low))):
        if low[after] not in SPOKEN_FILLERS:
            return after > i and (is_past(low[after]) or is_gerund(low[after]))
    return False


def _manner_before_verb(low: list[str], i: int) -> bool:
    """ "I also physically removed the power": how it was done, between subject and verb."""
    word = low[i]
    return (
        len(word) > _SHORTEST_MANNER
        and word.endswith("ly")
        and word not in KEPT_LY
        and i + 1 < len(low)
        and (is_past(low[i + 1]) or is_gerund(low[i + 1]))
    )


_SHORTEST_MANNER = 4  # "only", "ugly" are no manner adverbs before a verb


def _without_manner(match: patterns.Match) -> str:
    kept: str = match.group(0 if match.group("how").lower() in KEPT_LY else "verb")
    return kept


# after "a disk check": nothing, or where it was done ("on the laptop", ", still slow")
_ENDS_OR_WHERE = patterns.compile(r"(?i)^(?:\W*$|\s+(?:on|in|of|for|from|at)\s|\s*[,;.])")


_LIST_JOINERS = frozenset({"and", "or", "then", "but", "n"})
_ADVERBS_AFTER_TRY = frozenset({"already", "also", "just", "even"})
# ... and when, before "to": "I will try tonight to connect the computer with cable"
_WHEN_AFTER_TRY = frozenset({"tonight", "tomorrow", "today", "later", "first", "now"})
# step verbs a learner puts bare after "try" ("try disconnect", "try uninstall and reinstall");
# not those that are also nouns of a thing tried ("try update", "try reset", "try cable")
_BARE_AFTER_TRY = frozenset(
    {"disconnect", "reconnect", "uninstall", "reinstall", "restart", "reboot", "unplug"}
    | {"delete", "remove", "clear", "clean", "take", "turn", "switch", "change", "replace"}
    | {"download", "redownload", "install", "log", "sign", "press", "hold", "put", "move"}
)
_PROGRAM_WORDS = frozenset(
    {"program", "programme", "cycle", "function", "mode", "routine", "process", "procedure"}
)


_A_LIST_GOES_ON = patterns.compile(r"^\s*(?:,\s*(?:and\s+)?|and\s+|&\s*)(?:(?:a|an|the)\s+)?")


def _another_action_noun(rest: str) -> bool:
    """ "(did a restart), a reinstall and a factory reset": the list goes on with another
    action noun (not "(I did the reset), the lights blink")."""
    goes_on = _A_LIST_GOES_ON.match(rest)
    if goes_on is None:
        return False
    following = rest[goes_on.end() :].lower()
    return any(
        following.startswith(noun) and following[len(noun) : len(noun) + 1] in ("", " ", ",", ".")
        for noun in ACTION_NOUNS
    )


def _a_cycle(said: list[str], rest: str) -> str | None:
    """ "empty hot" + " wash w it tonite" → "empty hot wash w it tonite": a machine's wash or
    cycle named after up to two words of its own, else None."""
    told = [*said, *rest.split()]
    for index, word in enumerate(told[:3]):
        if word.lower().strip(",.!") in _CYCLE_WORDS:
            return " ".join(told) if index else None
    return None


_CYCLE_WORDS = frozenset({"wash", "cycle", "rinse", "programme", "program", "spin"})


def _noun_done(match: patterns.Match) -> str:
    """ "did a disk check" → "did check the disk"; "did a full clean of the addon" → "did
    clean the addon"; "did the descaling" → "did descale"; other nouns done ("did a factory
    reset") stay as they were."""
    said = match.group("what").split()
    rest = match.group("rest") or ""
    if len(said) == 2 and said[1].lower() in _LIST_JOINERS:  # "did the forget and put password"
        said, rest = said[:1], f" {said[1]}{rest}"
    kept: str = match.group(0)
    who = "I " if match.group("who").strip() else ""  # "I've done a disk check" → "I did ..."
    did = "did "
    if match.group("plan"):  # "going to do a full drain" → "going to drain"
        who, did = match.group("who") + match.group("plan").rsplit(None, 1)[0] + " ", ""
    if " ".join(said).lower() in ACTION_NOUNS:
        if match.group("plan"):
            return kept  # "going to do a full discharge": the plan reader knows it
        if _another_action_noun(rest):
            # "did a restart, an uninstall and a reinstall": a list of tries
            return f"{who}tried a {kept[match.start('what') - match.start() :]}"
        return kept  # "did a hard reset": an action noun
    if len(said) == 2 and said[1].lower() in NOUN_DONE_VERBS and _ENDS_OR_WHERE.match(rest):
        return f"{who}{did}{said[1]} the {said[0]}{rest}"  # "a disk check (on the laptop)"
    gerund = is_gerund(said[0]) and said[0].lower() not in ACTION_NOUNS
    cycle = None if gerund else _a_cycle(said, rest)
    if cycle is not None:  # "gonna do an empty hot wash w it tonite": a wash run
        return f"{who}{'run' if match.group('plan') else 'ran'} a {cycle}"
    if not gerund and len(said) == 2 and said[1].lower() in _PROGRAM_WORDS and not match["plan"]:
        return f"{who}ran the {' '.join(said)}{rest}"  # "did the Calc-Clean function two times"
    if said[0].lower() not in NOUN_DONE_VERBS and not gerund:
        return kept
    named = said[1:]
    if gerund and named[:1] and named[0].lower() in _PROGRAM_WORDS:
        named = named[1:]  # "did the descaling program twice": the program is the descaling
    after = " ".join([*named, rest.strip()]).strip()
    if gerund:  # "I did the descaling yesterday" → "I did descale yesterday"
        return f"{who}{did}{lemma(said[0])} {after}".rstrip()
    after = after[3:] if after.lower().startswith("of ") else after  # "a clean of the addon"
    return f"{who}{did}{said[0]} {after}".rstrip()


def _given_verb(match: patterns.Match) -> str:
    if match.group("what").lower() in {"it", "them", "this", "that"}:
        said: str = match.group(0)  # "gave it a good clean": what was cleaned is not said here
        return said
    past = GIVEN_VERB_PAST[match.group("verb").lower()]
    return f"{match.group('who') or ''}{past} {match.group('what')}"


def _tried_what(match: patterns.Match) -> str:
    who = match.group("who") or ""
    planned = who.lower().rstrip().endswith(("to", "will", "'ll", "gonna"))
    return f"{who}{'try' if planned else 'tried'} {match.group('what')}"


def _let_happen(match: patterns.Match) -> str:
    verb = match["verb"].lower()
    thing = match["what"].lower().split()[-1]
    if verb == "run" and thing not in _RUNNING_WATER:
        return str(match.group(0))  # "(got a jump and) let it run for 20 mins": the engine ran
    if verb == "open" and thing not in ("tap", "taps"):
        return str(match.group(0))  # "let the door open": no water ran
    return f"{match['who']}{LET_PAST[verb]} {match['what']}"


_RUNNING_WATER = frozenset({"water", "tap", "taps", "shower", "hose"})


def _done_after_all(text: str) -> str:
    """ "I had to reinstall it" → "I did reinstall it"; "I ended up reinstalling it" →
    "reinstalling it"; "went ahead and ran the restore" → "ran the restore"."""
    text = WENT_AHEAD.sub(r"\g<who>", text)
    ended = ENDED_UP.match(text)
    if ended is not None:
        return text[ended.start("verb") :]
    had = HAD_TO.match(text)
    if had is not None and _THROWN_OUT.match(text, had.start("verb")):
        return ""  # "I had to throw out half the freezer": what the problem cost, no step
    if had is not None and not HABIT.search(text.lower()):
        return f"{had.group('who') or ''}did {text[had.start('verb') :]}"
    return text


_THROWN_OUT = patterns.compile(r"(?i)(?:throw|chuck|bin|toss)\s+(?:out|away)?\b")


_OWN_IT = frozenset({"it", "admin", "administrator", "helpdesk", "tech"})
# "give the spray arms a (good) clean": a step named by a noun that is its verb
_GIVEN_STEPS = frozenset(
    {"clean", "wash", "wipe", "rinse", "scrub", "descale", "hoover", "blast", "shake", "polish"}
    | {"defrost", "tighten", "flush", "dust", "brush", "spray"}
)
_GIVEN_HOW = frozenset({"good", "quick", "proper", "thorough", "full", "little", "decent"})
_GIVEN_REACH = 5  # words of the thing given the step: "the spray arms"


def _given_a(said: list[str]) -> tuple[int, int] | None:
    """Where the step's noun is in "the spray arms a (good) clean", and where the thing the
    step is done to ends; None unless so told."""
    for at in range(1, min(len(said), _GIVEN_REACH + 1)):
        if said[at] not in ("a", "an"):
            continue
        noun_at = at + 1
        while noun_at < len(said) and said[noun_at] in _GIVEN_HOW:
            noun_at += 1
        if noun_at < len(said) and said[noun_at].strip(",.!") in _GIVEN_STEPS:
            return noun_at, at
        return None
    return None


def _actor(words: list[str], low: list[str]) -> tuple[str | None, int]:
    if low[0] in SELF:
        return "self", 0
    if is_past(low[0]) or is_gerund(low[0]) or low[0] in SAME_FORM_PAST:
        return "self-subjectless", 0  # "rebooted it", "factory-reset it last night"
    for index in range(min(3, len(low) - 1)):
        word = low[index]
        is_party = word in THIRD_PARTIES and (word != "it" or words[index] == "IT")
        if is_party and (is_past(low[index + 1]) or low[index + 1] in PERFECT):
            # "IT reinstalled the client for me": the customer's own IT acting on their setup
            # (but "my daughter cleaned the wax filter for me" is hers, as annotators label it)
            for_me = " for me" in " ".join(low) or " for us" in " ".join(low)
            return ("self" if for_me and word in _OWN_IT else "other"), index + 1
    return None, 0


def _verb_phrase(words: list[str], low: list[str], start: int, actor: str) -> ActionReading | None:
    subjectless = actor == "self-subjectless"
    if subjectless and is_past(low[0]) and _TOO_MUCH.search(" ".join(low)):
        return None  # "estimated reading way too high": what is wrong, no step
    if subjectless and low[0] in FAULT_PASTS:
        return None  # "crashed twice this morning on the same export": what the thing did
    if subjectless and low[0] in SAME_FORM_PAST and low[1:2] and low[1] in SENT_HEADS:
        return None  # "reset link never arrives": the reset's link, a thing
    if subjectless and is_gerund(low[0]) and len(low) > 1 and f"{low[0]} {low[1]}" in GERUND_NOUNS:
        return None  # "washing machine wont drain", "recycling bin not collected": a thing
    if subjectless and is_gerund(low[0]) and len(low) > 1 and _SUBJECT_VERB.match(low[1]):
        return None  # "tracking hasn't updated since the 5th": the gerund is a subject
    i = start
    aux = ""
    if not subjectless:
        aux = SELF.get(low[i], "") if actor == "self" and low[i] in SELF else ""
        i += 1 if low[i] in SELF or (actor == "other" and i == start and not is_past(low[i])) else 0
    emphatic = False
    while i < len(low):
        word = low[i]
        if word in FILLER_ADVERBS or _manner_before_verb(low, i) or _spoken_filler(low, i):
            i += 1
        elif (
            word in NEGATIONS
            or word.endswith("n't")
            or word in NOT_YET
            or (word in PERFECT and i + 1 < len(low) and low[i + 1] == "to")
        ):
            return None
        elif word in PLANS and actor != "other" and not _GOING_SOMEWHERE.match(" ".join(low[i:])):
            aux = "plan"  # "I'll try", "I'm going to reinstall it tonight"
            i += 2 if i + 1 < len(low) and low[i + 1] == "to" else 1
        elif word in PERFECT or word == "been":
            aux = "have" if aux != "am" or word == "been" else aux
            i += 1
        elif word in PROGRESSIVE:
            aux = "am"
            i += 1
        elif word in {"was", "were"} and _learner_past(low, i, actor):
            emphatic = True  # "I was change the cartridge yesterday": a learner's past
            i += 1
            break
        elif word in {"was", "were"}:
            return None
        elif word in {"did", "do"} and i + 1 < len(low) and low[i + 1] in NEGATIONS:
            return None  # "I did not spend it", "we do not use it"
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
    if aux == "am" and is_past(word) and not emphatic:
        return None  # "I'm worried about ...", "we're logged in": a state, not a step
    if aux == "am" and is_gerund(word):
        mode = "in_progress"
    elif aux == "plan" and (word in SAME_FORM_PAST or not (is_past(word) or is_gerund(word))):
        mode = "in_progress"  # a step the customer is about to take
    elif subjectless and word == "trying":
        mode = "in_progress"  # "trying to re-pair it now"
    elif (
        emphatic
        or is_past(word)
        or (word in SAME_FORM_PAST and not subjectless)
        or (aux == "have" and word == "run")  # "I have run the troubleshooter"
        or (aux == "have" and is_gerund(word) and _learner_gerund(low, i))
    ):
        mode = "done"
    elif subjectless and is_gerund(word):
        mode = "in_progress" if NOW.search(" ".join(low)) else "done"
    elif (
        aux == "have"
        and is_gerund(word)
        and low[i - 1] == "been"
        and MEANTIME.search(" ".join(low))
    ):
        mode = "in_progress"  # "ive just been usin my phone hotspot in the meantime": in use
    elif subjectless and word in SAME_FORM_PAST:
        mode = "done"
    elif (
        not subjectless
        and aux in ("", "have", "am")
        and word in LEARNER_PRESENT_STEPS
        and not HABIT.search(" ".join(low))
        and (word not in LEARNER_PRESENT_MARKED or WHEN_DONE.search(" ".join(low)))
        and (word not in LEARNER_PRESENT_HANDLING or HANDLED.search(" ".join(low)))
        and not TAKEN_BACK.match(" ".join(low))
    ):
        mode = "done"  # a learner's "I try other cable", "I have / I am restart the router"
    elif (
        not subjectless
        and aux in ("", "have")
        and i > 0
        and low[i - 1] == "already"
        and word in ALREADY_DONE_STEPS
    ):
        mode = "done"  # a learner's "i already take off the screen protector"
    else:
        return None
    verb = lemma(word) if not emphatic else word
    rest = words[i + 1 :]
    if (
        verb in {"lock", "kick", "cut"}
        and rest[:1]
        and rest[0].lower() == "out"
        and actor != "other"
    ):
        return None  # "locked out of my account", "cut out again": what happened, no step
    if verb == "run" and [w.lower() for w in rest[:2]] == ["out", "of"]:
        return None  # "we ran out of space", "I have run out of ink": what happened
    if verb == "get" and has_symptom(" ".join(rest)):
        return None  # "got a crash on start", "got an error": what happened, not a step
    if verb == "stop" and rest and rest[0].lower() in _NO_LONGER_COMES:
        return None  # "i stopped getting the login codes": what no longer comes, no step
    if verb == "get" and aux == "have" and word == "got":
        return None  # "now I've got a $39 late fee on it": what the customer has, no step
    if verb in _PURCHASES and mode == "done" and is_past(word):
        mode = "needs_outcome"  # "bought a new cable": a step only once an outcome is told
    if verb == "start" and rest and rest[0].lower().strip(",.") in _START_OVER:
        return None  # "deleted the config and started fresh": part of the step before
    if verb == "take" and _TIME_TAKEN.match(" ".join(rest).lower()):
        return None  # "(oh theyre there now,) took like an hour": how long, not a step
    if verb in TRY_VERBS:
        return _complement(rest, mode, actor, subjectless)
    # "did a restart of the phone"; a learner's "I make restart of the phone" has no article
    said = [w.lower().strip(",.") for w in rest]
    # ... and "I have done factory reset" the two-word noun without it
    named_first = rest and (
        said[0] in DETERMINERS or said[0] in ACTION_NOUNS or " ".join(said[:2]) in ACTION_NOUNS
    )
    if verb in DO_VERBS and said[:1] == ["the"] and said[2:3] == ["thing"] and is_gerund(said[1]):
        # "did the descaling thing with the stuff that came in the box"
        return _reading(None, lemma(said[1]), rest[3:], mode, actor, subjectless)
    if verb in DO_VERBS and said[:1] == ["both"]:
        if "and" not in said:
            return None  # "Going to do both starting today": which two is said elsewhere
        rest, said = rest[1:], said[1:]  # "did both the reset and the update"
        named_first = rest[0].lower() in DETERMINERS or rest[0].lower() in ACTION_NOUNS
    given = _given_a(said) if verb == "give" else None
    if given is not None:
        # "I'll give the spray arms a clean tonight": the noun is the step, done to the thing
        noun_at, object_end = given
        after = rest[noun_at + 1 :]  # "a good spray of WD-40": sprayed with it
        told = [
            *rest[:object_end],
            *(["with", *after[1:]] if said[noun_at + 1 : noun_at + 2] == ["of"] else after),
        ]
        done = _reading(None, said[noun_at], told, mode, actor, subjectless)
        if done is not None:
            return done
    if verb == "give" and said[:1] in (["it"], ["them"]) and said[1:2] in (["a"], ["an"]):
        rest, said = rest[1:], said[1:]  # "gave it a factory reset": the step is the noun
        named_first = True
    if verb in DO_VERBS and named_first and names_action(rest):
        return _reading(None, verb, rest, mode, actor, subjectless, noun=True)
    if verb in NON_ACTION_VERBS and actor != "other" and not real_action(verb, rest):
        return None
    verb = _CALLED.get(verb, verb)  # "rang the surgery" → "Call surgery"
    if verb in {"run", "use"} and _names_setup(rest):
        return None  # "running Windows 11 on a ThinkPad" is a profile fact
    if (
        verb in _SETUP_CHANGES
        and not _RELEASE_WORDS & {w.lower() for w in rest}
        and any(f.kind.startswith(("device:", "os:")) for f in profile_facts(" ".join(rest)))
    ):
        return None  # "switched from my iPhone 12 to a Pixel 8": a new setup, not a step
    return _reading(None, verb, rest, mode, actor, subjectless)


_AFTER_THE_VERB = frozenset({"already", "also", "even"})
# a span of time: "took like an hour", "took ages", "took about 10 minutes"
_TIME_TAKEN = patterns.compile(
    r"^(?:(?:like|about|around|almost|nearly|over|only|just|a|an|a few|a couple of|good|half|"
    r"\d+|one|two|three|five|ten)\s+)*(?:hours?|hrs?|minutes?|mins?|days?|weeks?|while|ages|"
    r"forever|seconds?|secs?)\b|^(?:so |far |way )?(?:long enough|too long|so long|long)\b"
)
_CALLED = {"ring": "call", "phone": "call", "telephone": "call"}
_THOUGHT = frozenset({"thought", "thoughts", "consideration", "think"})


def _tried_paying(verb: str, rest: list[str]) -> bool:
    """ "tried paying by bank transfer": another way to pay, tried (said plainly, "i paid
    with apple pay" is how the order was paid)."""
    return verb == "pay" and pays_another_way([w.lower().strip(",.!") for w in rest])


_NO_LONGER_COMES = frozenset({"getting", "receiving", "seeing", "hearing"})


def _names_setup(rest: list[str]) -> bool:
    """ "(it on) Windows 11 Pro", "version 3.4.1", "an iPad Pro": the customer's setup."""
    words = list(rest)
    while words and words[0].lower() in DETERMINERS | {"it", "on", "in", "under"}:
        words.pop(0)
    text = " ".join(words)
    if _VERSION_WORD.match(text):
        return True
    match = OS_RE.match(text)
    if match is not None:
        return bool(_AFTER_OS.match(text[match.end() :]))
    devices = [f.text for f in profile_facts(text) if f.kind.startswith("device:")]
    return bool(devices) and not any(w.lower() in {"as", "from"} for w in words)


# "I was cleaning the filter like it is written in the manual", "I was removing the watch
# from Bluetooth and pairing it again": a learner's past progressive for a step done, as
# advised or again (not "I was trying to log in", "I was updating when it crashed")
_PROGRESSIVE = patterns.compile(
    r"(?i)^(?P<who>i|we) (?:was|were) (?P<gerund>[a-z]+ing)\b(?P<rest>.*)$"
)
_AS_TOLD_OR_AGAIN = patterns.compile(
    r"(?i)\b(?:like|as)\b.*\b(?:said|says|told|tell|written|wrote|manual|video|instructions?|"
    r"guide|advised|suggested)\b|\bagain\b"
    # "I was pressing already reset button few times": done, and more than once
    r"|^\s*already\b|\b(?:few|several|many|\d+|two|three|four|five|couple of) times\b|\btwice\b"
)


def _learner_progressive(text: str) -> str:
    """ "I was cleaning the filter like it is written in the manual" → "I was clean the
    filter ...", the learner's past that ``_learner_past`` reads."""
    match = _PROGRESSIVE.match(text)
    if match is None or _AS_TOLD_OR_AGAIN.search(match.group("rest")) is None:
        return text
    verb = lemma(match.group("gerund").lower())
    if verb not in LEARNER_PAST_VERBS or verb == "try":
        return text
    return f"{match.group('who')} was {verb}{match.group('rest')}"


def _learner_past(low: list[str], i: int, actor: str) -> bool:
    """ "I was change the cartridge", "i was reinstall driver already two times": "was" and
    the base form of a step verb, as learners of English tell a step done."""
    if actor != "self" or i + 1 >= len(low):
        return False
    nxt = low[i + 1]
    if nxt in _LEARNER_PAST_REACHING:
        # "I was call my bank today", "I was check on your tracking page" (not "I was
        # called by them", "I was check by the doctor": a passive)
        return i + 2 < len(low) and (low[i + 2] in DETERMINERS or low[i + 2] in _REACHED_HOW)
    return nxt in LEARNER_PAST_VERBS and lemma(nxt) == nxt


# verbs of reaching a party or looking, read as a learner's past only before whom or where
_LEARNER_PAST_REACHING = frozenset({"call", "phone", "ring", "contact", "email", "check", "text"})
_REACHED_HOW = frozenset({"to", "on", "with", "in", "at", "them", "him", "her", "it", "again"})


def _base_verb_follows(low: list[str], i: int) -> bool:
    """ "I did restart it" (emphatic), not "I did a factory reset" or "did nothing"."""
    if i + 1 >= len(low):
        return False
    nxt = low[i + 1].rstrip(",;:.!?")  # "so I did that, twice in fact"
    return not (
        (is_past(nxt) and nxt not in SAME_FORM_PAST)
        or nxt in DETERMINERS
        or nxt in {"it", "this", "that", "nothing", "everything", "so", "too", "both", "all"}
        or nxt in {"one", "two", "three", "another", "some", "several", "loads", "lots"}
    )


def _complement(rest: list[str], mode: str, actor: str, subjectless: bool) -> ActionReading | None:
    """ "tried to clear the cache" / "tried clearing the cache" / "tried a different cable"."""
    while len(rest) > 1 and (
        (
            rest[0].lower() in _ADVERBS_AFTER_TRY
            and (
                rest[1].lower() in _BARE_AFTER_TRY or rest[1].lower() == "to" or is_gerund(rest[1])
            )
        )
        or (rest[0].lower() in _WHEN_AFTER_TRY and rest[1].lower() == "to")
    ):
        rest = rest[1:]  # a learner's "I have try already to move the unit closer"
    if not rest:
        return None
    first = rest[0].lower()
    if first == "and" and len(rest) > 1 and lemma(rest[1].lower()) == rest[1].lower():
        rest, first = ["to", *rest[1:]], "to"  # "I'll try and reinstall it": try to reinstall
    if first in _BARE_AFTER_TRY and len(rest) > 1:
        rest = ["to", *rest]  # a learner's "try disconnect it", "try uninstall and reinstall"
        first = "to"
    if first == "to" and len(rest) > 1:
        verb = lemma(rest[1])
        after = rest[2:]
        if verb in DO_VERBS and after and after[0].lower() in DETERMINERS and names_action(after):
            return _reading(None, verb, after, mode, actor, subjectless, noun=True)  # "a reset"
        if (
            verb in NON_ACTION_VERBS
            and verb not in TRIED_ACTIONS
            and not real_action(verb, after)
            and not _tried_paying(verb, after)
        ):
            return None
        return _reading(None, verb, rest[2:], mode, actor, subjectless)
    # "setting" is a noun to the word lists, but "try setting it up again" sets it up
    said = [w.lower() for w in rest]
    if (
        said[0] in ("fixing", "solving", "resolving")
        and said[1:2] in (["it"], ["this"], ["that"])
        and said[2:3] in (["with"], ["by"])
        and len(rest) > 3
    ):
        # "ive tried fixing it with reinstalling graphics driver": what was tried
        return _complement(rest[3:], mode, actor, subjectless)
    set_up = first == "setting" and "up" in [w.lower() for w in rest[1:3]]
    if is_gerund(first) or set_up:
        verb = "set" if set_up else lemma(first)
        tried_often = bool(REPEATED.search(" ".join(rest).lower())) and verb not in _CONTACT
        if (
            verb in NON_ACTION_VERBS
            and verb not in TRIED_ACTIONS
            and not tried_often
            and not real_action(verb, rest[1:])
            and not _tried_paying(verb, rest[1:])
        ):
            return None  # "tried calling them", but "tried raising the buffer size"
        return _reading(None, verb, rest[1:], mode, actor, subjectless)
    if _TRIED_NOTHING_NAMED.fullmatch(" ".join(rest).lower().strip(" ,.!")):
        return None  # "tried about", "tried on", "tried if happens", "tried several days"
    rest = _without_purpose(rest)  # "tried a different usb cable [to charge it]"
    named = nominal([w.lower() for w in without_relative(rest)])
    if named is not None and named.text and actor != "other":
        # "tried the firmware update you suggested" → "Update firmware"
        return ActionReading(named.text, named.verb, named.rest, mode, "self", subjectless)
    return _reading(None, "try", rest, mode, actor, subjectless)


# what follows "tried" when it names nothing tried: a preposition, "if ...", a time alone
_TRIED_NOTHING_NAMED = patterns.compile(
    r"about|above|below|on|others|if \w+|again \w+ing|(?:on |for )?(?:a |several |few |"
    r"many |some |two |three |\d+ )?(?:different )?days?|"
    # "gonna try it out later", "I will try in the next days": a try of the advice, unnamed
    r"(?:(?:(?:it|this|that|them) )?out(?: (?:later|tomorrow|tonight|soon|today|asap|first))*|"
    r"in the (?:next|coming) (?:few |couple of )?(?:days|weeks|hours))"
    r"(?: and (?:report back|get back to you|see|let (?:you|u) know))?"
)
# what a thing tried was for: "tried another charger to charge it", "... to fix it"
_PURPOSE_VERBS = frozenset(
    {"charge", "fix", "get", "test", "check", "connect", "stop", "help", "solve", "sort"}
    | {"force", "keep", "print", "play", "log", "sign", "reach", "load", "boot"}
)


def _without_purpose(rest: list[str]) -> list[str]:
    for index in range(1, len(rest) - 1):
        if rest[index].lower() == "to" and lemma(rest[index + 1].lower()) in _PURPOSE_VERBS:
            return rest[:index]
    return rest


_DURATION = patterns.compile(
    r"^(?:for )?(?:like |about |around |over )?(?:\d+|an?|one|two|three|a few|several|all) "
    r"(?:\w+ )?(?:hours?|hrs?|minutes?|mins?|days?|nights?|weeks?|day|night|evening|morning)\b"
    # "listened to a whole ep on my walk", "watched an entire film": the fix tried out
    r"|^(?:to |through )?(?:a |an |the )?(?:whole|entire|full) \w+"
    # "watched 2 eps no buffering", "played a few games": how much of it was used since
    r"|^(?:\d+|an?|one|two|three|four|five|a few|several|a couple of|a couple) (?:\w+ )?(?:eps?|"
    r"episodes?|films?|movies?|games?|matches|songs?|tracks?|videos?|shows?|pages?|rounds?|"
    r"levels?|calls?)\b"
)
_SWAPPED_CARD = patterns.compile(
    r"\b(?:other|another|different|second|new|backup|spare)\s+(?:\w+\s+)?(?:card|payment method)\b"
)
_PURCHASES = PURCHASE_VERBS | {"get"}  # "got a new router" too
# Reaching the company is no troubleshooting step, however often ("called support 5 times")
_CONTACT = words("call phone contact email message text write ask chat speak talk")
_START_OVER = frozenset({"fresh", "over", "afresh", "anew", "again", "from"})  # after "start"
_PAYMENT_FIXES = frozenset(
    {"re-enter", "reenter", "re-add", "retype", "re-type", "remove", "verify", "dispute", "contest"}
)


# "turned on internet payments in the app", "changed the limit for online payment": a card's
# setting switched, a step even though it names payments
_SETTING_VERBS = words(
    "turn switch enable disable change raise increase set activate allow adjust lower unblock"
)
_PAYMENT_SETTING = patterns.compile(
    r"\b(?:(?:spending |payment |card |daily |transaction |withdrawal )?limits?|(?:online|"
    r"internet|contactless|international|foreign|overseas|e-?commerce|web|abroad|tap) "
    r"(?:payments?|purchases?|transactions?|usage|spending))\b"
)


# "logged out again this morning" with no subject: the problem again ("logged out and back
# in again", "logged out again and back in" are the customer's step)
_BACK_IN = frozenset({"and", "in", "back", "then", "n", "&"})


def _logged_out_again(said: str) -> bool:
    told = said.split()
    return told[:2] == ["out", "again"] and not _BACK_IN & set(told)


_FOUND_TO_BE = frozenset({"was", "were", "is", "are", "had", "that", "to"})
# "scanned my loyalty app at the till", "tapped my card at the barrier": the thing used as it
# is meant to be, where it is used
_USED_AT_A_TILL = patterns.compile(
    r"^(?:my |the |our )?(?:[\w-]+ )?(?:app|card|pass|ticket|code|qr code|qr|barcode|phone|"
    r"membership|wristband|fob)\b.*\b(?:at|on) (?:the |a )?(?:till|tills|checkout|counter|gate|"
    r"gates|barrier|barriers|reader|entrance|kiosk|machine|terminal|turnstile)\b"
)
# "I am writing to complain", "writing about my order", "writing again": the message itself
_WRITING_TO_YOU = patterns.compile(
    r"^(?:to (?:you|complain|ask|let|report|inform|request|say|tell|follow|chase|confirm|query|"
    r"raise|make|see|find out|enquire|inquire)|in (?:regards?|relation)|about|regarding|again|"
    r"back|because|as)\b"
)
# "popped in on Saturday", "nipped round to the shop", "dropped by": the customer went there
_VISITED = patterns.compile(
    r"^(?:in|round|over|by|down|into|in to)(?:\s+(?:on|to|at|this|last|"
    r"yesterday|today|the)\b|\W*$)"
)
# a wash or a cycle run to see the machine work: "a quick wash after", "one wash", "a full
# cycle this morning" (not "a hot wash with vinegar" nor "the drain cycle": a fix)
_A_TEST_RUN = patterns.compile(
    r"(?:a|an|one|another|1) (?:(?:quick|full|short|test|normal|whole|regular|standard|small|"
    r"proper|empty|rinse|spin) )?(?:wash|cycle|load|programme|program)(?: (?:after|"
    r"afterwards|now|again|"
    r"today|this morning|last night|to test|to check|to see))?"
)
# "(installed it;) I'll test shortly and report back", "will check later": no thing named
_TEST_LATER = patterns.compile(
    r"(?:(?:it|this|that|them) )?(?:(?:again|shortly|later|soon|tonight|tomorrow|today|asap|"
    r"first|properly|now)\s*)*(?:and (?:report back|get back to you|see|let (?:you|u) know))?"
)
_RIDE_VERBS = frozenset({"get", "take", "grab", "catch", "book", "order", "call"})
_RIDE_REACH = 3  # "got an uber", "took a black cab"


# what "I'll update" is said to when it means "I'll tell you how it went"
_REPORTED_TO = patterns.compile(
    r"(?:(?:you|u|ya|y'all|everyone|this|this thread|the thread|this issue|the ticket|this post|"
    r"here)(?:\s+(?:guys|all))?(?:\s+(?:later|tomorrow|tonight|soon|asap|again|shortly))?)?"
    r"(?:\s*[.!]*)?"
)


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
    said = " ".join(rest).lower()
    disputed = raises_dispute(rest)  # "raised a dispute about the second charge"
    # "paid the invoice" is no step; "re-entered the card details", "tried my other debit
    # card" and "tried paying five times" are
    step_about_money = (
        verb in _PAYMENT_FIXES
        or REPEATED.search(said) is not None
        or (verb in TRY_VERBS and _SWAPPED_CARD.search(said) is not None)
        or (verb == "use" and "instead" in said.split())  # "used my credit card instead"
        or _tried_paying(verb, rest)  # "tried paying by bank transfer"
        or sends_papers(verb, rest)  # "sent the claim form with the hotel receipt"
        or disputed
        or (verb in _SETTING_VERBS and _PAYMENT_SETTING.search(said) is not None)
    )
    if BILLING.search(_NOT_BILLED.sub(" ", said)) and not step_about_money:
        return None  # but "set the power plan to balanced" is a setting
    if verb == "turn" and said.startswith("out ") and _FOUND_TO_BE & set(said.split()[1:5]):
        return None  # "turned out caps lock was on": what was found, no step
    if verb in _RIDE_VERBS and RIDES & {w.strip(",.;:!?") for w in said.split()[:_RIDE_REACH]}:
        return None  # "had to get a taxi home": what the problem cost, no step
    if subjectless and verb in ("log", "sign") and _logged_out_again(said):
        return None  # "(reinstalled it yday,) logged out again this morning": the app did it
    if verb == "pass" and _TIME_TAKEN.match(said) is not None:
        return None  # a learner's "Passed one week and the problem came back": time went by
    if verb in ("scan", "tap", "swipe") and _USED_AT_A_TILL.match(said) is not None:
        return None  # "scanned my loyalty app at the till": how it is used, no step
    if verb == "write" and _WRITING_TO_YOU.match(said) is not None:
        return None  # "I am writing to complain about my recent stay": this very message
    if verb in ("pop", "nip", "drop") and _VISITED.match(said) is not None:
        return None  # "Popped in on Saturday and the mechanic said ...": a visit, no step
    if verb in ("test", "check") and _TEST_LATER.fullmatch(said.strip(" ,.!")) is not None:
        return None  # "I'll test shortly and report back": the result to come, no step
    if verb == "give" and _THOUGHT & set(said.split()):
        return None  # "I will give that some thought": thinking, no step
    if verb in ("run", "do") and _A_TEST_RUN.fullmatch(said.strip(" ,.!")) is not None:
        return None  # "ran a quick wash after": the machine tried out after the fix, no step
    if verb == "update" and mode == "in_progress" and _REPORTED_TO.fullmatch(said):
        return None  # "going to try a new charger tomorrow, will update": a promise to report
    if actor == "other":
        return ActionReading(None, verb, tuple(rest), "done", "other", subjectless)
    if len(rest) > 1 and rest[0].lower() in _AFTER_THE_VERB:
        rest = rest[1:]  # a learner's "I cleaned already the filter", "restarted also the hub"
    tail = [w.lower().strip(",.!:;") for w in rest]
    if rest and tail[0] in VAGUE_LEAD and verb in INTRANSITIVE | APP_VERBS:
        rest, tail = [], []  # "restarted everything" is a restart
    if tail == ["both"] and verb in INTRANSITIVE | APP_VERBS:  # "restarted both.": the two
        return ActionReading(
            f"{verb.capitalize()} both", verb, ("both",), mode, "self", subjectless
        )
    content = [w for w in tail if w not in DETERMINERS]
    if tail[:1] == ["them"] and verb in SELF_CONTAINED:
        rest, tail = ["it", *rest[1:]], ["it", *tail[1:]]  # "reset them" (the earbuds)
    head = list(itertools.dropwhile(VAGUE_MODIFIERS.__contains__, content))
    if (
        rest
        and (
            all(w in VAGUE_NOUNS for w in tail)
            or tail[0] in VAGUE_LEAD
            or (head[0] in VAGUE_HEADS if head else bool(content))  # "tried most troubleshooting"
            # "tried many other tablet related solutions": a try of things named by kind only
            or (verb in TRY_VERBS | DO_VERBS and content[-1:] != head[:1] and _vague_end(content))
        )
        and not _names_a_setting(verb, head)
        # "unplugged everything (in the kitchen)": every appliance, a step of its own
        and not (tail[0] == "everything" and verb in ALL_AT_ONCE_VERBS)
    ):
        return None  # "tried both suggestions", "did all the steps"
    redo = verb in REDOABLE and (
        tail in (["it", "again"], ["them", "again"], ["again"])
        # "removed macFUSE and then installed it back" ("added it back" joins its removal)
        or (tail in (["it", "back"], ["them", "back"]) and verb in {"install", "download"})
    )
    if redo:
        # "installed it again" → reinstall; "paired it again" → re-pair (not "repair")
        verb = ("re-" if verb[0] in "ae" or verb == "pair" else "re") + verb
        rest = [w for w in rest if w.lower().strip(",.!:;") != "back"]
    text = noun_action_text(" ".join(rest)) if noun else action_text(verb, list(rest))
    if text is None:
        return None
    text = _RESET_NOUN.sub(r"\1 reset", text)
    pronoun = verb in SELF_CONTAINED  # "charged it overnight": the object needs no name
    if text.lower() == verb and verb not in INTRANSITIVE and not (redo or pronoun):
        if rest:
            return None  # the object was vague: "I tried everything"
        # "I removed [and re-added the account]": a verb waiting for a shared object.
        return ActionReading(None, verb, (), "fragment", "self", subjectless)
    if verb in _LOOK_VERBS and _LATER_ON.match(" ".join(rest)):
        return None  # "ill check in the morning": when the result will be seen, no step
    if verb in _LOOK_VERBS and _WHERE_MONEY_SHOWS.match(" ".join(rest)):
        return None  # "today I checked my bank account and the money is come back": a look
    particle = bool(rest) and rest[0].lower() in {"out", "off"}
    if verb in USAGE_VERBS and _DURATION.match(" ".join(tail)):
        return None  # "played 3 hours last night": a test run of the fix, not a step
    if verb in USAGE_VERBS and mode != "in_progress" and not particle and not disputed:
        mode = "needs_outcome"  # not "opened a dispute with paypal": a step of its own
    return ActionReading(text, verb, tuple(rest), mode, "self", subjectless)
