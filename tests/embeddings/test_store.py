"""``EmbeddingStore``: each memory embedded once at write time, vectors follow the memories."""

from __future__ import annotations

from pathlib import Path

import pytest

from factories import attempt, incident
from fakes.embedder import BrokenEmbedder, ConceptEmbedder
from support_memory.embeddings.index import MemoryVectorIndex, SQLiteVectorIndex
from support_memory.embeddings.store import EmbeddingStore
from support_memory.models import Outcome
from support_memory.stores.memory import InMemoryStore
from support_memory.stores.sqlite import SQLiteStore


def test_add_embeds_the_memory_once_and_stores_its_vector() -> None:
    embedder = ConceptEmbedder()
    store = EmbeddingStore(InMemoryStore(), embedder)
    memory = store.add(incident("C1", "App freezes when exporting to Excel"))
    assert embedder.calls == [["App freezes when exporting to Excel"]]
    assert store.index.fingerprints("C1") == {memory.id: store.fingerprint(memory)}
    assert store.all("C1") == [memory]


def test_an_outcome_update_keeps_the_vector_and_a_text_change_re_embeds() -> None:
    embedder = ConceptEmbedder()
    store = EmbeddingStore(InMemoryStore(), embedder)
    tried = store.add(attempt("C1", "Restart application", "in_progress"))
    store.update(tried.evolve(outcome=Outcome.FAILED))
    assert embedder.texts_embedded == 1
    store.update(tried.evolve(text="Restart the computer"))
    assert embedder.calls[-1] == ["Restart the computer"]


def test_forget_deletes_the_customers_vectors_and_nobody_elses() -> None:
    store = EmbeddingStore(InMemoryStore(), ConceptEmbedder())
    store.add(incident("C1", "Printer offline"))
    kept = store.add(incident("C2", "Printer offline"))
    assert store.forget("C1") == 1
    assert store.index.fingerprints("C1") == {}
    assert list(store.index.fingerprints("C2")) == [kept.id]


def test_ensure_vectors_backfills_memories_written_without_embeddings() -> None:
    inner = InMemoryStore()
    old = [inner.add(incident("C1", "Wi-Fi drops every evening")), inner.add(attempt("C1", "x"))]
    embedder = ConceptEmbedder()
    store = EmbeddingStore(inner, embedder)
    assert store.ensure_vectors("C1") == 2
    assert store.ensure_vectors("C1") == 0  # nothing stale: nothing embedded again
    assert set(store.index.fingerprints("C1")) == {m.id for m in old}
    assert embedder.texts_embedded == 2


def test_a_different_model_makes_every_vector_stale() -> None:
    inner, index = InMemoryStore(), MemoryVectorIndex()
    EmbeddingStore(inner, ConceptEmbedder("model-a"), index).add(incident("C1", "Printer offline"))
    switched = EmbeddingStore(inner, ConceptEmbedder("model-b"), index)
    assert switched.ensure_vectors("C1") == 1


def test_vectors_of_deleted_memories_are_dropped_on_backfill() -> None:
    index = MemoryVectorIndex()
    index.put("C1", [("gone", "f", ConceptEmbedder().embed(["x"])[0])])
    store = EmbeddingStore(InMemoryStore(), ConceptEmbedder(), index)
    store.add(incident("C1", "Printer offline"))
    store.ensure_vectors("C1")
    assert "gone" not in store.index.fingerprints("C1")


def test_a_failing_embedder_never_loses_the_memory() -> None:
    store = EmbeddingStore(InMemoryStore(), BrokenEmbedder())
    memory = store.add(incident("C1", "Printer offline"))
    assert store.all("C1") == [memory]
    assert store.index.fingerprints("C1") == {}


def test_sqlite_store_with_sqlite_vectors_persists_both(tmp_path: Path) -> None:
    def open_store(embedder: ConceptEmbedder) -> EmbeddingStore:
        return EmbeddingStore(
            SQLiteStore(tmp_path / "m.db"), embedder, SQLiteVectorIndex(tmp_path / "m.vectors.db")
        )

    first = open_store(ConceptEmbedder())
    memory = first.add(incident("C1", "App freezes when exporting to Excel"))
    first.close()
    embedder = ConceptEmbedder()
    second = open_store(embedder)
    try:
        assert second.ensure_vectors("C1") == 0  # nothing re-embedded after a restart
        query = second.embed_query("program hangs when I save as xlsx")
        assert second.similar("C1", query)[0][0] == memory.id
        assert embedder.texts_embedded == 1  # only the query
    finally:
        second.close()


@pytest.mark.parametrize("limit", [1, 5])
def test_search_is_the_inner_stores_own_search(limit: int) -> None:
    inner = InMemoryStore()
    store = EmbeddingStore(inner, ConceptEmbedder())
    store.add(incident("C1", "Printer offline after sleep"))
    store.add(incident("C1", "Scanner skews pages"))
    assert store.search("C1", "printer", limit) == inner.search("C1", "printer", limit)


@pytest.mark.parametrize("inner", ["memory", "sqlite"])
def test_write_turn_writes_through_and_embeds_only_new_or_reworded(
    inner: str, tmp_path: Path
) -> None:
    embedder = ConceptEmbedder()
    base = InMemoryStore() if inner == "memory" else SQLiteStore(tmp_path / "m.db")
    store = EmbeddingStore(base, embedder)
    tried = store.add(attempt("C1", "Restart application", "in_progress"))
    fix = attempt("C1", "Update application", "worked")
    store.write_turn([tried.evolve(outcome=Outcome.FAILED)], [fix])
    assert {(m.text, m.outcome) for m in store.all("C1")} == {
        ("Restart application", "failed"),
        ("Update application", "worked"),
    }
    assert embedder.calls[-1] == ["Update application"]  # the outcome change kept its vector
    assert set(store.index.fingerprints("C1")) == {tried.id, fix.id}
