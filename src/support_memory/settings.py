"""Settings from the environment: the only place that reads ``os.environ``.

Nothing is read at import time; ``Settings.from_env()`` is called by the CLI and the
service factory, and tests build ``Settings(...)`` directly.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace

from support_memory.errors import ConfigError

DEFAULT_STORE_PATH = "./data/memories.db"
DEFAULT_OUTBOX_PATH = "./data/outbox.db"
_DATABASE_SCHEMES = ("postgresql://", "postgres://")


def _secret_repr(value: str | None) -> str:
    return "None" if value is None else "'***'"


@dataclass(frozen=True)
class Settings:
    """Everything configurable, with production-sensible defaults.

    ``store_path=None`` means the library default (an unpersisted ``InMemoryStore``); the
    CLI and the service use ``DEFAULT_STORE_PATH`` instead so that memories persist.
    """

    hindsight_url: str | None = None
    hindsight_bank: str = "support"
    hindsight_api_key: str | None = field(default=None, repr=False)
    hindsight_allow_http: bool = False
    hindsight_timeout_s: float = 10.0
    outbox_path: str | None = None
    memory_limit: int = 5
    store_path: str | None = None
    database_url: str | None = field(default=None, repr=False)  # holds a password
    database_pool_size: int = 4
    support_api_key: str | None = field(default=None, repr=False)
    audit_messages: bool = False
    max_message_chars: int = 8_000
    engine_timeout_s: float = 30.0
    llm_base_url: str | None = None
    llm_api_key: str | None = field(default=None, repr=False)
    llm_model: str = "gpt-4o-mini"
    llm_timeout_s: float = 20.0
    llm_max_tokens: int = 400
    llm_extraction: bool = False
    embedding_model_dir: str | None = None
    retrieval: str = "auto"

    def __post_init__(self) -> None:
        if self.memory_limit < 1 or self.memory_limit > 50:
            raise ConfigError(f"MEMORY_LIMIT must be between 1 and 50, got {self.memory_limit}")
        if (
            not self.hindsight_bank
            or not self.hindsight_bank.replace("-", "").replace("_", "").isalnum()
        ):
            raise ConfigError(
                f"HINDSIGHT_BANK must be letters, digits, '-' or '_', got {self.hindsight_bank!r}"
            )
        if self.database_url and not self.database_url.startswith(_DATABASE_SCHEMES):
            raise ConfigError(
                "DATABASE_URL must be a PostgreSQL URL, postgresql://user:password@host:5432/db"
            )
        if self.database_url and self.store_path:
            raise ConfigError(
                "set DATABASE_URL (PostgreSQL) or STORE_PATH (a local file), not both"
            )

    def __repr__(self) -> str:
        shown = []
        for f in fields(self):
            value = getattr(self, f.name)
            shown.append(f"{f.name}={_secret_repr(value) if not f.repr else repr(value)}")
        return f"Settings({', '.join(shown)})"

    def with_store_default(self) -> Settings:
        """These settings as the CLI and the service use them: ``DEFAULT_STORE_PATH`` when no
        store is configured, and a durable outbox (``DEFAULT_OUTBOX_PATH``) in front of
        Hindsight unless ``OUTBOX_PATH`` says where."""
        if self.hindsight_url:
            return self if self.outbox_path else replace(self, outbox_path=DEFAULT_OUTBOX_PATH)
        if self.store_path or self.database_url:
            return self
        return replace(self, store_path=DEFAULT_STORE_PATH)

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        """Read settings from ``env`` (default ``os.environ``); bad values raise ``ConfigError``."""
        env = os.environ if env is None else env

        def text(name: str) -> str | None:
            value = env.get(name, "").strip()
            return value or None

        return cls(
            hindsight_url=text("HINDSIGHT_URL"),
            hindsight_bank=text("HINDSIGHT_BANK") or "support",
            hindsight_api_key=text("HINDSIGHT_API_KEY"),
            hindsight_allow_http=_flag(env, "HINDSIGHT_ALLOW_HTTP"),
            hindsight_timeout_s=_number(env, "HINDSIGHT_TIMEOUT_S", 10.0),
            outbox_path=text("OUTBOX_PATH"),
            memory_limit=int(_number(env, "MEMORY_LIMIT", 5, integer=True)),
            store_path=text("STORE_PATH"),
            database_url=text("DATABASE_URL"),
            database_pool_size=int(_number(env, "DATABASE_POOL_SIZE", 4, integer=True)),
            support_api_key=text("SUPPORT_API_KEY"),
            audit_messages=_flag(env, "AUDIT_MESSAGES"),
            max_message_chars=int(_number(env, "MAX_MESSAGE_CHARS", 8_000, integer=True)),
            engine_timeout_s=_number(env, "ENGINE_TIMEOUT_S", 30.0),
            llm_base_url=text("LLM_BASE_URL"),
            llm_api_key=text("LLM_API_KEY"),
            llm_model=text("LLM_MODEL") or "gpt-4o-mini",
            llm_timeout_s=_number(env, "LLM_TIMEOUT_S", 20.0),
            llm_max_tokens=int(_number(env, "LLM_MAX_TOKENS", 400, integer=True)),
            llm_extraction=_flag(env, "LLM_EXTRACTION"),
            embedding_model_dir=text("EMBEDDING_MODEL_DIR"),
            retrieval=text("RETRIEVAL") or "auto",
        )


def _flag(env: Mapping[str, str], name: str) -> bool:
    value = env.get(name, "").strip().lower()
    if value in ("", "0", "false", "no", "off"):
        return False
    if value in ("1", "true", "yes", "on"):
        return True
    raise ConfigError(f"{name} must be 1/0, true/false, yes/no or on/off, got {value!r}")


def _number(env: Mapping[str, str], name: str, default: float, *, integer: bool = False) -> float:
    raw = env.get(name, "").strip()
    if not raw:
        return default
    try:
        value = int(raw) if integer else float(raw)
    except ValueError:
        kind = "a whole number" if integer else "a number"
        raise ConfigError(f"{name} must be {kind}, got {raw!r}") from None
    if value <= 0:
        raise ConfigError(f"{name} must be greater than 0, got {raw!r}")
    return value
