"""``HybridRetriever`` behind the Retriever seam, alone and inside the agent."""

from __future__ import annotations

from pathlib import Path

import pytest

from factories import attempt, incident
from fakes.embedder import BrokenEmbedder, ConceptEmbedder
from support_memory.agent import SupportAgent
from support_memory.embeddings.hybrid import HybridRetriever
from support_memory.embeddings.store import EmbeddingStore
from support_memory.models import Memory
from support_memory.recall import parse_context, rank
from support_memory.retrieval import Hit, StoreRetriever
from support_memory.stores.memory import InMemoryStore
from support_memory.stores.sqlite import SQLiteStore

CUSTOMER = "CUST-7"


def history(store: EmbeddingStore | InMemoryStore) -> dict[str, Memory]:
    excel = store.add(incident(CUSTOMER, "App freezes when exporting to Excel", product="Sheets"))
    pdf = store.add(incident(CUSTOMER, "App crashes on large PDF upload"))
    return {
        "excel": excel,
        "pdf": pdf,
        "addins": store.add(attempt(CUSTOMER, "Disable add-ins", "worked", incident_id=excel.id)),
        "restart": store.add(attempt(CUSTOMER, "Restart application", incident_id=pdf.id)),
        "printer": store.add(incident(CUSTOMER, "Printer goes offline after sleep")),
    }


def test_a_paraphrase_with_no_shared_word_is_found_by_meaning() -> None:
    store = EmbeddingStore(InMemoryStore(), ConceptEmbedder())
    memories = history(store)
    query = "spreadsheet locks when saving xlsx"
    assert StoreRetriever(store).retrieve(CUSTOMER, query, 5) == []  # lexical finds nothing
    hits = HybridRetriever(store).retrieve(CUSTOMER, query, 5)
    assert hits[0].memory == memories["excel"]
    assert hits[0].signals["semantic"] > 0.5 and hits[0].signals["lexical"] == 0.0


def test_hits_are_best_first_scored_0_to_1_with_both_signals() -> None:
    store = EmbeddingStore(InMemoryStore(), ConceptEmbedder())
    memories = history(store)
    hits = HybridRetriever(store).retrieve(CUSTOMER, "printer offline", 3)
    assert hits[0].memory == memories["printer"]
    assert 0.9 < hits[0].score <= 1.0  # strong both lexically and semantically
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    assert all(set(h.signals) == {"semantic", "lexical"} for h in hits)
    assert len(HybridRetriever(store).retrieve(CUSTOMER, "app freezes and crashes", 2)) == 2


def test_the_query_is_embedded_once_and_memories_are_not_re_embedded() -> None:
    embedder = ConceptEmbedder()
    store = EmbeddingStore(InMemoryStore(), embedder)
    history(store)
    written = embedder.texts_embedded
    retriever = HybridRetriever(store)
    retriever.retrieve(CUSTOMER, "excel export freezes", 5)
    retriever.retrieve(CUSTOMER, "pdf upload crash", 5)
    assert embedder.texts_embedded == written + 2
    assert embedder.calls[-2:] == [["excel export freezes"], ["pdf upload crash"]]


def test_memories_stored_before_semantic_recall_are_embedded_on_first_search() -> None:
    inner = InMemoryStore()
    memories = history(inner)
    store = EmbeddingStore(inner, ConceptEmbedder())
    hits = HybridRetriever(store).retrieve(CUSTOMER, "spreadsheet locks on save", 1)
    assert hits[0].memory == memories["excel"]


def test_semantic_mode_ranks_by_cosine_alone() -> None:
    store = EmbeddingStore(InMemoryStore(), ConceptEmbedder())
    history(store)
    hits = HybridRetriever(store, mode="semantic").retrieve(CUSTOMER, "huge pdf send dies", 5)
    assert [h.score for h in hits] == [h.signals["semantic"] for h in hits]
    assert hits[0].memory.text == "App crashes on large PDF upload"


def test_an_unknown_mode_is_refused() -> None:
    with pytest.raises(ValueError, match="mode"):
        HybridRetriever(EmbeddingStore(InMemoryStore(), ConceptEmbedder()), mode="fuzzy")


def test_a_failing_model_falls_back_to_lexical_hits_for_the_turn() -> None:
    store = EmbeddingStore(InMemoryStore(), BrokenEmbedder())
    memories = history(store)
    hits = HybridRetriever(store).retrieve(CUSTOMER, "printer offline", 5)
    assert [h.memory for h in hits] == [memories["printer"]]
    assert "semantic" not in hits[0].signals  # unknown, not "unrelated"
    reply = agent_on(store).handle(CUSTOMER, "My printer is offline again")
    assert [m["text"] for m in reply.used_memories] == ["Printer goes offline after sleep"]


def test_a_shared_word_the_model_calls_unrelated_is_not_relevant() -> None:
    ip = attempt(CUSTOMER, "Assign static IP address to printer", "worked")
    code = incident(CUSTOMER, "Statement download shows error 0x80070005")
    context = parse_context("How do I change my billing address? I also get 0x80070005")
    vetoed = rank(context, [Hit(ip, 0.9, {"lexical": 0.6, "semantic": 0.1})], [ip], 5)
    lexical_only = rank(context, [Hit(ip, 0.6, {"lexical": 0.6})], [ip], 5)
    same_code = rank(context, [Hit(code, 0.5, {"lexical": 0.5, "semantic": 0.1})], [code], 5)
    assert vetoed == []
    assert [r.memory for r in lexical_only] == [ip]  # lexical mode is unchanged
    assert [r.memory for r in same_code] == [code]  # an exact error code still counts


def agent_on(store: EmbeddingStore, mode: str = "hybrid") -> SupportAgent:
    return SupportAgent(store=store, retriever=HybridRetriever(store, mode=mode))


def test_the_agent_recalls_a_paraphrased_incident_with_its_fix_and_says_why() -> None:
    store = EmbeddingStore(InMemoryStore(), ConceptEmbedder())
    history(store)
    reply = agent_on(store).handle(CUSTOMER, "My spreadsheet locks up every time I save as xlsx")
    assert reply.known_fixes == ["Disable add-ins"]
    assert reply.to_dict()["metadata"]["retrieval"] == "hybrid"
    reasons = {m["text"]: m["reason"] for m in reply.used_memories}
    assert reasons["App freezes when exporting to Excel"].startswith("semantic 0.")
    assert "worked fix" in reasons["Disable add-ins"]


@pytest.mark.parametrize("mode", ["hybrid", "semantic"])
def test_an_unrelated_question_recalls_no_fixes(mode: str) -> None:
    store = EmbeddingStore(InMemoryStore(), ConceptEmbedder())
    history(store)
    reply = agent_on(store, mode).handle(CUSTOMER, "How do I change my billing address?")
    assert reply.known_fixes == [] and reply.known_failures == []
    assert reply.used_memories == []


def test_warm_up_runs_the_model_once_and_survives_a_broken_one(
    caplog: pytest.LogCaptureFixture,
) -> None:
    embedder = ConceptEmbedder()
    HybridRetriever(EmbeddingStore(InMemoryStore(), embedder)).warm_up()
    assert embedder.calls == [["warm up"]]
    HybridRetriever(EmbeddingStore(InMemoryStore(), BrokenEmbedder())).warm_up()
    assert "not loaded at start-up" in caplog.text


def test_turns_never_read_the_whole_history_after_the_first_search(tmp_path: Path) -> None:
    class Counting(SQLiteStore):
        reads = 0

        def all(self, customer_id: str) -> list[Memory]:
            Counting.reads += 1
            return super().all(customer_id)

    store = EmbeddingStore(Counting(tmp_path / "memories.db"), ConceptEmbedder())
    memories = history(store)
    agent = SupportAgent(store=store, retriever=HybridRetriever(store))
    agent.retriever.retrieve(CUSTOMER, "hello", 5)  # the first search checks vectors once
    before = Counting.reads
    reply = agent.handle(CUSTOMER, "spreadsheet locks on save again")
    assert Counting.reads == before == 1
    # found by meaning alone, and read by id: the incident and its fix
    assert memories["excel"].id in {m["id"] for m in reply.used_memories}
    assert reply.known_fixes == ["Disable add-ins"]
