"""Realistic customer histories and turn messages for the turn benchmarks (``bench_turn.py``).

A history is a run of incidents, each with a few linked attempts (failures, then the fix)
and resolved, plus profile facts; the newest incident is still open with a step in progress.
So a turn meets what a long-lived customer has: many settled incidents, one live one.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import httpx
from bench_sqlite_recall import OBJECTS, PLACES, SYMPTOMS, VERBS

from support_memory import Memory, MemoryType
from support_memory.stores import hindsight_wire as wire

_START = datetime(2025, 1, 1, tzinfo=UTC)
MESSAGES = [
    "I restarted it but that did not help.",  # follow-up: fails the step in progress
    "That worked, thanks!",  # follow-up: settles it
    "I'm updating the firmware now.",  # a step starting now
    "Still dropping, no change.",
    "My printer shows offline since this morning.",  # a new problem
    "Installer fails with error 1603 on Windows 11.",
    "The application is crashing again when I upload a PDF.",  # may match an old incident
    "what did I try last time for the router?",  # a question
]


def _stamp(n: int) -> str:
    return (_START + timedelta(seconds=n)).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def history(customer: str, size: int, rng: random.Random) -> Iterator[Memory]:
    """``size`` memories of one customer, oldest first."""
    n = 0

    def memory(**fields: object) -> Memory:
        nonlocal n
        n += 1
        stamp = _stamp(n * 37)
        return Memory(
            id=f"{customer}-{n}", customer_id=customer, created_at=stamp, updated_at=stamp, **fields
        )

    for fact in range(min(5, size // 50 + 1)):
        yield memory(type=MemoryType.PROFILE, text=f"Uses {rng.choice(OBJECTS)} {fact + 1}.0")
    while n < size - 2:
        thing = rng.choice(OBJECTS)
        text = f"{thing.capitalize()} {rng.choice(SYMPTOMS)} {rng.choice(PLACES)}"
        problem = memory(type=MemoryType.INCIDENT, text=text, status="resolved")
        yield problem
        tries = rng.randint(1, 4)
        for step in range(tries):
            if n >= size - 2:
                break
            outcome = "worked" if step == tries - 1 else "failed"
            yield memory(
                type=MemoryType.ATTEMPT,
                text=f"{rng.choice(VERBS)} {rng.choice(OBJECTS)}",
                outcome=outcome,
                incident_id=problem.id,
            )
    live = memory(type=MemoryType.INCIDENT, text="Wifi drops every evening", status="open")
    yield live
    yield memory(
        type=MemoryType.ATTEMPT, text="Reset router", outcome="in_progress", incident_id=live.id
    )


def customers(count: int, size: int, seed: int = 1) -> Iterator[Memory]:
    rng = random.Random(seed)
    for c in range(count):
        yield from history(f"CUST-{c}", size, rng)


def retain_all(base_url: str, api_key: str, namespace: str, memories: list[Memory]) -> None:
    """Seed a live Hindsight fast: one bank set-up, then retains of 100 memories at a time
    (the store's own ``add`` is one document per call, ~50 ms each)."""
    by_customer: dict[str, list[Memory]] = {}
    for memory in memories:
        by_customer.setdefault(memory.customer_id, []).append(memory)
    headers = {"Authorization": f"Bearer {api_key}"}
    with httpx.Client(base_url=base_url, headers=headers, timeout=600) as client:
        for customer, mine in by_customer.items():
            bank = wire.bank_id(namespace, customer)
            client.put(wire.bank_path(bank), json=wire.BANK_CONFIG).raise_for_status()
            for start in range(0, len(mine), 100):
                body = wire.retain_body(mine[start : start + 100])
                client.post(wire.memories_path(bank), json=body).raise_for_status()
