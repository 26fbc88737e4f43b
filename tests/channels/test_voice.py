"""Voice transcripts pass through unchanged: no punctuation, lower case, fillers and all."""

from __future__ import annotations

from support_memory import InMemoryStore, SupportAgent
from support_memory.channels import Channel, prepare

TRANSCRIPT = (
    "yeah hi so my acme pdf suite keeps crashing whenever i upload a large pdf",
    "i restarted it and cleared the cache but neither of those helped",
    "ok so i updated the app and that fixed it thanks",
)


def test_a_transcript_reaches_the_turn_exactly_as_transcribed() -> None:
    for line in TRANSCRIPT:
        assert prepare(line, Channel.VOICE) is line


def test_an_unpunctuated_call_is_understood_turn_by_turn() -> None:
    agent = SupportAgent(store=InMemoryStore())
    problem = agent.handle("CALL-1", TRANSCRIPT[0], channel="voice")
    assert [(m["type"], m["status"]) for m in problem.extracted] == [("INCIDENT", "open")]
    assert "crashing" in problem.extracted[0]["text"]

    tried = agent.handle("CALL-1", TRANSCRIPT[1], channel="voice")
    assert {(m["text"], m["outcome"]) for m in tried.extracted} == {
        ("Restart acme pdf suite", "failed"),  # "it" is the thing the problem named
        ("Cleared application cache", "failed"),
    }
    assert tried.reply.startswith("Sorry restarting the acme pdf suite and clearing")

    fixed = agent.handle("CALL-1", TRANSCRIPT[2], channel="voice")
    assert ("Update application", "worked") in {(m["text"], m["outcome"]) for m in fixed.extracted}
    assert ("INCIDENT", "resolved") in {(m["type"], m["status"]) for m in fixed.extracted}

    returning = agent.handle("CALL-1", "the app is crashing again when i upload a pdf")
    assert returning.known_fixes == ["Update application"]
    assert set(returning.known_failures) == {"Restart acme pdf suite", "Cleared application cache"}
    assert {m.metadata["channel"] for m in agent.store.all("CALL-1")} == {"voice"}


def test_one_long_unpunctuated_sentence_still_yields_its_fix() -> None:
    agent = SupportAgent(store=InMemoryStore())
    reply = agent.handle(
        "CALL-2",
        "um so the app crashes when i upload a big pdf i already restarted it and it didnt "
        "help then i reinstalled it and that worked",
        channel="voice",
    )
    assert ("Reinstall application", "worked") in {
        (m["text"], m["outcome"]) for m in reply.extracted
    }
