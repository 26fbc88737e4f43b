"""Semantic recall, side by side on the same data: quality, latency, ingest cost, memory.

Not a test: the figures depend on the machine. One run compares, on the shipped recall
evaluation set (8 customers, 83 memories, 49 labelled queries + 10 unrelated):

* in-process recall on InMemoryStore and SQLiteStore: ``lexical`` (the store's own search),
  ``semantic`` and ``hybrid`` (fused), each query embedded once;
* the real Hindsight 1.1.0 server through ``HindsightStore`` (its own recall: semantic +
  keyword + RRF), started offline by the test harness twice: with the harness's hashed
  bag-of-words stub embeddings, and with our MiniLM served over the TEI protocol, so its
  semantic leg uses the same model as ours.

Then: embedding cost per memory at ingest (one at a time, as ``add`` does, and batched),
model load time and resident memory, and vector storage per 100k memories.

    .venv/bin/python bench/bench_semantic.py [--rounds 3] [--no-hindsight]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Callable, Sequence
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import numpy as np

from support_memory.embeddings import load_embedder
from support_memory.embeddings.hybrid import HybridRetriever
from support_memory.embeddings.index import MemoryVectorIndex, SQLiteVectorIndex
from support_memory.embeddings.protocol import Embedder
from support_memory.embeddings.store import EmbeddingStore
from support_memory.evaluation.recall import RecallSet, evaluate, ingest, load_recall_set
from support_memory.retrieval import Retriever, StoreRetriever
from support_memory.stores.memory import InMemoryStore
from support_memory.stores.protocol import MemoryStore
from support_memory.stores.sqlite import SQLiteStore

HARNESS = Path(__file__).resolve().parents[1] / "scripts" / "hindsight_server"
Row = dict[str, Any]


def rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def timed(retriever: Retriever, recall_set: RecallSet, rounds: int) -> list[float]:
    cases = recall_set.cases
    for case in cases[:10]:  # warm-up
        retriever.retrieve(case.customer_id, case.query, 10)
    timings = []
    for _ in range(rounds):
        for case in cases:
            started = time.perf_counter()
            retriever.retrieve(case.customer_id, case.query, 10)
            timings.append((time.perf_counter() - started) * 1000)
    return timings


def measure(name: str, retriever: Retriever, recall_set: RecallSet, rounds: int) -> Row:
    scores = evaluate(retriever, recall_set, store=name)
    timings = timed(retriever, recall_set, rounds)
    return {
        "system": f"{name} {retriever.mode}",
        "recall@5": scores.recall_at_5,
        "paraphrase@5": scores.paraphrase_recall_at_5,
        "mrr": scores.mrr,
        "leaks": scores.leaks,
        "p50_ms": statistics.median(timings),
        "p95_ms": statistics.quantiles(timings, n=20)[-1],
    }


def in_process(recall_set: RecallSet, embedder: Embedder, rounds: int, folder: Path) -> list[Row]:
    rows = []
    stores: list[tuple[str, MemoryStore]] = [
        ("memory", EmbeddingStore(InMemoryStore(), embedder, MemoryVectorIndex())),
        (
            "sqlite",
            EmbeddingStore(
                SQLiteStore(folder / "b.db"), embedder, SQLiteVectorIndex(folder / "b.vectors.db")
            ),
        ),
    ]
    for name, store in stores:
        ingest(store, recall_set)
        assert isinstance(store, EmbeddingStore)
        for retriever in (
            StoreRetriever(store),
            HybridRetriever(store, mode="semantic"),
            HybridRetriever(store),
        ):
            rows.append(measure(name, retriever, recall_set, rounds))
        store.close()
    return rows


def tei_server(embedder: Embedder) -> ThreadingHTTPServer:
    """Our model behind the two TEI routes Hindsight's ``tei`` provider calls."""

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            pass

        def _send(self, body: object) -> None:
            payload = json.dumps(body).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        def do_GET(self) -> None:
            self._send(
                {"model_id": embedder.model_id, "model_dtype": "float32", "max_input_length": 256}
            )

        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            inputs = body["inputs"] if isinstance(body["inputs"], list) else [body["inputs"]]
            self._send(embedder.embed(inputs).tolist())

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def hindsight(recall_set: RecallSet, embedder: Embedder | None, rounds: int) -> Row:
    """One harness server (stub embeddings, or ``embedder`` over TEI), scored and timed."""
    sys.path.insert(0, str(HARNESS))
    import hindsight_harness

    from support_memory.stores.hindsight import HindsightStore

    class Server(hindsight_harness.HindsightServer):  # type: ignore[misc]
        def _start_embeddings(self) -> None:
            if embedder is None:
                super()._start_embeddings()
            else:
                self._embed = tei_server(embedder)

    server = Server().start()
    store = HindsightStore(server.base_url, f"b{uuid.uuid4().hex[:8]}", api_key=server.api_key)
    try:
        started = time.perf_counter()
        ingest(store, recall_set)
        per_memory = (time.perf_counter() - started) * 1000 / len(recall_set.memories)
        row = measure("hindsight", StoreRetriever(store, mode="server"), recall_set, rounds)
        row["system"] += " (MiniLM over TEI)" if embedder else " (stub hashed embeddings)"
        row["ingest_ms_per_memory"] = per_memory
        return row
    finally:
        for customer in {m.customer_id for m in recall_set.memories}:
            store.forget(customer)
        store.close()
        server.stop()


def ingest_cost(embedder: Embedder, texts: Sequence[str]) -> tuple[float, float]:
    embedder.embed(texts[:4])
    started = time.perf_counter()
    for text in texts:
        embedder.embed([text])
    single = (time.perf_counter() - started) * 1000 / len(texts)
    started = time.perf_counter()
    embedder.embed(list(texts))
    batched = (time.perf_counter() - started) * 1000 / len(texts)
    return single, batched


def storage_per_100k(dimension: int, folder: Path) -> tuple[float, float, float]:
    """(MB of numpy arrays in process, MB of the SQLite file, ms to scan 1,000 vectors)."""
    rng = np.random.default_rng(7)
    vectors = rng.standard_normal((100_000, dimension)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    index = SQLiteVectorIndex(folder / "scale.vectors.db")
    for start in range(0, 100_000, 1_000):  # 100 customers x 1,000 memories
        index.put(
            f"C{start // 1_000}", [(f"m{i}", "fp", vectors[i]) for i in range(start, start + 1_000)]
        )
    started = time.perf_counter()
    for _ in range(20):
        index.similar("C7", vectors[0])
    scan_ms = (time.perf_counter() - started) * 1000 / 20
    index.close()
    file_mb = sum(p.stat().st_size for p in folder.glob("scale.vectors.db*")) / 1e6
    return vectors.nbytes / 1e6, file_mb, scan_ms


def table(rows: list[Row]) -> str:
    lines = [
        f"{'system':<44}{'R@5':>7}{'para@5':>8}{'MRR':>7}{'leaks':>6}{'p50 ms':>9}{'p95 ms':>9}",
        "-" * 90,
    ]
    for r in rows:
        lines.append(
            f"{r['system']:<44}{r['recall@5']:>7.3f}{r['paraphrase@5']:>8.3f}"
            f"{r['mrr']:>7.3f}{r['leaks']:>6}{r['p50_ms']:>9.2f}{r['p95_ms']:>9.2f}"
        )
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="timed passes over the queries")
    parser.add_argument("--no-hindsight", action="store_true", help="skip the live server")
    args = parser.parse_args()
    os.environ.setdefault("HF_HUB_OFFLINE", "1")

    recall_set = load_recall_set()
    before = rss_mb()
    started = time.perf_counter()
    embedder = load_embedder()
    load_s = time.perf_counter() - started
    texts = [m.text for m in recall_set.memories]
    single, batched = ingest_cost(embedder, texts)
    model_mb = rss_mb() - before

    with tempfile.TemporaryDirectory(prefix="bench-semantic-") as tmp:
        folder = Path(tmp)
        rows = in_process(recall_set, embedder, args.rounds, folder)
        pending = ""
        if not args.no_hindsight:
            hindsight_runs: list[Callable[[], Row]] = [
                lambda: hindsight(recall_set, None, args.rounds),
                lambda: hindsight(recall_set, embedder, args.rounds),
            ]
            for run in hindsight_runs:
                try:
                    rows.append(run())
                except Exception as exc:  # report, keep the in-process figures
                    pending += f"\nHindsight run failed: {type(exc).__name__}: {exc}"[:2000]
        arrays_mb, file_mb, scan_ms = storage_per_100k(embedder.dimension, folder)

    print(
        f"recall set: {len(recall_set.memories)} memories, "
        f"{sum(bool(c.relevant) for c in recall_set.cases)} labelled queries, "
        f"{args.rounds} timed rounds; retrieval = one recall call (query embedding included)"
    )
    print(table(rows))
    by = {r["system"]: r for r in rows}
    for store in ("memory", "sqlite"):
        lex, hyb = by[f"{store} lexical"], by[f"{store} hybrid"]
        print(
            f"{store}: hybrid / lexical latency  median x{hyb['p50_ms'] / lex['p50_ms']:.0f}, "
            f"p95 x{hyb['p95_ms'] / lex['p95_ms']:.0f}"
        )
    for name, row in by.items():
        if name.startswith("hindsight"):
            ratio = row["p50_ms"] / by["sqlite hybrid"]["p50_ms"]
            print(
                f"{name} / sqlite hybrid latency: median x{ratio:.1f}; "
                f"ingest {row['ingest_ms_per_memory']:.1f} ms per memory (HTTP retain)"
            )
    print(f"model: {embedder.model_id}, load {load_s:.2f} s, +{model_mb:.0f} MB peak RSS")
    print(
        f"embedding cost at ingest: {single:.1f} ms per memory one at a time (add), "
        f"{batched:.2f} ms batched (reindex)"
    )
    print(
        f"per 100k memories: {arrays_mb:.0f} MB of float32 vectors in process, "
        f"{file_mb:.0f} MB SQLite vector file; cosine scan of a 1,000-memory customer "
        f"from SQLite {scan_ms:.1f} ms"
    )
    if pending:
        print(pending)
    return 0


if __name__ == "__main__":
    sys.exit(main())
