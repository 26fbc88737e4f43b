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

import math
from functools import cache

from support_memory.extraction.learned.incident_features import IncidentView, incident_features
from support_memory.extraction.learned.weights_file import read_document, shipped

MODEL_FILE = "data/incident_model.json.gz"
CHECKSUM_FILE = "data/incident_model.sha256"
FORMAT = 1
CLASSES = ("dropped", "kept")  # the two rows of each weight: stored wrongly / rightly


class IncidentModel:
    """Scores a new incident with the shipped (or given) weights: ``{feature: [dropped,
    kept]}``."""

    def __init__(self, weights: dict[str, list[float]], *, version: str = "") -> None:
        self._margins = {name: kept - dropped for name, (dropped, kept) in weights.items()}
        self.version = version

    @classmethod
    def from_bytes(cls, payload: bytes, expected_sha256: str | None = None) -> IncidentModel:
        data, digest = read_document(
            payload,
            expected_sha256,
            name="incident model",
            format_version=FORMAT,
            labels=("classes", CLASSES),
        )
        return cls(data["weights"], version=f"{data.get('version', '?')}+{digest[:12]}")

    def probability(self, view: IncidentView) -> float:
        """P(an annotator would store this incident)."""
        margins = self._margins
        total = sum(margins.get(name, 0.0) for name in incident_features(view))
        if total >= 0:
            return 1.0 / (1.0 + math.exp(-total))
        tail = math.exp(total)  # never overflows for a negative total
        return tail / (1.0 + tail)


@cache
def load_incident_model() -> IncidentModel:
    """The weights shipped with the package, checked against their checksum (loaded once)."""
    return IncidentModel.from_bytes(*shipped(MODEL_FILE, CHECKSUM_FILE))
