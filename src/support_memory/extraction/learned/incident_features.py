"""Features of one new incident the reader is about to store, for the incident check
(``incident_model``).

On real language most stored incidents that no annotator expects are the customer's problem
told again in other words, a detail or a consequence of it, a remark or a cause ("Was not on
the van", "Heard nothing since", "He said it was broken by monkey"). They come after the
customer has already told a problem: in this message or in an earlier one. These features
let a model learn what such an incident looks like from the corpus: its words, whether the
rules know a symptom word in it, how many terms it shares with the problem told before it,
where it comes in the message, and what the customer had told before.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from support_memory.extraction.learned.features import word_tokens


@dataclass(frozen=True)
class IncidentView:
    """A new incident as the check sees it, just before it would become an INCIDENT memory."""

    text: str  # the memory text it would get
    index: int = 0  # its place among the problems read off this message
    new_before: int = 0  # new incidents this message stores before it
    open_before: bool = False  # the customer had an open incident before this message
    message_words: int = 0
    history_size: int = 0  # memories the customer had before this message
    symptom: bool = False  # the rules know a symptom word in it ("drains", "greyed out")
    shared: int = 0  # content terms it shares with the problem told before it


def incident_features(view: IncidentView) -> list[str]:
    """Feature strings of ``view``: its text's words, word pairs and first and last words,
    its symptom and the terms it shares with the problem before it, where it comes, and what
    was told before (bucketed)."""
    words = word_tokens(view.text) or ("-",)
    return [
        "bias",
        f"i:{min(view.index, 4)}",
        f"nb:{min(view.new_before, 3)}",
        f"ob:{view.open_before}",
        f"ml:{min(view.message_words // 25, 8)}",
        f"hist:{min(view.history_size, 3)}",
        f"sym:{view.symptom}",
        f"sh:{min(view.shared, 2)}",
        f"symsh:{view.symptom}:{min(view.shared, 2)}",
        f"len:{min(len(words), 12)}",
        f"f:{words[0]}",
        f"f2:{'_'.join(words[:2])}",
        f"l:{words[-1]}",
        *(f"w:{word}" for word in words),
        *(f"b:{a}_{b}" for a, b in pairwise(words)),
    ]
