"""``memories list|forget --customer ID``: inspect or delete one customer's memories."""

from __future__ import annotations

import argparse
from typing import Any

from support_memory.cli.render import as_json, memories_block
from support_memory.cli.runtime import cli_store
from support_memory.models import validate_customer_id


def register(subparsers: Any) -> None:
    memories = subparsers.add_parser("memories", help="list or forget a customer's memories")
    actions = memories.add_subparsers(dest="action", required=True, metavar="ACTION")
    listing = actions.add_parser("list", help="print every memory of one customer")
    listing.add_argument("--customer", required=True)
    listing.add_argument("--json", action="store_true", help="print JSON")
    listing.add_argument("--store", help="store path (.db or .json)")
    listing.set_defaults(handler=_list)
    forget = actions.add_parser("forget", help="delete every memory of one customer")
    forget.add_argument("--customer", required=True)
    forget.add_argument("--store", help="store path (.db or .json)")
    forget.set_defaults(handler=_forget)


def _list(args: argparse.Namespace) -> int:
    customer = validate_customer_id(args.customer)
    with cli_store(args.store) as store:
        memories = store.all(customer)
    if args.json:
        print(as_json({"customer_id": customer, "memories": [m.to_dict() for m in memories]}))
    else:
        print(memories_block(memories))
    return 0


def _forget(args: argparse.Namespace) -> int:
    customer = validate_customer_id(args.customer)
    with cli_store(args.store) as store:
        deleted = store.forget(customer)
    print(f"deleted {deleted} memories of {customer}")
    return 0
