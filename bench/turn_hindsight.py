"""Turn latency on a live Hindsight 1.1.0 server as a customer's history grows, old and new
code side by side (``bench_turn.py hindsight``): in-process (old: reads pages of the list
endpoint; new: the state from tagged list calls, and from the local projection behind the
outbox as production runs it), then over HTTP (``serve`` with ``HINDSIGHT_URL``)."""

from __future__ import annotations

import argparse
import sys
import uuid
from collections.abc import Callable
from pathlib import Path

from turn_history import customers, retain_all
from turn_load import load, server

REPO = Path(__file__).resolve().parents[1]
CUSTOMERS = 2


def _harness():  # type: ignore[no-untyped-def]
    sys.path.insert(0, str(REPO / "scripts" / "hindsight_server"))
    import hindsight_harness

    return hindsight_harness.HindsightServer().start()


def _ms(result: dict[str, float]) -> str:
    return f"p50 {result['p50']:7.1f} p95 {result['p95']:7.1f}"


def run(
    args: argparse.Namespace,
    folder: Path,
    versions: list[tuple[str, str | None]],
    child: Callable[..., dict[str, float]],
) -> None:
    live = _harness()
    try:
        print("turn latency on a live Hindsight 1.1.0 (stub embeddings, RRF), ms")
        for size in (int(s) for s in args.sizes.split(",")):
            namespace = f"bench{uuid.uuid4().hex[:8]}"
            retain_all(live.base_url, live.api_key, namespace, list(customers(CUSTOMERS, size)))
            for name, src in versions:
                kinds = ["hindsight"] if name == "old" else ["hindsight", "projection"]
                for kind in kinds:
                    work = folder / f"hs-{name}-{kind}-{size}"
                    work.mkdir(parents=True)
                    turns = min(args.turns, 60 if size >= 10000 else args.turns)
                    [r] = child(
                        "_turns", src, store=kind, db=work / "unused.db", customers=CUSTOMERS,
                        turns=turns, warmup=10, url=live.base_url, key=live.api_key,
                        namespace=namespace,
                    )  # fmt: skip
                    label = (
                        "list pages"
                        if name == "old"
                        else ("tags" if kind == "hindsight" else "projection")
                    )
                    print(f"{size:>7,} in-process {name:>3} ({label:>10}): {_ms(r)}", flush=True)
                work = folder / f"hs-http-{name}-{size}"
                work.mkdir(parents=True)
                extra = {
                    "HINDSIGHT_URL": live.base_url, "HINDSIGHT_API_KEY": live.api_key,
                    "HINDSIGHT_BANK": namespace, "OUTBOX_PATH": str(work / "outbox.db"),
                    "STORE_PATH": str(work / "memories.db"),
                }  # fmt: skip
                with server(work, src, extra) as address:
                    load(address, CUSTOMERS, 10, 1, seed=0)
                    r = load(
                        address, CUSTOMERS, min(args.turns, 60 if size >= 10000 else 150), 1, seed=1
                    )
                print(f"{size:>7,} HTTP       {name:>3} (serve, outbox): {_ms(r)}", flush=True)
    finally:
        live.stop()
