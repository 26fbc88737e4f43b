"""Incident texts: symptom + object, error codes kept."""

from __future__ import annotations

import pytest

from support_memory.extraction.problems.symptoms import has_symptom, incident_text


@pytest.mark.parametrize(
    ("clause", "products", "text"),
    [
        (
            "My Acme PDF Suite crashes on large PDF upload",
            ["Acme PDF Suite"],
            "App crashes on large PDF upload",
        ),
        (
            "My Acme PDF Suite crashes whenever I upload a large PDF",
            ["Acme PDF Suite"],
            "App crashes on large PDF upload",
        ),
        ("The application is crashing again when I upload a PDF", [], "App crashes on PDF upload"),
        (
            "The setup wizard fails at 70% with error 2203",
            [],
            "Setup wizard fails at 70% with error 2203",
        ),
        ("Teams stopped showing my chats", [], "Teams stopped showing chats"),
        ("the calls are dropping", [], "Calls drop"),
        ("the editor lags when I scroll", [], "Editor lags when scrolling"),
        ("I keep getting error 0x80004005 when saving", [], "Error 0x80004005 when saving"),
        ("I can't log in to the portal", [], "Cannot log in to portal"),
        ("There is no sound in meetings", [], "No sound in meetings"),
    ],
)
def test_incident_texts(clause: str, products: list[str], text: str) -> None:
    assert incident_text(clause, products) == text


@pytest.mark.parametrize(
    "clause",
    ["My scanner shows offline", "Exports take forever", "the page won't load", "error 1603"],
)
def test_symptoms_are_recognised(clause: str) -> None:
    assert has_symptom(clause)


@pytest.mark.parametrize("clause", ["I restarted it", "Thanks for the help", "I use a Mac"])
def test_plain_statements_are_not_symptoms(clause: str) -> None:
    assert not has_symptom(clause)
