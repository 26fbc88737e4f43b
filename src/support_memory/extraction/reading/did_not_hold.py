"""A fix that the same message says did not hold.

"I reset the printing system and it worked. The next day it was offline again", "It all
looked good. Then a day later I get the same error", "... can be paired successfully. But
just a while, same offline error appears again": the good news is told first, and a later
sentence, opened by a later time or by "but", tells the problem back. The steps that good
news credited failed, and the problem is not solved. (A fix that did not hold, told in a
later message, is ``MessageReading.takes_back``.)
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace

from support_memory.extraction.clauses.split import Clause
from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.extraction.problems.incidents import content_terms
from support_memory.extraction.reading.after_the_news import good_news
from support_memory.extraction.reading.state import MessageReading
from support_memory.models import Outcome
from support_memory.patterns import compile

# a sentence that opens with a time after the good news: "the next day", "this morning",
# "then a day later", "after a few hours"
_LATER = compile(
    r"^\W*(?:(?:but|and|so|ok|okay|sadly|unfortunately|however)\W+)*(?:then\W+)?"
    r"(?:this (?:morning|afternoon|evening)|tonight|overnight|by (?:the )?(?:morning|evening|"
    r"next day)|(?:the )?next (?:day|morning|evening|night)|the day after|"
    r"later (?:that|the same) (?:day|night|evening)|"
    r"(?:a|an|one|two|three|a few|a couple of|couple|\d+) (?:hours?|days?|weeks?) later|"
    r"after (?:a|an|one|two|a few|a couple of|\d+) (?:more )?(?:hours?|days?|reboots?|restarts?))\b"
)
# the problem told back: "offline again", "the same error", "back to offline", "came back"
_BACK = compile(
    r"\b(?:again|same (?:error|problem|issue|thing|message|behaviou?r)|back to|came back|"
    r"comes back|is back|it's back|returned|reappeared)\b"
)


def fail_fixes_that_did_not_hold(reading: MessageReading) -> None:
    """Fail the steps credited as worked before a later sentence that opens with a later time
    or with "but" and tells the problem back; unless a fix told after that sentence works
    ("the next day it dropped again, so I replaced the cable and it has been fine since"),
    the message leaves the problem open and good news of an earlier step is news of a
    failure."""
    told_good_news = (
        reading.resolved
        or any(s.outcome is Outcome.WORKED for s in reading.steps)
        or any(o.polarity is Outcome.WORKED for o in reading.history_outcomes)
    )
    if not told_good_news:
        return  # nothing to take back: most messages
    back_at = _problem_back_at(reading)
    before: frozenset[str] = frozenset()  # the clauses of that sentence told before it
    if back_at is None:
        within = _back_within_a_sentence(reading)
        if within is None:
            return
        back_at, before = within
    for step in reading.steps:
        earlier = step.sentence < back_at or (step.sentence == back_at and step.said in before)
        if earlier and step.outcome is Outcome.WORKED and not step.workaround:
            step.outcome = Outcome.FAILED
            if reading.worked_step is step:
                reading.worked_step = None
    fixed_later = any(
        s.outcome is Outcome.WORKED for s in reading.steps if s.sentence >= back_at
    ) or any(good_news(c.text) for c in reading.clauses if c.sentence > back_at)
    if fixed_later:
        return
    reading.history_outcomes = [
        replace(o, polarity=Outcome.FAILED) if o.polarity is Outcome.WORKED else o
        for o in reading.history_outcomes
    ]
    reading.worked_step = None
    reading.resolved = False


def _problem_back_at(reading: MessageReading) -> int | None:
    """The sentence that opens with a later time, or with "but", and tells the problem back
    ("But just a while, same offline error appears again"), if any."""
    sentences: dict[int, list[Clause]] = defaultdict(list)
    for clause in reading.clauses:
        sentences[clause.sentence].append(clause)
    with_steps = {step.sentence for step in reading.steps}
    for sentence, said in sentences.items():
        first = said[0]
        but = first.joined_by == "but" or _BUT.match(first.lower) is not None
        if sentence == 0 or not (_LATER.match(first.lower) or but):
            continue
        if any(good_news(c.text) for c in said):
            continue  # "the next day it was fine again"
        if sentence in with_steps:
            continue  # "But i had to reconfigure everything again": news of its own step
        if all(c.question for c in said):
            continue  # "But why the code from SMS was not working?": asks why it failed before
        if _of_another_thing(reading, sentence, said):
            continue  # "the white marks are gone. But the dishes are wet still": two problems
        if any(
            (_failure(c.text) or _BACK.search(c.lower)) and not _HAD_TO.search(c.lower)
            for c in said
        ):
            return sentence
    return None


def _back_within_a_sentence(reading: MessageReading) -> tuple[int, frozenset[str]] | None:
    """ "I pressed the reset button and it fired up fine but this morning it's back on F28",
    "put a new battery in, was fine for 2 wks n now the battery light is back on": good news
    and, later in the same sentence, after "now" or a later time, the problem back. Returns the
    sentence and the clauses told before the problem came back (lowercased)."""
    for at, clause in enumerate(reading.clauses):
        if not (_LATER.match(clause.lower) or _NOW.match(clause.lower)):
            continue  # "but then it said the update was still available": no time went by
        fault_back = _BACK_ON.search(clause.lower) is not None
        if not (fault_back or (_BACK.search(clause.lower) and not good_news(clause.text))):
            continue
        if _HAD_TO.search(clause.lower):
            continue
        told = [c for c in reading.clauses[:at] if c.sentence == clause.sentence]
        if any(good_news(c.text) or _TEMPORARY.search(c.lower) for c in told):
            return clause.sentence, frozenset(c.lower for c in told)
    return None


def _of_another_thing(reading: MessageReading, sentence: int, said: list[Clause]) -> bool:
    """Does the good news before ``sentence`` name one thing and every failure in it another
    (see ``news_of_one_thing``)?"""
    news = [c for c in reading.clauses if c.sentence < sentence and good_news(c.text)]
    failing = [c for c in said if _failure(c.text) or _BACK.search(c.lower)]
    return bool(news and failing) and all(news_of_one_thing(news[-1].text, c.text) for c in failing)


def news_of_one_thing(news: str, failure: str) -> bool:
    """ "the white marks are gone" ... "but the dishes are wet still": the good news names a
    thing of its own, and the failure after it names its own subject and none of the news's
    words. Each is news of its own problem, and the fix of the first stands (not "it works
    now, but it is still slow": of the same "it")."""
    named = content_terms(news) - _NOT_THINGS
    if not named or _NAMED_SUBJECT.match(failure.lower()) is None:
        return False
    return not named & content_terms(failure)


# words good news and a failure share without naming the same thing
_NOT_THINGS = frozenset({"work", "good", "fine", "great", "thing", "everyth", "problem", "issu"})
# the failure names its own subject: "(but) the dishes are wet still", "my collections are
# still missing", "still no signal in the house" (not "it's still slow", "same again")
_NAMED_SUBJECT = compile(
    r"^\W*(?:(?:but|and|so|however|sadly|unfortunately)\W+)*(?:(?:the|my|our|all the|all my)\s+"
    r"[a-z][\w-]+|still no\s+[a-z][\w-]+)"
)


_BUT = compile(r"^\W*but\b")
_NOW = compile(r"^\W*(?:(?:and|n|but|so)\W+)?now\b")
# a warning back, or back on its code: "the battery light is back on", "it's back on F28",
# "now its back to E21" (not "the power is back on", "it's back to normal": good news)
_BACK_ON = compile(
    r"\b(?:light|lights|warning|error|fault|code)\s+(?:is|are|'s|came|come|comes|has come)\s+"
    r"back\b|\bback (?:on|to)\s+(?:the\s+)?(?:error\s+)?[a-z]{1,2}\d{1,3}\b"
)
# good news told as lasting a while: "was fine for 2 wks", "it was ok for a bit"
_TEMPORARY = compile(
    r"\b(?:fine|ok|okay|good|great|worked|working|perfect|normal)\s+(?:again\s+)?for\s+"
    r"(?:a|an|one|two|three|a few|a couple of|couple|about|like|\d+)\b"
)
# "But i had to reconfigure everything by hand again": what the fix cost, not the problem back
_HAD_TO = compile(r"\b(?:i|we) (?:had|have|needed|need) to\b")


def _failure(text: str) -> bool:
    signal = detect_outcome(text)
    return signal is not None and signal.polarity is Outcome.FAILED
