"""The MCP tools through the SDK's own client, in-process: every tool, the read-only
recall, audited changes, errors with the REST API's texts, isolation across customers."""

from __future__ import annotations

from typing import Any

import pytest
from mcp import Client
from mcp_rig import Rig, make_rig, text_of

from factories import FIRST_VISIT, RETURN_VISIT, attempt
from support_memory import InMemoryStore, Memory, StoreUnavailableError
from support_memory.seed import CONVERSATION

READ_ONLY = {"recall_customer_context", "list_customer_memories"}
TURNS = {"handle_customer_message", "record_customer_message"}
DESTRUCTIVE = {"correct_memory", "delete_memory", "forget_customer"}


@pytest.fixture
def rig() -> Rig:
    return make_rig()


BAD_ID = (
    "customer_id: must be 1-64 characters: a letter or digit, then letters, digits or "
    ". _ : - (pattern ^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$)"
)


def _seeded(rig: Rig, customer: str = "CUST-1042") -> None:
    for message in FIRST_VISIT:
        assert not rig.call(
            "handle_customer_message", customer_id=customer, message=message
        ).is_error


def _data(result: Any) -> dict[str, Any]:
    assert not result.is_error, text_of(result)
    data: dict[str, Any] = result.structured_content
    return data


def test_every_tool_is_listed_with_a_description_schema_and_annotations() -> None:
    rig = make_rig(max_message_chars=500)

    async def steps(client: Client) -> Any:
        return (await client.list_tools()).tools

    tools = {tool.name: tool for tool in rig.run(steps)}
    assert set(tools) == READ_ONLY | TURNS | DESTRUCTIVE
    for name, tool in tools.items():
        assert tool.description and len(tool.description) > 80, name
        assert tool.annotations is not None
        assert tool.annotations.destructive_hint is (
            True if name in DESTRUCTIVE else None if name in READ_ONLY else False
        )
        assert tool.annotations.read_only_hint is (name in READ_ONLY)
        schema = tool.input_schema["properties"]["customer_id"]
        assert schema["type"] == "string" and schema["pattern"].startswith("^[A-Za-z0-9]")
    message = tools["handle_customer_message"].input_schema["properties"]["message"]
    assert message["maxLength"] == 500 and message["minLength"] == 1
    assert tools["forget_customer"].input_schema["required"] == ["customer_id", "confirm"]


def test_the_reference_conversation_then_recall_gives_update_application(rig: Rig) -> None:
    replies = [
        _data(rig.call("handle_customer_message", customer_id="CUST-1042", message=m))
        for m in CONVERSATION
    ]
    assert "Update application" in replies[-1]["reply"]
    assert replies[-1]["metadata"]["known_fixes"] == ["Update application"]
    recalled = _data(
        rig.call("recall_customer_context", customer_id="CUST-1042", message=RETURN_VISIT)
    )
    assert recalled["known_fixes"] == ["Update application"]
    assert recalled["known_failures"] == ["Restart application", "Cleared application cache"]
    assert all(m["reason"] for m in recalled["used_memories"])
    turns = rig.audit.records("CUST-1042", limit=100)
    assert len(turns) == len(CONVERSATION) and {r.session_id for r in turns} == {"mcp"}


def test_recall_writes_no_memory_and_no_audit_record(rig: Rig) -> None:
    _seeded(rig)
    memories = [m.to_dict() for m in rig.store.all("CUST-1042")]
    records = rig.audit.records("CUST-1042")
    for _ in range(3):
        _data(rig.call("recall_customer_context", customer_id="CUST-1042", message=RETURN_VISIT))
    assert [m.to_dict() for m in rig.store.all("CUST-1042")] == memories
    assert rig.audit.records("CUST-1042") == records


def _shape(memories: list[Memory]) -> list[tuple[object, ...]]:
    texts = {m.id: m.text for m in memories}
    return sorted(
        (m.type.value, m.text, m.outcome, m.status, m.product, texts.get(m.incident_id or ""))
        for m in memories
    )


def test_record_after_an_own_reply_stores_what_a_full_turn_would(rig: Rig) -> None:
    for message in CONVERSATION:
        _data(rig.call("handle_customer_message", customer_id="CUST-TURN", message=message))
        _data(rig.call("recall_customer_context", customer_id="CUST-OWN", message=message))
        recorded = _data(
            rig.call("record_customer_message", customer_id="CUST-OWN", message=message)
        )
        assert recorded["engine"] == "external" and recorded["audit_id"].startswith("aud_")
    assert _shape(rig.store.all("CUST-OWN")) == _shape(rig.store.all("CUST-TURN"))
    assert {r.engine for r in rig.audit.records("CUST-OWN")} == {"external"}


def test_record_says_what_was_added_and_what_was_updated(rig: Rig) -> None:
    first = _data(rig.call("record_customer_message", customer_id="C1", message=FIRST_VISIT[0]))
    assert [(m["type"], m["text"]) for m in first["added"]] == [
        ("INCIDENT", "App crashes on large PDF upload"),
        ("PROFILE", "Uses Acme PDF Suite"),
    ]
    assert first["updated"] == []
    _data(rig.call("record_customer_message", customer_id="C1", message="I'm restarting it now."))
    later = _data(
        rig.call("record_customer_message", customer_id="C1", message="That did not help.")
    )
    assert [(m["text"], m["outcome"]) for m in later["updated"]] == [
        ("Restart application", "failed")
    ]


def test_list_filters_by_type_and_limits(rig: Rig) -> None:
    _seeded(rig)
    everything = _data(rig.call("list_customer_memories", customer_id="CUST-1042"))
    assert everything["total"] == len(everything["memories"]) == 5
    attempts = _data(
        rig.call("list_customer_memories", customer_id="CUST-1042", type="ATTEMPT", limit=2)
    )
    assert attempts["total"] == 3 and len(attempts["memories"]) == 2
    assert {m["type"] for m in attempts["memories"]} == {"ATTEMPT"}


def _memory_id(rig: Rig, customer: str, text: str) -> str:
    return next(m.id for m in rig.store.all(customer) if m.text == text)


def test_a_correction_is_audited_with_its_author_and_changes_the_next_recall(rig: Rig) -> None:
    _seeded(rig)
    fix = _memory_id(rig, "CUST-1042", "Update application")
    changed = _data(
        rig.call(
            "correct_memory",
            customer_id="CUST-1042",
            memory_id=fix,
            outcome="failed",
            reason="customer says it broke again",
        )
    )
    assert changed["memory"]["outcome"] == "failed"
    [record] = changed["corrections"]
    assert record["author"] == "tester" and record["before"] == {"outcome": "worked"}
    assert rig.audit.corrections("CUST-1042")[0].reason == "customer says it broke again"
    recalled = _data(
        rig.call("recall_customer_context", customer_id="CUST-1042", message=RETURN_VISIT)
    )
    assert "Update application" not in recalled["known_fixes"]
    assert "Update application" in recalled["known_failures"]


def test_an_attempt_can_be_unlinked_but_not_linked_and_unlinked_at_once(rig: Rig) -> None:
    _seeded(rig)
    step = _memory_id(rig, "CUST-1042", "Restart application")
    both = rig.call(
        "correct_memory",
        customer_id="CUST-1042",
        memory_id=step,
        incident_id="mem_x",
        unlink_incident=True,
    )
    assert both.is_error and "not both" in text_of(both)
    unlinked = _data(
        rig.call("correct_memory", customer_id="CUST-1042", memory_id=step, unlink_incident=True)
    )
    assert unlinked["memory"]["incident_id"] is None


def test_delete_is_audited_and_forget_needs_the_id_repeated(rig: Rig) -> None:
    _seeded(rig)
    step = _memory_id(rig, "CUST-1042", "Restart application")
    deleted = _data(
        rig.call("delete_memory", customer_id="CUST-1042", memory_id=step, reason="dup")
    )
    assert deleted["corrections"][0]["action"] == "deleted"
    assert all(m.id != step for m in rig.store.all("CUST-1042"))
    refused = rig.call("forget_customer", customer_id="CUST-1042", confirm="yes")
    assert refused.is_error
    assert text_of(refused) == "confirm: must repeat the customer id exactly; nothing was deleted"
    assert len(rig.store.all("CUST-1042")) == 4
    forgotten = _data(rig.call("forget_customer", customer_id="CUST-1042", confirm="CUST-1042"))
    assert forgotten["deleted"] == 4 and forgotten["audit_deleted"] > 0
    assert rig.store.all("CUST-1042") == [] and rig.audit.records("CUST-1042") == []


@pytest.mark.parametrize(
    ("tool", "arguments"),
    [
        ("recall_customer_context", {"message": "hi"}),
        ("handle_customer_message", {"message": "hi"}),
        ("record_customer_message", {"message": "hi"}),
        ("list_customer_memories", {}),
        ("correct_memory", {"memory_id": "mem_1", "outcome": "failed"}),
        ("delete_memory", {"memory_id": "mem_1"}),
        ("forget_customer", {"confirm": "../etc"}),
    ],
)
@pytest.mark.parametrize("customer_id", ["../etc", "", "a" * 65, "bob smith", "CUST-1/../2"])
def test_a_bad_customer_id_is_a_tool_error_on_every_tool(
    rig: Rig, tool: str, arguments: dict[str, Any], customer_id: str
) -> None:
    result = rig.call(tool, customer_id=customer_id, **arguments)
    assert result.is_error
    assert text_of(result) == BAD_ID
    assert result.structured_content == {
        "error": "validation_error",
        "message": BAD_ID,
        "status": 422,
    }


@pytest.mark.parametrize("tool", sorted(TURNS | {"recall_customer_context"}))
def test_an_oversized_or_empty_message_is_refused_and_nothing_is_stored(
    rig: Rig, tool: str
) -> None:
    too_long = rig.call(tool, customer_id="C1", message="crash " * 1400)
    assert too_long.is_error
    assert text_of(too_long) == "message: String should have at most 8000 characters"
    blank = rig.call(tool, customer_id="C1", message=" \n ")
    assert text_of(blank) == "message: must contain some text"
    assert rig.store.all("C1") == [] and rig.audit.records("C1") == []


def test_the_message_bound_is_the_configured_one() -> None:
    rig = make_rig(max_message_chars=20)
    result = rig.call("handle_customer_message", customer_id="C1", message="x" * 21)
    assert text_of(result) == "message: String should have at most 20 characters"


def test_unknown_or_other_customers_memory_ids_are_not_found(rig: Rig) -> None:
    _seeded(rig, "CUST-A")
    theirs = _memory_id(rig, "CUST-A", "Update application")
    for memory_id in (theirs, "mem_missing"):
        for tool, extra in (("correct_memory", {"outcome": "failed"}), ("delete_memory", {})):
            result = rig.call(tool, customer_id="CUST-B", memory_id=memory_id, **extra)
            assert result.is_error
            assert text_of(result) == "this customer has no memory with that id"
    assert next(m for m in rig.store.all("CUST-A") if m.id == theirs).outcome == "worked"


def test_nothing_crosses_customers(rig: Rig) -> None:
    _seeded(rig, "CUST-A")
    recalled = _data(
        rig.call("recall_customer_context", customer_id="CUST-B", message=RETURN_VISIT)
    )
    assert recalled["used_memories"] == [] and recalled["known_fixes"] == []
    reply = _data(rig.call("handle_customer_message", customer_id="CUST-B", message=RETURN_VISIT))
    assert "Update application" not in reply["reply"]
    assert _data(rig.call("list_customer_memories", customer_id="CUST-B"))["total"] > 0
    listed_b = _data(rig.call("list_customer_memories", customer_id="CUST-B"))["memories"]
    assert {m["customer_id"] for m in listed_b} == {"CUST-B"}
    _data(rig.call("forget_customer", customer_id="CUST-B", confirm="CUST-B"))
    assert len(rig.store.all("CUST-A")) == 5


class DownStore(InMemoryStore):
    def all(self, customer_id: str) -> list[Memory]:
        raise StoreUnavailableError("connection refused to db.internal:5432 (password=hunter2)")


class BuggyStore(InMemoryStore):
    """Fails once, with text that must never reach a client."""

    failed = False

    def all(self, customer_id: str) -> list[Memory]:
        if not self.failed:
            self.failed = True
            raise RuntimeError("secret of CUST-OTHER: card 4111")
        return super().all(customer_id)


def test_store_failures_are_the_rest_messages_and_never_leak_or_crash() -> None:
    down = make_rig(DownStore())
    result = down.call("list_customer_memories", customer_id="C1")
    assert result.is_error and text_of(result) == "the memory store is unavailable; retry shortly"
    assert result.structured_content is not None and result.structured_content["status"] == 503
    buggy = make_rig(BuggyStore())

    async def steps(client: Client) -> tuple[Any, Any]:
        broken = await client.call_tool("list_customer_memories", {"customer_id": "C1"})
        fine = await client.call_tool(
            "recall_customer_context", {"customer_id": "C1", "message": "hi"}
        )
        return broken, fine

    broken, fine = buggy.run(steps)
    assert broken.is_error and text_of(broken) == "unexpected server error; it has been logged"
    assert "4111" not in str(broken.model_dump())
    assert not fine.is_error, "the server keeps answering after a failed call"


def test_a_wrong_json_type_is_a_tool_error(rig: Rig) -> None:
    result = rig.call("handle_customer_message", customer_id=42, message="hi")
    assert result.is_error and "customer_id" in text_of(result)
    assert rig.store.all("42") == []


def test_memories_stored_before_are_recalled_with_reasons() -> None:
    store = InMemoryStore()
    store.add(attempt("C1", "Turn off VPN", "worked"))
    rig = make_rig(store)
    recalled = _data(
        rig.call("recall_customer_context", customer_id="C1", message="The VPN sync fails again")
    )
    assert recalled["known_fixes"] == ["Turn off VPN"]
    assert recalled["used_memories"][0]["reason"]
