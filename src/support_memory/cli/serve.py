"""``support-memory serve``: the HTTP service under uvicorn, in one or several processes."""

from __future__ import annotations

import argparse
import contextlib
import logging
import logging.config
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING, Any

from support_memory.errors import ConfigError
from support_memory.settings import Settings

if TYPE_CHECKING:
    from fastapi import FastAPI

log = logging.getLogger("support_memory.serve")


def register(subparsers: Any) -> None:
    serve = subparsers.add_parser(
        "serve",
        help="run the HTTP service (needs the 'server' extra)",
        description="Run the HTTP API. Store: STORE_PATH (default ./data/memories.db) or "
        "HINDSIGHT_URL; auth: SUPPORT_API_KEY. OpenAPI docs at /docs.",
    )
    serve.add_argument("--host", default="127.0.0.1", help="interface to bind (default 127.0.0.1)")
    serve.add_argument("--port", type=int, default=8000, help="TCP port (default 8000)")
    serve.add_argument(
        "--workers",
        type=int,
        default=1,
        help="worker processes (default 1). On SQLite and PostgreSQL each turn stays atomic "
        "per customer across workers; Hindsight and the JSON file need exactly one writer "
        "per customer, so they run with 1 (route customers to nodes by customer id)",
    )
    serve.add_argument(
        "--log-level",
        default="info",
        choices=("debug", "info", "warning", "error"),
        help="log level of the JSON logs on stderr (default info)",
    )
    serve.set_defaults(handler=_serve)


def _serve(args: argparse.Namespace) -> int:
    try:
        import uvicorn

        from support_memory.api.logs import logging_config
    except ImportError as exc:
        raise ConfigError(
            f"the HTTP service needs the 'server' extra ({exc.name} is missing): "
            "pip install 'support-memory[server]'"
        ) from exc
    if not 0 < args.port < 65536:
        raise ConfigError(f"--port must be between 1 and 65535, got {args.port}")
    settings = Settings.from_env().with_store_default()
    check_workers(settings, args.workers)
    config = logging_config(args.log_level.upper())
    logging.config.dictConfig(config)
    warn_if_lexical(settings)
    options: dict[str, Any] = {
        "log_config": config,
        "access_log": False,  # our own access log omits query strings and bodies
        "server_header": False,
    }
    if args.workers == 1:
        uvicorn.run(serving_app(settings), host=args.host, port=args.port, **options)
        return 0
    from support_memory.cli.workers import run_workers

    # Each worker builds its own app from the same environment, on its own socket.
    return run_workers(args.workers, args.host, args.port, options)


def serving_app(settings: Settings | None = None) -> FastAPI:
    """The app one server process runs, with the embedding model already loaded."""
    from support_memory.api import create_app

    app = create_app(settings or Settings.from_env().with_store_default())
    # Load the embedding model before the first customer arrives (~0.4 s), not during them.
    warm_up = getattr(app.state.services.agent.retriever, "warm_up", None)
    if callable(warm_up):
        warm_up()
    _limit_turn_threads(app)
    return app


# Turns in flight per process. A turn is CPU under the GIL (or waits on the engine pool of
# the same size), so more threads only interleave them: with 16 clients on one worker, p95
# was 122 ms with uvicorn's default 40 threads and 85 ms with 4, at the same throughput.
TURN_THREADS = 4


def _limit_turn_threads(app: FastAPI) -> None:
    import anyio.to_thread

    inner = app.router.lifespan_context

    @contextlib.asynccontextmanager
    async def lifespan(app: Any) -> AsyncIterator[Any]:
        anyio.to_thread.current_default_thread_limiter().total_tokens = TURN_THREADS
        async with inner(app) as state:
            yield state

    app.router.lifespan_context = lifespan


def check_workers(settings: Settings, workers: int) -> None:
    """Several processes may share SQLite (turns are atomic per customer across them), not
    Hindsight (its state projection needs one writer per customer) nor a JSON file."""
    if workers < 1:
        raise ConfigError(f"--workers must be at least 1, got {workers}")
    if workers == 1:
        return
    if settings.hindsight_url:
        raise ConfigError(
            "--workers > 1 is not allowed with HINDSIGHT_URL: each customer needs a single "
            "writer (their state is projected beside the outbox). Run one worker per node "
            "and route customers to nodes by customer id (docs/hindsight.md)"
        )
    if str(settings.store_path or "").lower().endswith(".json"):
        raise ConfigError(
            "--workers > 1 needs STORE_PATH to be an SQLite file (.db): a JSON store is "
            "held in one process's memory"
        )


def warn_if_lexical(settings: Settings) -> None:
    """Say at start-up, at warning level, when semantic recall was wanted but is off."""
    from support_memory.embeddings.wiring import semantic_unavailable

    reason = semantic_unavailable(settings)
    if reason:
        log.warning(
            "semantic recall is off, recall is lexical only: %s. To fix: pip install "
            "'support-memory[semantic]' (or set RETRIEVAL=lexical to choose lexical recall)",
            reason,
        )
