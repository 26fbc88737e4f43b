"""Split the labelled real-language corpus into its frozen dev and test sets.

    python corpus/split.py            # check raw/ and write the package's dev/test files
    python corpus/split.py --check    # only verify that the shipped files match raw/ + lock

Every case belongs to a source ``group`` (one thread, one dialogue, one post); the split
is by group, never inside one, so no test message shares a thread with a dev message.
A group's side is decided once and recorded in ``split.lock.json``; a group seen for the
first time goes to test when the first byte of sha256("support-memory:" + group) is below
``TEST_SHARE`` * 256, unless its file is a ``*.dev.json``: sources added after the test set
was frozen (and scored) only ever grow the dev side. The lock also holds the sha256 of the test file, so an edit to the
test set is always a visible, deliberate change (``tests/evaluation`` checks it).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
RAW = HERE / "raw"
LOCK = HERE / "split.lock.json"
OUT = HERE.parent / "src" / "support_memory" / "evaluation" / "data" / "real_language"
TEST_SHARE = 0.35
KINDS = {"problem", "step", "plan", "step_worked", "step_failed", "good", "bad", "other"}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="verify only; write nothing")
    args = parser.parse_args(argv)
    cases = _load_raw()
    lock = json.loads(LOCK.read_text()) if LOCK.exists() else {"groups": {}}
    sides = dict(lock["groups"])
    for case in cases:
        group = case["source"]["group"]
        sides.setdefault(group, "dev" if case["_file"].endswith(".dev.json") else _side(group))
    split = {"dev": [c for c in cases if sides[c["source"]["group"]] == "dev"]}
    split["test"] = [c for c in cases if sides[c["source"]["group"]] == "test"]
    files = {name: _dump(name, items) for name, items in split.items()}
    new_lock = {
        "about": "Which side of the split each source group is on, and the test file's "
        "sha256. Written by corpus/split.py; never move a group between sides.",
        "test_sha256": hashlib.sha256(files["test"].encode()).hexdigest(),
        "groups": dict(sorted(sides.items())),
    }
    if args.check:
        return _check(files, new_lock, lock)
    OUT.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (OUT / f"{name}.json").write_text(text, encoding="utf-8")
    LOCK.write_text(json.dumps(new_lock, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    for name, items in split.items():
        turns = sum(len(c["turns"]) for c in items)
        print(f"{name}: {len(items)} cases, {turns} turns")
    return 0


def _side(group: str) -> str:
    digest = hashlib.sha256(f"support-memory:{group}".encode()).digest()
    return "test" if digest[0] < TEST_SHARE * 256 else "dev"


def _load_raw() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    seen: set[str] = set()
    for path in sorted(RAW.glob("*.json")):
        for case in json.loads(path.read_text(encoding="utf-8"))["cases"]:
            problems = _problems(case)
            if problems:
                raise SystemExit(f"{path.name} {case.get('id')}: {'; '.join(problems)}")
            if case["id"] in seen:
                raise SystemExit(f"{path.name}: duplicate case id {case['id']}")
            seen.add(case["id"])
            cases.append(case | {"_file": path.name})
    return cases


def _problems(case: dict[str, Any]) -> list[str]:
    found: list[str] = []
    turns = case.get("turns")
    if not isinstance(turns, list) or not turns or not all(isinstance(t, str) for t in turns):
        return ["turns must be a non-empty list of strings"]
    source = case.get("source") or {}
    for key in ("kind", "group", "licence"):
        if not source.get(key):
            found.append(f"source.{key} missing")
    spans = case.get("spans")
    if not isinstance(spans, list) or len(spans) != len(turns):
        found.append("spans needs one list per turn")
    else:
        for turn, turn_spans in zip(turns, spans, strict=True):
            for span in turn_spans:
                if span.get("kind") not in KINDS:
                    found.append(f"unknown span kind {span.get('kind')!r}")
                if not span.get("text") or turn.find(span["text"]) < 0:
                    found.append(f"span not in its turn: {span.get('text')!r}")
    for item in [*case.get("expect", []), *case.get("forbid", [])]:
        if item.get("type") not in {"ATTEMPT", "INCIDENT", "PROFILE"}:
            found.append(f"bad item type {item.get('type')!r}")
    return found


def _dump(name: str, cases: list[dict[str, Any]]) -> str:
    about = (
        f"The real-language corpus, {name} split (corpus/README.md: sources, licences, "
        "labelling guide). Customer messages from public sources and written registers, "
        "labelled with the memories a careful annotator expects. "
        + (
            "Frozen: score it before a change it could inform, never tune on it."
            if name == "test"
            else "Tune and train on this split only."
        )
    )
    lines = [json.dumps({k: v for k, v in c.items() if k != "_file"}, ensure_ascii=False) for c in cases]
    return '{"about": ' + json.dumps(about) + ',\n "cases": [\n' + ",\n".join(lines) + "\n]}\n"


def _check(files: dict[str, str], new_lock: dict[str, Any], lock: dict[str, Any]) -> int:
    ok = True
    for name, text in files.items():
        path = OUT / f"{name}.json"
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            print(f"{path} does not match corpus/raw/ (run corpus/split.py)")
            ok = False
    moved = [g for g, side in lock["groups"].items() if new_lock["groups"].get(g) != side]
    if moved or new_lock != lock:
        print("split.lock.json is stale or a group changed sides")
        ok = False
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
