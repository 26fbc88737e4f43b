"""Both vector indexes: per-customer rows, cosine order, staleness fingerprints, deletion."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from support_memory.embeddings.index import MemoryVectorIndex, SQLiteVectorIndex, VectorIndex


def unit(*values: float) -> np.ndarray:
    vector = np.array(values, dtype=np.float32)
    return vector / np.linalg.norm(vector)


def _postgres_index() -> VectorIndex:
    from postgres_live import fresh_database_url
    from support_memory.embeddings.pg_index import PostgresVectorIndex

    return PostgresVectorIndex(fresh_database_url())


@pytest.fixture(params=["memory", "sqlite", "postgres"])
def index(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[VectorIndex]:
    made: VectorIndex
    if request.param == "memory":
        made = MemoryVectorIndex()
    elif request.param == "sqlite":
        made = SQLiteVectorIndex(tmp_path / "v.db")
    else:
        made = _postgres_index()
    yield made
    close = getattr(made, "close", None)
    if callable(close):
        close()


def test_similar_orders_by_cosine_and_stays_inside_one_customer(index: VectorIndex) -> None:
    index.put("C1", [("m1", "f1", unit(1, 0, 0)), ("m2", "f2", unit(1, 1, 0))])
    index.put("C2", [("other", "f3", unit(1, 0, 0))])
    ranked = index.similar("C1", unit(1, 0.1, 0))
    assert [mid for mid, _ in ranked] == ["m1", "m2"]
    assert ranked[0][1] == pytest.approx(0.995, abs=1e-3)
    assert index.similar("C3", unit(1, 0, 0)) == []


def test_put_replaces_and_fingerprints_report_what_is_stored(index: VectorIndex) -> None:
    index.put("C1", [("m1", "old", unit(1, 0, 0))])
    index.put("C1", [("m1", "new", unit(0, 1, 0))])
    assert index.fingerprints("C1") == {"m1": "new"}
    assert index.similar("C1", unit(0, 1, 0))[0][1] == pytest.approx(1.0, abs=1e-5)


def test_remove_and_forget_delete_only_what_they_name(index: VectorIndex) -> None:
    index.put("C1", [("m1", "f", unit(1, 0)), ("m2", "f", unit(0, 1))])
    index.put("C2", [("m3", "f", unit(1, 0))])
    index.remove("C1", ["m1"])
    assert list(index.fingerprints("C1")) == ["m2"]
    assert index.forget("C1") == 1
    assert index.fingerprints("C1") == {}
    assert list(index.fingerprints("C2")) == ["m3"]


def test_with_a_limit_the_nearest_and_the_named_come_back(index: VectorIndex) -> None:
    index.put("C1", [(f"m{n}", "f", unit(1, n / 10, 0)) for n in range(6)])
    index.put("C2", [("other", "f", unit(1, 0, 0))])
    ranked = index.similar("C1", unit(1, 0, 0), limit=2, include=["m5", "other"])
    assert [mid for mid, _ in ranked] == ["m0", "m1", "m5"]
    assert ranked[2][1] == pytest.approx(float(unit(1, 0.5, 0) @ unit(1, 0, 0)), abs=1e-4)


def test_sqlite_vectors_survive_reopening_the_file(tmp_path: Path) -> None:
    first = SQLiteVectorIndex(tmp_path / "v.db")
    first.put("C1", [("m1", "f1", unit(0.3, 0.4, 0.5))])
    first.close()
    second = SQLiteVectorIndex(tmp_path / "v.db")
    try:
        ((memory_id, cosine),) = second.similar("C1", unit(0.3, 0.4, 0.5))
        assert memory_id == "m1" and cosine == pytest.approx(1.0, abs=1e-5)
    finally:
        second.close()


def test_sqlite_ignores_vectors_of_another_dimension(tmp_path: Path) -> None:
    index = SQLiteVectorIndex(tmp_path / "v.db")
    try:
        index.put("C1", [("old-model", "f", unit(1, 0)), ("new-model", "f", unit(1, 0, 0))])
        assert [mid for mid, _ in index.similar("C1", unit(1, 0, 0))] == ["new-model"]
    finally:
        index.close()
