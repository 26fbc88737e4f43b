"""Ranking: the matched incident, the relevance floors, order and reasons."""

from __future__ import annotations

from factories import attempt, incident
from support_memory.recall import parse_context, rank
from support_memory.retrieval import Hit


def _rank(message: str, hits: list[Hit], history: list | None = None, limit: int = 5) -> list:
    return rank(parse_context(message), hits, history or [h.memory for h in hits], limit)


def test_matched_incident_pulls_in_its_attempts_and_worked_fixes_lead() -> None:
    crash = incident("C1", "App crashes on large PDF upload", "resolved")
    restart = attempt("C1", "Restart application", "failed", incident_id=crash.id)
    update = attempt("C1", "Update application", "worked", incident_id=crash.id)
    kept = _rank(
        "the app crashes again when I upload a pdf", [Hit(crash, 0.8)], [crash, restart, update]
    )
    assert [r.memory.text for r in kept] == [
        "Update application",
        "Restart application",
        "App crashes on large PDF upload",
    ]
    assert kept[0].reason.startswith("same incident (App crashes on large PDF upload)")
    assert "worked fix" in kept[0].reason and "known failure" in kept[1].reason


def test_unrelated_incident_lends_no_fix() -> None:
    vpn = incident("C1", "VPN drops every hour")
    fix = attempt("C1", "Reinstall VPN client", "worked", incident_id=vpn.id)
    assert _rank("how do I change my billing address?", [Hit(vpn, 0.0)], [vpn, fix]) == []


def test_generic_words_alone_are_not_relevance() -> None:
    other = incident("C1", "App issue with login page")
    assert _rank("the app has an issue", [Hit(other, 0.5, {"lexical": 0.5})]) == []


def test_semantic_signal_above_the_floor_counts_without_shared_words() -> None:
    freeze = incident("C1", "App freezes when exporting to Excel")
    kept = _rank(
        "the program hangs every time I save as xlsx",
        [Hit(freeze, 0.6, {"hindsight": 0.6, "semantic": 0.62})],
    )
    assert [r.memory.text for r in kept] == ["App freezes when exporting to Excel"]
    assert "semantic 0.62" in kept[0].reason


def test_semantic_signal_below_the_floor_vetoes_a_lone_shared_word() -> None:
    printer = attempt(
        "C1", "Assign static IP address to printer", "worked", incident_id="mem_printer"
    )
    hits = [Hit(printer, 0.4, {"semantic": 0.12, "lexical": 0.4})]
    assert _rank("how do I change my billing address?", hits) == []


def test_limit_caps_what_is_kept() -> None:
    steps = [attempt("C1", f"Reset printer spooler variant {n}") for n in range(8)]
    hits = [Hit(step, 0.5, {"lexical": 0.5}) for step in steps]
    assert len(_rank("printer spooler is stuck", hits, limit=3)) == 3
