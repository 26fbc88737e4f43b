"""Features of one incident's status at the end of a message, for the status check
(``status_model``).

On real language the commonest INCIDENT error after a wrong text is a wrong status: the
problem left open when the customer said it is sorted in words no rule knows ("got my money
back in the end", "the gate opens again"), or closed by a remark that was no news of it.
These features let a model learn what the end of such a message looks like: the status the
rules gave the incident, what the message did to it, the steps and their results, what the
clause model makes of the message's last clauses, and the words the message ends with.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from support_memory.extraction.learned.features import word_tokens
from support_memory.extraction.learned.kinds import ClauseKind

# the clause model's kinds the check reads off the last clauses, each bucketed in fifths
RESULT_KINDS: tuple[ClauseKind, ...] = ("good", "bad", "step_worked", "step_failed", "problem")


@dataclass(frozen=True)
class StatusView:
    """One incident as the check sees it, once the rules have read a message."""

    resolved: bool  # the status the rules gave it
    changed: bool  # this message changed its status (closed it, or opened it again)
    new: bool  # this message told it first
    text: str = ""  # the incident's text
    tail: str = ""  # the message's last clauses, as said
    worked: int = 0  # steps this message stored or settled as worked
    failed: int = 0  # ... as failed
    planned: int = 0  # ... as in progress
    kinds: tuple[float, ...] = ()  # max P(kind) over the last clauses, per ``RESULT_KINDS``
    last_kinds: tuple[float, ...] = ()  # P(kind) of the very last clause
    message_words: int = 0
    history_size: int = 0  # memories the customer had before this message
    incidents: int = 1  # incidents this message is about
    incident_id: str = ""  # which incident (not a feature: for training and tests)


def status_features(view: StatusView) -> list[str]:
    """Feature strings of ``view``: its status and what the message did, bucketed counts and
    clause-model probabilities, and the words and word pairs of the message's end."""
    tail = word_tokens.__wrapped__(view.tail) or ("-",)  # uncached: tails are one-offs
    status = "res" if view.resolved else "open"
    results = f"{min(view.worked, 2)}{min(view.failed, 2)}{min(view.planned, 2)}"
    return [
        "bias",
        f"st:{status}",
        f"ch:{view.changed}:{status}",
        f"new:{view.new}",
        f"r:{results}",
        f"rs:{results}:{status}",
        f"ml:{min(view.message_words // 20, 6)}",
        f"hist:{min(view.history_size, 3)}",
        f"n:{min(view.incidents, 3)}",
        *(f"k:{kind}:{int(p * 5)}" for kind, p in zip(RESULT_KINDS, view.kinds, strict=False)),
        *(
            f"lk:{kind}:{int(p * 5)}:{status}"
            for kind, p in zip(RESULT_KINDS, view.last_kinds, strict=False)
        ),
        f"l:{tail[-1]}",
        *(f"w:{word}" for word in tail),
        *(f"b:{a}_{b}" for a, b in pairwise(tail)),
        *(f"t:{word}" for word in word_tokens(view.text)[:8]),
    ]
