"""``StepModel``: inference for the step check, in pure Python.

A logistic regression over ``step_features``: how likely a step the rules are about to
store is one a careful annotator would store too. Trained by ``support-memory train`` on
the steps the rules and the clause model read off the dev split, each labelled by whether
the evaluator matched it to an expected ATTEMPT (``step_training.py``). The weights ship as
``data/step_model.json.gz`` with their sha256 beside them; a file that does not match is
refused, never half-used.
"""

from __future__ import annotations

import math
from functools import cache

from support_memory.extraction.learned.step_features import StepView, step_features
from support_memory.extraction.learned.weights_file import read_document, shipped

MODEL_FILE = "data/step_model.json.gz"
CHECKSUM_FILE = "data/step_model.sha256"
FORMAT = 1
CLASSES = ("dropped", "kept")  # the two rows of each weight: stored wrongly / rightly


class StepModel:
    """Scores a step with the shipped (or given) weights: ``{feature: [dropped, kept]}``."""

    def __init__(self, weights: dict[str, list[float]], *, version: str = "") -> None:
        self._margins = {name: kept - dropped for name, (dropped, kept) in weights.items()}
        self.version = version

    @classmethod
    def from_bytes(cls, payload: bytes, expected_sha256: str | None = None) -> StepModel:
        data, digest = read_document(
            payload,
            expected_sha256,
            name="step model",
            format_version=FORMAT,
            labels=("classes", CLASSES),
        )
        return cls(data["weights"], version=f"{data.get('version', '?')}+{digest[:12]}")

    def probability(self, view: StepView) -> float:
        """P(an annotator would store this step)."""
        margins = self._margins
        total = sum(margins.get(name, 0.0) for name in step_features(view))
        if total >= 0:
            return 1.0 / (1.0 + math.exp(-total))
        tail = math.exp(total)  # never overflows for a negative total
        return tail / (1.0 + tail)


@cache
def load_step_model() -> StepModel:
    """The weights shipped with the package, checked against their checksum (loaded once)."""
    return StepModel.from_bytes(*shipped(MODEL_FILE, CHECKSUM_FILE))
