"""Durability: ``kill -9`` of a real ``support-memory serve`` loses nothing it acknowledged.

Messages are sent from several threads; the server is SIGKILLed while requests are still in
flight. A restarted server on the same files must hold every memory id named in a 200
reply and one audit record per 200.
"""

from __future__ import annotations

import os
import signal
import subprocess
import threading
from concurrent.futures import ThreadPoolExecutor
from contextlib import AbstractContextManager
from pathlib import Path

import httpx
from live_server import serve

API_KEY = "kill9-key"
AUTH = {"Authorization": f"Bearer {API_KEY}"}
CUSTOMERS = ("CUST-A", "CUST-B", "CUST-C")
MESSAGES = (
    "My Acme PDF Suite crashes whenever I upload a large PDF.",
    "I restarted it but that did not help.",
    "Cleared the cache, still crashing.",
    "Updated the app and it fixed it.",
    "I turned off the VPN and the sync works again.",
)
KILL_AFTER = 12  # acknowledged turns before the kill; more are still in flight


def _server(folder: Path) -> AbstractContextManager[tuple[subprocess.Popen[bytes], str]]:
    return serve(folder, api_key=API_KEY)


def test_kill9_right_after_replies_loses_nothing_acknowledged(tmp_path: Path) -> None:
    acknowledged: list[tuple[str, dict[str, object]]] = []
    lock = threading.Lock()
    enough = threading.Event()

    with _server(tmp_path) as (process, base), httpx.Client(headers=AUTH, timeout=30) as client:

        def send(n: int) -> None:
            customer = CUSTOMERS[n % len(CUSTOMERS)]
            text = MESSAGES[(n // len(CUSTOMERS)) % len(MESSAGES)]
            try:
                response = client.post(
                    f"{base}/support/message", json={"customer_id": customer, "message": text}
                )
            except httpx.TransportError:
                return  # killed mid-request: never acknowledged, nothing promised
            if response.status_code == 200:
                with lock:
                    acknowledged.append((customer, response.json()))
                    if len(acknowledged) >= KILL_AFTER:
                        enough.set()

        with ThreadPoolExecutor(max_workers=6) as pool:
            for n in range(60):
                pool.submit(send, n)
            assert enough.wait(timeout=120), "the server must acknowledge turns before the kill"
            os.kill(process.pid, signal.SIGKILL)
            process.wait()
        assert process.returncode == -signal.SIGKILL

    with lock:
        promised = list(acknowledged)
    assert len(promised) >= KILL_AFTER
    promised_ids = [item for _, body in promised for item in body["metadata"]["extracted"]]  # type: ignore[attr-defined]
    assert promised_ids, "the acknowledged turns must have written memories to check"
    with _server(tmp_path) as (_, base), httpx.Client(headers=AUTH, timeout=30) as client:
        for customer in CUSTOMERS:
            mine = [body for owner, body in promised if owner == customer]
            stored = client.get(f"{base}/customers/{customer}/memories").json()["memories"]
            records = client.get(f"{base}/customers/{customer}/audit").json()["records"]
            extracted = {
                item["id"]
                for body in mine
                for item in body["metadata"]["extracted"]  # type: ignore[index]
            }
            assert extracted <= {m["id"] for m in stored}, f"{customer} lost acknowledged memories"
            assert len(records) >= len(mine), f"{customer} lost acknowledged audit records"
            assert all(m["customer_id"] == customer for m in stored)
