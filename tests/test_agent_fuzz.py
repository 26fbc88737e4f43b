"""Arbitrary customer text never crashes a turn and never writes outside that customer."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from support_memory import InMemoryStore, RuleExtractor, ScriptedEngine, SupportAgent

SUPPORT_WORDS = [
    "I",
    "it",
    "the",
    "app",
    "restarted",
    "cleared",
    "cache",
    "but",
    "neither",
    "helped",
    "fixed",
    "worked",
    "didn't",
    "not",
    "still",
    "crashing",
    "error",
    "1603",
    "my",
    "colleague",
    "should",
    "?",
    ".",
    ",",
    "!",
    "and",
    "then",
    "now",
    "again",
    "version",
    "5.2",
    "on",
    "Windows",
    "11",
    "printer",
    "offline",
    "VPN",
    "turned",
    "off",
    "update",
    "reinstall",
    "tried",
    "nothing",
    "both",
    "none",
    "of",
    "that",
    "works",
    "fine",
    "thanks",
    "hello",
    "invoice",
    "that",
    "did",
    "not",
    "help",
    "it",
    "works",
    "now",
]

sentences = st.lists(st.sampled_from(SUPPORT_WORDS), min_size=1, max_size=20).map(" ".join)
noise = st.text(min_size=1, max_size=120).filter(lambda text: text.strip())


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(turns=st.lists(st.one_of(sentences, noise), min_size=1, max_size=6))
def test_any_conversation_gets_replies_and_only_valid_memories(turns: list[str]) -> None:
    store = InMemoryStore()
    agent = SupportAgent(store=store, engine=ScriptedEngine(), extractor=RuleExtractor())
    for text in turns:
        reply = agent.handle("CUST-1", text)
        assert reply.reply.strip()
        assert all(used["text"] for used in reply.used_memories)
    memories = store.all("CUST-1")
    assert all(m.customer_id == "CUST-1" for m in memories)
    assert len({m.id for m in memories}) == len(memories)
    assert store.all("CUST-2") == []
