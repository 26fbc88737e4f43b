"""Setup vocabulary for profile facts, read from ``language/setup.json`` (data, not code):
operating systems, devices by family, brands and the kinds of device after them, plan words."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any


def _load() -> dict[str, Any]:
    text = resources.files("support_memory.extraction.language").joinpath("setup.json")
    data: dict[str, Any] = json.loads(text.read_text("utf-8"))
    return data


_DATA = _load()
OS_NAMES: tuple[str, ...] = tuple(_DATA["os_names"])
OS_FAMILIES: dict[str, str] = dict(_DATA["os_families"])
# Device name → family ("iPhone" → "phone"); longest names first so "iPad Pro" wins over "iPad".
DEVICE_FAMILIES: dict[str, str] = {
    name: family for family, names in _DATA["devices"].items() for name in names
}
DEVICE_NAMES: tuple[str, ...] = tuple(sorted(DEVICE_FAMILIES, key=len, reverse=True))
DEVICE_BRANDS: tuple[str, ...] = tuple(_DATA["device_brands"])
BRAND_KINDS: dict[str, str] = dict(_DATA["brand_kinds"])
DEVICE_KINDS: tuple[str, ...] = tuple(BRAND_KINDS)
PLAN_WORDS: tuple[str, ...] = tuple(_DATA["plan_words"])
EVERYDAY_WORDS: frozenset[str] = frozenset(_DATA["everyday_words"])
NAME_SUFFIXES: tuple[str, ...] = tuple(_DATA["name_suffixes"])
KIND_MODIFIERS: tuple[str, ...] = tuple(_DATA["kind_modifiers"])
