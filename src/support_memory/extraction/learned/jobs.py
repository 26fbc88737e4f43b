"""Run independent training jobs side by side in worker processes, results in job order.

Retraining fits the clause model six times (once on everything, once without each of the
five folds) and reads every dev case once: about twenty minutes in one process on this
project's 2-core machines, and most of CI's time. The jobs share nothing and each is a pure
function of its arguments, so the results, and the weights trained from them, are the same
whatever the number of workers; only the wall time changes (``tests/extraction``'s retraining
test checks the weights against the shipped ones, which one process trained).

Workers are *spawned*, never forked: a fork copies a process's threads' locks mid-use (the
test suite runs servers on threads), and a spawned worker imports the package afresh.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import TypeVar

Job = TypeVar("Job")
Result = TypeVar("Result")


def available_workers() -> int:
    """The cores this process may run on (at least one)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux: no affinity mask to read
        return max(1, os.cpu_count() or 1)


def run_all(run: Callable[[Job], Result], jobs: Sequence[Job], workers: int) -> list[Result]:
    """``[run(job) for job in jobs]``, on up to ``workers`` processes. ``run`` must be a
    module-level function and the jobs and results picklable; with one worker (or one job)
    everything runs here, in this process."""
    if workers <= 1 or len(jobs) <= 1:
        return [run(job) for job in jobs]
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=min(workers, len(jobs)), mp_context=context) as pool:
        return list(pool.map(run, jobs))
