"""What the customer set out to do is the problem, not a troubleshooting step.

"I tried activating my card and it didn't work", "I tried verifying my ID, but it won't let
me": the task that failed *is* the problem ("Cannot activate card"); recording it also as a
failed step would have the agent skip the very thing the customer needs to do. Only a task
tried again and again ("tried to use my card several times") is also a step: the retry.

Three more kinds of background are told like steps: the purchase whose delivery is the problem
("I ordered a card and I still haven't received it"), the look that found the problem ("I
checked my account today and saw that I was charged twice"), and installing the product
itself ("I just installed the app a few hours ago").
"""

from __future__ import annotations

from support_memory.extraction.clauses.split import Clause
from support_memory.extraction.outcomes.detect import OutcomeSignal
from support_memory.extraction.reading.persisting import names_a_hiding_place
from support_memory.extraction.reading.settle import note_worked
from support_memory.extraction.reading.state import MessageReading, Step
from support_memory.extraction.steps.action_words import (
    ADVICE_VERBS,
    ADVISERS,
    FIX_VERBS,
    PURCHASE_VERBS,
    REPEATED,
)
from support_memory.extraction.steps.plain import plain_step
from support_memory.extraction.steps.real_actions import names_swap
from support_memory.extraction.steps.retries import without_count
from support_memory.models import Outcome
from support_memory.patterns import compile

TRIED_SAID = compile(
    r"^(?:i |we |(?:i|we)(?:'ve|ve|'d) (?:been )?)?(?:(?:have|had|'ve|'d) (?:been )?|was |were |"
    r"am |'m )?(?:tried|attempted|"
    r"trying|attempting)\b"
    r"|^(?:i|we) (?:was|were) try\b"  # a learner's "I was try to pay with card 3 times"
)
_NOT_DELIVERED = compile(
    r"\b(?:received?|receiving|arriv\w*|deliver\w*|ship\w*|came|come|showed up|show up|"
    r"confirmation|tracking|label created|dispatch\w*|in transit|refund\w*)\b"  # "tracking ..."
)
# "I order the coffee machine and I see the payment two times", "the frother was not in the
# box": what the order went wrong with
_PAID_OR_MISSING = compile(
    r"\b(?:charged (?:me|us|twice|two|again|for)|charges|double[- ]?charg\w*|overcharg\w*|billed|"
    r"payments?|paid|debited|two times|missing|not in the box|wrong (?:item|size|colou?r|one))\b"
)
_SUGGESTED = compile(rf"\b{ADVISERS} (?:\w+ )?{ADVICE_VERBS}\b")
_LOOK_VERBS = frozenset({"check", "look", "open", "view", "review", "log"})
_FOUND = compile(
    r"^(?:i |we )?(?:saw|see|seen|noticed|notice|found|discovered|realized|realised)\b"
    # "checked my bank app and both payments are there": what the look found
    r"|^(?:both|all|the|my|they|it)\b[^,]{0,40}\b(?:is|are|was|were) (?:there|showing|listed|"
    r"pending|missing)\b"
)


# "tried setting it up again from scratch": setting up anew is a fix, as a reinstall is
_SET_UP_AGAIN = compile(r"\bset(?:ting)? (?:\w+ )?up\b.*\b(?:again|from scratch|as new)\b")


# "tried entering the code manually", "tried paying with paypal instead", "with a different
# card": the task done another way is a workaround tried, a step of its own
_ANOTHER_WAY = compile(
    r"\b(?:instead|manually|by hand|(?:an)?other way|a different way)\b"
    r"|\b(?:with|on|in|from|using|via) (?:a |an |my |the )?(?:different|another|other|second|"
    r"new)\b"
)


# "I tried to submit a transfer [a couple of times now]": the task, without its retries
_TRIED_TO = compile(
    r"(?i)^(?:(?:and|but|so)\s+)?(?:i|we)\s*(?:(?:have|had|'ve|ve)\s+)?(?:tried|attempted)\s+"
    r"(?:to\s+)?(\w.*)$"
)
_TASK_TAIL = compile(
    r"(?i)\s+(?:a couple|couple|several|multiple|many|a few|few|\d+\s*x|\d+|twice|again|now|"
    r"today|yesterday|this morning|tonight|all day|in (?:several|different|multiple)|"
    r"at (?:several|different|multiple))\b.*$"
)


_TASK_WORDS = 5  # a task named whole from a try of this many words at most ("submit a transfer")
_PRONOUN_OBJECT = compile(r"(?i)\b(?:it|them|this|that|one)\b")


def task_tried(said: str, *, whole: bool = False) -> str | None:
    """ "I tried to submit a transfer a couple of times now" → "submit transfer". ``whole``:
    only a short try with no pronoun, which the task's name keeps whole ("I tried to use it
    today" names no task; "get money out of the Notting Hill ATM" is cut)."""
    found = _TRIED_TO.match(said)
    if found is None:
        return None
    tried = _TASK_TAIL.sub("", found.group(1))
    if whole and (len(tried.split()) > _TASK_WORDS or _PRONOUN_OBJECT.search(tried)):
        return None
    step = plain_step(tried, "done")
    if step is None or not step.text or step.verb in ("try", "retry"):
        return None
    task = without_count(step.text)
    return f"{task[:1].lower()}{task[1:]}"


_GOING_BACK = ("go back to", "going back to", "switch back to", "change back to", "roll back")


def is_tried_task(step: Step, reading: MessageReading) -> bool:
    """A task the customer tried ("tried verifying my ID"), not a fix ("tried restarting"),
    a step suggested to them ("tried the commands you mentioned"), the task done another way
    ("tried typing the code in manually") or one of several steps told together ("tried
    closing the app and reinstalling it")."""
    return (
        step.reading.actor == "self"
        and bool(step.reading.text)
        and TRIED_SAID.match(step.said) is not None
        # "disable and enable" (a step and its undoing, read as one verb): its first verb
        and (step.reading.verb or "").split(" ", 1)[0] not in FIX_VERBS
        and step.reading.verb != "retry"  # "tried like 5 times": a retry names no task
        # "tried going back to the previous version, no luck": a revert is a fix
        and not (step.reading.text or "").lower().startswith(_GOING_BACK)
        and not _SUGGESTED.search(step.said)
        and not _SET_UP_AGAIN.search(step.said)
        and not _ANOTHER_WAY.search(step.said)
        and not (step.reading.verb == "use" and names_swap([w.lower() for w in step.reading.rest]))
        and sum(s.sentence == step.sentence for s in reading.steps) == 1
    )


def drop_tasks_named_as_problem(reading: MessageReading, tasks: list[Step]) -> None:
    """The failed tries that named the problem are not steps too, unless tried again and
    again (the retry is a step the agent should not suggest once more)."""
    dropped = {id(step) for step in tasks if not REPEATED.search(step.said)}
    reading.steps = [step for step in reading.steps if id(step) not in dropped]


def drop_background_purchases(reading: MessageReading) -> None:
    """ "I ordered a card and I still haven't received it", "returned the jacket, still no
    refund", "I order the coffee machine and I see the payment two times": the order (or the
    return) is how the problem began. A purchase beside any other
    problem ("bought a new cable, still no signal") is a step: a replacement tried."""
    if not any(
        _NOT_DELIVERED.search(m.text.lower()) or _PAID_OR_MISSING.search(m.text.lower())
        for m in reading.mentions
    ):
        return
    reading.steps = [
        step
        for step in reading.steps
        if not (
            (step.reading.verb in PURCHASE_VERBS or _sent_back(step))
            and step.reading.actor == "self"
        )
    ]


def drop_waiting_for_delivery(reading: MessageReading, open_problems: str) -> None:
    """ "dont tell me to wait 5 days again, i waited 5 days already": beside a refund or a
    delivery that has not come (told now, or among the customer's open problems), waiting is
    the problem lasting, not a step tried on it."""
    told = [m.text.lower() for m in reading.mentions] + [open_problems.lower()]
    if any(_NOT_DELIVERED.search(text) for text in told):
        reading.steps = [step for step in reading.steps if step.reading.verb != "wait"]


def _sent_back(step: Step) -> bool:
    """ "sent the parcel back": a return, as "returned the parcel" is."""
    return step.reading.verb == "send" and "back" in {w.lower() for w in step.reading.rest}


def drop_look_that_found(reading: MessageReading, clause: Clause) -> None:
    """ "I checked my account today and saw that ...": the look found the problem; it was no
    step taken to fix it."""
    if clause.joined_by != "and" or not _FOUND.match(clause.lower):
        return
    last = reading.steps[-1] if reading.steps else None
    if (
        last is not None
        and last.sentence == clause.sentence
        and last.reading.verb in _LOOK_VERBS
        and last.reading.actor == "self"
        and last.outcome is None
        and not _out_and_back_in(last)
    ):
        reading.steps.pop()


def _out_and_back_in(step: Step) -> bool:
    """ "I logged out and back in (and the ticket is there now)": a fix, not a look."""
    return step.reading.verb == "log" and "out" in (step.reading.text or "").lower().split()


def found_where_mail_hides(reading: MessageReading, clause: Clause) -> bool:
    """ "checked my spam folder and it was there", "looked in junk, there it was": the look
    found the missing email, so it was the fix (not a look that found the problem, nor a
    check that found all fine). True when ``clause`` said so and the look now worked."""
    last = reading.steps[-1] if reading.steps else None
    if (
        last is None
        or last.sentence != clause.sentence
        or last.reading.actor != "self"
        or last.outcome is not None
        or last.reading.verb not in _LOOK_VERBS
        or not names_a_hiding_place(last.said)
        or not _FOUND_IT.match(clause.lower)
    ):
        return False
    last.outcome = Outcome.WORKED
    note_worked(reading, last, OutcomeSignal(Outcome.WORKED, "nearest", True, 0))
    return True


_FOUND_IT = compile(
    r"^(?:and |but )?(?:(?:it|they|the \w+|the \w+ \w+)\s+(?:was|were|is|are|'s)\s+(?:all )?there"
    r"|there (?:it|they) (?:was|were|is|are)|(?:i )?found (?:it|them|the \w+))\b"
)


_THE_PRODUCT_INSTALLED = "Install application"  # installed again is "Reinstall application"


# "i signed up for the free trial last week and ...": how the customer came to the service
_SIGNING_UP = ("Sign up for ", "Subscribe to ", "Register for ")


def drop_installing_the_product(reading: MessageReading) -> None:
    """ "I just installed the app a few hours ago": how they came to use it, not a fix. A
    step that follows another in its sentence ("uninstalled it and installed it") stays;
    so does signing up that fixed something."""
    kept: list[Step] = []
    for step in reading.steps:
        first_in_sentence = not any(s.sentence == step.sentence for s in kept)
        if step.reading.text == _THE_PRODUCT_INSTALLED and first_in_sentence:
            continue
        text = step.reading.text or ""
        if (
            text.startswith(_SIGNING_UP)
            and first_in_sentence
            and step.outcome is not Outcome.WORKED
        ):
            continue
        kept.append(step)
    reading.steps = kept


_SETUP_VERBS = frozenset({"install", "deploy", "setup", "set", "flash", "get", "buy", "purchase"})


def drop_setup_that_worked(reading: MessageReading) -> None:
    """ "I installed the app from the store and so far it has worked quite well. Since the
    latest update ...": setting the product up went fine, and the problem comes after it.
    Told before any problem, a setup that worked is the story's start, not a fix."""
    if (
        reading.resolved
        or not reading.mentions
        or all(mention.resolved for mention in reading.mentions)
    ):
        return
    first_problem = min(mention.sentence for mention in reading.mentions)
    dropped = {
        id(step)
        for step in reading.steps
        if step.reading.verb in _SETUP_VERBS
        and step.reading.actor == "self"
        and step.outcome is Outcome.WORKED
        and step.sentence <= first_problem
    }
    if id(reading.worked_step) in dropped:
        reading.worked_step = None
    reading.steps = [step for step in reading.steps if id(step) not in dropped]
