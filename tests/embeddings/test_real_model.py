"""The real packaged model (int8 all-MiniLM-L6-v2 on onnxruntime), end to end.

CI installs the ``semantic`` extra, so this never skips: if the model cannot load, the
test fails and says why.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest

from factories import attempt, incident, profile
from support_memory.agent import SupportAgent
from support_memory.embeddings import DEFAULT_MODEL_ID, load_embedder
from support_memory.embeddings.hybrid import HybridRetriever
from support_memory.embeddings.protocol import Embedder
from support_memory.embeddings.store import EmbeddingStore
from support_memory.recall import SEMANTIC_FLOOR
from support_memory.stores.memory import InMemoryStore

CUSTOMER = "CUST-1042"


@pytest.fixture(scope="module")
def model() -> Embedder:
    return load_embedder()


@pytest.fixture
def store(model: Embedder) -> Iterator[EmbeddingStore]:
    made = EmbeddingStore(InMemoryStore(), model)
    pdf = made.add(incident(CUSTOMER, "App crashes on large PDF upload", status="resolved"))
    made.add(attempt(CUSTOMER, "Restart application", "failed", incident_id=pdf.id))
    made.add(attempt(CUSTOMER, "Cleared application cache", "failed", incident_id=pdf.id))
    made.add(attempt(CUSTOMER, "Update application", "worked", incident_id=pdf.id))
    made.add(profile(CUSTOMER, "Uses Acme PDF Suite"))
    excel = made.add(incident(CUSTOMER, "App freezes when exporting to Excel"))
    made.add(attempt(CUSTOMER, "Disable add-ins", "worked", incident_id=excel.id))
    yield made
    made.close()


def test_the_packaged_model_loads_and_gives_unit_vectors(model: Embedder) -> None:
    vectors = model.embed(["App freezes when exporting to Excel", "Restart application"])
    assert model.model_id == DEFAULT_MODEL_ID
    assert vectors.shape == (2, model.dimension) == (2, 384)
    assert vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-4)


def test_a_paraphrase_without_shared_words_clears_the_semantic_floor(model: Embedder) -> None:
    query, memory, unrelated = model.embed(
        [
            "The program hangs every time I save as xlsx",
            "App freezes when exporting to Excel",
            "How do I change my billing address?",
        ]
    )
    assert float(query @ memory) >= SEMANTIC_FLOOR
    assert float(unrelated @ memory) < SEMANTIC_FLOOR


@pytest.mark.parametrize("mode", ["hybrid", "semantic"])
def test_the_paraphrase_recalls_the_incident_and_its_fix(store: EmbeddingStore, mode: str) -> None:
    agent = SupportAgent(store=store, retriever=HybridRetriever(store, mode=mode))
    reply = agent.handle(CUSTOMER, "The program hangs every time I save as xlsx")
    assert reply.used_memories[0]["text"] == "Disable add-ins"
    assert reply.known_fixes == ["Disable add-ins"]
    reasons = {m["text"]: m["reason"] for m in reply.used_memories}
    assert reasons["App freezes when exporting to Excel"].startswith("semantic 0.")


@pytest.mark.parametrize("mode", ["hybrid", "semantic"])
def test_billing_address_question_gets_no_known_fixes(store: EmbeddingStore, mode: str) -> None:
    agent = SupportAgent(store=store, retriever=HybridRetriever(store, mode=mode))
    reply = agent.handle(CUSTOMER, "How do I change my billing address?")
    assert reply.known_fixes == [] and reply.known_failures == []
    assert reply.used_memories == []
    assert reply.to_dict()["metadata"]["retrieval"] == mode
