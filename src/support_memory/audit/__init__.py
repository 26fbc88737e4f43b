"""The audit trail: one record per support turn and one per correction, per customer,
deleted with the customer."""

from __future__ import annotations

from pathlib import Path

from support_memory.audit.correction import CorrectionRecord
from support_memory.audit.memory import InMemoryAuditStore
from support_memory.audit.protocol import AuditStore
from support_memory.audit.record import AuditRecord, ExtractedRef, RecalledRef
from support_memory.audit.sqlite import SQLiteAuditStore
from support_memory.settings import DEFAULT_STORE_PATH, Settings

__all__ = [
    "AuditRecord",
    "AuditStore",
    "CorrectionRecord",
    "ExtractedRef",
    "InMemoryAuditStore",
    "RecalledRef",
    "SQLiteAuditStore",
    "audit_path_for",
    "build_audit_store",
]


def audit_path_for(store_path: str | Path) -> Path:
    """The audit file beside a store file: ``data/memories.db`` → ``data/memories.audit.db``."""
    path = Path(store_path)
    return path.with_name(f"{path.stem}.audit.db")


def build_audit_store(settings: Settings) -> AuditStore:
    """In PostgreSQL when ``DATABASE_URL`` is set (shared by every replica, also in front of
    Hindsight); else beside ``STORE_PATH`` when one is set (SQLite or JSON store); beside the
    default store path with Hindsight (whose banks hold memories, not our audit); else in
    memory."""
    if settings.database_url:
        from support_memory.audit.postgres import PostgresAuditStore

        return PostgresAuditStore(settings.database_url, pool_size=settings.database_pool_size)
    if settings.store_path:
        return SQLiteAuditStore(audit_path_for(settings.store_path))
    if settings.hindsight_url:
        return SQLiteAuditStore(audit_path_for(DEFAULT_STORE_PATH))
    return InMemoryAuditStore()
