"""Does a live ``support-memory serve`` stay responsive while adversarial messages arrive?

Ordinary customers send ordinary support messages from ``--clients`` threads; in every
other round an attacker also posts the messages of the security report (issue 9) and the
same shapes at the 8,000-character limit, back to back from ``--attackers`` threads, as
other customers. Prints the p50 / p95 of the ordinary turns without and with the attack
(median over ``--rounds`` rounds of each, taken in turn), their ratio (the goal: p95 less
than 2x), and how fast the attack messages were answered. Printed figures, not pass/fail;
``tests/e2e/test_adversarial_load.py`` is the test.

Before the fix one 75-character message held the process for 8.7 seconds, so every
ordinary turn posted meanwhile waited as long.

    .venv/bin/python bench/bench_service_adversarial.py [--clients 4] [--attackers 1]
        [--requests 200] [--rounds 3]
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from bench_service import _start

from support_memory.evaluation.adversarial_load import ATTACKS, measure


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--attackers", type=int, default=1)
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        process, base = _start({"STORE_PATH": str(folder / "memories.db")}, folder, "lexical")
        try:
            quiet, attacked = measure(
                base,
                clients=args.clients,
                attackers=args.attackers,
                requests=args.requests,
                rounds=args.rounds,
            )
        finally:
            process.terminate()
            process.wait()
    print(
        f"{args.clients} ordinary clients x {args.requests} turns per round, "
        f"{args.attackers} attacker(s) posting {len(ATTACKS)} adversarial messages in turn; "
        f"SQLite, scripted engine, 1 uvicorn worker; median of {args.rounds} rounds"
    )
    print(f"{'ordinary turns':<26} {'p50 ms':>7} {'p95 ms':>7}")
    print(f"{'  without the attack':<26} {quiet['p50']:>7.1f} {quiet['p95']:>7.1f}")
    print(f"{'  during the attack':<26} {attacked['p50']:>7.1f} {attacked['p95']:>7.1f}")
    print(f"p95 ratio (goal < 2): {attacked['p95'] / quiet['p95']:.2f}")
    print(
        f"attack messages answered per round: {attacked['attacks']:.0f}, "
        f"p50 {attacked['attack_p50']:.1f} ms, slowest {attacked['attack_max']:.1f} ms"
    )


if __name__ == "__main__":
    main()
