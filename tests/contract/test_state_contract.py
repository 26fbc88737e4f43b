"""``state()``: the customer's current state in one bounded read, the same on every store.

The reference is ``state.select`` run over the customer's whole history (``all()``); each
store answers the same question from its index, its SQL indexes, Hindsight's tags or the
local projection. Timestamps grow with each write here, as they do in service.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import count

import pytest

from factories import attempt, incident, profile
from support_memory import Memory, MemoryStore, Outcome
from support_memory.models import IncidentStatus
from support_memory.state import (
    ATTEMPTS_PER_INCIDENT,
    IN_PROGRESS,
    OPEN_INCIDENTS,
    PROFILE_FACTS,
    RECENT,
    select,
)


@pytest.fixture
def stamps() -> Iterator[str]:
    """Increasing timestamps, one per write."""
    return (f"2026-03-01T{n // 3600:02d}:{n // 60 % 60:02d}:{n % 60:02d}.000000Z" for n in count())


def _at(memory: Memory, stamp: str) -> Memory:
    return memory.model_copy(update={"created_at": stamp, "updated_at": stamp})


def _ids(memories: tuple[Memory, ...] | list[Memory]) -> list[str]:
    return [m.id for m in memories]


def test_state_of_unknown_customer_is_empty(store: MemoryStore) -> None:
    state = store.state("NOBODY")
    assert state.customer_id == "NOBODY" and state.memories == ()


def test_state_is_the_reference_selection_of_the_history(
    store: MemoryStore, stamps: Iterator[str]
) -> None:
    rng = random.Random(11)
    incidents: list[Memory] = []
    written: list[Memory] = []
    for n in range(45):
        roll = rng.random()
        if roll < 0.25:
            status = rng.choice(["open", "resolved"])
            memory = incident("CUST-1", f"Printer problem number {n}", status)
            incidents.append(memory)
        elif roll < 0.85:
            parent = rng.choice(incidents).id if incidents and rng.random() < 0.8 else None
            outcome = rng.choice(["worked", "failed", "in_progress"])
            memory = attempt("CUST-1", f"Step number {n}", outcome, incident_id=parent)
        else:
            memory = profile("CUST-1", f"Uses printer model {n}")
        written.append(store.add(_at(memory, next(stamps))))
    for memory in rng.sample(written, 8):  # later changes move memories between lists
        if memory.outcome is Outcome.IN_PROGRESS:
            store.update(
                memory.evolve(outcome=Outcome.FAILED).model_copy(
                    update={"updated_at": next(stamps)}
                )
            )
    focus = _ids(rng.sample(written, 6))
    expected = select("CUST-1", store.all("CUST-1"), focus)
    assert store.state("CUST-1", focus) == expected
    assert store.state("CUST-1") == select("CUST-1", store.all("CUST-1"))


def test_every_list_is_capped_newest_first(store: MemoryStore, stamps: Iterator[str]) -> None:
    opened = [
        store.add(_at(incident("CUST-1", f"Problem {n}"), next(stamps)))
        for n in range(OPEN_INCIDENTS + 2)
    ]
    crash = opened[-1]
    steps = [
        store.add(_at(attempt("CUST-1", f"Step {n}", "failed", incident_id=crash.id), next(stamps)))
        for n in range(ATTEMPTS_PER_INCIDENT + 2)
    ]
    pending = [
        store.add(_at(attempt("CUST-1", f"Pending {n}", "in_progress"), next(stamps)))
        for n in range(IN_PROGRESS + 2)
    ]
    facts = [
        store.add(_at(profile("CUST-1", f"Uses version {n}"), next(stamps)))
        for n in range(PROFILE_FACTS + 2)
    ]
    state = store.state("CUST-1")
    assert _ids(state.open_incidents) == _ids(opened[::-1][:OPEN_INCIDENTS])
    assert _ids(state.in_progress) == _ids(pending[::-1][:IN_PROGRESS])
    assert _ids(state.profile) == _ids(facts[::-1][:PROFILE_FACTS])
    assert _ids(state.recent) == _ids(facts[::-1][:RECENT])
    assert _ids(state.attempts_of(crash.id)) == _ids(steps[-ATTEMPTS_PER_INCIDENT:])
    assert opened[0].id not in _ids(state.memories)


def test_focus_brings_the_memories_and_an_incidents_attempts(
    store: MemoryStore, stamps: Iterator[str]
) -> None:
    old = store.add(_at(incident("CUST-1", "App crashes on upload", "resolved"), next(stamps)))
    fix = store.add(
        _at(attempt("CUST-1", "Update application", "worked", incident_id=old.id), next(stamps))
    )
    for n in range(RECENT + 1):  # push both out of "recent"
        store.add(_at(attempt("CUST-1", f"Unrelated step {n}"), next(stamps)))
    assert old.id not in _ids(store.state("CUST-1").memories)
    state = store.state("CUST-1", [old.id])
    assert state.get(old.id) == old and state.attempts_of(old.id) == (fix,)


def test_state_follows_updates_and_the_step_in_progress_brings_its_incident(
    store: MemoryStore, stamps: Iterator[str]
) -> None:
    wifi = store.add(_at(incident("CUST-1", "Wifi drops every evening"), next(stamps)))
    step = store.add(
        _at(attempt("CUST-1", "Update firmware", "in_progress", incident_id=wifi.id), next(stamps))
    )
    state = store.state("CUST-1")
    assert state.open_incidents == (wifi,) and state.in_progress == (step,)
    solved = wifi.evolve(status=IncidentStatus.RESOLVED).model_copy(
        update={"updated_at": next(stamps)}
    )
    store.update(solved)
    for n in range(RECENT + 1):
        store.add(_at(profile("CUST-1", f"Uses router model {n}"), next(stamps)))
    state = store.state("CUST-1")
    assert state.open_incidents == ()
    assert state.in_progress == (step,) and state.get(wifi.id) == solved


def test_state_never_holds_another_customers_memory(store: MemoryStore) -> None:
    mine = store.add(incident("CUST-1", "Printer shows offline"))
    theirs = store.add(incident("CUST-2", "Printer shows offline"))
    state = store.state("CUST-1", [mine.id, theirs.id])
    assert _ids(state.memories) == [mine.id]
    assert store.state("CUST-2").memories == (theirs,)
    store.forget("CUST-1")
    assert store.state("CUST-1", [mine.id]).memories == ()
