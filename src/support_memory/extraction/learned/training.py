"""Train the clause model from the labelled corpus, reproducibly (``support-memory train``).

Multinomial logistic regression with L2, fitted by full-batch Adam from zero weights: no
random initialisation and no shuffling, so the same corpus and settings give the same
weights. Features seen fewer than ``min_count`` times are dropped, and so are features
whose weights all round to zero, which keeps the shipped file small. Needs NumPy (the
``semantic`` extra, or the dev install); inference (``model.py``) does not.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from support_memory.extraction.learned.alignment import LabelledClause
from support_memory.extraction.learned.check_model import CLASSES as CHECK_CLASSES
from support_memory.extraction.learned.check_model import FORMAT as CHECK_FORMAT
from support_memory.extraction.learned.features import clause_features
from support_memory.extraction.learned.kinds import KINDS
from support_memory.extraction.learned.model import FORMAT, ClauseModel


@dataclass(frozen=True)
class TrainingSettings:
    epochs: int = 300
    # 3e-4 since 2026-12-05 (1e-4 before): the same score out of fold, a quarter fewer
    # clause calls that change when a tenth of the corpus is left out (docs/extraction.md)
    l2: float = 3e-4
    learning_rate: float = 0.05
    min_count: int = 2
    decimals: int = 3


def train(examples: Sequence[LabelledClause], settings: TrainingSettings) -> dict[str, list[float]]:
    """Fit the clause model's weights: ``{feature: [weight per kind]}``."""
    return fit(
        [clause_features(example.view) for example in examples],
        [KINDS.index(example.kind) for example in examples],
        len(KINDS),
        settings,
    )


def fit(
    rows_features: Sequence[Sequence[str]],
    labels: Sequence[int],
    classes: int,
    settings: TrainingSettings,
) -> dict[str, list[float]]:
    """Multinomial logistic regression over feature strings: ``{feature: [weight per
    class]}`` for ``labels`` (each a class index), deterministic (see the module doc)."""
    import numpy as np

    if not rows_features:
        return {}  # nothing to learn from: no feature has a weight
    counts = Counter(name for names in rows_features for name in set(names))
    kept = sorted(name for name, count in counts.items() if count >= settings.min_count)
    vocab = {name: i for i, name in enumerate(kept)}
    rows: list[int] = []
    cols: list[int] = []
    for row, names in enumerate(rows_features):
        for name in names:
            col = vocab.get(name)
            if col is not None:
                rows.append(row)
                cols.append(col)
    row_index, col_index = np.array(rows, dtype=np.intp), np.array(cols, dtype=np.intp)
    size, width = len(labels), len(vocab)
    targets = np.eye(classes)[list(labels)]
    # one row of weights per class, so that each class's gather and sum run over contiguous
    # memory: a logit sums the weights of its row's features, a gradient cell the deltas of
    # the rows holding its feature, each one bincount in the rows' order (no randomness)
    weights = np.zeros((classes, width))
    first, second = np.zeros_like(weights), np.zeros_like(weights)
    for step in range(1, settings.epochs + 1):
        logits = np.stack(
            [np.bincount(row_index, weights=w[col_index], minlength=size) for w in weights],
            axis=1,
        )
        logits -= logits.max(axis=1, keepdims=True)
        probs = np.exp(logits)
        probs /= probs.sum(axis=1, keepdims=True)
        delta = np.ascontiguousarray(((probs - targets) / size).T)
        summed = [np.bincount(col_index, weights=d[row_index], minlength=width) for d in delta]
        grad = np.stack(summed) + settings.l2 * weights
        first = 0.9 * first + 0.1 * grad
        second = 0.999 * second + 0.001 * grad * grad
        unbiased = first / (1 - 0.9**step)
        weights -= settings.learning_rate * unbiased / (np.sqrt(second / (1 - 0.999**step)) + 1e-8)
    weights = weights.T
    rounded = np.round(weights, settings.decimals)
    return {
        name: [float(v) for v in rounded[col]]
        for name, col in vocab.items()
        if np.any(rounded[col] != 0)
    }


def model_bytes(weights: dict[str, list[float]], version: str) -> bytes:
    """The gzip'd JSON of the weights, byte-for-byte the same for the same weights."""
    return document_bytes(
        {"format": FORMAT, "version": version, "kinds": list(KINDS), "weights": weights}
    )


def save(weights: dict[str, list[float]], folder: Path, version: str) -> str:
    """Write the model and its checksum into ``folder``; return the sha256."""
    return write_model(model_bytes(weights, version), folder, "clause_model")


def document_bytes(document: dict[str, Any]) -> bytes:
    """A model document as gzip'd JSON with sorted keys and no timestamp: the same document
    always gives the same bytes (and the same sha256)."""
    raw = json.dumps(document, sort_keys=True, separators=(",", ":")).encode()
    buffer = io.BytesIO()
    with gzip.GzipFile(fileobj=buffer, mode="wb", mtime=0, compresslevel=9) as handle:
        handle.write(raw)
    return buffer.getvalue()


def check_bytes(weights: dict[str, list[float]], version: str) -> bytes:
    """A check's (``check_model``) gzip'd JSON document, byte-for-byte the same for the same
    weights."""
    return document_bytes(
        {
            "format": CHECK_FORMAT,
            "version": version,
            "classes": list(CHECK_CLASSES),
            "weights": weights,
        }
    )


def fit_check(
    rows_features: Sequence[Sequence[str]], kept: Sequence[bool], settings: TrainingSettings
) -> dict[str, list[float]]:
    """A check's weights (``check_model``): ``{feature: [dropped, kept]}``."""
    return fit(rows_features, [int(flag) for flag in kept], len(CHECK_CLASSES), settings)


def save_check(weights: dict[str, list[float]], folder: Path, version: str, name: str) -> str:
    """Write a check's model ``name`` and its checksum into ``folder``; return the sha256."""
    return write_model(check_bytes(weights, version), folder, name)


def write_model(payload: bytes, folder: Path, name: str) -> str:
    """Write ``name.json.gz`` and ``name.sha256`` beside it into ``folder``; return the
    sha256."""
    digest = hashlib.sha256(payload).hexdigest()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.json.gz").write_bytes(payload)
    (folder / f"{name}.sha256").write_text(f"{digest}  {name}.json.gz\n")
    return digest


def accuracy(model: ClauseModel, examples: Sequence[LabelledClause]) -> dict[str, Any]:
    """Clause accuracy and per-kind F1 of ``model`` on ``examples``."""
    predicted = [model.scores(e.view).best for e in examples]
    truth = [e.kind for e in examples]
    per_kind: dict[str, float] = {}
    for kind in KINDS:
        tp = sum(p == kind and t == kind for p, t in zip(predicted, truth, strict=True))
        wrong = sum((p == kind) != (t == kind) for p, t in zip(predicted, truth, strict=True))
        per_kind[kind] = round(2 * tp / (2 * tp + wrong), 3) if tp + wrong else 1.0
    hits = sum(p == t for p, t in zip(predicted, truth, strict=True))
    return {
        "clauses": len(examples),
        "accuracy": round(hits / len(examples), 3) if examples else 1.0,
        "macro_f1": round(sum(per_kind.values()) / len(per_kind), 3),
        "f1": per_kind,
    }
