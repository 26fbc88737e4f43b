"""``/mcp`` on a live ``support-memory serve``, driven by the SDK's own streamable HTTP
client: behind the REST API's bearer keys (the key's name authors corrections), open
when no key is configured, and with the REST API's error texts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest
from live_server import serve
from mcp_client import call, data, http_session, text

from async_run import run_async
from support_memory.seed import CONVERSATION, FIRST_VISIT, RETURN_VISIT

KEYS = "alice:key-alice,bob:key-bob"


def test_with_a_key_a_client_plays_the_reference_conversation(tmp_path: Path) -> None:
    with serve(tmp_path, api_key=None, SUPPORT_API_KEYS=KEYS) as (_, base):

        async def main() -> dict[str, Any]:
            async with http_session(f"{base}/mcp", "key-alice") as session:
                listed = await session.list_tools()
                assert len(listed.tools) == 7
                for message in CONVERSATION:
                    await data(
                        session, "handle_customer_message", customer_id="CUST-1042", message=message
                    )
                recalled = await data(
                    session,
                    "recall_customer_context",
                    customer_id="CUST-1042",
                    message=RETURN_VISIT,
                )
                for message in FIRST_VISIT:
                    await data(
                        session, "record_customer_message", customer_id="C-OWN", message=message
                    )
                memories = await data(session, "list_customer_memories", customer_id="C-OWN")
                step = next(m for m in memories["memories"] if m["text"] == "Update application")
                await data(
                    session,
                    "correct_memory",
                    customer_id="C-OWN",
                    memory_id=step["id"],
                    outcome="failed",
                    reason="broke again",
                )
                return recalled

        recalled = run_async(main)
        assert recalled["known_fixes"] == ["Update application"]
        with httpx.Client(base_url=base, headers={"Authorization": "Bearer key-bob"}) as rest:
            # The REST API sees what MCP wrote: one store, one audit trail.
            turns = rest.get("/customers/CUST-1042/memories").json()["memories"]
            own = rest.get("/customers/C-OWN/memories").json()["memories"]
            assert len(turns) == len(own) == 5
            audit = rest.get("/customers/C-OWN/audit").json()
            assert {r["engine"] for r in audit["records"]} == {"external"}
            assert audit["corrections"][0]["author"] == "alice"
            assert (
                rest.get("/customers/CUST-1042/audit").json()["records"][0]["session_id"] == "mcp"
            )
            # Tool errors read like the REST API's 4xx bodies.
            rest_long = rest.post(
                "/support/message", json={"customer_id": "C1", "message": "x" * 8001}
            )
            rest_bad = rest.get("/customers/-x/memories")
        assert rest_long.status_code == rest_bad.status_code == 422

        async def errors() -> tuple[str, str]:
            async with http_session(f"{base}/mcp", "key-bob") as session:
                long = await call(
                    session, "handle_customer_message", customer_id="C1", message="x" * 8001
                )
                bad = await call(session, "list_customer_memories", customer_id="-x")
                assert long.is_error and bad.is_error
                return text(long), text(bad)

        assert run_async(errors) == (rest_long.json()["message"], rest_bad.json()["message"])


@pytest.mark.parametrize("key", [None, "wrong-key"])
def test_without_the_right_key_mcp_is_refused_like_rest(tmp_path: Path, key: str | None) -> None:
    with serve(tmp_path, api_key=None, SUPPORT_API_KEYS=KEYS) as (_, base):
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        initialize = {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "test", "version": "1"},
            },
        }
        raw = httpx.post(
            f"{base}/mcp",
            json=initialize,
            headers={**headers, "Accept": "application/json, text/event-stream"},
        )
        assert raw.status_code == 401 and raw.headers["www-authenticate"] == "Bearer"
        rest = httpx.get(f"{base}/customers/C1/memories", headers=headers)
        assert raw.json()["message"] == rest.json()["message"]

        listed: list[str] = []

        async def main() -> None:
            async with http_session(f"{base}/mcp", key) as session:
                listed.extend(tool.name for tool in (await session.list_tools()).tools)

        # The SDK's client gives up on the 401 ("Server returned an error response").
        with pytest.raises(BaseException, match="unhandled errors") as caught:
            run_async(main)
        assert "MCPError" in repr(caught.value) and listed == []


def test_without_any_key_configured_mcp_is_open_like_rest(tmp_path: Path) -> None:
    with serve(tmp_path, api_key=None) as (_, base):

        async def main() -> dict[str, Any]:
            async with http_session(f"{base}/mcp", None) as session:
                await data(
                    session, "handle_customer_message", customer_id="C1", message=FIRST_VISIT[0]
                )
                listed = await data(session, "list_customer_memories", customer_id="C1")
                incident = next(m for m in listed["memories"] if m["type"] == "INCIDENT")
                return await data(
                    session, "delete_memory", customer_id="C1", memory_id=incident["id"]
                )

        deleted = run_async(main)
        assert deleted["corrections"][0]["author"] == "anonymous"
