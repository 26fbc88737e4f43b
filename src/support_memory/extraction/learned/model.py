"""``ClauseModel``: inference for the learned clause classifier, in pure Python.

The weights are a multinomial logistic regression over the sparse features of
``features.clause_features``: one weight per (feature, kind). They ship in the package as
``data/clause_model.json.gz`` (a few hundred KB) with their sha256 beside them in
``data/clause_model.sha256``; a file that does not match is refused, never half-used.
``support-memory train`` rebuilds both from the corpus (``training.py``).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from support_memory.extraction.learned.features import (
    ClauseView,
    context_features,
    pair_features,
    word_features,
    word_tokens,
)
from support_memory.extraction.learned.kinds import KINDS, ClauseKind
from support_memory.extraction.learned.weights_file import read_document, shipped

MODEL_FILE = "data/clause_model.json.gz"
CHECKSUM_FILE = "data/clause_model.sha256"
FORMAT = 1
_CACHED_WORDS = 50_000  # words (and pairs) whose summed rows are kept, then a cache restarts


@dataclass(frozen=True)
class KindScores:
    """The model's probability for each clause kind."""

    probs: dict[ClauseKind, float]

    @property
    def best(self) -> ClauseKind:
        return max(self.probs, key=lambda kind: self.probs[kind])

    def share(self, *kinds: ClauseKind) -> float:
        return sum(self.probs[kind] for kind in kinds)


class ClauseModel:
    """Scores clauses with the shipped (or given) weights.

    A clause's score is the sum of its features' weight rows. A word's features (the word
    and its character n-grams) never depend on the rest of the clause
    (``features.clause_features``), nor do a word pair's, and both recur, so each word's and
    each pair's summed row is cached: only the context's few features are looked up per
    clause. Safe to share between threads (the caches only ever hold complete rows)."""

    def __init__(self, weights: dict[str, list[float]], *, version: str = "") -> None:
        self._weights = {name: tuple(values) for name, values in weights.items()}
        self._zero = (0.0,) * len(KINDS)
        self._words: dict[str, tuple[float, ...]] = {}
        self._pairs: dict[tuple[str, str], tuple[float, ...]] = {}
        self.version = version

    @classmethod
    def from_bytes(cls, payload: bytes, expected_sha256: str | None = None) -> ClauseModel:
        data, digest = read_document(
            payload,
            expected_sha256,
            name="clause model",
            format_version=FORMAT,
            labels=("kinds", KINDS),
        )
        return cls(data["weights"], version=f"{data.get('version', '?')}+{digest[:12]}")

    @classmethod
    def from_file(cls, path: Path) -> ClauseModel:
        return cls.from_bytes(path.read_bytes())

    def scores(self, view: ClauseView) -> KindScores:
        words = word_tokens(view.text)
        cached, pairs = self._words, self._pairs
        rows = [cached.get(word) or self._word(word) for word in words]
        rows += [pairs.get(pair) or self._pair(pair) for pair in itertools.pairwise(words)]
        rows.append(self._summed(context_features(view, words)))
        totals = [sum(column) for column in zip(*rows, strict=True)]
        top = max(totals)
        exps = [math.exp(value - top) for value in totals]
        norm = sum(exps)
        return KindScores({kind: exps[i] / norm for i, kind in enumerate(KINDS)})

    def clear_cache(self) -> None:
        """Forget the cached word rows (the benchmark starts each round cold)."""
        self._words.clear()
        self._pairs.clear()

    def _word(self, word: str) -> tuple[float, ...]:
        """The summed rows of one word's features, cached (words recur)."""
        if len(self._words) >= _CACHED_WORDS:
            self._words.clear()  # bounded: odd text cannot grow it without end
        row = self._words[word] = self._summed(word_features(word))
        return row

    def _pair(self, pair: tuple[str, str]) -> tuple[float, ...]:
        """The summed rows of one word pair's features, cached like a word's."""
        if len(self._pairs) >= _CACHED_WORDS:
            self._pairs.clear()
        row = self._pairs[pair] = self._summed(pair_features(*pair))
        return row

    def _summed(self, names: Sequence[str]) -> tuple[float, ...]:
        weights = self._weights
        rows = [row for name in names if (row := weights.get(name)) is not None]
        return tuple(sum(column) for column in zip(*rows, strict=True)) if rows else self._zero


@cache
def load_clause_model() -> ClauseModel:
    """The weights shipped with the package, checked against their checksum (loaded once)."""
    return ClauseModel.from_bytes(*shipped(MODEL_FILE, CHECKSUM_FILE))
