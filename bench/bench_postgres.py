"""PostgreSQL vs SQLite: turn latency and throughput with 1 and 2 replicas, and recall p95
at 1 M rows across 10 k customers. Printed figures, never pass/fail.

Both parts run on a PostgreSQL 18 that the bench starts itself (``pg_harness``) with its
durability on (fsync, synchronous_commit, full_page_writes), so a commit costs what it
costs SQLite with ``synchronous=FULL``. Rows are bulk-loaded with COPY as the superuser
(COPY cannot run under row-level security); the services connect as an ordinary role.

* **Turns**: ``--customers`` customers with ``--memories`` memories each (default 20 x
  1,000); real ``support-memory serve`` processes (scripted engine, ``RETRIEVAL=lexical``:
  the loaded rows have no vectors), clients from ``--concurrency`` threads spread over the
  replicas. Rows: SQLite (1 server), PostgreSQL with 1 replica, PostgreSQL with 2 replicas.
* **Recall**: ``--recall-rows`` rows over ``--recall-customers`` customers (default 1 M over
  10 k), ``PostgresStore.search`` for random customers and support queries, p50/p95; the
  same for ``SQLiteStore`` on the same rows unless ``--no-sqlite-recall``.

The machine is shared and noisy: read the medians and ratios side by side, not alone.

    .venv/bin/python bench/bench_postgres.py [--customers 20] [--memories 1000]
        [--requests 300] [--concurrency 1,4,8] [--recall-rows 1000000]
        [--recall-customers 10000] [--queries 400] [--no-sqlite-recall] [--skip-turns]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path

import psycopg
from bench_service import _run, _start
from bench_sqlite_recall import QUERIES, generate_memories, load

from support_memory import Memory, SQLiteStore
from support_memory.stores.postgres import PostgresStore
from support_memory.stores.postgres_search import index_terms
from support_memory.stores.rows import COLUMNS, memory_row

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts" / "postgres_server"))
import pg_harness

DURABLE = {"fsync": "on", "synchronous_commit": "on", "full_page_writes": "on"}
SERVER = {**DURABLE, "shared_buffers": "1GB", "maintenance_work_mem": "1GB"}


def copy_memories(admin_url: str, memories: Iterable[Memory]) -> int:
    """COPY ``memories`` into a migrated database; return how many rows."""
    columns = ", ".join((*COLUMNS, "terms", "term_count"))
    count = 0
    with psycopg.connect(admin_url) as conn, conn.cursor() as cursor:
        with cursor.copy(f"COPY memories ({columns}) FROM STDIN") as copy:
            for memory in memories:
                copy.write_row((*memory_row(memory), *index_terms(memory.text)))
                count += 1
        cursor.execute("ANALYZE memories")
    return count


def _admin(url: str) -> str:
    return url.replace(f"{pg_harness.APP_ROLE}@", f"{pg_harness.PG_USER}@", 1)


def _migrated(server: pg_harness.PostgresServer, name: str) -> str:
    url = server.create_app_database(name)
    PostgresStore(url).close()  # migrate as the app role, which then owns the tables
    from support_memory.audit.postgres import PostgresAuditStore

    PostgresAuditStore(url).close()
    return url


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


# -- turns -------------------------------------------------------------------------------
def bench_turns(args: argparse.Namespace, server: pg_harness.PostgresServer, folder: Path) -> None:
    levels = [int(c) for c in args.concurrency.split(",")]
    rows: dict[str, dict[int, dict[str, float]]] = {}

    db = folder / "turns.db"
    store = SQLiteStore(db)
    load(store, generate_memories(args.customers, args.memories, random.Random(1)))
    store.close()
    sqlite_server = _start({"STORE_PATH": str(db)}, folder, "lexical")
    rows["SQLite, 1 server"] = _measure([sqlite_server], args, levels)

    url = _migrated(server, "turns")
    copy_memories(_admin(url), generate_memories(args.customers, args.memories, random.Random(1)))
    for replicas in (1, 2):
        started = [_start({"DATABASE_URL": url}, folder, "lexical") for _ in range(replicas)]
        rows[f"PostgreSQL, {replicas} replica{'s' if replicas > 1 else ''}"] = _measure(
            started, args, levels
        )

    print(
        f"\nturns: {args.customers} customers x {args.memories:,} memories, scripted engine, "
        "RETRIEVAL=lexical, 1 uvicorn worker per server, durable commits"
    )
    print(f"{'':26} {'clients':>7} {'req/s':>7} {'p50 ms':>7} {'p95 ms':>7} {'server p50':>10}")
    for name, by_level in rows.items():
        for level, r in by_level.items():
            print(
                f"{name:26} {level:>7} {r['rps']:>7.1f} {r['p50']:>7.1f} {r['p95']:>7.1f} "
                f"{r['server_p50']:>10.1f}"
            )
    base = rows["SQLite, 1 server"]
    print("\nratios to SQLite (req/s, p50):")
    for name, by_level in rows.items():
        ratios = ", ".join(
            f"{lvl} clients {r['rps'] / base[lvl]['rps']:.2f}x / {r['p50'] / base[lvl]['p50']:.2f}x"
            for lvl, r in by_level.items()
        )
        print(f"  {name:26} {ratios}")


def _measure(
    servers: list[tuple[object, str]], args: argparse.Namespace, levels: list[int]
) -> dict[int, dict[str, float]]:
    bases = [base for _, base in servers]
    try:
        _run(bases, args.customers, 40, 2, seed=0)  # warm-up
        return {
            level: _run(bases, args.customers, args.requests, level, seed=n + 1)
            for n, level in enumerate(levels)
        }
    finally:
        for process, _ in servers:
            process.terminate()  # type: ignore[attr-defined]
            process.wait()  # type: ignore[attr-defined]


# -- recall ------------------------------------------------------------------------------
def bench_recall(args: argparse.Namespace, server: pg_harness.PostgresServer, folder: Path) -> None:
    per = max(1, args.recall_rows // args.recall_customers)
    url = _migrated(server, "recall")
    started = time.perf_counter()
    rows = copy_memories(
        _admin(url), generate_memories(args.recall_customers, per, random.Random(2))
    )
    load_s = time.perf_counter() - started
    store = PostgresStore(url)
    pg = _time_search(store, args)
    store.close()
    size = _database_mb(url)
    print(
        f"\nrecall: {rows:,} rows over {args.recall_customers:,} customers ({per} each), "
        f"search(limit=25), {args.queries} queries"
    )
    print(f"{'':12} {'load s':>7} {'MB':>7} {'p50 ms':>7} {'p95 ms':>7} {'hits':>5}")
    print(
        f"{'PostgreSQL':12} {load_s:>7.1f} {size:>7.0f} {pg['p50']:>7.2f} {pg['p95']:>7.2f} "
        f"{pg['hits']:>5.1f}   (COPY)"
    )
    if args.no_sqlite_recall:
        return
    started = time.perf_counter()
    sqlite = SQLiteStore(folder / "recall.db", synchronous="NORMAL")
    load(sqlite, generate_memories(args.recall_customers, per, random.Random(2)))
    load_s = time.perf_counter() - started
    lite = _time_search(sqlite, args)
    sqlite.close()
    size = (folder / "recall.db").stat().st_size / 1e6
    print(
        f"{'SQLite':12} {load_s:>7.1f} {size:>7.0f} {lite['p50']:>7.2f} {lite['p95']:>7.2f} "
        f"{lite['hits']:>5.1f}   (add_many)"
    )
    print(
        f"PostgreSQL / SQLite: p50 {pg['p50'] / lite['p50']:.2f}x, "
        f"p95 {pg['p95'] / lite['p95']:.2f}x"
    )


def _time_search(store: PostgresStore | SQLiteStore, args: argparse.Namespace) -> dict[str, float]:
    rng = random.Random(3)
    picks = [
        (f"CUST-{rng.randrange(args.recall_customers)}", rng.choice(QUERIES))
        for _ in range(args.queries)
    ]
    for customer, query in picks[:30]:  # warm caches and the pool
        store.search(customer, query, limit=25)
    timings, hits = [], 0
    for customer, query in picks:
        t0 = time.perf_counter()
        hits += len(store.search(customer, query, limit=25))
        timings.append((time.perf_counter() - t0) * 1000)
    return {
        "p50": statistics.median(timings),
        "p95": _pct(timings, 0.95),
        "hits": hits / len(picks),
    }


def _database_mb(url: str) -> float:
    with psycopg.connect(_admin(url)) as conn:
        row = conn.execute("SELECT pg_database_size(current_database())").fetchone()
    return float(row[0]) / 1e6 if row else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--customers", type=int, default=20)
    parser.add_argument("--memories", type=int, default=1000)
    parser.add_argument("--requests", type=int, default=300)
    parser.add_argument("--concurrency", default="1,4,8")
    parser.add_argument("--recall-rows", type=int, default=1_000_000)
    parser.add_argument("--recall-customers", type=int, default=10_000)
    parser.add_argument("--queries", type=int, default=400)
    parser.add_argument("--no-sqlite-recall", action="store_true")
    parser.add_argument("--skip-turns", action="store_true")
    parser.add_argument("--skip-recall", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, pg_harness.PostgresServer(settings=SERVER) as pg:
        print(json.dumps({"postgres": pg.psql("SHOW server_version"), **SERVER}))
        if not args.skip_turns:
            bench_turns(args, pg, Path(tmp))
        if not args.skip_recall:
            bench_recall(args, pg, Path(tmp))


if __name__ == "__main__":
    main()
