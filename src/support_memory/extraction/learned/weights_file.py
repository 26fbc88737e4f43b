"""Reading a shipped weights file: gzip'd JSON checked against its sha256 before use.

Both learned models (``model.py``, ``step_model.py``) ship this way; a file that does not
match its checksum, or has another format or class list, is refused, never half-used.
"""

from __future__ import annotations

import gzip
import hashlib
import json
from importlib import resources
from typing import Any

from support_memory.errors import ConfigError


def read_document(
    payload: bytes,
    expected_sha256: str | None,
    *,
    name: str,
    format_version: int,
    labels: tuple[str, str | tuple[str, ...]],
) -> tuple[dict[str, Any], str]:
    """The weights document in ``payload`` and its sha256. ``labels`` is the key naming the
    classes and the classes it must hold (``("kinds", KINDS)``)."""
    digest = hashlib.sha256(payload).hexdigest()
    if expected_sha256 is not None and digest != expected_sha256:
        raise ConfigError(
            f"{name} checksum mismatch (sha256 {digest[:12]}…, expected "
            f"{expected_sha256[:12]}…); reinstall the package or run `support-memory train`"
        )
    data = json.loads(gzip.decompress(payload))
    key, values = labels
    if data.get("format") != format_version or tuple(data.get(key, ())) != tuple(values):
        raise ConfigError(f"{name} file has an unknown format; run `support-memory train`")
    return data, digest


def shipped(model_file: str, checksum_file: str) -> tuple[bytes, str]:
    """A weights file shipped in this package and the sha256 recorded beside it."""
    data = resources.files(__package__)
    payload = data.joinpath(model_file).read_bytes()
    return payload, data.joinpath(checksum_file).read_text().split()[0]
