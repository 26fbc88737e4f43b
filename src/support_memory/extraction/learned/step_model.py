"""``StepModel``: inference for the step check, in pure Python.

A logistic regression over ``step_features``: how likely a step the rules are about to
store is one a careful annotator would store too. Trained by ``support-memory train`` on
the steps the rules and the clause model read off the dev split, each labelled by whether
the evaluator matched it to an expected ATTEMPT (``step_training.py``). The weights ship as
``data/step_model.json.gz`` with their sha256 beside them; a file that does not match is
refused, never half-used.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from support_memory.extraction.learned.check_model import CLASSES, FORMAT, CheckModel
from support_memory.extraction.learned.step_features import StepView, step_features
from support_memory.extraction.learned.weights_file import shipped

MODEL_FILE = "data/step_model.json.gz"
CHECKSUM_FILE = "data/step_model.sha256"
__all__ = ["CHECKSUM_FILE", "CLASSES", "FORMAT", "MODEL_FILE", "StepModel", "load_step_model"]


class StepModel(CheckModel[StepView]):
    """Scores a step with the shipped (or given) weights: ``{feature: [dropped, kept]}``."""

    NAME = "step model"

    def features(self, view: StepView) -> Iterable[str]:
        return step_features(view)


@cache
def load_step_model() -> StepModel:
    """The weights shipped with the package, checked against their checksum (loaded once)."""
    return StepModel.from_bytes(*shipped(MODEL_FILE, CHECKSUM_FILE))
