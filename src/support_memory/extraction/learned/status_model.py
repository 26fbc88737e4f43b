"""``StatusModel``: inference for the status check, in pure Python.

A logistic regression over ``status_features``: how likely an incident is resolved, in a
careful annotator's reading, once the rules have read a message about it. Trained by
``support-memory train`` on the incidents the rules and the clause model read off the dev
split, each labelled with the status of the expected INCIDENT the evaluator matched it to
(``status_training.py``). The weights ship as ``data/status_model.json.gz`` with their sha256
beside them; a file that does not match is refused, never half-used.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from support_memory.extraction.learned.check_model import CLASSES, FORMAT, CheckModel
from support_memory.extraction.learned.status_features import StatusView, status_features
from support_memory.extraction.learned.weights_file import shipped

MODEL_FILE = "data/status_model.json.gz"
CHECKSUM_FILE = "data/status_model.sha256"
__all__ = ["CHECKSUM_FILE", "CLASSES", "FORMAT", "MODEL_FILE", "StatusModel", "load_status_model"]


class StatusModel(CheckModel[StatusView]):
    """Scores an incident's status with the shipped (or given) weights: ``{feature: [open,
    resolved]}`` (the check's two rows)."""

    NAME = "status model"

    def features(self, view: StatusView) -> Iterable[str]:
        return status_features(view)


@cache
def load_status_model() -> StatusModel:
    """The weights shipped with the package, checked against their checksum (loaded once)."""
    return StatusModel.from_bytes(*shipped(MODEL_FILE, CHECKSUM_FILE))
