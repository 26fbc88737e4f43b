"""The specification's critical integration tests 1-6 and its reference interaction."""

from __future__ import annotations

from factories import FIRST_VISIT, attempt
from support_memory import (
    InMemoryStore,
    MemoryType,
    RuleExtractor,
    ScriptedEngine,
    SupportAgent,
)
from support_memory.engines.protocol import EngineReply, ReplyContext


def _agent(store: InMemoryStore | None = None) -> SupportAgent:
    return SupportAgent(
        store=store or InMemoryStore(), engine=ScriptedEngine(), extractor=RuleExtractor()
    )


def _states(agent: SupportAgent, customer: str) -> set[tuple[str, str, str | None]]:
    return {
        (m.type.value, m.text, (m.outcome or m.status).value if (m.outcome or m.status) else None)
        for m in agent.store.all(customer)
    }


def test_1_returning_customer_gets_contextual_response() -> None:
    store = InMemoryStore()
    store.add(attempt("CUST-1042", "Update application", "worked"))
    store.add(attempt("CUST-1042", "Restart application", "failed"))
    reply = _agent(store).handle(
        "CUST-1042", "The application is crashing again when I upload a PDF."
    )
    assert reply.is_returning_customer is True
    assert reply.known_fixes == ["Update application"]
    assert reply.known_failures == ["Restart application"]
    assert "Update application" in reply.reply and "Restart application" in reply.reply
    assert reply.reply.index("Update application") < reply.reply.index("Restart application")


def test_2_memory_isolation() -> None:
    store = InMemoryStore()
    store.add(attempt("CUST-1042", "Update application", "worked"))
    store.add(attempt("CUST-2077", "Reinstall application", "worked"))
    reply = _agent(store).handle("CUST-1042", "PDF crash in the application again")
    texts = [m["text"] for m in reply.used_memories]
    assert "Reinstall application" not in texts and "Reinstall application" not in reply.reply
    assert texts == ["Update application"]
    hits = store.search("CUST-1042", "reinstall application crash", limit=10)
    assert all(m.customer_id == "CUST-1042" for m, _ in hits)


def test_3_recall_occurs_before_ingest() -> None:
    seen: list[tuple[str, ...]] = []

    class Spy(ScriptedEngine):
        def reply(self, message: str, context: ReplyContext) -> EngineReply:
            seen.append(tuple(m.memory.text for m in context.memories))
            return super().reply(message, context)

    agent = SupportAgent(store=InMemoryStore(), engine=Spy(), extractor=RuleExtractor())
    reply = agent.handle("CUST-1042", "Updating the app fixed it.")
    assert seen == [()] and reply.used_memories == []
    assert ("ATTEMPT", "Update application", "worked") in _states(agent, "CUST-1042")


def test_4_multiple_failure_extraction() -> None:
    agent = _agent()
    agent.handle("CUST-1042", "I restarted it and cleared the cache but neither helped.")
    states = _states(agent, "CUST-1042")
    assert ("ATTEMPT", "Restart application", "failed") in states
    assert ("ATTEMPT", "Cleared application cache", "failed") in states


def test_5_successful_fix_extraction() -> None:
    agent = _agent()
    agent.handle("CUST-1042", "Updating the app fixed it.")
    assert ("ATTEMPT", "Update application", "worked") in _states(agent, "CUST-1042")


def test_6_deterministic_fallback_when_the_llm_is_down() -> None:
    class Down:
        name = "llm"

        def reply(self, message: str, context: ReplyContext) -> EngineReply:
            raise TimeoutError("LLM service unavailable")

    store = InMemoryStore()
    store.add(attempt("CUST-1042", "Update application", "worked"))
    first = SupportAgent(store=store, engine=Down()).handle("CUST-1042", "app crashes again")
    second = SupportAgent(store=store, engine=Down()).handle("CUST-1042", "app crashes again")
    assert first.reply == second.reply and "Update application" in first.reply
    assert first.engine == "scripted" and "TimeoutError" in first.metadata["fallback_reason"]


def test_reference_interaction_end_to_end() -> None:
    agent = _agent()
    for text in FIRST_VISIT:
        agent.handle("CUST-1042", text)
    assert _states(agent, "CUST-1042") == {
        ("INCIDENT", "App crashes on large PDF upload", "resolved"),
        ("ATTEMPT", "Restart application", "failed"),
        ("ATTEMPT", "Cleared application cache", "failed"),
        ("ATTEMPT", "Update application", "worked"),
        ("PROFILE", "Uses Acme PDF Suite", None),
    }
    crash = next(m for m in agent.store.all("CUST-1042") if m.type is MemoryType.INCIDENT)
    attempts = [m for m in agent.store.all("CUST-1042") if m.type is MemoryType.ATTEMPT]
    assert {m.incident_id for m in attempts} == {crash.id}

    reply = agent.handle("CUST-1042", "The application is crashing again when I upload a PDF.")
    assert reply.is_returning_customer is True
    assert reply.known_fixes == ["Update application"]
    assert sorted(reply.known_failures) == ["Cleared application cache", "Restart application"]
    assert reply.used_memories[0]["text"] == "Update application"
    assert "same incident" in reply.used_memories[0]["reason"]
    lead = reply.reply.split(".")
    assert any("Update application" in sentence for sentence in lead[:3])
    assert reply.escalation is False


def test_unrelated_question_claims_no_known_fix() -> None:
    agent = _agent()
    for text in FIRST_VISIT:
        agent.handle("CUST-1042", text)
    reply = agent.handle("CUST-1042", "How do I change my billing address?")
    assert reply.known_fixes == [] and reply.known_failures == []
    assert "Update application" not in reply.reply
