"""``support-memory eval`` and ``support-memory reindex``, run in-process."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from factories import attempt, incident
from support_memory.cli import main
from support_memory.embeddings.index import SQLiteVectorIndex
from support_memory.stores.memory import InMemoryStore


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("STORE_PATH", str(tmp_path / "memories.json"))
    for name in ("HINDSIGHT_URL", "LLM_BASE_URL", "EMBEDDING_MODEL_DIR", "RETRIEVAL"):
        monkeypatch.delenv(name, raising=False)
    return tmp_path


def test_eval_json_reports_recall_per_store_and_mode(
    env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["eval", "--json", "--stores", "memory,sqlite", "--modes", "lexical"]) == 0
    captured = capsys.readouterr()
    body = json.loads(captured.out)
    rows = body["recall"]["scores"]
    assert [(r["store"], r["mode"]) for r in rows] == [("memory", "lexical"), ("sqlite", "lexical")]
    assert all(r["queries"] >= 40 and 0 <= r["recall_at_5"] <= 1 for r in rows)
    assert "recall 1/" in captured.err  # progress goes to stderr, never into the JSON


def test_eval_scores_extraction_cases_from_a_file(
    env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cases = env / "cases.json"
    case = {
        "id": "c1",
        "turns": ["I restarted the app but it did not help."],
        "expect": [{"type": "ATTEMPT", "outcome": "failed", "match": [["restart"]]}],
    }
    cases.write_text(json.dumps({"cases": [case]}))
    assert main(["eval", "--extraction", str(cases), "--no-recall"]) == 0
    out = capsys.readouterr().out
    assert "Extraction" in out and "ATTEMPT precision" in out and "Recall" not in out


def test_eval_refuses_an_unknown_mode(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", "--modes", "telepathy"]) == 2
    assert "unknown retrieval mode 'telepathy'" in capsys.readouterr().err


def test_reindex_backfills_vectors_once(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    store = InMemoryStore(env / "memories.json")  # written before semantic recall existed
    problem = store.add(incident("C1", "App freezes when exporting to Excel"))
    store.add(attempt("C1", "Disable add-ins", "worked", incident_id=problem.id))
    assert main(["reindex", "--customer", "C1"]) == 0
    assert "2 memories embedded" in capsys.readouterr().out
    assert main(["reindex", "--customer", "C1"]) == 0
    assert "0 memories embedded" in capsys.readouterr().out
    index = SQLiteVectorIndex(env / "memories.vectors.db")
    try:
        assert len(index.fingerprints("C1")) == 2
    finally:
        index.close()


def test_reindex_of_a_lexical_store_says_there_is_nothing_to_do(
    env: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("RETRIEVAL", "lexical")
    assert main(["reindex", "--customer", "C1"]) == 2
    assert "nothing to reindex" in capsys.readouterr().err


def test_reindex_without_customers_covers_every_customer_of_the_store(
    env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    store = InMemoryStore(env / "memories.json")
    store.add(incident("C1", "App freezes when exporting to Excel"))
    store.add(attempt("C2", "Disable add-ins", "worked"))
    assert main(["reindex"]) == 0
    assert "reindexed 2 customers: 2 memories embedded" in capsys.readouterr().out


def test_reindex_without_customers_asks_for_them_when_the_store_cannot_list(
    env: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delattr(InMemoryStore, "customer_ids")
    assert main(["reindex"]) == 2
    assert "name them with --customer" in capsys.readouterr().err


def test_eval_prints_only_the_scores_of_the_frozen_test_split(
    env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["eval", "--no-recall", "--extraction", "real-test", "--rules-only"]) == 0
    out = capsys.readouterr().out
    assert "per-case results hidden" in out and "ATTEMPT precision" in out
    assert " FAIL " not in out and "missed" not in out
    assert main(["eval", "--no-recall", "--json", "--extraction", "real-test", "--rules-only"]) == 0
    body = json.loads(capsys.readouterr().out)["extraction"]["real-test"]
    assert "cases" not in body and 0 < body["attempt"]["f1"] < 1


def test_eval_hides_the_cases_of_a_held_out_round_file(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    case = {
        "id": "h-1",
        "turns": ["my printer is offline", "restarted the router, still offline"],
        "expect": [{"type": "ATTEMPT", "outcome": "worked", "match": [["router"]]}],
    }
    for folder in ("heldout", "elsewhere"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "round.json").write_text(json.dumps({"cases": [case]}))
    argv = ["eval", "--no-recall", "--rules-only", "--extraction"]
    assert main([*argv, str(tmp_path / "heldout" / "round.json")]) == 0
    out = capsys.readouterr().out
    assert "per-case results hidden" in out and "ATTEMPT precision" in out
    assert "h-1" not in out and "POLARITY" not in out
    assert main([*argv, str(tmp_path / "elsewhere" / "round.json")]) == 0
    assert "h-1" in capsys.readouterr().out
    assert main([*argv, str(tmp_path / "heldout" / "round.json"), "--show-test-cases"]) == 0
    assert "POLARITY" in capsys.readouterr().out


def test_eval_totals_only_hides_the_cases_of_any_file(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    case = {
        "id": "new-1",
        "turns": ["my printer is offline", "restarted the router, still offline"],
        "expect": [{"type": "ATTEMPT", "outcome": "worked", "match": [["router"]]}],
    }
    path = tmp_path / "round47" / "new.json"
    path.parent.mkdir()
    path.write_text(json.dumps({"cases": [case]}))
    argv = ["eval", "--no-recall", "--rules-only", "--extraction", str(path)]
    assert main([*argv, "--totals-only"]) == 0
    out = capsys.readouterr().out
    assert "per-case results hidden" in out and "ATTEMPT precision" in out
    assert "new-1" not in out and "POLARITY" not in out
    assert main([*argv, "--totals-only", "--json"]) == 0
    assert "cases" not in json.loads(capsys.readouterr().out)["extraction"][str(path)]
    assert main(argv) == 0
    assert "new-1" in capsys.readouterr().out


def test_eval_shows_the_test_cases_when_asked(
    env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["eval", "--no-recall", "--extraction", "real-test", "--rules-only"]
    assert main([*argv, "--show-test-cases"]) == 0
    out = capsys.readouterr().out
    assert " FAIL " in out and "per-case results hidden" not in out
