"""``InMemoryStore``: a dict of customers, optionally persisted to one JSON file.

``state`` reads an index kept on every write (``state_index``), never the whole history.
Write hooks (``hooks.WriteHook``, e.g. the fleet statistics) are told of each write under
the store's lock right after it: there is no transaction to share.

With a path, every write rewrites the file atomically (temp file in the same folder,
fsync, rename, fsync of the folder), so a crash leaves either the old or the new file,
never half of one. A file that cannot be read raises ``StoreCorruptError`` and is left
exactly as it is: nothing is ever silently reset.

Search is lexical: normalised terms (stems, synonym groups, error codes kept whole),
weighted by how rare a term is among the customer's own memories, scored 0..1.
"""

from __future__ import annotations

import json
import math
import os
import tempfile
import threading
from collections.abc import Iterable, Sequence
from pathlib import Path

from support_memory.errors import MemoryNotFoundError, StoreCorruptError, StoreError
from support_memory.models import Memory, validate_customer_id
from support_memory.state import CustomerState, assemble
from support_memory.stores.directory import CustomerPage, CustomerSummary, page_of
from support_memory.stores.hooks import HookedWrites, Hooks, WriteHook
from support_memory.stores.state_index import StateIndex
from support_memory.text import term_set

_FILE_FORMAT = 1


class InMemoryStore(HookedWrites):
    """Memories held in process; persisted to ``path`` (a ``.json`` file) when given."""

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self._path = Path(path) if path is not None else None
        self._lock = threading.RLock()
        self._index = StateIndex()  # the memories, plus the keys ``state`` reads
        self._hooks = Hooks()
        if self._path is not None and self._path.exists():
            for memories in _load(self._path).values():
                for memory in memories.values():
                    self._index.put(memory)

    @property
    def path(self) -> Path | None:
        return self._path

    def add(self, memory: Memory) -> Memory:
        with self._lock:
            if memory.id in self._index.memories(memory.customer_id):
                raise StoreError(f"memory {memory.id} already exists; use update() to change it")
            stored = memory.model_copy()
            self._index.put(stored)
            try:
                self._save()
            except StoreError:
                self._index.remove(stored)  # keep memory and file in agreement
                raise
            self._hooks.written(None, [stored])
        return memory

    def update(self, memory: Memory) -> Memory:
        with self._lock:
            if memory.id not in self._index.memories(memory.customer_id):
                raise MemoryNotFoundError(
                    f"customer {memory.customer_id} has no memory {memory.id} to update"
                )
            previous = self._index.put(memory.model_copy())
            try:
                self._save()
            except StoreError:
                assert previous is not None
                self._index.put(previous)
                raise
            self._hooks.written(None, [memory])
        return memory

    # -- one memory by id (corrections) -------------------------------------------------------
    def get(self, customer_id: str, memory_id: str) -> Memory:
        validate_customer_id(customer_id)
        with self._lock:
            found = self._index.memories(customer_id).get(memory_id)
        if found is None:
            raise MemoryNotFoundError(f"customer {customer_id} has no memory {memory_id}")
        return found.model_copy()

    def delete(self, customer_id: str, memory_id: str) -> None:
        validate_customer_id(customer_id)
        with self._lock:
            removed = self._index.memories(customer_id).get(memory_id)
            if removed is None:
                raise MemoryNotFoundError(f"customer {customer_id} has no memory {memory_id}")
            self._index.remove(removed)
            try:
                self._save()
            except StoreError:
                self._index.put(removed)  # keep memory and file in agreement
                raise
            self._hooks.deleted(None, customer_id, [memory_id])

    def all(self, customer_id: str) -> list[Memory]:
        validate_customer_id(customer_id)
        with self._lock:
            memories = list(self._index.memories(customer_id).values())
        return sorted((m.model_copy() for m in memories), key=lambda m: (m.created_at, m.id))

    def customers(self, prefix: str = "", limit: int = 50, offset: int = 0) -> CustomerPage:
        """``CustomerDirectory``: customers by id prefix, newest memory change first."""
        with self._lock:
            summaries = [
                CustomerSummary(c, max(m.updated_at for m in mems.values()), len(mems))
                for c, mems in self._index.customers().items()
                if mems
            ]
        return page_of(summaries, prefix, limit, offset)

    def customer_ids(self) -> list[str]:
        """Every customer with at least one memory (operations: ``reindex``)."""
        with self._lock:
            return sorted(c for c, memories in self._index.customers().items() if memories)

    def forget(self, customer_id: str) -> int:
        validate_customer_id(customer_id)
        with self._lock:
            removed = self._index.drop(customer_id)
            if removed:
                try:
                    self._save()
                except StoreError:
                    for memory in removed.values():
                        self._index.put(memory)
                    raise
                self._hooks.forgotten(None, customer_id)
        return len(removed)

    # -- write hooks (issue 14) -------------------------------------------------------------
    def replay(self, hook: WriteHook) -> int:
        """Reset ``hook`` and write every customer's memories into it, under the lock."""
        with self._lock:
            hook.reset(None)
            customers = self._index.customers()
            for memories in customers.values():
                if memories:
                    hook.written(
                        None, sorted(memories.values(), key=lambda m: (m.created_at, m.id))
                    )
            return sum(1 for memories in customers.values() if memories)

    # -- customer state (issue 11) ----------------------------------------------------------
    def state(self, customer_id: str, focus: Sequence[str] = ()) -> CustomerState:
        """The customer's current state, from the index kept on every write."""
        validate_customer_id(customer_id)
        with self._lock:
            found = assemble(self._index, customer_id, focus)
        return CustomerState(customer_id, tuple(m.model_copy() for m in found.memories))

    def search(self, customer_id: str, query: str, limit: int = 5) -> list[tuple[Memory, float]]:
        validate_customer_id(customer_id)
        if limit <= 0:
            return []
        memories = self.all(customer_id)
        return lexical_rank(query, memories)[:limit]

    def _save(self) -> None:
        if self._path is not None:
            _write_atomic(self._path, self._index.customers())


def lexical_rank(query: str, memories: Iterable[Memory]) -> list[tuple[Memory, float]]:
    """Rank ``memories`` against ``query``: IDF-weighted term overlap, 0..1, best first.

    The score is the share of the query's weight that the memory covers, damped by the
    memory's own length so that a short exact match beats a long loose one.
    """
    query_terms = term_set(query)
    pool = [(memory, term_set(memory.text)) for memory in memories]
    if not query_terms or not pool:
        return []
    count = len(pool)
    frequency: dict[str, int] = {}
    for _, mem_terms in pool:
        for term in mem_terms & query_terms:
            frequency[term] = frequency.get(term, 0) + 1

    def weight(term: str) -> float:
        return math.log(1.0 + (count + 1) / (frequency.get(term, 0) + 0.5))

    query_weight = sum(weight(t) for t in query_terms)
    scored: list[tuple[Memory, float]] = []
    for memory, mem_terms in pool:
        shared = mem_terms & query_terms
        if not shared:
            continue
        covered = sum(weight(t) for t in shared)
        precision = len(shared) / len(mem_terms)
        score = (covered / query_weight) * 0.7 + precision * 0.3
        scored.append((memory, round(min(score, 1.0), 4)))
    scored.sort(key=lambda pair: (-pair[1], pair[0].created_at), reverse=False)
    return scored


def _load(path: Path) -> dict[str, dict[str, Memory]]:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise StoreCorruptError(
            f"cannot read memory file {path}: {exc}. The file was left untouched; "
            "restore it from a backup or point STORE_PATH elsewhere."
        ) from exc
    try:
        if not isinstance(raw, dict) or raw.get("format") != _FILE_FORMAT:
            raise ValueError(f"expected an object with format {_FILE_FORMAT}")
        data: dict[str, dict[str, Memory]] = {}
        for item in raw["memories"]:
            memory = Memory.from_dict(item)
            data.setdefault(memory.customer_id, {})[memory.id] = memory
        return data
    except (KeyError, TypeError, ValueError) as exc:
        raise StoreCorruptError(
            f"memory file {path} is not a support-memory file: {exc}. The file was left "
            "untouched; restore it from a backup or point STORE_PATH elsewhere."
        ) from exc


def _write_atomic(path: Path, data: dict[str, dict[str, Memory]]) -> None:
    payload = {
        "format": _FILE_FORMAT,
        "memories": [m.to_dict() for memories in data.values() for m in memories.values()],
    }
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump(payload, handle, ensure_ascii=False, indent=1)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp_name, path)
        except BaseException:
            Path(tmp_name).unlink(missing_ok=True)
            raise
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError as exc:
        raise StoreError(f"cannot write memory file {path}: {exc}") from exc
