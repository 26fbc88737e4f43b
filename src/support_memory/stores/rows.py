"""One memory as one database row, for the SQL stores (SQLite, PostgreSQL).

A row is the memory's fields in ``MEMORY_FIELDS`` order with ``metadata`` as sorted JSON
text, so a row is hashable: ``DecodedRows`` caches decoded rows keyed by the whole row. The
agent reads a customer's whole history every turn, and validating 1,000 rows costs more
than the rest of the turn; a changed row is a different key, so never a stale memory.
"""

from __future__ import annotations

import functools
import json
from typing import Any

from support_memory.errors import StoreCorruptError
from support_memory.models import MEMORY_FIELDS, Memory

COLUMNS = MEMORY_FIELDS


def memory_row(memory: Memory) -> tuple[Any, ...]:
    """The row of ``memory``, columns in ``COLUMNS`` order."""
    data = memory.to_dict()
    data["metadata"] = json.dumps(data["metadata"], sort_keys=True)
    return tuple(data[column] for column in COLUMNS)


def row_memory(row: tuple[Any, ...]) -> Memory:
    """The memory of a stored row; an unreadable row is a ``StoreCorruptError``."""
    data = dict(zip(COLUMNS, row, strict=True))
    try:
        raw = data["metadata"]
        data["metadata"] = {} if raw == "{}" else json.loads(raw)
        return Memory.from_dict(data)
    except (ValueError, TypeError) as exc:  # ValidationError is a ValueError
        raise StoreCorruptError(
            f"stored memory {data.get('id')!r} cannot be read: {exc}. The database was left "
            "untouched; restore it from a backup."
        ) from exc


class DecodedRows:
    """Rows to memories through a bounded cache (``size`` entries of ~2 KB; 0 = off)."""

    def __init__(self, size: int) -> None:
        self._decode = functools.lru_cache(maxsize=size)(row_memory)

    def __call__(self, row: tuple[Any, ...]) -> Memory:
        """The memory of ``row``, a copy callers may change without touching the cache."""
        cached = self._decode(tuple(row))
        copy = cached.model_copy()
        object.__setattr__(copy, "metadata", dict(cached.metadata))  # the one mutable field
        return copy

    def clear(self) -> None:
        self._decode.cache_clear()
