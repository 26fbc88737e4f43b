"""Two ``support-memory serve`` processes on one SQLite file, racing turns of the same
customers: no outcome update is lost.

Each round sends the same "starting a step" message to both servers at once, then one
outcome for it. If a turn wrote from a state read before the other server's write, both
would store the step as a new step in progress, the outcome would settle only one of them
and the other would stay "in progress" for ever: a lost outcome update.
"""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from pathlib import Path

import httpx
from live_server import serve

from factories import incident
from support_memory import SQLiteStore

CUSTOMERS = [f"CUST-{n}" for n in range(6)]
ROUNDS = [
    ("I'm restarting the router now.", "That did not help.", "Restart router"),
    ("I'm updating the firmware now.", "Still dropping.", "Update firmware"),
    ("I'm resetting the network settings now.", "That fixed it!", "Reset network settings"),
]


def _both_at_once(bases: list[str], customer: str, *, text: str) -> None:
    barrier = threading.Barrier(len(bases))

    def send(base: str) -> None:
        with httpx.Client(timeout=30) as client:
            barrier.wait()
            response = client.post(
                f"{base}/support/message", json={"customer_id": customer, "message": text}
            )
            assert response.status_code == 200, response.text

    with ThreadPoolExecutor(max_workers=len(bases)) as pool:
        for future in [pool.submit(send, base) for base in bases]:
            future.result()


def test_racing_turns_on_two_servers_lose_no_outcome_update(tmp_path: Path) -> None:
    db = tmp_path / "memories.db"
    seed = SQLiteStore(db)
    for customer in CUSTOMERS:
        seed.add(incident(customer, "Wifi drops every evening"))
    seed.close()
    env = {"STORE_PATH": str(db), "RETRIEVAL": "lexical"}
    quiet = ["--log-level", "warning"]
    with (
        serve(tmp_path, api_key=None, args=quiet, **env) as (_, first),
        serve(tmp_path, api_key=None, args=quiet, **env) as (_, second),
    ):
        for start, outcome, _ in ROUNDS:
            with ThreadPoolExecutor(max_workers=len(CUSTOMERS)) as pool:
                race = partial(_both_at_once, [first, second], text=start)
                list(pool.map(race, CUSTOMERS))
            for customer in CUSTOMERS:
                httpx.post(
                    f"{second}/support/message",
                    json={"customer_id": customer, "message": outcome},
                    timeout=30,
                ).raise_for_status()
    store = SQLiteStore(db)
    for customer in CUSTOMERS:
        steps = [(m.text, m.outcome) for m in store.all(customer) if m.type == "ATTEMPT"]
        assert steps == [
            ("Restart router", "failed"),
            ("Update firmware", "failed"),
            ("Reset network settings", "worked"),
        ], customer
        assert [m.status for m in store.all(customer) if m.type == "INCIDENT"] == ["resolved"]
    store.close()


def test_serve_with_two_workers_answers_and_remembers(tmp_path: Path) -> None:
    args = ["--workers", "2", "--log-level", "warning"]
    with (
        serve(tmp_path, api_key=None, args=args, RETRIEVAL="lexical") as (_, base),
        httpx.Client(base_url=base) as client,
    ):
        for text in ("My printer shows offline.", "I restarted it, no change."):
            body = {"customer_id": "CUST-1", "message": text}
            client.post("/support/message", json=body, timeout=30).raise_for_status()
        stored = client.get("/customers/CUST-1/memories").json()["memories"]
    assert {(m["text"], m["outcome"] or m["status"]) for m in stored} >= {
        ("Printer shows offline", "open"),
        ("Restart printer", "failed"),  # "it": the printer the problem named
    }
