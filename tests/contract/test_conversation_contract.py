"""Follow-ups keep their context and replies answer what the message reports, on every store.

The issue's two conversations, turn by turn: each follow-up recalls the open incident
(``used_memories``), and the scripted reply acknowledges the outcome it was told instead of
asking for a description the customer just gave.
"""

from __future__ import annotations

from typing import Any

from factories import FIRST_VISIT, RETURN_VISIT
from support_memory import MemoryStore, RuleExtractor, ScriptedEngine, SupportAgent

NETGEAR = "Netgear router keeps dropping wifi every evening around 8pm"


def _agent(store: MemoryStore) -> SupportAgent:
    return SupportAgent(store=store, engine=ScriptedEngine(), extractor=RuleExtractor())


def _used(reply: Any) -> dict[str, str]:
    return {m["text"]: m["reason"] for m in reply.used_memories}


def _never_asks_again(reply: Any) -> None:
    assert "describe what happens" not in reply.reply
    assert "tell me exactly what happens" not in reply.reply


def test_router_conversation_keeps_its_incident(store: MemoryStore) -> None:
    agent = _agent(store)
    first = agent.handle(
        "CUST-7", "Hi, my Netgear router keeps dropping the wifi every evening around 8pm."
    )
    assert f'"{NETGEAR}"' in first.reply
    _never_asks_again(first)

    tried = agent.handle("CUST-7", "I already power cycled it twice, no change.")
    assert "follow-up" in _used(tried)[NETGEAR]
    assert tried.reply.startswith("Sorry power-cycling Netgear router didn't help.")
    _never_asks_again(tried)

    starting = agent.handle("CUST-7", "I'm updating the firmware now")
    assert "follow-up" in _used(starting)[NETGEAR]
    assert starting.known_failures == ["Power-cycle Netgear router"]
    assert "Let me know how updating the firmware goes." in starting.reply

    done = agent.handle("CUST-7", "That worked, thanks! Wifi has been stable all night.")
    assert NETGEAR in _used(done)
    assert done.reply.startswith(
        "Glad updating the firmware fixed it; I've noted that for next time."
    )
    _never_asks_again(done)
    states = {(m.text, m.outcome or m.status) for m in store.all("CUST-7")}
    assert {
        ("Update firmware", "worked"),
        ("Power-cycle Netgear router", "failed"),
        (NETGEAR, "resolved"),
    } <= states
    agent.close()


def test_reference_interaction_follow_ups_keep_their_incident(store: MemoryStore) -> None:
    agent = _agent(store)
    incident = "App crashes on large PDF upload"
    agent.handle("CUST-1042", FIRST_VISIT[0])
    expected = [
        "Sorry restarting the application didn't help.",
        "Sorry clearing the application cache didn't help.",
        "Glad updating the application fixed it; I've noted that for next time.",
    ]
    for text, acknowledged in zip(FIRST_VISIT[1:], expected, strict=True):
        reply = agent.handle("CUST-1042", text)
        assert incident in _used(reply), text
        assert acknowledged in reply.reply
        _never_asks_again(reply)
    back = agent.handle("CUST-1042", RETURN_VISIT)
    assert back.known_fixes == ["Update application"]
    assert sorted(back.known_failures) == ["Cleared application cache", "Restart application"]
    agent.close()
