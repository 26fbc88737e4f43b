"""``support-memory serve`` in its own process group, stopped with all its workers."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path

from service_process import free_port, wait_ready

STARTUP_TIMEOUT_S = 60.0


@contextmanager
def running_server(
    folder: Path, env: Mapping[str, str], args: Sequence[str] = ()
) -> Iterator[tuple[subprocess.Popen[bytes], str]]:
    """``serve`` on a free port with ``env`` added to ours; yields (process, base URL)."""
    port = free_port()
    full = {**os.environ, **env}
    for name in ("HINDSIGHT_URL", "DATABASE_URL"):
        if name not in env:
            full.pop(name, None)
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
        wait_ready(process, base, log_path, STARTUP_TIMEOUT_S)
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
