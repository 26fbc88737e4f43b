"""What one memory contributes to the fleet statistics, and what one customer does.

* A ``Fact`` is one memory's part, kept per (customer, memory): an incident's symptom and
  product, or a settled step (worked or failed) of an incident. Only memories whose texts
  pass the privacy filter have a fact; a step keeps its incident's signature (``None``
  while the incident has none), so correcting the incident moves its steps along.
* A ``Contribution`` is one customer's part under one key (signature + step, ``""`` for the
  incident itself), derived from their facts: the incident was reported; the step's newest
  outcome is this one. Counts add up contributions, so each customer counts once per key,
  however many times they said it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from support_memory.insights.keys import ANY_PRODUCT, Signature, text_key
from support_memory.insights.privacy import is_shareable
from support_memory.models import Memory, MemoryType, Outcome

INCIDENT = "incident"  # the outcome of an incident's own fact and contribution
WORKED = Outcome.WORKED.value
FAILED = Outcome.FAILED.value
NO_STEP = ""


@dataclass(frozen=True, order=True)
class Key:
    """What a contribution and a count are kept under."""

    symptom: str
    product: str
    step: str  # NO_STEP: the incident itself

    @property
    def signature(self) -> Signature:
        return Signature(self.symptom, self.product)


@dataclass(frozen=True)
class Fact:
    """One memory's part in the statistics (module docstring)."""

    customer_id: str
    memory_id: str
    incident_id: str  # an incident's own id, or the incident a step belongs to
    symptom: str | None  # None: the step's incident has no shareable signature (yet)
    product: str  # ANY_PRODUCT when unknown
    product_label: str
    step: str  # NO_STEP for an incident
    label: str  # the incident's or the step's own text
    outcome: str  # INCIDENT, WORKED or FAILED
    at: str  # the memory's updated_at

    @property
    def is_incident(self) -> bool:
        return self.outcome == INCIDENT

    def counted_under(self) -> set[Key]:
        if self.symptom is None:
            return set()
        levels = Signature(self.symptom, self.product).levels()
        return {Key(level.symptom, level.product, self.step) for level in levels}

    def under(self, incident: Fact | None) -> Fact:
        """This step as it counts under ``incident``'s signature (``None``: under none)."""
        if incident is None:
            return replace(self, symptom=None, product=ANY_PRODUCT, product_label="")
        return replace(
            self,
            symptom=incident.symptom,
            product=incident.product,
            product_label=incident.product_label,
        )


@dataclass(frozen=True)
class Contribution:
    """One customer's part under one key."""

    customer_id: str
    key: Key
    outcome: str
    at: str
    label: str
    product_label: str


def fact_of(memory: Memory, incident: Fact | None) -> Fact | None:
    """The memory's fact; ``incident`` is the fact of the incident a step belongs to."""
    if memory.type is MemoryType.INCIDENT:
        return _incident_fact(memory)
    if memory.type is not MemoryType.ATTEMPT or memory.outcome is Outcome.IN_PROGRESS:
        return None
    step = text_key(memory.text)
    if not memory.incident_id or not step or not is_shareable(memory.text, "step"):
        return None
    assert memory.outcome is not None
    fact = Fact(
        customer_id=memory.customer_id,
        memory_id=memory.id,
        incident_id=memory.incident_id,
        symptom=None,
        product=ANY_PRODUCT,
        product_label="",
        step=step,
        label=memory.text,
        outcome=memory.outcome.value,
        at=memory.updated_at,
    )
    return fact.under(incident)


def _incident_fact(memory: Memory) -> Fact | None:
    symptom = text_key(memory.text)
    if not symptom or not is_shareable(memory.text, "symptom"):
        return None
    product = memory.product or ""
    product_key = text_key(product) if is_shareable(product, "product") else ANY_PRODUCT
    return Fact(
        customer_id=memory.customer_id,
        memory_id=memory.id,
        incident_id=memory.id,
        symptom=symptom,
        product=product_key,
        product_label=product if product_key else "",
        step=NO_STEP,
        label=memory.text,
        outcome=INCIDENT,
        at=memory.updated_at,
    )


def derive(customer_id: str, key: Key, facts: Iterable[Fact]) -> Contribution | None:
    """The customer's contribution under ``key`` from their facts that count under it:
    the newest fact wins (for a step, its newest outcome)."""
    matching = [f for f in facts if key in f.counted_under()]
    if not matching:
        return None
    newest = max(matching, key=lambda f: (f.at, f.memory_id))
    return Contribution(
        customer_id=customer_id,
        key=key,
        outcome=newest.outcome,
        at=newest.at,
        label=newest.label,
        product_label=newest.product_label if key.product else "",
    )
