"""The command line, run in-process against a JSON store in a temp folder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from support_memory.cli import main


@pytest.fixture
def store_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "memories.json"
    monkeypatch.setenv("STORE_PATH", str(path))
    monkeypatch.delenv("HINDSIGHT_URL", raising=False)
    monkeypatch.delenv("LLM_BASE_URL", raising=False)
    return path


def test_message_json_then_memories_list_and_forget(
    store_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["message", "--customer", "CUST-9", "Updating the app fixed it.", "--json"]) == 0
    body = json.loads(capsys.readouterr().out)
    assert body["metadata"]["is_returning_customer"] is False
    assert [e["text"] for e in body["metadata"]["extracted"]] == ["Update application"]

    assert main(["memories", "list", "--customer", "CUST-9", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [m["text"] for m in listed["memories"]] == ["Update application"]

    assert main(["memories", "forget", "--customer", "CUST-9"]) == 0
    assert "deleted 1 memories of CUST-9" in capsys.readouterr().out
    assert main(["memories", "list", "--customer", "CUST-9"]) == 0
    assert "(no memories)" in capsys.readouterr().out


def test_memories_list_marks_a_superseded_fact(
    store_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    main(["message", "--customer", "CUST-9", "My phone is an iPhone 11 and it wont charge."])
    main(["message", "--customer", "CUST-9", "I switched to a Pixel 8 last week."])
    capsys.readouterr()
    assert main(["memories", "list", "--customer", "CUST-9"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "PROFILE  Uses an iPhone 11  (superseded)" in lines
    assert "PROFILE  Uses a Pixel 8" in lines


def test_store_flag_overrides_store_path(
    store_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    other = tmp_path / "other.json"
    main(["message", "--customer", "CUST-9", "Updating the app fixed it.", "--store", str(other)])
    capsys.readouterr()
    assert other.exists() and not store_path.exists()


def test_extract_prints_memories(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["extract", "I restarted it and cleared the cache but neither helped.", "--json"]) == 0
    )
    items = json.loads(capsys.readouterr().out)
    assert {(m["text"], m["outcome"]) for m in items} >= {
        ("Restart application", "failed"),
        ("Cleared application cache", "failed"),
    }


def test_bad_customer_id_is_a_clear_error_with_exit_code_2(
    store_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["message", "--customer", "bad id", "hello"]) == 2
    assert "customer_id" in capsys.readouterr().err


def test_chat_reads_lines_until_eof(
    store_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    lines = iter(["My printer shows offline.", "quit"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(lines))
    assert main(["chat", "--customer", "CUST-7"]) == 0
    out = capsys.readouterr().out
    assert "Agent:" in out and "audit:" in out


def test_demo_reproduces_the_reference_interaction(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo"]) == 0
    out = capsys.readouterr().out
    stored = out.split("== Stored memories ==")[1].split("== Returning customer ==")[0]
    for line in (
        "INCIDENT App crashes on large PDF upload -> resolved",
        "ATTEMPT  Restart application -> failed",
        "ATTEMPT  Cleared application cache -> failed",
        "ATTEMPT  Update application -> worked",
        "PROFILE  Uses Acme PDF Suite",
    ):
        assert line in stored
    returning = out.split("== Returning customer ==")[1].split("== The known fix")[0]
    agent_line = next(line for line in returning.splitlines() if line.startswith("Agent:"))
    assert "Update application" in agent_line
    assert "Restart application" in agent_line and "Cleared application cache" in agent_line
    assert agent_line.index("Update application") < agent_line.index("Restart application")
    assert "returning customer: yes" in returning
    escalation = out.split("== The known fix no longer works ==")[1]
    assert "escalation:         yes" in escalation
