"""Two steps told that are one: "uninstalled and reinstalled it" is a reinstall.

A customer who uninstalls something and installs it again in the same sentence did one step,
the reinstall; recording the uninstall beside it would count the same try twice.
"""

from __future__ import annotations

from support_memory.extraction.reading.state import MessageReading

_UNDO = frozenset({"uninstall", "un-install"})
_REDO = frozenset({"reinstall", "re-install", "install"})  # any word of the later step


def _reinstalls(text: str | None, uninstalled: str | None) -> bool:
    """Does step ``text`` install again what ``uninstalled`` removed: "Reinstall application",
    "Download and reinstall" after "Uninstall application"; "Install new one" after
    "Uninstall previous version" installs something else."""
    if text is None or not any(word in _REDO for word in text.lower().split()):
        return False
    removed = set((uninstalled or "").lower().split()[1:]) - {"application"}
    return not removed or removed <= set(text.lower().split())


def fold_uninstall_into_reinstall(reading: MessageReading) -> None:
    """Drop an uninstall that a (re)install in the same sentence follows."""
    dropped: set[int] = set()
    for index, step in enumerate(reading.steps):
        if step.reading.verb not in _UNDO or step.reading.actor != "self":
            continue
        later = reading.steps[index + 1 :]
        if any(
            s.sentence == step.sentence and _reinstalls(s.reading.text, step.reading.text)
            for s in later
        ):
            dropped.add(id(step))
    reading.steps = [step for step in reading.steps if id(step) not in dropped]
