"""Settings → semantic recall: on when available, lexical when not, never a silent downgrade."""

from __future__ import annotations

from pathlib import Path

import pytest

from factories import incident
from fakes.embedder import ConceptEmbedder
from support_memory.embeddings import EmbedderUnavailableError
from support_memory.embeddings.hybrid import HybridRetriever
from support_memory.embeddings.index import SQLiteVectorIndex
from support_memory.embeddings.protocol import Embedder
from support_memory.embeddings.store import EmbeddingStore
from support_memory.embeddings.wiring import retriever_for, vector_path, with_embeddings
from support_memory.errors import ConfigError
from support_memory.factory import build_agent
from support_memory.retrieval import StoreRetriever
from support_memory.settings import Settings
from support_memory.stores.memory import InMemoryStore


def fake_loader(model_dir: str | None) -> Embedder:
    return ConceptEmbedder()


def missing_extra(model_dir: str | None) -> Embedder:
    raise EmbedderUnavailableError("semantic recall needs onnxruntime, which is not installed")


def test_auto_without_the_extra_keeps_lexical_recall_working() -> None:
    settings = Settings()
    store = with_embeddings(settings, InMemoryStore(), loader=missing_extra)
    assert isinstance(store, InMemoryStore)
    assert isinstance(retriever_for(settings, store), StoreRetriever)
    store.add(incident("C1", "Printer goes offline after sleep"))
    reply = build_agent(settings, store).handle("C1", "The printer is offline again")
    assert [m["text"] for m in reply.used_memories] == ["Printer goes offline after sleep"]
    assert reply.to_dict()["metadata"]["retrieval"] == "lexical"


@pytest.mark.parametrize("mode", ["hybrid", "semantic"])
def test_asking_for_semantic_recall_without_a_model_is_a_config_error(mode: str) -> None:
    with pytest.raises(ConfigError, match=f"RETRIEVAL={mode}.*onnxruntime"):
        with_embeddings(Settings(retrieval=mode), InMemoryStore(), loader=missing_extra)


@pytest.mark.parametrize(("mode", "expected"), [("auto", "hybrid"), ("semantic", "semantic")])
def test_with_a_model_the_agent_reports_the_retrieval_it_used(mode: str, expected: str) -> None:
    settings = Settings(retrieval=mode)
    store = with_embeddings(settings, InMemoryStore(), loader=fake_loader)
    assert isinstance(store, EmbeddingStore)
    retriever = retriever_for(settings, store)
    assert isinstance(retriever, HybridRetriever) and retriever.mode == expected
    reply = build_agent(settings, store).handle("C1", "hello")
    assert reply.to_dict()["metadata"]["retrieval"] == expected


def test_lexical_setting_never_loads_a_model() -> None:
    store = with_embeddings(Settings(retrieval="lexical"), InMemoryStore(), loader=missing_extra)
    assert isinstance(store, InMemoryStore)


def test_an_unknown_retrieval_setting_is_refused() -> None:
    with pytest.raises(ConfigError, match="RETRIEVAL must be one of"):
        with_embeddings(Settings(retrieval="magic"), InMemoryStore(), loader=fake_loader)


def test_a_persisted_store_keeps_its_vectors_in_a_sibling_file(tmp_path: Path) -> None:
    settings = Settings(store_path=str(tmp_path / "memories.json"))
    store = with_embeddings(settings, InMemoryStore(settings.store_path), loader=fake_loader)
    assert isinstance(store, EmbeddingStore) and isinstance(store.index, SQLiteVectorIndex)
    assert store.index.path == tmp_path / "memories.vectors.db"
    store.close()


def test_vector_path_sits_beside_the_store() -> None:
    assert vector_path("data/memories.db") == Path("data/memories.vectors.db")


class Timed:
    """A decorator that hides the store it wraps, as the service's metrics wrapper does."""

    def __init__(self, inner: object) -> None:
        self.inner = inner


def test_semantic_recall_survives_a_decorator_around_the_store() -> None:
    settings = Settings()
    store = with_embeddings(settings, InMemoryStore(), loader=fake_loader)
    retriever = retriever_for(settings, Timed(store))  # type: ignore[arg-type]
    assert isinstance(retriever, HybridRetriever) and retriever.store is store
