"""How settings turn into semantic recall: the factory's half for embeddings.

``RETRIEVAL`` picks: ``auto`` (hybrid when the ``semantic`` extra is installed, else
lexical), ``lexical``, ``hybrid`` or ``semantic``. Asking for ``hybrid``/``semantic``
without a usable model is a ``ConfigError``: it never falls back silently. A persisted
store keeps its vectors in a sibling SQLite file (``memories.db`` → ``memories.vectors.db``),
PostgreSQL in the same database (pgvector, ``embeddings/pg_index.py``); an unpersisted one
keeps them in process. Hindsight embeds server-side, so it is left as is.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from support_memory.embeddings.loader import load_embedder
from support_memory.embeddings.protocol import Embedder, EmbedderUnavailableError
from support_memory.errors import ConfigError
from support_memory.retrieval import Retriever, StoreRetriever
from support_memory.settings import Settings
from support_memory.stores.protocol import MemoryStore

if TYPE_CHECKING:
    from support_memory.embeddings.index import VectorIndex

log = logging.getLogger(__name__)

T = TypeVar("T")
RETRIEVAL_MODES = ("auto", "lexical", "hybrid", "semantic")
EmbedderLoader = Callable[[str | None], Embedder]


def default_loader(model_dir: str | None) -> Embedder:
    """The real model, loaded on first use so commands that never embed stay fast.

    One ONNX thread per call: the service embeds from several turn threads at once, and a
    one-sentence query gains nothing from more. Measured on 2 cores: a query in 5.8 ms
    (9.6 with onnxruntime's default threads) and 211 queries/s from 4 threads (156).
    """
    return load_embedder(model_dir, lazy=True, threads=1)


def with_embeddings(
    settings: Settings, store: MemoryStore, *, loader: EmbedderLoader = default_loader
) -> MemoryStore:
    """``store`` wrapped in an ``EmbeddingStore`` when settings and installed extras allow."""
    mode = retrieval_mode(settings)
    if mode == "lexical" or settings.hindsight_url:
        return store
    try:
        embedder = loader(settings.embedding_model_dir)
    except EmbedderUnavailableError as exc:
        if mode == "auto":
            log.info("semantic recall off, lexical only: %s", exc)
            return store
        raise ConfigError(f"RETRIEVAL={mode} needs an embedding model: {exc}") from exc
    from support_memory.embeddings.store import EmbeddingStore

    return EmbeddingStore(store, embedder, _index_for(settings))


def semantic_unavailable(
    settings: Settings, *, loader: EmbedderLoader = default_loader
) -> str | None:
    """Why ``RETRIEVAL=auto`` falls back to lexical recall here, or ``None`` when it does not
    (semantic recall available, chosen off with ``lexical``, or done by Hindsight)."""
    if settings.hindsight_url or retrieval_mode(settings) != "auto":
        return None
    try:
        loader(settings.embedding_model_dir)
    except EmbedderUnavailableError as exc:
        return str(exc)
    return None


def retriever_for(settings: Settings, store: MemoryStore) -> Retriever:
    """Hybrid (or semantic) over an ``EmbeddingStore``; the store's own search otherwise
    (Hindsight's recall is its own semantic + keyword fusion, and is reported as such)."""
    if settings.hindsight_url:
        return StoreRetriever(store, mode="hindsight")
    mode = retrieval_mode(settings)
    try:
        from support_memory.embeddings.hybrid import HybridRetriever
        from support_memory.embeddings.store import EmbeddingStore
    except ImportError:  # numpy missing: no store can have been wrapped
        return StoreRetriever(store)
    embedding_store = _find(store, EmbeddingStore)
    if embedding_store is not None and mode != "lexical":
        return HybridRetriever(
            embedding_store, mode="semantic" if mode == "semantic" else "hybrid", lexical=store
        )
    return StoreRetriever(store)


def _find(store: object, kind: type[T]) -> T | None:
    """``store`` or the first store of ``kind`` under decorators that expose ``.inner``
    (any store decorator), so wrapping never turns semantic recall off."""
    for _ in range(8):  # decorators nest a few deep at most
        if isinstance(store, kind):
            return store
        store = getattr(store, "inner", None)
        if store is None:
            break
    return None


def retrieval_mode(settings: Settings) -> str:
    mode = settings.retrieval.strip().lower()
    if mode not in RETRIEVAL_MODES:
        raise ConfigError(f"RETRIEVAL must be one of {', '.join(RETRIEVAL_MODES)}, got {mode!r}")
    return mode


def vector_path(store_path: str | Path) -> Path:
    """The vector file beside a store file: ``memories.db`` → ``memories.vectors.db``."""
    path = Path(store_path)
    return path.with_name(f"{path.stem}.vectors.db")


def _index_for(settings: Settings) -> VectorIndex:
    from support_memory.embeddings.index import MemoryVectorIndex, SQLiteVectorIndex

    if settings.database_url:
        from support_memory.embeddings.pg_index import PostgresVectorIndex

        return PostgresVectorIndex(settings.database_url)
    if settings.store_path:
        return SQLiteVectorIndex(vector_path(settings.store_path))
    return MemoryVectorIndex()
