"""A real ``support-memory serve`` in a subprocess, for the end-to-end tests."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

STARTUP_TIMEOUT_S = 60.0


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def serve(
    folder: Path, *, api_key: str, **settings: str
) -> Iterator[tuple[subprocess.Popen[bytes], str]]:
    """The server on a free port, its SQLite store and log in ``folder``: (process, URL).
    ``settings`` are more environment variables for it (``RETRIEVAL="lexical"``)."""
    port = _free_port()
    env = {
        **os.environ,
        "STORE_PATH": str(folder / "data" / "memories.db"),
        "SUPPORT_API_KEY": api_key,
        **settings,
    }
    env.pop("HINDSIGHT_URL", None)
    log = (folder / f"server-{port}.log").open("wb")
    process = subprocess.Popen(
        [sys.executable, "-m", "support_memory", "serve", "--port", str(port)],
        env=env,
        cwd=folder,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_ready(process, base, folder / f"server-{port}.log")
        yield process, base
    finally:
        if process.poll() is None:
            process.kill()
        process.wait()
        log.close()


def _wait_ready(process: subprocess.Popen[bytes], base: str, log: Path) -> None:
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
