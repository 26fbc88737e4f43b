"""The Hindsight 1.1 wire format, as pure functions: bank names, paths, request bodies,
and turning responses back into ``Memory`` objects. No I/O here; ``hindsight.py`` sends.

How a memory is stored (one Hindsight *document* per memory):

* ``document_id`` = ``Memory.id``. Re-retaining the same document replaces it, which is how
  ``update`` works and why every write is idempotent.
* ``content`` = ``Memory.text`` (the bank is in ``chunks`` mode, so it is kept verbatim).
* ``metadata`` = every ``Memory`` field as a flat ``str -> str`` map (Hindsight refuses nested
  values with a 422): ``None`` fields are left out, ``Memory.metadata`` travels as a JSON
  string under ``memory_metadata``, and ``sm_schema`` marks the layout version.
* ``tags`` = ``support-memory``, ``type:<TYPE>``, ``outcome:<o>`` / ``status:<s>``,
  ``memory:<id>`` and ``incident:<incident id>``: for people browsing the bank and for the
  state read's ``tags`` filter (``hindsight_state``); isolation never relies on tags.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any
from urllib.parse import quote

from support_memory import patterns
from support_memory.errors import ValidationError
from support_memory.models import MEMORY_FIELDS, Memory, MemoryType, validate_customer_id

API_PREFIX = "/v1/default"
SCHEMA_VERSION = "1"
SCHEMA_KEY = "sm_schema"
USER_METADATA_KEY = "memory_metadata"
NAMESPACE_RE = patterns.compile(r"^[A-Za-z0-9_-]{1,64}$")
_WORD_RE = patterns.compile(r"\w")
# Fields copied one-to-one between Memory and Hindsight metadata.
_FIELDS = tuple(f for f in MEMORY_FIELDS if f != "metadata")


# -- bank naming ---------------------------------------------------------------------------
def _escape(value: str, *, keep_dash: bool) -> str:
    """Lower-case, reversible escaping: ``A`` → ``_a``, ``_`` → ``__``, ``-`` → ``_0``.

    The output uses only ``[a-z0-9._:-]``, so two inputs that differ only in case can never
    meet, even on a server that compares bank ids case-insensitively.
    """
    out = []
    for char in value:
        if "a" <= char <= "z" or "0" <= char <= "9" or char in ".:":
            out.append(char)
        elif "A" <= char <= "Z":
            out.append("_" + char.lower())
        elif char == "_":
            out.append("__")
        elif char == "-":
            out.append("-" if keep_dash else "_0")
        else:
            raise ValidationError("bank", f"character {char!r} cannot be part of a bank id")
    return "".join(out)


def _unescape(value: str) -> str:
    out, chars = [], iter(value)
    for char in chars:
        if char != "_":
            out.append(char)
            continue
        nxt = next(chars, "")
        if nxt == "_":
            out.append("_")
        elif nxt == "0":
            out.append("-")
        elif "a" <= nxt <= "z":
            out.append(nxt.upper())
        else:
            raise ValueError(f"not an escaped bank id: {value!r}")
    return "".join(out)


def validate_namespace(namespace: str) -> str:
    if not isinstance(namespace, str) or not NAMESPACE_RE.fullmatch(namespace):
        raise ValidationError(
            "bank", "the bank namespace (HINDSIGHT_BANK) must be 1-64 letters, digits, '_' or '-'"
        )
    return namespace


def bank_id(namespace: str, customer_id: str) -> str:
    """The bank that holds exactly one customer's memories: ``{namespace}-{customer}``.

    Both parts are escaped (``_escape``); the namespace part never contains ``-``, so the
    first ``-`` always splits the two and ``("a-b", "c")`` and ``("a", "b-c")`` differ.
    ``bank_id("support", "CUST-1042") == "support-_c_u_s_t-1042"``.
    """
    validate_namespace(namespace)
    validate_customer_id(customer_id)
    return f"{_escape(namespace, keep_dash=False)}-{_escape(customer_id, keep_dash=True)}"


def parse_bank_id(bank: str) -> tuple[str, str]:
    """Inverse of ``bank_id``: ``(namespace, customer_id)``; ``ValueError`` if not ours."""
    namespace, sep, customer = bank.partition("-")
    if not sep:
        raise ValueError(f"not a support-memory bank id: {bank!r}")
    return _unescape(namespace), _unescape(customer)


# -- paths ---------------------------------------------------------------------------------
def _segment(value: str) -> str:
    return quote(value, safe="")


def bank_path(bank: str) -> str:
    return f"{API_PREFIX}/banks/{_segment(bank)}"


def memories_path(bank: str) -> str:
    return f"{bank_path(bank)}/memories"


def recall_path(bank: str) -> str:
    return f"{bank_path(bank)}/memories/recall"


def list_path(bank: str) -> str:
    return f"{bank_path(bank)}/memories/list"


def document_path(bank: str, document_id: str) -> str:
    return f"{bank_path(bank)}/documents/{_segment(document_id)}"


# -- request bodies ------------------------------------------------------------------------
BANK_CONFIG: dict[str, Any] = {"retain_extraction_mode": "chunks"}


def memory_metadata(memory: Memory) -> dict[str, str]:
    """Every field of ``memory`` as flat strings (``None`` fields left out)."""
    data = memory.to_dict()
    flat = {key: str(data[key]) for key in _FIELDS if data.get(key) is not None}
    flat[USER_METADATA_KEY] = json.dumps(data.get("metadata") or {}, sort_keys=True)
    flat[SCHEMA_KEY] = SCHEMA_VERSION
    return flat


def memory_tags(memory: Memory) -> list[str]:
    """Tags for browsing and for the state read (``hindsight_state``): kind, outcome or
    status, the memory's own id, and the incident it belongs to (an incident is its own)."""
    tags = ["support-memory", f"type:{memory.type.value}"]
    if memory.outcome is not None:
        tags.append(f"outcome:{memory.outcome.value}")
    if memory.status is not None:
        tags.append(f"status:{memory.status.value}")
    tags.append(memory_tag(memory.id))
    parent = memory.id if memory.type is MemoryType.INCIDENT else memory.incident_id
    if parent:
        tags.append(incident_tag(parent))
    return tags


def memory_tag(memory_id: str) -> str:
    return f"memory:{memory_id}"


def incident_tag(incident_id: str) -> str:
    return f"incident:{incident_id}"


def list_params(
    tags: Iterable[str] = (), *, limit: int, offset: int = 0, newest_first: bool = False
) -> dict[str, Any]:
    """Query parameters of ``GET /memories/list``: any of ``tags``, newest write first."""
    params: dict[str, Any] = {"limit": limit, "offset": offset}
    chosen = list(tags)
    if chosen:
        params["tags"] = chosen
        params["tags_match"] = "any"
    if newest_first:
        params["time_field"] = "updated_at"
    return params


def retain_body(memories: Iterable[Memory]) -> dict[str, Any]:
    """``POST /banks/{bank}/memories``: synchronous, one document per memory."""
    return {
        "items": [
            {
                "content": m.text,
                "timestamp": m.created_at,
                "document_id": m.id,
                "metadata": memory_metadata(m),
                "tags": memory_tags(m),
            }
            for m in memories
        ],
        "async": False,
    }


def has_words(query: str) -> bool:
    """Hindsight answers 422 to a query with no word character; we answer "no results"."""
    return bool(_WORD_RE.search(query))


def recall_body(query: str, *, budget: str = "low", max_tokens: int = 4096) -> dict[str, Any]:
    """``POST /banks/{bank}/memories/recall``. There is no ``limit``: callers cut the list.

    Only raw facts (``world``, ``experience``) are asked for: observations are LLM
    consolidations that carry none of our metadata.
    """
    return {
        "query": query,
        "types": ["world", "experience"],
        "budget": budget,
        "max_tokens": max_tokens,
        "trace": False,
    }


# -- responses -----------------------------------------------------------------------------
def memory_from_metadata(
    metadata: Mapping[str, Any] | None, *, customer_id: str, document_id: str | None = None
) -> Memory | None:
    """Rebuild a ``Memory`` from our flat metadata; ``None`` if it is not ours or is broken.

    ``customer_id`` is the customer whose bank was read: a record naming anyone else is
    refused, so a misfiled record can never surface in another customer's recall.
    """
    if not isinstance(metadata, Mapping) or metadata.get(SCHEMA_KEY) != SCHEMA_VERSION:
        return None
    data: dict[str, Any] = {key: metadata[key] for key in _FIELDS if key in metadata}
    if data.get("customer_id") != customer_id:
        return None
    if document_id is not None and data.get("id") != document_id:
        return None
    try:
        data["metadata"] = json.loads(metadata.get(USER_METADATA_KEY) or "{}")
        return Memory.from_dict(data)
    except (ValueError, TypeError):
        return None


def score_of(result: Mapping[str, Any]) -> float:
    """Hindsight's ``scores.final``, clipped to 0..1 (the scale the retrieval seam expects).

    ``final`` is the reranker's normalised score times small recency/temporal boosts
    (which can push it to ~1.1, hence the clip). With the RRF passthrough "reranker" (no
    cross-encoder, as on our test server) the base is the hit's *rank* within this one
    answer mapped onto 1.0 … 0.1, so it orders hits but is not absolute relevance: it says
    nothing about how many words matched. With a cross-encoder it is that model's relevance.
    0.0 when the server gave none.
    """
    scores = result.get("scores")
    if isinstance(scores, Mapping):
        value = scores.get("final")
        if isinstance(value, int | float) and not isinstance(value, bool):
            return min(1.0, max(0.0, float(value)))
    return 0.0


def signals_of(result: Mapping[str, Any]) -> dict[str, float]:
    """The named signals of one recall result: ``hindsight`` (``score_of``) and, when the
    result was found by the vector path, ``semantic``: the embedding cosine similarity,
    on the same scale as our own semantic signal, so the ranking's floor applies to it."""
    signals = {"hindsight": score_of(result)}
    scores = result.get("scores")
    semantic = scores.get("semantic") if isinstance(scores, Mapping) else None
    if isinstance(semantic, int | float) and not isinstance(semantic, bool):
        signals["semantic"] = min(1.0, max(0.0, float(semantic)))
    return signals


def results_of(payload: Any) -> list[Mapping[str, Any]]:
    """The ``results`` list of a recall answer, or the ``items`` of a list answer."""
    if isinstance(payload, Mapping):
        for key in ("results", "items"):
            value = payload.get(key)
            if isinstance(value, list):
                return [item for item in value if isinstance(item, Mapping)]
    return []


def total_of(payload: Any) -> int | None:
    value = payload.get("total") if isinstance(payload, Mapping) else None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def document_metadata(payload: Any) -> Mapping[str, Any] | None:
    """Metadata of a ``GET /documents/{id}`` answer."""
    if not isinstance(payload, Mapping):
        return None
    value = payload.get("document_metadata")
    if not isinstance(value, Mapping):
        params = payload.get("retain_params")
        value = params.get("metadata") if isinstance(params, Mapping) else None
    return value if isinstance(value, Mapping) else None


def error_detail(payload: Any, limit: int = 300) -> str:
    """A short, human-readable reason from an error answer (FastAPI ``detail``)."""
    detail = payload.get("detail") if isinstance(payload, Mapping) else payload
    if isinstance(detail, list):
        parts = []
        for item in detail:
            if isinstance(item, Mapping):
                loc = ".".join(str(p) for p in item.get("loc", ()))
                parts.append(f"{loc}: {item.get('msg', '')}".strip(": "))
        detail = "; ".join(parts)
    text = str(detail) if detail is not None else ""
    return text[:limit]
