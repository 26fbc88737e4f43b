"""Where memory vectors live: in process (numpy arrays) or in a SQLite file (BLOBs).

Both keep, per customer and memory id, the unit vector and a *fingerprint* (a hash of the
model id and the memory text). A fingerprint that no longer matches means the vector is
stale (the text changed, or another model is configured) and must be embedded again.
Every call is scoped to one customer, like the stores.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

import numpy as np
from numpy.typing import NDArray

from support_memory.errors import StoreError

Vector = NDArray[np.float32]


class VectorIndex(Protocol):
    """Per-customer vector storage with cosine search (vectors are unit length)."""

    def fingerprints(self, customer_id: str) -> dict[str, str]:
        """``{memory_id: fingerprint}`` of every vector the customer has."""
        ...

    def put(self, customer_id: str, items: Sequence[tuple[str, str, Vector]]) -> None:
        """Insert or replace ``(memory_id, fingerprint, vector)`` rows."""
        ...

    def similar(
        self,
        customer_id: str,
        query: Vector,
        *,
        limit: int | None = None,
        include: Sequence[str] = (),
    ) -> list[tuple[str, float]]:
        """Stored memory ids with their cosine similarity to ``query``, best first: every
        one, or with ``limit`` the ``limit`` nearest plus those named in ``include`` (so an
        index may answer from an approximate nearest-neighbour search)."""
        ...

    def remove(self, customer_id: str, memory_ids: Sequence[str]) -> None: ...

    def forget(self, customer_id: str) -> int:
        """Delete the customer's vectors; return how many there were."""
        ...


def nearest(
    ranked: list[tuple[str, float]], limit: int | None, include: Sequence[str]
) -> list[tuple[str, float]]:
    """``ranked`` cut to its ``limit`` best plus the ids in ``include``, best first."""
    if limit is None:
        return ranked
    wanted = set(include)
    return [hit for n, hit in enumerate(ranked) if n < limit or hit[0] in wanted]


def rank_by_cosine(ids: Sequence[str], matrix: Vector, query: Vector) -> list[tuple[str, float]]:
    if not ids:
        return []
    scores = matrix @ query.astype(np.float32, copy=False)
    order = np.argsort(-scores, kind="stable")
    return [(ids[i], round(float(scores[i]), 4)) for i in order]


class MemoryVectorIndex:
    """Vectors in process: one row per memory, stacked into a matrix per customer on demand."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._rows: dict[str, dict[str, tuple[str, Vector]]] = {}
        self._stacked: dict[str, tuple[list[str], Vector]] = {}

    def fingerprints(self, customer_id: str) -> dict[str, str]:
        with self._lock:
            return {mid: fp for mid, (fp, _) in self._rows.get(customer_id, {}).items()}

    def put(self, customer_id: str, items: Sequence[tuple[str, str, Vector]]) -> None:
        with self._lock:
            rows = self._rows.setdefault(customer_id, {})
            for memory_id, fingerprint, vector in items:
                rows[memory_id] = (fingerprint, np.asarray(vector, dtype=np.float32).copy())
            self._stacked.pop(customer_id, None)

    def similar(
        self,
        customer_id: str,
        query: Vector,
        *,
        limit: int | None = None,
        include: Sequence[str] = (),
    ) -> list[tuple[str, float]]:
        with self._lock:
            stacked = self._stacked.get(customer_id)
            if stacked is None:
                rows = self._rows.get(customer_id, {})
                ids = list(rows)
                matrix = (
                    np.stack([rows[i][1] for i in ids])
                    if ids
                    else np.zeros((0, 0), dtype=np.float32)
                )
                stacked = self._stacked[customer_id] = (ids, matrix)
        return nearest(rank_by_cosine(stacked[0], stacked[1], query), limit, include)

    def remove(self, customer_id: str, memory_ids: Sequence[str]) -> None:
        with self._lock:
            rows = self._rows.get(customer_id, {})
            for memory_id in memory_ids:
                rows.pop(memory_id, None)
            self._stacked.pop(customer_id, None)

    def forget(self, customer_id: str) -> int:
        with self._lock:
            self._stacked.pop(customer_id, None)
            return len(self._rows.pop(customer_id, {}))


_SCHEMA = """
CREATE TABLE IF NOT EXISTS memory_vectors (
    customer_id TEXT NOT NULL,
    memory_id   TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    dimension   INTEGER NOT NULL,
    vector      BLOB NOT NULL,
    PRIMARY KEY (customer_id, memory_id)
)
"""
# A rowid table on purpose: WITHOUT ROWID stores ~1.5 KB rows in overflow pages, which
# tripled the file (4.6 KB per memory instead of ~1.7 KB).


class SQLiteVectorIndex:
    """Vectors as float32 BLOBs in a SQLite file (WAL), read per customer at query time.

    One customer's history is tens to hundreds of rows, so reading them per query costs
    well under a millisecond and the file stays the single source of truth for every
    process that shares it.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute(_SCHEMA)
        except (OSError, sqlite3.Error) as exc:
            raise StoreError(f"cannot open the vector index {self.path}: {exc}") from exc

    def fingerprints(self, customer_id: str) -> dict[str, str]:
        rows = self._query(
            "SELECT memory_id, fingerprint FROM memory_vectors WHERE customer_id = ?",
            (customer_id,),
        )
        return {str(mid): str(fp) for mid, fp in rows}

    def put(self, customer_id: str, items: Sequence[tuple[str, str, Vector]]) -> None:
        rows = [
            (customer_id, mid, fp, int(vec.shape[0]), np.asarray(vec, dtype="<f4").tobytes())
            for mid, fp, vec in items
        ]
        self._write("INSERT OR REPLACE INTO memory_vectors VALUES (?, ?, ?, ?, ?)", rows)

    def similar(
        self,
        customer_id: str,
        query: Vector,
        *,
        limit: int | None = None,
        include: Sequence[str] = (),
    ) -> list[tuple[str, float]]:
        rows = self._query(
            "SELECT memory_id, vector FROM memory_vectors WHERE customer_id = ? AND dimension = ?",
            (customer_id, int(query.shape[0])),
        )
        if not rows:
            return []
        ids = [str(mid) for mid, _ in rows]
        matrix = np.frombuffer(b"".join(blob for _, blob in rows), dtype="<f4")
        return nearest(rank_by_cosine(ids, matrix.reshape(len(ids), -1), query), limit, include)

    def remove(self, customer_id: str, memory_ids: Sequence[str]) -> None:
        self._write(
            "DELETE FROM memory_vectors WHERE customer_id = ? AND memory_id = ?",
            [(customer_id, mid) for mid in memory_ids],
        )

    def forget(self, customer_id: str) -> int:
        return self._write("DELETE FROM memory_vectors WHERE customer_id = ?", [(customer_id,)])

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def _query(self, sql: str, params: tuple[object, ...]) -> list[tuple[object, bytes]]:
        try:
            with self._lock:
                return list(self._db.execute(sql, params).fetchall())
        except sqlite3.Error as exc:
            raise StoreError(f"vector index {self.path} could not be read: {exc}") from exc

    def _write(self, sql: str, rows: Sequence[tuple[object, ...]]) -> int:
        try:
            with self._lock:
                self._db.execute("BEGIN IMMEDIATE")
                try:
                    changed = sum(self._db.execute(sql, row).rowcount for row in rows)
                    self._db.execute("COMMIT")
                except BaseException:
                    self._db.execute("ROLLBACK")
                    raise
            return changed
        except sqlite3.Error as exc:
            raise StoreError(f"vector index {self.path} could not be written: {exc}") from exc
