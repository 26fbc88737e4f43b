"""The language data files (``extraction/language/*.json``) hold each key once: JSON keeps
the last of two equal keys, so a second "aint" silently replaced the first one's reading
("isn't") until 2026-12-05."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

import pytest

_FILES = sorted(
    entry.name
    for entry in resources.files("support_memory.extraction.language").iterdir()
    if entry.name.endswith(".json")
)


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    keys = [key for key, _ in pairs]
    twice = sorted({key for key in keys if keys.count(key) > 1})
    assert not twice, f"keys given twice: {twice}"
    return dict(pairs)


def test_there_are_language_data_files() -> None:
    assert {"informal.json", "setup.json", "steps.json"} <= set(_FILES)


@pytest.mark.parametrize("name", _FILES)
def test_a_language_data_file_holds_each_key_once(name: str) -> None:
    text = resources.files("support_memory.extraction.language").joinpath(name).read_text()
    json.loads(text, object_pairs_hook=_unique)


def test_a_key_given_twice_is_caught() -> None:
    with pytest.raises(AssertionError, match="aint"):
        json.loads('{"aint": "isn\'t", "aint": "ain\'t"}', object_pairs_hook=_unique)
