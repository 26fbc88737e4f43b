"""Load on a live service while adversarial messages arrive: ordinary turns, timed.

Ordinary customers send everyday support messages from several threads; in every other
round attackers also post the messages of the security report (issue 9) and the same
shapes at the message limit, back to back, as other customers. ``measure`` returns the
median figures of the quiet and the attacked rounds. ``bench/bench_service_adversarial.py``
prints them for a real ``support-memory serve``; ``tests/e2e/test_adversarial_load.py``
asserts on them.
"""

from __future__ import annotations

import statistics
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import httpx

from support_memory.evaluation.adversarial import AT_LIMIT, REPORTED

ORDINARY = (
    "The application is crashing again when I upload a PDF.",
    "I restarted it but that did not help.",
    "Cleared the cache, still crashing.",
    "Updated the app and it fixed it.",
    "My printer shows offline since this morning.",
    "I turned off the VPN and the sync works again.",
    "what did I try last time for the router?",
    "Installer fails with error 1603 on Windows 11.",
)
ATTACKS = [*REPORTED.values(), *AT_LIMIT.values()]


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[int(share * (len(ordered) - 1))]


Headers = dict[str, str]


def _attack(
    base: str, headers: Headers, stop: threading.Event, index: int, latencies: list[float]
) -> None:
    with httpx.Client(timeout=600, headers=headers) as client:
        sent = 0
        while not stop.is_set():
            message = ATTACKS[sent % len(ATTACKS)]
            started = time.perf_counter()
            response = client.post(
                f"{base}/support/message",
                json={"customer_id": f"ATTACKER-{index}-{sent}", "message": message},
            )
            latencies.append((time.perf_counter() - started) * 1000)
            response.raise_for_status()
            sent += 1


def run_round(
    base: str, clients: int, requests: int, attackers: int, headers: Headers | None = None
) -> dict[str, float]:
    """One round of ordinary turns (latency in ms: p50, p95), with ``attackers`` threads
    attacking meanwhile (how many attacks were answered, their p50 and slowest)."""
    headers = headers or {}
    stop = threading.Event()
    attack_ms: list[float] = []
    threads = [
        threading.Thread(target=_attack, args=(base, headers, stop, i, attack_ms), daemon=True)
        for i in range(attackers)
    ]
    for thread in threads:
        thread.start()
    ordinary_ms: list[float] = []
    limits = httpx.Limits(max_connections=clients)
    with httpx.Client(timeout=600, limits=limits, headers=headers) as client:

        def send(n: int) -> None:
            started = time.perf_counter()
            response = client.post(
                f"{base}/support/message",
                json={"customer_id": f"CUST-{n % 20}", "message": ORDINARY[n % len(ORDINARY)]},
            )
            ordinary_ms.append((time.perf_counter() - started) * 1000)
            response.raise_for_status()

        with ThreadPoolExecutor(max_workers=clients) as pool:
            list(pool.map(send, range(requests)))
    stop.set()
    for thread in threads:
        thread.join()
    result = {"p50": statistics.median(ordinary_ms), "p95": _percentile(ordinary_ms, 0.95)}
    if attack_ms:
        result.update(
            attacks=len(attack_ms),
            attack_p50=statistics.median(attack_ms),
            attack_max=max(attack_ms),
        )
    return result


def measure(
    base: str,
    *,
    clients: int,
    attackers: int,
    requests: int,
    rounds: int,
    headers: Headers | None = None,
) -> tuple[dict[str, float], dict[str, float]]:
    """Median figures of ``rounds`` quiet rounds and ``rounds`` attacked ones, in turn."""
    run_round(base, clients, max(requests // 4, 1), 0, headers)  # warm-up
    quiet, attacked = [], []
    for _ in range(rounds):
        quiet.append(run_round(base, clients, requests, 0, headers))
        attacked.append(run_round(base, clients, requests, attackers, headers))

    def median(rows: list[dict[str, float]]) -> dict[str, float]:
        return {key: statistics.median(row[key] for row in rows) for key in rows[0]}

    return median(quiet), median(attacked)
