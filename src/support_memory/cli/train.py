"""``train``: rebuild the learned clause model from the labelled corpus, reproducibly."""

from __future__ import annotations

import argparse
import json
from importlib import resources
from pathlib import Path
from typing import Any

from support_memory.errors import ConfigError


def register(subparsers: Any) -> None:
    train = subparsers.add_parser(
        "train",
        help="retrain the learned extraction layer from the corpus (dev split by default)",
        description="Fits the clause model on the labelled corpus and writes its weights and "
        "sha256 into the package (or --out). Same corpus, same weights: no randomness.",
    )
    train.add_argument(
        "--corpus",
        action="append",
        metavar="SET",
        help="case set to train on: a file or a shipped set name (default: real-dev); "
        "never the test split",
    )
    train.add_argument("--out", metavar="DIR", help="folder for the weights (default: package)")
    train.add_argument(
        "--check",
        action="store_true",
        help="write nothing; exit 1 unless retraining gives exactly the shipped weights",
    )
    train.set_defaults(handler=_train)


def _train(args: argparse.Namespace) -> int:
    from support_memory.extraction.learned import training
    from support_memory.extraction.learned.alignment import label_clauses
    from support_memory.extraction.learned.model import CHECKSUM_FILE, MODEL_FILE

    names = args.corpus or ["real-dev"]
    if "real-test" in names:
        raise ConfigError("the test split is frozen for scoring: never train on it")
    examples = [clause for name in names for clause in label_clauses(_cases(name))]
    weights = training.train(examples, training.TrainingSettings())
    version = "+".join(names)
    payload = training.model_bytes(weights, version)
    package = resources.files("support_memory.extraction.learned")
    if args.check:
        shipped = package.joinpath(MODEL_FILE).read_bytes()
        same = shipped == payload
        print(
            f"{len(examples)} clauses: retrained weights {'match' if same else 'DIFFER from'} "
            f"the shipped {MODEL_FILE}"
        )
        return 0 if same else 1
    folder = Path(args.out) if args.out else Path(str(package.joinpath(MODEL_FILE))).parent
    digest = training.save(weights, folder, version)
    print(
        f"trained on {len(examples)} clauses from {', '.join(names)}: "
        f"{len(weights)} features → {folder / Path(MODEL_FILE).name} (sha256 {digest[:16]}…; "
        f"{Path(CHECKSUM_FILE).name} beside it)"
    )
    return 0


def _cases(name: str) -> list[dict[str, Any]]:
    from support_memory.evaluation.extraction import CASE_SETS

    if name in CASE_SETS:
        text = resources.files("support_memory.evaluation").joinpath(CASE_SETS[name]).read_text()
    else:
        text = Path(name).read_text(encoding="utf-8")
    cases: list[dict[str, Any]] = json.loads(text)["cases"]
    return cases
