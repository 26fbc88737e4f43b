"""Settings from the environment: the only place that reads ``os.environ``.

Nothing is read at import time; ``Settings.from_env()`` is called by the CLI and the
service factory, and tests build ``Settings(...)`` directly.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace

from support_memory import patterns
from support_memory.errors import ConfigError

DEFAULT_STORE_PATH = "./data/memories.db"
DEFAULT_OUTBOX_PATH = "./data/outbox.db"
# The name ``SUPPORT_API_KEY`` goes by among the named keys (the audit's author).
DEFAULT_KEY_NAME = "default"
DEFAULT_MCP_AUTHOR = "mcp-stdio"
_KEY_NAME_RE = patterns.compile(r"^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$")
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
    # ``SUPPORT_API_KEYS=name:key,...``: (name, key) pairs; a key's name authors corrections.
    support_api_keys: tuple[tuple[str, str], ...] = field(default=(), repr=False)
    console_secret: str | None = field(default=None, repr=False)
    console_session_hours: float = 8.0
    audit_messages: bool = False
    max_message_chars: int = 8_000
    engine_timeout_s: float = 30.0
    llm_base_url: str | None = None
    llm_api_key: str | None = field(default=None, repr=False)
    llm_model: str = "gpt-4o-mini"
    llm_timeout_s: float = 20.0
    llm_max_tokens: int = 400
    llm_extraction: bool = False
    extraction_lexicon: str | None = None  # a team's vocabulary file (extraction/language/custom)
    extraction_model: bool = True  # the learned clause judge beside the rules
    embedding_model_dir: str | None = None
    retrieval: str = "auto"
    # Fix statistics across customers (issue 14, docs/insights.md): opt-in, k-anonymous.
    insights: bool = False
    insights_min_customers: int = 5
    # Proactive escalation thresholds (docs/escalation.md).
    escalation_failed_sessions: int = 2
    escalation_reopens: int = 2
    escalation_reopen_days: float = 30.0
    escalation_session_failures: int = 3
    escalation_session_gap_minutes: float = 30.0
    mcp_author: str = DEFAULT_MCP_AUTHOR  # who corrects memories over MCP stdio (no keys)

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
        if self.insights_min_customers < 2:
            raise ConfigError(
                "INSIGHTS_MIN_CUSTOMERS must be at least 2: with 1, one customer's text "
                f"could be shown to others (got {self.insights_min_customers})"
            )
        self.api_keys()  # names and keys must be usable: fail at start-up, not on login
        if not _KEY_NAME_RE.fullmatch(self.mcp_author):
            raise ConfigError(
                f"MCP_AUTHOR must be 1-64 letters, digits or . _ @ -, got {self.mcp_author!r}"
            )

    def api_keys(self) -> dict[str, str]:
        """Every accepted key by its name: ``SUPPORT_API_KEYS`` plus ``SUPPORT_API_KEY``
        (named ``default``). Empty means no key is configured."""
        pairs = list(self.support_api_keys)
        if self.support_api_key:
            pairs.append((DEFAULT_KEY_NAME, self.support_api_key))
        keys: dict[str, str] = {}
        for name, key in pairs:
            if not _KEY_NAME_RE.fullmatch(name):
                raise ConfigError(
                    f"API key name {name!r} must be 1-64 letters, digits or . _ @ - "
                    "(SUPPORT_API_KEYS=name:key,...)"
                )
            if name in keys:
                raise ConfigError(f"API key name {name!r} is configured twice")
            if not key or key != key.strip() or key in keys.values():
                # Never echo a key: say which name is wrong.
                raise ConfigError(f"API key {name!r} must be non-blank and unique")
            keys[name] = key
        return keys

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
            support_api_keys=_named_keys(text("SUPPORT_API_KEYS")),
            console_secret=text("CONSOLE_SECRET"),
            console_session_hours=_number(env, "CONSOLE_SESSION_HOURS", 8.0),
            audit_messages=_flag(env, "AUDIT_MESSAGES"),
            max_message_chars=int(_number(env, "MAX_MESSAGE_CHARS", 8_000, integer=True)),
            engine_timeout_s=_number(env, "ENGINE_TIMEOUT_S", 30.0),
            llm_base_url=text("LLM_BASE_URL"),
            llm_api_key=text("LLM_API_KEY"),
            llm_model=text("LLM_MODEL") or "gpt-4o-mini",
            llm_timeout_s=_number(env, "LLM_TIMEOUT_S", 20.0),
            llm_max_tokens=int(_number(env, "LLM_MAX_TOKENS", 400, integer=True)),
            llm_extraction=_flag(env, "LLM_EXTRACTION"),
            extraction_lexicon=text("EXTRACTION_LEXICON"),
            extraction_model=env.get("EXTRACTION_MODEL", "1").strip().lower()
            not in ("0", "false", "no", "off"),
            embedding_model_dir=text("EMBEDDING_MODEL_DIR"),
            retrieval=text("RETRIEVAL") or "auto",
            insights=_flag(env, "INSIGHTS"),
            insights_min_customers=int(_number(env, "INSIGHTS_MIN_CUSTOMERS", 5, integer=True)),
            escalation_failed_sessions=int(
                _number(env, "ESCALATION_FAILED_SESSIONS", 2, integer=True)
            ),
            escalation_reopens=int(_number(env, "ESCALATION_REOPENS", 2, integer=True)),
            escalation_reopen_days=_number(env, "ESCALATION_REOPEN_DAYS", 30.0),
            escalation_session_failures=int(
                _number(env, "ESCALATION_SESSION_FAILURES", 3, integer=True)
            ),
            escalation_session_gap_minutes=_number(env, "ESCALATION_SESSION_GAP_MINUTES", 30.0),
            mcp_author=text("MCP_AUTHOR") or DEFAULT_MCP_AUTHOR,
        )


def _named_keys(raw: str | None) -> tuple[tuple[str, str], ...]:
    """``name:key,name2:key2`` → pairs; a malformed entry is named by position only."""
    pairs = []
    for number, entry in enumerate((raw or "").split(","), start=1):
        if not entry.strip():
            continue
        name, sep, key = entry.partition(":")
        if not sep or not name.strip() or not key.strip():
            raise ConfigError(f"SUPPORT_API_KEYS entry {number} must be name:key")
        pairs.append((name.strip(), key.strip()))
    return tuple(pairs)


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
