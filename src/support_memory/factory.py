"""The one place that picks backends from settings. Nothing else branches on a backend."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from support_memory.agent import SupportAgent
from support_memory.engines.protocol import ReplyEngine
from support_memory.engines.scripted import ScriptedEngine
from support_memory.errors import ConfigError
from support_memory.escalation import EscalationLayer, EscalationQueue, Thresholds
from support_memory.extraction.protocol import Extractor
from support_memory.extraction.rules import RuleExtractor
from support_memory.insights.stats import Insights, InsightsBackend
from support_memory.retrieval import Retriever
from support_memory.settings import DEFAULT_STORE_PATH, Settings
from support_memory.stores.hooks import HookedStore, WriteHook
from support_memory.stores.memory import InMemoryStore
from support_memory.stores.protocol import MemoryStore

if TYPE_CHECKING:
    from support_memory.stores.hindsight import HindsightStore
    from support_memory.stores.outbox import OutboxStore


def build_store(settings: Settings | None = None) -> MemoryStore:
    """``HINDSIGHT_URL`` → Hindsight; ``DATABASE_URL`` → PostgreSQL; ``STORE_PATH`` ``.json``
    → JSON file; ``.db``/``.sqlite`` → SQLite; nothing → an unpersisted ``InMemoryStore``.
    Never falls back silently.
    With semantic recall (``RETRIEVAL``, the ``semantic`` extra) it keeps a vector per memory."""
    settings = Settings.from_env() if settings is None else settings
    from support_memory.embeddings.wiring import with_embeddings

    base = _build_base_store(settings)
    if settings.insights:
        attach_insights(settings, base)
    return with_embeddings(settings, base)


def attach_insights(settings: Settings, store: MemoryStore) -> None:
    """The fleet statistics as a write hook of the memory store (``INSIGHTS=1``): in the
    turn's own transaction on SQLite and PostgreSQL; right after each write, and rebuilt
    from the memories now, in process (JSON / in-memory)."""
    backend: InsightsBackend
    if not isinstance(store, HookedStore):
        raise ConfigError(
            "INSIGHTS=1 needs the SQLite, PostgreSQL or JSON store: Hindsight has no "
            "transaction to keep the counts in and cannot list customers to rebuild them"
        )
    if _is_sqlite(store):
        from support_memory.insights.sqlite import SQLiteInsights
        from support_memory.stores.sqlite import SQLiteStore

        assert isinstance(store, SQLiteStore)
        backend = SQLiteInsights(store.database)
    elif settings.database_url:
        from support_memory.insights.postgres import PostgresInsights

        backend = PostgresInsights(settings.database_url)
    else:
        from support_memory.insights.memory import MemoryInsights

        backend = MemoryInsights()
        store.add_hook(backend)
        store.replay(backend)
        return
    store.add_hook(backend)


def _is_sqlite(store: MemoryStore) -> bool:
    from support_memory.stores.sqlite import SQLiteStore

    return isinstance(store, SQLiteStore)


def insights_of(settings: Settings, store: MemoryStore) -> Insights | None:
    """The fleet statistics ``build_store`` attached to ``store`` (``None`` when off)."""
    found = _insights_hook(store) if settings.insights else None
    if found is None:
        return None
    return Insights(found[1], min_customers=settings.insights_min_customers)


def rebuild_insights(settings: Settings, store: MemoryStore) -> int:
    """Recompute the fleet statistics from every memory (``insights rebuild``); return how
    many customers were read."""
    found = _insights_hook(store) if settings.insights else None
    if found is None:
        raise ConfigError("fleet insights are off: set INSIGHTS=1 (docs/insights.md)")
    hooked, backend = found
    assert isinstance(backend, WriteHook)
    return hooked.replay(backend)


def _insights_hook(store: MemoryStore) -> tuple[HookedStore, InsightsBackend] | None:
    layer: object | None = store
    while layer is not None:  # the memory store may sit inside decorators (embeddings)
        if isinstance(layer, HookedStore):
            for hook in layer.hooks:
                if isinstance(hook, InsightsBackend):
                    return layer, hook
        layer = getattr(layer, "inner", None)
    return None


def escalations_path_for(store_path: str | Path) -> Path:
    """The queue file beside a store file: ``data/memories.db`` →
    ``data/memories.escalations.db``."""
    path = Path(store_path)
    return path.with_name(f"{path.stem}.escalations.db")


def build_escalation_queue(settings: Settings) -> EscalationQueue:
    """Where the audit trail is: PostgreSQL with ``DATABASE_URL``; else an SQLite file
    beside ``STORE_PATH`` (beside the default path with Hindsight); else in memory."""
    if settings.database_url:
        from support_memory.escalation.postgres import PostgresEscalationQueue

        return PostgresEscalationQueue(settings.database_url)
    from support_memory.escalation.sqlite import SQLiteEscalationQueue

    if settings.store_path:
        return SQLiteEscalationQueue(escalations_path_for(settings.store_path))
    if settings.hindsight_url:
        return SQLiteEscalationQueue(escalations_path_for(DEFAULT_STORE_PATH))
    from support_memory.escalation import InMemoryEscalationQueue

    return InMemoryEscalationQueue()


def thresholds_of(settings: Settings) -> Thresholds:
    return Thresholds(
        failed_sessions=settings.escalation_failed_sessions,
        reopens=settings.escalation_reopens,
        reopen_days=settings.escalation_reopen_days,
        session_failures=settings.escalation_session_failures,
        session_gap_minutes=settings.escalation_session_gap_minutes,
    )


def _build_base_store(settings: Settings) -> MemoryStore:
    if settings.hindsight_url:
        return _build_hindsight(settings)
    if settings.database_url:
        return _build_postgres(settings)
    if not settings.store_path:
        return InMemoryStore()
    suffix = Path(settings.store_path).suffix.lower()
    if suffix == ".json":
        return InMemoryStore(settings.store_path)
    if suffix in (".db", ".sqlite", ".sqlite3"):
        return _build_sqlite(settings.store_path)
    raise ConfigError(
        f"STORE_PATH must end in .json (JSON file) or .db/.sqlite (SQLite), got "
        f"{settings.store_path!r}"
    )


def _build_hindsight(settings: Settings) -> MemoryStore:
    """Hindsight, behind a durable outbox when ``OUTBOX_PATH`` is set (the CLI and the
    service always set one: see ``Settings.with_store_default``)."""
    if not settings.outbox_path:
        return _hindsight(settings)
    return build_outbox_store(settings)


def build_outbox_store(settings: Settings) -> OutboxStore:
    """Hindsight behind its outbox, for ``outbox status|flush`` and ``_build_hindsight``."""
    from support_memory.stores.outbox import Outbox, OutboxStore
    from support_memory.stores.projection import StateProjection, projection_path

    if not settings.hindsight_url or not settings.outbox_path:
        raise ConfigError(
            "the outbox only exists in front of Hindsight: set HINDSIGHT_URL (and OUTBOX_PATH, "
            "default ./data/outbox.db for the CLI and the service)"
        )
    # The customer's state is read from a local projection beside the outbox: no HTTP call,
    # and it still answers while Hindsight is down (docs/hindsight.md).
    projection = StateProjection(projection_path(settings.outbox_path))
    return OutboxStore(_hindsight(settings), Outbox(settings.outbox_path), projection=projection)


def _hindsight(settings: Settings) -> HindsightStore:
    from support_memory.stores.hindsight import HindsightStore

    assert settings.hindsight_url is not None
    return HindsightStore(
        settings.hindsight_url,
        settings.hindsight_bank,
        api_key=settings.hindsight_api_key,
        timeout=settings.hindsight_timeout_s,
        allow_insecure_http=settings.hindsight_allow_http,
    )


def _build_sqlite(path: str) -> MemoryStore:
    from support_memory.stores.sqlite import SQLiteStore

    return SQLiteStore(path)


def _build_postgres(settings: Settings) -> MemoryStore:
    from support_memory.stores.postgres import PostgresStore

    assert settings.database_url is not None
    return PostgresStore(settings.database_url, pool_size=settings.database_pool_size)


def build_agent(
    settings: Settings, store: MemoryStore, *, escalations: EscalationQueue | None = None
) -> SupportAgent:
    """The agent for ``settings`` on ``store``: engine, extractor and limits from settings,
    the fleet statistics ``build_store`` attached, and the escalation layer feeding
    ``escalations`` (default: ``build_escalation_queue``, closed with the agent)."""
    owned = escalations is None
    queue = build_escalation_queue(settings) if escalations is None else escalations
    layer = EscalationLayer(queue, thresholds_of(settings), owns_queue=owned)
    return SupportAgent(
        store=store,
        engine=build_engine(settings),
        extractor=build_extractor(settings),
        memory_limit=settings.memory_limit,
        engine_timeout_s=settings.engine_timeout_s,
        max_message_chars=settings.max_message_chars,
        retriever=build_retriever(settings, store),
        insights=insights_of(settings, store),
        escalation=layer,
    )


def build_retriever(settings: Settings, store: MemoryStore) -> Retriever:
    """Hybrid/semantic recall over a store that ``build_store`` gave vectors; else lexical."""
    from support_memory.embeddings.wiring import retriever_for

    return retriever_for(settings, store)


def build_engine(settings: Settings) -> ReplyEngine:
    """``LLM_BASE_URL`` set → ``LLMEngine`` (scripted fallback in the agent); else scripted."""
    if not settings.llm_base_url:
        return ScriptedEngine()
    from support_memory.engines.llm import LLMEngine

    return LLMEngine.from_settings(settings)


def build_extractor(settings: Settings) -> Extractor:
    """``RuleExtractor`` (with the learned clause judge unless ``EXTRACTION_MODEL=0``, and a
    team's ``EXTRACTION_LEXICON``), enriched by ``LLMExtractor`` only when ``LLM_EXTRACTION=1``."""
    if settings.extraction_lexicon:
        from support_memory.extraction.language.custom import install, load_lexicon

        install(load_lexicon(settings.extraction_lexicon))
    rules = RuleExtractor() if settings.extraction_model else RuleExtractor(judge=None)
    if not settings.llm_extraction:
        return rules
    if not settings.llm_base_url:
        raise ConfigError("LLM_EXTRACTION=1 needs LLM_BASE_URL (the API root, e.g. .../v1)")
    from support_memory.extraction.llm.extractor import LLMExtractor

    return LLMExtractor.from_settings(settings, rules)
