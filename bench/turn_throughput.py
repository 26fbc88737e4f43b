"""HTTP throughput of ``POST /support/message`` on SQLite, old and new code side by side,
with 1 and 2 server workers and 1, 4 and 16 clients (``bench_turn.py throughput``)."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from turn_load import load, server

SIZE = 1000


def _requests(clients: int) -> int:
    return max(200, 60 * clients)


def run(
    args: argparse.Namespace,
    folder: Path,
    versions: list[tuple[str, str | None]],
    seeded: Callable[..., Path],
    copy: Callable[[Path, Path], Path],
    child: Callable[..., dict[str, float]],
) -> None:
    count = int(args.customers)
    seed = seeded(folder, SIZE, count, args)
    levels = [int(c) for c in args.clients.split(",")]
    print(
        f"HTTP throughput, SQLite (synchronous=FULL), {count} customers x {SIZE:,} memories, "
        "scripted engine; client-side ms"
    )
    heads = ("retrieval", 9), ("workers", 7), ("clients", 7), ("code", 4), ("req/s", 7)
    print(" ".join(f"{h:>{w}}" for h, w in heads), f"{'p50':>7} {'p95':>7}")
    modes = ["lexical", "hybrid"] if args.hybrid else ["lexical"]
    for mode in modes:
        runs = versions if mode == "lexical" else [v for v in versions if v[0] == "new"]
        for workers in (int(w) for w in args.workers.split(",")):
            table: dict[tuple[str, int], dict[str, float]] = {}
            for name, src in runs:
                db = copy(seed, folder / f"tp-{mode}-{name}-{workers}")
                if mode == "hybrid":
                    child("_embed", src, db=db, customers=count)
                extra = {"STORE_PATH": str(db), "RETRIEVAL": mode}
                with server(db.parent, src, extra, workers) as address:
                    load(address, count, 100, 4, seed=0)  # warm-up: page cache, every worker
                    for clients in levels:
                        r = load(address, count, _requests(clients), clients, seed=clients)
                        table[(name, clients)] = r
                        print(
                            f"{mode:>9} {workers:>7} {clients:>7} {name:>4} {r['rps']:>7.1f} "
                            f"{r['p50']:>7.1f} {r['p95']:>7.1f}",
                            flush=True,
                        )
            for clients in levels:
                if ("old", clients) in table and ("new", clients) in table:
                    ratio = table[("new", clients)]["rps"] / table[("old", clients)]["rps"]
                    print(f"{mode:>9} {workers:>7} {clients:>7} new/old req/s x{ratio:.1f}")
