"""Train the incident check (``incident_model``) from the corpus, reproducibly.

Its examples come from the same cross-fitted reading of the dev split as the step check's
(``step_training.crossfit_both``): every new incident the rules stored after the customer had
already told a problem (the only ones the check is asked about), labelled by whether the
evaluator matched it to an expected INCIDENT, whatever its status.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from support_memory.extraction.learned.incident_features import incident_features
from support_memory.extraction.learned.incident_model import CLASSES, FORMAT
from support_memory.extraction.learned.step_training import LabelledIncident
from support_memory.extraction.learned.training import (
    TrainingSettings,
    document_bytes,
    fit,
    write_model,
)

# As the step check: a few thousand examples, so few epochs and a firm L2
SETTINGS = TrainingSettings(epochs=100, l2=1e-3)


def train_incidents(
    examples: Sequence[LabelledIncident], settings: TrainingSettings = SETTINGS
) -> dict[str, list[float]]:
    """Fit the weights: ``{feature: [dropped, kept]}``."""
    return fit(
        [incident_features(example.view) for example in examples],
        [int(example.kept) for example in examples],
        len(CLASSES),
        settings,
    )


def model_bytes(weights: dict[str, list[float]], version: str) -> bytes:
    """The gzip'd JSON of the weights, byte-for-byte the same for the same weights."""
    return document_bytes(
        {"format": FORMAT, "version": version, "classes": list(CLASSES), "weights": weights}
    )


def save(weights: dict[str, list[float]], folder: Path, version: str) -> str:
    """Write the model and its checksum into ``folder``; return the sha256."""
    return write_model(model_bytes(weights, version), folder, "incident_model")
