"""Real ``support-memory serve`` processes sharing one PostgreSQL database (replicas)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from service_process import free_port, wait_ready

API_KEY = "replica-key"
AUTH = {"Authorization": f"Bearer {API_KEY}"}
STARTUP_TIMEOUT_S = 90.0  # two processes loading the embedding model on two cores


class Replica:
    """One service process on a free port of 127.0.0.1, configured only by environment."""

    def __init__(self, name: str, database_url: str, workdir: Path) -> None:
        self.port = free_port()
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
        wait_ready(self.process, self.base, self.log, STARTUP_TIMEOUT_S)
        return self

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


def start_replicas(database_url: str, workdir: Path, count: int = 2) -> list[Replica]:
    """``count`` replicas, started together (they race on the migrations too), all ready."""
    replicas = [Replica(f"replica-{n}", database_url, workdir) for n in range(count)]
    try:
        return [replica.wait_ready() for replica in replicas]
    except BaseException:
        for replica in replicas:
            replica.stop()
        raise
