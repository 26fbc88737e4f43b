"""What reading one message produces: its steps, incident mentions and loose outcomes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from support_memory.extraction.clauses.split import Clause
from support_memory.extraction.outcomes.detect import OutcomeSignal
from support_memory.extraction.profile.facts import Fact
from support_memory.extraction.steps.action_reading import ActionReading
from support_memory.models import Memory, Outcome

if TYPE_CHECKING:
    from support_memory.extraction.learned.judge import LazyScores


@dataclass
class Step:
    """An action of this message; ``actor == "other"`` steps only absorb outcomes."""

    reading: ActionReading
    sentence: int
    outcome: Outcome | None = None
    incident: int | None = None
    context: str = ""  # "cause" ("since I updated"), "time" ("I recently …") or "slip" (never kept)
    said: str = ""  # the clause it was read from, lowercased
    doubtful: bool = False  # the model calls its clause no step: kept only with an outcome
    inferred: bool = False  # its outcome was inferred from the message, not said of it
    workaround: bool = False  # it works each time and the problem stays ("I have to restart")
    tentative: bool = False  # told with hedged good news ("fixed issue for now"): not a failure

    @property
    def pending(self) -> bool:
        return self.outcome is None and self.reading.mode != "in_progress"


@dataclass
class Mention:
    """An incident this message talks about: new (``existing`` None) or already known."""

    text: str
    sentence: int
    existing: Memory | None = None
    reopen: bool = False
    resolved: bool = False


@dataclass
class MessageReading:
    steps: list[Step] = field(default_factory=list)
    mentions: list[Mention] = field(default_factory=list)
    history_outcomes: list[OutcomeSignal] = field(default_factory=list)
    history_checked: int = 0  # history_outcomes[:history_checked] hold no success
    worked_step: Step | None = None
    resolved: bool = False
    facts: list[Fact] = field(default_factory=list)
    left_behind: set[str] = field(default_factory=set)  # facts a clause says are no more
    current: int | None = None
    others_thing: str | None = None  # "his PC": what "mine" means later in the message
    scores: Sequence[LazyScores | None] = ()  # the judge's (lazy) scores of those clauses
    lowered: str = ""  # the whole message, lowercased: a quick look for a word in it
    clauses: Sequence[Clause] = ()  # the message's clauses, and the one being read:
    at: int = 0  # what a later "it" in a problem may stand for is named before ``at``
    hedged: set[int] = field(default_factory=set)  # sentences after "not sure if it matters"
    credited: dict[int, list[Step]] = field(default_factory=dict)  # sentence → steps its
    # success credited ("The extender helped a bit, but it's still slow" takes them back)
    takes_back: bool = False  # "spoke too soon, it's dropping again": the last fix did not last
    news_first: int | None = None  # sentence of good news told before any step of the message
    never_mind: bool = False  # "nvm the lights came back": the failure told last was premature
    # "the shower has gone cold" ... "it's hot again": good news read off the problem's own
    # words (``outcomes.problem_undone``), which the status check does not reopen
    problem_undone: bool = False
    signed_off: bool = False  # "Best regards," read: what follows is the sender's signature
    # "ok it ended after i walked it down the road. but it charged me 25 extra mins": good news
    # of the problem open before, then a new problem of its own (which leaves it resolved)
    resolved_before: bool = False
    # "1 refunded today. ... Still getting logged out": the open problem a "still" after good
    # news of another one names; that one stays open, and the news settles another
    still_open: str | None = None
    # "it's gone out. ... Still waiting to hear about the wiper charge": the open problems a
    # "still" after good news names, which the news settles none of
    kept_open: set[str] = field(default_factory=set)
    open_problem: str = ""  # the customer's newest open incident before this message
    planned: frozenset[str] = frozenset()  # first words of the attempts still in progress
    last_plan: str = ""  # the text of the customer's latest attempt still in progress
    own_things: frozenset[str] = frozenset()  # the desk's own products, lowercased: "the app"
    # what a step uncovered, and in which sentence: "found a torn piece stuck in the roller,
    # took it out": "it" is the torn piece
    uncovered: tuple[int, tuple[str, ...]] | None = None
    # "the second thing worked": which of the plans in hand, counted from 1 as they were told
    nth_in_hand: int | None = None
    # "When I print a second label, [it leaves 3 blank labels]": a condition read as a problem
    # hands the problem to its main clause, the one at this index
    problem_held_for: int | None = None

    def problem(self) -> str:
        """The problem "it" may stand for: the one this message tells, else the open one."""
        if self.current is not None and self.current < len(self.mentions):
            return self.mentions[self.current].text
        return self.open_problem
