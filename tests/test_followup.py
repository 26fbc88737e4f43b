"""Which open incident a message without a topic of its own continues (docs/architecture.md)."""

from __future__ import annotations

from factories import FixedClock, attempt, incident
from support_memory import InMemoryStore, Memory, ScriptedEngine, SupportAgent
from support_memory.followup import follow_up_incident
from support_memory.recall import parse_context
from support_memory.report import MessageReport
from support_memory.state import select


def _two_open() -> tuple[InMemoryStore, Memory, Memory]:
    clock = FixedClock()
    store = InMemoryStore()
    printer = store.add(
        Memory.create(clock=clock, customer_id="C", type="INCIDENT", text="Printer shows offline")
    )
    wifi = store.add(
        Memory.create(
            clock=clock, customer_id="C", type="INCIDENT", text="Wifi drops every evening"
        )
    )
    return store, printer, wifi


def _pick(store: InMemoryStore, message: str, report: MessageReport) -> Memory | None:
    return follow_up_incident(parse_context(message), report, store.state("C"))


def test_no_open_incident_no_follow_up() -> None:
    store = InMemoryStore()
    store.add(incident("C", "Printer shows offline", "resolved"))
    assert _pick(store, "That did not help.", MessageReport(failed=("Restart printer",))) is None


def test_the_most_recently_opened_when_nothing_else_decides() -> None:
    store, _, wifi = _two_open()
    assert _pick(store, "That did not help.", MessageReport(failed=("Restart",))) == wifi


def test_the_messages_words_pick_one() -> None:
    store, printer, _ = _two_open()
    report = MessageReport(failed=("Reinstall driver",))
    assert _pick(store, "Reinstalled the printer driver, no change.", report) == printer


def test_the_words_of_an_incidents_attempts_count_too() -> None:
    store, printer, _ = _two_open()
    store.add(attempt("C", "Clear print spooler", "in_progress", incident_id=printer.id))
    report = MessageReport(worked=("Clear print spooler",))
    assert _pick(store, "Clearing the spooler worked", report) == printer


def test_the_step_the_message_settles_decides_when_words_do_not() -> None:
    store, printer, _ = _two_open()
    step = store.add(attempt("C", "Restart printer", "in_progress", incident_id=printer.id))
    report = MessageReport(failed=("Restart printer",), settles=(step.id,))
    assert _pick(store, "That did not help.", report) == printer


def test_a_new_problem_or_a_question_with_its_own_words_is_no_follow_up() -> None:
    store, _, _ = _two_open()
    assert _pick(store, "My laptop won't boot", MessageReport(problem="Laptop won't boot")) is None
    assert _pick(store, "How do I change my billing address?", MessageReport()) is None
    assert _pick(store, "Hi, any news?", MessageReport()) is not None


def test_the_agent_recalls_the_picked_incident_with_its_reason() -> None:
    store, printer, wifi = _two_open()
    store.add(attempt("C", "Restart router", "failed", incident_id=wifi.id))
    agent = SupportAgent(store=store, engine=ScriptedEngine())
    reply = agent.handle("C", "Reinstalled the printer driver, no change.")
    used = {m["text"]: m["reason"] for m in reply.used_memories}
    assert "Printer shows offline" in used and "Restart router" not in used
    # the step is stored with the incident the turn recalled, not the newest open one
    step = next(m for m in store.all("C") if m.text == "Reinstall printer driver")
    assert step.incident_id == printer.id
    reply = agent.handle("C", "Any news?")
    reasons = {m["text"]: m["reason"] for m in reply.used_memories}
    assert reasons["Wifi drops every evening"] == "open incident; follow-up"
    assert "known failure" in reasons["Restart router"]
    assert select("C", store.all("C")) == store.state("C")
