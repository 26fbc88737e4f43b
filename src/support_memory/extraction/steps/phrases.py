"""Verb-phrase normalisation: (verb, words after it) → a short imperative action text.

"cleared the cache" → "Cleared application cache" (the spec's canonical text),
"restarted it" → "Restart application", "turned the VPN off" → "Turn off VPN",
"rolled back to 4.2" → "Roll back to version 4.2", "ran it as admin" → "Run as
administrator". Articles and possessives go, pronouns become "application" after verbs
that act on the whole app, time words at the end go ("last week", "again", "twice").
"""

from __future__ import annotations

from support_memory.extraction.language.lexicon import APP_NOUNS, APP_VERBS, DETERMINERS, EXPANSIONS
from support_memory.extraction.steps.action_words import (
    ADVICE_VERBS,
    ADVISERS,
    ALL_AT_ONCE_VERBS,
    VERB_NOUNS,
    WAITED_SPAN,
)
from support_memory.patterns import Match, compile, word_not

_PARTICLES = frozenset({"off", "on", "out", "back", "up", "down", "over", "in", "around", "away"})
_TRAILING = compile(
    r"(?i)(?:\s+|^)(?:again|too|also|already|only|first|twice|as well|anyway|though|either|before|"
    r"instead|temporarily|afterwards|after that|just in case|to be safe|to be sure|just to be sure|"
    r"in the end|"
    # "removed the .crosspoint folder to ensure (I am starting from scratch)": the purpose, cut
    r"to ensure|to make sure|to check|to see|to confirm|"
    r"for me|for us|no answer|no reply|no response|"
    # "clicked it back on [properly like three clicks]": how firmly, no part of the step
    r"(?:properly )?(?:like |about )?(?:\d+|two|three|four|five) clicks|"
    # "cleaned the filters with water, [little bit better for 1 hour]": how it went, cut
    r"(?:a )?(?:little )?(?:bit )?better for (?:\d+|an?|one|two|half an?) \w+|"
    # "did the infotainment reboot [that I found on a forum]": where the step was found
    r"(?:that |which )?(?:i|we) (?:found|saw|read about|read) (?:on|in) (?:a |the |some )?(?:forum|"
    r"reddit|youtube|video|website|site|google|internet|web|online)|"
    # "rang the number on the baggage report twice [and nobody answers]": the result, cut
    r"(?:and |but )?(?:nobody|no one|noone|no-one) (?:answers|answered|picks up|picked up|"
    r"replies|replied|answering|responds|responded)|"
    # "(try reset on the fuse box this evening) and write you again": news promised, no step
    r"(?:and |then |and then )?(?:write|message|email|e-mail|text|contact) (?:to )?(?:you|u)"
    r"(?: again| back| later| tomorrow)?|"
    # "turned off data roaming on my phone [before I left]": when, before the trip
    r"before (?:i|we) (?:left|went|flew|travelled|traveled|set off|got there)|"
    # "did the reset in settings and drove round the block": the test drive after the step
    r"(?:and |then |and then )?(?:drove|drive|driven) (?:it )?(?:round|around) the block|"
    r"(?:and |then |and then )?(?:went for|took it for|take it for) a (?:short |quick |test )?"
    r"(?:drive|spin)|"
    r"myself|ourselves|as (?:you |support )?(?:suggested|said|recommended|advised|instructed|"
    r"asked|requested)|"
    # "like u said", "like it said on the help page", "like paper say", "like my niece say"
    r"(?:like|as) (?:you|u|it|he|she|they|support|google|youtube|someone|somebody|(?:(?:the|a|my|"
    r"your|ur) )?(?:website|site|"
    r"manual|guide|article|video|vid|youtube (?:video|vid)|forum|message|agent|faq|friend|"
    r"mechanic|leaflet|letter|sign|email|e-mail|app|neighbour|neighbor|paper|instructions|"
    r"help page|page|web ?page|box|label|engineer|technician|colleague|guy|lady|girl|man|shop|"
    r"helpline|bank|operator|call centre|customer service|rep|"
    r"son|daughter|"
    r"husband|wife|niece|nephew|cousin|uncle|aunt|dad|mum|mom|brother|sister))(?: on (?:a |the )?"
    r"(?:forum|reddit|youtube|facebook|phone))? (?:said|says|say|is saying|was saying|suggested|"
    r"suggests|showed|shows|"
    r"recommended|told me)(?: us| me)?(?: (?:on|in) (?:the|a|your|ur) (?:help page|website|"
    r"site|manual|app|"
    r"video|faq|forum|paper|box|leaflet|instructions|chat)| on (?:reddit|facebook|youtube|"
    r"google|twitter|online))?|"
    r"(?:like|as) (?:(?:in|on) )?(?:a|the|your|ur|my) (?:video|vid|youtube video|manual|guide|"
    r"forum|website|instructions?)(?: of (?:the )?[\w-]+)?|"
    r"per (?:your|the) (?:advice|instructions|guide|article)|"
    r"as (?:the |your )?(?:manual|guide|instructions|website|article|faq|help page|video) "
    r"(?:says|said|suggests|suggested|shows|showed|explains|instructs|instructed|states|"
    r"recommends|recommended)|and try(?: it)?(?: again| out)?|"
    r"following (?:your|the) (?:advice|instructions|guide|article)|as instructed|"
    r"as per (?:the |your )?(?:manual|instructions?|guide|article|website|leaflet|card|sticker)"
    r"(?: on (?:the|your) (?:card|box|door|website|site|meter|leaflet))?|"
    # ... and a learner's "many time", "two time"; "like three or four times"
    r"(?:like )?(?:\d+|two|three|four|five) or (?:\d+|three|four|five|six) times?|"
    r"(?:so |too )?(?:a few|few|several|multiple|many|a couple of|a couple|two|three|four|five|"
    r"a bunch of) times?|a bunch|a lot|loads|a ton|like crazy|a bit|a little(?: bit)?|a tad|"
    r"(?:loads|lots|dozens|hundreds) of times|(?:a |a good )?dozen times|"
    r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun) (?:night|morning|evening|afternoon)|"
    # "bleed them on Saturday morning", "last Sunday night"
    r"(?:(?:on|last|this|next) )?(?:mon|tues|wednes|thurs|fri|satur|sun)day (?:night|morning|"
    r"evening|afternoon)|"
    r"(?:last|this|yesterday|on|at the|over the|on the) (?:night|week|time|month|morning|"
    r"afternoon|evening|weekend|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday)|yesterday|today|earlier(?: today)?|"
    r"now|right now|just now|at the moment|currently|as we speak|for a while|overnight|so far|"
    # "charged it all night"
    r"(?:for )?all (?:night|day|weekend|morning|afternoon|evening)(?: long)?|"
    r"for (?:like |about |around |maybe |almost |over |at least )?(?:\d+|a few|a couple of|ten|"
    r"five|two|three|thirty|an?|half an?|several|some) (?:seconds?|secs?|minutes?|mins?|hours?|"
    r"hrs?|days?|night)|"
    r"after (?:like |about |around )?(?:\d+|a few|a couple of|an?|one|two|ten|five|thirty|half "
    r"an?) (?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|while|bit)|"
    # "check the tubes in the water tank after work", "nip the nut up after tea"
    r"after (?:work|school|lunch|dinner|breakfast|tea|class|college|the weekend|my shift)|"
    r"(?:a|an|\d+|few|couple of|some) (?:minutes?|hours?|days?|weeks?) ago|recently|"
    r"immediately|straight away|right away|at once|quickly|completely|manually|properly|"
    r"successfully|"
    # "been using my phone hotspot for work in the meantime"
    r"in the meantime|meanwhile|"
    # "had to jump start it three mornings in a row"
    r"(?:\d+|two|three|four|five|several|a few) (?:mornings|nights|days|evenings|weeks) in a row|"
    # a learner's "dried it with hair dryer on cold during one hour"
    r"during (?:\d+|one|two|three|an?|half an?|the) (?:seconds?|minutes?|hours?|days?|night)|"
    r"finally|again and again|"
    r"without (?:any )?(?:luck|success)|next|tonight|tomorrow(?: morning| night| evening)?|"
    r"later(?: today| tonight| on)?|asap|soon|in a bit|in a minute|when i get home|"
    r"(?:like )?(?:\d+|a few|a couple of|ten|five|two|three) times|like|lol|lmao|haha|brb|btw|"
    r"tbh|smh|rn|nothing|nada|zilch|thanks|thank you|thx|ty|tysm|just|and|or|but|then|does|did|as)$"
)
# "descale it tonight with the liquid": when, told before how
_WHEN_BEFORE_HOW = compile(
    r"(?i)\s+(?:tonight|tomorrow(?: morning| night| evening)?|today|later today|yesterday(?: "
    r"morning| evening)?|this (?:morning|afternoon|evening)|overnight|first thing)\s+"
    r"(with|using|in|on|via|from|through|by)\b"
    # "topped it up last night with the little tap": when, then how
    r"|\s+last (?:night|week)\s+(with|using|via|through|by)\b"
)
# a part of a day named inside a step: "called the bank this morning to ask about it"
_PART_OF_A_DAY = compile(
    r"(?i)\s+(?:this|yesterday|tomorrow|last|on (?:monday|tuesday|wednesday|thursday|friday|"
    r"saturday|sunday)) (?:morning|afternoon|evening|night)\b"
)
_CUT = compile(
    r"\s+\b(?:(?:to|and) see (?:if|whether)|in (?:the )?hope|hoping|because|since|so that|"
    # "... cos the driver left one there", "... to rule that out", "... and revert back to you"
    r"cos|cuz|coz|bc|to rule (?:that |it |this )?out|and (?:revert|get|come|report) back\b|"
    r"and let (?:you|u) know|"
    # "checked settings [theyre all on]": what the look found, run on
    r"they're|theyre|they are all|"
    # "filled up the rinse aid like I said": the customer's own plan, told before
    r"(?:like|as) (?:i|I|we) (?:said|mentioned|planned|promised|was going to)\b|"
    # "... with the seeds and to my surprise my balance was not restored": how it turned out
    r"(?:and )?to (?:my|our) (?:great |utter )?(?:surprise|horror|dismay|amazement|relief|"
    r"delight|disappointment)|"
    # "... at my daughter's where the wifi is much faster": the place told, no part of the step
    r"in order to|in case|which|who|when|where|while|but|although|though|until|"
    # "tethering off my phone just to get my work done": what the step is for
    r"just (?:so as )?to|(?:and )?hopefully|"
    # "try a downgrade tonight if i can find how": the doubt
    r"if (?:i|we) (?:can|could|manage|find)|"
    r"if (?:nothing|all) else|(?:that )?"
    + ADVISERS
    + r" (?:guys )?"
    + ADVICE_VERBS
    + r"|(?:that )?(?:i|we) (?:got|bought|installed|downloaded|added|had|have|use|used|made|"
    r"saw|found|watched|read about)\b"
    # "with the Allen key [that came in the bag of fittings]": where the tool came from
    r"|that (?:came|comes|was supplied|was provided|was included)\b)"
    r"\b.*$"
)  # "the battery saver app [i got last week]"
# "cleaned the port with a toothpick there was loads of fluff": what the step found, told on
# with no comma (not "checked if there is an update": what was looked for)
_FOUND_TOLD_ON = compile(r"(?i)(\S+)\s+there (?:was|were|is|are)\b.*$")
_BEFORE_WHAT_WAS_LOOKED_FOR = frozenset(
    {"if", "whether", "that", "and", "but", "so", "where", "out"}
)


def _without_what_was_found(text: str) -> str:
    found = _FOUND_TOLD_ON.search(text)
    if found is None or found.group(1).lower() in _BEFORE_WHAT_WAS_LOOKED_FOR:
        return text
    return text[: found.start(1) + len(found.group(1))]


# verbs that set an amount, not a release: "top up to 1.5", "turned the thermostat up to 21.5"
_AMOUNT_VERBS = frozenset(
    {"top", "fill", "pump", "inflate", "set", "turn", "raise", "lower", "increase", "decrease"}
    | {"reduce", "adjust", "charge", "bleed", "repressurise", "repressurize"}
)
_UNITS = (
    "bar",
    "psi",
    "kg",
    "g",
    "lb",
    "lbs",
    "cm",
    "mm",
    "m",
    "km",
    "mile",
    "miles",
    "volt",
    "volts",
    "v",
    "amp",
    "amps",
    "a",
    "degree",
    "degrees",
    "percent",
    "litre",
    "litres",
    "liter",
    "liters",
    "l",
    "gb",
    "mb",
    "tb",
    "ghz",
    "mhz",
    "hour",
    "hours",
    "hrs",
    "min",
    "mins",
    "minutes",
    "seconds",
    "days",
    "weeks",
    "stars",
    "inch",
    "inches",
    "kw",
    "kwh",
)
_VERSION_AFTER = compile(
    r"(\b(?P<prep>to|from|back to|on|onto)\s+(v\.?\s?)?(?P<number>\d+(?:\.\d+){1,2}|\d+\.x))"
    # a whole version number: no more digits or dots follow, and no unit ("to 2.5 bar")
    r"(?:$|[^\s.\w]|\s+(?:$|[^\s\w]|" + word_not(words=_UNITS) + r"))",
    context=True,
)
_SPACES = compile(r"\s+")
# how a thing was left overnight, which makes the night part of the step ("left it on
# overnight", "leave it plugged in overnight"; not "leave it overnight and see": a wait)
_LEFT_AS = frozenset({"on", "off", "in", "charging", "plugged", "unplugged", "drying", "dry"})
_ONE_OF = compile(r"(?i)\b(?:one|a couple|some|all|each|most) of (?:those|these|them|the|my) ")
_TO_FACTORY = compile(r"(?i)^(?:\w+ )?to (?:the )?factory(?: settings| defaults| default)?$")
_NAMES_SYSTEM = compile(
    r"(?i)(?:windows|macos|mac ?os|ios|ipados|android|ubuntu|linux|chrome ?os|fedora|debian|"
    r"one ?ui|miui|harmonyos)\b"
)
_SELF_PRONOUNS = frozenset({"it", "them", "itself", "that", "this", "everything", "one"})
_THIRD_PRONOUNS = frozenset({"hers", "his", "theirs", "him", "her"})
_APP_WORDS = APP_NOUNS - {"it", "them"}


# verbs for which "in" is where the thing went: "put the batteries in (it)", "plugged it in"
_PUT_IN_VERBS = frozenset(
    {"put", "plug", "log", "sign", "fill", "type", "key", "pop", "slot", "push", "insert", "tuck"}
)
_BEFORE_A_FIXED_PARTICLE = frozenset({"upside", "inside", "back-to-front", "wrong"})
_DANGLING_PREPOSITIONS = frozenset({"to", "with", "into", "for", "from", "of", "at", "by"})


def action_text(verb: str, words: list[str]) -> str | None:
    """The imperative text for ``verb`` (a lemma) acting on ``words``; None if vague."""
    if verb == "wait" and (waited := WAITED_SPAN.match(" ".join(words).lower())) is not None:
        return f"Wait {waited.group('span')}"  # the span is the step: "Wait an hour"
    rest = _clean(words)
    if rest is None:
        return None
    if (
        verb == "leave"
        and "overnight" in (w.lower() for w in words)
        and _LEFT_AS & {w.lower() for w in rest}
    ):
        rest.append("overnight")  # "left it on overnight": how long is the step, kept
    particles: list[str] = []
    while rest and rest[0].lower() in _PARTICLES:
        particles.append(rest.pop(0).lower())
    lowered = [w.lower() for w in rest]
    if (
        not particles
        and 2 <= len(rest) <= 4
        and lowered[-1] in _PARTICLES
        and "and" not in lowered
        and lowered[-2] not in _PARTICLES
        and lowered[-2] not in _BEFORE_A_FIXED_PARTICLE  # "turned it upside down"
    ):
        particles.append(rest.pop().lower())
    pronoun_gone = False
    while rest and rest[-1].lower() in {"it", "them", "too"}:
        pronoun_gone = rest.pop().lower() != "too"
    if pronoun_gone and len(rest) > 1 and rest[-1].lower() == "in" and verb not in _PUT_IN_VERBS:
        rest.pop()  # "changed the battery in it" → "Change battery" (not "put a new one in")
    if rest and rest[-1] == "thing":
        rest.pop()  # "tried the reset network settings thing": the step, not a thing
    while rest and (rest[-1].lower() in _DANGLING_PREPOSITIONS or rest[-1] == "w"):
        rest.pop()  # "reconnected to it", "tried another one with [the same result]", "w it"
    rest = _object_for(verb, rest)
    if _is_canonical_cache(verb, rest):
        return "Cleared application cache"
    if verb == "reset" and _TO_FACTORY.match(" ".join(rest)):
        return "Factory reset"  # "reset it to factory settings"
    phrase = " ".join([verb, *particles, *rest])
    if verb not in _AMOUNT_VERBS:  # "topped it up to 1.5": the pressure, not a release
        phrase = _VERSION_AFTER.sub(_version, phrase)
    phrase = _SPACES.sub(" ", phrase).strip(" ,.;:")
    return phrase[:1].upper() + phrase[1:] if phrase else None


def without_relative(words: list[str]) -> list[str]:
    """ "the firmware update you suggested" → "the firmware update"."""
    return _without_what_was_found(_CUT.sub("", " ".join(words))).split()


def noun_action_text(noun_phrase: str) -> str:
    """ "factory reset" → "Factory reset" (for "a factory reset did nothing")."""
    words = _clean(noun_phrase.split()) or []
    if len(words) > 1 and words[-1] == "thing":
        words = words[:-1]  # "the factory reset thing" is the factory reset
    if len(words) > 1 and words[-1].lower() in _PART_OF_DAY:
        words = words[:-1]  # "a factory reset [this] evening": when, its "this" gone before
    if len(words) > 2 and words[1].lower() == "of" and words[0].lower() in _NOUN_VERBS:
        # "a restart of the node" → "Restart node", "the cleaning of head" → "Clean head"
        words = [_NOUN_VERBS[words[0].lower()], *words[2:]]
    for index in (1, 2):  # "a printer restart" → "Restart printer"
        if index < len(words) and words[index].lower() in _NOUN_VERBS:
            head = words[:index]
            if not {w.lower() for w in head} & _NOT_OBJECTS:
                verb = _NOUN_VERBS[words[index].lower()]
                words = [verb, *head, *words[index + 1 :]]
            break
    phrase = " ".join(words)
    return phrase[:1].upper() + phrase[1:]


_PART_OF_DAY = frozenset({"morning", "afternoon", "evening"})
# An action noun after what it acts on, and its verb: "the router reset" → "Reset router"
_NOUN_VERBS = {noun: noun for noun in VERB_NOUNS} | {
    "calibration": "calibrate",
    "recalibration": "recalibrate",
    "pairing": "pair",
    "re-pairing": "re-pair",
    "cleanup": "clean up",
    "cleaning": "clean",
    "scan": "scan",
    "rollback": "roll back",
    "downgrade": "downgrade",
    "re-install": "reinstall",
}
_NOT_OBJECTS = frozenset(
    {"quick", "full", "complete", "fresh", "clean", "new", "latest", "hard", "soft", "initial"}
    | {"cold", "warm"}
    | {"manual", "proper", "second", "another", "few", "couple", "factory", "total", "simple"}
    | {"before", "after", "for", "to", "of", "on", "in", "with", "from", "and", "or", "then"}
)


_BY_ONESELF = frozenset({"myself", "ourselves"})


# "restarted both the phone and the watch": both of two things, each named after it
_BOTH_OF = compile(
    r"(?i)\bboth (?:of )?((?:(?:the|my|our|your) )?\w+ (?:and|&) )|^both ((?:the|my|our|your) )"
)


def _clean(words: list[str]) -> list[str] | None:
    text = " ".join(words)
    text = _ONE_OF.sub(
        "", _without_what_was_found(_CUT.sub("", text))
    )  # "one of those wifi extender things"
    text = _WHEN_BEFORE_HOW.sub(r" \1\2", text)  # "tonight with the liquid" → "with the liquid"
    text = _PART_OF_A_DAY.sub("", text)  # "called the bank this morning to ask": when
    previous = None
    while previous != text:
        previous = text
        text = _TRAILING.sub("", text).strip(" ,")
    out: list[str] = []
    split = _BOTH_OF.sub(r"\1\2", text).split()
    for at, word in enumerate(split):
        low = word.lower().strip(",.;:!?")
        if low == "his" and at + 1 < len(split):
            out.append(word)  # "tried his charger": his thing, the customer's try
            continue
        after_on = at > 0 and split[at - 1].lower() == "on"
        if low == "her" and after_on and at + 1 < len(split) and split[at + 1].lower() == "door":
            out.append(word)  # "knock on her door": her door, the customer's knock
            continue
        if low in _THIRD_PRONOUNS:
            return None
        if word == "A" and 0 < at < len(split) - 1 and split[at - 1].lower() == "from":
            out.append(word)  # "switched it from A to B": a channel's name, no article
            continue
        if low in DETERMINERS or low in _BY_ONESELF or not low:
            continue  # "cancelled the order myself": who did it, not what
        out.append(EXPANSIONS.get(low, word.strip(",.;:!?")))
    return out


def _object_for(verb: str, rest: list[str]) -> list[str]:
    """Pronouns and app nouns → "application" after app verbs; dropped after other verbs."""
    app_verb = verb in APP_VERBS or verb.split("-")[-1] in APP_VERBS
    out: list[str] = []
    for index, word in enumerate(rest):
        low = word.lower()
        if low == "everything" and index == 0 and not app_verb and verb in ALL_AT_ONCE_VERBS:
            out.append(low)  # "unplugged everything in the kitchen": the step's object
            continue
        if low in _SELF_PRONOUNS and index == 0:
            if app_verb:
                out.append("application")
            elif verb == "forget" and len(rest) > 1:
                out.append("device")  # "forgot them in Bluetooth" → "Forget device in ..."
            continue
        if low in _APP_WORDS and not out:
            out.append("application")
            continue
        out.append(word)
    system = bool(out) and out[0].lower() in {"to", "from"} and _system(out[1:])
    bare = not out or out[0].lower() in {"to", "from", "with", "and", "via"}
    if app_verb and not system and bare:
        out.insert(0, "application")  # but "upgraded to Windows 11" upgrades no app
    return _dedupe_application(out)


def _system(words: list[str]) -> bool:
    return bool(_NAMES_SYSTEM.match(" ".join(words)))


def _dedupe_application(words: list[str]) -> list[str]:
    out: list[str] = []
    for word in words:
        if word == "application" and out and out[-1] == "application":
            continue
        out.append(word)
    return out


def _is_canonical_cache(verb: str, rest: list[str]) -> bool:
    return verb == "clear" and [w.lower() for w in rest if w != "application"] == ["cache"]


def _version(match: Match) -> str:
    return f"{match.group('prep')} version {match.group('number')}"
