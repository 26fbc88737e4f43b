"""Turn latency and HTTP throughput as a customer's history grows, before/after side by side.

Every measurement of the code under test runs in a child process whose ``PYTHONPATH`` is
either this tree (``new``) or ``--old-src`` (e.g. a worktree of main before issue 11:
``git worktree add /tmp/i11-before <commit>``), on identical copies of the same seeded
store, one after the other in the same run. Printed figures, never pass/fail.

    .venv/bin/python bench/bench_turn.py inprocess  [--sizes 100,1000,10000] [--old-src PATH]
    .venv/bin/python bench/bench_turn.py http       [--sizes 100,1000,10000] [--old-src PATH]
    .venv/bin/python bench/bench_turn.py throughput [--workers 1,2] [--clients 1,4,16]
                                                    [--old-src PATH] [--hybrid]
    .venv/bin/python bench/bench_turn.py hindsight  [--sizes 100,1000,10000] [--old-src PATH]

Scripted engine, rule extractor, lexical retrieval unless ``--hybrid``; SQLite with
``synchronous=FULL`` (every turn that learns something fsyncs). Messages: follow-ups, new
problems, a recurrence and a question (``turn_history.MESSAGES``).
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

from turn_history import MESSAGES, customers
from turn_load import env_for, load, server, summary

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
SQLITE_CUSTOMERS = {100: 20, 1000: 20, 10000: 5}


# -- children: run with the code under test on PYTHONPATH ------------------------------------
def child_seed(args: argparse.Namespace) -> None:
    from support_memory import SQLiteStore

    store = SQLiteStore(args.db, synchronous="NORMAL")
    store.add_many(customers(int(args.customers), args.size))
    store.close()


def child_embed(args: argparse.Namespace) -> None:
    """Give every seeded memory its vector, as ``reindex`` would (for the hybrid figures)."""
    from support_memory import SQLiteStore
    from support_memory.embeddings.index import SQLiteVectorIndex
    from support_memory.embeddings.loader import load_embedder
    from support_memory.embeddings.store import EmbeddingStore
    from support_memory.embeddings.wiring import vector_path

    store = EmbeddingStore(
        SQLiteStore(args.db), load_embedder(), SQLiteVectorIndex(vector_path(args.db))
    )
    for c in range(int(args.customers)):
        store.ensure_vectors(f"CUST-{c}")
    store.close()


def child_turns(args: argparse.Namespace) -> None:
    """Turns on one or more stores (``--db a,b``, ``--customers 20,5``), interleaved turn by
    turn, so that noise from other work on the machine falls on every size alike."""
    from support_memory import RuleExtractor, ScriptedEngine, SupportAgent

    dbs = str(args.db).split(",")
    counts = [int(c) for c in str(args.customers).split(",")]
    agents = [
        SupportAgent(
            store=_child_store(args, db), engine=ScriptedEngine(), extractor=RuleExtractor()
        )
        for db in dbs
    ]
    rng = random.Random(7)
    timings: list[list[float]] = [[] for _ in dbs]
    for n in range(args.turns):
        for k, agent in enumerate(agents):
            customer, text = f"CUST-{rng.randrange(counts[k])}", rng.choice(MESSAGES)
            started = time.perf_counter()
            agent.handle(customer, text)
            if n >= args.warmup:
                timings[k].append((time.perf_counter() - started) * 1000)
    for agent in agents:
        agent.close()
    print(json.dumps([summary(t) for t in timings]))


def _child_store(args: argparse.Namespace, db: str):  # type: ignore[no-untyped-def]
    if args.store == "sqlite":
        from support_memory import SQLiteStore

        return SQLiteStore(db)
    from support_memory.stores.hindsight import HindsightStore

    inner = HindsightStore(args.url, args.namespace, api_key=args.key)
    if args.store == "hindsight":
        return inner
    from support_memory.stores.outbox import Outbox, OutboxStore
    from support_memory.stores.projection import StateProjection

    folder = Path(db).parent
    projection = StateProjection(folder / "outbox.state.db")
    return OutboxStore(inner, Outbox(folder / "outbox.db"), projection=projection)


# -- the parent: seed once, run each version on its own copy --------------------------------
def _child(mode: str, src: str | None, **options: object) -> Any:
    command = [sys.executable, str(Path(__file__)), mode]
    for key, value in options.items():
        command += [f"--{key.replace('_', '-')}", str(value)]
    done = subprocess.run(command, env=env_for(src, {}), capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{mode} failed:\n{done.stderr[-3000:]}")
    if mode in ("_seed", "_embed"):
        return None
    return json.loads(done.stdout.strip().splitlines()[-1])


def _versions(args: argparse.Namespace) -> list[tuple[str, str | None]]:
    versions: list[tuple[str, str | None]] = [("new", str(REPO / "src"))]
    return [("old", args.old_src), *versions] if args.old_src else versions


def _seeded(folder: Path, size: int, count: int, args: argparse.Namespace) -> Path:
    db = folder / f"seed-{size}.db"
    # Seeded by the oldest code in the run, so every version can open it (newer ones migrate).
    _child("_seed", args.old_src or str(REPO / "src"), db=db, size=size, customers=count)
    return db


def _copy(db: Path, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / "memories.db"
    shutil.copy(db, target)
    return target


def _row(label: str, results: dict[str, dict[str, float]]) -> str:
    cells = [f"{label:>14}"]
    for name in ("old", "new"):
        if name in results:
            r = results[name]
            cells.append(f"{name} p50 {r['p50']:7.2f} p95 {r['p95']:7.2f}")
    if "old" in results and "new" in results:
        cells.append(f"old/new p50 x{results['old']['p50'] / results['new']['p50']:.1f}")
    return "  ".join(cells)


def run_inprocess(args: argparse.Namespace, folder: Path) -> None:
    print("in-process turn latency, SQLite, ms (memories per customer x customers);")
    print("the sizes run interleaved turn by turn in one process per code version")
    sizes = _sizes(args)
    counts = [SQLITE_CUSTOMERS.get(size, 5) for size in sizes]
    seeds = [_seeded(folder, size, count, args) for size, count in zip(sizes, counts, strict=True)]
    results: dict[str, list[dict[str, float]]] = {}
    for name, src in _versions(args):
        dbs = [
            _copy(seed, folder / f"{name}-{size}") for seed, size in zip(seeds, sizes, strict=True)
        ]
        # the old code reads the whole history: at 10,000 memories fewer turns will do
        turns = args.turns if name == "new" or max(sizes) < 10000 else max(60, args.turns // 4)
        results[name] = _child(
            "_turns", src, store="sqlite", db=",".join(map(str, dbs)),
            customers=",".join(map(str, counts)), turns=turns, warmup=20,
        )  # fmt: skip
    for k, (size, count) in enumerate(zip(sizes, counts, strict=True)):
        print(_row(f"{size:,} x {count}", {name: rows[k] for name, rows in results.items()}))
    new = results["new"]
    print(f"new p95 at {sizes[-1]:,} / at {sizes[0]:,}: x{new[-1]['p95'] / new[0]['p95']:.2f}")


def run_http(args: argparse.Namespace, folder: Path) -> None:
    print("HTTP turn latency, SQLite, one client, ms (memories per customer)")
    for size in _sizes(args):
        count = SQLITE_CUSTOMERS.get(size, 5)
        seed = _seeded(folder, size, count, args)
        results = {}
        for name, src in _versions(args):
            db = _copy(seed, folder / f"http-{name}-{size}")
            extra = {"STORE_PATH": str(db), "RETRIEVAL": "lexical"}
            with server(db.parent, src, extra) as address:
                load(address, count, 20, 1, seed=0)
                results[name] = load(address, count, args.turns, 1, seed=1)
        print(_row(f"{size:,} x {count}", results), flush=True)


def _sizes(args: argparse.Namespace) -> list[int]:
    return [int(s) for s in args.sizes.split(",")]


def run_throughput(args: argparse.Namespace, folder: Path) -> None:
    from turn_throughput import run as throughput

    throughput(args, folder, _versions(args), _seeded, _copy, _child)


def run_hindsight(args: argparse.Namespace, folder: Path) -> None:
    from turn_hindsight import run as hindsight

    hindsight(args, folder, _versions(args), _child)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "mode",
        choices=["inprocess", "http", "throughput", "hindsight", "_seed", "_turns", "_embed"],
    )
    parser.add_argument("--sizes", default="100,1000,10000")
    parser.add_argument("--turns", type=int, default=300)
    parser.add_argument("--old-src", help="source tree of the code to compare against")
    parser.add_argument("--workers", default="1,2")
    parser.add_argument("--clients", default="1,4,16")
    parser.add_argument("--customers", default="20", help="customers (children: one per db)")
    parser.add_argument("--hybrid", action="store_true", help="also measure RETRIEVAL=hybrid")
    parser.add_argument("--dir", help="keep the work files here instead of a temp folder")
    # children
    parser.add_argument("--db")
    parser.add_argument("--size", type=int)
    parser.add_argument("--warmup", type=int, default=20)
    parser.add_argument("--store", default="sqlite")
    parser.add_argument("--url")
    parser.add_argument("--key")
    parser.add_argument("--namespace", default=f"bench{uuid.uuid4().hex[:8]}")
    args = parser.parse_args()
    if args.mode.startswith("_"):
        {"_seed": child_seed, "_turns": child_turns, "_embed": child_embed}[args.mode](args)
        return
    runner = {
        "inprocess": run_inprocess,
        "http": run_http,
        "throughput": run_throughput,
        "hindsight": run_hindsight,
    }[args.mode]
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        runner(args, Path(tmp))


if __name__ == "__main__":
    sys.path.insert(0, str(HERE))
    main()
