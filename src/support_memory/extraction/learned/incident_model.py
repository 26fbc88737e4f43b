"""``IncidentModel``: inference for the incident check, in pure Python.

A logistic regression over ``incident_features``: how likely a new incident the rules are
about to store is one a careful annotator would store too, rather than the customer's
problem told again, a detail of it or a remark. Trained by ``support-memory train`` on the
incidents the rules and the clause model read off the dev split, each labelled by whether
the evaluator matched it to an expected INCIDENT (``incident_training.py``). The weights ship
as ``data/incident_model.json.gz`` with their sha256 beside them; a file that does not match
is refused, never half-used.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from support_memory.extraction.learned.check_model import CLASSES, FORMAT, CheckModel
from support_memory.extraction.learned.incident_features import IncidentView, incident_features
from support_memory.extraction.learned.weights_file import shipped

MODEL_FILE = "data/incident_model.json.gz"
CHECKSUM_FILE = "data/incident_model.sha256"
__all__ = [
    "CHECKSUM_FILE",
    "CLASSES",
    "FORMAT",
    "MODEL_FILE",
    "IncidentModel",
    "load_incident_model",
]


class IncidentModel(CheckModel[IncidentView]):
    """Scores a new incident with the shipped (or given) weights: ``{feature: [dropped,
    kept]}``."""

    NAME = "incident model"

    def features(self, view: IncidentView) -> Iterable[str]:
        return incident_features(view)


@cache
def load_incident_model() -> IncidentModel:
    """The weights shipped with the package, checked against their checksum (loaded once)."""
    return IncidentModel.from_bytes(*shipped(MODEL_FILE, CHECKSUM_FILE))
