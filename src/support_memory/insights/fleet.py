"""Fleet suggestions for one turn: what worked for other customers with the same problem.

Asked only when the customer has no known fix of their own for the incident and the
message does not say the problem is solved. The signature is the incident the turn is
about (the one recalled, else the problem the message reports) with its product; the
steps this customer already tried (failed or still in progress, from their history and
this message) are never suggested. The answer is statistics beside recall: it goes into
its own field of the reply context, never into the customer's recalled memories.
"""

from __future__ import annotations

from support_memory.engines.protocol import ReplyContext
from support_memory.insights.keys import ANY_PRODUCT, Signature, text_key
from support_memory.insights.privacy import is_shareable
from support_memory.insights.report import FleetSuggestion
from support_memory.insights.stats import Insights
from support_memory.models import MemoryType, Outcome
from support_memory.state import CustomerState

MAX_SUGGESTIONS = 3


def fleet_suggestions(
    insights: Insights, context: ReplyContext, state: CustomerState
) -> tuple[FleetSuggestion, ...]:
    """The suggestions for a turn with this reply context (module docstring)."""
    report = context.report
    if context.known_fixes or report.worked or report.resolved:
        return ()
    text = context.incident or report.problem or report.recurring
    symptom = text_key(text) if text else ""
    if not symptom:
        return ()
    incident = next(
        (r.memory for r in context.memories if r.memory.type is MemoryType.INCIDENT), None
    )
    product = (incident.product if incident is not None else None) or context.product or ""
    product_key = text_key(product) if product and is_shareable(product, "product") else ANY_PRODUCT
    tried = [*context.known_failures, *context.in_progress, *report.failed, *report.starting]
    if incident is not None:
        tried += [
            m.text
            for m in state.attempts_of(incident.id)
            if m.outcome in (Outcome.FAILED, Outcome.IN_PROGRESS)
        ]
    exclude = {text_key(step) for step in tried}
    found = insights.suggest(Signature(symptom, product_key), exclude, limit=MAX_SUGGESTIONS)
    return tuple(found)
