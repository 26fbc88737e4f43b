"""The audit trail: records built from replies, and both audit stores behaving alike."""

from __future__ import annotations

from pathlib import Path

import pytest

from factories import FixedClock
from support_memory.audit import (
    AuditRecord,
    AuditStore,
    InMemoryAuditStore,
    SQLiteAuditStore,
    audit_path_for,
    build_audit_store,
)
from support_memory.errors import StoreCorruptError, ValidationError
from support_memory.reply import SupportReply
from support_memory.settings import Settings


def _reply() -> SupportReply:
    return SupportReply(
        reply="Try updating again.",
        used_memories=[
            {
                "id": "mem_1",
                "type": "ATTEMPT",
                "text": "Update application",
                "score": 0.8,
                "reason": "worked fix",
            },
        ],
        extracted=[{"id": "mem_2", "type": "ATTEMPT", "text": "Restart", "action": "added"}],
        escalation=True,
        engine="llm",
        extra={"latency_ms": 12.5, "recall": "ok"},
    )


def test_record_from_reply_keeps_ids_scores_reasons_not_texts() -> None:
    clock = FixedClock()
    record = AuditRecord.from_reply("CUST-1", _reply(), session_id="s1", clock=clock)
    data = record.to_dict()
    assert data["recalled"] == [{"id": "mem_1", "score": 0.8, "reason": "worked fix"}]
    assert data["extracted"] == [{"id": "mem_2", "type": "ATTEMPT", "action": "added"}]
    assert data["engine"] == "llm" and data["escalation"] is True
    assert data["latency_ms"] == 12.5 and data["session_id"] == "s1"
    assert data["created_at"] == "2026-01-01T12:00:00.000000Z"
    assert data["message"] is None
    assert "Update application" not in str(data)
    assert AuditRecord.from_dict(data) == record


def test_record_refuses_a_bad_customer_id() -> None:
    with pytest.raises(ValidationError):
        AuditRecord.from_reply("../x", _reply())


def test_records_are_newest_first_limited_and_per_customer(audit: AuditStore) -> None:
    clock = FixedClock()
    mine = [AuditRecord.from_reply("CUST-1", _reply(), clock=clock) for _ in range(3)]
    other = AuditRecord.from_reply("CUST-2", _reply(), clock=clock)
    for record in [*mine, other]:
        audit.record(record)
    assert audit.records("CUST-1") == list(reversed(mine))
    assert audit.records("CUST-1", limit=2) == [mine[2], mine[1]]
    assert audit.records("CUST-2") == [other]


def test_forget_is_scoped_to_one_customer(audit: AuditStore) -> None:
    audit.record(AuditRecord.from_reply("CUST-1", _reply()))
    audit.record(AuditRecord.from_reply("CUST-1", _reply()))
    kept = AuditRecord.from_reply("CUST-2", _reply())
    audit.record(kept)
    assert audit.forget("CUST-1") == 2
    assert audit.records("CUST-1") == []
    assert audit.records("CUST-2") == [kept]
    assert audit.forget("CUST-1") == 0


def test_sqlite_audit_survives_reopening(tmp_path: Path) -> None:
    record = AuditRecord.from_reply("CUST-1", _reply(), message="it crashes")
    first = SQLiteAuditStore(tmp_path / "a.db")
    first.record(record)
    first.close()
    again = SQLiteAuditStore(tmp_path / "a.db")
    assert again.records("CUST-1") == [record]
    again.close()


def test_a_memory_database_is_not_taken_for_an_audit_file(tmp_path: Path) -> None:
    from support_memory.stores.sqlite import SQLiteStore

    SQLiteStore(tmp_path / "memories.db").close()
    with pytest.raises(StoreCorruptError):
        SQLiteAuditStore(tmp_path / "memories.db")


def test_audit_file_sits_beside_the_store(tmp_path: Path) -> None:
    assert audit_path_for("data/memories.db") == Path("data/memories.audit.db")
    built = build_audit_store(Settings(store_path=str(tmp_path / "m.json")))
    assert isinstance(built, SQLiteAuditStore) and built.path == tmp_path / "m.audit.db"
    built.close()
    assert isinstance(build_audit_store(Settings()), InMemoryAuditStore)


def test_a_record_keeps_the_channel_and_the_escalation_rules() -> None:
    reply = _reply()
    reply.escalation_reasons = [{"rule": "reopened", "detail": '"X" reopened 2 times'}]
    record = AuditRecord.from_reply("CUST-1", reply, channel="voice")
    data = record.to_dict()
    assert data["channel"] == "voice" and data["escalation_reasons"] == ["reopened"]
    assert AuditRecord.from_dict(data) == record
    older = {k: v for k, v in data.items() if k not in ("channel", "escalation_reasons")}
    restored = AuditRecord.from_dict(older)  # written before issue 14
    assert restored.channel == "chat" and restored.escalation_reasons == ()
