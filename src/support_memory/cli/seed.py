"""``seed [--customer ID]``: play the reference conversation as real, audited turns."""

from __future__ import annotations

import argparse
from typing import Any

from support_memory.audit import build_audit_store
from support_memory.cli.runtime import cli_agent, cli_settings
from support_memory.locks import CustomerLocks
from support_memory.seed import REFERENCE_CUSTOMER, seed_reference


def register(subparsers: Any) -> None:
    seed = subparsers.add_parser(
        "seed",
        help="play the reference conversation (CUST-1042) into the store and audit trail",
        description="Play the reference conversation as audited turns, so the console has "
        "a customer to show. Refused when the customer already has memories.",
    )
    seed.add_argument("--customer", default=REFERENCE_CUSTOMER, help="customer id to seed")
    seed.add_argument("--store", help="store path (.db or .json); default ./data/memories.db")
    seed.set_defaults(handler=_seed)


def _seed(args: argparse.Namespace) -> int:
    settings = cli_settings(args.store)
    audit = build_audit_store(settings)
    try:
        with cli_agent(args.store) as agent:
            turns = seed_reference(
                agent,
                audit,
                CustomerLocks(),
                args.customer,
                audit_messages=settings.audit_messages,
            )
    finally:
        audit.close()
    for message, reply, _ in turns:
        print(f"Customer: {message}\nAgent:    {reply.reply}\n")
    print(f"seeded {args.customer}: {len(turns)} turns")
    return 0
