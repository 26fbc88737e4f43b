"""Offline text embeddings for semantic recall (the optional ``semantic`` extra).

Only the protocol and the loader are imported here, so ``import support_memory.embeddings``
works without numpy; the vector index, the embedding store and the hybrid retriever import
numpy and are loaded by the factory once an embedder is available.
"""

from support_memory.embeddings.loader import DEFAULT_MODEL_ID, load_embedder
from support_memory.embeddings.protocol import (
    Embedder,
    EmbedderUnavailableError,
    EmbeddingError,
)

__all__ = [
    "DEFAULT_MODEL_ID",
    "Embedder",
    "EmbedderUnavailableError",
    "EmbeddingError",
    "load_embedder",
]
