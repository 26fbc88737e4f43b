"""Train the incident check (``incident_model``) from the corpus, reproducibly.

Its examples come from the same cross-fitted reading of the dev split as the step check's
(``step_training.crossfit_all``): every new incident the rules stored after the customer had
already told a problem (the only ones the check is asked about), labelled by whether the
evaluator matched it to an expected INCIDENT, whatever its status.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from support_memory.extraction.learned.incident_features import incident_features
from support_memory.extraction.learned.step_training import LabelledIncident
from support_memory.extraction.learned.training import (
    TrainingSettings,
    check_bytes,
    fit_check,
    save_check,
)

# As the step check: a few thousand examples, so few epochs and a firm L2
SETTINGS = TrainingSettings(epochs=100, l2=1e-3)


def train_incidents(
    examples: Sequence[LabelledIncident], settings: TrainingSettings = SETTINGS
) -> dict[str, list[float]]:
    """Fit the weights: ``{feature: [dropped, kept]}``."""
    return fit_check(
        [incident_features(e.view) for e in examples], [e.kept for e in examples], settings
    )


model_bytes = check_bytes  # the gzip'd JSON of the weights, the same bytes for the same weights


def save(weights: dict[str, list[float]], folder: Path, version: str) -> str:
    """Write the model and its checksum into ``folder``; return the sha256."""
    return save_check(weights, folder, version, "incident_model")
