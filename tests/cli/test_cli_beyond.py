"""The command line beside the per-customer memory: --channel, insights, escalations."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from support_memory.cli import main
from support_memory.factory import escalations_path_for

PROBLEM = "My Acme PDF Suite crashes when I upload a large PDF."


@pytest.fixture
def store_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "memories.db"
    monkeypatch.setenv("STORE_PATH", str(path))
    for name in ("HINDSIGHT_URL", "LLM_BASE_URL", "DATABASE_URL", "INSIGHTS"):
        monkeypatch.delenv(name, raising=False)
    return path


def say(customer: str, text: str, *extra: str) -> int:
    return main(["message", "--customer", customer, text, *extra])


def test_message_takes_a_channel(store_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    email = (
        "Updating the app fixed it.\n\nOn Mon, Jan 6 Jane <j@example.com> wrote:\n> I restarted it"
    )
    assert say("CLI-1", email, "--channel", "email", "--json") == 0
    body = json.loads(capsys.readouterr().out)
    assert [m["text"] for m in body["metadata"]["extracted"]] == ["Update application"]
    assert main(["memories", "list", "--customer", "CLI-1", "--json"]) == 0
    [memory] = json.loads(capsys.readouterr().out)["memories"]
    assert memory["metadata"]["channel"] == "email"
    with pytest.raises(SystemExit):
        say("CLI-1", "hi", "--channel", "fax")


def test_insights_need_insights_on(store_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["insights"]) == 2
    assert "INSIGHTS=1" in capsys.readouterr().err


def test_insights_report_and_rebuild(
    store_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # Memories written before the statistics were on: a rebuild counts them.
    for n in range(2):
        say(f"K-{n}", PROBLEM)
        say(f"K-{n}", "Updated the app and it fixed it.")
    monkeypatch.setenv("INSIGHTS", "1")
    monkeypatch.setenv("INSIGHTS_MIN_CUSTOMERS", "2")
    capsys.readouterr()
    assert main(["insights"]) == 0
    assert "nothing yet" in capsys.readouterr().out
    assert main(["insights", "rebuild"]) == 0
    assert "memories of 2 customers" in capsys.readouterr().out
    assert main(["insights", "--days", "7"]) == 0
    text = capsys.readouterr().out
    assert "App crashes on large PDF upload [Acme PDF Suite]: 2 customers" in text
    assert "Update application: worked for 2 of 2 (100%)" in text
    assert main(["insights", "report", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["signatures"][0]["steps"][0]["step"] == "Update application"
    assert say("K-new", "My app crashes when I upload a large PDF.") == 0
    assert "fleet statistics:   'Update application' worked for 2 of 2" in capsys.readouterr().out


def test_escalations_list_and_ack(store_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    say("ESC-1", PROBLEM)
    say("ESC-1", "I restarted it, cleared the cache and reinstalled it, none of it helped.")
    out = capsys.readouterr().out
    assert "escalation:         yes" in out and "session_failures" in out
    assert escalations_path_for(store_path).exists()
    assert main(["escalations", "list", "--json"]) == 0
    [item] = json.loads(capsys.readouterr().out)
    assert item["customer_id"] == "ESC-1" and item["status"] == "open"
    assert main(["escalations", "ack", item["id"], "--author", "ops"]) == 0
    assert f"acknowledged {item['id']} (ESC-1) by ops" in capsys.readouterr().out
    assert main(["escalations", "list"]) == 0
    assert "(no open escalations)" in capsys.readouterr().out
    assert main(["escalations", "list", "--status", "all"]) == 0
    assert "acknowledged" in capsys.readouterr().out
    assert main(["escalations", "ack", "esc_missing"]) == 2
