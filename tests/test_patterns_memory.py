"""The combined patterns keep RE2's fast matcher on real messages.

The outcome tables are joined into one RE2 pattern (``patterns.any_of``). When a pattern
needs more memory than RE2 may use, RE2 does not fail: it logs "DFA out of memory" and
matches with its NFA, many times slower, on every call. That happened once the tables grew
past RE2's default 8 MiB (2026-12-03); ``patterns/engine.py`` now gives each pattern 64 MiB.
This test reads real dev messages in a fresh process and fails if RE2 says it fell back, so
the next table that outgrows the budget is found by CI, not by a slow bench.
"""

from __future__ import annotations

import subprocess
import sys

_READ_REAL_MESSAGES = """
from support_memory.evaluation import extraction as ev
from support_memory.extraction.rules import RuleExtractor

cases = ev.load_cases("real-dev")[:300]
extractor = RuleExtractor()
for case in cases:
    for turn in case.turns:
        extractor.extract("C", turn, history=[])
print(sum(len(case.turns) for case in cases))
"""


def test_real_messages_never_make_re2_fall_back_to_its_slow_matcher() -> None:
    done = subprocess.run(
        [sys.executable, "-c", _READ_REAL_MESSAGES],
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    assert int(done.stdout.strip().splitlines()[-1]) > 300  # the messages were read
    assert "DFA out of memory" not in done.stderr
