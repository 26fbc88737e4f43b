"""Features of one step the reader is about to store, for the step check (``step_model``).

The clause model judges clauses before the rules read them; the step check judges what the
rules made of a message: this step, with this outcome, read from this clause, beside how
many other steps, in how long a message, for a customer with how much history. On real
language most wrongly stored steps are background told in long messages, a doubted clause
kept for an outcome inferred from the rest of the message, or a plan nobody followed up;
these features let a model learn that from the corpus instead of from more rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from support_memory.extraction.learned.features import word_tokens


@dataclass(frozen=True)
class StepView:
    """A step as the check sees it, just before it would become an ATTEMPT memory."""

    text: str  # the memory text it would get ("Reinstall driver")
    outcome: str  # worked / failed / in_progress, as read from this message
    said: str  # the clause it was read from
    mode: str = "done"  # the action's mode (done, in_progress, needs_outcome)
    verb: str = ""
    inferred: bool = False  # its outcome was inferred from the message, not said of it
    doubtful: bool = False  # the clause model calls its clause no step
    context: str = ""  # "cause" / "time" background, else ""
    sentence: int = 0  # the sentence it was told in
    has_incident: bool = False  # tied to a problem of this message
    steps_in_message: int = 1
    message_words: int = 0
    history_size: int = 0  # memories the customer had before this message


def step_features(view: StepView) -> list[str]:
    """Feature strings of ``view``: its reading, its text's words and its clause's words
    and word pairs, and the size of what surrounds it (bucketed)."""
    text_words = view.text.lower().split() or ["-"]
    said = word_tokens(view.said)
    return [
        "bias",
        f"o:{view.outcome}",
        f"m:{view.mode}",
        f"v:{view.verb.lower()}",
        f"inf:{view.inferred}",
        f"dbt:{view.doubtful}",
        f"ctx:{view.context}",
        f"sent:{min(view.sentence, 5)}",
        f"inc:{view.has_incident}",
        f"ns:{min(view.steps_in_message, 5)}",
        f"hist:{min(view.history_size, 3)}",
        f"ml:{min(view.message_words // 25, 8)}",
        *(f"t:{word}" for word in text_words),
        f"t0:{text_words[0]}",
        f"tl:{min(len(text_words), 6)}",
        f"t0o:{text_words[0]}:{view.outcome}",
        *(f"s:{word}" for word in said),
        *(f"sb:{a}_{b}" for a, b in pairwise(said)),
        f"sl:{min(len(said) // 4, 6)}",
    ]
