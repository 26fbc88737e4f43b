"""The ``support-memory`` command line: thin wrappers over the library.

Each command group lives in its own module with a ``register(subparsers)`` function that
adds its subcommands and sets ``handler(args) -> int`` as their default; ``main`` only
assembles them and turns our errors into a clear message and exit code 2.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from support_memory.errors import SupportMemoryError

# One module per command group; a new group adds its module name here.
COMMAND_MODULES = (
    "support_memory.cli.conversation",
    "support_memory.cli.escalations",
    "support_memory.cli.evaluate",
    "support_memory.cli.insights",
    "support_memory.cli.mcp",
    "support_memory.cli.memories",
    "support_memory.cli.outbox",
    "support_memory.cli.seed",
    "support_memory.cli.serve",
    "support_memory.cli.train",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="support-memory",
        description="Per-customer memory for support agents: recall first, respond second, "
        "learn third. Store: STORE_PATH (default ./data/memories.db), or HINDSIGHT_URL.",
    )
    subparsers = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        code: int = args.handler(args)
    except SupportMemoryError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # `support-memory ... | head`: the reader left, nothing is wrong
        sys.stderr.close()
        return 0
    return code
