"""A live service stays responsive while adversarial messages are posted.

Ordinary customers post everyday messages from four threads; in every other round an
attacker posts the messages of the security report (and the same shapes at the message
limit) back to back. Before the fix, one of them held the process for seconds (8.7 s for a
75-character message) and the p95 of ordinary turns rose about a hundredfold (94x measured
with the three mildest ones).

This is a regression guard, not the speed goal: the goal (p95 under 2x) is a figure that
``bench/bench_service_adversarial.py`` prints. On a shared two-core machine a fifth busy
client alone can lift the p95 of a few hundred 20-30 ms turns three- or fourfold (CI once
measured 32 ms quiet against 132 ms attacked), so a ratio bound fails on noise. The guard
is in absolute time instead: ordinary turns may wait longer during the attack, but never
by the second that any held process costs, and no attack message takes seconds.
"""

from __future__ import annotations

from pathlib import Path

from live_server import serve

from support_memory.evaluation.adversarial_load import measure

API_KEY = "load-key"
AUTH = {"Authorization": f"Bearer {API_KEY}"}
# The regression held every turn for seconds; scheduling noise costs tens of milliseconds.
EXTRA_WAIT_BOUND_MS = 1_000
ATTACK_BOUND_MS = 5_000


def test_ordinary_turns_stay_fast_while_adversarial_messages_arrive(tmp_path: Path) -> None:
    with serve(tmp_path, api_key=API_KEY, RETRIEVAL="lexical") as (_, base):
        quiet, attacked = measure(base, clients=4, attackers=1, requests=80, rounds=3, headers=AUTH)
    assert attacked["attacks"] >= 3, "the attacker must get messages through meanwhile"
    assert attacked["attack_max"] < ATTACK_BOUND_MS, attacked
    assert attacked["p95"] < quiet["p95"] + EXTRA_WAIT_BOUND_MS, (quiet, attacked)
