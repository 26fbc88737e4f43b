"""Property: whatever customers write, no email address, phone number or name they wrote
ever comes out of the statistics, and no text that only one customer wrote does either.

Every generated text is written by k + 1 customers, so k-anonymity alone would let it
through: only the privacy filter keeps it out. The outputs checked are everything the
statistics show: fleet suggestions, the report (JSON and CLI text) and the console's
SVG charts.
"""

from __future__ import annotations

import json
import re

import simplemma
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from support_memory.insights import Insights, Signature, text_key
from support_memory.insights.charts import activity_chart, success_chart
from support_memory.insights.memory import MemoryInsights
from support_memory.insights.report import render_text
from support_memory.models import Memory, MemoryType, Outcome
from support_memory.stores.memory import InMemoryStore

K = 3
EMAILS = st.from_regex(r"[a-z]{2,8}(\.[a-z]{2,6})?@[a-z]{3,8}\.(com|org|net|io|de)", fullmatch=True)
PHONES = st.builds(
    lambda fmt, digits: fmt.format(*digits),
    st.sampled_from(
        [
            "+1 ({}{}{}) {}{}{}-{}{}{}{}",
            "{}{}{}-{}{}{}-{}{}{}{}",
            "{}{}{}.{}{}{}.{}{}{}{}",
            "+44 {}{} {}{}{}{} {}{}{}{}",
            "0{}{}{} {}{}{} {}{}{}{}",
            "{}{}{}{}{}{}{}{}{}{}",
        ]
    ),
    st.lists(st.integers(0, 9), min_size=10, max_size=10),
)
REAL_NAMES = st.sampled_from(
    [
        "Jane Doe",
        "John Smith",
        "Priya Patel",
        "Wei Chen",
        "Maria Garcia",
        "Oluwaseun Adeyemi",
        "Siobhan Murphy",
        "Bjorn Lindqvist",
        "Dr Okafor",
        "Mrs Kowalski",
        "Giulia Rossi",
        "Hiroshi Tanaka",
    ]
)
# Made-up names: capitalised, not an English word (a capitalised English word at the
# start of a text reads as that word, see docs/insights.md).
MADE_UP = st.from_regex(r"[A-Z][a-z]{4,9}", fullmatch=True).filter(
    lambda name: not simplemma.is_known(name.lower(), lang="en")
)
SECRETS = st.one_of(EMAILS, PHONES, REAL_NAMES, MADE_UP)
INCIDENTS = [
    "App crashes when {} uploads a PDF",
    "{} cannot log in to the portal",
    "Printer offline for {}",
    "Invoices go to {} by mistake",
]
STEPS = ["Call {}", "Email the logs to {}", "{} reset the router", "Ask {} to reinstall it"]


def _customers_write(store: InMemoryStore, prefix: str, incident: str, step: str) -> None:
    for n in range(K + 1):
        customer = f"{prefix}-{n}"
        found = Memory(customer_id=customer, type=MemoryType.INCIDENT, text=incident)
        store.add(found)
        store.add(
            Memory(
                customer_id=customer,
                type=MemoryType.ATTEMPT,
                text=step,
                outcome=Outcome.WORKED,
                incident_id=found.id,
            )
        )


def _everything_shown(insights: Insights, incident: str) -> str:
    report = insights.report(days=3650, limit=50)
    shown = [
        json.dumps(report.to_dict()),
        render_text(report),
        str(activity_chart(report)),
        str(success_chart(report)),
        json.dumps([s.to_dict() for s in insights.suggest(Signature(text_key(incident)))]),
    ]
    return "\n".join(shown).lower()


@settings(
    max_examples=60,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=list(HealthCheck),
)
@given(
    secret=SECRETS,
    incident=st.sampled_from(INCIDENTS),
    step=st.sampled_from(STEPS),
    lonely=st.lists(st.sampled_from("abcdefghijklmnopqrstuvwxyz"), min_size=12, max_size=20),
)
def test_no_personal_data_and_no_lonely_text_leaves_the_statistics(
    secret: str, incident: str, step: str, lonely: list[str]
) -> None:
    store = InMemoryStore()
    backend = MemoryInsights()
    store.add_hook(backend)
    insights = Insights(backend, min_customers=K)
    incident_text, step_text = incident.format(secret), step.format(secret)
    _customers_write(store, "P", incident_text, step_text)
    # Clean texts that k + 1 customers share must show, so the check below is not vacuous.
    _customers_write(store, "Q", "App freezes on startup", "Clear the cache")
    # A text one customer wrote, however clean, must not.
    only_one = "App shows " + "".join(lonely)
    assume(only_one.lower() != "app freezes on startup")
    store.add(Memory(customer_id="LONE", type=MemoryType.INCIDENT, text=only_one))

    shown = _everything_shown(insights, incident_text)
    assert "app freezes on startup" in shown and "clear the cache" in shown
    # k + 1 customers share these texts: only the privacy filter keeps them out.
    for text in (secret, incident_text, step_text):
        assert text.lower() not in shown, f"{text!r} left the statistics"
    if not any(ch.isdigit() or ch == "@" for ch in secret):  # a name: no part of it either
        words = set(_WORD.findall(shown))
        for part in _WORD.findall(secret.lower()):
            assert len(part) < 3 or part in ("dr", "mrs") or part not in words, part
    assert "".join(lonely) not in shown


_WORD = re.compile(r"[a-z]+")
