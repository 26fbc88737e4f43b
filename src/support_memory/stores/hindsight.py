"""``HindsightStore``: customer memories on a real Hindsight 1.1 server, over its HTTP API.

One bank per (namespace, customer) (``hindsight_wire.bank_id``), configured once, in
``chunks`` mode so our structured memories are stored verbatim. Every call we make is
idempotent (re-retaining a ``document_id`` replaces it), so connect errors, timeouts and 5xx
answers are retried with exponential backoff before they become ``StoreUnavailableError``.

Errors: 401/403 → ``StoreAuthError``; unreachable, timeouts, 408/429/5xx →
``StoreUnavailableError`` (the agent degrades recall; ``OutboxStore`` queues writes); other
refusals → ``StoreError``. The API key is sent only as ``Authorization: Bearer`` and never
appears in a repr, a log line or an error message.
"""

from __future__ import annotations

import ipaddress
import logging
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any
from urllib.parse import urlsplit

import httpx

from support_memory.errors import (
    ConfigError,
    MemoryNotFoundError,
    StoreAuthError,
    StoreError,
    StoreUnavailableError,
)
from support_memory.models import Memory
from support_memory.retrieval import Hit
from support_memory.state import CustomerState, assemble
from support_memory.stores import hindsight_wire as wire
from support_memory.stores.hindsight_state import HindsightStateSource

log = logging.getLogger(__name__)

_PAGE_SIZE = 500
_RETRY_STATUSES = frozenset({408, 429, 500, 502, 503, 504})


class HindsightStore:
    """``MemoryStore`` backed by a Hindsight server (``base_url``), banks ``{bank}-{customer}``.

    ``client`` lets tests (``httpx.MockTransport``) and applications share a configured
    ``httpx.Client``; by default the store owns one with ``timeout`` seconds per request.
    Plain ``http://`` is only accepted for loopback hosts unless ``allow_insecure_http``.
    """

    def __init__(
        self,
        base_url: str,
        bank: str = "support",
        api_key: str | None = None,
        client: httpx.Client | None = None,
        *,
        timeout: float = 10.0,
        retries: int = 2,
        backoff: float = 0.2,
        allow_insecure_http: bool = False,
        recall_budget: str = "low",
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self._base_url = _check_url(base_url, allow_insecure_http)
        self._namespace = wire.validate_namespace(bank)
        self._api_key = api_key or None
        self._retries = max(0, retries)
        self._backoff = backoff
        self._budget = recall_budget
        self._sleep = sleep
        self._owns_client = client is None
        self._client = client or httpx.Client(
            timeout=httpx.Timeout(timeout, connect=min(timeout, 5.0)),
            follow_redirects=False,
        )
        self._configured: set[str] = set()
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        key = "set" if self._api_key else "none"
        return (
            f"HindsightStore(base_url={self._base_url!r}, bank={self._namespace!r}, api_key={key})"
        )

    def close(self) -> None:
        if self._owns_client:
            self._client.close()

    def __enter__(self) -> HindsightStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def bank_for(self, customer_id: str) -> str:
        """The Hindsight bank id holding ``customer_id``'s memories."""
        return wire.bank_id(self._namespace, customer_id)

    # -- MemoryStore ------------------------------------------------------------------------
    def add(self, memory: Memory) -> Memory:
        bank = self.bank_for(memory.customer_id)
        self._ensure_bank(bank)
        if self._fetch_document(bank, memory.id) is not None:
            raise StoreError(f"memory {memory.id} already exists; use update() to change it")
        self._retain(bank, memory)
        return memory

    def update(self, memory: Memory) -> Memory:
        bank = self.bank_for(memory.customer_id)
        if self._fetch_document(bank, memory.id) is None:
            raise MemoryNotFoundError(
                f"customer {memory.customer_id} has no memory {memory.id} to update"
            )
        self._ensure_bank(bank)
        self._retain(bank, memory)  # same document_id: Hindsight replaces the old one
        return memory

    # -- one memory by id (corrections) -------------------------------------------------------
    def get(self, customer_id: str, memory_id: str) -> Memory:
        """The memory's document (document id = memory id) in the customer's own bank."""
        bank = self.bank_for(customer_id)
        memory = wire.memory_from_metadata(
            wire.document_metadata(self._fetch_document(bank, memory_id)),
            customer_id=customer_id,
            document_id=memory_id,
        )
        if memory is None:
            raise MemoryNotFoundError(f"customer {customer_id} has no memory {memory_id}")
        return memory

    def delete(self, customer_id: str, memory_id: str) -> None:
        """``DELETE /banks/{bank}/documents/{memory id}``: the document and the memory units
        Hindsight made from it. A 404 on the delete itself (a concurrent delete won) is
        success: the memory is gone either way."""
        bank = self.bank_for(customer_id)
        self.get(customer_id, memory_id)  # MemoryNotFoundError, never a blind delete
        self._request("DELETE", wire.document_path(bank, memory_id), missing_ok=True)

    def all(self, customer_id: str) -> list[Memory]:
        bank = self.bank_for(customer_id)
        found: dict[str, Memory] = {}
        offset = 0
        while True:
            payload = self._request(
                "GET",
                wire.list_path(bank),
                params=wire.list_params(limit=_PAGE_SIZE, offset=offset),
                missing_ok=True,
            )
            items = wire.results_of(payload)
            for item in items:
                memory = wire.memory_from_metadata(
                    item.get("metadata"),
                    customer_id=customer_id,
                    document_id=_str_or_none(item.get("document_id")),
                )
                if memory is not None:
                    found.setdefault(memory.id, memory)  # one entry per document
            offset += len(items)
            total = wire.total_of(payload)
            if not items or (total is not None and offset >= total):
                break
        return sorted(found.values(), key=lambda m: (m.created_at, m.id))

    def forget(self, customer_id: str) -> int:
        bank = self.bank_for(customer_id)
        count = len(self.all(customer_id))
        self._request("DELETE", wire.bank_path(bank), missing_ok=True)
        with self._lock:
            self._configured.discard(bank)
        return count

    def search(self, customer_id: str, query: str, limit: int = 5) -> list[tuple[Memory, float]]:
        return [(hit.memory, hit.score) for hit in self.retrieve(customer_id, query, limit)]

    def retrieve(self, customer_id: str, query: str, limit: int) -> list[Hit]:
        """``search`` with each hit's signals (``retrieval.ScoredSearch``): Hindsight's final
        score, and its semantic similarity when the vector path found the memory."""
        bank = self.bank_for(customer_id)
        if limit <= 0 or not wire.has_words(query):
            return []
        payload = self._request(
            "POST",
            wire.recall_path(bank),
            json=wire.recall_body(query, budget=self._budget),
            missing_ok=True,
        )
        hits: list[Hit] = []
        seen: set[str] = set()
        for result in wire.results_of(payload):
            memory = self._memory_of(bank, customer_id, result)
            if memory is None or memory.id in seen:
                continue
            seen.add(memory.id)
            hits.append(Hit(memory, wire.score_of(result), wire.signals_of(result)))
            if len(hits) == limit:
                break
        return hits

    # -- customer state (issue 11) ----------------------------------------------------------
    def state(self, customer_id: str, focus: Sequence[str] = ()) -> CustomerState:
        """The customer's state from tagged list calls (``hindsight_state``): 5-7 calls,
        whatever the size of the bank."""
        bank = self.bank_for(customer_id)

        def list_page(params: dict[str, Any]) -> Any:
            return self._request("GET", wire.list_path(bank), params=params, missing_ok=True)

        return assemble(HindsightStateSource(list_page, customer_id), customer_id, focus)

    # -- helpers ----------------------------------------------------------------------------
    def _memory_of(self, bank: str, customer_id: str, result: Mapping[str, Any]) -> Memory | None:
        document_id = _str_or_none(result.get("document_id"))
        memory = wire.memory_from_metadata(
            result.get("metadata"), customer_id=customer_id, document_id=document_id
        )
        if memory is None and result.get("metadata") is None and document_id:
            # Hindsight 1.1 sometimes returns a hit without its metadata; the document
            # (= our memory id) still has it.
            memory = wire.memory_from_metadata(
                wire.document_metadata(self._fetch_document(bank, document_id)),
                customer_id=customer_id,
                document_id=document_id,
            )
        if memory is None:
            log.debug("dropped a recall result without support-memory metadata")
        return memory

    def _ensure_bank(self, bank: str) -> None:
        with self._lock:
            if bank in self._configured:
                return
        self._request("PUT", wire.bank_path(bank), json=wire.BANK_CONFIG)
        with self._lock:
            self._configured.add(bank)

    def _retain(self, bank: str, memory: Memory) -> None:
        self._request("POST", wire.memories_path(bank), json=wire.retain_body([memory]))

    def _fetch_document(self, bank: str, document_id: str) -> Any:
        return self._request("GET", wire.document_path(bank, document_id), missing_ok=True)

    def _request(
        self,
        method: str,
        path: str,
        *,
        json: Any = None,
        params: Mapping[str, Any] | None = None,
        missing_ok: bool = False,
    ) -> Any:
        """Send one idempotent call with retries; ``None`` for a 404 when ``missing_ok``."""
        attempt = 0
        while True:
            try:
                response = self._client.request(
                    method,
                    self._base_url + path,
                    json=json,
                    params=params,
                    headers=self._headers(),
                )
            except httpx.HTTPError as exc:
                error: StoreError = _transport_error(method, path, exc)
                error.__cause__ = exc  # as `raise ... from exc`, once retries run out
            else:
                if response.status_code == 404 and missing_ok:
                    return None
                if response.is_success:
                    return _json_of(response, method, path)
                error = _status_error(method, path, response, self._api_key)
                if response.status_code not in _RETRY_STATUSES:
                    raise error
            if attempt >= self._retries:
                raise error
            delay = self._backoff * (2**attempt)
            log.warning(
                "hindsight %s %s failed (%s); retrying in %.2fs",
                method,
                path,
                type(error).__name__,
                delay,
            )
            self._sleep(delay)
            attempt += 1

    def _headers(self) -> dict[str, str]:
        headers = {"Accept": "application/json"}
        if self._api_key:
            headers["Authorization"] = f"Bearer {self._api_key}"
        return headers


def _check_url(base_url: str, allow_insecure_http: bool) -> str:
    parts = urlsplit(base_url.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ConfigError(f"HINDSIGHT_URL must be an http(s):// URL, got {base_url!r}")
    if parts.username or parts.password:
        raise ConfigError("HINDSIGHT_URL must not carry credentials; use HINDSIGHT_API_KEY")
    if parts.scheme == "http" and not allow_insecure_http and not _is_loopback(parts.hostname):
        raise ConfigError(
            f"HINDSIGHT_URL uses plain http:// to {parts.hostname}, which would send the API key "
            "and customer data unencrypted; use https://, or set HINDSIGHT_ALLOW_HTTP=1 "
            "(allow_insecure_http=True) on a network you trust"
        )
    return f"{parts.scheme}://{parts.netloc}{parts.path.rstrip('/')}"


def _is_loopback(host: str) -> bool:
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _str_or_none(value: object) -> str | None:
    return value if isinstance(value, str) and value else None


def _transport_error(method: str, path: str, exc: httpx.HTTPError) -> StoreError:
    kind = "timed out" if isinstance(exc, httpx.TimeoutException) else "could not be reached"
    if isinstance(exc, httpx.TransportError):
        return StoreUnavailableError(f"Hindsight {kind} ({method} {path}: {type(exc).__name__})")
    return StoreError(f"Hindsight request failed ({method} {path}: {type(exc).__name__})")


def _status_error(
    method: str, path: str, response: httpx.Response, api_key: str | None
) -> StoreError:
    status = response.status_code
    try:
        detail = wire.error_detail(response.json())
    except ValueError:
        detail = ""
    if api_key:
        detail = detail.replace(api_key, "***")
    where = f"{method} {path} → {status}" + (f": {detail}" if detail else "")
    if status in (401, 403):
        return StoreAuthError(
            f"Hindsight refused our credentials ({where}); check HINDSIGHT_API_KEY"
        )
    if status in _RETRY_STATUSES:
        return StoreUnavailableError(f"Hindsight is failing ({where})")
    return StoreError(f"Hindsight refused the request ({where})")


def _json_of(response: httpx.Response, method: str, path: str) -> Any:
    if not response.content:
        return None
    try:
        return response.json()
    except ValueError as exc:
        raise StoreUnavailableError(
            f"Hindsight answered {method} {path} with something that is not JSON"
        ) from exc


__all__ = ["HindsightStore"]
