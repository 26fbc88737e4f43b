"""Recall latency: HindsightStore on a live server vs the in-process InMemoryStore.

Both stores get the same customers and memories; then the same queries run against each
(after a warm-up), timed one ``search`` call at a time. Prints median and p95 per store and
their ratio. Not a test: figures depend on the machine.

    .venv/bin/python bench/bench_hindsight_recall.py [--customers 10] [--memories 50]

Without ``HINDSIGHT_URL`` it starts its own offline server with the test harness
(``make hindsight-venv`` first); with ``HINDSIGHT_URL`` (+ ``HINDSIGHT_API_KEY``) it uses
that server, in a throwaway bank namespace that it deletes afterwards.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
import uuid
from pathlib import Path

from support_memory import InMemoryStore, Memory, MemoryStore, MemoryType
from support_memory.stores.hindsight import HindsightStore

ACTIONS = [
    "Restart application",
    "Cleared application cache",
    "Update application",
    "Reinstall application",
    "Disable antivirus",
    "Turn off VPN",
    "Roll back to version 4.2",
    "Reset network settings",
    "Clear printer queue",
    "Re-sync calendar",
    "Reset password",
]
SYMPTOMS = [
    "App crashes on large PDF upload",
    "Printer shows offline",
    "Calendar does not sync",
    "Login fails with error 1603",
    "Installer fails with error 2503",
    "VPN drops every hour",
]
QUERIES = [
    "The application is crashing again when I upload a PDF.",
    "my printer is offline again",
    "calendar sync broken",
    "error 1603 when I log in",
    "the installer failed with 2503",
    "VPN keeps disconnecting",
    "what did I try last time?",
    "should I reinstall?",
]


def _memories(customer: str, count: int, rng: random.Random) -> list[Memory]:
    out = []
    for n in range(count):
        if n % 5 == 0:
            out.append(
                Memory(
                    customer_id=customer,
                    type=MemoryType.INCIDENT,
                    text=f"{rng.choice(SYMPTOMS)} (case {n})",
                )
            )
        else:
            out.append(
                Memory(
                    customer_id=customer,
                    type=MemoryType.ATTEMPT,
                    text=f"{rng.choice(ACTIONS)} (step {n})",
                    outcome=rng.choice(["worked", "failed", "in_progress"]),
                )
            )
    return out


def _time_searches(store: MemoryStore, work: list[tuple[str, str]], limit: int) -> list[float]:
    for customer, query in work[:20]:  # warm-up: connections, caches
        store.search(customer, query, limit)
    timings = []
    for customer, query in work:
        started = time.perf_counter()
        store.search(customer, query, limit)
        timings.append((time.perf_counter() - started) * 1000)
    return timings


def _p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1]


def _server() -> tuple[str, str | None, object | None]:
    if os.environ.get("HINDSIGHT_URL"):
        return os.environ["HINDSIGHT_URL"], os.environ.get("HINDSIGHT_API_KEY"), None
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts" / "hindsight_server"))
    import hindsight_harness

    server = hindsight_harness.HindsightServer().start()
    return server.base_url, server.api_key, server


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--customers", type=int, default=10)
    parser.add_argument("--memories", type=int, default=50, help="per customer")
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--limit", type=int, default=5)
    args = parser.parse_args()

    rng = random.Random(42)
    customers = [f"CUST-{n:04d}" for n in range(args.customers)]
    data = {c: _memories(c, args.memories, rng) for c in customers}
    work = [(rng.choice(customers), rng.choice(QUERIES)) for _ in range(args.queries)]

    url, key, server = _server()
    namespace = f"bench{uuid.uuid4().hex[:8]}"
    hindsight = HindsightStore(url, namespace, api_key=key)
    memory = InMemoryStore()
    try:
        started = time.perf_counter()
        for customer in customers:
            for item in data[customer]:
                memory.add(item)
                hindsight.add(item)
        seeded = time.perf_counter() - started
        results = {
            "InMemoryStore": _time_searches(memory, work, args.limit),
            "HindsightStore": _time_searches(hindsight, work, args.limit),
        }
    finally:
        for customer in customers:
            hindsight.forget(customer)
        hindsight.close()
        if server is not None:
            server.stop()  # type: ignore[attr-defined]

    total = args.customers * args.memories
    print(
        f"{args.customers} customers x {args.memories} memories ({total} in all), "
        f"{args.queries} recalls, limit {args.limit}; seeding took {seeded:.1f} s"
    )
    print(f"{'store':<16}{'median ms':>12}{'p95 ms':>12}")
    for name, timings in results.items():
        print(f"{name:<16}{statistics.median(timings):>12.3f}{_p95(timings):>12.3f}")
    ratio_median = statistics.median(results["HindsightStore"]) / statistics.median(
        results["InMemoryStore"]
    )
    ratio_p95 = _p95(results["HindsightStore"]) / _p95(results["InMemoryStore"])
    print(f"HindsightStore / InMemoryStore: median x{ratio_median:.1f}, p95 x{ratio_p95:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
