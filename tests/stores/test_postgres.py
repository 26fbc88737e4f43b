"""PostgresStore specifics beyond the contract and SQL suites: choosing it from settings,
refusing unsafe roles and unknown schemas, the search scale, vectors, the customer lock."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from factories import attempt
from fakes.embedder import ConceptEmbedder
from postgres_live import admin_url, fresh_database_url, live_postgres, separate_database_url
from support_memory import ConfigError, Outcome, ScriptedEngine, SupportAgent, build_store
from support_memory.audit import build_audit_store
from support_memory.audit.postgres import PostgresAuditStore
from support_memory.embeddings.pg_index import PostgresVectorIndex
from support_memory.embeddings.store import EmbeddingStore
from support_memory.embeddings.wiring import retriever_for, with_embeddings
from support_memory.engines.protocol import EngineReply, ReplyContext
from support_memory.errors import StoreUnavailableError
from support_memory.evaluation.recall import evaluate, ingest, load_recall_set
from support_memory.retrieval import StoreRetriever
from support_memory.settings import Settings
from support_memory.stores.postgres import PostgresStore
from support_memory.stores.postgres_db import redact, scope
from support_memory.stores.postgres_search import index_terms
from support_memory.stores.sqlite import SQLiteStore


@pytest.fixture
def url() -> str:
    return fresh_database_url()


@pytest.fixture
def store(url: str) -> Iterator[PostgresStore]:
    made = PostgresStore(url)
    yield made
    made.close()


def test_database_url_picks_postgres_for_memories_audit_and_vectors(url: str) -> None:
    settings = Settings(database_url=url, retrieval="hybrid")
    built = with_embeddings(
        settings,
        build_store(Settings(database_url=url, retrieval="lexical")),
        loader=lambda _dir: ConceptEmbedder(),
    )
    audit = build_audit_store(settings)
    try:
        assert isinstance(built, EmbeddingStore) and isinstance(built.inner, PostgresStore)
        assert isinstance(built.index, PostgresVectorIndex)
        assert retriever_for(settings, built).mode == "hybrid"
        assert isinstance(audit, PostgresAuditStore)
    finally:
        built.close()
        audit.close()


@pytest.mark.parametrize(
    ("env", "needle"),
    [
        ({"DATABASE_URL": "mysql://x@y/z"}, "DATABASE_URL must be a PostgreSQL URL"),
        ({"DATABASE_URL": "postgresql://x@y/z", "STORE_PATH": "m.db"}, "not both"),
    ],
)
def test_database_settings_that_cannot_work_are_clear_errors(
    env: dict[str, str], needle: str
) -> None:
    with pytest.raises(ConfigError, match=needle):
        Settings.from_env(env)


def test_the_password_never_shows(url: str) -> None:
    secret = "postgresql://app:s3cret-pw@127.0.0.1:1/db?password=s3cret-pw"
    assert "s3cret" not in redact(secret) and "s3cret" not in repr(Settings(database_url=secret))
    with pytest.raises(StoreUnavailableError) as caught:
        PostgresStore(secret, connect_timeout_s=2)
    assert "s3cret" not in str(caught.value)


def test_a_superuser_is_refused_because_it_skips_row_level_security(url: str) -> None:
    with pytest.raises(ConfigError, match="superuser or has BYPASSRLS"):
        PostgresStore(admin_url(url))


def test_a_newer_schema_is_refused(store: PostgresStore, url: str) -> None:
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("UPDATE support_memory_schema SET version = 99 WHERE component = 'memories'")
    with pytest.raises(ConfigError, match="newer than this program knows"):
        PostgresStore(url)


def test_someone_elses_table_is_refused_and_left_alone(url: str) -> None:
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("CREATE TABLE memories (invoice integer)")
        conn.execute("INSERT INTO memories VALUES (7)")
    with pytest.raises(ConfigError, match="did not create"):
        PostgresStore(url)
    with psycopg.connect(url, autocommit=True) as conn:
        assert conn.execute("SELECT invoice FROM memories").fetchall() == [(7,)]


def test_without_pgvector_installed_the_vectors_explain_what_to_do() -> None:
    url = separate_database_url()
    live_postgres().psql("DROP EXTENSION vector", url.rsplit("/", 1)[1])
    with pytest.raises(ConfigError, match="CREATE EXTENSION vector"):
        PostgresVectorIndex(url)
    PostgresStore(url).close()  # lexical recall needs no extension


def test_lexical_recall_quality_matches_the_other_stores_on_the_recall_set(
    store: PostgresStore, tmp_path: Path
) -> None:
    # The 0..1 scale is what the relevance floor gates on: on the bundled recall set the
    # floor must keep at least as much, and let no more unrelated history in, as on SQLite.
    recall_set = load_recall_set()
    sqlite = SQLiteStore(tmp_path / "recall.db")
    try:
        scores = {}
        for name, candidate in (("sqlite", sqlite), ("postgres", store)):
            ingest(candidate, recall_set)
            scores[name] = evaluate(StoreRetriever(candidate), recall_set, store=name)
    finally:
        sqlite.close()
    assert scores["postgres"].recall_at_5 >= scores["sqlite"].recall_at_5
    assert scores["postgres"].kept_at_5 >= scores["sqlite"].kept_at_5
    assert scores["postgres"].leaks <= scores["sqlite"].leaks


def test_vectors_of_another_dimension_are_ignored_and_each_gets_an_hnsw_index(url: str) -> None:
    import numpy as np

    index = PostgresVectorIndex(url)
    try:
        index.put("C1", [("old", "f", np.array([1, 0], dtype=np.float32))])
        index.put("C1", [("new", "f", np.array([1, 0, 0], dtype=np.float32))])
        assert [mid for mid, _ in index.similar("C1", np.array([1, 0, 0], dtype=np.float32))] == [
            "new"
        ]
    finally:
        index.close()
    with psycopg.connect(url, autocommit=True) as conn:
        names = {r[0] for r in conn.execute("SELECT indexname FROM pg_indexes").fetchall()}
    assert {"memory_vectors_hnsw_2", "memory_vectors_hnsw_3"} <= names


def test_the_hnsw_plan_still_finds_the_customers_nearest(url: str) -> None:
    # Forced onto the HNSW index (as the planner may choose for a large customer), a
    # customer whose rows are a sliver of the table still gets its own nearest vectors:
    # iterative index scans go on until enough of *its* rows pass the customer filter.
    import numpy as np

    rng = np.random.default_rng(7)
    index = PostgresVectorIndex(url)
    try:
        for customer in range(40):
            vectors = rng.normal(size=(50, 8)).astype(np.float32)
            vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
            index.put(f"C{customer}", [(f"m{n}", "f", v) for n, v in enumerate(vectors)])
        query = vectors[3]
        exact = [mid for mid, _ in index.similar("C39", query)[:5]]
        assert [mid for mid, _ in index.similar("C39", query, limit=5)] == exact
        forced = {mode: _forced_hnsw(url, "C39", query, mode) for mode in ("off", "relaxed_order")}
        assert "memory_vectors_hnsw_8" in forced["relaxed_order"][0]
        assert forced["relaxed_order"][1] == exact
        assert len(forced["off"][1]) < 5  # without iterative scans the filter starves it
    finally:
        index.close()


def test_a_turn_waits_for_the_customer_lock_held_by_another_replica(
    store: PostgresStore, url: str
) -> None:
    step = store.add(attempt("CUST-1", "Restart router", "in_progress"))
    done = threading.Event()

    def turn() -> None:
        other = PostgresStore(url)  # another replica: its own pool
        try:
            other.write_turn([step.evolve(outcome=Outcome.FAILED)], [])
        finally:
            other.close()
            done.set()

    with psycopg.connect(url) as holder:
        scope(holder, "CUST-1", lock=True)  # a turn of CUST-1 mid-write elsewhere
        worker = threading.Thread(target=turn)
        worker.start()
        assert not done.wait(0.5), "the turn must wait for the customer's lock"
        store.write_turn([], [attempt("CUST-2", "Turn off VPN")])  # other customers do not
        holder.commit()
    worker.join(10)
    assert done.is_set() and store.all("CUST-1")[0].outcome is Outcome.FAILED


def _forced_hnsw(url: str, customer: str, query: object, iterative: str) -> tuple[str, list[str]]:
    """The plan and the 5 nearest of ``customer`` with every other plan disabled."""
    sql = (
        "SELECT memory_id FROM memory_vectors WHERE customer_id = %(c)s AND dimension = 8 "
        "ORDER BY embedding::vector(8) <=> %(q)s::vector(8) LIMIT 5"
    )
    params = {"c": customer, "q": str(query.tolist())}  # type: ignore[attr-defined]
    with psycopg.connect(url) as conn:
        scope(conn, customer)
        conn.execute("SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off")
        conn.execute("SET LOCAL enable_sort = off")
        conn.execute(f"SET LOCAL hnsw.iterative_scan = {iterative}")
        plan = "\n".join(r[0] for r in conn.execute("EXPLAIN " + sql, params))
        ids = [r[0] for r in conn.execute(sql, params)]
        conn.rollback()
    return plan, ids


def test_a_forget_racing_a_turn_on_another_replica_leaves_nothing_behind(
    store: PostgresStore, url: str
) -> None:
    # A turn of CUST-1 on another replica has written but not yet committed; a forget of
    # CUST-1 must wait for it and then delete what it wrote, not leave it behind.
    late = attempt("CUST-1", "Turn off VPN")
    terms, count = index_terms(late.text)
    row = (late.customer_id, late.id, late.text, late.created_at, late.updated_at, terms, count)
    with psycopg.connect(url) as turn:
        scope(turn, "CUST-1", lock=True)
        turn.execute(
            "INSERT INTO memories (customer_id, id, type, text, outcome, created_at, "
            "updated_at, terms, term_count) VALUES (%s, %s, 'ATTEMPT', %s, 'failed', %s, %s, "
            "%s, %s)",
            row,
        )
        forgot: list[int] = []
        worker = threading.Thread(target=lambda: forgot.append(store.forget("CUST-1")))
        worker.start()
        worker.join(0.5)
        assert worker.is_alive(), "the forget must wait for the customer's turn"
        turn.commit()
    worker.join(10)
    assert forgot == [1] and store.all("CUST-1") == []


class _SlowEngine:
    """The scripted engine, held until ``release`` is set (an LLM taking its time)."""

    name = "slow"

    def __init__(self) -> None:
        self.started = threading.Event()
        self.release = threading.Event()

    def reply(self, message: str, context: ReplyContext) -> EngineReply:
        self.started.set()
        assert self.release.wait(10)
        return ScriptedEngine().reply(message, context)


def test_no_replica_holds_a_customer_while_its_engine_thinks(url: str) -> None:
    # Two replicas (agents with their own stores) on one database: while one is waiting
    # for its engine, the other completes a turn of the same customer.
    slow = _SlowEngine()
    first = SupportAgent(PostgresStore(url), slow, engine_timeout_s=20)
    second = SupportAgent(PostgresStore(url))
    try:
        waiting = threading.Thread(
            target=first.handle, args=("CUST-1", "I turned off the VPN, no luck.")
        )
        waiting.start()
        assert slow.started.wait(10)
        reply = second.handle("CUST-1", "My printer goes offline after sleep.")
        assert [m["action"] for m in reply.extracted] == ["added"]
        slow.release.set()
        waiting.join(10)
        texts = {m.text for m in second.store.all("CUST-1")}
        assert {"Printer goes offline", "Turn off VPN"} <= texts
    finally:
        slow.release.set()
        for agent in (first, second):
            agent.close()
            agent.store.close()  # type: ignore[attr-defined]


def test_the_cli_store_flag_wins_over_database_url(monkeypatch: pytest.MonkeyPatch) -> None:
    from support_memory.cli.runtime import cli_settings

    monkeypatch.setenv("DATABASE_URL", "postgresql://app@db.internal/support")
    monkeypatch.delenv("STORE_PATH", raising=False)
    assert cli_settings().database_url == "postgresql://app@db.internal/support"
    assert cli_settings().store_path is None  # no default file beside a database
    local = cli_settings("elsewhere.db")
    assert local.database_url is None and local.store_path == "elsewhere.db"
