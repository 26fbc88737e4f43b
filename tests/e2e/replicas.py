"""Real ``support-memory serve`` processes sharing one PostgreSQL database (replicas)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

API_KEY = "replica-key"
AUTH = {"Authorization": f"Bearer {API_KEY}"}
STARTUP_TIMEOUT_S = 90.0  # two processes loading the embedding model on two cores


class Replica:
    """One service process on a free port of 127.0.0.1, configured only by environment."""

    def __init__(self, name: str, database_url: str, workdir: Path) -> None:
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            self.port = int(sock.getsockname()[1])
        self.name = name
        self.base = f"http://127.0.0.1:{self.port}"
        self.log = workdir / f"{name}-{self.port}.log"
        env = {k: v for k, v in os.environ.items() if k not in ("STORE_PATH", "HINDSIGHT_URL")}
        env.update({"DATABASE_URL": database_url, "SUPPORT_API_KEY": API_KEY})
        with self.log.open("wb") as out:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "support_memory", "serve", "--port", str(self.port)],
                env=env,
                cwd=workdir,
                stdout=out,
                stderr=subprocess.STDOUT,
            )

    def wait_ready(self) -> Replica:
        deadline = time.monotonic() + STARTUP_TIMEOUT_S
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                pytest.fail(f"{self.name} exited with {self.process.returncode}: {self.tail()}")
            try:
                if httpx.get(f"{self.base}/health", timeout=1.0).status_code == 200:
                    return self
            except httpx.TransportError:
                time.sleep(0.2)
        pytest.fail(f"{self.name} did not answer /health in {STARTUP_TIMEOUT_S}s: {self.tail()}")

    def kill9(self) -> None:
        os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait()
        assert self.process.returncode == -signal.SIGKILL

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def tail(self) -> str:
        return self.log.read_text(errors="replace")[-3000:]


def start_replicas(database_url: str, workdir: Path, count: int = 2) -> list[Replica]:
    """``count`` replicas, started together (they race on the migrations too), all ready."""
    replicas = [Replica(f"replica-{n}", database_url, workdir) for n in range(count)]
    try:
        return [replica.wait_ready() for replica in replicas]
    except BaseException:
        for replica in replicas:
            replica.stop()
        raise
