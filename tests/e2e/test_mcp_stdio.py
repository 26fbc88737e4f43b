"""``support-memory mcp`` over stdio, driven by the SDK's own client as a desktop client
would: list the tools, play the reference conversation, recall the known fix."""

from __future__ import annotations

from pathlib import Path

from mcp_client import call, data, stdio_session, text

from async_run import run_async
from support_memory.seed import CONVERSATION, FIRST_VISIT, RETURN_VISIT

TOOLS = {
    "recall_customer_context",
    "handle_customer_message",
    "record_customer_message",
    "list_customer_memories",
    "correct_memory",
    "delete_memory",
    "forget_customer",
}


def test_a_desktop_client_plays_the_reference_conversation_over_stdio(tmp_path: Path) -> None:
    env = {"STORE_PATH": str(tmp_path / "memories.db"), "MCP_AUTHOR": "desk-agent"}

    async def main() -> None:
        async with stdio_session(tmp_path, env) as session:
            listed = await session.list_tools()
            assert {tool.name for tool in listed.tools} == TOOLS
            for message in CONVERSATION:
                reply = await data(
                    session, "handle_customer_message", customer_id="CUST-1042", message=message
                )
            assert "Update application" in reply["reply"]
            recalled = await data(
                session, "recall_customer_context", customer_id="CUST-1042", message=RETURN_VISIT
            )
            assert recalled["known_fixes"] == ["Update application"]
            assert recalled["known_failures"] == [
                "Restart application",
                "Cleared application cache",
            ]
            # An agent that writes its own replies stores the same memories.
            for message in FIRST_VISIT:
                await data(session, "record_customer_message", customer_id="C-OWN", message=message)
            own = await data(session, "list_customer_memories", customer_id="C-OWN")
            turns = await data(session, "list_customer_memories", customer_id="CUST-1042")
            assert len(own["memories"]) == 5 and len(turns["memories"]) == 5
            assert {m["customer_id"] for m in own["memories"]} == {"C-OWN"}
            # Destructive tools are audited with MCP_AUTHOR.
            step = next(m for m in own["memories"] if m["text"] == "Restart application")
            deleted = await data(
                session, "delete_memory", customer_id="C-OWN", memory_id=step["id"], reason="dup"
            )
            assert deleted["corrections"][0]["author"] == "desk-agent"
            # Errors are tool errors; the server carries on.
            bad = await call(session, "handle_customer_message", customer_id="-x", message="hi")
            assert bad.is_error and text(bad).startswith("customer_id: must be 1-64 characters")
            long = await call(
                session, "record_customer_message", customer_id="C1", message="x" * 8001
            )
            assert text(long) == "message: String should have at most 8000 characters"
            again = await data(session, "list_customer_memories", customer_id="CUST-1042")
            assert again["total"] == 5

    run_async(main)
    assert (tmp_path / "memories.db").exists(), "the store is the one STORE_PATH names"
