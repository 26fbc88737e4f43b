"""The console's reads at scale: finding customers by prefix, and a customer page.

Bulk-loads an SQLite store (``customers`` x ``per-customer`` memories) plus one audit record
per memory, then times ``GET /customers?prefix=`` (SQLite ``LIKE`` + ``GROUP BY`` over the
whole table) and the console's customer page (every memory and 200 timeline entries of one
customer) through the app in process. Printed figures, not a test.

    .venv/bin/python bench/bench_console.py [--customers 1000,10000] [--per-customer 20]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from fastapi.testclient import TestClient

from support_memory import Memory, MemoryType, Outcome, Settings, SQLiteStore
from support_memory.api import create_app
from support_memory.audit import AuditRecord, SQLiteAuditStore
from support_memory.reply import SupportReply

KEY = {"Authorization": "Bearer bench-key"}


def _load(folder: Path, customers: int, per_customer: int) -> None:
    store = SQLiteStore(folder / "memories.db", synchronous="NORMAL")
    audit = SQLiteAuditStore(folder / "memories.audit.db", synchronous="NORMAL")
    for n in range(customers):
        customer = f"CUST-{n:06d}"
        store.add_many(
            Memory(
                customer_id=customer,
                type=MemoryType.ATTEMPT,
                text=f"Restart step {k}",
                outcome=Outcome.FAILED,
            )
            for k in range(per_customer)
        )
        for _ in range(per_customer):
            audit.record(AuditRecord.from_reply(customer, SupportReply(reply="x")))
    store.close()
    audit.close()


def _timed(client: TestClient, path: str, runs: int = 30) -> tuple[float, float]:
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        response = client.get(path, headers=KEY)
        samples.append((time.perf_counter() - started) * 1000)
        assert response.status_code == 200, response.text
    samples.sort()
    return statistics.median(samples), samples[int(len(samples) * 0.95) - 1]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--customers", default="1000,10000")
    parser.add_argument("--per-customer", type=int, default=20)
    args = parser.parse_args()
    header = ("customers", "memories", "GET /customers p50/p95 ms", "page p50/p95 ms")
    print(f"{header[0]:>10} {header[1]:>9} {header[2]:>27} {header[3]:>17}")
    for customers in (int(c) for c in args.customers.split(",")):
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            _load(folder, customers, args.per_customer)
            settings = Settings(
                store_path=str(folder / "memories.db"),
                support_api_key="bench-key",
                console_secret="bench",
                retrieval="lexical",
            )
            with TestClient(create_app(settings), base_url="http://127.0.0.1") as client:
                listing = _timed(client, "/customers?prefix=CUST-0001&limit=50")
                form = client.get("/console/login").text
                token = form.split('name="csrf_token" value="')[1].split('"')[0]
                client.post("/console/login", data={"key": "bench-key", "csrf_token": token})
                page = _timed(client, "/console/customers/CUST-000001")
            total = customers * args.per_customer
            print(
                f"{customers:>10} {total:>9} {listing[0]:>15.1f} / {listing[1]:<9.1f}"
                f" {page[0]:>7.1f} / {page[1]:.1f}"
            )


if __name__ == "__main__":
    main()
