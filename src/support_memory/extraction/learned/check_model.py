"""``CheckModel``: the shape the step check and the incident check share, in pure Python.

A check is a two-class logistic regression over feature strings: P(an annotator would store
what the rules are about to store). Its weights ship as a gzip'd JSON document (``{feature:
[dropped, kept]}``) with their sha256 beside it; a file that does not match is refused, never
half-used. A check says which features it reads (``features``) and what it is called.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Generic, Self, TypeVar, cast

from support_memory.extraction.learned.weights_file import read_document

FORMAT = 1
CLASSES = ("dropped", "kept")  # the two rows of each weight: stored wrongly / rightly

View = TypeVar("View")


class CheckModel(Generic[View]):
    """Scores one view with the shipped (or given) weights: ``{feature: [dropped, kept]}``."""

    NAME = "check"  # in error messages: "step model", "incident model"

    def __init__(self, weights: dict[str, list[float]], *, version: str = "") -> None:
        self._margins = {name: kept - dropped for name, (dropped, kept) in weights.items()}
        self.version = version

    @classmethod
    def from_bytes(cls, payload: bytes, expected_sha256: str | None = None) -> Self:
        data, digest = read_document(
            payload,
            expected_sha256,
            name=cls.NAME,
            format_version=FORMAT,
            labels=("classes", CLASSES),
        )
        weights = cast(dict[str, list[float]], data["weights"])
        return cls(weights, version=f"{data.get('version', '?')}+{digest[:12]}")

    def features(self, view: View) -> Iterable[str]:
        raise NotImplementedError

    def probability(self, view: View) -> float:
        """P(an annotator would store what ``view`` shows)."""
        margins = self._margins
        total = sum(margins.get(name, 0.0) for name in self.features(view))
        if total >= 0:
            return 1.0 / (1.0 + math.exp(-total))
        tail = math.exp(total)  # never overflows for a negative total
        return tail / (1.0 + tail)
