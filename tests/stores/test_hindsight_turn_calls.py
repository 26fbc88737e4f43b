"""A turn on Hindsight makes the same, small number of HTTP calls whatever the history size.

Counted on ``FakeHindsight``: the bare ``HindsightStore`` (state from tagged list calls) and
production's ``OutboxStore`` with its local state projection (no call for the state). The
only unbounded read, loading a customer into the projection, happens once per customer per
node, on their first turn.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from fake_hindsight import FakeHindsight

from factories import attempt, incident, profile
from support_memory import MemoryStore, RuleExtractor, ScriptedEngine, SupportAgent
from support_memory.stores.hindsight import HindsightStore
from support_memory.stores.outbox import Outbox, OutboxStore
from support_memory.stores.projection import StateProjection

KEY = "test-key-123"
FOLLOW_UP = "I restarted the printer but that did not help."


def _seed(store: HindsightStore, size: int) -> None:
    """``size`` memories of settled history, then an open incident with a step in progress."""
    for n in range(size - 2):
        old = f"Old problem {n}" if n % 4 == 0 else f"Tried step {n}"
        store.add(incident("CUST-1", old, "resolved") if n % 4 == 0 else attempt("CUST-1", old))
    offline = store.add(incident("CUST-1", "Printer shows offline"))
    store.add(attempt("CUST-1", "Restart printer", "in_progress", incident_id=offline.id))


def _turn_calls(size: int, tmp_path: Path, *, projected: bool) -> Counter[str]:
    fake = FakeHindsight(api_key=KEY)
    inner = HindsightStore("http://127.0.0.1:8888", "support", api_key=KEY, client=fake.client())
    _seed(inner, size)
    store: MemoryStore = inner
    if projected:
        folder = tmp_path / str(size)
        store = OutboxStore(
            inner,
            Outbox(folder / "outbox.db"),
            projection=StateProjection(folder / "outbox.state.db"),
        )
        store.state("CUST-1")  # the customer's first turn on this node loads them once
    agent = SupportAgent(store=store, engine=ScriptedEngine(), extractor=RuleExtractor())
    fake.requests.clear()
    reply = agent.handle("CUST-1", FOLLOW_UP)
    assert "Printer shows offline" in {m["text"] for m in reply.used_memories}
    assert [m["text"] for m in reply.metadata["extracted"]] == ["Restart printer"]
    agent.close()
    return Counter(_route(seen.method, seen.path) for seen in fake.requests)


def _route(method: str, path: str) -> str:
    """``GET /documents/{id}``: the call, without the bank or the document id."""
    parts = path.removeprefix("/v1/default/banks/").split("/")[1:]
    if parts[:1] == ["documents"]:
        parts = ["documents", "{id}"]
    return f"{method} /{'/'.join(parts)}"


@pytest.mark.parametrize("projected", [False, True], ids=["tags", "projection"])
def test_turn_http_calls_do_not_grow_with_history(tmp_path: Path, projected: bool) -> None:
    small = _turn_calls(10, tmp_path, projected=projected)
    large = _turn_calls(600, tmp_path, projected=projected)  # > one 500-item list page
    assert small == large
    total = sum(large.values())
    # recall 1, + state 5-7 tagged lists without the projection; the update: GET + POST
    assert total <= (3 if projected else 10), large


def test_the_projection_answers_during_an_outage(tmp_path: Path) -> None:
    fake = FakeHindsight(api_key=KEY)
    inner = HindsightStore(
        "http://127.0.0.1:8888", "support", api_key=KEY, client=fake.client(), retries=0
    )
    store = OutboxStore(
        inner,
        Outbox(tmp_path / "outbox.db"),
        projection=StateProjection(tmp_path / "outbox.state.db"),
        retry_after=0.0,
    )
    offline = store.add(incident("CUST-1", "Printer shows offline"))
    store.add(profile("CUST-1", "Uses an HP LaserJet"))
    assert store.state("CUST-1").open_incidents == (offline,)
    fake.fail_next.extend([503] * 50)
    step = store.add(attempt("CUST-1", "Restart printer", "in_progress", incident_id=offline.id))
    assert store.depth() == 1
    state = store.state("CUST-1")
    assert state.open_incidents == (offline,) and state.in_progress == (step,)
    assert len(state.memories) == 3
