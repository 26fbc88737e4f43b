"""A small in-process fake of the Hindsight 1.1 HTTP API for ``httpx.MockTransport``.

It records every request and answers the calls ``HindsightStore`` makes with the shapes a
real 1.1.0 server returns (checked by hand against one). ``fail_next`` queues canned
failures: an HTTP status or an ``httpx`` exception to raise.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs, unquote

import httpx

PREFIX = "/v1/default/banks/"


@dataclass
class Seen:
    method: str
    path: str  # decoded path, no query
    raw_path: str  # as sent on the wire
    query: dict[str, list[str]]
    headers: httpx.Headers
    body: Any


@dataclass
class FakeHindsight:
    api_key: str | None = "test-key-123"
    page_cap: int = 1000
    requests: list[Seen] = field(default_factory=list)
    banks: dict[str, dict[str, Any]] = field(default_factory=dict)
    documents: dict[str, dict[str, dict[str, Any]]] = field(default_factory=dict)
    fail_next: list[int | Exception] = field(default_factory=list)
    recall_override: list[dict[str, Any]] | None = None

    def transport(self) -> httpx.MockTransport:
        return httpx.MockTransport(self.handle)

    def client(self) -> httpx.Client:
        return httpx.Client(transport=self.transport())

    def calls(self) -> list[tuple[str, str]]:
        return [(seen.method, seen.path) for seen in self.requests]

    # -- dispatch ---------------------------------------------------------------------------
    def handle(self, request: httpx.Request) -> httpx.Response:
        raw = request.url.raw_path.decode()
        raw_path, _, raw_query = raw.partition("?")
        body = json.loads(request.content) if request.content else None
        seen = Seen(
            request.method, unquote(raw_path), raw_path, parse_qs(raw_query), request.headers, body
        )
        self.requests.append(seen)
        if self.fail_next:
            failure = self.fail_next.pop(0)
            if isinstance(failure, Exception):
                raise failure
            return httpx.Response(failure, json={"detail": f"canned {failure}"})
        if self.api_key and request.headers.get("authorization") != f"Bearer {self.api_key}":
            return httpx.Response(401, json={"detail": "Authentication failed: Invalid API key"})
        return self._route(seen)

    def _route(self, seen: Seen) -> httpx.Response:
        parts = [unquote(p) for p in seen.raw_path.removeprefix(PREFIX).split("/")]
        bank, rest = parts[0], parts[1:]
        method = seen.method
        if method == "PUT" and not rest:
            self.banks[bank] = dict(seen.body)
            self.documents.setdefault(bank, {})
            return httpx.Response(200, json={"bank_id": bank, "name": bank})
        if method == "DELETE" and not rest:
            gone = self.documents.pop(bank, {})
            self.banks.pop(bank, None)
            return httpx.Response(200, json={"success": True, "deleted_count": 2 * len(gone)})
        if method == "POST" and rest == ["memories"]:
            return self._retain(bank, seen.body)
        if bank not in self.documents:
            detail = (
                "Document not found" if rest[:1] == ["documents"] else f"Bank '{bank}' not found"
            )
            return httpx.Response(404, json={"detail": detail})
        if method == "GET" and rest[:1] == ["documents"]:
            doc = self.documents[bank].get(rest[1])
            if doc is None:
                return httpx.Response(404, json={"detail": "Document not found"})
            return httpx.Response(
                200, json={"id": rest[1], "bank_id": bank, "document_metadata": doc["metadata"]}
            )
        if method == "DELETE" and rest[:1] == ["documents"]:
            if self.documents[bank].pop(rest[1], None) is None:
                return httpx.Response(404, json={"detail": "Document not found"})
            return httpx.Response(
                200, json={"success": True, "document_id": rest[1], "memory_units_deleted": 1}
            )
        if method == "GET" and rest == ["memories", "list"]:
            return self._list(bank, seen.query)
        if method == "POST" and rest == ["memories", "recall"]:
            return self._recall(bank, seen.body)
        return httpx.Response(405, json={"detail": "Method Not Allowed"})

    def _retain(self, bank: str, body: dict[str, Any]) -> httpx.Response:
        for item in body["items"]:
            meta = item.get("metadata") or {}
            if any(not isinstance(v, str) for v in meta.values()):
                return httpx.Response(
                    422,
                    json={
                        "detail": [
                            {
                                "loc": ["body", "items", 0, "metadata"],
                                "msg": "Input should be a valid string",
                            }
                        ]
                    },
                )
        docs = self.documents.setdefault(bank, {})
        for item in body["items"]:
            docs.pop(item["document_id"], None)  # same document_id replaces; now the newest
            docs[item["document_id"]] = item
        return httpx.Response(
            200,
            json={
                "success": True,
                "bank_id": bank,
                "items_count": len(body["items"]),
                "async": False,
            },
        )

    def _units(self, bank: str) -> list[dict[str, Any]]:
        return [
            {
                "id": f"unit-{doc_id}",
                "text": doc["content"],
                "document_id": doc_id,
                "metadata": doc["metadata"],
                "tags": doc.get("tags", []),
                "fact_type": "world",
            }
            for doc_id, doc in self.documents[bank].items()
        ]

    def _list(self, bank: str, query: dict[str, list[str]]) -> httpx.Response:
        units = self._units(bank)
        tags = set(query.get("tags", []))
        if tags:  # tags_match=any, the only mode the store uses
            units = [unit for unit in units if tags & set(unit["tags"])]
        if "time_field" in query:  # newest write first, as the real server orders
            units.reverse()
        limit = min(int(query.get("limit", ["100"])[0]), self.page_cap)
        offset = int(query.get("offset", ["0"])[0])
        return httpx.Response(
            200,
            json={
                "items": units[offset : offset + limit],
                "total": len(units),
                "limit": limit,
                "offset": offset,
            },
        )

    def _recall(self, bank: str, body: dict[str, Any]) -> httpx.Response:
        if self.recall_override is not None:
            return httpx.Response(200, json={"results": self.recall_override})
        words = set(re.findall(r"\w+", body["query"].lower()))
        scored = []
        for unit in self._units(bank):
            overlap = len(words & set(re.findall(r"\w+", unit["text"].lower())))
            if overlap:
                scored.append(
                    {
                        **unit,
                        "type": "world",
                        "scores": {
                            "final": float(overlap),
                            "semantic": None,
                            "keyword": float(overlap),
                            "reranker": None,
                        },
                    }
                )
        scored.sort(key=lambda r: -r["scores"]["final"])
        return httpx.Response(200, json={"results": scored, "trace": None})
