"""``escalations list|ack``: the proactive escalation queue."""

from __future__ import annotations

import argparse
from typing import Any

from support_memory.cli.render import as_json
from support_memory.cli.runtime import cli_settings
from support_memory.errors import ValidationError
from support_memory.escalation.queue import STATUSES, EscalationItem
from support_memory.factory import build_escalation_queue
from support_memory.models import format_timestamp, utc_now


def register(subparsers: Any) -> None:
    escalations = subparsers.add_parser("escalations", help="the escalation queue")
    actions = escalations.add_subparsers(dest="action", required=True, metavar="ACTION")
    listing = actions.add_parser("list", help="queued escalations, newest first")
    listing.add_argument("--status", choices=STATUSES, default="open")
    listing.add_argument("--limit", type=int, default=50)
    listing.add_argument("--json", action="store_true", help="print JSON")
    listing.add_argument("--store", help="store path (.db or .json)")
    listing.set_defaults(handler=_list)
    ack = actions.add_parser("ack", help="acknowledge one escalation")
    ack.add_argument("id", help="the escalation's id (esc_...)")
    ack.add_argument("--author", default="cli", help="who acknowledges it (default cli)")
    ack.add_argument("--store", help="store path (.db or .json)")
    ack.set_defaults(handler=_ack)


def _list(args: argparse.Namespace) -> int:
    queue = build_escalation_queue(cli_settings(args.store))
    try:
        items = queue.items(status=args.status, limit=max(1, args.limit))
    finally:
        queue.close()
    if args.json:
        print(as_json([item.to_dict() for item in items]))
    else:
        print("\n".join(_line(item) for item in items) or f"(no {args.status} escalations)")
    return 0


def _ack(args: argparse.Namespace) -> int:
    queue = build_escalation_queue(cli_settings(args.store))
    try:
        item = queue.acknowledge(args.id, author=args.author, at=format_timestamp(utc_now()))
    finally:
        queue.close()
    if item is None:
        raise ValidationError("id", "there is no escalation with that id")
    print(f"acknowledged {item.id} ({item.customer_id}) by {item.acknowledged_by}")
    return 0


def _line(item: EscalationItem) -> str:
    reasons = "; ".join(f"{r.rule}: {r.detail}" for r in item.reasons)
    incident = f" {item.incident!r}" if item.incident else ""
    return (
        f"{item.id}  {item.updated_at}  {item.status:<12} {item.customer_id}{incident}"
        f"  [{item.channel}, {item.turns} turn{'s' if item.turns != 1 else ''}]  {reasons}"
    )
