"""Many threads, many customers, one SQLite file: nothing lost, nothing mixed."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from fastapi.testclient import TestClient
from service_fakes import COUNTER_TEXT

CUSTOMERS = [f"CUST-{n}" for n in range(6)]
STEPS_PER_CUSTOMER = 8


def test_concurrent_turns_of_many_customers_lose_and_mix_nothing(
    echo_client: TestClient,
) -> None:
    jobs = [(c, f"Step {c} {n}") for c in CUSTOMERS for n in range(STEPS_PER_CUSTOMER)]

    def send(job: tuple[str, str]) -> int:
        customer, step = job
        payload = {"customer_id": customer, "message": f"did: {step}"}
        return echo_client.post("/support/message", json=payload).status_code

    with ThreadPoolExecutor(max_workers=8) as pool:
        statuses = list(pool.map(send, jobs))
    assert statuses == [200] * len(jobs)
    for customer in CUSTOMERS:
        memories = echo_client.get(f"/customers/{customer}/memories").json()["memories"]
        expected = {f"Step {customer} {n}" for n in range(STEPS_PER_CUSTOMER)}
        assert {m["text"] for m in memories} == expected
        assert {m["customer_id"] for m in memories} == {customer}
        records = echo_client.get(f"/customers/{customer}/audit").json()["records"]
        assert len(records) == STEPS_PER_CUSTOMER
        assert {r["customer_id"] for r in records} == {customer}


def test_concurrent_updates_of_one_customer_are_never_lost(echo_client: TestClient) -> None:
    ticks = 24

    def tick(_: int) -> int:
        payload = {"customer_id": "CUST-1", "message": "tick"}
        return echo_client.post("/support/message", json=payload).status_code

    with ThreadPoolExecutor(max_workers=8) as pool:
        assert list(pool.map(tick, range(ticks))) == [200] * ticks
    memories = echo_client.get("/customers/CUST-1/memories").json()["memories"]
    [counter] = [m for m in memories if m["text"] == COUNTER_TEXT]
    assert counter["metadata"]["n"] == str(ticks)


def test_forget_during_turns_leaves_nothing_of_earlier_turns(echo_client: TestClient) -> None:
    def send(n: int) -> int:
        payload = {"customer_id": "CUST-F", "message": f"did: Step {n}"}
        return echo_client.post("/support/message", json=payload).status_code

    with ThreadPoolExecutor(max_workers=6) as pool:
        futures = [pool.submit(send, n) for n in range(12)]
        forgot = pool.submit(echo_client.delete, "/customers/CUST-F/memories").result().json()
        assert [f.result() for f in futures] == [200] * 12
    memories = echo_client.get("/customers/CUST-F/memories").json()["memories"]
    records = echo_client.get("/customers/CUST-F/audit").json()["records"]
    # Every turn is wholly before the forget (deleted) or wholly after it (kept): memory
    # and audit record of a turn never get separated.
    assert forgot["deleted"] == forgot["audit_deleted"]
    assert len(memories) == len(records) == 12 - forgot["deleted"]
