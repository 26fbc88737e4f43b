"""Run the recall evaluation over several stores and retrieval modes, and render it.

Each store is filled once through an ``EmbeddingStore`` (so every memory is embedded once,
at write time, as in production); the retrieval modes then read the same data:
``lexical`` is the store's own search, ``semantic`` ranks by cosine, ``hybrid`` fuses both.
Stores are built by the factory from settings, in a temporary folder.
"""

from __future__ import annotations

import secrets
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from support_memory.embeddings.protocol import Embedder, EmbedderUnavailableError
from support_memory.evaluation.recall import RecallScores, RecallSet, evaluate, ingest
from support_memory.factory import build_store
from support_memory.retrieval import Retriever, StoreRetriever
from support_memory.settings import Settings
from support_memory.stores.protocol import MemoryStore

STORES = {"memory": None, "json": "eval.json", "sqlite": "eval.db"}  # name -> STORE_PATH file
# "postgres": the database of DATABASE_URL, with the set's customers under a unique prefix
# that is forgotten afterwards (the production schema, migrations and search, measured).
POSTGRES = "postgres"
MODES = ("lexical", "semantic", "hybrid")
Progress = Callable[[str], None]


@dataclass
class RecallRun:
    scores: list[RecallScores] = field(default_factory=list)
    skipped: dict[str, str] = field(default_factory=dict)  # "store/mode" -> why


def run_recall(
    recall_set: RecallSet,
    *,
    stores: Sequence[str] = ("memory", "sqlite"),
    modes: Sequence[str] = MODES,
    load: Callable[[], Embedder],
    progress: Progress | None = None,
    database_url: str | None = None,
) -> RecallRun:
    """Score every (store, mode); modes that need the model are skipped, with the reason,
    when it cannot load."""
    run = RecallRun()
    embedder: Embedder | None = None
    if any(mode != "lexical" for mode in modes):
        try:
            embedder = load()
        except EmbedderUnavailableError as exc:
            for store_name in stores:
                for mode in modes:
                    if mode != "lexical":
                        run.skipped[f"{store_name}/{mode}"] = str(exc)
    for name in stores:
        with tempfile.TemporaryDirectory(prefix="support-memory-eval-") as folder:
            store = _build(name, Path(folder), embedder, database_url)
            scored = (
                recall_set.under(f"eval-{secrets.token_hex(4)}-")
                if name == POSTGRES
                else recall_set
            )
            try:
                ingest(store, scored)
                for mode in modes:
                    retriever = _retriever(store, mode)
                    if retriever is not None:
                        step = (lambda n=name, m=mode: progress(f"{n}/{m}")) if progress else None
                        run.scores.append(evaluate(retriever, scored, store=name, progress=step))
            finally:
                if name == POSTGRES:
                    for customer in scored.customers:
                        store.forget(customer)
                close = getattr(store, "close", None)
                if callable(close):
                    close()
    return run


def _build(
    name: str, folder: Path, embedder: Embedder | None, database_url: str | None
) -> MemoryStore:
    if name == POSTGRES:
        if not database_url:
            raise ValueError("the postgres store needs DATABASE_URL (postgresql://...)")
        lexical = Settings(database_url=database_url, retrieval="lexical")
        hybrid = Settings(database_url=database_url, retrieval="hybrid")
    elif name in STORES:
        filename = STORES[name]
        path = str(folder / filename) if filename else None
        lexical = Settings(store_path=path, retrieval="lexical")
        hybrid = Settings(store_path=path, retrieval="hybrid")
    else:
        choices = ", ".join([*STORES, POSTGRES])
        raise ValueError(f"unknown store {name!r}; choose from {choices}")
    store = build_store(lexical)
    if embedder is None:
        return store
    from support_memory.embeddings.wiring import with_embeddings

    return with_embeddings(hybrid, store, loader=lambda _model_dir: embedder)


def _retriever(store: MemoryStore, mode: str) -> Retriever | None:
    if mode == "lexical":
        return StoreRetriever(store)
    if mode not in MODES:
        raise ValueError(f"unknown retrieval mode {mode!r}; choose from {', '.join(MODES)}")
    from support_memory.embeddings.hybrid import HybridRetriever
    from support_memory.embeddings.store import EmbeddingStore

    if not isinstance(store, EmbeddingStore):
        return None  # no model: reported as skipped
    return HybridRetriever(store, mode=mode)


_COLUMNS = (
    ("store", "store", "{:<8}"),
    ("mode", "mode", "{:<9}"),
    ("n", "queries", "{:>3}"),
    ("R@1", "recall_at_1", "{:>6.3f}"),
    ("R@5", "recall_at_5", "{:>6.3f}"),
    ("MRR", "mrr", "{:>6.3f}"),
    ("para@5", "paraphrase_recall_at_5", "{:>7.3f}"),
    ("no-ovl@5", "no_overlap_recall_at_5", "{:>8.3f}"),
    ("kept@5", "kept_at_5", "{:>7.3f}"),
    ("leaks", "leaks", "{:>5}"),
    ("p50 ms", "median_ms", "{:>7.2f}"),
    ("p95 ms", "p95_ms", "{:>7.2f}"),
)


def render_recall(run: RecallRun) -> str:
    """A plain-text table, one row per store and mode, then what was skipped and why."""
    widths = [len(fmt.format(0 if "f" in fmt or ">" in fmt else "")) for _, _, fmt in _COLUMNS]
    header = " ".join(
        title.rjust(w) if ">" in fmt else title.ljust(w)
        for (title, _, fmt), w in zip(_COLUMNS, widths, strict=True)
    )
    lines = [header, "-" * len(header)]
    for scores in run.scores:
        row = scores.to_dict()
        lines.append(" ".join(fmt.format(row[key]) for _, key, fmt in _COLUMNS))
    unrelated = run.scores[0].unrelated if run.scores else 0
    lines.append(
        f"R@k/MRR over labelled queries; para = paraphrases, no-ovl = paraphrases sharing no "
        f"term; kept@5 = relevant memory survives the relevance floor; leaks = of {unrelated} "
        "unrelated questions, how many recalled anything"
    )
    for where, why in sorted(run.skipped.items()):
        lines.append(f"skipped {where}: {why}")
    return "\n".join(lines)
