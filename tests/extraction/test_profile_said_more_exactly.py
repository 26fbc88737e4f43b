"""A fact one message also tells more exactly ("the Windows update" ... "Running Windows 11
23H2") is stored once, the exact way (blind trial of 2026-12-05 stored "Uses Windows" beside
"Uses Windows 11"; on dev 123 cases kept such a general twin)."""

from __future__ import annotations

from helpers import converse

from support_memory.models import MemoryType


def _facts(turns: list[str]) -> list[str]:
    return [m.text for m in converse(turns) if m.type is MemoryType.PROFILE]


def test_the_general_fact_beside_the_exact_one_is_not_stored() -> None:
    message = (
        "the printer stopped showing up after the Windows update. Running Windows 11 23H2, "
        "printer is an HP LaserJet M234."
    )
    assert _facts([message]) == ["Uses Windows 11", "Uses an HP LaserJet M234"]


def test_a_general_fact_after_the_exact_one_does_not_supersede_it() -> None:
    memories = converse(["I'm on Windows 11", "I use Windows and the printer vanished again"])
    current = [
        m.text
        for m in memories
        if m.type is MemoryType.PROFILE and "superseded_by" not in m.metadata
    ]
    assert current == ["Uses Windows 11"]


def test_two_facts_of_one_kind_that_differ_are_both_kept() -> None:
    assert _facts(["I use Windows 10 at work and Windows 11 at home"]) == [
        "Uses Windows 10",
        "Uses Windows 11",
    ]
