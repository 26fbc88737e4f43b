"""HindsightStore against a real Hindsight 1.1.0: isolation, forget, auth, bank setup, the
reference interaction, and an outage in the middle of a conversation."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import httpx
import pytest

from factories import FIRST_VISIT, RETURN_VISIT, attempt, incident
from hindsight_live import fresh_namespace, live_store
from support_memory import (
    MemoryType,
    RuleExtractor,
    ScriptedEngine,
    StoreAuthError,
    SupportAgent,
)
from support_memory.stores import hindsight_wire as wire
from support_memory.stores.hindsight import HindsightStore
from support_memory.stores.outbox import Outbox, OutboxStore
from support_memory.stores.projection import StateProjection


@pytest.fixture
def closing(request: pytest.FixtureRequest) -> Any:
    """Close every store a test opens, even when it fails."""

    def register(store: Any) -> Any:
        request.addfinalizer(store.close)
        return store

    return register


def _agent(store: Any) -> SupportAgent:
    return SupportAgent(store=store, engine=ScriptedEngine(), extractor=RuleExtractor())


def _raw(server: Any) -> httpx.Client:
    return httpx.Client(
        base_url=server.base_url, headers={"Authorization": f"Bearer {server.api_key}"}
    )


def test_banks_are_configured_to_keep_memories_verbatim(
    hindsight_server: Any, hindsight_store: HindsightStore
) -> None:
    memory = hindsight_store.add(attempt("CUST-1", "Cleared application cache"))
    bank = hindsight_store.bank_for("CUST-1")
    with _raw(hindsight_server) as raw:
        config = raw.get(f"/v1/default/banks/{bank}/config").json()["config"]
        units = raw.get(f"/v1/default/banks/{bank}/memories/list").json()["items"]
    assert config["retain_extraction_mode"] == "chunks"
    assert [(u["text"], u["document_id"]) for u in units] == [
        ("Cleared application cache", memory.id)
    ]
    assert units[0]["metadata"] == wire.memory_metadata(memory)


def test_the_server_refuses_a_missing_or_wrong_key(hindsight_server: Any) -> None:
    for key in (None, "not-the-key"):
        store = HindsightStore(hindsight_server.base_url, "support", api_key=key)
        with pytest.raises(StoreAuthError) as info:
            store.search("CUST-1", "printer")
        assert hindsight_server.api_key not in str(info.value)
        store.close()


def test_isolation_many_customers_overlapping_texts_zero_leaks(
    hindsight_server: Any, closing: Any
) -> None:
    rng = random.Random(20260101)
    words = ["printer", "offline", "crash", "upload", "pdf", "vpn", "sync", "login", "cache"]
    # Ids chosen to collide under naive naming: case, '-' at the namespace boundary, '.' ':'.
    customers = ["a", "A", "b-c", "B-C", "a.b", "a:b", "x-1", "X-1", "cust-7", "CUST-7"]
    customers += [f"c{n}-{rng.randint(0, 9)}" for n in range(10)]
    namespace = fresh_namespace()
    store = closing(live_store(hindsight_server, namespace))
    boundary = closing(live_store(hindsight_server, f"{namespace}-b"))  # "…-b"+"c" vs "b-c"
    expected: dict[str, set[str]] = {}
    for customer in customers:
        for _ in range(3):
            text = " ".join(rng.sample(words, 3)).capitalize()
            expected.setdefault(customer, set()).add(store.add(attempt(customer, text)).id)
    intruder = boundary.add(attempt("c", "Printer offline crash upload pdf vpn"))
    for customer in customers:
        assert {m.id for m in store.all(customer)} == expected[customer]
        for word in words:
            for memory, _ in store.search(customer, f"{word} again", limit=10):
                assert memory.customer_id == customer
                assert memory.id in expected[customer]
    assert store.bank_for("b-c") != boundary.bank_for("c")
    assert [m.id for m in boundary.all("c")] == [intruder.id]
    assert all(m.id != intruder.id for m, _ in store.search("b-c", "printer offline", limit=20))


def test_forget_deletes_the_customers_bank_and_nothing_else(
    hindsight_server: Any, hindsight_store: HindsightStore
) -> None:
    for text in ("Restart application", "Cleared application cache", "Update application"):
        hindsight_store.add(attempt("CUST-1", text))
    hindsight_store.add(incident("CUST-1", "App crashes on large PDF upload"))
    kept = hindsight_store.add(attempt("CUST-2", "Restart application"))
    bank = hindsight_store.bank_for("CUST-1")
    assert hindsight_store.forget("CUST-1") == 4
    with _raw(hindsight_server) as raw:
        assert raw.get(f"/v1/default/banks/{bank}/memories/list").status_code == 404
    assert hindsight_store.all("CUST-1") == []
    assert hindsight_store.search("CUST-1", "restart application") == []
    assert hindsight_store.all("CUST-2") == [kept]
    assert hindsight_store.forget("CUST-1") == 0
    again = hindsight_store.add(attempt("CUST-1", "Update application", "worked"))
    assert hindsight_store.all("CUST-1") == [again]


def test_reference_interaction_on_hindsight(hindsight_store: HindsightStore) -> None:
    agent = _agent(hindsight_store)
    for text in FIRST_VISIT:
        agent.handle("CUST-1042", text)
    states = {
        (m.type.value, m.text, m.outcome or m.status) for m in hindsight_store.all("CUST-1042")
    }
    assert states == {
        ("INCIDENT", "App crashes on large PDF upload", "resolved"),
        ("ATTEMPT", "Restart application", "failed"),
        ("ATTEMPT", "Cleared application cache", "failed"),
        ("ATTEMPT", "Update application", "worked"),
        ("PROFILE", "Uses Acme PDF Suite", None),
    }
    reply = agent.handle("CUST-1042", RETURN_VISIT)
    assert reply.metadata.get("recall") != "degraded"
    assert reply.is_returning_customer is True
    assert reply.known_fixes == ["Update application"]
    assert sorted(reply.known_failures) == ["Cleared application cache", "Restart application"]
    assert reply.used_memories[0]["text"] == "Update application"
    assert any("Update application" in s for s in reply.reply.split(".")[:3])
    assert "Restart application" in reply.reply and "Cleared application cache" in reply.reply
    agent.close()


def test_outage_mid_conversation_loses_nothing(
    hindsight_server: Any, tmp_path: Path, closing: Any
) -> None:
    inner = live_store(hindsight_server, retries=1, backoff=0.05)
    store = closing(OutboxStore(inner, Outbox(tmp_path / "outbox.db"), retry_after=0.0))
    agent = _agent(store)
    agent.handle("CUST-9", FIRST_VISIT[0])
    before = {m.id for m in store.all("CUST-9")}
    assert before, "the first turn must have stored the incident"

    hindsight_server.stop_api()
    try:
        down = agent.handle("CUST-9", "Reinstalled the app, still crashing.")
        assert down.reply and down.metadata["recall"] == "degraded"
        agent.handle("CUST-9", "Turned off the VPN and it fixed it.")
        assert store.depth() > 0
        queued = {entry.memory.id for entry in store.outbox.pending()}
    finally:
        hindsight_server.start_api()

    result = store.flush()
    assert (result.remaining, result.dead_lettered, result.error) == (0, 0, None)
    assert result.replayed >= len(queued)
    after = {m.id: m for m in store.all("CUST-9")}
    assert before | queued <= set(after)
    texts = {m.text for m in after.values() if m.type is MemoryType.ATTEMPT}
    assert {"Reinstall application", "Turn off VPN"} <= texts
    back = agent.handle("CUST-9", "The app is crashing again when I upload a PDF.")
    assert back.metadata.get("recall") != "degraded"
    assert back.is_returning_customer is True
    agent.close()


def test_outage_turns_still_link_steps_and_settle_outcomes(
    hindsight_server: Any, tmp_path: Path, closing: Any
) -> None:
    """The issue's outage: Hindsight stops after "I restarted it but that did not help.".
    With the state projection beside the outbox, the degraded turns still see the open
    incident, link their steps to it and resolve it; after the replay the returning
    customer gets every failure and the fix."""
    inner = live_store(hindsight_server, retries=1, backoff=0.05)
    store = closing(
        OutboxStore(
            inner,
            Outbox(tmp_path / "outbox.db"),
            retry_after=0.0,
            projection=StateProjection(tmp_path / "outbox.state.db"),
        )
    )
    agent = _agent(store)
    for text in FIRST_VISIT[:2]:
        agent.handle("CUST-11", text)

    hindsight_server.stop_api()
    try:
        cleared = agent.handle("CUST-11", FIRST_VISIT[2])  # "Cleared the cache, still crashing."
        fixed = agent.handle("CUST-11", FIRST_VISIT[3])  # "Updated the app and it fixed it."
    finally:
        hindsight_server.start_api()
    for reply in (cleared, fixed):
        assert reply.metadata["recall"] == "degraded"
        assert "App crashes on large PDF upload" in {m["text"] for m in reply.used_memories}
    assert "Sorry clearing the application cache didn't help." in cleared.reply
    assert fixed.reply.startswith("Glad updating the application fixed it")

    assert store.flush().remaining == 0
    stored = store.all("CUST-11")
    crash = next(m for m in stored if m.type is MemoryType.INCIDENT)
    assert crash.status == "resolved"
    attempts = {m.text: m for m in stored if m.type is MemoryType.ATTEMPT}
    assert {m.incident_id for m in attempts.values()} == {crash.id}
    assert attempts["Update application"].outcome == "worked"
    back = agent.handle("CUST-11", RETURN_VISIT)
    assert back.known_fixes == ["Update application"]
    assert sorted(back.known_failures) == ["Cleared application cache", "Restart application"]
    agent.close()
