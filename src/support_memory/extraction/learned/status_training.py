"""Train the status check (``status_model``) from the corpus, reproducibly.

Its examples come from the same cross-fitted reading of the dev split as the step check's and
the incident check's (``step_training.crossfit_all``): every incident the evaluator matched to
an expected INCIDENT, whatever its status, as the check saw it after the last message about
it, labelled with the status that INCIDENT asks for.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from support_memory.extraction.learned.status_features import status_features
from support_memory.extraction.learned.step_training import LabelledStatus
from support_memory.extraction.learned.training import (
    TrainingSettings,
    check_bytes,
    fit_check,
    save_check,
)

# As the other checks: a few thousand examples, so few epochs and a firm L2 (on dev, 300
# epochs or L2 1e-4 flipped more statuses wrongly; docs/extraction.md has the grid)
SETTINGS = TrainingSettings(epochs=100, l2=1e-3)


def train_statuses(
    examples: Sequence[LabelledStatus], settings: TrainingSettings = SETTINGS
) -> dict[str, list[float]]:
    """Fit the weights: ``{feature: [open, resolved]}``."""
    return fit_check(
        [status_features(e.view) for e in examples], [e.resolved for e in examples], settings
    )


model_bytes = check_bytes  # the gzip'd JSON of the weights, the same bytes for the same weights


def save(weights: dict[str, list[float]], folder: Path, version: str) -> str:
    """Write the model and its checksum into ``folder``; return the sha256."""
    return save_check(weights, folder, version, "status_model")
