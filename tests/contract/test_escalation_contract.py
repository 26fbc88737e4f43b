"""The escalation rules fire on every store: real turns, the same four conversations.

The decision reads only the customer's state and the turn's extraction, and what it
needs later (the session of a failure, when an incident was reopened) travels in the
memories' metadata, so every backend must keep it.
"""

from __future__ import annotations

from typing import Any

from factories import FIRST_VISIT
from support_memory import MemoryStore, RuleExtractor, ScriptedEngine, SupportAgent
from support_memory.escalation import EscalationLayer, InMemoryEscalationQueue
from support_memory.seed import NO_LONGER_WORKS

PROBLEM = "My Acme PDF Suite crashes when I upload a large PDF."
AGAIN = "The application is crashing again when I upload a PDF."


def _agent(store: MemoryStore) -> SupportAgent:
    layer = EscalationLayer(InMemoryEscalationQueue())
    return SupportAgent(
        store=store, engine=ScriptedEngine(), extractor=RuleExtractor(), escalation=layer
    )


def _rules(reply: Any) -> list[str]:
    return [reason["rule"] for reason in reply.metadata["escalation"]["reasons"]]


def test_steps_failing_in_a_second_session_escalate(store: MemoryStore) -> None:
    agent = _agent(store)
    agent.handle("ESC-1", PROBLEM, session_id="call-1")
    first = agent.handle("ESC-1", "I restarted it but that did not help.", session_id="call-1")
    assert first.metadata["escalation"] == {"candidate": False, "reasons": []}
    second = agent.handle("ESC-1", "Cleared the cache, still crashing.", session_id="chat-2")
    assert _rules(second) == ["repeated_failure"] and second.escalation is True
    [queued] = agent.escalation.queue.items()  # type: ignore[union-attr]
    assert (queued.customer_id, queued.incident) == ("ESC-1", "App crashes on large PDF upload")


def test_a_known_fix_that_stops_working_escalates(store: MemoryStore) -> None:
    agent = _agent(store)
    for message in FIRST_VISIT:
        agent.handle("ESC-2", message)
    # The same step now failed: the layer sees it in the extraction, whatever the recall
    # and the engine made of the message.
    reply = agent.handle("ESC-2", NO_LONGER_WORKS)
    assert "fix_stopped_working" in _rules(reply)
    detail = reply.metadata["escalation"]["reasons"][_rules(reply).index("fix_stopped_working")]
    assert detail["detail"] == '"Update application" worked before and no longer does'


def test_an_incident_reopened_twice_escalates(store: MemoryStore) -> None:
    agent = _agent(store)
    agent.handle("ESC-3", PROBLEM)
    agent.handle("ESC-3", "Updated the app and it fixed it.")
    assert not agent.handle("ESC-3", AGAIN).escalation
    agent.handle("ESC-3", "I updated it again and that fixed it.")
    reply = agent.handle("ESC-3", "It is crashing again when I upload a PDF.")
    assert _rules(reply) == ["reopened"]
    assert "reopened 2 times in 30 days" in reply.metadata["escalation"]["reasons"][0]["detail"]


def test_three_failed_steps_in_one_session_escalate(store: MemoryStore) -> None:
    agent = _agent(store)
    agent.handle("ESC-4", PROBLEM)
    reply = agent.handle(
        "ESC-4", "I restarted it, cleared the cache and reinstalled it, but none of that helped."
    )
    assert _rules(reply) == ["session_failures"]
    assert agent.escalation.queue.count() == 1  # type: ignore[union-attr]
