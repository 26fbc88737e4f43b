"""Recall ranking: from a store's raw search hits to the memories the reply may use.

The store answers "what looks like this query"; this module decides what is *relevant to
this turn* and says why, in four steps:

1. find the incident the message is about (the best-matching INCIDENT above the floor);
2. pull in that incident's attempts even when their own words do not match;
3. drop everything below the relevance floor, so an unrelated question ("how do I change
   my billing address?") claims no fix from another incident;
4. order worked fixes first, then failures, then the rest, and cap at ``limit``.

Each kept memory carries a ``reason`` naming what matched.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from support_memory import patterns
from support_memory.models import Memory, MemoryType, Outcome, is_current
from support_memory.retrieval import Hit
from support_memory.text import error_codes, normalise, term_set

# Words so common in support talk that matching on them alone proves nothing.
GENERIC_TERMS = frozenset(
    normalise(word)
    for word in {
        "app",
        "error",
        "issue",
        "problem",
        "work",
        "help",
        "fix",
        "try",
        "use",
        "need",
        "want",
        "thing",
        "still",
        "again",
        "new",
        "start",
        "open",
        "run",
        "go",
        "see",
        "say",
        "tell",
        "know",
        "look",
        "like",
        "day",
        "week",
        "today",
        "yesterday",
        "support",
    }
)
# Stems that mark a message as a problem report ("it crashes", "error 1603", "won't sync").
SYMPTOM_TERMS = frozenset(
    normalise(word)
    for word in {
        "crash",
        "error",
        "fail",
        "slow",
        "broken",
        "stuck",
        "offline",
        "drop",
        "lock",
        "freeze",
        "hang",
        "bug",
        "glitch",
        "blank",
        "black",
        "disconnect",
        "timeout",
        "wont",
        "cannot",
        "cant",
        "unable",
        "corrupt",
        "miss",
        "lost",
        "stop",
        "not",
        "flicker",
        "overheat",
        "loop",
    }
)
# A memory's terms, once per text: ranking looks at the same few hundred texts every turn.
memory_terms = functools.lru_cache(maxsize=16_384)(term_set)
memory_codes = functools.lru_cache(maxsize=16_384)(lambda text: frozenset(error_codes(text)))
_NEGATIVE_RE = patterns.compile(
    r"\b(?:won't|can't|cannot|doesn't|isn't|not|no longer)\b", patterns.IGNORECASE
)
RELEVANCE_FLOOR = 0.15
# A semantic similarity at or above this counts as relevant without any shared word.
# Measured with all-MiniLM-L6-v2 on the recall evaluation set (docs/semantic.md):
# paraphrases score 0.25-0.75 (median 0.45), unrelated questions at most 0.30.
SEMANTIC_FLOOR = 0.35
SAME_INCIDENT_BONUS = 0.25
FOLLOW_UP_REASON = "open incident; follow-up"  # the incident a topic-less message continues
SAME_PRODUCT_BONUS = 0.05
_GROUP_ORDER = {"worked": 0, "failed": 1, "in_progress": 2, "INCIDENT": 3, "PROFILE": 4}


@dataclass(frozen=True)
class MessageContext:
    """What the parser read off the current message before recall."""

    text: str
    terms: frozenset[str]
    error_codes: tuple[str, ...] = ()
    product: str | None = None
    reports_problem: bool = False


@dataclass(frozen=True)
class RecalledMemory:
    """A memory kept for this turn, with its score (0..1) and why it was kept."""

    memory: Memory
    score: float
    reason: str
    signals: tuple[str, ...] = field(default=())

    def to_dict(self) -> dict[str, Any]:
        return {
            **brief(self.memory),
            "incident_id": self.memory.incident_id,
            "score": round(self.score, 4),
            "reason": self.reason,
        }


def brief(memory: Memory) -> dict[str, Any]:
    """A memory as the reply metadata names it: id, type, outcome, status, text."""
    return {
        "id": memory.id,
        "type": memory.type.value,
        "outcome": memory.outcome.value if memory.outcome else None,
        "status": memory.status.value if memory.status else None,
        "text": memory.text,
    }


def parse_context(message: str, product: str | None = None) -> MessageContext:
    """Read the terms, error codes and problem signal off ``message`` (``product`` comes
    from the extractor's product detection or the customer's profile)."""
    terms = term_set(message)
    return MessageContext(
        text=message,
        terms=terms,
        error_codes=tuple(error_codes(message)),
        product=product,
        reports_problem=bool(terms & SYMPTOM_TERMS or _NEGATIVE_RE.search(message)),
    )


def rank(
    context: MessageContext,
    hits: Sequence[Hit],
    history: Sequence[Memory],
    limit: int,
    *,
    follow_up: Memory | None = None,
) -> list[RecalledMemory]:
    """Rank ``hits`` (from the retriever) for this turn; ``history`` (the customer's state)
    supplies the attempts of the matched incident that the search itself did not return.

    ``follow_up`` is the open incident a message without a topic of its own continues
    (``followup.py``): when no incident matched the message's words, it and its attempts
    are kept, with the reason ``open incident; follow-up``."""
    scored = {hit.memory.id: hit for hit in hits}
    incident = matched_incident(context, scored.values())
    followed = incident is None and follow_up is not None
    if followed:
        incident = follow_up
        assert incident is not None
        scored.setdefault(incident.id, Hit(incident, 0.0))
    if incident is not None:
        for memory in history:
            if memory.incident_id == incident.id and memory.id not in scored:
                scored[memory.id] = Hit(memory, 0.0)

    kept: list[RecalledMemory] = []
    for hit in scored.values():
        if not is_current(hit.memory):
            continue  # "Uses Windows 10" after the upgrade to 11: history, not the setup
        recalled = _judge(context, hit, incident, followed)
        if recalled is not None:
            kept.append(recalled)
    _order(kept)
    return kept[:limit]


def matched_incident(context: MessageContext, hits: Iterable[Hit]) -> Memory | None:
    """The incident the message is about by its own words: the best relevant INCIDENT hit."""
    return _matched_incident(context, hits)


def _matched_incident(context: MessageContext, hits: Any) -> Memory | None:
    best: tuple[float, Memory] | None = None
    for hit in hits:
        if hit.memory.type is not MemoryType.INCIDENT or not _relevant(context, hit):
            continue
        if best is None or hit.score > best[0]:
            best = (hit.score, hit.memory)
    return best[1] if best else None


def _relevant(context: MessageContext, hit: Hit) -> bool:
    """Relevant on its own: close in meaning, or a meaningful shared word above the floor.
    When a semantic signal exists it must agree with a shared word ("billing address" is
    not "IP address"), unless the same error code appears in both."""
    semantic = hit.signals.get("semantic")
    if semantic is not None and semantic >= SEMANTIC_FLOOR:
        return True
    if semantic is not None and not set(context.error_codes) & memory_codes(hit.memory.text):
        return False
    # Gate on the lexical evidence itself: a fused score ranks but proves no shared word.
    lexical = hit.signals.get("lexical", hit.score)
    return bool(_specific_overlap(context, hit.memory)) and lexical >= RELEVANCE_FLOOR


def _specific_overlap(context: MessageContext, memory: Memory) -> list[str]:
    """Shared terms that carry meaning (not generic support words), in message order."""
    shared = context.terms & memory_terms(memory.text)
    codes = set(context.error_codes) & memory_codes(memory.text)
    return sorted((shared - GENERIC_TERMS) | codes)


def _judge(
    context: MessageContext, hit: Hit, incident: Memory | None, followed: bool = False
) -> RecalledMemory | None:
    memory, base = hit.memory, hit.score
    signals: list[str] = []
    specific = _specific_overlap(context, memory)
    same_incident = incident is not None and (
        memory.id == incident.id or memory.incident_id == incident.id
    )
    # An attempt logged without any incident may still be about this problem: keep it on
    # any shared word, but only when the message reports a problem at all.
    loose = (
        memory.type is MemoryType.ATTEMPT
        and memory.incident_id is None
        and context.reports_problem
        and hit.signals.get("lexical", base) > 0
    )
    if not same_incident and not loose and not _relevant(context, hit):
        return None
    score = base
    if "semantic" in hit.signals:
        signals.append(f"semantic {hit.signals['semantic']:.2f}")
    if same_incident and followed and incident is not None and memory.id == incident.id:
        signals.append(FOLLOW_UP_REASON)
        score += SAME_INCIDENT_BONUS
    elif same_incident:
        signals.append(f"same incident ({incident.text})" if incident else "same incident")
        if followed:
            signals.append("follow-up")
        score += SAME_INCIDENT_BONUS
    if specific:
        signals.append("matched on " + ", ".join(specific[:6]))
    elif loose:
        shared = sorted(context.terms & memory_terms(memory.text))
        signals.append("same problem area, matched on " + ", ".join(shared[:6]))
    if context.product and memory.product and memory.product.lower() == context.product.lower():
        signals.append("same product")
        score += SAME_PRODUCT_BONUS
    if memory.outcome is Outcome.WORKED:
        signals.append("worked fix")
    elif memory.outcome is Outcome.FAILED:
        signals.append("known failure")
    score = round(min(score, 1.0), 4)
    return RecalledMemory(memory, score, "; ".join(signals), tuple(signals))


def _order(kept: list[RecalledMemory]) -> None:
    """Group (worked, failed, in progress, incidents, profile), then score, then newest
    first: the latest outcome of a step is the one that counts. Two stable sorts."""
    kept.sort(key=lambda recalled: recalled.memory.updated_at, reverse=True)
    kept.sort(key=_order_key)


def _order_key(recalled: RecalledMemory) -> tuple[int, float]:
    memory = recalled.memory
    group = memory.outcome.value if memory.outcome else memory.type.value
    return (_GROUP_ORDER.get(group, 5), -recalled.score)
