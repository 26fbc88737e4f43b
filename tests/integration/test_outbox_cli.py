"""``support-memory outbox status|flush`` against a dead port, then the live server."""

from __future__ import annotations

import json
import socket
from pathlib import Path
from typing import Any

import pytest

from hindsight_live import fresh_namespace
from support_memory.cli import main


def _dead_url() -> str:
    with socket.socket() as sock:  # a port that was free a moment ago: nothing listens there
        sock.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{sock.getsockname()[1]}"


def test_writes_queue_while_down_and_flush_replays_them(
    hindsight_server: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("HINDSIGHT_BANK", fresh_namespace())
    monkeypatch.setenv("HINDSIGHT_API_KEY", hindsight_server.api_key)
    monkeypatch.setenv("OUTBOX_PATH", str(tmp_path / "outbox.db"))
    monkeypatch.setenv("HINDSIGHT_URL", _dead_url())

    assert main(["message", "--customer", "CUST-5", "Updating the app fixed it.", "--json"]) == 0
    reply = json.loads(capsys.readouterr().out)
    assert reply["metadata"]["recall"] == "degraded" and reply["reply"]
    assert reply["metadata"]["retrieval"] == "hindsight"

    assert main(["outbox", "status", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["depth"] == 1
    assert main(["outbox", "flush", "--json"]) == 1  # still down: nothing replayed
    assert json.loads(capsys.readouterr().out)["remaining"] == 1

    monkeypatch.setenv("HINDSIGHT_URL", hindsight_server.base_url)
    assert main(["outbox", "flush", "--json"]) == 0
    flushed = json.loads(capsys.readouterr().out)
    assert flushed["replayed"] == 1 and flushed["remaining"] == 0
    assert main(["memories", "list", "--customer", "CUST-5", "--json"]) == 0
    memories = json.loads(capsys.readouterr().out)["memories"]
    assert [(m["text"], m["outcome"]) for m in memories] == [("Update application", "worked")]
