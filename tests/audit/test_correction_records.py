"""Correction records in the audit trail, and the trail as a customer directory."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from factories import FixedClock
from support_memory.audit import (
    AuditRecord,
    AuditStore,
    CorrectionRecord,
    SQLiteAuditStore,
)
from support_memory.reply import SupportReply
from support_memory.stores.directory import CustomerDirectory


def _correction(customer_id: str, clock: FixedClock, **extra: object) -> CorrectionRecord:
    fields: dict[str, object] = {
        "author": "alice",
        "memory_id": "mem_1",
        "action": "corrected",
        "fields": ("outcome",),
        "before": {"outcome": "worked"},
        "after": {"outcome": "failed"},
        "reason": "the update was only a workaround",
    }
    fields.update(extra)
    return CorrectionRecord.stamped(clock, customer_id=customer_id, **fields)


def test_corrections_round_trip_newest_first_apart_from_turns(audit: AuditStore) -> None:
    clock = FixedClock()
    turn = AuditRecord.from_reply("CUST-1", SupportReply(reply="hi"), clock=clock)
    audit.record(turn)
    first = _correction("CUST-1", clock)
    second = _correction("CUST-1", clock, action="deleted", fields=(), after=None)
    audit.record_correction(first)
    audit.record_correction(second)
    audit.record_correction(_correction("CUST-2", clock))
    assert audit.corrections("CUST-1") == [second, first]
    assert audit.corrections("CUST-1", limit=1) == [second]
    assert audit.records("CUST-1") == [turn]
    assert CorrectionRecord.from_dict(first.to_dict()) == first


def test_forget_deletes_turns_and_corrections_of_one_customer(audit: AuditStore) -> None:
    clock = FixedClock()
    audit.record(AuditRecord.from_reply("CUST-1", SupportReply(reply="hi"), clock=clock))
    audit.record_correction(_correction("CUST-1", clock))
    kept = _correction("CUST-2", clock)
    audit.record_correction(kept)
    assert audit.forget("CUST-1") == 2
    assert audit.corrections("CUST-1") == [] and audit.corrections("CUST-2") == [kept]


def test_an_unknown_action_is_refused() -> None:
    with pytest.raises(ValueError, match="action must be one of"):
        CorrectionRecord(customer_id="C1", author="a", memory_id="m", action="renamed")


def test_the_trail_lists_customers_by_prefix_newest_activity_first(audit: AuditStore) -> None:
    assert isinstance(audit, CustomerDirectory)
    clock = FixedClock()
    for customer in ("CUST-1", "CUST-2", "OTHER-1", "CUST-1"):
        audit.record(AuditRecord.from_reply(customer, SupportReply(reply="hi"), clock=clock))
    audit.record_correction(_correction("CUST-2", clock))
    page = audit.customers("cust", limit=1)
    assert page.total == 2 and [c.customer_id for c in page.customers] == ["CUST-2"]
    assert [c.customer_id for c in audit.customers("CUST", offset=1).customers] == ["CUST-1"]
    assert audit.customers("nobody").total == 0
    assert audit.customers("C_ST").total == 0  # LIKE wildcards are taken literally


def test_an_audit_file_from_before_corrections_is_upgraded(tmp_path: Path) -> None:
    path = tmp_path / "old.audit.db"
    turn = AuditRecord.from_reply("CUST-1", SupportReply(reply="hi"))
    conn = sqlite3.connect(path)
    conn.executescript(
        """
        CREATE TABLE audit (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE,
            customer_id TEXT NOT NULL, created_at TEXT NOT NULL, record TEXT NOT NULL);
        CREATE INDEX audit_by_customer ON audit (customer_id, created_at, seq);
        PRAGMA application_id = 1396790596;
        PRAGMA user_version = 1;
        """
    )
    old = turn.to_dict()
    del old["fallback_reason"], old["guard"]  # fields the first layout did not have
    conn.execute(
        "INSERT INTO audit (id, customer_id, created_at, record) VALUES (?, ?, ?, ?)",
        (turn.id, "CUST-1", turn.created_at, json.dumps(old)),
    )
    conn.commit()
    conn.close()
    upgraded = SQLiteAuditStore(path)
    assert upgraded.records("CUST-1") == [turn]
    assert upgraded.corrections("CUST-1") == []
    upgraded.close()
