"""A live service stays responsive while adversarial messages are posted.

Ordinary customers post everyday messages from four threads; in every other round an
attacker posts the messages of the security report (and the same shapes at the message
limit) back to back. Before the fix, one of them held the process for seconds and the p95
of ordinary turns rose about a hundredfold (94x measured with the three mildest ones). The
goal is under 2x (``bench/bench_service_adversarial.py`` prints it); on a shared machine
the test allows 3x, still far from any regression.
"""

from __future__ import annotations

from pathlib import Path

from live_server import serve

from support_memory.evaluation.adversarial_load import measure

API_KEY = "load-key"
AUTH = {"Authorization": f"Bearer {API_KEY}"}
P95_BOUND = 3.0


def test_ordinary_turns_stay_fast_while_adversarial_messages_arrive(tmp_path: Path) -> None:
    with serve(tmp_path, api_key=API_KEY, RETRIEVAL="lexical") as (_, base):
        quiet, attacked = measure(base, clients=4, attackers=1, requests=80, rounds=3, headers=AUTH)
    assert attacked["attacks"] >= 3, "the attacker must get messages through meanwhile"
    assert attacked["attack_max"] < 5_000
    assert attacked["p95"] < P95_BOUND * quiet["p95"], (quiet, attacked)
