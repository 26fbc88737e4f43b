"""The embedder seam: text in, one unit-length vector per text out.

An ``Embedder`` is anything with a ``model_id``, a ``dimension`` and ``embed(texts)``. The
stores keep each memory's vector next to the ``model_id`` that made it, so vectors from a
different model are recognised as stale and re-embedded (``support-memory reindex``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from support_memory.errors import ConfigError, SupportMemoryError

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray


class EmbedderUnavailableError(ConfigError):
    """No embedder can be loaded: the ``semantic`` extra is not installed, or the model
    folder is missing or damaged. Lexical recall keeps working without one."""


class EmbeddingError(SupportMemoryError):
    """A loaded embedder failed on some input."""


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into L2-normalised float32 vectors (cosine similarity = dot product)."""

    @property
    def model_id(self) -> str:
        """Names the model; stored with every vector so a model change is detected."""
        ...

    @property
    def dimension(self) -> int:
        """Length of each vector."""
        ...

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        """A ``(len(texts), dimension)`` float32 array, one unit-length row per text."""
        ...
