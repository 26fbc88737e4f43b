"""Pins the public API that DESIGN.md promises (like httpx's test_exported_members)."""

from __future__ import annotations

import support_memory

DESIGN_NAMES = {
    "Memory",
    "MemoryType",
    "Outcome",
    "IncidentStatus",
    "SupportReply",
    "MemoryStore",
    "InMemoryStore",
    "SQLiteStore",
    "HindsightStore",
    "build_store",
    "RuleExtractor",
    "ScriptedEngine",
    "SupportAgent",
}


def test_every_design_name_is_exported() -> None:
    missing = DESIGN_NAMES - set(support_memory.__all__)
    assert not missing, f"missing from support_memory.__all__: {sorted(missing)}"


def test_all_lists_exactly_what_the_module_exposes() -> None:
    for name in support_memory.__all__:
        assert hasattr(support_memory, name), name
    assert sorted(support_memory.__all__) == support_memory.__all__
