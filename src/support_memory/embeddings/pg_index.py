"""``PostgresVectorIndex``: memory vectors in PostgreSQL (pgvector), searched with HNSW.

The vectors live in the same database as the memories (component ``vectors`` of the
schema, ``memory_vectors``), so every replica shares them and a new replica embeds nothing
that another one already did. The column is an unsized ``vector`` with its ``dimension``
beside it, so a change of model needs no migration; each dimension in use gets its own
partial HNSW index on ``embedding::vector(d)`` (cosine), created the first time a vector of
that dimension is stored.

``similar`` with a ``limit`` asks for the ``limit`` nearest of one customer with
``ORDER BY … <=> … LIMIT``, which the planner may answer from the HNSW index; iterative
index scans (pgvector 0.8) keep that plan correct under the customer filter, by scanning on
until enough of *this* customer's rows are found. For a customer with a few hundred
memories the planner usually prefers the ``customer_id`` key and an exact sort, which is
both faster and exact. The named ``include`` ids get their exact cosine either way.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from support_memory.embeddings.index import Vector
from support_memory.stores.postgres_db import PostgresDatabase
from support_memory.stores.postgres_migrate import MIGRATION_LOCK, Schema
from support_memory.stores.postgres_schema import row_security

VECTORS = Schema(
    "vectors",
    (
        # 1: one vector per memory, any dimension. pgvector is not a trusted extension:
        # an administrator installs it once, and IF NOT EXISTS then needs no privilege.
        """
        CREATE EXTENSION IF NOT EXISTS vector;
        CREATE TABLE memory_vectors (
            customer_id  text NOT NULL,
            memory_id    text NOT NULL,
            fingerprint  text NOT NULL,
            dimension    integer NOT NULL,
            embedding    vector NOT NULL,
            PRIMARY KEY (customer_id, memory_id)
        );
        """
        + row_security("memory_vectors"),
    ),
)
EF_SEARCH = 100  # HNSW candidate list per scan (pgvector's default is 40)
_HNSW_SETTINGS = (
    "SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true),"
    f" set_config('hnsw.ef_search', '{EF_SEARCH}', true)"
)
_PUT = (
    "INSERT INTO memory_vectors (customer_id, memory_id, fingerprint, dimension, embedding) "
    "VALUES (%s, %s, %s, %s, %s::vector) ON CONFLICT (customer_id, memory_id) DO UPDATE SET "
    "fingerprint = EXCLUDED.fingerprint, dimension = EXCLUDED.dimension, "
    "embedding = EXCLUDED.embedding"
)


def vector_literal(vector: Vector) -> str:
    """pgvector's text form; 9 significant digits keep a float32 exactly."""
    return "[" + ",".join(f"{x:.9g}" for x in np.asarray(vector, dtype=np.float32)) + "]"


def hnsw_index_sql(dimension: int) -> str:
    d = int(dimension)
    return (
        f"CREATE INDEX IF NOT EXISTS memory_vectors_hnsw_{d} ON memory_vectors "
        f"USING hnsw ((embedding::vector({d})) vector_cosine_ops) WHERE dimension = {d}"
    )


def _similar_sql(dimension: int, limit: int | None) -> str:
    d = int(dimension)
    distance = f"embedding::vector({d}) <=> %(query)s::vector({d})"
    pick = f"SELECT memory_id, 1 - ({distance}) AS cosine FROM memory_vectors"
    mine = f"customer_id = %(customer)s AND dimension = {d}"
    if limit is None:
        return f"{pick} WHERE {mine} ORDER BY cosine DESC, memory_id"
    return (
        f"({pick} WHERE {mine} ORDER BY {distance} LIMIT %(limit)s)"
        f" UNION ({pick} WHERE {mine} AND memory_id = ANY(%(include)s))"
        " ORDER BY cosine DESC, memory_id"
    )


class PostgresVectorIndex:
    """Vectors in the PostgreSQL database at ``url`` (``VectorIndex``)."""

    def __init__(self, url: str, *, pool_size: int = 2, connect_timeout_s: float = 10.0) -> None:
        self._db = PostgresDatabase(
            url, schema=VECTORS, pool_size=pool_size, connect_timeout_s=connect_timeout_s
        )
        self._indexed: set[int] = set()

    def fingerprints(self, customer_id: str) -> dict[str, str]:
        with self._db.customer(customer_id, "read vector fingerprints") as conn:
            rows = conn.execute(
                "SELECT memory_id, fingerprint FROM memory_vectors WHERE customer_id = %s",
                (customer_id,),
            ).fetchall()
        return {str(mid): str(fp) for mid, fp in rows}

    def put(self, customer_id: str, items: Sequence[tuple[str, str, Vector]]) -> None:
        for dimension in {int(vector.shape[0]) for _, _, vector in items} - self._indexed:
            self._ensure_hnsw(dimension)
        rows = [
            (customer_id, mid, fp, int(vec.shape[0]), vector_literal(vec)) for mid, fp, vec in items
        ]
        with self._db.customer(customer_id, "store vectors") as conn, conn.cursor() as cursor:
            cursor.executemany(_PUT, rows)

    def similar(
        self,
        customer_id: str,
        query: Vector,
        *,
        limit: int | None = None,
        include: Sequence[str] = (),
    ) -> list[tuple[str, float]]:
        params = {
            "customer": customer_id,
            "query": vector_literal(query),
            "limit": limit,
            "include": list(include),
        }
        with self._db.customer(customer_id, "search vectors") as conn:
            conn.execute(_HNSW_SETTINGS)
            rows = conn.execute(_similar_sql(int(query.shape[0]), limit), params).fetchall()
        return [(str(mid), round(float(cosine), 4)) for mid, cosine in rows]

    def remove(self, customer_id: str, memory_ids: Sequence[str]) -> None:
        with self._db.customer(customer_id, "remove vectors") as conn:
            conn.execute(
                "DELETE FROM memory_vectors WHERE customer_id = %s AND memory_id = ANY(%s)",
                (customer_id, list(memory_ids)),
            )

    def forget(self, customer_id: str) -> int:
        with self._db.customer(customer_id, "forget vectors") as conn:
            cursor = conn.execute(
                "DELETE FROM memory_vectors WHERE customer_id = %s", (customer_id,)
            )
        return cursor.rowcount

    def close(self) -> None:
        self._db.close()

    def _ensure_hnsw(self, dimension: int) -> None:
        # Once per dimension per database; the lock keeps two replicas from racing on it.
        with self._db.transaction("create the vector index") as conn:
            conn.execute(MIGRATION_LOCK)
            conn.execute(hnsw_index_sql(dimension).encode())
        self._indexed.add(dimension)
