"""Corrections on a real Hindsight server: the next reply follows them, deletes remove the
document, and the customer listing comes from the audit trail."""

from __future__ import annotations

from factories import FIRST_VISIT, RETURN_VISIT
from support_memory import SupportAgent
from support_memory.audit import InMemoryAuditStore
from support_memory.corrections import CorrectionService, find_customers
from support_memory.locks import CustomerLocks
from support_memory.stores.hindsight import HindsightStore
from support_memory.turns import run_turn


def test_a_correction_on_hindsight_changes_the_next_reply(
    hindsight_store: HindsightStore,
) -> None:
    agent = SupportAgent(store=hindsight_store)
    audit = InMemoryAuditStore()
    locks = CustomerLocks()
    for text in FIRST_VISIT:
        run_turn(agent, audit, locks, "CUST-1042", text)
    service = CorrectionService(hindsight_store, audit, locks)
    memories = hindsight_store.all("CUST-1042")
    fix = next(m for m in memories if m.text == "Update application")
    fact = next(m for m in memories if m.text == "Uses Acme PDF Suite")

    service.correct("CUST-1042", fix.id, {"outcome": "failed"}, author="alice")
    service.delete("CUST-1042", fact.id, author="alice", reason="in passing")

    reply = agent.handle("CUST-1042", RETURN_VISIT)
    assert reply.metadata.get("recall") != "degraded"
    assert reply.known_fixes == [] and "Update application" in reply.known_failures
    assert fact.id not in {m.id for m in hindsight_store.all("CUST-1042")}
    listing = find_customers(hindsight_store, audit, "cust")
    assert listing.source == "audit"
    assert [c.customer_id for c in listing.page.customers] == ["CUST-1042"]
    assert [c.action for c in audit.corrections("CUST-1042")] == ["deleted", "corrected"]
    agent.close()
