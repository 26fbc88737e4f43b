"""Memory model: creation, serialisation, validation (spec 22.1)."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from factories import FixedClock, attempt, incident, profile
from support_memory import IncidentStatus, Memory, MemoryType, Outcome, ValidationError


def test_enums_compare_equal_to_plain_strings() -> None:
    assert MemoryType.ATTEMPT == "ATTEMPT" and MemoryType.PROFILE == "PROFILE"
    assert Outcome.WORKED == "worked" and Outcome.IN_PROGRESS == "in_progress"
    assert IncidentStatus.RESOLVED == "resolved"


def test_keywords_only_creation_fills_id_and_timestamps() -> None:
    memory = Memory(
        customer_id="CUST-1042", type="ATTEMPT", text="Update application", outcome="worked"
    )
    assert memory.id.startswith("mem_") and len(memory.id) > 10
    assert memory.created_at == memory.updated_at
    assert datetime.fromisoformat(memory.created_at.replace("Z", "+00:00")).tzinfo is not None
    assert memory.type is MemoryType.ATTEMPT and memory.outcome is Outcome.WORKED


def test_ids_are_unique() -> None:
    ids = {attempt("C1", "Restart application").id for _ in range(200)}
    assert len(ids) == 200


def test_round_trip_is_exact_through_json() -> None:
    original = attempt(
        "CUST-1042",
        "Update application",
        "worked",
        product="Acme PDF Suite",
        incident_id="mem_x",
        source="rules",
        metadata={"k": "v"},
    )
    data = json.loads(json.dumps(original.to_dict()))
    assert Memory.from_dict(data) == original
    assert Memory.from_dict(data).to_dict() == original.to_dict()


def test_to_dict_has_every_field_as_plain_values() -> None:
    data = incident("C1", "App crashes on large PDF upload").to_dict()
    assert set(data) == {
        "id",
        "customer_id",
        "type",
        "text",
        "outcome",
        "status",
        "product",
        "incident_id",
        "created_at",
        "updated_at",
        "source",
        "metadata",
    }
    assert data["type"] == "INCIDENT" and data["status"] == "open" and data["outcome"] is None


def test_incident_defaults_to_open() -> None:
    memory = Memory(customer_id="C1", type="INCIDENT", text="Printer offline")
    assert memory.status is IncidentStatus.OPEN


@pytest.mark.parametrize(
    ("fields", "field_name"),
    [
        ({"customer_id": "C1", "type": "ATTEMPT", "text": "Restart"}, "outcome"),
        (
            {"customer_id": "C1", "type": "ATTEMPT", "text": "Restart", "outcome": "maybe"},
            "outcome",
        ),
        ({"customer_id": "C1", "type": "NOTE", "text": "x"}, "type"),
        ({"customer_id": "bad id!", "type": "PROFILE", "text": "x"}, "customer_id"),
        ({"customer_id": "", "type": "PROFILE", "text": "x"}, "customer_id"),
        ({"customer_id": "C1", "type": "PROFILE", "text": "   "}, "text"),
        ({"type": "PROFILE", "text": "x"}, "customer_id"),
        ({"customer_id": "C1", "type": "PROFILE", "text": "x", "outcome": "worked"}, "outcome"),
        ({"customer_id": "C1", "type": "INCIDENT", "text": "x", "status": "closed"}, "status"),
        (
            {"customer_id": "C1", "type": "PROFILE", "text": "x", "created_at": "yesterday"},
            "created_at",
        ),
        ({"customer_id": "C1", "type": "PROFILE", "text": "x", "colour": "red"}, "colour"),
    ],
)
def test_bad_values_raise_an_error_naming_the_field(fields: dict, field_name: str) -> None:
    with pytest.raises(ValidationError) as caught:
        Memory(**fields)
    assert caught.value.field == field_name
    assert str(caught.value).startswith(f"{field_name}: ")


def test_from_dict_rejects_non_objects() -> None:
    with pytest.raises(ValidationError, match="memory"):
        Memory.from_dict(["not", "a", "dict"])  # type: ignore[arg-type]


def test_clock_is_injectable() -> None:
    clock = FixedClock(datetime(2030, 5, 6, 7, 8, 9, tzinfo=UTC))
    memory = Memory.create(clock=clock, customer_id="C1", type="PROFILE", text="Uses Windows 11")
    assert memory.created_at == "2030-05-06T07:08:09.000000Z"
    later = memory.evolve(clock=clock, text="Uses Windows 12")
    assert later.id == memory.id and later.created_at == memory.created_at
    assert later.updated_at == "2030-05-06T07:08:10.000000Z" and later.text == "Uses Windows 12"


def test_evolve_changes_outcome_and_keeps_the_original() -> None:
    step = attempt("C1", "Power-cycle printer", "in_progress")
    failed = step.evolve(outcome=Outcome.FAILED)
    assert failed.outcome is Outcome.FAILED and step.outcome is Outcome.IN_PROGRESS


def test_profile_has_neither_outcome_nor_status() -> None:
    memory = profile("C1", "Uses Acme PDF Suite")
    assert memory.outcome is None and memory.status is None
