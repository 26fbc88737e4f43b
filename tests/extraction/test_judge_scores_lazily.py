"""The judge scores only the clauses the reader asks about, and the answers are the same as
scoring every clause up front."""

from __future__ import annotations

from support_memory.extraction.learned.features import ClauseView
from support_memory.extraction.learned.judge import ClauseJudge
from support_memory.extraction.learned.model import KindScores, load_clause_model
from support_memory.extraction.rules import RuleExtractor

MESSAGE = (
    "My printer stopped printing yesterday. I restarted it and reinstalled the driver, "
    "no luck. The queue shows error 0x80. Also I was charged twice for my subscription."
)


class CountingModel:
    """The shipped model, counting the clauses it scores."""

    def __init__(self) -> None:
        self.inner = load_clause_model()
        self.version = self.inner.version
        self.scored: list[str] = []

    def scores(self, view: ClauseView) -> KindScores:
        self.scored.append(view.text)
        return self.inner.scores(view)


def _memories(judge: ClauseJudge) -> list[tuple[str, str, str]]:
    found = RuleExtractor(judge=judge).extract("c1", MESSAGE, []).memories
    return [(m.type.value, m.text, str(m.outcome or m.status)) for m in found]


def test_only_the_clauses_the_reader_asks_about_are_scored() -> None:
    model = CountingModel()
    _memories(ClauseJudge(model))  # type: ignore[arg-type]
    # the steps are asked about (is this really a step?); problems and outcomes the rules
    # read are not
    assert model.scored == ["I restarted it", "reinstalled the driver"]


def test_lazy_scores_give_the_same_memories_as_the_shipped_judge() -> None:
    model = CountingModel()
    assert _memories(ClauseJudge(model)) == _memories(ClauseJudge(load_clause_model()))  # type: ignore[arg-type]
