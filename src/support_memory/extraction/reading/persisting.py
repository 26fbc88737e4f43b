"""Steps told beside a problem that is still there did not fix it.

"the app logs me out every few minutes on android, reinstalled twice already": the customer
writes because the problem persists, so a step they already took, with no word of success,
failed. Only steps the message marks as already done and tried ("already", "tried",
"twice", "even", several steps in a row) count; a plain "I restarted it." beside the problem
stays in progress until the customer says how it went.
"""

from __future__ import annotations

from support_memory.extraction.language.lexicon import (
    AWAITING_NEWS,
    HIDING_PLACES,
    ONE_OFF_DOERS,
    ONE_OFF_PROBLEM_WORDS,
    VERB_PARTICLES,
)
from support_memory.extraction.language.pictographs import HEDGING_EMOJI
from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.extraction.reading.state import MessageReading, Step
from support_memory.models import Outcome
from support_memory.patterns import compile

_TRIED = compile(
    r"\b(?:already|tried|try|trying|twice|times|several|multiple|every|even|everything|"
    r"repeatedly|over and over|all the|countless|numerous|both)\b"
)
# "I have done the restart of mobile also", "checked with neighbours too", "(I reinstalled the
# app again)": one more try (not "I have also turned on two-step verification now": just done,
# its result still to come)
# ... but "turned face id off and on again" is one step, not a repeat
_ALSO = compile(r"\b(?:also|too|as well)\b|(?:^|\s)(?P<before>[\w']+)\s+again\b")
_JUST_NOW = compile(r"\b(?:now|just)\b")
# Said of a step, "already" means it was done before writing in, without success: it fails
# even where the rules found no problem words to name.
_ALREADY = compile(
    r"\b(?:already|have tried|i've tried|tried everything|twice|(?:\d+|several|multiple|many|a few|"
    r"few|couple of|three|four|five|ten|a hundred|100) times|over and over|again and again|"
    r"repeatedly)\b"
)  # ... and so does a step repeated with no word of success ("tried resend like 6 times")
# "I tried X and Y. In the end I rolled back and it worked": what came before did not
_AT_LAST = compile(r"^\W*(?:\w+[\s,]+){0,3}?(?:finally|eventually|in the end|at last|ultimately)\b")
# what failed is everything the message tells: "tried everything, no luck. X, Y, Z"
_EVERYTHING_FAILED = compile(
    r"\b(?:tried (?:everything|it all|all (?:of )?(?:the|these|those|that)\b)|"
    r"nothing (?:works|worked|"
    r"helped|helps|has (?:worked|helped))|none of (?:it|them|these|those|this|that) "
    r"(?:works?|worked|helped|helps|made any difference))"
)
_AWAITING = compile(r"\b(?:" + "|".join(sorted(AWAITING_NEWS, key=len, reverse=True)) + r")\b")
# a plan of waiting told after the steps ("gonna leave it 24h n see") waits for their result
_WAITING_VERBS = frozenset({"leave", "wait"})
_LOOK_VERBS = frozenset({"check", "look", "search", "try"})
_HIDING_PLACE = compile(r"\b(?:" + "|".join(sorted(HIDING_PLACES)) + r")\b")
_DONE_MODES = frozenset({"done", "fragment"})
_LISTED = 2  # this many tried steps beside an open problem are a list of what failed


def _one_off(problem: str) -> bool:
    """ "Someone logged into account", "Charged twice": a problem that happened once; the
    steps told beside it answer it, they are no fixes that failed."""
    said = [w.strip(".,;:!?") for w in problem.lower().split()]
    return bool(said) and (said[0] in ONE_OFF_DOERS or not ONE_OFF_PROBLEM_WORDS.isdisjoint(said))


def looks_where_it_hides(verb: str, text: str) -> bool:
    """ "I have checked my card statement": a look where the missing thing would show, whose
    result the message tells (failed while the problem is open, the fix when it was there)."""
    return verb in _LOOK_VERBS and names_a_hiding_place(text)


def names_a_hiding_place(text: str) -> bool:
    """ "checked spam", "looked in the promotions tab", "checked my card statement": where a
    missing email or payment hides."""
    return _HIDING_PLACE.search(text) is not None


def fail_tried_steps(reading: MessageReading) -> None:
    """Fail the pending, already-tried steps of a message whose problem is still open."""
    if reading.resolved or reading.worked_step is not None:
        return
    for step in reading.steps:
        if _own_done(step) and looks_where_it_hides(step.reading.verb, step.said):
            step.outcome = Outcome.FAILED  # "checked spam": what was missing was not there
            step.inferred = True
    told = {c.sentence for c in reading.clauses if _EVERYTHING_FAILED.search(c.lower)}
    listed = told | {sentence + 1 for sentence in told}  # "Tried everything, no luck. X, Y"
    for step in reading.steps:
        if _own_done(step) and step.sentence in listed:
            step.outcome = Outcome.FAILED
            step.inferred = True
    if not reading.mentions or all(mention.resolved for mention in reading.mentions):
        said_already = {s.sentence for s in reading.steps if _ALREADY.search(s.said)}
        for step in reading.steps:
            if _own_done(step) and step.sentence in said_already:
                step.outcome = Outcome.FAILED  # "already tried reinstalling and clearing X"
                step.inferred = True
        return
    tried = [step for step in reading.steps if _own_done(step)]
    if all(_one_off(m.text) for m in reading.mentions if not m.resolved):
        tried = []  # "someone logged into my account, i changed my password": a response
    if _awaits_news(reading):
        # "scooped it out n cleaned the pump filter. will let u know if it drains now": the
        # steps wait for their outcome; only those told as done before ("already") failed
        tried = [step for step in tried if _ALREADY.search(step.said)]
    if len(tried) < _LISTED:
        hedged = any(step.tentative for step in reading.steps)  # "fixed issue for now"
        tried = [
            step
            for step in tried
            if _TRIED.search(step.said) or (not hedged and _one_more_try(step.said))
        ]
        # "tried logging in to rebook it and it says no availability": told as a try
        tried += [s for s in reading.steps if _tried_to_get_somewhere(s) and s not in tried]
    for step in tried:
        step.outcome = Outcome.FAILED
        step.inferred = True


def _one_more_try(said: str) -> bool:
    also = _ALSO.search(said)
    if also is None or _JUST_NOW.search(said) is not None:
        return False
    return also.group("before") is None or also.group("before").lower() not in VERB_PARTICLES


def _awaits_news(reading: MessageReading) -> bool:
    """The message says the result of what was done is still to come ("will let u know if it
    drains now", "see if that helps", "fingers crossed", 🤞, "gonna leave it 24h n see"),
    after its last step done and with no other plan told in between ("I'll try that and see if
    it works" waits for the plan)."""
    done = [step.sentence for step in reading.steps if step.reading.mode != "in_progress"]
    if not done:
        return False
    last = max(done)
    plans = [step for step in reading.steps if step.reading.mode == "in_progress"]
    if any(p.sentence >= last and p.reading.verb in _WAITING_VERBS for p in plans):
        return True  # "pulled it out n hoovered the coils, gonna leave it 24h n see"
    planned = {p.sentence for p in plans}
    return any(
        clause.sentence >= last
        and not any(last <= plan <= clause.sentence for plan in planned)
        and (
            _AWAITING.search(clause.lower) is not None
            or any(emoji in clause.text for emoji in HEDGING_EMOJI)
        )
        for clause in reading.clauses
    )


def fail_steps_before_the_last_one(reading: MessageReading, message: str) -> None:
    """ "Tried a few things: reducing the MTU, changing the port. In the end I spun up a new
    server and it worked": the fix that finally worked says the earlier tries did not. With no
    "finally" / "in the end", only sentences told as tries fail ("I tried reinstalling and
    resetting the network. Then I used an older version and could finally connect"); a
    recipe ("I deleted the integration, then regenerated the token ... and it works") is not
    a list of failures."""
    fix = reading.worked_step
    place = next((i for i, step in enumerate(reading.steps) if step is fix), None)
    if fix is None or place is None:
        return
    earlier = [s for s in reading.steps[:place] if _own_done(s) and s.sentence < fix.sentence]
    low = message.lower()
    at = low.find(fix.said)
    opening = low[max(low.rfind(end, 0, at) for end in ".!?:\n") + 1 : at] if at > 0 else ""
    if not _AT_LAST.search(f"{opening} {fix.said}"):
        tried = {step.sentence for step in earlier if _TRIED.search(step.said)}
        earlier = [step for step in earlier if step.sentence in tried]
    for step in earlier:
        step.outcome = Outcome.FAILED
        step.inferred = True


def _tried_to_get_somewhere(step: Step) -> bool:
    """A step that needs its outcome told ("logging in to rebook it"), said as a try."""
    return (
        step.pending
        and step.reading.actor == "self"
        and step.reading.mode == "needs_outcome"
        and not step.context
        and _TRIED_LEAD.match(step.said.lower()) is not None
    )


_TRIED_LEAD = compile(r"^(?:i |we )?(?:tried|have tried|'ve tried|ve tried|attempted)\b")


# a try told first in its clause, "also" / "even" / "then" allowed before it (unlike
# ``_TRIED_LEAD``): "i also tried the text me option"
_TRIED_FIRST = compile(r"^(?:i |we )?(?:also |even |then )?(?:have |'ve )?tried\b")


def fail_tries_met_with_but(reading: MessageReading) -> None:
    """ "tried the text me a code option instead but it goes to my old number": a try whose
    sentence goes on with "but" and no good news failed, even with no problem words."""
    if reading.resolved or reading.worked_step is not None:
        return
    clauses = reading.clauses
    for step in reading.steps:
        if not _own_done(step) or _TRIED_FIRST.match(step.said) is None:
            continue
        at = next((i for i, c in enumerate(clauses) if c.lower == step.said), None)
        if at is None or at + 1 >= len(clauses):
            continue
        after = clauses[at + 1]
        if after.sentence != step.sentence or after.joined_by != "but" or after.question:
            continue
        signal = detect_outcome(after.text)
        if signal is None or signal.polarity is Outcome.FAILED:
            step.outcome = Outcome.FAILED
            step.inferred = True


# "(it says my storage is full) but i deleted all my photos": a step already done, said as
# what should have stopped the problem
_BUT_I_DID = compile(r"^(?:i|we) (?:(?:already|even|just|have|'ve)\s+)*\w+ed\b")


def fail_steps_said_against_the_problem(reading: MessageReading) -> None:
    """ "app says no internet connection but i restarted the router": a step the customer
    already took, joined by "but" to the problem told right before it in the sentence,
    did not stop the problem."""
    if reading.resolved or reading.worked_step is not None or not reading.mentions:
        return
    told = {m.sentence for m in reading.mentions}
    clauses = reading.clauses
    for step in reading.steps:
        if not _own_done(step) or _BUT_I_DID.match(step.said) is None:
            continue
        at = next((i for i, c in enumerate(clauses) if c.lower == step.said), None)
        if at is None or at == 0:
            continue
        clause, before = clauses[at], clauses[at - 1]
        if (
            clause.joined_by in _CONTRASTS
            and before.sentence == clause.sentence
            and clause.sentence in told
            and detect_outcome(clause.text) is None
        ):
            step.outcome = Outcome.FAILED
            step.inferred = True


_CONTRASTS = frozenset({"but", "even though", "although", "though"})


def _own_done(step: Step) -> bool:
    return (
        step.pending
        and not step.tentative  # "clearing cache fixed issue for now": no failure
        and step.reading.actor == "self"
        and step.reading.text is not None
        and step.reading.mode in _DONE_MODES
        and not step.context
    )
