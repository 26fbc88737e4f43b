"""Recall evaluation: recall@1, recall@5 and MRR of a retriever on a labelled data set.

The packaged set (``data/recall_set.json``) holds fictional customers with support
histories and queries labelled with the memory ids a good recall returns. Queries are
``lexical`` (they share words with the memory), ``paraphrase`` (reworded; most share no
normalised term at all, which ``RecallCase.no_overlap`` checks with the project's own
tokenizer, stems and synonyms) or ``unrelated`` (nothing should be recalled).

Two views are scored: the retriever's raw ranking (recall@k, MRR) and what the turn's
ranking in ``recall.py`` keeps after its relevance floor (``kept@5``, and ``leaks``: unrelated
queries for which anything was kept).
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field, replace
from importlib import resources
from pathlib import Path
from typing import Any

from support_memory.errors import ValidationError
from support_memory.models import Memory
from support_memory.recall import parse_context, rank
from support_memory.retrieval import Retriever
from support_memory.stores.protocol import MemoryStore
from support_memory.text import term_set

RETRIEVE_DEPTH = 10  # hits asked for per query; recall@5 and MRR look at these


@dataclass(frozen=True)
class RecallCase:
    customer_id: str
    query: str
    relevant: tuple[str, ...]
    kind: str
    no_overlap: bool = False  # shares no normalised term with any relevant memory


@dataclass(frozen=True)
class RecallSet:
    memories: tuple[Memory, ...]
    cases: tuple[RecallCase, ...]

    def history(self, customer_id: str) -> list[Memory]:
        return [m for m in self.memories if m.customer_id == customer_id]

    @property
    def customers(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(m.customer_id for m in self.memories))

    def under(self, prefix: str) -> RecallSet:
        """The same set with every customer id prefixed (a shared database: no collision
        with real customers, and easy to forget afterwards)."""
        memories = tuple(
            m.model_copy(update={"customer_id": prefix + m.customer_id}) for m in self.memories
        )
        cases = tuple(replace(c, customer_id=prefix + c.customer_id) for c in self.cases)
        return RecallSet(memories, cases)


@dataclass
class RecallScores:
    """One retriever on one store: quality on labelled queries, latency per retrieval."""

    store: str
    mode: str
    queries: int = 0
    recall_at_1: float = 0.0
    recall_at_5: float = 0.0
    mrr: float = 0.0
    paraphrase_recall_at_5: float = 0.0
    no_overlap_recall_at_5: float = 0.0
    kept_at_5: float = 0.0
    unrelated: int = 0
    leaks: int = 0
    median_ms: float = 0.0
    p95_ms: float = 0.0
    misses: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def load_recall_set(path: str | Path | None = None) -> RecallSet:
    """The set at ``path``, or the one shipped with the package."""
    if path is None:
        raw = resources.files(__package__).joinpath("data/recall_set.json").read_text("utf-8")
    else:
        raw = Path(path).read_text(encoding="utf-8")
    try:
        data = json.loads(raw)
        memories = tuple(
            Memory(customer_id=customer["customer_id"], **memory)
            for customer in data["customers"]
            for memory in customer["memories"]
        )
        cases = tuple(_case(item, memories) for item in data["queries"])
    except (KeyError, TypeError, json.JSONDecodeError) as exc:
        raise ValidationError("recall set", f"not a recall evaluation file: {exc}") from exc
    return RecallSet(memories, cases)


def _case(item: dict[str, Any], memories: Sequence[Memory]) -> RecallCase:
    texts = {m.id: m.text for m in memories if m.customer_id == item["customer_id"]}
    unknown = [mid for mid in item["relevant"] if mid not in texts]
    if unknown:
        raise ValidationError("recall set", f"query {item['query']!r} names unknown {unknown}")
    query_terms = term_set(item["query"])
    no_overlap = bool(item["relevant"]) and not any(
        query_terms & term_set(texts[mid]) for mid in item["relevant"]
    )
    return RecallCase(
        item["customer_id"], item["query"], tuple(item["relevant"]), item["kind"], no_overlap
    )


def ingest(store: MemoryStore, recall_set: RecallSet) -> None:
    """Write every memory of the set into ``store`` (through ``add``, as the agent does)."""
    for memory in recall_set.memories:
        store.add(memory)


def evaluate(
    retriever: Retriever,
    recall_set: RecallSet,
    *,
    store: str,
    progress: Callable[[], None] | None = None,
) -> RecallScores:
    """Score ``retriever`` (already holding ``recall_set``'s memories) on every case."""
    ranks: list[tuple[RecallCase, int | None, bool]] = []
    timings: list[float] = []
    leaks = 0
    for case in recall_set.cases:
        started = time.perf_counter()
        hits = retriever.retrieve(case.customer_id, case.query, RETRIEVE_DEPTH)
        timings.append((time.perf_counter() - started) * 1000)
        kept = rank(parse_context(case.query), hits, recall_set.history(case.customer_id), 5)
        if case.relevant:
            ids = [hit.memory.id for hit in hits]
            first = next((i for i, mid in enumerate(ids, 1) if mid in case.relevant), None)
            ranks.append((case, first, any(r.memory.id in case.relevant for r in kept)))
        elif kept:
            leaks += 1
        if progress is not None:
            progress()
    return _scores(store, retriever.mode, ranks, timings, leaks, len(recall_set.cases))


def _scores(
    store: str,
    mode: str,
    ranks: Sequence[tuple[RecallCase, int | None, bool]],
    timings: Sequence[float],
    leaks: int,
    total: int,
) -> RecallScores:
    def share(rows: Iterable[tuple[RecallCase, int | None, bool]], k: int) -> float:
        listed = list(rows)
        hits = sum(1 for _, first, _ in listed if first is not None and first <= k)
        return round(hits / len(listed), 4) if listed else 0.0

    paraphrases = [row for row in ranks if row[0].kind == "paraphrase"]
    no_overlap = [row for row in ranks if row[0].no_overlap]
    ordered = sorted(timings)
    return RecallScores(
        store=store,
        mode=mode,
        queries=len(ranks),
        recall_at_1=share(ranks, 1),
        recall_at_5=share(ranks, 5),
        mrr=round(sum(1 / f for _, f, _ in ranks if f) / len(ranks), 4) if ranks else 0.0,
        paraphrase_recall_at_5=share(paraphrases, 5),
        no_overlap_recall_at_5=share(no_overlap, 5),
        kept_at_5=round(sum(k for _, _, k in ranks) / len(ranks), 4) if ranks else 0.0,
        unrelated=total - len(ranks),
        leaks=leaks,
        median_ms=round(statistics.median(ordered), 3) if ordered else 0.0,
        p95_ms=round(ordered[int(0.95 * (len(ordered) - 1))], 3) if ordered else 0.0,
        misses=[case.query for case, first, _ in ranks if first is None or first > 5],
    )
