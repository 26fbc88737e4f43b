"""The customer's current state: what a turn needs besides its search hits, in one bounded read.

``MemoryStore.state(customer_id, focus=...)`` returns a ``CustomerState``: the customer's
open incidents, the steps in progress and the incident each belongs to, the attempts of
those incidents, the latest profile facts, the last few memories, and the memories the turn
already holds (``focus``: its search hits, re-read as stored now) with the attempts of the
first few incidents among them. Every part has a fixed cap, so a turn reads the same amount
at 10 memories or 10,000.

``assemble`` is the one definition of that selection. A store gives it four primitive reads
(``StateSource``), each of which a store can answer from an index; ``select`` runs the same
selection over a plain list, which is the reference the contract suite holds every store to.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal, Protocol

from support_memory.models import IncidentStatus, Memory, MemoryType, Outcome, is_current

OPEN_INCIDENTS = 5  # most recently updated open incidents
IN_PROGRESS = 10  # most recently updated steps in progress
PROFILE_FACTS = 10  # most recently updated profile facts
RECENT = 5  # most recently updated memories of any kind
ATTEMPTS_PER_INCIDENT = 10  # most recently updated attempts of each incident in the state
FOCUS = 50  # memory ids a turn may name (its search hits)
FOCUS_INCIDENTS = 1  # incidents among them whose attempts come along (the first: the
# agent puts the incident the message matched first)

Kind = Literal["open", "in_progress", "profile", "any"]
KINDS: tuple[Kind, ...] = ("open", "in_progress", "profile", "any")
KIND_LIMITS: dict[Kind, int] = {
    "open": OPEN_INCIDENTS,
    "in_progress": IN_PROGRESS,
    "profile": PROFILE_FACTS,
    "any": RECENT,
}


def recency(memory: Memory) -> tuple[str, str]:
    """The order every cap uses: ``updated_at``, then ``id`` (newest is largest)."""
    return (memory.updated_at, memory.id)


def age(memory: Memory) -> tuple[str, str]:
    """Oldest first, as ``all()`` orders a history."""
    return (memory.created_at, memory.id)


def kind_of(memory: Memory) -> Kind | None:
    """Which capped list a memory belongs to besides ``any``."""
    if memory.type is MemoryType.INCIDENT and memory.status is IncidentStatus.OPEN:
        return "open"
    if memory.type is MemoryType.ATTEMPT and memory.outcome is Outcome.IN_PROGRESS:
        return "in_progress"
    if memory.type is MemoryType.PROFILE and is_current(memory):
        return "profile"  # a superseded fact is history, not the current setup
    return None


@dataclass(frozen=True)
class CustomerState:
    """A bounded slice of one customer's memories, oldest first, each memory once."""

    customer_id: str
    memories: tuple[Memory, ...] = ()
    # The store's count of this customer's writes when read, if it keeps one (SQLite): a
    # turn compares it at write time. Not part of equality: it says when, not what.
    version: int | None = field(default=None, compare=False)

    @cached_property
    def _lists(self) -> dict[Kind, tuple[Memory, ...]]:
        newest_first = sorted(self.memories, key=recency, reverse=True)
        lists: dict[Kind, list[Memory]] = {kind: [] for kind in KINDS}
        for memory in newest_first:
            kind = kind_of(memory)
            if kind is not None:
                lists[kind].append(memory)
        lists["any"] = newest_first
        return {kind: tuple(found[: KIND_LIMITS[kind]]) for kind, found in lists.items()}

    @cached_property
    def _by_id(self) -> dict[str, Memory]:
        return {m.id: m for m in self.memories}

    @property
    def open_incidents(self) -> tuple[Memory, ...]:
        """Open incidents, most recently updated first."""
        return self._lists["open"]

    @property
    def in_progress(self) -> tuple[Memory, ...]:
        """Steps in progress, most recently updated first."""
        return self._lists["in_progress"]

    @property
    def profile(self) -> tuple[Memory, ...]:
        """Profile facts, most recently updated first."""
        return self._lists["profile"]

    @property
    def recent(self) -> tuple[Memory, ...]:
        """The last few memories written, most recent first."""
        return self._lists["any"]

    def attempts_of(self, incident_id: str) -> tuple[Memory, ...]:
        """The attempts of one incident that the state holds, oldest first."""
        return tuple(
            m
            for m in self.memories
            if m.type is MemoryType.ATTEMPT and m.incident_id == incident_id
        )

    def get(self, memory_id: str) -> Memory | None:
        return self._by_id.get(memory_id)


class StateSource(Protocol):
    """The primitive reads ``assemble`` needs; each is bounded by its ``limit``."""

    def newest(self, customer_id: str, kind: Kind, limit: int) -> list[Memory]:
        """The ``limit`` most recent memories of ``kind`` (``recency`` order, newest first)."""
        ...

    def by_ids(self, customer_id: str, ids: Sequence[str]) -> list[Memory]:
        """The memories with these ids that the customer has (any order)."""
        ...

    def attempts_of(
        self, customer_id: str, incident_ids: Sequence[str], limit: int
    ) -> list[Memory]:
        """For each of ``incident_ids``, its ``limit`` most recent attempts."""
        ...


def assemble(source: StateSource, customer_id: str, focus: Sequence[str] = ()) -> CustomerState:
    """The customer's state as ``source`` holds it now (module docstring)."""
    found: dict[str, Memory] = {}

    def keep(memories: Iterable[Memory]) -> None:
        for memory in memories:
            found.setdefault(memory.id, memory)

    lists = {kind: source.newest(customer_id, kind, KIND_LIMITS[kind]) for kind in KINDS}
    for memories in lists.values():
        keep(memories)
    wanted = list(dict.fromkeys(focus))[:FOCUS]
    focused = {m.id: m for m in source.by_ids(customer_id, wanted)} if wanted else {}
    keep(focused[mid] for mid in wanted if mid in focused)
    parents = [m.id for m in lists["open"]]
    steps = [m.incident_id for m in lists["in_progress"] if m.incident_id]
    missing = [mid for mid in dict.fromkeys(steps) if mid not in found]
    keep(source.by_ids(customer_id, missing) if missing else [])
    parents += steps
    parents += [
        mid for mid in wanted if mid in focused and focused[mid].type is MemoryType.INCIDENT
    ][:FOCUS_INCIDENTS]
    keep(source.attempts_of(customer_id, list(dict.fromkeys(parents)), ATTEMPTS_PER_INCIDENT))
    return CustomerState(customer_id, tuple(sorted(found.values(), key=age)))


class ListSource:
    """``StateSource`` over a plain list of one customer's memories (the reference)."""

    def __init__(self, memories: Iterable[Memory]) -> None:
        self._newest_first = sorted(memories, key=recency, reverse=True)

    def newest(self, customer_id: str, kind: Kind, limit: int) -> list[Memory]:
        found = (m for m in self._newest_first if kind == "any" or kind_of(m) == kind)
        return [m for _, m in zip(range(limit), found, strict=False)]

    def by_ids(self, customer_id: str, ids: Sequence[str]) -> list[Memory]:
        wanted = set(ids)
        return [m for m in self._newest_first if m.id in wanted]

    def attempts_of(
        self, customer_id: str, incident_ids: Sequence[str], limit: int
    ) -> list[Memory]:
        return newest_per_incident(self._newest_first, incident_ids, limit)


def newest_per_incident(
    newest_first: Iterable[Memory], incident_ids: Sequence[str], limit: int
) -> list[Memory]:
    """At most ``limit`` attempts per incident of ``incident_ids``, from a newest-first list."""
    taken: dict[str, int] = dict.fromkeys(incident_ids, 0)
    found: list[Memory] = []
    for memory in newest_first:
        parent = memory.incident_id
        if memory.type is MemoryType.ATTEMPT and parent in taken and taken[parent] < limit:
            taken[parent] += 1
            found.append(memory)
    return found


def select(
    customer_id: str, memories: Iterable[Memory], focus: Sequence[str] = ()
) -> CustomerState:
    """The state of ``customer_id`` computed from a whole history: what ``state()`` must
    return. Stores answer the same question from an index; tests compare the two."""
    return assemble(ListSource(memories), customer_id, focus)
