"""Settings from the environment, and the factory's choice of store."""

from __future__ import annotations

from pathlib import Path

import pytest

from support_memory import ConfigError, InMemoryStore, Settings, build_store


def test_defaults_without_environment() -> None:
    settings = Settings.from_env({})
    assert settings.memory_limit == 5 and settings.hindsight_bank == "support"
    assert settings.store_path is None and settings.hindsight_url is None


def test_values_are_read_from_the_environment() -> None:
    settings = Settings.from_env(
        {
            "MEMORY_LIMIT": "8",
            "HINDSIGHT_BANK": "support-prod",
            "STORE_PATH": "x.json",
            "AUDIT_MESSAGES": "yes",
            "LLM_TIMEOUT_S": "2.5",
        }
    )
    assert settings.memory_limit == 8 and settings.hindsight_bank == "support-prod"
    assert settings.store_path == "x.json" and settings.audit_messages is True
    assert settings.llm_timeout_s == 2.5


@pytest.mark.parametrize(
    ("env", "needle"),
    [
        ({"MEMORY_LIMIT": "five"}, "MEMORY_LIMIT must be a whole number"),
        ({"MEMORY_LIMIT": "0"}, "MEMORY_LIMIT must be greater than 0"),
        ({"MEMORY_LIMIT": "500"}, "MEMORY_LIMIT must be between 1 and 50"),
        ({"AUDIT_MESSAGES": "maybe"}, "AUDIT_MESSAGES must be"),
        ({"HINDSIGHT_BANK": "a/b"}, "HINDSIGHT_BANK must be"),
    ],
)
def test_bad_values_are_clear_errors(env: dict[str, str], needle: str) -> None:
    with pytest.raises(ConfigError, match=needle):
        Settings.from_env(env)


def test_secrets_never_show_in_repr() -> None:
    settings = Settings(hindsight_api_key="hs-secret", support_api_key="sk-1", llm_api_key="ll")
    shown = repr(settings)
    assert "hs-secret" not in shown and "sk-1" not in shown and "'ll'" not in shown
    assert "hindsight_api_key='***'" in shown


def test_cli_default_store_path_is_the_embedded_database() -> None:
    assert Settings().with_store_default().store_path == "./data/memories.db"
    assert Settings(store_path="a.json").with_store_default().store_path == "a.json"


def test_library_default_is_an_unpersisted_in_memory_store() -> None:
    store = build_store(Settings(retrieval="lexical"))  # semantic wrapping: tests/embeddings
    assert isinstance(store, InMemoryStore) and store.path is None


def test_json_store_path_gives_a_persistent_in_memory_store(tmp_path: Path) -> None:
    store = build_store(Settings(store_path=str(tmp_path / "m.json"), retrieval="lexical"))
    assert isinstance(store, InMemoryStore) and store.path == tmp_path / "m.json"


def test_unknown_store_suffix_is_refused() -> None:
    with pytest.raises(ConfigError, match=r"must end in \.json"):
        build_store(Settings(store_path="memories.txt"))


def test_cli_settings_put_an_outbox_in_front_of_hindsight() -> None:
    remote = Settings(hindsight_url="https://hs.example.com").with_store_default()
    assert remote.outbox_path == "./data/outbox.db" and remote.store_path is None
    chosen = Settings(hindsight_url="https://hs.example.com", outbox_path="/var/ob.db")
    assert chosen.with_store_default().outbox_path == "/var/ob.db"


def test_named_api_keys_and_the_single_key_are_both_accepted() -> None:
    settings = Settings.from_env(
        {"SUPPORT_API_KEYS": "alice:k-alice, bob:k-bob", "SUPPORT_API_KEY": "k-old"}
    )
    assert settings.api_keys() == {"alice": "k-alice", "bob": "k-bob", "default": "k-old"}
    assert Settings.from_env({}).api_keys() == {}
    assert "k-alice" not in repr(settings)


@pytest.mark.parametrize(
    ("raw", "needle"),
    [
        ("alice", "entry 1 must be name:key"),
        ("alice:k1,:k2", "entry 2 must be name:key"),
        ("a b:k1", "name 'a b' must be"),
        ("alice:k1,alice:k2", "'alice' is configured twice"),
        ("alice:k1,bob:k1", "'bob' must be non-blank and unique"),
    ],
)
def test_bad_named_keys_are_refused_without_echoing_a_key(raw: str, needle: str) -> None:
    with pytest.raises(ConfigError, match=needle) as caught:
        Settings.from_env({"SUPPORT_API_KEYS": raw})
    assert "k1" not in str(caught.value) and "k2" not in str(caught.value)


def test_insights_and_escalation_thresholds_come_from_the_environment() -> None:
    settings = Settings.from_env(
        {
            "INSIGHTS": "1",
            "INSIGHTS_MIN_CUSTOMERS": "7",
            "ESCALATION_FAILED_SESSIONS": "3",
            "ESCALATION_REOPENS": "4",
            "ESCALATION_REOPEN_DAYS": "14",
            "ESCALATION_SESSION_FAILURES": "5",
            "ESCALATION_SESSION_GAP_MINUTES": "90",
        }
    )
    assert settings.insights is True and settings.insights_min_customers == 7
    assert (settings.escalation_failed_sessions, settings.escalation_reopens) == (3, 4)
    assert settings.escalation_reopen_days == 14.0
    assert settings.escalation_session_failures == 5
    assert settings.escalation_session_gap_minutes == 90.0
    defaults = Settings.from_env({})
    assert defaults.insights is False and defaults.insights_min_customers == 5


def test_one_customer_is_never_enough_to_show_a_text() -> None:
    with pytest.raises(ConfigError, match="INSIGHTS_MIN_CUSTOMERS must be at least 2"):
        Settings.from_env({"INSIGHTS_MIN_CUSTOMERS": "1"})


def test_insights_are_refused_on_a_store_without_write_hooks() -> None:
    from support_memory.factory import attach_insights
    from support_memory.stores.hindsight import HindsightStore

    store = HindsightStore("https://hindsight.example", "support")
    with pytest.raises(ConfigError, match="INSIGHTS=1 needs the SQLite, PostgreSQL or JSON"):
        attach_insights(Settings(insights=True), store)
    store.close()


def test_mcp_author_names_stdio_corrections_and_must_be_a_plain_name() -> None:
    assert Settings.from_env({}).mcp_author == "mcp-stdio"
    assert Settings.from_env({"MCP_AUTHOR": "alice-desktop"}).mcp_author == "alice-desktop"
    with pytest.raises(ConfigError, match="MCP_AUTHOR"):
        Settings.from_env({"MCP_AUTHOR": "alice <script>"})
