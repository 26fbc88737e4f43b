"""``outbox status|flush``: the writes queued while Hindsight was unreachable."""

from __future__ import annotations

import argparse
from typing import Any

from support_memory.cli.render import as_json
from support_memory.factory import build_outbox_store
from support_memory.settings import Settings


def register(subparsers: Any) -> None:
    outbox = subparsers.add_parser(
        "outbox", help="show or replay writes queued while Hindsight was down"
    )
    actions = outbox.add_subparsers(dest="action", required=True, metavar="ACTION")
    status = actions.add_parser("status", help="queue depth, oldest queued write, dead letters")
    status.add_argument("--json", action="store_true", help="print JSON")
    status.set_defaults(handler=_status)
    flush = actions.add_parser("flush", help="replay queued writes to Hindsight, in order")
    flush.add_argument("--json", action="store_true", help="print JSON")
    flush.set_defaults(handler=_flush)


def _status(args: argparse.Namespace) -> int:
    store = build_outbox_store(Settings.from_env().with_store_default())
    try:
        status = store.status()
    finally:
        store.close()
    if args.json:
        print(as_json(status))
    else:
        for key, value in status.items():
            print(f"{key:<20} {value}")
    return 0


def _flush(args: argparse.Namespace) -> int:
    store = build_outbox_store(Settings.from_env().with_store_default())
    try:
        result = store.flush()
    finally:
        store.close()
    summary = {
        "replayed": result.replayed,
        "dead_letters": result.dead_lettered,
        "remaining": result.remaining,
        "error": result.error,
    }
    if args.json:
        print(as_json(summary))
    else:
        stopped = f" (stopped: {result.error})" if result.error else ""
        print(
            f"replayed {result.replayed}, dead letters {result.dead_lettered}, "
            f"remaining {result.remaining}{stopped}"
        )
    return 0 if result.remaining == 0 else 1
