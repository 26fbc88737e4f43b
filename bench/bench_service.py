"""Throughput and latency of ``POST /support/message`` on a real ``support-memory serve``.

The server runs as a subprocess (uvicorn, one worker) on the embedded SQLite store and the
scripted engine, with ``--memories`` memories pre-loaded for each of ``--customers``
customers. Clients send support messages from ``--concurrency`` threads over keep-alive
connections; about half the messages make the extractor write memories (so every such 200
includes fsynced commits). Prints requests/s and client-side p50/p95 per concurrency level,
and the server-side turn latency (``metadata.latency_ms``). Not a test.

    .venv/bin/python bench/bench_service.py [--customers 20] [--memories 1000]
        [--requests 400] [--concurrency 1,4,8]
"""

from __future__ import annotations

import argparse
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
from bench_sqlite_recall import generate_memories, load

from support_memory import SQLiteStore
from support_memory.evaluation.adversarial_load import ORDINARY

MESSAGES = ORDINARY  # the everyday support messages, shared with the adversarial load


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _start(
    store: dict[str, str], folder: Path, retrieval: str
) -> tuple[subprocess.Popen[bytes], str]:
    """A server on a free port; ``store`` is its store's environment (``STORE_PATH`` or
    ``DATABASE_URL``)."""
    port = _free_port()
    env = {**os.environ, **store, "RETRIEVAL": retrieval}
    for name in (
        "SUPPORT_API_KEY",
        "HINDSIGHT_URL",
        "AUDIT_MESSAGES",
        "STORE_PATH",
        "DATABASE_URL",
    ):
        if name not in store:
            env.pop(name, None)
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "support_memory",
            "serve",
            "--port",
            str(port),
            "--log-level",
            "warning",
        ],
        env=env,
        cwd=folder,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline and process.poll() is None:
        try:
            if httpx.get(f"{base}/health", timeout=1).status_code == 200:
                return process, base
        except httpx.TransportError:
            time.sleep(0.1)
    process.kill()
    raise SystemExit(f"server did not start (exit code {process.poll()})")


def _run(
    bases: list[str], customers: int, requests: int, concurrency: int, seed: int
) -> dict[str, float]:
    """``requests`` turns from ``concurrency`` threads, spread round-robin over ``bases``
    (the replicas of one service)."""
    rng = random.Random(seed)
    jobs = [
        (bases[n % len(bases)], f"CUST-{rng.randrange(customers)}", rng.choice(MESSAGES))
        for n in range(requests)
    ]
    client_ms: list[float] = []
    server_ms: list[float] = []
    with httpx.Client(timeout=60, limits=httpx.Limits(max_connections=concurrency)) as client:

        def send(job: tuple[str, str, str]) -> None:
            t0 = time.perf_counter()
            response = client.post(
                f"{job[0]}/support/message", json={"customer_id": job[1], "message": job[2]}
            )
            client_ms.append((time.perf_counter() - t0) * 1000)
            response.raise_for_status()
            server_ms.append(float(response.json()["metadata"]["latency_ms"]))

        started = time.perf_counter()
        with ThreadPoolExecutor(max_workers=concurrency) as pool:
            list(pool.map(send, jobs))
        elapsed = time.perf_counter() - started
    ordered = sorted(client_ms)
    return {
        "rps": requests / elapsed,
        "p50": statistics.median(ordered),
        "p95": ordered[int(0.95 * (len(ordered) - 1))],
        "server_p50": statistics.median(server_ms),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--customers", type=int, default=20)
    parser.add_argument("--memories", type=int, default=1000)
    parser.add_argument("--requests", type=int, default=400)
    parser.add_argument("--concurrency", default="1,4,8")
    parser.add_argument(
        "--retrieval",
        default="lexical",
        help="RETRIEVAL for the server (default lexical: SQLite FTS5 only; the pre-loaded "
        "memories have no vectors, so hybrid figures would only cover new ones)",
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        db = folder / "memories.db"
        store = SQLiteStore(db)
        load(store, generate_memories(args.customers, args.memories, random.Random(1)))
        store.close()
        process, base = _start({"STORE_PATH": str(db)}, folder, args.retrieval)
        try:
            _run([base], args.customers, 40, 2, seed=0)  # warm-up
            print(
                f"{args.customers} customers x {args.memories:,} memories, SQLite "
                f"(synchronous=FULL), RETRIEVAL={args.retrieval}, scripted engine, "
                "1 uvicorn worker"
            )
            print(f"{'clients':>7} {'req/s':>7} {'p50 ms':>7} {'p95 ms':>7} {'server p50 ms':>14}")
            for n, level in enumerate(int(c) for c in args.concurrency.split(",")):
                r = _run([base], args.customers, args.requests, level, seed=n + 1)
                print(
                    f"{level:>7} {r['rps']:>7.1f} {r['p50']:>7.1f} {r['p95']:>7.1f} "
                    f"{r['server_p50']:>14.1f}"
                )
        finally:
            process.terminate()
            process.wait()


if __name__ == "__main__":
    main()
