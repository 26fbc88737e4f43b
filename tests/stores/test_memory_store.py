"""InMemoryStore specifics: JSON persistence, atomic writes, corrupt files, lexical scoring."""

from __future__ import annotations

from pathlib import Path

import pytest

from factories import attempt, incident
from support_memory import InMemoryStore, StoreCorruptError, StoreError
from support_memory.stores.memory import lexical_rank


def test_memories_survive_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "data" / "memories.json"
    first = InMemoryStore(path)
    fix = first.add(attempt("CUST-1", "Update application", "worked"))
    failure = first.add(attempt("CUST-1", "Restart application", "in_progress"))
    first.update(failure.evolve(outcome="failed"))
    again = InMemoryStore(path)
    assert {m.id: m.outcome for m in again.all("CUST-1")} == {
        fix.id: "worked",
        failure.id: "failed",
    }


def test_forget_is_persisted(tmp_path: Path) -> None:
    path = tmp_path / "memories.json"
    store = InMemoryStore(path)
    store.add(attempt("CUST-1", "Update application"))
    store.add(attempt("CUST-2", "Update application"))
    assert store.forget("CUST-1") == 1
    assert [m.customer_id for m in InMemoryStore(path).all("CUST-2")] == ["CUST-2"]
    assert InMemoryStore(path).all("CUST-1") == []


def test_write_leaves_no_temp_files(tmp_path: Path) -> None:
    store = InMemoryStore(tmp_path / "memories.json")
    for n in range(5):
        store.add(attempt("CUST-1", f"Step {n}"))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["memories.json"]


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b"[]",
        b'{"format": 99, "memories": []}',
        b'{"format": 1, "memories": [{}]}',
        b"\xff\xfe\x00garbage",
    ],
)
def test_corrupt_file_is_a_clear_error_and_left_untouched(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "memories.json"
    path.write_bytes(content)
    with pytest.raises(StoreCorruptError, match="left untouched"):
        InMemoryStore(path)
    assert path.read_bytes() == content


def test_failed_write_keeps_memory_and_file_in_agreement(tmp_path: Path) -> None:
    path = tmp_path / "memories.json"
    store = InMemoryStore(path)
    kept = store.add(attempt("CUST-1", "Update application"))
    saved = path.read_bytes()
    path.unlink()
    path.mkdir()  # the rename onto it now fails, whoever we run as
    with pytest.raises(StoreError, match="cannot write"):
        store.add(attempt("CUST-1", "Restart application"))
    with pytest.raises(StoreError):
        store.update(kept.evolve(outcome="worked"))
    with pytest.raises(StoreError):
        store.forget("CUST-1")
    assert store.all("CUST-1") == [kept]
    path.rmdir()
    path.write_bytes(saved)
    assert InMemoryStore(path).all("CUST-1") == [kept]
    assert [p.name for p in tmp_path.iterdir()] == ["memories.json"]


def test_adding_the_same_id_twice_is_refused() -> None:
    store = InMemoryStore()
    memory = store.add(attempt("CUST-1", "Update application"))
    with pytest.raises(StoreError, match="already exists"):
        store.add(memory)


def test_returned_memories_are_copies() -> None:
    store = InMemoryStore()
    store.add(attempt("CUST-1", "Update application"))
    store.all("CUST-1")[0].text = "tampered"
    assert store.all("CUST-1")[0].text == "Update application"


def test_lexical_rank_uses_stems_and_synonyms() -> None:
    crash = incident("C1", "App crashes on large PDF upload")
    vpn = attempt("C1", "Turn off VPN")
    ranked = lexical_rank("the application keeps crashing while uploading pdfs", [vpn, crash])
    assert [m.text for m, _ in ranked] == ["App crashes on large PDF upload"]
    assert 0 < ranked[0][1] <= 1


def test_search_with_zero_limit_is_empty() -> None:
    store = InMemoryStore()
    store.add(attempt("C1", "Update application"))
    assert store.search("C1", "update", limit=0) == []


def test_delete_is_persisted(tmp_path: Path) -> None:
    path = tmp_path / "memories.json"
    store = InMemoryStore(path)
    gone = store.add(attempt("CUST-1", "Restart application"))
    kept = store.add(incident("CUST-1", "App crashes on large PDF upload"))
    store.delete("CUST-1", gone.id)
    assert InMemoryStore(path).all("CUST-1") == [kept]
