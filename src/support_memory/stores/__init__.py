"""Memory stores: one module per backend, all behind ``MemoryStore``."""

from support_memory.stores.hindsight import HindsightStore
from support_memory.stores.memory import InMemoryStore
from support_memory.stores.protocol import MemoryStore
from support_memory.stores.sqlite import SQLiteStore

__all__ = ["HindsightStore", "InMemoryStore", "MemoryStore", "SQLiteStore"]
