"""Follow-ups keep their context: which open incident a message without a topic continues.

"I restarted it but that did not help", "That worked, thanks!": such a message shares no
word with the incident it is about, so the search finds nothing. When a message carries no
topic of its own (no incident matched its words, and it reports no new or recurring problem)
and it reports progress (steps, outcomes, a thank-you) or says nothing specific at all, the
turn recalls an open incident and its attempts, with the reason ``open incident; follow-up``.

Which one, when the customer has several open (docs/architecture.md states the rule):

1. the open incident the message's words point to: the one whose text, or whose attempts'
   texts, share the most meaningful words with the message (a strict winner only);
2. else the incident of the step in progress that the message settles;
3. else the most recently opened one, which is also the one the extractor links a new
   step to.

A question with words of its own ("How do I change my billing address?") is no follow-up:
it recalls only what matches it.
"""

from __future__ import annotations

from collections.abc import Sequence

from support_memory.extraction.protocol import Extraction
from support_memory.models import IncidentStatus, Memory, MemoryType
from support_memory.recall import FOLLOW_UP_REASON, GENERIC_TERMS, MessageContext
from support_memory.report import MessageReport
from support_memory.state import CustomerState, age
from support_memory.text import normalise, term_set

__all__ = ["FOLLOW_UP_REASON", "follow_up_incident", "link_steps"]

# Words that make small talk, not a topic: "hi, any news?", "ok thanks".
_CHAT_TERMS = frozenset(
    normalise(word)
    for word in (
        [
            "hi",
            "hello",
            "hey",
            "ok",
            "okay",
            "thanks",
            "thank",
            "cheers",
            "great",
            "good",
            "fine",
            "sure",
            "yes",
            "no",
            "news",
            "update",
            "status",
            "any",
            "there",
            "morning",
            "afternoon",
            "evening",
            "again",
            "back",
            "me",
            "still",
        ]
    )
)


def follow_up_incident(
    context: MessageContext, report: MessageReport | None, state: CustomerState
) -> Memory | None:
    """The open incident this message continues, or ``None`` (module docstring)."""
    candidates = state.open_incidents
    if not candidates or not _is_follow_up(context, report):
        return None
    if len(candidates) == 1:
        return candidates[0]
    return (
        _by_words(context, state, candidates)
        or _by_settled_step(report, state, candidates)
        or max(candidates, key=age)
    )


def _is_follow_up(context: MessageContext, report: MessageReport | None) -> bool:
    if report is not None and (report.problem or report.recurring):
        return False  # a problem of its own is its own topic
    if report is not None and (report.progress or report.thanks):
        return True
    return not (context.terms - GENERIC_TERMS - _CHAT_TERMS)


def _by_words(
    context: MessageContext, state: CustomerState, candidates: tuple[Memory, ...]
) -> Memory | None:
    scored: list[tuple[int, Memory]] = []
    for incident in candidates:
        words = set(term_set(incident.text))
        for attempt in state.attempts_of(incident.id):
            words |= term_set(attempt.text)
        scored.append((len((context.terms & words) - GENERIC_TERMS), incident))
    scored.sort(key=lambda pair: -pair[0])
    best = scored[0][0]
    if best == 0 or scored[1][0] == best:
        return None
    return scored[0][1]


def _by_settled_step(
    report: MessageReport | None, state: CustomerState, candidates: tuple[Memory, ...]
) -> Memory | None:
    open_ids = {incident.id: incident for incident in candidates}
    for step_id in report.settles if report is not None else ():
        step = state.get(step_id)
        if step is not None and step.incident_id in open_ids:
            return open_ids[step.incident_id]
    return None


def link_steps(extraction: Extraction, incident: Memory, history: Sequence[Memory]) -> Extraction:
    """A follow-up's new steps belong to the incident the turn continues.

    The extractor links a step whose message names no incident to the newest open one;
    when the message's words picked another open incident, recall and memory must agree.
    """
    newest = next(
        (
            m
            for m in reversed(history)
            if m.type is MemoryType.INCIDENT and m.status is IncidentStatus.OPEN
        ),
        None,
    )
    if newest is None or newest.id == incident.id:
        return extraction
    new = [
        m.model_copy(update={"incident_id": incident.id})
        if m.type is MemoryType.ATTEMPT and m.incident_id == newest.id
        else m
        for m in extraction.new
    ]
    return Extraction(new=new, updated=list(extraction.updated))
