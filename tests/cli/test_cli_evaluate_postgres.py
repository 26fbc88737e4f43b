"""``support-memory eval`` on PostgreSQL: DATABASE_URL set, the recall evaluation runs on
the production store too, and leaves no evaluation customer behind."""

from __future__ import annotations

import json

import pytest

from postgres_live import fresh_database_url
from support_memory.cli import main
from support_memory.settings import Settings
from support_memory.stores.postgres import PostgresStore


def test_eval_scores_recall_on_postgres_and_forgets_its_customers(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    url = fresh_database_url()
    monkeypatch.setenv("DATABASE_URL", url)
    for name in ("STORE_PATH", "HINDSIGHT_URL", "RETRIEVAL"):
        monkeypatch.delenv(name, raising=False)
    assert main(["eval", "--json", "--no-extraction", "--modes", "lexical"]) == 0
    rows = json.loads(capsys.readouterr().out)["recall"]["scores"]
    assert [r["store"] for r in rows] == ["memory", "sqlite", "postgres"]
    sqlite, postgres = rows[1], rows[2]
    assert postgres["queries"] == sqlite["queries"] >= 40
    # the same lexical recall as the embedded store, on the production schema and search
    assert abs(postgres["recall_at_5"] - sqlite["recall_at_5"]) <= 0.05
    assert postgres["recall_at_5"] > 0 and postgres["leaks"] <= sqlite["leaks"]
    store = PostgresStore(Settings(database_url=url).database_url or url)
    try:
        assert store.customer_ids() == []  # the prefixed evaluation customers are gone
    finally:
        store.close()
