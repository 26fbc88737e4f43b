"""SQLiteStore recall latency as a customer's history grows, and the cost of a durable write.

For each history size (memories per customer) a fresh database is bulk-loaded with
``add_many`` (executemany, one transaction per chunk), then ``search`` is timed one call at a
time for random customers and support-style queries. Prints build time, file size and the
p50/p95 of ``search`` per size, then the latency of a single committed ``add`` with
``synchronous=FULL`` vs ``NORMAL``. Not a test: figures depend on the machine.

    .venv/bin/python bench/bench_sqlite_recall.py [--sizes 100,1000,10000]
        [--rows-per-size 1000000] [--queries 400]

The issue asks for 10,000 customers at every size; 10,000 x 10,000 is 100 M rows, so the
customer count is scaled to ``rows-per-size / size`` (capped at 10,000): with the default,
10,000 customers x 100, 1,000 x 1,000 and 100 x 10,000 memories.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from support_memory import Memory, MemoryType, Outcome, SQLiteStore

VERBS = [
    "Restart",
    "Clear",
    "Update",
    "Reinstall",
    "Disable",
    "Reset",
    "Roll back",
    "Re-sync",
    "Turn off",
    "Repair",
    "Reconnect",
    "Rename",
    "Export",
    "Uninstall",
    "Enable",
]
OBJECTS = [
    "application",
    "cache",
    "antivirus",
    "VPN",
    "network settings",
    "printer queue",
    "calendar",
    "password",
    "driver",
    "firmware",
    "browser",
    "plugin",
    "mailbox",
    "license",
    "proxy",
    "certificate",
    "database",
    "profile",
    "sync folder",
    "router",
]
SYMPTOMS = [
    "crashes",
    "freezes",
    "shows offline",
    "does not sync",
    "fails with error",
    "drops connection",
    "runs slow",
    "shows a blank screen",
    "loses settings",
    "rejects login",
    "times out",
    "prints garbage",
]
PLACES = [
    "on large PDF upload",
    "after update",
    "at startup",
    "on Wi-Fi",
    "over VPN",
    "when exporting",
    "on Windows 11",
    "on macOS",
    "in the browser",
    "on mobile",
]
QUERIES = [
    "The application is crashing again when I upload a PDF.",
    "my printer is offline again",
    "calendar sync is broken since the update",
    "error 1603 when I install",
    "VPN keeps disconnecting every hour",
    "the browser plugin freezes at startup",
    "what did I try last time for the router?",
    "should I reinstall the driver?",
]
CHUNK = 50_000


def _text(rng: random.Random) -> tuple[MemoryType, str]:
    roll = rng.random()
    if roll < 0.6:
        return MemoryType.ATTEMPT, f"{rng.choice(VERBS)} {rng.choice(OBJECTS)}"
    if roll < 0.9:
        code = f" {rng.randint(100, 9999)}" if rng.random() < 0.3 else ""
        text = f"{rng.choice(OBJECTS).capitalize()} {rng.choice(SYMPTOMS)}{code} "
        return MemoryType.INCIDENT, text + rng.choice(PLACES)
    return (
        MemoryType.PROFILE,
        f"Uses {rng.choice(OBJECTS)} {rng.randint(1, 12)}.{rng.randint(0, 9)}",
    )


def generate_memories(customers: int, per_customer: int, rng: random.Random) -> Iterator[Memory]:
    # Settled history: a customer's old attempts worked or failed; none is still pending.
    outcomes = [Outcome.FAILED, Outcome.FAILED, Outcome.WORKED]
    for c in range(customers):
        for n in range(per_customer):
            kind, text = _text(rng)
            yield Memory(
                id=f"m{c}x{n}",
                customer_id=f"CUST-{c}",
                type=kind,
                text=text,
                outcome=rng.choice(outcomes) if kind is MemoryType.ATTEMPT else None,
                created_at=f"2026-01-01T00:00:{n % 60:02d}.{n:06d}Z",
            )


def load(store: SQLiteStore, rows: Iterator[Memory]) -> None:
    batch: list[Memory] = []
    for memory in rows:
        batch.append(memory)
        if len(batch) == CHUNK:
            store.add_many(batch)
            batch = []
    if batch:
        store.add_many(batch)


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def bench_size(folder: Path, size: int, rows: int, queries: int, seed: int) -> dict[str, float]:
    customers = max(1, min(10_000, rows // size))
    rng = random.Random(seed)
    store = SQLiteStore(folder / f"recall-{size}.db")
    started = time.perf_counter()
    load(store, generate_memories(customers, size, rng))
    build_s = time.perf_counter() - started
    picks = [(f"CUST-{rng.randrange(customers)}", rng.choice(QUERIES)) for _ in range(queries)]
    for customer, query in picks[:30]:  # warm the page cache
        store.search(customer, query, limit=25)
    timings, hits = [], 0
    for customer, query in picks:
        t0 = time.perf_counter()
        found = store.search(customer, query, limit=25)
        timings.append((time.perf_counter() - t0) * 1000)
        hits += len(found)
    store.close()
    db = folder / f"recall-{size}.db"
    return {
        "size": size,
        "customers": customers,
        "rows": customers * size,
        "build_s": build_s,
        "mb": db.stat().st_size / 1e6,
        "p50": statistics.median(timings),
        "p95": _pct(timings, 0.95),
        "mean": statistics.fmean(timings),
        "hits": hits / queries,
    }


def bench_writes(folder: Path, writes: int) -> dict[str, float]:
    result = {}
    for mode in ("FULL", "NORMAL"):
        store = SQLiteStore(folder / f"writes-{mode}.db", synchronous=mode)
        timings = []
        for n in range(writes):
            memory = Memory(
                customer_id="CUST-1",
                type=MemoryType.ATTEMPT,
                text=f"Restart router {n}",
                outcome=Outcome.FAILED,
            )
            t0 = time.perf_counter()
            store.add(memory)
            timings.append((time.perf_counter() - t0) * 1000)
        store.close()
        result[mode] = statistics.median(timings)
        result[f"{mode}_p95"] = _pct(timings, 0.95)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="100,1000,10000")
    parser.add_argument("--rows-per-size", type=int, default=1_000_000)
    parser.add_argument("--queries", type=int, default=400)
    parser.add_argument("--writes", type=int, default=200)
    parser.add_argument("--dir", help="keep the databases here instead of a temp folder")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        folder = Path(tmp)
        print(
            f"{'mem/cust':>9} {'customers':>9} {'rows':>10} {'build s':>8} {'MB':>7} "
            f"{'p50 ms':>7} {'p95 ms':>7} {'mean ms':>8} {'hits':>5}"
        )
        for size in (int(s) for s in args.sizes.split(",")):
            r = bench_size(folder, size, args.rows_per_size, args.queries, seed=size)
            print(
                f"{r['size']:>9,} {r['customers']:>9,} {r['rows']:>10,} {r['build_s']:>8.1f} "
                f"{r['mb']:>7.1f} {r['p50']:>7.2f} {r['p95']:>7.2f} {r['mean']:>8.2f} "
                f"{r['hits']:>5.1f}"
            )
        w = bench_writes(folder, args.writes)
        print(
            f"\nsingle add() commit: synchronous=FULL p50 {w['FULL']:.2f} ms "
            f"(p95 {w['FULL_p95']:.2f}); NORMAL p50 {w['NORMAL']:.2f} ms "
            f"(p95 {w['NORMAL_p95']:.2f})"
        )


if __name__ == "__main__":
    main()
