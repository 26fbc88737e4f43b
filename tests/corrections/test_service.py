"""CorrectionService: audited add / correct / delete / forget, checked by the model's rules."""

from __future__ import annotations

import pytest

from factories import FIRST_VISIT, RETURN_VISIT, attempt, incident, profile
from support_memory import (
    InMemoryStore,
    MemoryNotFoundError,
    MemoryType,
    Outcome,
    StoreError,
    SupportAgent,
    ValidationError,
)
from support_memory.audit import CorrectionRecord, InMemoryAuditStore
from support_memory.corrections import CorrectionService
from support_memory.locks import CustomerLocks


@pytest.fixture
def store() -> InMemoryStore:
    return InMemoryStore()


@pytest.fixture
def audit() -> InMemoryAuditStore:
    return InMemoryAuditStore()


@pytest.fixture
def service(store: InMemoryStore, audit: InMemoryAuditStore) -> CorrectionService:
    return CorrectionService(store, audit, CustomerLocks())


def test_a_corrected_outcome_is_stored_bumped_and_audited_with_its_author(
    service: CorrectionService, store: InMemoryStore, audit: InMemoryAuditStore
) -> None:
    step = store.add(attempt("CUST-1", "Update application", "worked"))
    result = service.correct(
        "CUST-1", step.id, {"outcome": "failed"}, author="alice", reason="only a workaround"
    )
    stored = store.get("CUST-1", step.id)
    assert stored.outcome is Outcome.FAILED and stored == result.memory
    assert stored.updated_at > step.updated_at and stored.created_at == step.created_at
    [record] = audit.corrections("CUST-1")
    assert record == result.records[0]
    assert (record.author, record.memory_id, record.action) == ("alice", step.id, "corrected")
    assert record.fields == ("outcome",)
    assert (record.before, record.after) == ({"outcome": "worked"}, {"outcome": "failed"})
    assert record.reason == "only a workaround" and record.created_at


def test_the_next_turn_uses_the_corrected_memory(
    service: CorrectionService, store: InMemoryStore
) -> None:
    agent = SupportAgent(store=store)
    for text in FIRST_VISIT:
        agent.handle("CUST-1042", text)
    fix = next(m for m in store.all("CUST-1042") if m.text == "Update application")
    before = agent.handle("CUST-1042", RETURN_VISIT)
    assert before.known_fixes == ["Update application"]
    service.correct("CUST-1042", fix.id, {"outcome": "failed"}, author="alice")
    after = agent.handle("CUST-1042", RETURN_VISIT)
    assert after.known_fixes == []
    assert "Update application" in after.known_failures
    assert "let's start there" not in after.reply
    agent.close()


@pytest.mark.parametrize(
    ("memory_type", "changes", "field"),
    [
        ("INCIDENT", {"outcome": "worked"}, "outcome"),
        ("ATTEMPT", {"status": "resolved"}, "status"),
        ("ATTEMPT", {"outcome": "great"}, "outcome"),
        ("ATTEMPT", {"text": "   "}, "text"),
        ("ATTEMPT", {"type": "PROFILE"}, "type"),
        ("ATTEMPT", {}, "body"),
    ],
)
def test_bad_corrections_name_the_field_and_change_nothing(
    service: CorrectionService,
    store: InMemoryStore,
    audit: InMemoryAuditStore,
    memory_type: str,
    changes: dict[str, str],
    field: str,
) -> None:
    memory = store.add(
        incident("CUST-1", "Printer offline")
        if memory_type == "INCIDENT"
        else attempt("CUST-1", "Restart printer")
    )
    with pytest.raises(ValidationError) as caught:
        service.correct("CUST-1", memory.id, changes, author="alice")
    assert caught.value.field == field
    assert store.all("CUST-1") == [memory] and audit.corrections("CUST-1") == []


def test_an_incident_link_must_name_an_incident_of_the_same_customer(
    service: CorrectionService, store: InMemoryStore
) -> None:
    step = store.add(attempt("CUST-1", "Restart printer"))
    fact = store.add(profile("CUST-1", "Uses Windows 11"))
    theirs = store.add(incident("CUST-2", "Printer offline"))
    mine = store.add(incident("CUST-1", "Printer offline"))
    for target in (fact.id, theirs.id, "mem_nothing"):
        with pytest.raises(ValidationError) as caught:
            service.correct("CUST-1", step.id, {"incident_id": target}, author="alice")
        assert caught.value.field == "incident_id"
    with pytest.raises(ValidationError, match="only an ATTEMPT"):
        service.correct("CUST-1", fact.id, {"incident_id": mine.id}, author="alice")
    linked = service.correct("CUST-1", step.id, {"incident_id": mine.id}, author="alice")
    assert linked.memory.incident_id == mine.id
    unlinked = service.correct("CUST-1", step.id, {"incident_id": None}, author="alice")
    assert unlinked.memory.incident_id is None


def test_a_correction_that_changes_nothing_writes_nothing(
    service: CorrectionService, store: InMemoryStore, audit: InMemoryAuditStore
) -> None:
    step = store.add(attempt("CUST-1", "Restart printer", "failed"))
    result = service.correct("CUST-1", step.id, {"outcome": "failed"}, author="alice")
    assert result.records == () and store.get("CUST-1", step.id) == step
    assert audit.corrections("CUST-1") == []


def test_memories_of_another_customer_cannot_be_corrected_or_deleted(
    service: CorrectionService, store: InMemoryStore
) -> None:
    theirs = store.add(attempt("CUST-2", "Restart printer"))
    with pytest.raises(MemoryNotFoundError):
        service.correct("CUST-1", theirs.id, {"outcome": "worked"}, author="alice")
    with pytest.raises(MemoryNotFoundError):
        service.delete("CUST-1", theirs.id, author="alice")
    assert store.all("CUST-2") == [theirs]


def test_deleting_an_incident_unlinks_its_attempts_audited(
    service: CorrectionService, store: InMemoryStore, audit: InMemoryAuditStore
) -> None:
    crash = store.add(incident("CUST-1", "App crashes on large PDF upload"))
    step = store.add(attempt("CUST-1", "Restart application", incident_id=crash.id))
    result = service.delete("CUST-1", crash.id, author="bob", reason="mentioned in passing")
    assert [r.action for r in result.records] == ["deleted", "corrected"]
    assert result.records[0].before == crash.to_dict() and result.records[0].after is None
    assert store.get("CUST-1", step.id).incident_id is None
    assert len(audit.corrections("CUST-1")) == 2


def test_a_memory_added_by_hand_is_marked_and_audited(
    service: CorrectionService, store: InMemoryStore, audit: InMemoryAuditStore
) -> None:
    result = service.add(
        "CUST-1",
        {"type": "ATTEMPT", "text": "Reinstall application", "outcome": "worked"},
        author="alice",
        reason="customer phoned in",
    )
    memory = store.get("CUST-1", result.memory.id)
    assert memory.type is MemoryType.ATTEMPT and memory.source == "manual"
    assert memory.metadata == {"added_by": "alice"}
    [record] = audit.corrections("CUST-1")
    assert record.action == "added" and record.after == memory.to_dict()
    with pytest.raises(ValidationError) as caught:
        service.add("CUST-1", {"type": "ATTEMPT", "text": "x"}, author="alice")
    assert caught.value.field == "outcome"
    with pytest.raises(ValidationError) as caught:
        service.add("CUST-1", {"type": "PROFILE", "text": "x", "id": "m"}, author="alice")
    assert caught.value.field == "id"


def test_a_reason_is_bounded(service: CorrectionService, store: InMemoryStore) -> None:
    step = store.add(attempt("CUST-1", "Restart printer"))
    with pytest.raises(ValidationError) as caught:
        service.correct("CUST-1", step.id, {"outcome": "worked"}, author="a", reason="x" * 501)
    assert caught.value.field == "reason"


class BrokenAudit(InMemoryAuditStore):
    def record_correction(self, entry: CorrectionRecord) -> None:
        raise StoreError("audit disk full")


def test_no_change_survives_without_its_audit_record(store: InMemoryStore) -> None:
    service = CorrectionService(store, BrokenAudit(), CustomerLocks())
    step = store.add(attempt("CUST-1", "Update application", "worked"))
    with pytest.raises(StoreError):
        service.correct("CUST-1", step.id, {"outcome": "failed"}, author="alice")
    with pytest.raises(StoreError):
        service.delete("CUST-1", step.id, author="alice")
    with pytest.raises(StoreError):
        service.add("CUST-1", {"type": "PROFILE", "text": "Uses Linux"}, author="alice")
    assert store.all("CUST-1") == [step]


def test_forget_deletes_memories_and_audit_of_one_customer(
    service: CorrectionService, store: InMemoryStore, audit: InMemoryAuditStore
) -> None:
    step = store.add(attempt("CUST-1", "Restart printer"))
    service.correct("CUST-1", step.id, {"outcome": "worked"}, author="alice")
    other = store.add(attempt("CUST-2", "Restart printer"))
    forgotten = service.forget("CUST-1")
    assert (forgotten.memories, forgotten.audit_records) == (1, 1)
    assert store.all("CUST-1") == [] and store.all("CUST-2") == [other]
