"""support-memory: per-customer memory for customer-support agents.

Recall first, respond second, learn third. See ``docs/`` and the README.
"""

from support_memory.agent import SupportAgent
from support_memory.engines import ScriptedEngine
from support_memory.errors import (
    ConfigError,
    EngineError,
    MemoryNotFoundError,
    StoreAuthError,
    StoreCorruptError,
    StoreError,
    StoreUnavailableError,
    SupportMemoryError,
    ValidationError,
)
from support_memory.extraction import RuleExtractor
from support_memory.factory import build_store
from support_memory.models import IncidentStatus, Memory, MemoryType, Outcome
from support_memory.reply import SupportReply
from support_memory.settings import Settings
from support_memory.stores import HindsightStore, InMemoryStore, MemoryStore, SQLiteStore

__all__ = [
    "ConfigError",
    "EngineError",
    "HindsightStore",
    "InMemoryStore",
    "IncidentStatus",
    "Memory",
    "MemoryNotFoundError",
    "MemoryStore",
    "MemoryType",
    "Outcome",
    "RuleExtractor",
    "SQLiteStore",
    "ScriptedEngine",
    "Settings",
    "StoreAuthError",
    "StoreCorruptError",
    "StoreError",
    "StoreUnavailableError",
    "SupportAgent",
    "SupportMemoryError",
    "SupportReply",
    "ValidationError",
    "build_store",
]
