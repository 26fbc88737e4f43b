"""Starting a real ``support-memory serve`` from a test: a free port and a readiness wait."""

from __future__ import annotations

import socket
import subprocess
import time
from pathlib import Path

import httpx
import pytest


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_ready(process: subprocess.Popen[bytes], base: str, log: Path, timeout_s: float) -> None:
    """Return once ``base``/health answers 200; fail with the server's log otherwise."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"server exited with {process.returncode}: {log.read_text()[-3000:]}")
        try:
            if httpx.get(f"{base}/health", timeout=1.0).status_code == 200:
                return
        except httpx.TransportError:
            time.sleep(0.1)
    pytest.fail(f"server did not answer /health in {timeout_s:g}s: {log.read_text()[-3000:]}")
