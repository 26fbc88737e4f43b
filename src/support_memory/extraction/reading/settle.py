"""Adding a step to a message's reading: joined halves, shared verbs, inline outcomes."""

from __future__ import annotations

from support_memory.extraction.clauses.split import Clause
from support_memory.extraction.language.lexicon import APP_VERBS
from support_memory.extraction.outcomes.detect import OutcomeSignal, is_workaround
from support_memory.extraction.outcomes.tables import ONLY_FOR_A_WHILE
from support_memory.extraction.problems.replacements import THEIR_REPLACEMENT
from support_memory.extraction.reading.clause_kinds import background_kind
from support_memory.extraction.reading.halves import redoes
from support_memory.extraction.reading.state import MessageReading, Step
from support_memory.extraction.steps.action_reading import ActionReading
from support_memory.extraction.steps.action_words import INTRANSITIVE
from support_memory.extraction.steps.phrases import action_text
from support_memory.models import Outcome
from support_memory.patterns import compile


def add_step(reading: MessageReading, action: ActionReading, clause: Clause) -> Step:
    previous = reading.steps[-1] if reading.steps else None
    if action.mode == "needs_outcome" and clause.lower.startswith(("the ", "that ", "this ")):
        # "I updated the firmware but the update failed": the noun names the earlier step
        same = [s for s in reading.steps if s.reading.verb == action.verb]
        if same:
            return same[-1]
    if (
        previous is not None
        and action.subjectless
        and clause.joined_by == "and"
        and previous.sentence == clause.sentence
        and previous.pending
        and bool(action.rest)
        and (
            previous.reading.mode == "fragment"
            or (
                not previous.reading.rest
                and previous.reading.verb not in APP_VERBS
                and previous.reading.verb not in INTRANSITIVE
            )
        )
        and previous.reading.actor == action.actor
    ):
        verb = f"{previous.reading.verb} and {action.verb}"
        text = action_text(verb, list(action.rest)) if action.text else None
        previous.reading = ActionReading(
            text, verb, action.rest, action.mode, action.actor, previous.reading.subjectless
        )
        return previous
    if (
        previous is not None
        and previous.reading.verb == "wait"
        and len(reading.steps) > 1
        and reading.steps[-2].sentence == previous.sentence
    ):
        # "switched the inverter off, waited five minutes and switched it back on": the wait
        # is the pause between the two halves
        previous = reading.steps[-2]
    if previous is not None and _puts_back(previous, action, clause):
        # "unplugged the modem and plugged it back in": one step, told in two halves
        second, first = action.text or "", previous.reading.text or ""
        back = [w for w in action.rest if w.lower() in _RETURN_WORDS]
        if action.verb == previous.reading.verb and back and len(first.split()) > 2:
            # "switched the inverter off ... and switched it back on": "... and back on" (but
            # "Log out and log back in")
            second = " ".join(back)
        if previous.reading.verb in _FETCH_VERBS:
            # "… and installed it": it is the thing just fetched; "… and set it up"
            second = action.verb if action.verb in APP_VERBS or not action.text else action.text
        text = f"{previous.reading.text} and {second[:1].lower()}{second[1:]}"
        previous.reading = ActionReading(
            text,
            previous.reading.verb,
            previous.reading.rest,
            previous.reading.mode,
            previous.reading.actor,
            previous.reading.subjectless,
        )
        return previous
    if (
        previous is not None
        and action.subjectless
        and previous.sentence == clause.sentence
        and previous.reading.actor == "other"
        # "new card came today, [activated it at the atm]": a thing that came does nothing
        # after it, the customer does
        and previous.reading is not THEIR_REPLACEMENT
    ):
        action = ActionReading(None, action.verb, action.rest, "done", "other", True)
    context = "cause" if clause.sentence in reading.hedged else background_kind(clause, action)
    step = Step(
        action, clause.sentence, incident=reading.current, context=context, said=clause.lower
    )
    reading.steps.append(step)
    return step


_PRONOUNS = frozenset({"it", "them", "one"})
# "... and then i plugged it back in": the same customer, named again
_SELF_AGAIN = ("i ", "then i ", "we ", "then we ")
_RETURN_WORDS = frozenset({"back", "again", "in", "on", "out", "into", "to", "up", "off"})


def _puts_back(previous: Step, action: ActionReading, clause: Clause) -> bool:
    """The second half of one step, with the first's object as "it".

    "… and plugged it back in", "… and added it again through Settings" (undoing the step
    before), "downloaded the driver and installed it" (getting a thing, then using it).
    """
    if not (
        (action.subjectless or (action.actor == "self" and clause.lower.startswith(_SELF_AGAIN)))
        and action.text is not None
        and previous.reading.text is not None
        and (
            clause.joined_by in ("and", "then", "now")
            # "Deleted the soundbar from Smartthings, added it again": a list of two halves
            or (clause.joined_by == "," and (previous.reading.verb, action.verb) in _REMOVE_ADD)
        )
        and previous.sentence == clause.sentence
        and (previous.pending or previous.reading.mode == "in_progress")
        and previous.reading.actor == action.actor
        and bool(previous.reading.rest)
    ):
        return False
    words = [w.lower() for w in action.rest if not _COUNT.match(w.lower())]
    if words[:1] in ([], *([p] for p in _PRONOUNS)) and redoes(previous.reading.verb, action.verb):
        return True  # "unpaired it and re-paired it"
    if words and set(words) <= _RETURN_WORDS and (previous.reading.verb, action.verb) in _UNDO:
        return True  # "unplugged it for a minute and plugged back in"
    named = set(words) - _RETURN_WORDS
    if (
        words[:1]
        and words[0] in _RETURN_WORDS
        and named
        and named <= {w.lower() for w in previous.reading.rest}
        and (previous.reading.verb == action.verb or (previous.reading.verb, action.verb) in _UNDO)
    ):
        return True  # "switched the inverter off, waited and switched it back on" (it named)
    if words[:1] == ["to"] and words[1:] and words[1] in _PRONOUNS:
        return len(words) == 2  # "forgot the network and reconnected to it"
    if not words or words[0] not in _PRONOUNS:
        return False
    if previous.reading.verb in _FETCH_VERBS and action.verb in _USE_VERBS:
        return True
    tail = words[1:]
    return (
        bool(tail)
        and tail[0] in _RETURN_WORDS
        and (set(tail) <= _RETURN_WORDS or tail[1] in _PREPOSITIONS)
    )


# "... and put it back 10 times lol": how often, not what
_COUNT = compile(r"^(?:\d+|twice|times|a|few|couple|of|several|lol|haha|lmao)$")

# A step and the one that puts things back: two halves of one step.
_UNDO = frozenset(
    {
        ("unplug", "plug"),
        ("disconnect", "connect"),
        ("disconnect", "reconnect"),
        ("remove", "put"),
        ("remove", "add"),
        ("delete", "add"),
        ("delete", "re-add"),
        ("remove", "re-add"),
        ("take", "put"),
        ("turn", "turn"),
        ("switch", "switch"),
        ("pull", "put"),
        ("eject", "insert"),
        ("log", "log"),
        ("sign", "sign"),
        ("forget", "rejoin"),
        ("forget", "join"),
        ("unpair", "pair"),
        ("unpair", "re-pair"),
    }
)
# taken away and added back, told as a list ("Deleted X from the app, added it again")
_REMOVE_ADD = frozenset(
    {("delete", "add"), ("delete", "re-add"), ("remove", "add"), ("remove", "re-add")}
)
_FETCH_VERBS = frozenset({"download", "get", "grab", "buy", "order", "find", "fetch"})
_USE_VERBS = frozenset(
    {"install", "run", "open", "apply", "flash", "extract", "unzip", "load", "set", "plug", "hook"}
)
_PREPOSITIONS = frozenset({"through", "via", "from", "in", "into", "with", "using", "on", "to"})


def settle_inline(
    reading: MessageReading, step: Step, clause: Clause, signal: OutcomeSignal
) -> None:
    """ "Updating the app fixed it"; "Restarting and updating both failed" covers both."""
    if checked_fine(step, signal, clause.lower):
        step.outcome = Outcome.FAILED
        return
    step.outcome = signal.polarity
    earlier = reading.steps[-2] if len(reading.steps) > 1 else None
    if (
        earlier is not None
        and earlier.pending
        and (
            clause.joined_by in ("and", "then", "now")  # "now": "and then ..." / "then ..."
            or (clause.joined_by == "," and signal.polarity is Outcome.FAILED)  # a list that failed
        )
        and earlier.sentence == step.sentence
        # "restarted and updated it, no luck"; "after reinstall and reboot same problem" (two
        # steps told as nouns)
        and (earlier.reading.subjectless or earlier.reading.mode == "needs_outcome")
        and (step.reading.subjectless or _bare_noun(step, clause))
    ):
        earlier.outcome = signal.polarity
        if signal.polarity is Outcome.FAILED and signal.scope == "all":
            # "Restarting, reinstalling and clearing the cache didn't help": the whole list
            for other in reading.steps[:-2]:
                if (
                    other.pending
                    and other.sentence == step.sentence
                    and other.reading.actor == "self"
                ):
                    other.outcome = signal.polarity
    elif (
        signal.polarity is Outcome.FAILED
        and signal.scope == "all"
        and signal.state
        and clause.joined_by in ("and", "then", "now")
    ):
        # "i unplugged it and plugged it back in twice and i also moved it closer to the
        # router still red": the problem still there after each step of the sentence
        for other in reading.steps[:-1]:
            if other.pending and other.sentence == step.sentence and other.reading.actor == "self":
                other.outcome = Outcome.FAILED
    note_worked(reading, step, signal)
    if signal.polarity is Outcome.WORKED and (
        _WORKED_AROUND.search(clause.lower)
        or is_workaround(clause.text)
        or lasts_a_while(reading, clause)
    ):
        reading.resolved, reading.worked_step = False, None  # a workaround: not fixed
        step.workaround = True


def _bare_noun(step: Step, clause: Clause) -> bool:
    """ "(after reinstall and) reboot same problem": a step told as a bare noun; "the reset
    always fails" names a step told before it, not a second one of a list."""
    return step.reading.mode == "needs_outcome" and not clause.lower.startswith(_NAMES_BACK)


_NAMES_BACK = ("the ", "that ", "this ", "my ")
# "... worked around it", "switching it off and back on clears it every time": each time
_WORKED_AROUND = compile(r"\bwork(?:ed|s)? around\b|\b(?:every|each) (?:single )?time\b")


def lasts_a_while(reading: MessageReading, clause: Clause) -> bool:
    """ "power cycling the hub gets it back [but only for an hour or two]": good news that
    does not last, a workaround."""
    after = reading.at + 1
    if after >= len(reading.clauses) or reading.clauses[after].sentence != clause.sentence:
        return False
    return ONLY_FOR_A_WHILE.match(reading.clauses[after].lower) is not None


_CHECK_VERBS = frozenset(
    {"check", "verify", "confirm", "inspect", "test", "ensure", "make sure", "double-check"}
)


# "(I cleaned the filter and checked the hose,) both are fine": what was looked at is fine
_ALL_FOUND_FINE = compile(
    r"^(?:and\s+|but\s+)?(?:both|all|they|both of them|all of them|each|everything)\s+"
    r"(?:are|were|look|looked|looks|seem|seemed|seems|is|was)\s+(?:\w+\s+)?"
    r"(?:fine|ok|okay|good|normal|clean|clear|intact|in place|connected)\W*$"
)
_LOOKED_AT = compile(r"\b(?:check\w*|inspect\w*|look\w*|test\w*|verif\w*)\b")


def found_all_well(reading: MessageReading, clause: Clause) -> bool:
    """ "I have clean the filter and check the hose, both are fine": the looks found nothing
    wrong, so the steps of the sentence fixed nothing (failed). True when that was said."""
    if not _ALL_FOUND_FINE.match(clause.lower):
        return False
    looked = [
        s
        for s in reading.steps
        if s.pending and s.sentence == clause.sentence and s.reading.actor == "self"
    ]
    if not looked or not any(_LOOKED_AT.search(s.said) for s in looked):
        return False
    for step in looked:
        step.outcome = Outcome.FAILED
    return True


def checked_fine(step: Step, signal: OutcomeSignal, result: str = "") -> bool:
    """ "I checked the cable, it's fine": a check that finds all well fixed nothing. A bare
    look ("just checked and the second charge has been reversed") is how the customer
    found the news, not a check of a thing; nor is a ``result`` told as a change ("checked
    the drain hose and now it drains fine"): the check put something right."""
    return (
        (
            step.reading.verb in _CHECK_VERBS
            # "I was clean the filter and check the rubber of door, it look normal": the
            # last of two joined steps was the check the finding is about
            or _AND_CHECKED.search(" ".join(step.reading.rest).lower()) is not None
        )
        and bool(step.reading.rest)
        and signal.polarity is Outcome.WORKED
        and signal.state
        and _CHANGED.search(result) is None
        # "Checked with neighbours, [number 12 had it]": asked, and they had the parcel
        and not (step.reading.rest[0].lower() == "with" and _THEY_HAD_IT.search(result))
    )


_THEY_HAD_IT = compile(r"\b(?:had|has|took|had taken) (?:it|them|the parcel|my parcel)\b")
_AND_CHECKED = compile(r"\band (?:check|checked|inspect|inspected|look at|looked at)\s+\w")
# what a result says changed: "now it works", "works fine now", "works again", "since then no
# problem" (not "everything is now running the latest version": the check's own finding)
_CHANGED = compile(
    r"^(?:(?:and|so)\s+)?(?:now|since then|ever since|from then on|finally)\b|\bnow\W*$|"
    r"\bagain\b|\bno more\b"
)


def note_worked(reading: MessageReading, step: Step | None, signal: OutcomeSignal) -> None:
    if signal.polarity is not Outcome.WORKED:
        return
    if step is None:
        reading.resolved = True
    elif step.reading.actor == "self":
        reading.resolved = True
        reading.worked_step = step
    elif not _THEIR_OWN & set(_THEIR_SIDE.sub("", " ".join(step.reading.rest).lower()).split()):
        # "IT replaced the network card and it prints now": someone else's fix still ends
        # the customer's problem; "my colleague restarted hers" fixed only theirs (but "the
        # bank reset my access on their end" fixed the customer's)
        reading.resolved = True


def _plans_it(step: Step, planned: frozenset[str]) -> bool:
    """Does ``step`` carry out a plan in hand (its verb is a planned step's first word,
    "Try X" plans anything)?"""
    verb = (step.reading.text or "").split()[:1]
    return "try" in planned or (bool(verb) and verb[0].lower() in planned)


_THEIR_OWN = frozenset({"his", "her", "hers", "their", "theirs", "own"})
_THEIR_SIDE = compile(r"\b(?:on|at|from) (?:their|his|her) (?:end|side)\b")


def credit_fix_told_after_the_news(reading: MessageReading) -> None:
    """ "its working now, i restarted the router", "all good, unplugged it for a minute":
    the message opened with the good news, so it went to the attempts in hand; the step told
    right after it (same sentence, or the next one with "I") with no outcome of its own is
    the fix, and takes the credit from them. Not in a message that tells a problem too:
    there the "good news" is mostly how things were ("it was working fine for a week")."""
    first = reading.news_first
    if first is None or reading.worked_step is not None or reading.mentions:
        return
    told = [
        step
        for step in reading.steps
        if step.pending
        and not step.context
        and not step.doubtful
        and step.reading.actor == "self"
        and step.reading.mode == "done"
        and (
            step.sentence == first or (step.sentence == first + 1 and not step.reading.subjectless)
        )
    ]
    if not told or any(s.sentence <= first + 1 and not s.pending for s in reading.steps):
        return  # a step settled on its own nearby tells its own story
    if reading.planned and not any(_plans_it(step, reading.planned) for step in told):
        # "gonna reinstall the wifi driver" ... "that did it, closed the lid like 5 times today
        # and wifi came straight back every time": the news is of the plan in hand, the step
        # after it how the customer saw that it held (a check, no step)
        reading.steps = [step for step in reading.steps if step not in told]
        return
    news = next(s for s in reading.history_outcomes if s.polarity is Outcome.WORKED)
    for step in told:
        step.outcome = Outcome.WORKED
    reading.credited.setdefault(told[-1].sentence, []).extend(told)
    reading.history_outcomes.remove(news)
    reading.history_checked = min(reading.history_checked, len(reading.history_outcomes))
    note_worked(reading, told[-1], news)
