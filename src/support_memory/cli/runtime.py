"""How CLI commands get their settings, store and agent (one place, so they agree)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

from support_memory.agent import SupportAgent
from support_memory.factory import build_agent, build_store
from support_memory.settings import Settings
from support_memory.stores.protocol import MemoryStore


def cli_settings(store_path: str | None = None) -> Settings:
    """Environment settings; ``--store`` wins over ``STORE_PATH``, ``DATABASE_URL`` and
    ``HINDSIGHT_URL``; default ./data/memories.db."""
    settings = Settings.from_env()
    if store_path:
        settings = replace(settings, store_path=store_path, hindsight_url=None, database_url=None)
    return settings.with_store_default()


@contextmanager
def cli_store(store_path: str | None = None) -> Iterator[MemoryStore]:
    """The store for one command, closed (connections, HTTP clients) when it is done."""
    store = build_store(cli_settings(store_path))
    try:
        yield store
    finally:
        _close(store)


@contextmanager
def cli_agent(store_path: str | None = None) -> Iterator[SupportAgent]:
    """The agent for one command; the agent, its engine and its store are closed after."""
    settings = cli_settings(store_path)
    with cli_store(store_path) as store:
        agent = build_agent(settings, store)
        try:
            yield agent
        finally:
            agent.close()


def _close(resource: object) -> None:
    close = getattr(resource, "close", None)
    if callable(close):
        close()
