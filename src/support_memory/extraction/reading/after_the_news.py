"""Good news, and what the same message says after it.

"First night after change channel it was working good [but yesterday again the beep]": the
news taken back. "ok it ended after i walked it 10m. [but it charged me for 25 extra mins]":
the problem open before is solved, and this is another one. "Charging more slow [but it's
ok]": a trade-off the customer accepts, no problem. The reader asks these questions clause by
clause (``reading/message.py``).
"""

from __future__ import annotations

from support_memory.extraction.clauses.split import Clause
from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.extraction.problems.incidents import content_terms
from support_memory.extraction.reading.state import MessageReading
from support_memory.models import Outcome
from support_memory.patterns import IGNORECASE, compile

# the problem is still there, or back: "still crashing", "same again", "its back"
PERSISTENCE = compile(r"\b(?:still|again|same|persists|remains|anymore|back)\b", IGNORECASE)
# words that tell a change: "now it works", "fixed", "since then"
NOW_WORDS = compile(r"\b(?:now|again|since|anymore|fixed|solved|sorted)\b")
# "but i'm afraid it will happen again": a fear of the problem back, not the problem back
_FEARED = compile(
    r"\b(?:will|would|might|may|could|if|afraid|worried|scared|fear|hope|apr?e?hension|"
    r"wonder)\b|'ll\b"
)
# "(charging more slow) but it's ok", "but thats fine": what was just said is no problem
_ACCEPTED = compile(
    r"^(?:but\s+)?(?:it's|its|it is|that's|thats|that is|this is)\s+(?:totally\s+|still\s+)?"
    r"(?:ok|okay|fine|alright|all right|acceptable|no problem)\W*$|"
    # "It takes longer but it works"
    r"^(?:but\s+)?(?:it|that)\s+(?:still\s+)?(?:works|is working|does the job)\W*$"
)
# ... or in the next sentence: "(only loud when I play.) OK for me", "i can live with that"
_ACCEPTED_FOR_ME = compile(
    r"^(?:but\s+)?(?:(?:it's|its|it is|that's|thats|that is|this is)\s+)?(?:totally\s+|still\s+)?"
    # ("OK" is cut as a lead: "for me, thank you")
    r"(?:(?:ok|okay|fine|good enough|acceptable) )?(?:for|with) (?:me|us)(?:\W+(?:thanks|thank you|"
    r"thx|ty))?\W*$|"
    r"^(?:but\s+)?(?:i|we) can live with (?:that|it|this)\W*$"
)


def good_news(text: str) -> bool:
    """Does ``text`` tell a good result ("it was working good", "it hasn't happened again")?"""
    signal = detect_outcome(text)
    return signal is not None and signal.polarity is Outcome.WORKED


def takes_the_news_back(clause: Clause, before: Clause | None) -> bool:
    """ "it was working good [but yesterday again ...]": "but" and "again" right after good
    news in the same sentence (``before``) take the good news back."""
    return (
        clause.joined_by == "but"
        and " again" in f" {clause.lower}"
        and before is not None
        and good_news(before.text)
        and not _FEARED.search(clause.lower)
    )


def accepted_after(reading: MessageReading, clause: Clause) -> bool:
    """ "Charging more slow [but it's ok]": the clause after ``clause``, in its sentence,
    accepts what it told."""
    after = reading.at + 1
    return after < len(reading.clauses) and (
        (
            reading.clauses[after].sentence == clause.sentence
            and _ACCEPTED.match(reading.clauses[after].lower) is not None
        )
        # "... only loud when I play. [OK for me], thank you.": the next sentence may say it
        or (
            reading.clauses[after].sentence in (clause.sentence, clause.sentence + 1)
            and _ACCEPTED_FOR_ME.match(reading.clauses[after].lower) is not None
        )
    )


def new_problem_after_the_news(reading: MessageReading, text: str | None, again: bool) -> None:
    """A problem told after good news: the problem open before is back, unless this is
    another one ("ok it ended after i walked it 10m. but it charged me for 25 extra mins"),
    which leaves the one before resolved (``resolved_before``); not after "for now", nor
    when "still" or "now it ..." follows."""
    if (
        reading.resolved
        and not again
        and text is not None
        and reading.open_problem
        and not reading.mentions
        and not content_terms(text) & content_terms(reading.open_problem)
        and not any(_still_that(c.text, reading.open_problem) for c in reading.clauses)
        and not any(NOW_WORDS.search(c.lower) for c in reading.clauses[reading.at :])
        and not any("for now" in c.lower for c in reading.clauses)
    ):
        reading.resolved_before = True
    reading.resolved = False


def _still_that(text: str, problem: str) -> bool:
    """ "it still cuts out": the problem told again; not "my bill still took the full £32"
    after "no saturday paper" (two terms or more, none of the problem's), another one."""
    if PERSISTENCE.search(text) is None or _HELLO_AGAIN.match(text) is not None:
        return False  # "yeah hi again": the customer back, not the problem
    if _SAME_PROBLEM.search(text) is not None:
        return True  # "I know from others who have the same problem": that one
    terms = content_terms(text) - _NO_THING
    return len(terms) < _NAMED or bool(terms & content_terms(problem))


_NAMED = 2  # terms a clause needs to name a thing of its own
_HELLO_AGAIN = compile(
    r"^\W*(?:(?:yeah|yes|um|so|ok|okay|and)\W+)*(?:(?:hi|hello|hey|hiya|morning)\W+again|"
    r"(?:it'?s|its|it is) me again)\b",
    IGNORECASE,
)
_SAME_PROBLEM = compile(r"\bsame (?:problem|issue|error|thing|bug|fault)\b", IGNORECASE)
_NO_THING = frozenset({"still", "again", "cannot", "not", "didn", "doesn", "work", "same"})
