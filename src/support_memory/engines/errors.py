"""Why an LLM call failed: one ``EngineError`` subclass per failure mode.

The agent falls back to the scripted engine on any of them and records
``"<engine> engine failed: <ClassName>: <message>"`` as ``fallback_reason``, so the class
name and the message together must say what went wrong and what to check. Messages never
contain the API key (see ``openai_wire.redact``)::

    EngineError
    ├── EngineTimeoutError       no answer within LLM_TIMEOUT_S
    ├── EngineUnavailableError   connection refused, DNS, TLS, reset
    ├── EngineHTTPError          any other 4xx / 5xx; ``status_code`` says which
    │   ├── EngineAuthError      401 / 403: check LLM_API_KEY
    │   └── EngineRateLimitedError  429, after at most one short Retry-After wait
    ├── EngineResponseError      an answer we cannot use: not JSON, no content, empty text
    └── EngineRefusalError       the model or the endpoint refused the request
"""

from __future__ import annotations

from support_memory.errors import EngineError


class EngineTimeoutError(EngineError):
    """The endpoint did not answer in time."""


class EngineUnavailableError(EngineError):
    """The endpoint could not be reached."""


class EngineHTTPError(EngineError):
    """The endpoint answered with an error status."""

    def __init__(self, message: str, status_code: int) -> None:
        super().__init__(message)
        self.status_code = status_code


class EngineAuthError(EngineHTTPError):
    """The endpoint rejected the API key (or its absence)."""


class EngineRateLimitedError(EngineHTTPError):
    """The endpoint is rate limiting us and asked for a wait we will not make."""


class EngineResponseError(EngineError):
    """The answer arrived but is malformed, empty or otherwise unusable."""


class EngineRefusalError(EngineError):
    """The model declined to answer, or a content filter stopped it."""
