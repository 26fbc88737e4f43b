"""``support-memory serve``: the HTTP service under uvicorn."""

from __future__ import annotations

import argparse
from typing import Any

from support_memory.errors import ConfigError
from support_memory.settings import Settings


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
        "--log-level",
        default="info",
        choices=("debug", "info", "warning", "error"),
        help="log level of the JSON logs on stderr (default info)",
    )
    serve.set_defaults(handler=_serve)


def _serve(args: argparse.Namespace) -> int:
    try:
        import uvicorn

        from support_memory.api import create_app
        from support_memory.api.logs import logging_config
    except ImportError as exc:
        raise ConfigError(
            f"the HTTP service needs the 'server' extra ({exc.name} is missing): "
            "pip install 'support-memory[server]'"
        ) from exc
    if not 0 < args.port < 65536:
        raise ConfigError(f"--port must be between 1 and 65535, got {args.port}")
    app = create_app(Settings.from_env().with_store_default())
    # Load the embedding model before the first customer arrives (~0.4 s), not during them.
    warm_up = getattr(app.state.services.agent.retriever, "warm_up", None)
    if callable(warm_up):
        warm_up()
    uvicorn.run(
        app,
        host=args.host,
        port=args.port,
        log_config=logging_config(args.log_level.upper()),
        access_log=False,  # our own access log omits query strings and bodies
        server_header=False,
    )
    return 0
