"""``insights [report|rebuild]``: the fleet's fix statistics (``INSIGHTS=1``)."""

from __future__ import annotations

import argparse
from typing import Any

from support_memory.cli.render import as_json
from support_memory.cli.runtime import cli_settings, cli_store
from support_memory.errors import ConfigError
from support_memory.factory import insights_of, rebuild_insights
from support_memory.insights.report import render_text


def register(subparsers: Any) -> None:
    insights = subparsers.add_parser(
        "insights",
        help="top incident signatures and fix success rates across customers (INSIGHTS=1)",
        description="k-anonymous fix statistics across customers: only counts and wordings "
        "that INSIGHTS_MIN_CUSTOMERS (default 5) distinct customers share. Needs INSIGHTS=1.",
    )
    insights.add_argument("--store", help="store path (.db or .json); default ./data/memories.db")
    actions = insights.add_subparsers(dest="action", metavar="ACTION")
    report = actions.add_parser("report", help="the report (the default)")
    for parser in (insights, report):
        parser.add_argument("--days", type=int, default=30, help="the period: the last N days")
        parser.add_argument("--limit", type=int, default=10, help="at most this many signatures")
        parser.add_argument("--json", action="store_true", help="print JSON")
    report.set_defaults(handler=_report)
    rebuild = actions.add_parser(
        "rebuild",
        help="recompute the statistics from every memory (after turning INSIGHTS on)",
    )
    rebuild.set_defaults(handler=_rebuild)
    insights.set_defaults(handler=_report)


def _report(args: argparse.Namespace) -> int:
    if args.days < 1 or args.limit < 1:
        raise ConfigError("--days and --limit must be at least 1")
    settings = cli_settings(args.store)
    with cli_store(args.store) as store:
        insights = insights_of(settings, store)
        if insights is None:
            raise ConfigError("fleet insights are off: set INSIGHTS=1 (docs/insights.md)")
        report = insights.report(days=args.days, limit=args.limit)
    print(as_json(report.to_dict()) if args.json else render_text(report))
    return 0


def _rebuild(args: argparse.Namespace) -> int:
    settings = cli_settings(args.store)
    with cli_store(args.store) as store:
        customers = rebuild_insights(settings, store)
    print(f"rebuilt the fleet statistics from the memories of {customers} customers")
    return 0
