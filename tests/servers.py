"""Real ``support-memory serve`` processes for end-to-end tests (started, awaited, killed)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

STARTUP_TIMEOUT_S = 60.0


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def running_server(
    folder: Path, env: Mapping[str, str], args: Sequence[str] = ()
) -> Iterator[tuple[subprocess.Popen[bytes], str]]:
    """``serve`` on a free port with ``env`` added to ours; yields (process, base URL)."""
    port = free_port()
    full = {**os.environ, **env}
    if "HINDSIGHT_URL" not in env:
        full.pop("HINDSIGHT_URL", None)
    log_path = folder / f"server-{port}.log"
    log = log_path.open("wb")
    process = subprocess.Popen(
        [sys.executable, "-m", "support_memory", "serve", "--port", str(port), *args],
        env=full,
        cwd=folder,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,  # its own process group: worker processes die with it
    )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_ready(process, base, log_path)
        yield process, base
    finally:
        stop_group(process)
        log.close()


def stop_group(process: subprocess.Popen[bytes]) -> None:
    """SIGTERM to the server's process group, SIGKILL if it lingers; reap the server."""
    for sig, grace in ((signal.SIGTERM, 15.0), (signal.SIGKILL, 5.0)):
        try:
            os.killpg(process.pid, sig)
        except ProcessLookupError:
            break
        try:
            process.wait(timeout=grace)
            os.killpg(process.pid, 0)  # workers of a killed server may still be exiting
        except (subprocess.TimeoutExpired, ProcessLookupError):
            continue
    process.wait()


def wait_ready(process: subprocess.Popen[bytes], base: str, log: Path) -> None:
    deadline = time.monotonic() + STARTUP_TIMEOUT_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"server exited with {process.returncode}: {log.read_text()[-2000:]}")
        try:
            if httpx.get(f"{base}/health", timeout=1.0).status_code == 200:
                return
        except httpx.TransportError:
            time.sleep(0.1)
    pytest.fail(f"server did not answer /health in {STARTUP_TIMEOUT_S}s: {log.read_text()[-2000:]}")
