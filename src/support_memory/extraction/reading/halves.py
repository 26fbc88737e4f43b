"""Two steps told that are one: "uninstalled and reinstalled it" is a reinstall.

A customer who uninstalls something and installs it again in the same sentence did one step,
the reinstall; recording the uninstall beside it would count the same try twice. "Removed
macFUSE from my Mac, then installed it back" is one too (a removal then a reinstall). So is
the wait inside a power cycle: "turned the router off and on and waited five minutes",
"pulled the plug out and waited a minute before plugging back" are power cycles, not waits.
And taking a part out to work on it: "took the spool out n rewound it neater" is the rewind.
"""

from __future__ import annotations

import itertools
from dataclasses import replace

from support_memory.extraction.reading.state import MessageReading, Step
from support_memory.extraction.steps.phrases import action_text

_UNDO = frozenset({"uninstall", "un-install"})
_REDO = frozenset({"reinstall", "re-install", "install", "redownload", "re-download"})
_REMOVE = frozenset({"remove", "delete"})  # folded only into a reinstall said as one
_AGAIN = frozenset({"reinstall", "re-install"})
_WHERE_FROM = frozenset({"from", "on", "off", "in", "of"})
# steps a wait in the same sentence belongs to: the pause of a power cycle
_POWER_STEPS = frozenset(
    {"unplug", "plug", "power-cycle", "restart", "reboot", "turn", "switch", "power", "pull"}
    | {"disconnect", "shut"}
)


def _reinstalls(text: str | None, uninstalled: str | None, redo: frozenset[str]) -> bool:
    """Does step ``text`` install again what ``uninstalled`` removed: "Reinstall application",
    "Download and reinstall" after "Uninstall application"; "Install new one" after
    "Uninstall previous version" installs something else."""
    if text is None or not any(word in redo for word in text.lower().split()):
        return False
    what = list(
        itertools.takewhile(lambda w: w not in _WHERE_FROM, (uninstalled or "").lower().split()[1:])
    )
    removed = set(what) - {"application"}
    return not removed or removed <= set(text.lower().split())


def fold_uninstall_into_reinstall(reading: MessageReading) -> None:
    """Drop an uninstall that a (re)install in the same sentence follows."""
    dropped: set[int] = set()
    for index, step in enumerate(reading.steps):
        verb = step.reading.verb
        if step.reading.actor == "self" and _undone_then_redone(step, reading.steps[index + 1 :]):
            dropped.add(id(step))  # "unpaired and re-paired": the re-pair
            continue
        if verb not in _UNDO | _REMOVE or step.reading.actor != "self":
            continue
        redo = _REDO if verb in _UNDO else _AGAIN
        later = reading.steps[index + 1 :]
        again = next(
            (
                s
                for s in later
                if s.sentence == step.sentence
                and (
                    _reinstalls(s.reading.text, step.reading.text, redo)
                    or (s.reading.verb in _AGAIN and _bare(s))  # "deleted the game and reinstalled"
                )
            ),
            None,
        )
        if again is not None:
            dropped.add(id(step))
            _as_reinstall(again)
            _name_what_was_removed(again, step)
    reading.steps = [step for step in reading.steps if id(step) not in dropped]


def _as_reinstall(step: Step) -> None:
    """ "uninstalling and installing": the install after an uninstall is a reinstall (else it
    reads as setting the product up, which is background, and the try is lost)."""
    if step.reading.verb != "install":
        return
    text = action_text("reinstall", list(step.reading.rest))
    if text is not None:
        step.reading = replace(step.reading, verb="reinstall", text=text)


def _name_what_was_removed(again: Step, removed: Step) -> None:
    """ "deleted the game and reinstalled": "Reinstall game", not "Reinstall application"."""
    what = list(itertools.takewhile(lambda w: w.lower() not in _WHERE_FROM, removed.reading.rest))
    if not _bare(again) or not [w for w in what if w.lower() not in _NO_NAME]:
        return
    text = action_text("reinstall", what)
    if text is not None:
        again.reading = replace(again.reading, verb="reinstall", text=text, rest=tuple(what))


_NO_NAME = frozenset({"it", "them", "the", "a", "an", "my", "this", "that", "app", "application"})


def _bare(step: Step) -> bool:
    """A step told with no object, or with "it" alone: "reinstalled", "reinstalled it",
    "installed again"."""
    return all(word.lower() in ("it", "them", "again", "back") for word in step.reading.rest)


def redoes(undone: str, verb: str) -> bool:
    """ "unpair" then "re-pair" / "repair", "unlink" then "relink": the two halves of one
    redo (an uninstall then a reinstall is the reinstall alone, folded below)."""
    undone = undone.lower()
    stem = undone[2:].lstrip("-") if undone.startswith("un") and undone not in _UNDO else ""
    return len(stem) >= 3 and verb.lower() in (f"re-{stem}", f"re{stem}")


def _undone_then_redone(step: Step, later: list[Step]) -> bool:
    """ "Unpair" with "Re-pair" after it in the same sentence."""
    if not step.reading.verb.lower().startswith("un"):
        return False  # most steps: nothing undone that a later one could redo
    for other in later:
        first = (other.reading.text or "").lower().split()[:1]
        if other.sentence == step.sentence and first and redoes(step.reading.verb, first[0]):
            return True
    return False


def fold_wait_into_power_cycle(reading: MessageReading) -> None:
    """Drop a wait told in the same sentence as a power step: its pause, not a step."""
    powered = {
        step.sentence
        for step in reading.steps
        if step.reading.verb in _POWER_STEPS and step.reading.actor == "self"
    }
    reading.steps = [
        step
        for step in reading.steps
        if not (step.reading.verb == "wait" and step.sentence in powered)
    ]


_TAKEN_OUT = frozenset({"out", "apart", "off", "down"})


def fold_taking_out_into_the_work(reading: MessageReading) -> None:
    """Drop "took the spool out" when a later step of the same sentence works on "it" ("... n
    rewound it neater"): taking it out is how the step was done, not a try of its own."""
    dropped: set[int] = set()
    for index, step in enumerate(reading.steps):
        if step.reading.verb != "take" or not _TAKEN_OUT & {w.lower() for w in step.reading.rest}:
            continue
        later = [s for s in reading.steps[index + 1 :] if s.sentence == step.sentence]
        whole = step.said.split()[1:2] in (["it"], ["them"])  # "took it apart n cleaned the rotor"
        if any(_on_it(s) or (whole and s.reading.actor == "self") for s in later):
            dropped.add(id(step))
    reading.steps = [step for step in reading.steps if id(step) not in dropped]


def _on_it(step: Step) -> bool:
    """Was ``step`` told on "it" / "them" ("rewound it neater", "cleaned them"), other than
    putting it back ("took the sim card out, put it back": a reseat, two halves)?"""
    said = step.said.split()
    return (
        step.reading.actor == "self"
        and len(said) > 1
        and said[1] in ("it", "them")
        and step.reading.verb not in _PUT_BACK
    )


_PUT_BACK = frozenset({"put", "place", "insert", "reinsert", "plug", "replug", "slot", "pop"})
