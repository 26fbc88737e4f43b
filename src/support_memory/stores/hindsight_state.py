"""The customer's state read from Hindsight with the list endpoint's ``tags`` filter.

Every memory is retained with tags naming its kind, outcome or status, its own id and its
incident (``hindsight_wire.memory_tags``), so each primitive read of ``state.assemble`` is
one ``GET /memories/list?tags=…&tags_match=any&time_field=updated_at&limit=N``:

* the newest open incidents / steps in progress / profile facts / memories: 4 calls;
* the turn's ``focus`` memories: 1 call (``memory:<id>`` tags);
* the incidents of steps in progress that are not open any more: 0 or 1 call;
* the attempts of every incident in the state: 1 call (``incident:<id>`` tags).

So a state read is 5 to 7 HTTP calls whatever the history size. Hindsight orders by its own
write time, which follows ours for memories written through this store; the caps are then
applied client-side on our ``updated_at``. The per-incident cap is on the whole answer
(``limit × incidents``), so one incident with many attempts can crowd out another's.
Memories retained before these tags existed are missed by the tagged reads; the local
projection (``projection.py``, used behind the outbox) has no such gap.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from support_memory.models import Memory
from support_memory.state import Kind, newest_per_incident, recency
from support_memory.stores import hindsight_wire as wire

ListPage = Callable[[dict[str, Any]], Any]  # query params → list answer (None: no bank)

_KIND_TAGS: dict[Kind, tuple[str, ...]] = {
    "open": ("status:open",),
    "in_progress": ("outcome:in_progress",),
    "profile": ("type:PROFILE",),
    "any": (),
}


class HindsightStateSource:
    """``state.StateSource`` over one bank, one tagged list call per read."""

    def __init__(self, list_page: ListPage, customer_id: str) -> None:
        self._list_page = list_page
        self._customer_id = customer_id

    def _list(self, tags: Iterable[str], limit: int) -> list[Memory]:
        if limit <= 0:
            return []
        payload = self._list_page(wire.list_params(tags, limit=limit, newest_first=True))
        return sorted(self._memories(wire.results_of(payload)), key=recency, reverse=True)

    def _memories(self, items: Iterable[Mapping[str, Any]]) -> list[Memory]:
        found: dict[str, Memory] = {}
        for item in items:
            document_id = item.get("document_id")
            memory = wire.memory_from_metadata(
                item.get("metadata"),
                customer_id=self._customer_id,
                document_id=document_id if isinstance(document_id, str) else None,
            )
            if memory is not None:
                found.setdefault(memory.id, memory)  # chunks of one document: once
        return list(found.values())

    def newest(self, customer_id: str, kind: Kind, limit: int) -> list[Memory]:
        found = self._list(_KIND_TAGS[kind], limit)
        return found[:limit]

    def by_ids(self, customer_id: str, ids: Sequence[str]) -> list[Memory]:
        wanted = set(ids)
        found = self._list([wire.memory_tag(mid) for mid in ids], len(ids))
        return [m for m in found if m.id in wanted]

    def attempts_of(
        self, customer_id: str, incident_ids: Sequence[str], limit: int
    ) -> list[Memory]:
        tags = [wire.incident_tag(mid) for mid in incident_ids]
        found = self._list(tags, limit * len(incident_ids) + len(incident_ids))
        return newest_per_incident(found, incident_ids, limit)
