"""``train``: rebuild the learned layer (the clause model, then the step check, the incident
check and the status check behind it) from the labelled corpus, reproducibly."""

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
        description="Fits the clause model on the labelled corpus, then the step check, the "
        "incident check and the status check on the steps, incidents and statuses the rules "
        "read behind it, and writes the four models' weights and sha256 into the package (or "
        "--out). Same corpus, same weights: no randomness.",
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
    train.add_argument(
        "--workers",
        type=_positive,
        metavar="N",
        help="processes to fit on side by side (default: one per core); the weights are "
        "the same on any number",
    )
    train.set_defaults(handler=_train)


def _positive(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        number = 0
    if number < 1:
        raise argparse.ArgumentTypeError(
            f"expected a whole number of processes, 1 or more: {value!r}"
        )
    return number


def _train(args: argparse.Namespace) -> int:
    from support_memory.evaluation.extraction import load_cases
    from support_memory.extraction.learned import (
        incident_model,
        incident_training,
        status_model,
        status_training,
        step_model,
        step_training,
        training,
    )
    from support_memory.extraction.learned.alignment import label_clauses
    from support_memory.extraction.learned.jobs import available_workers
    from support_memory.extraction.learned.model import MODEL_FILE

    names = args.corpus or ["real-dev"]
    if "real-test" in names:
        raise ConfigError("the test split is frozen for scoring: never train on it")
    version = "+".join(names)
    examples = [clause for name in names for clause in label_clauses(_cases(name))]
    # the step check learns from what the rules read behind clause models that never saw
    # the case (cross-fitted, step_training.py): as in service
    cases = [case for name in names for case in load_cases(name)]
    # ... and so do the incident check and the status check, from the same reading; the
    # clause model's six fits run side by side (jobs.py): the same weights on any count
    weights, found = step_training.fit_and_crossfit(
        cases, examples, training.TrainingSettings(), workers=args.workers or available_workers()
    )
    steps, incidents, statuses = found.steps, found.incidents, found.statuses
    step_weights = step_training.train_steps(steps)
    incident_weights = incident_training.train_incidents(incidents)
    status_weights = status_training.train_statuses(statuses)
    payloads = {
        MODEL_FILE: training.model_bytes(weights, version),
        step_model.MODEL_FILE: step_training.model_bytes(step_weights, version),
        incident_model.MODEL_FILE: incident_training.model_bytes(incident_weights, version),
        status_model.MODEL_FILE: status_training.model_bytes(status_weights, version),
    }
    package = resources.files("support_memory.extraction.learned")
    counts = (
        f"{len(examples)} clauses, {len(steps)} steps, {len(incidents)} incidents and "
        f"{len(statuses)} statuses"
    )
    if args.check:
        differ = [
            f for f, payload in payloads.items() if package.joinpath(f).read_bytes() != payload
        ]
        shipped = " and ".join(payloads)
        verdict = f"DIFFER from the shipped {' and '.join(differ)}" if differ else "match"
        print(
            f"{counts}: retrained weights {verdict}" + ("" if differ else f" the shipped {shipped}")
        )
        return 1 if differ else 0
    folder = Path(args.out) if args.out else Path(str(package.joinpath(MODEL_FILE))).parent
    digests = [
        training.save(weights, folder, version)[:16],
        step_training.save(step_weights, folder, version)[:16],
        incident_training.save(incident_weights, folder, version)[:16],
        status_training.save(status_weights, folder, version)[:16],
    ]
    sizes = [weights, step_weights, incident_weights, status_weights]
    print(
        f"trained on {counts} from {', '.join(names)}: "
        f"{' + '.join(str(len(size)) for size in sizes)} features → "
        f"{folder}/clause_model.json.gz (sha256 {digests[0]}…), step_model.json.gz (sha256 "
        f"{digests[1]}…), incident_model.json.gz (sha256 {digests[2]}…) and "
        f"status_model.json.gz (sha256 {digests[3]}…), each with its .sha256 beside it"
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
