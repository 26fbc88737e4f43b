"""``eval`` (extraction and recall quality) and ``reindex`` (backfill memory vectors)."""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO

from support_memory.cli.render import as_json
from support_memory.cli.runtime import cli_settings
from support_memory.errors import ConfigError
from support_memory.models import validate_customer_id


def register(subparsers: Any) -> None:
    evaluate = subparsers.add_parser(
        "eval", help="measure extraction (P/R/F1) and recall (recall@1/@5, MRR) quality"
    )
    evaluate.add_argument("--json", action="store_true", help="print JSON for machines")
    evaluate.add_argument(
        "--extraction",
        action="append",
        metavar="SET",
        help="extraction cases to score: a file, or a shipped set (shipped, real-dev, "
        "real-test); repeatable; default: every shipped set",
    )
    evaluate.add_argument(
        "--no-extraction", action="store_true", help="skip the extraction evaluation"
    )
    evaluate.add_argument(
        "--show-test-cases",
        action="store_true",
        help="also print the per-case results of the frozen test split (real-test) and of "
        "case files in a heldout/ folder; by default only their scores are printed, since "
        "they are never read for errors",
    )
    evaluate.add_argument(
        "--totals-only",
        action="store_true",
        help="print only the scores of every case file, wherever it is kept (a new round "
        "scored before it is put in heldout/ stays unread)",
    )
    evaluate.add_argument(
        "--rules-only",
        action="store_true",
        help="extract with the hand-written rules alone (no learned clause judge)",
    )
    evaluate.add_argument("--recall", metavar="PATH", help="recall set (default: the shipped one)")
    evaluate.add_argument(
        "--stores",
        default=None,
        help="memory,json,sqlite,postgres (default: memory,sqlite, plus postgres when "
        "DATABASE_URL is set; its eval customers are prefixed and forgotten afterwards)",
    )
    evaluate.add_argument("--modes", default="lexical,semantic,hybrid", help="retrieval modes")
    evaluate.add_argument("--no-recall", action="store_true", help="skip the recall evaluation")
    evaluate.set_defaults(handler=_evaluate)

    reindex = subparsers.add_parser(
        "reindex", help="embed memories that have no (or a stale) vector, e.g. after an upgrade"
    )
    reindex.add_argument(
        "--customer",
        action="append",
        metavar="ID",
        help="customer to reindex (repeatable); default: every customer",
    )
    reindex.add_argument("--store", help="store path (.db or .json)")
    reindex.add_argument("--force", action="store_true", help="re-embed every memory")
    reindex.set_defaults(handler=_reindex)


def _evaluate(args: argparse.Namespace) -> int:
    result: dict[str, Any] = {}
    blocks: list[str] = []
    if not args.no_extraction:
        from support_memory.evaluation.extraction import (
            default_agent,
            evaluate_extraction,
            is_frozen,
            render_report,
            rules_only_agent,
            shipped_sets,
        )

        agent = rules_only_agent if args.rules_only else default_agent
        result["extraction"] = {}
        for name in args.extraction or shipped_sets():
            report = evaluate_extraction(name, agent_factory=agent)
            per_case = not args.totals_only and (not is_frozen(name) or args.show_test_cases)
            result["extraction"][name] = report.to_dict(per_case=per_case)
            blocks.append(f"Extraction: {name}\n" + render_report(report, per_case=per_case))
    if not args.no_recall:
        run = _recall(args)
        result["recall"] = {
            "scores": [s.to_dict() for s in run.scores],
            "skipped": run.skipped,
        }
        from support_memory.evaluation.runner import render_recall

        blocks.append("Recall\n" + render_recall(run))
    print(as_json(result) if args.json else "\n\n".join(blocks))
    return 0


def _recall(args: argparse.Namespace) -> Any:
    from support_memory.embeddings.loader import load_embedder
    from support_memory.evaluation.recall import load_recall_set
    from support_memory.evaluation.runner import run_recall

    recall_set = load_recall_set(args.recall)
    settings = cli_settings()
    default_stores = "memory,sqlite" + (",postgres" if settings.database_url else "")
    stores = [s.strip() for s in (args.stores or default_stores).split(",") if s.strip()]
    modes = [m.strip() for m in args.modes.split(",") if m.strip()]
    total = len(stores) * len(modes) * len(recall_set.cases)
    bar = ProgressBar(total)
    try:
        return run_recall(
            recall_set,
            stores=stores,
            modes=modes,
            progress=bar.step,
            load=lambda: load_embedder(settings.embedding_model_dir),
            database_url=settings.database_url,
        )
    except ValueError as exc:
        raise ConfigError(str(exc)) from exc
    finally:
        bar.close()


class ProgressBar:
    """``[#####.....] 120/354 sqlite/hybrid`` on stderr, redrawn in place on a terminal;
    elsewhere (CI logs) one line per store and mode."""

    def __init__(self, total: int, width: int = 30, stream: TextIO | None = None) -> None:
        self.total, self.width, self.done = max(total, 1), width, 0
        self.stream = stream or sys.stderr
        self._live = self.stream.isatty()
        self._label = ""

    def step(self, label: str) -> None:
        self.done += 1
        if self._live:
            filled = self.width * self.done // self.total
            bar = "#" * filled + "." * (self.width - filled)
            self.stream.write(f"\rrecall [{bar}] {self.done}/{self.total} {label:<16}")
        elif label != self._label:
            self.stream.write(f"recall {self.done}/{self.total} {label}\n")
        self._label = label
        self.stream.flush()

    def close(self) -> None:
        if self._live and self.done:
            self.stream.write("\n")
            self.stream.flush()


def _reindex(args: argparse.Namespace) -> int:
    from support_memory.embeddings.loader import load_embedder
    from support_memory.embeddings.store import EmbeddingStore
    from support_memory.factory import build_store

    settings = cli_settings(args.store)
    load_embedder(settings.embedding_model_dir, lazy=True)  # a missing model says why, here
    store = build_store(settings)
    if not isinstance(store, EmbeddingStore):
        raise ConfigError(
            "this store keeps no vectors (RETRIEVAL=lexical, or Hindsight, which embeds "
            "server-side): nothing to reindex"
        )
    try:
        customers = [validate_customer_id(c) for c in args.customer or _every_customer(store)]
        embedded = sum(store.ensure_vectors(c, force=args.force) for c in customers)
    finally:
        store.close()
    print(
        f"reindexed {len(customers)} customers: {embedded} memories embedded "
        f"({store.embedder.model_id})"
    )
    return 0


def _every_customer(store: Any) -> list[str]:
    listing = getattr(store.inner, "customer_ids", None)
    if not callable(listing):
        raise ConfigError(
            f"{type(store.inner).__name__} cannot list its customers; name them with --customer"
        )
    return list(listing())
