"""The status check: a learned second opinion on the status of each incident a message is
about, once the rules have read it. It may close an incident the rules left open (the
customer said it is sorted in words no rule knows) or open one they closed (a remark read as
good news); the steps keep the outcomes the rules gave them."""

from __future__ import annotations

import gzip
import hashlib
import json
import logging

import pytest
from helpers import CUSTOMER

from support_memory.errors import ConfigError
from support_memory.evaluation.extraction import ExtractionCase
from support_memory.extraction.learned import judge as judge_module
from support_memory.extraction.learned.judge import ClauseJudge, Thresholds, default_judge
from support_memory.extraction.learned.model import load_clause_model
from support_memory.extraction.learned.status_features import StatusView, status_features
from support_memory.extraction.learned.status_model import (
    CLASSES,
    MODEL_FILE,
    StatusModel,
    load_status_model,
)
from support_memory.extraction.learned.status_training import model_bytes, train_statuses
from support_memory.extraction.learned.step_training import LabelledStatus, examples_of
from support_memory.extraction.protocol import Extraction
from support_memory.extraction.rules import RuleExtractor
from support_memory.models import IncidentStatus, Memory, MemoryType, Outcome

ALL_RESOLVED = StatusModel({"bias": [-5.0, 5.0]})  # P(resolved) ≈ 0.993 for any incident
ALL_OPEN = StatusModel({"bias": [5.0, -5.0]})


def _extractor(model: StatusModel | None, thresholds: Thresholds | None = None) -> RuleExtractor:
    return RuleExtractor(judge=ClauseJudge(load_clause_model(), thresholds, statuses=model))


def _told(message: str) -> list[Memory]:
    return _extractor(None).extract(CUSTOMER, message, []).new


def _incident(extraction: Extraction) -> Memory:
    (incident,) = [
        m for m in [*extraction.new, *extraction.updated] if m.type is MemoryType.INCIDENT
    ]
    return incident


def test_the_shipped_extractor_checks_statuses_and_the_rules_alone_do_not() -> None:
    shipped = RuleExtractor().judge
    assert shipped is not None and shipped.statuses is not None and shipped.checks_status
    assert RuleExtractor(judge=None).judge is None
    assert not ClauseJudge(load_clause_model(), statuses=None).checks_status


def test_an_incident_the_rules_left_open_can_be_closed_when_that_is_turned_on() -> None:
    history = _told("my wifi keeps dropping")
    message = "the router light is orange"
    closing = Thresholds(resolve_status=0.7)
    for model, status in ((ALL_OPEN, IncidentStatus.OPEN), (ALL_RESOLVED, IncidentStatus.RESOLVED)):
        found = _extractor(model, closing).extract(CUSTOMER, message, history)
        wifi = [m for m in found.updated if m.id == history[0].id] or history
        assert wifi[0].status is status
    # off by default: it closed problems whose good news was about another thing
    assert Thresholds().resolve_status is None
    found = _extractor(ALL_RESOLVED).extract(CUSTOMER, message, history)
    assert all(m.id != history[0].id for m in found.updated)


def test_an_incident_closed_before_this_message_is_not_opened_by_it() -> None:
    fixed = _extractor(None).extract(
        CUSTOMER, "i swapped the cable and its fine now", _told("my wifi keeps dropping")
    )
    history = [*fixed.new, *fixed.updated]
    assert _incident(fixed).status is IncidentStatus.RESOLVED
    later = _extractor(ALL_OPEN).extract(CUSTOMER, "what are your opening hours", history)
    assert all(m.type is not MemoryType.INCIDENT for m in later.updated)


def test_an_incident_the_rules_closed_can_be_opened_and_the_step_keeps_its_outcome() -> None:
    history = _told("my wifi keeps dropping")
    message = "i swapped the cable and its fine now"
    rules = _extractor(ALL_RESOLVED).extract(CUSTOMER, message, history)
    assert _incident(rules).status is IncidentStatus.RESOLVED
    checked = _extractor(ALL_OPEN).extract(CUSTOMER, message, history)
    assert _incident(checked).status is IncidentStatus.OPEN
    (step,) = [m for m in checked.new if m.type is MemoryType.ATTEMPT]
    assert step.outcome is Outcome.WORKED


def test_a_new_incident_told_and_closed_in_one_message_can_be_left_open() -> None:
    message = "my printer was jammed, i pulled the paper out and it prints again"
    assert _incident(_extractor(None).extract(CUSTOMER, message, [])).status is (
        IncidentStatus.RESOLVED
    )
    assert _incident(_extractor(ALL_OPEN).extract(CUSTOMER, message, [])).status is (
        IncidentStatus.OPEN
    )


def test_each_direction_is_turned_off_by_its_threshold() -> None:
    history = _told("my wifi keeps dropping")
    no_opening = _extractor(ALL_OPEN, Thresholds(reopen_status=None))
    fixed = no_opening.extract(CUSTOMER, "i swapped the cable and its fine now", history)
    assert _incident(fixed).status is IncidentStatus.RESOLVED
    assert not ClauseJudge(
        load_clause_model(), Thresholds(resolve_status=None, reopen_status=None), statuses=ALL_OPEN
    ).checks_status


@pytest.mark.parametrize(
    ("message", "status"),
    [
        ("My order #4412 hasn't arrived", IncidentStatus.OPEN),
        (
            "my card keeps getting declined at checkout even though it works elsewhere",
            IncidentStatus.OPEN,
        ),
        ("ya i reset it to factory settings and now its fine", None),
    ],
)
def test_the_shipped_check_keeps_the_statuses_the_issue_pins(
    message: str, status: IncidentStatus | None
) -> None:
    found = RuleExtractor().extract(CUSTOMER, message, [])
    incidents = [m for m in found.new if m.type is MemoryType.INCIDENT]
    if status is None:
        assert incidents == []
    else:
        assert [m.status for m in incidents] == [status]


def test_the_shipped_check_leaves_a_problem_the_customer_says_is_sorted_closed() -> None:
    history = RuleExtractor().extract(CUSTOMER, "my phone wont charge past 80%", []).new
    closed = RuleExtractor().extract(CUSTOMER, "yesss 100% now thank you", history)
    assert _incident(closed).status is IncidentStatus.RESOLVED


def test_a_tampered_or_foreign_status_model_is_refused() -> None:
    payload = model_bytes({"bias": [0.0, 1.0]}, "test")
    digest = hashlib.sha256(payload).hexdigest()
    view = StatusView(resolved=False, changed=False, new=True)
    assert StatusModel.from_bytes(payload, digest).probability(view) > 0.5
    data = json.loads(gzip.decompress(payload))
    data["weights"]["bias"] = [0.0, 9.0]
    with pytest.raises(ConfigError, match="checksum"):
        StatusModel.from_bytes(gzip.compress(json.dumps(data).encode()), digest)
    data["classes"] = list(reversed(CLASSES))
    with pytest.raises(ConfigError, match="unknown format"):
        StatusModel.from_bytes(gzip.compress(json.dumps(data).encode()))


def test_without_its_weights_the_rules_status_stands_and_the_judge_says_so(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def missing() -> StatusModel:
        raise OSError(f"no such file: {MODEL_FILE}")

    monkeypatch.setattr(judge_module, "load_status_model", missing)
    with caplog.at_level(logging.WARNING):
        judge = default_judge()
    assert judge is not None and judge.statuses is None and not judge.checks_status
    assert "status model unavailable" in caplog.text
    history = _told("my wifi keeps dropping")
    fixed = RuleExtractor(judge=judge).extract(CUSTOMER, "swapped the cable, fine now", history)
    assert _incident(fixed).status is IncidentStatus.RESOLVED


def test_probabilities_stay_in_range_and_the_shipped_model_loads() -> None:
    view = StatusView(resolved=True, changed=True, new=False, tail="thanks its fine now")
    assert StatusModel({"bias": [0.0, 800.0]}).probability(view) == 1.0
    assert StatusModel({"bias": [800.0, 0.0]}).probability(view) == 0.0
    assert StatusModel({}).probability(view) == 0.5
    assert 0.0 <= load_status_model().probability(view) <= 1.0


def test_features_name_the_status_the_results_and_the_end_of_the_message() -> None:
    view = StatusView(
        resolved=False,
        changed=False,
        new=False,
        text="Card declined",
        tail="got my money back in the end",
        worked=3,
        failed=1,
        kinds=(0.9, 0.0, 0.0, 0.0, 0.1),
        last_kinds=(0.9, 0.0, 0.0, 0.0, 0.1),
        message_words=250,
        history_size=7,
    )
    features = status_features(view)
    for name in ("st:open", "ch:False:open", "r:210", "l:end", "w:money", "b:money_back"):
        assert name in features
    assert "k:good:4" in features and "lk:good:4:open" in features and "t:card" in features
    assert "ml:6" in features and "hist:3" in features  # bucketed, capped


def test_training_labels_an_incident_by_its_expected_status_as_last_seen() -> None:
    case = ExtractionCase(
        "t-1",
        ("my phone wont charge past 80%", "yesss 100% now thank you"),
        ({"type": "INCIDENT", "status": "resolved", "match": [["charg"]]},),
        group="test:one",
    )
    found = examples_of([case], load_clause_model())
    (example,) = found.statuses
    assert example.resolved and example.group == "test:one"
    # seen last after the second message, whose tail it reads
    assert example.view.tail == "yesss 100% now thank you" and not example.view.new
    unlabelled = ExtractionCase(
        "t-2", ("my phone wont charge past 80%",), ({"type": "INCIDENT", "match": [["charg"]]},)
    )
    assert examples_of([unlabelled], load_clause_model()).statuses == []


def test_fitting_learns_the_telling_feature_and_is_deterministic() -> None:
    def view(tail: str) -> StatusView:
        return StatusView(resolved=False, changed=False, new=False, tail=tail)

    sorted_ = [LabelledStatus(view(f"all sorted now {n}"), True, "g") for n in range(8)]
    still = [LabelledStatus(view(f"still the same {n}"), False, "g") for n in range(8)]
    weights = train_statuses(sorted_ + still)
    model = StatusModel(weights)
    assert model.probability(view("sorted thanks")) > 0.5
    assert model.probability(view("still broken")) < 0.5
    assert train_statuses(sorted_ + still) == weights
