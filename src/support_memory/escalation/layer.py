"""``EscalationLayer``: the decision beside the reply, and the queue it feeds.

The agent asks it twice per turn: ``annotate`` stamps what the rules need later onto the
turn's memories before they are written (when an incident was reopened), and ``review``
decides on the turn once it is written and queues a candidate. A queue that cannot be
written never costs the customer the reply: the decision still lands in the metadata, and
the failure is logged.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping

from support_memory.errors import SupportMemoryError
from support_memory.escalation.queue import Candidate, EscalationQueue
from support_memory.escalation.reopens import stamp_reopens
from support_memory.escalation.rules import Escalation, Thresholds, Turn, decide
from support_memory.extraction.protocol import Extraction
from support_memory.models import Clock, Memory, format_timestamp, utc_now
from support_memory.state import CustomerState

log = logging.getLogger(__name__)


class EscalationLayer:
    """The rules (``thresholds``) and, optionally, the ``queue`` candidates go to.

    ``owns_queue``: close the queue with the layer (the factory built it for the agent).
    """

    def __init__(
        self,
        queue: EscalationQueue | None = None,
        thresholds: Thresholds | None = None,
        *,
        clock: Clock = utc_now,
        owns_queue: bool = False,
    ) -> None:
        self.queue = queue
        self.thresholds = thresholds or Thresholds()
        self._clock = clock
        self._owns_queue = owns_queue

    def annotate(self, extraction: Extraction, before: Mapping[str, Memory]) -> Extraction:
        """The turn's memories with the reopen history the ``reopened`` rule counts."""
        return stamp_reopens(extraction, before)

    def review(
        self,
        customer_id: str,
        state: CustomerState,
        extraction: Extraction,
        *,
        channel: str,
        session_id: str | None = None,
        incident: Memory | None = None,
        fix_no_longer_works: str | None = None,
    ) -> Escalation:
        """Decide on a written turn (``state``: the customer's before it); queue it when it
        is a candidate."""
        turn = Turn(
            state=state,
            extraction=extraction,
            now=self._clock(),
            session_id=session_id,
            incident=incident,
            fix_no_longer_works=fix_no_longer_works,
        )
        escalation = decide(turn, self.thresholds)
        if escalation.candidate and self.queue is not None:
            incident = escalation.incident
            candidate = Candidate(
                customer_id=customer_id,
                incident_id=incident.id if incident is not None else None,
                incident=incident.text if incident is not None else None,
                reasons=escalation.reasons,
                channel=channel,
                at=format_timestamp(turn.now),
            )
            try:
                self.queue.submit(candidate)
            except SupportMemoryError as exc:
                log.warning("escalation not queued: %s", type(exc).__name__)
        return escalation

    def close(self) -> None:
        if self._owns_queue and self.queue is not None:
            self.queue.close()
