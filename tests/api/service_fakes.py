"""Small fakes for the API tests: the test key, a deterministic extractor, a failing agent."""

from __future__ import annotations

from collections.abc import Sequence

from support_memory.extraction.protocol import Extraction
from support_memory.models import Memory, MemoryType, Outcome
from support_memory.reply import SupportReply

API_KEY = "test-key-9f2c"
AUTH = {"Authorization": f"Bearer {API_KEY}"}
COUNTER_TEXT = "Turn counter"


class EchoExtractor:
    """``"did: <step>"`` adds a worked ATTEMPT ``<step>``; ``"tick"`` adds one to the
    customer's counter memory (read from ``history``, so a lost update shows as a low count).
    Anything else extracts nothing."""

    def extract(self, customer_id: str, message: str, history: Sequence[Memory]) -> Extraction:
        if message.startswith("did: "):
            step = Memory(
                customer_id=customer_id,
                type=MemoryType.ATTEMPT,
                text=message.removeprefix("did: "),
                outcome=Outcome.WORKED,
            )
            return Extraction(new=[step])
        if message == "tick":
            return self._tick(customer_id, history)
        return Extraction()

    @staticmethod
    def _tick(customer_id: str, history: Sequence[Memory]) -> Extraction:
        counter = next((m for m in history if m.text == COUNTER_TEXT), None)
        if counter is None:
            first = Memory(
                customer_id=customer_id,
                type=MemoryType.PROFILE,
                text=COUNTER_TEXT,
                metadata={"n": "1"},
            )
            return Extraction(new=[first])
        n = int(counter.metadata["n"]) + 1
        return Extraction(updated=[counter.evolve(metadata={"n": str(n)})])


class RaisingAgent:
    """An agent whose every turn raises ``error``."""

    def __init__(self, error: Exception) -> None:
        self.error = error

    def handle(self, customer_id: str, message: str, **origin: object) -> SupportReply:
        raise self.error
