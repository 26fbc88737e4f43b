"""HindsightStore on the wire: exact paths, methods, headers and bodies; parsing; failures.

The server is ``FakeHindsight`` behind ``httpx.MockTransport`` (no patching). Its shapes
were taken from a live Hindsight 1.1.0; ``tests/integration`` checks the real thing.
"""

from __future__ import annotations

import logging
import random
import string

import httpx
import pytest
from fake_hindsight import FakeHindsight

from factories import attempt, incident, profile
from support_memory import (
    ConfigError,
    MemoryNotFoundError,
    Settings,
    StoreAuthError,
    StoreError,
    StoreUnavailableError,
    ValidationError,
    build_store,
)
from support_memory.models import Memory
from support_memory.retrieval import StoreRetriever
from support_memory.stores import hindsight_wire as wire
from support_memory.stores.hindsight import HindsightStore
from support_memory.stores.outbox import OutboxStore

KEY = "test-key-123"
BANK = "support-_c_u_s_t-1"  # bank_id("support", "CUST-1")


@pytest.fixture
def fake() -> FakeHindsight:
    return FakeHindsight(api_key=KEY)


@pytest.fixture
def sleeps() -> list[float]:
    return []


@pytest.fixture
def store(fake: FakeHindsight, sleeps: list[float]) -> HindsightStore:
    return HindsightStore(
        "http://127.0.0.1:8888", "support", api_key=KEY, client=fake.client(), sleep=sleeps.append
    )


# -- bank naming -----------------------------------------------------------------------------
def test_bank_names_are_readable_and_lower_case() -> None:
    assert wire.bank_id("support", "CUST-1042") == "support-_c_u_s_t-1042"
    assert wire.bank_id("support", "cust-1042") == "support-cust-1042"
    assert wire.bank_id("prod-eu", "a.b:c") == "prod_0eu-a.b:c"
    assert wire.bank_id("My_NS", "x") == "_my___n_s-x"


def test_bank_names_cannot_collide_across_namespace_and_customer() -> None:
    assert wire.bank_id("a-b", "c") != wire.bank_id("a", "b-c")
    assert wire.bank_id("a", "B") != wire.bank_id("a", "b")
    assert wire.bank_id("a_0b", "c") != wire.bank_id("a-b", "c")
    assert wire.bank_id("a", "b-c") == "a-b-c" and wire.bank_id("a-b", "c") == "a_0b-c"


def test_bank_names_are_injective_and_reversible_on_random_ids() -> None:
    rng = random.Random(3)
    first = string.ascii_letters + string.digits
    rest = first + "._:-"
    namespaces = ["support", "a-b", "A_b", "x", "prod-EU_1"]
    seen: dict[str, tuple[str, str]] = {}
    for _ in range(3000):
        customer = rng.choice(first) + "".join(rng.choice(rest) for _ in range(rng.randint(0, 8)))
        namespace = rng.choice(namespaces)
        bank = wire.bank_id(namespace, customer)
        assert set(bank) <= set(string.ascii_lowercase + string.digits + "._:-")
        assert wire.parse_bank_id(bank) == (namespace, customer)
        assert seen.setdefault(bank, (namespace, customer)) == (namespace, customer)
        # Even a case-insensitive server keeps them apart: the names are already lower case.
        assert bank == bank.lower()


@pytest.mark.parametrize("customer", ["", "-x", "a/b", "a b", "../x", "é", "a" * 65])
def test_bad_customer_ids_never_reach_the_wire(
    store: HindsightStore, fake: FakeHindsight, customer: str
) -> None:
    with pytest.raises(ValidationError):
        store.all(customer)
    with pytest.raises(ValidationError):
        store.search(customer, "printer")
    with pytest.raises(ValidationError):
        store.forget(customer)
    assert fake.requests == []


@pytest.mark.parametrize("namespace", ["", "a b", "a/b", "ns.x"])
def test_bad_namespace_is_refused(namespace: str) -> None:
    with pytest.raises(ValidationError):
        HindsightStore("https://h.example", namespace)


# -- add / update ----------------------------------------------------------------------------
def test_add_configures_the_bank_once_then_retains_one_document(
    store: HindsightStore, fake: FakeHindsight
) -> None:
    memory = attempt(
        "CUST-1",
        "Update application",
        "worked",
        product="Acme PDF Suite",
        incident_id="inc_1",
        source="rules",
        metadata={"channel": "chat"},
    )
    assert store.add(memory) == memory
    assert fake.calls() == [
        ("PUT", f"/v1/default/banks/{BANK}"),
        ("GET", f"/v1/default/banks/{BANK}/documents/{memory.id}"),
        ("POST", f"/v1/default/banks/{BANK}/memories"),
    ]
    assert fake.requests[0].body == {"retain_extraction_mode": "chunks"}
    assert fake.requests[2].body == {
        "items": [
            {
                "content": "Update application",
                "timestamp": memory.created_at,
                "document_id": memory.id,
                "metadata": {
                    "id": memory.id,
                    "customer_id": "CUST-1",
                    "type": "ATTEMPT",
                    "text": "Update application",
                    "outcome": "worked",
                    "product": "Acme PDF Suite",
                    "incident_id": "inc_1",
                    "created_at": memory.created_at,
                    "updated_at": memory.updated_at,
                    "source": "rules",
                    "memory_metadata": '{"channel": "chat"}',
                    "sm_schema": "1",
                },
                "tags": [
                    "support-memory",
                    "type:ATTEMPT",
                    "outcome:worked",
                    f"memory:{memory.id}",
                    "incident:inc_1",
                ],
            }
        ],
        "async": False,
    }
    for seen in fake.requests:
        assert seen.headers["authorization"] == f"Bearer {KEY}"
    store.add(attempt("CUST-1", "Restart application"))
    assert [m for m, _ in fake.calls()].count("PUT") == 1


def test_metadata_is_flat_strings_for_every_kind_of_memory() -> None:
    for memory in (
        attempt("C", "Restart application"),
        incident("C", "App crashes"),
        profile("C", "Uses Windows 11", product="Windows"),
    ):
        flat = wire.memory_metadata(memory)
        assert all(isinstance(k, str) and isinstance(v, str) for k, v in flat.items())
        assert wire.memory_from_metadata(flat, customer_id="C") == memory


def test_add_of_an_existing_id_is_refused(store: HindsightStore, fake: FakeHindsight) -> None:
    memory = store.add(attempt("CUST-1", "Restart application"))
    with pytest.raises(StoreError, match="already exists"):
        store.add(memory)
    assert [m for m, _ in fake.calls()].count("POST") == 1


def test_update_re_retains_the_same_document(store: HindsightStore, fake: FakeHindsight) -> None:
    memory = store.add(attempt("CUST-1", "Restart application", "in_progress"))
    fake.requests.clear()
    changed = memory.evolve(outcome="failed")
    assert store.update(changed) == changed
    assert fake.calls() == [
        ("GET", f"/v1/default/banks/{BANK}/documents/{memory.id}"),
        ("POST", f"/v1/default/banks/{BANK}/memories"),
    ]
    item = fake.requests[-1].body["items"][0]
    assert item["document_id"] == memory.id and item["metadata"]["outcome"] == "failed"
    assert store.all("CUST-1") == [changed]


def test_update_of_an_unknown_memory_sends_nothing(
    store: HindsightStore, fake: FakeHindsight
) -> None:
    with pytest.raises(MemoryNotFoundError):
        store.update(attempt("CUST-1", "Restart application"))
    assert [m for m, _ in fake.calls()] == ["GET"]


def test_odd_memory_ids_are_percent_encoded_in_paths(
    store: HindsightStore, fake: FakeHindsight
) -> None:
    memory = attempt("CUST-1", "Restart application", id="mem/1 x?y")
    store.add(memory)
    assert fake.requests[1].raw_path.endswith("/documents/mem%2F1%20x%3Fy")
    assert store.all("CUST-1") == [memory]


# -- all -------------------------------------------------------------------------------------
def test_all_pages_through_the_list_and_dedupes_documents(
    store: HindsightStore, fake: FakeHindsight
) -> None:
    fake.page_cap = 3  # the server may cap pages below what we ask for
    memories = [
        attempt("CUST-1", f"Step {n}", created_at=f"2026-01-0{n + 1}T00:00:00.000000Z")
        for n in range(7)
    ]
    for memory in reversed(memories):
        store.add(memory)
    fake.requests.clear()
    assert store.all("CUST-1") == memories  # oldest first
    offsets = [seen.query["offset"] for seen in fake.requests]
    assert offsets == [["0"], ["3"], ["6"]]
    assert {seen.query["limit"][0] for seen in fake.requests} == {"500"}


def test_all_skips_units_that_are_not_ours(store: HindsightStore, fake: FakeHindsight) -> None:
    mine = store.add(attempt("CUST-1", "Restart application"))
    docs = fake.documents[BANK]
    docs["observation"] = {"content": "Customer restarts a lot", "metadata": None}
    docs["foreign"] = {
        "content": "x",
        "metadata": {**wire.memory_metadata(mine), "customer_id": "CUST-2", "id": "foreign"},
    }
    docs["broken"] = {"content": "x", "metadata": {"sm_schema": "1", "id": "broken"}}
    assert store.all("CUST-1") == [mine]


def test_all_of_a_customer_without_a_bank_is_empty(
    store: HindsightStore, fake: FakeHindsight
) -> None:
    assert store.all("NOBODY") == []
    assert fake.calls() == [("GET", "/v1/default/banks/support-_n_o_b_o_d_y/memories/list")]


# -- search ----------------------------------------------------------------------------------
def test_search_recalls_then_cuts_to_limit_client_side(
    store: HindsightStore, fake: FakeHindsight
) -> None:
    for n in range(6):
        store.add(attempt("CUST-1", f"Clear printer queue step {n}"))
    fake.requests.clear()
    hits = store.search("CUST-1", "printer queue", limit=2)
    assert fake.calls() == [("POST", f"/v1/default/banks/{BANK}/memories/recall")]
    assert fake.requests[0].body == {
        "query": "printer queue",
        "types": ["world", "experience"],
        "budget": "low",
        "max_tokens": 4096,
        "trace": False,
    }
    assert len(hits) == 2
    assert all(isinstance(score, float) and score == 1.0 for _, score in hits)


def test_search_scores_come_from_scores_final_clipped_to_0_1(
    store: HindsightStore, fake: FakeHindsight
) -> None:
    a = store.add(attempt("CUST-1", "Update application", "worked"))
    b = store.add(attempt("CUST-1", "Restart application"))
    c = store.add(attempt("CUST-1", "Cleared application cache"))
    fake.recall_override = [
        {"document_id": a.id, "metadata": wire.memory_metadata(a), "scores": {"final": 1.0999}},
        {"document_id": a.id, "metadata": wire.memory_metadata(a), "scores": {"final": 0.5}},
        {"document_id": c.id, "metadata": wire.memory_metadata(c), "scores": {"final": 0.36}},
        {"document_id": b.id, "metadata": wire.memory_metadata(b), "scores": None},
    ]
    assert store.search("CUST-1", "application") == [(a, 1.0), (c, 0.36), (b, 0.0)]


def test_retrieve_names_hindsight_and_semantic_signals(
    store: HindsightStore, fake: FakeHindsight
) -> None:
    a = store.add(attempt("CUST-1", "App freezes when exporting to Excel"))
    b = store.add(attempt("CUST-1", "Turn off VPN"))
    fake.recall_override = [
        {
            "document_id": a.id,
            "metadata": wire.memory_metadata(a),
            "scores": {"final": 0.9, "semantic": 0.61, "keyword": None},
        },
        {
            "document_id": b.id,
            "metadata": wire.memory_metadata(b),
            "scores": {"final": 0.4, "semantic": None, "keyword": 0.2},
        },
    ]
    hits = store.retrieve("CUST-1", "the program hangs when I save as xlsx", 5)
    assert [(h.memory.id, h.score, dict(h.signals)) for h in hits] == [
        (a.id, 0.9, {"hindsight": 0.9, "semantic": 0.61}),
        (b.id, 0.4, {"hindsight": 0.4}),
    ]
    assert StoreRetriever(store).retrieve("CUST-1", "xlsx hangs", 5) == hits


def test_search_rebuilds_results_without_metadata_from_their_document(
    store: HindsightStore, fake: FakeHindsight
) -> None:
    kept = store.add(attempt("CUST-1", "Update application", "worked"))
    fake.recall_override = [
        {"document_id": kept.id, "metadata": None, "scores": {"final": 0.5}},
        {"document_id": "gone", "metadata": None, "scores": {"final": 0.4}},
        {"document_id": None, "metadata": None, "scores": {"final": 0.3}},
        {"metadata": {"unrelated": "x"}, "scores": {"final": 0.2}},
    ]
    fake.requests.clear()
    assert store.search("CUST-1", "application") == [(kept, 0.5)]
    assert ("GET", f"/v1/default/banks/{BANK}/documents/{kept.id}") in fake.calls()


def test_search_never_returns_another_customers_memory(
    store: HindsightStore, fake: FakeHindsight
) -> None:
    store.add(attempt("CUST-1", "Restart application"))
    intruder = attempt("CUST-2", "Restart application")
    fake.recall_override = [
        {
            "document_id": intruder.id,
            "metadata": wire.memory_metadata(intruder),
            "scores": {"final": 9.0},
        }
    ]
    assert store.search("CUST-1", "restart") == []


def test_search_of_an_unknown_bank_is_empty(store: HindsightStore) -> None:
    assert store.search("NOBODY", "printer") == []


def test_search_without_words_or_limit_sends_nothing(
    store: HindsightStore, fake: FakeHindsight
) -> None:
    assert store.search("CUST-1", "  ?! ") == []
    assert store.search("CUST-1", "printer", limit=0) == []
    assert fake.requests == []


# -- forget ----------------------------------------------------------------------------------
def test_forget_counts_memories_then_deletes_the_bank(
    store: HindsightStore, fake: FakeHindsight
) -> None:
    for text in ("Restart application", "Cleared application cache"):
        store.add(attempt("CUST-1", text))
    other = store.add(attempt("CUST-2", "Restart application"))
    fake.requests.clear()
    assert store.forget("CUST-1") == 2
    assert fake.calls()[-1] == ("DELETE", f"/v1/default/banks/{BANK}")
    assert store.all("CUST-1") == [] and store.all("CUST-2") == [other]
    assert store.forget("CUST-1") == 0
    fake.requests.clear()
    store.add(attempt("CUST-1", "Update application", "worked"))
    assert fake.calls()[0] == ("PUT", f"/v1/default/banks/{BANK}")  # set up again


# -- errors ----------------------------------------------------------------------------------
def test_wrong_key_is_an_auth_error_that_never_shows_the_key(
    fake: FakeHindsight, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    secret = "wrong-secret-value-987"
    store = HindsightStore("http://127.0.0.1:1", "support", api_key=secret, client=fake.client())
    with pytest.raises(StoreAuthError) as info:
        store.all("CUST-1")
    assert "HINDSIGHT_API_KEY" in str(info.value)
    assert secret not in str(info.value) and secret not in repr(info.value)
    assert secret not in repr(store) and "api_key=set" in repr(store)
    assert secret not in caplog.text
    assert len(fake.requests) == 1  # auth errors are not retried


def test_a_server_echoing_the_key_is_redacted(fake: FakeHindsight, store: HindsightStore) -> None:
    def echo(request: httpx.Request) -> httpx.Response:
        return httpx.Response(
            400, json={"detail": f"bad header {request.headers['authorization']}"}
        )

    echoing = HindsightStore(
        "http://127.0.0.1:1",
        "support",
        api_key=KEY,
        client=httpx.Client(transport=httpx.MockTransport(echo)),
    )
    with pytest.raises(StoreError) as info:
        echoing.all("CUST-1")
    assert KEY not in str(info.value) and "***" in str(info.value)


def test_no_key_means_no_authorization_header(fake: FakeHindsight) -> None:
    fake.api_key = None
    store = HindsightStore("http://localhost:1", "support", client=fake.client())
    store.all("CUST-1")
    assert "authorization" not in fake.requests[0].headers


def test_validation_refusal_is_a_store_error_with_the_reason(
    store: HindsightStore, fake: FakeHindsight
) -> None:
    fake.fail_next = [422]
    with pytest.raises(StoreError, match="422: canned 422") as info:
        store.all("CUST-1")
    assert not isinstance(info.value, StoreUnavailableError)
    assert len(fake.requests) == 1


def test_5xx_is_retried_with_backoff_then_succeeds(
    store: HindsightStore, fake: FakeHindsight, sleeps: list[float]
) -> None:
    fake.fail_next = [503, 500]
    memory = store.add(attempt("CUST-1", "Restart application"))
    assert store.all("CUST-1") == [memory]
    assert sleeps == [0.2, 0.4]


def test_persistent_5xx_becomes_unavailable(
    store: HindsightStore, fake: FakeHindsight, sleeps: list[float]
) -> None:
    fake.fail_next = [502, 502, 502]
    with pytest.raises(StoreUnavailableError, match="502"):
        store.search("CUST-1", "printer")
    assert len(fake.requests) == 3 and sleeps == [0.2, 0.4]


@pytest.mark.parametrize(
    "exc",
    [httpx.ConnectError("refused"), httpx.ReadTimeout("slow"), httpx.RemoteProtocolError("eof")],
)
def test_transport_failures_are_retried_then_unavailable(
    store: HindsightStore, fake: FakeHindsight, exc: Exception
) -> None:
    fake.fail_next = [exc, exc, exc]
    with pytest.raises(StoreUnavailableError) as info:
        store.add(attempt("CUST-1", "Restart application"))
    assert info.value.__cause__ is exc
    assert len(fake.requests) == 3
    assert "Hindsight" in str(info.value)


def test_a_non_json_success_is_unavailable(fake: FakeHindsight) -> None:
    def html(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, text="<html>proxy login</html>")

    store = HindsightStore(
        "https://h.example",
        "support",
        client=httpx.Client(transport=httpx.MockTransport(html)),
        retries=0,
    )
    with pytest.raises(StoreUnavailableError, match="not JSON"):
        store.all("CUST-1")


def test_real_timeouts_on_the_default_client() -> None:
    store = HindsightStore("https://h.example", "support", timeout=2.5)
    timeout = store._client.timeout  # the store owns this client
    assert (timeout.read, timeout.connect) == (2.5, 2.5)
    store.close()


# -- configuration ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    "url",
    ["http://127.0.0.1:8888", "http://localhost:1/", "http://[::1]:8888", "https://h.example"],
)
def test_loopback_http_and_any_https_are_accepted(url: str) -> None:
    HindsightStore(url, "support").close()


@pytest.mark.parametrize("url", ["http://h.example", "http://10.0.0.5:8888"])
def test_plain_http_to_a_remote_host_needs_explicit_consent(url: str) -> None:
    with pytest.raises(ConfigError, match="HINDSIGHT_ALLOW_HTTP"):
        HindsightStore(url, "support", api_key=KEY)
    HindsightStore(url, "support", allow_insecure_http=True).close()


@pytest.mark.parametrize("url", ["ftp://h.example", "h.example", "https://user:pw@h.example"])
def test_malformed_urls_are_refused(url: str) -> None:
    with pytest.raises(ConfigError):
        HindsightStore(url, "support")


def test_build_store_picks_hindsight_and_wraps_the_outbox(tmp_path: object) -> None:
    settings = Settings(hindsight_url="https://h.example", hindsight_api_key=KEY)
    store = build_store(settings)
    assert isinstance(store, HindsightStore) and KEY not in repr(store)
    wrapped = build_store(
        Settings(hindsight_url="https://h.example", outbox_path=f"{tmp_path}/outbox.db")
    )
    assert isinstance(wrapped, OutboxStore) and isinstance(wrapped.inner, HindsightStore)
    with pytest.raises(ConfigError):
        build_store(Settings(hindsight_url="http://h.example"))
    assert isinstance(
        build_store(Settings(hindsight_url="http://h.example", hindsight_allow_http=True)),
        HindsightStore,
    )


def test_memory_round_trips_through_metadata_exactly() -> None:
    memory = Memory(
        customer_id="C",
        type="INCIDENT",
        text="App crashes",
        status="resolved",
        product="Acme",
        metadata={"a": "1", "b": "two"},
    )
    assert wire.memory_from_metadata(wire.memory_metadata(memory), customer_id="C") == memory
    assert wire.memory_from_metadata(None, customer_id="C") is None


# -- get / delete one memory -----------------------------------------------------------------
def test_get_reads_the_document_of_the_customer_bank(
    store: HindsightStore, fake: FakeHindsight
) -> None:
    memory = store.add(attempt("CUST-1", "Update application", "worked"))
    fake.requests.clear()
    assert store.get("CUST-1", memory.id) == memory
    assert fake.calls() == [("GET", f"/v1/default/banks/{BANK}/documents/{memory.id}")]


def test_get_of_a_missing_memory_or_bank_is_not_found(store: HindsightStore) -> None:
    with pytest.raises(MemoryNotFoundError):
        store.get("CUST-1", "mem_nothing")  # no bank yet: 404
    store.add(attempt("CUST-1", "Update application", "worked"))
    with pytest.raises(MemoryNotFoundError):
        store.get("CUST-1", "mem_nothing")


def test_delete_removes_one_document_by_its_memory_id(
    store: HindsightStore, fake: FakeHindsight
) -> None:
    gone = store.add(attempt("CUST-1", "Restart application"))
    kept = store.add(attempt("CUST-1", "Update application", "worked"))
    fake.requests.clear()
    store.delete("CUST-1", gone.id)
    assert fake.calls() == [
        ("GET", f"/v1/default/banks/{BANK}/documents/{gone.id}"),
        ("DELETE", f"/v1/default/banks/{BANK}/documents/{gone.id}"),
    ]
    assert store.all("CUST-1") == [kept]


def test_delete_of_a_missing_memory_sends_no_delete(
    store: HindsightStore, fake: FakeHindsight
) -> None:
    with pytest.raises(MemoryNotFoundError):
        store.delete("CUST-1", "mem_nothing")
    assert [method for method, _ in fake.calls()] == ["GET"]
