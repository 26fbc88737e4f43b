"""A rule that raises must show in the evaluation, not as a quietly lower score: the agent
replies and learns nothing from such a turn, and the report counts it."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from support_memory.agent import SupportAgent
from support_memory.engines.scripted import ScriptedEngine
from support_memory.evaluation.extraction import (
    ExtractionCase,
    evaluate_extraction,
    render_report,
)
from support_memory.extraction.protocol import Extraction
from support_memory.models import Memory
from support_memory.stores.memory import InMemoryStore


class BrokenExtractor:
    def extract(self, customer_id: str, message: str, history: Sequence[Memory]) -> Extraction:
        raise NameError("a rule with a typo")


def _broken_agent() -> SupportAgent:
    return SupportAgent(InMemoryStore(), ScriptedEngine(), BrokenExtractor())


def test_turns_whose_extraction_raised_are_counted_and_shown() -> None:
    case = ExtractionCase(
        "x-1",
        ("my router keeps dropping", "restarted it, still dropping"),
        ({"type": "INCIDENT", "match": [["drop"]]},),
        (),
    )
    report = evaluate_extraction([case], agent_factory=_broken_agent)
    assert report.skipped == 2
    assert report.to_dict()["skipped_extractions"] == 2
    assert "EXTRACTIONS SKIPPED 2" in render_report(report)


@pytest.mark.parametrize("cases", [None, "real-dev", "real-test"])
def test_the_shipped_extractor_raises_on_no_message_of_the_corpus(cases: str | None) -> None:
    assert evaluate_extraction(cases).skipped == 0
