"""A real ``support-memory serve`` in a subprocess, for the end-to-end tests.

It runs in its own process group, and is stopped with the whole group: with
``--workers N`` its worker processes go with it.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from service_process import free_port, wait_ready

STARTUP_TIMEOUT_S = 60.0


@contextmanager
def serve(
    folder: Path, *, api_key: str | None, args: Sequence[str] = (), **settings: str
) -> Iterator[tuple[subprocess.Popen[bytes], str]]:
    """The server on a free port, its SQLite store and log in ``folder``: (process, URL).
    ``settings`` are more environment variables for it (``RETRIEVAL="lexical"``, another
    ``STORE_PATH``); ``args`` more command-line options (``["--workers", "2"]``)."""
    port = free_port()
    env = {**os.environ, "STORE_PATH": str(folder / "data" / "memories.db"), **settings}
    for name in ("HINDSIGHT_URL", "DATABASE_URL", "SUPPORT_API_KEY"):
        env.pop(name, None)
    if api_key is not None:
        env["SUPPORT_API_KEY"] = api_key
    log = (folder / f"server-{port}.log").open("wb")
    process = subprocess.Popen(
        [sys.executable, "-m", "support_memory", "serve", "--port", str(port), *args],
        env=env,
        cwd=folder,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,  # its own process group: worker processes die with it
    )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_ready(process, base, folder / f"server-{port}.log", STARTUP_TIMEOUT_S)
        yield process, base
    finally:
        _stop_group(process)
        log.close()


def _stop_group(process: subprocess.Popen[bytes]) -> None:
    """SIGTERM to the server's process group, SIGKILL if it lingers; reap the server."""
    for sig, grace in ((signal.SIGTERM, 15.0), (signal.SIGKILL, 5.0)):
        try:
            os.killpg(process.pid, sig)
        except ProcessLookupError:
            break
        try:
            process.wait(timeout=grace)
            os.killpg(process.pid, 0)  # workers of a stopped server may still be exiting
        except (subprocess.TimeoutExpired, ProcessLookupError):
            continue
    process.wait()
