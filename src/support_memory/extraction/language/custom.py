"""A support team's own vocabulary, as a JSON file (``EXTRACTION_LEXICON``), no code edits.

```json
{
  "products": ["Acme Router X2", "Globex Cloud Backup"],
  "devices": {"router": ["Acme X2"], "phone": ["Fairphone"]},
  "problem_words": ["bricked", "soft-locked", "won't provision"],
  "support_words": ["reprovision", "reflash"],
  "contacted_parties": ["depot", "installer"]
}
```

- ``products``: the team's products, remembered as "Uses X" and as the incident's product;
- ``devices``: device names by family (a newer one of a family supersedes the older);
- ``problem_words``: words or phrases that make a clause a problem report;
- ``support_words``: words typos are corrected towards ("reprovison" → "reprovision");
- ``contacted_parties``: parties a customer may call or e-mail as a step of their own
  ("rang the depot"), beside the shipped ones (``contacted_parties`` in ``steps.json``).

Every key is optional. ``install`` adds the file's words to the process's extraction
vocabulary (the service and the CLI do it once at start-up, from settings); a malformed file
is a ``ConfigError`` that names the key, and nothing is installed from it.
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from support_memory.errors import ConfigError

_KEYS = ("products", "devices", "problem_words", "support_words", "contacted_parties")
_MAX_ENTRIES = 10_000
_MAX_WORD = 100


@dataclass
class CustomLexicon:
    products: tuple[str, ...] = ()
    devices: dict[str, tuple[str, ...]] = field(default_factory=dict)
    problem_words: tuple[str, ...] = ()
    support_words: tuple[str, ...] = ()
    contacted_parties: tuple[str, ...] = ()
    version: int = 0  # bumped on every install, so cached patterns are rebuilt


CUSTOM = CustomLexicon()
_LOCK = threading.Lock()


def load_lexicon(path: str | Path) -> CustomLexicon:
    """Read and check a lexicon file; raise ``ConfigError`` saying what is wrong."""
    try:
        raw = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ConfigError(f"EXTRACTION_LEXICON {path} cannot be read: {exc}") from exc
    if not isinstance(raw, dict):
        raise ConfigError(f"EXTRACTION_LEXICON {path} must hold a JSON object")
    unknown = sorted(set(raw) - set(_KEYS) - {"about"})
    if unknown:
        raise ConfigError(
            f"EXTRACTION_LEXICON {path}: unknown key(s) {', '.join(unknown)}; "
            f"allowed: {', '.join(_KEYS)}"
        )
    devices = raw.get("devices", {})
    if not isinstance(devices, dict):
        raise ConfigError(f"EXTRACTION_LEXICON {path}: devices must map a family to names")
    return CustomLexicon(
        products=_words(raw, "products", path),
        devices={str(f): _words(devices, f, path) for f in devices},
        problem_words=tuple(w.lower() for w in _words(raw, "problem_words", path)),
        support_words=tuple(w.lower() for w in _words(raw, "support_words", path)),
        contacted_parties=tuple(w.lower() for w in _words(raw, "contacted_parties", path)),
    )


def install(lexicon: CustomLexicon) -> None:
    """Add ``lexicon``'s words to the process's extraction vocabulary."""
    with _LOCK:
        CUSTOM.products = tuple(dict.fromkeys((*CUSTOM.products, *lexicon.products)))
        for family, names in lexicon.devices.items():
            known = CUSTOM.devices.get(family, ())
            CUSTOM.devices[family] = tuple(dict.fromkeys((*known, *names)))
        CUSTOM.problem_words = tuple(dict.fromkeys((*CUSTOM.problem_words, *lexicon.problem_words)))
        CUSTOM.support_words = tuple(dict.fromkeys((*CUSTOM.support_words, *lexicon.support_words)))
        CUSTOM.contacted_parties = tuple(
            dict.fromkeys((*CUSTOM.contacted_parties, *lexicon.contacted_parties))
        )
        CUSTOM.version += 1


def reset() -> None:
    """Forget every installed word (tests)."""
    with _LOCK:
        CUSTOM.products, CUSTOM.problem_words, CUSTOM.support_words = (), (), ()
        CUSTOM.contacted_parties = ()
        CUSTOM.devices = {}
        CUSTOM.version += 1


def _words(raw: Any, key: str, path: str | Path) -> tuple[str, ...]:
    value = raw.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise ConfigError(f"EXTRACTION_LEXICON {path}: {key} must be a list of non-empty strings")
    if len(value) > _MAX_ENTRIES or any(len(v) > _MAX_WORD for v in value):
        raise ConfigError(
            f"EXTRACTION_LEXICON {path}: {key} holds at most {_MAX_ENTRIES} entries of at most "
            f"{_MAX_WORD} characters"
        )
    return tuple(v.strip() for v in value)
