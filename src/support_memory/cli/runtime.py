"""How CLI commands get their settings, store and agent (one place, so they agree)."""

from __future__ import annotations

from dataclasses import replace

from support_memory.agent import SupportAgent
from support_memory.factory import build_agent, build_store
from support_memory.settings import Settings
from support_memory.stores.protocol import MemoryStore


def cli_settings(store_path: str | None = None) -> Settings:
    """Environment settings; ``--store`` wins over ``STORE_PATH``; default ./data/memories.db."""
    settings = Settings.from_env()
    if store_path:
        settings = replace(settings, store_path=store_path, hindsight_url=None)
    return settings.with_store_default()


def cli_store(store_path: str | None = None) -> MemoryStore:
    return build_store(cli_settings(store_path))


def cli_agent(store_path: str | None = None) -> SupportAgent:
    settings = cli_settings(store_path)
    return build_agent(settings, build_store(settings))
