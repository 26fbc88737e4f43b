"""Two ``serve`` replicas on one PostgreSQL database: racing turns of the same customers lose
no update, and a ``kill -9`` of one replica mid-traffic loses nothing it acknowledged."""

from __future__ import annotations

import random
import threading
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest
from replicas import AUTH, Replica, start_replicas

from postgres_live import fresh_database_url

# (message that starts a step, message that reports it failed, the step's memory text)
STEPS = (
    ("I am restarting the router now.", "Restarting the router did not help.", "Restart router"),
    (
        "I'm clearing the cache now.",
        "Clearing the cache did not help.",
        "Cleared application cache",
    ),
    (
        "Reinstalling the printer driver now.",
        "Reinstalling the printer driver did not help.",
        "Reinstall printer driver",
    ),
    ("I'm turning off the VPN now.", "Turning off the VPN did not help.", "Turn off VPN"),
)
NEW_FAILURES = (
    ("I also tried updating the app, no luck.", "Update application"),
    ("Rolling back to version 4.2 did not help either.", "Roll back to version 4.2"),
)
OPENING = "My Acme PDF Suite crashes whenever I upload a large PDF."


@pytest.fixture
def replicas(tmp_path: Path) -> Iterator[list[Replica]]:
    started = start_replicas(fresh_database_url(), tmp_path)
    yield started
    for replica in started:
        replica.stop()


def _send(client: httpx.Client, replica: Replica, customer: str, text: str) -> dict[str, Any]:
    response = client.post(
        f"{replica.base}/support/message", json={"customer_id": customer, "message": text}
    )
    assert response.status_code == 200, f"{replica.name}: {response.text}"
    body: dict[str, Any] = response.json()
    return body


def test_two_replicas_racing_turns_of_the_same_customers_lose_no_update(
    replicas: list[Replica],
) -> None:
    customers = [f"RACE-{n}" for n in range(4)]
    turns: Counter[str] = Counter()
    with httpx.Client(headers=AUTH, timeout=60) as client:
        for customer in customers:  # every step in progress, seen by both replicas
            for n, text in enumerate([OPENING, *(start for start, _, _ in STEPS)]):
                _send(client, replicas[n % 2], customer, text)
                turns[customer] += 1
        race = [(c, report) for c in customers for _, report, _ in STEPS]
        race += [(c, text) for c in customers for text, _ in NEW_FAILURES]
        random.Random(15).shuffle(race)
        with ThreadPoolExecutor(max_workers=8) as pool:
            bodies = list(
                pool.map(
                    lambda item: _send(client, replicas[item[0] % 2], *item[1]), enumerate(race)
                )
            )
        for customer, _ in race:
            turns[customer] += 1
        assert all(body["metadata"]["extracted"] for body in bodies)
        # Semantic recall on, its vectors in the same database (pgvector).
        assert {body["metadata"]["retrieval"] for body in bodies} == {"hybrid"}
        for customer in customers:
            memories = client.get(f"{replicas[0].base}/customers/{customer}/memories").json()
            attempts = Counter(
                (m["text"], m["outcome"]) for m in memories["memories"] if m["type"] == "ATTEMPT"
            )
            expected = {(text, "failed") for _, _, text in STEPS}
            expected |= {(text, "failed") for _, text in NEW_FAILURES}
            assert set(attempts) == expected, f"{customer} lost an update: {attempts}"
            assert all(count == 1 for count in attempts.values()), f"{customer}: {attempts}"
            audit = client.get(f"{replicas[1].base}/customers/{customer}/audit").json()
            assert len(audit["records"]) == turns[customer]
        _a_correction_on_one_replica_is_seen_by_the_other(client, replicas, customers)


def _a_correction_on_one_replica_is_seen_by_the_other(
    client: httpx.Client, replicas: list[Replica], customers: list[str]
) -> None:
    first, second = (replica.base for replica in replicas)
    customer = customers[0]
    memories = client.get(f"{first}/customers/{customer}/memories").json()["memories"]
    step = next(m for m in memories if m["text"] == "Restart router")
    response = client.patch(
        f"{first}/customers/{customer}/memories/{step['id']}",
        json={"outcome": "worked", "reason": "it did help after all"},
    )
    assert response.status_code == 200, response.text
    seen = client.get(f"{second}/customers/{customer}/memories/{step['id']}").json()
    assert seen["outcome"] == "worked"
    audit = client.get(f"{second}/customers/{customer}/audit").json()
    assert [c["memory_id"] for c in audit["corrections"]] == [step["id"]]
    listed = client.get(f"{second}/customers", params={"prefix": "race-"}).json()
    assert sorted(c["customer_id"] for c in listed["customers"]) == customers


def test_kill9_of_a_replica_mid_traffic_loses_nothing_acknowledged(
    replicas: list[Replica],
) -> None:
    victim, survivor = replicas
    customers = ("KILL-A", "KILL-B", "KILL-C")
    messages = [OPENING, *(s for s, _, _ in STEPS), *(r for _, r, _ in STEPS)]
    messages += [text for text, _ in NEW_FAILURES]
    acknowledged: list[tuple[str, dict[str, Any]]] = []
    lock = threading.Lock()
    enough = threading.Event()

    with httpx.Client(headers=AUTH, timeout=60) as client:

        def send(n: int) -> None:
            customer = customers[n % len(customers)]
            text = messages[(n // len(customers)) % len(messages)]
            target = victim if n % 2 == 0 else survivor
            try:
                response = client.post(
                    f"{target.base}/support/message",
                    json={"customer_id": customer, "message": text},
                )
            except httpx.TransportError:
                return  # killed mid-request: never acknowledged, nothing promised
            if response.status_code == 200:
                with lock:
                    acknowledged.append((customer, response.json()))
                    if len(acknowledged) >= 12:
                        enough.set()

        with ThreadPoolExecutor(max_workers=6) as pool:
            for n in range(48):
                pool.submit(send, n)
            assert enough.wait(timeout=120), "the replicas must acknowledge turns first"
            victim.kill9()
        # The survivor still serves the same customers: no lock died with the victim.
        for customer in customers:
            _send(client, survivor, customer, "Is there anything else I can try?")
        with lock:
            promised = list(acknowledged)
        for customer in customers:
            mine = [body for owner, body in promised if owner == customer]
            url = f"{survivor.base}/customers/{customer}"
            stored = {m["id"] for m in client.get(f"{url}/memories").json()["memories"]}
            records = client.get(f"{url}/audit").json()["records"]
            extracted = {item["id"] for body in mine for item in body["metadata"]["extracted"]}
            assert extracted <= stored, f"{customer} lost acknowledged memories"
            assert len(records) >= len(mine) + 1, f"{customer} lost acknowledged audit records"
