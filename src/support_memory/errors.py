"""The project's exception types.

Every backend translates its own third-party errors (``httpx``, ``sqlite3``, ``json``)
into one of these at its boundary, so callers only ever catch ``SupportMemoryError``::

    SupportMemoryError
    ├── ValidationError          bad input: a field, a customer id, a message (HTTP 422)
    ├── ConfigError              bad or missing configuration (env vars, paths, URLs)
    │   └── EmbedderUnavailableError  no usable embedding model (embeddings/protocol.py)
    ├── EmbeddingError           the embedding model failed on some text (embeddings/protocol.py)
    ├── StoreError               a memory store failed
    │   ├── StoreCorruptError    persisted data cannot be read; it is left untouched
    │   ├── StoreAuthError       the backend refused our credentials (HTTP 401/403)
    │   ├── StoreUnavailableError  backend unreachable, timing out or failing (5xx);
    │   │                        the agent degrades recall and writes go to the outbox
    │   └── MemoryNotFoundError  update of a memory id that the store does not hold
    ├── EngineError              a reply engine failed; the agent falls back to scripted
    │   └── one subclass per LLM failure mode: timeout, unavailable, HTTP (auth,
    │       rate limit), unusable response, refusal (engines/errors.py)
    ├── ExtractionError          extraction gave up on a message; the turn still replies
    │   └── ExtractionTimeoutError  it ran past its deadline
    └── PatternError             a regular expression that RE2 cannot match in linear time
"""

from __future__ import annotations


class SupportMemoryError(Exception):
    """Base class of every error this package raises on purpose."""


class ValidationError(SupportMemoryError, ValueError):
    """Input that breaks a rule. ``field`` names what was wrong."""

    def __init__(self, field: str, message: str) -> None:
        self.field = field
        self.message = message
        super().__init__(f"{field}: {message}")


class ConfigError(SupportMemoryError):
    """Configuration that cannot work (unknown store path suffix, insecure URL, ...)."""


class StoreError(SupportMemoryError):
    """A memory store could not do what was asked."""


class StoreCorruptError(StoreError):
    """Persisted memories cannot be read. The file is left as it is, never reset."""


class StoreAuthError(StoreError):
    """The storage backend rejected our credentials."""


class StoreUnavailableError(StoreError):
    """The storage backend is unreachable, timing out or failing; retrying later may work."""


class MemoryNotFoundError(StoreError):
    """An update named a memory the store does not hold for that customer."""


class EngineError(SupportMemoryError):
    """A reply engine failed to produce a reply."""


class ExtractionError(SupportMemoryError):
    """Extraction gave up on a message. The agent replies anyway and stores nothing."""


class ExtractionTimeoutError(ExtractionError):
    """Extraction ran past its deadline (``RuleExtractor(deadline_s=...)``)."""


class PatternError(SupportMemoryError, ValueError):
    """A pattern that ``support_memory.patterns`` refuses: RE2 cannot match it in linear
    time (lookaround, backreferences) or it is not plain ASCII."""

    def __init__(self, pattern: str, reason: str) -> None:
        self.pattern = pattern
        super().__init__(f"{reason}: {pattern[:120]!r}")
