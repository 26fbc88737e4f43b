"""Servers and clients for the HTTP turn benchmarks (``bench_turn.py``).

``server`` starts ``support-memory serve`` (or, for a code version without ``--workers``,
uvicorn's own CLI on the same app factory) from a given source tree; ``load`` drives it
from client threads on keep-alive ``http.client`` connections, the lightest client the
standard library has, because the clients share the 2 cores with the server.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

from turn_history import MESSAGES

THIS_SRC = Path(__file__).resolve().parents[1] / "src"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def summary(ms: list[float]) -> dict[str, float]:
    return {"p50": statistics.median(ms), "p95": pct(ms, 0.95), "n": float(len(ms))}


def env_for(src: str | None, extra: Mapping[str, str]) -> dict[str, str]:
    env = {**os.environ, **extra}
    for name in ("SUPPORT_API_KEY", "AUDIT_MESSAGES", "LLM_BASE_URL"):
        env.pop(name, None)
    if "HINDSIGHT_URL" not in extra:
        env.pop("HINDSIGHT_URL", None)
    if src:
        env["PYTHONPATH"] = src
    return env


@contextmanager
def server(
    folder: Path, src: str | None, extra: Mapping[str, str], workers: int = 1
) -> Iterator[str]:
    """A server on ``folder``'s store; ``src`` is the code to run (None: this tree)."""
    port = free_port()
    this_tree = src is None or Path(src).resolve() == THIS_SRC
    if this_tree or workers == 1:
        command = ["-m", "support_memory", "serve", "--port", str(port), "--log-level", "warning"]
        if this_tree:
            command += ["--workers", str(workers)]
    else:  # older code had no --workers: its app factory under uvicorn's own workers
        command = [
            "-m", "uvicorn", "support_memory.api.app:create_app", "--factory",
            "--workers", str(workers), "--port", str(port), "--log-level", "warning",
            "--no-access-log",
        ]  # fmt: skip
    log = (folder / f"server-{port}.log").open("wb")
    process = subprocess.Popen(
        [sys.executable, *command],
        env=env_for(src, extra),
        cwd=folder,
        stdout=log,
        stderr=log,
        start_new_session=True,  # its own process group: the workers go with it
    )
    try:
        _wait(port, process)
        yield f"127.0.0.1:{port}"
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        with contextlib.suppress(ProcessLookupError):
            time.sleep(0.5)
            os.killpg(process.pid, signal.SIGKILL)  # any worker still on its way out
        log.close()


def _wait(port: int, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and process.poll() is None:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=1)
            conn.request("GET", "/health")
            if conn.getresponse().status == 200:
                return
        except OSError:
            time.sleep(0.1)
    raise SystemExit(f"server on port {port} did not start (exit code {process.poll()})")


def load(address: str, customers: int, requests: int, clients: int, seed: int) -> dict[str, float]:
    """``requests`` turns from ``clients`` threads; requests/s and client-side p50/p95 ms."""
    rng = random.Random(seed)
    jobs = [
        json.dumps(
            {"customer_id": f"CUST-{rng.randrange(customers)}", "message": rng.choice(MESSAGES)}
        ).encode()
        for _ in range(requests)
    ]
    host, port = address.split(":")
    timings: list[float] = []
    lock = threading.Lock()
    cursor = iter(jobs)

    def client() -> None:
        conn = http.client.HTTPConnection(host, int(port), timeout=120)
        headers = {"Content-Type": "application/json"}
        while True:
            with lock:
                body = next(cursor, None)
            if body is None:
                return
            started = time.perf_counter()
            conn.request("POST", "/support/message", body=body, headers=headers)
            response = conn.getresponse()
            response.read()
            elapsed = (time.perf_counter() - started) * 1000
            if response.status != 200:
                raise SystemExit(f"turn failed with HTTP {response.status}")
            with lock:
                timings.append(elapsed)

    threads = [threading.Thread(target=client) for _ in range(clients)]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    wall = time.perf_counter() - started
    return {"rps": len(timings) / wall, **summary(timings)}
