"""A real ``support-memory serve`` in a subprocess, for the end-to-end tests."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from service_process import free_port, wait_ready

STARTUP_TIMEOUT_S = 60.0


@contextmanager
def serve(
    folder: Path, *, api_key: str, **settings: str
) -> Iterator[tuple[subprocess.Popen[bytes], str]]:
    """The server on a free port, its SQLite store and log in ``folder``: (process, URL).
    ``settings`` are more environment variables for it (``RETRIEVAL="lexical"``)."""
    port = free_port()
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
        wait_ready(process, base, folder / f"server-{port}.log", STARTUP_TIMEOUT_S)
        yield process, base
    finally:
        if process.poll() is None:
            process.kill()
        process.wait()
        log.close()
