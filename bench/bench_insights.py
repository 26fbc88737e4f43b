"""What issue 14's layers cost: turn latency with the fleet statistics off and on, the
rebuild, the report, and email cleaning. Printed figures, never pass/fail.

* **Turns**: ``--customers`` customers each play a four-turn support conversation (a
  problem, failed steps, the fix, a recurrence; drawn from a few symptoms and fixes so
  that signatures repeat), in-process on SQLite (``synchronous=FULL``) and, with
  ``--postgres``, on a PostgreSQL 18 the bench starts itself. The same conversations run
  with ``INSIGHTS`` off and on, interleaved customer by customer; p50/p95 per turn.
* **Rebuild / report / suggestion**: on the store the "on" run filled.
* **Email cleaning**: a reply with a long quoted thread, signature and footer.

    .venv/bin/python bench/bench_insights.py [--customers 300] [--postgres]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from support_memory.agent import SupportAgent
from support_memory.channels import clean_email
from support_memory.factory import build_agent, build_store, insights_of, rebuild_insights
from support_memory.insights import Signature, text_key
from support_memory.settings import Settings
from support_memory.stores.protocol import MemoryStore

PROBLEMS = [
    "My Acme PDF Suite crashes when I upload a large PDF.",
    "My Netgear router keeps dropping the wifi every evening.",
    "Outlook keeps freezing when I open a shared calendar.",
    "The printer shows offline since this morning.",
]
FAILED = [
    "I restarted it but that did not help.",
    "Cleared the cache, still broken.",
    "I turned off the VPN, no change.",
]
FIXES = ["Updating the app fixed it.", "I reinstalled it and now it works.", "A reboot fixed it."]
AGAIN = "It is happening again."


def conversation(rng: random.Random) -> list[str]:
    return [rng.choice(PROBLEMS), rng.choice(FAILED), rng.choice(FIXES), AGAIN]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def timed(action: Callable[[], object]) -> float:
    started = time.perf_counter()
    action()
    return (time.perf_counter() - started) * 1000


def bench_turns(name: str, settings: dict[str, Settings], customers: int) -> MemoryStore:
    """Turn latency off vs on; returns the "on" store (left open) for the next benches."""
    stores = {mode: build_store(s) for mode, s in settings.items()}
    agents: dict[str, SupportAgent] = {m: build_agent(settings[m], stores[m]) for m in stores}
    spent: dict[str, list[float]] = {mode: [] for mode in stores}
    rng = random.Random(14)
    for n in range(customers):
        messages, customer = conversation(rng), f"B-{n}"
        for mode in sorted(stores, reverse=n % 2 == 1):  # interleaved: noise hits both
            for message in messages:
                agent = agents[mode]
                spent[mode].append(
                    timed(lambda a=agent, c=customer, t=message: a.handle(c, t))  # type: ignore[misc]
                )
    for mode, values in spent.items():
        print(
            f"{name:<10} insights {mode:<3}  turns {len(values):>5}  "
            f"p50 {statistics.median(values):6.2f} ms  p95 {percentile(values, 0.95):6.2f} ms"
        )
    agents["off"].close()
    close = getattr(stores["off"], "close", None)
    if callable(close):
        close()
    agents["on"].close()
    return stores["on"]


def bench_reads(name: str, settings: Settings, store: MemoryStore) -> None:
    insights = insights_of(settings, store)
    assert insights is not None
    rebuild = timed(lambda: rebuild_insights(settings, store))
    report = [timed(lambda: insights.report(days=30)) for _ in range(20)]
    signature = Signature(text_key("App crashes on large PDF upload"))
    suggest = [timed(lambda: insights.suggest(signature)) for _ in range(200)]
    shown = insights.report(days=30)
    print(
        f"{name:<10} rebuild {rebuild:8.1f} ms   report p50 {statistics.median(report):6.2f} ms"
        f"   suggestion p50 {statistics.median(suggest):5.2f} ms"
        f"   ({len(shown.signatures)} signatures shown)"
    )


def bench_email() -> None:
    quoted = "\n".join(
        f"> line {n} of an old message about restarting the router" for n in range(150)
    )
    body = (
        "Updating the app fixed it, thanks!\n\nBest regards,\nJane Doe\nAcme Corp\n\n"
        "On Mon, Jan 6, 2025 at 10:02 AM Support <support@acme.example> wrote:\n"
        + quoted
        + "\n\nCONFIDENTIALITY NOTICE: this message is confidential."
    )
    values = [timed(lambda: clean_email(body)) for _ in range(200)]
    print(
        f"email cleaning of {len(body):,} characters: p50 {statistics.median(values):.3f} ms, "
        f"p95 {percentile(values, 0.95):.3f} ms"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--customers", type=int, default=300)
    parser.add_argument("--postgres", action="store_true", help="also on PostgreSQL")
    args = parser.parse_args()
    bench_email()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        sqlite = {
            mode: Settings(
                store_path=str(folder / f"{mode}.db"), insights=mode == "on", retrieval="lexical"
            )
            for mode in ("off", "on")
        }
        store = bench_turns("sqlite", sqlite, args.customers)
        bench_reads("sqlite", sqlite["on"], store)
        close = getattr(store, "close", None)
        if callable(close):
            close()
        if args.postgres:
            bench_postgres(args.customers)
    return 0


def bench_postgres(customers: int) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts" / "postgres_server"))
    import pg_harness

    durable = {"fsync": "on", "synchronous_commit": "on", "full_page_writes": "on"}
    with pg_harness.PostgresServer(settings=durable) as server:
        urls = {mode: server.create_app_database(f"bench_{mode}") for mode in ("off", "on")}
        settings = {
            mode: Settings(database_url=url, insights=mode == "on", retrieval="lexical")
            for mode, url in urls.items()
        }
        store = bench_turns("postgres", settings, customers)
        bench_reads("postgres", settings["on"], store)
        close = getattr(store, "close", None)
        if callable(close):
            close()


if __name__ == "__main__":
    raise SystemExit(main())
