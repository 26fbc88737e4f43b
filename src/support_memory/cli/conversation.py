"""Conversation commands: ``extract``, ``message``, ``chat`` and ``demo``."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from support_memory import seed
from support_memory.agent import SupportAgent
from support_memory.channels import Channel
from support_memory.cli.render import as_json, memories_block, reply_block
from support_memory.cli.runtime import cli_agent
from support_memory.errors import ValidationError
from support_memory.extraction import RuleExtractor
from support_memory.factory import build_agent
from support_memory.models import validate_customer_id
from support_memory.settings import Settings
from support_memory.stores.memory import InMemoryStore

DEMO_CUSTOMER = seed.REFERENCE_CUSTOMER
DEMO_FIRST_VISIT = seed.FIRST_VISIT
DEMO_RETURN = seed.RETURN_VISIT
DEMO_NO_LONGER = seed.NO_LONGER_WORKS


def register(subparsers: Any) -> None:
    extract = subparsers.add_parser("extract", help="show the memories a message would create")
    extract.add_argument("text", help="the customer message")
    extract.add_argument("--json", action="store_true", help="print JSON")
    extract.set_defaults(handler=_extract)

    message = subparsers.add_parser("message", help="send one message as a customer")
    message.add_argument("--customer", required=True, help="customer id, e.g. CUST-1042")
    message.add_argument("text", help="the customer message")
    message.add_argument("--json", action="store_true", help="print the reply and metadata as JSON")
    message.add_argument(
        "--channel",
        choices=[c.value for c in Channel],
        default=Channel.CHAT.value,
        help="where the message came from (default chat); an email is read without its "
        "quoted thread, signature and footer",
    )
    message.add_argument(
        "--store", help="store path (.db or .json); default STORE_PATH or ./data/memories.db"
    )
    message.set_defaults(handler=_message)

    chat = subparsers.add_parser("chat", help="talk to the agent as a customer (interactive)")
    chat.add_argument("--customer", required=True, help="customer id, e.g. CUST-1042")
    chat.add_argument("--store", help="store path (.db or .json)")
    chat.add_argument("--channel", choices=[c.value for c in Channel], default=Channel.CHAT.value)
    chat.set_defaults(handler=_chat)

    demo = subparsers.add_parser("demo", help="run the reference interaction and show each turn")
    demo.add_argument("--store", help="persist the demo to this store path instead of memory")
    demo.set_defaults(handler=_demo)


def _extract(args: argparse.Namespace) -> int:
    extraction = RuleExtractor().extract("CLI", args.text, [])
    if args.json:
        print(as_json([m.to_dict() for m in extraction.new]))
    else:
        print(memories_block(extraction.new))
    return 0


def _message(args: argparse.Namespace) -> int:
    customer = validate_customer_id(args.customer)
    with cli_agent(args.store) as agent:
        reply = agent.handle(customer, args.text, channel=args.channel)
    print(as_json(reply.to_dict()) if args.json else reply_block(reply))
    return 0


def _chat(args: argparse.Namespace) -> int:
    customer = validate_customer_id(args.customer)
    with cli_agent(args.store) as agent:
        print(f"Chatting as {customer}. Empty line, 'quit' or Ctrl-D to leave.")
        while True:
            try:
                text = input("You: ").strip()
            except EOFError:
                print()
                return 0
            if not text or text.lower() in {"quit", "exit"}:
                return 0
            try:
                print(reply_block(agent.handle(customer, text, channel=args.channel)))
            except ValidationError as exc:  # one bad line must not end the conversation
                print(f"error: {exc}")


def _demo(args: argparse.Namespace) -> int:
    if args.store:
        with cli_agent(args.store) as agent:
            return _run_demo(agent)
    agent = build_agent(Settings.from_env(), InMemoryStore())
    try:
        return _run_demo(agent)
    finally:
        agent.close()


def _run_demo(agent: SupportAgent) -> int:
    out = sys.stdout
    print(f"== First visit ({DEMO_CUSTOMER}) ==", file=out)
    for text in DEMO_FIRST_VISIT:
        _turn(agent, text)
    print("\n== Stored memories ==", file=out)
    print(memories_block(agent.store.all(DEMO_CUSTOMER)), file=out)
    print("\n== Returning customer ==", file=out)
    _turn(agent, DEMO_RETURN)
    print("\n== The known fix no longer works ==", file=out)
    _turn(agent, DEMO_NO_LONGER)
    return 0


def _turn(agent: SupportAgent, text: str) -> None:
    print(f"\nCustomer: {text}")
    print(reply_block(agent.handle(DEMO_CUSTOMER, text)))
