"""``ConceptEmbedder``: a deterministic stand-in for a sentence-embedding model.

Words that mean the same thing in support talk share a concept dimension ("hangs",
"freezes" and "locks up" all light up *freeze*; "xlsx", "Excel" and "spreadsheet" light up
*spreadsheet*); any other word lands, weaker, in a hashed dimension. So paraphrases with no
word in common are close, unrelated texts are far, and every run gives the same vectors.
It records each ``embed`` call so tests can count how often texts were embedded.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

CONCEPTS: tuple[tuple[str, ...], ...] = (
    ("freeze", "freezes", "froze", "hang", "hangs", "hanging", "lock", "locks", "unresponsive"),
    ("spreadsheet", "spreadsheets", "excel", "xlsx", "csv", "workbook"),
    ("export", "exporting", "exports", "save", "saving", "saves"),
    ("crash", "crashes", "crashing", "dies", "quits", "closes"),
    ("pdf", "pdfs", "document", "documents", "file", "files"),
    ("upload", "uploading", "uploads", "send", "sending"),
    ("large", "big", "huge"),
    ("bill", "billing", "invoice", "invoices", "payment", "charge"),
    ("address", "postal", "street"),
    ("printer", "printing", "print", "paper"),
    ("offline", "disconnected", "unreachable", "disconnects"),
    ("restart", "reboot", "relaunch"),
    ("update", "upgrade", "version"),
    ("cache", "temp"),
    ("reinstall", "install", "installer"),
    ("wifi", "wi-fi", "internet", "connection", "network"),
)
_CONCEPT_OF = {word: index for index, words in enumerate(CONCEPTS) for word in words}
_WORD_RE = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)?")
_STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "i",
        "my",
        "me",
        "it",
        "is",
        "to",
        "on",
        "in",
        "of",
        "and",
        "or",
        "when",
        "every",
        "time",
        "as",
        "at",
        "do",
        "how",
    ]
)


class ConceptEmbedder:
    """64-dimensional unit vectors from concept and hashed-word counts."""

    def __init__(self, model_id: str = "fake-concepts-1", dimension: int = 64) -> None:
        self.model_id = model_id
        self.dimension = dimension
        self.calls: list[list[str]] = []

    @property
    def texts_embedded(self) -> int:
        return sum(len(call) for call in self.calls)

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        self.calls.append(list(texts))
        out = np.zeros((len(texts), self.dimension), dtype=np.float32)
        hashed = self.dimension - len(CONCEPTS)
        for row, text in enumerate(texts):
            for word in _WORD_RE.findall(text.lower()):
                if word in _STOP:
                    continue
                if word in _CONCEPT_OF:
                    out[row, _CONCEPT_OF[word]] += 1.0
                else:
                    out[row, len(CONCEPTS) + zlib.crc32(word.encode()) % hashed] += 0.4
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        return out / np.maximum(norms, 1e-12)


class BrokenEmbedder(ConceptEmbedder):
    """Fails every call, as a model that cannot run would."""

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        from support_memory.embeddings import EmbeddingError

        self.calls.append(list(texts))
        raise EmbeddingError("fake model failure")
