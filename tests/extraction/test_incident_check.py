"""The incident check: a learned second opinion on each new incident told after the customer
has already told a problem (in the same message, or one still open). Most such incidents
that no annotator expects are that problem told again, a detail of it or a remark; one the
check refuses is no new memory, and what the message says of it goes to the problem told
before it. The first problem a customer tells is never asked about, nor is a symptom of a
thing the problem before it does not name (a second problem of its own)."""

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
from support_memory.extraction.learned.incident_features import IncidentView, incident_features
from support_memory.extraction.learned.incident_model import (
    CLASSES,
    MODEL_FILE,
    IncidentModel,
    load_incident_model,
)
from support_memory.extraction.learned.incident_training import model_bytes, train_incidents
from support_memory.extraction.learned.judge import ClauseJudge, Thresholds, default_judge
from support_memory.extraction.learned.model import load_clause_model
from support_memory.extraction.learned.step_training import LabelledIncident, examples_of
from support_memory.extraction.rules import RuleExtractor
from support_memory.models import IncidentStatus, Memory, MemoryType

DROP_ALL = IncidentModel({"bias": [5.0, -5.0]})  # P(kept) ≈ 0.007 for any incident
KEEP_ALL = IncidentModel({"bias": [-5.0, 5.0]})

# the second, a detail of the first (no symptom of its own), is asked about
TWO_PROBLEMS = "My order #4412 hasn't arrived and the order page says delivered."


def _extractor(model: IncidentModel | None, thresholds: Thresholds | None = None) -> RuleExtractor:
    judge = ClauseJudge(load_clause_model(), thresholds, incidents=model)
    return RuleExtractor(judge=judge)


def _new_incidents(extractor: RuleExtractor, message: str, history: list[Memory]) -> list[str]:
    found = extractor.extract(CUSTOMER, message, history).new
    return [m.text for m in found if m.type is MemoryType.INCIDENT]


def test_the_shipped_extractor_checks_incidents_and_the_rules_alone_do_not() -> None:
    shipped = RuleExtractor().judge
    assert shipped is not None and shipped.incidents is not None
    assert shipped.thresholds.keep_incident is not None
    assert RuleExtractor(judge=None).judge is None


def test_the_first_problem_a_customer_tells_is_never_asked_about() -> None:
    told = _new_incidents(_extractor(DROP_ALL), TWO_PROBLEMS, [])
    assert len(told) == 1 and "4412" in told[0]
    assert len(_new_incidents(_extractor(KEEP_ALL), TWO_PROBLEMS, [])) == 2


def test_a_refused_incident_after_an_open_one_stores_nothing_new() -> None:
    history = _extractor(KEEP_ALL).extract(CUSTOMER, "my wifi keeps dropping", []).new
    assert [m.type for m in history] == [MemoryType.INCIDENT]
    assert _new_incidents(_extractor(DROP_ALL), "the router light is orange", history) == []
    assert _new_incidents(_extractor(KEEP_ALL), "the router light is orange", history) != []


def test_a_symptom_of_a_thing_not_told_before_is_never_asked_about() -> None:
    # "the phone battery drains" shares no word with the open wifi problem and names a
    # symptom: a problem of its own, whatever the model says
    history = _extractor(KEEP_ALL).extract(CUSTOMER, "my laptop wont connect to wifi", []).new
    told = _new_incidents(_extractor(DROP_ALL), "also my phone battery drains really fast", history)
    assert told == ["Phone battery drains really fast"]


def test_good_news_of_a_refused_incident_resolves_the_problem_told_before_it() -> None:
    history = _extractor(KEEP_ALL).extract(CUSTOMER, "my wifi keeps dropping", []).new
    extraction = _extractor(DROP_ALL).extract(
        CUSTOMER, "the router light was orange, i swapped the cable and its fine now", history
    )
    assert [m.type for m in extraction.new] == [MemoryType.ATTEMPT]
    (wifi,) = extraction.updated
    assert wifi.id == history[0].id and wifi.status is IncidentStatus.RESOLVED


def test_the_check_can_be_turned_off_by_its_threshold() -> None:
    off = _extractor(DROP_ALL, Thresholds(keep_incident=None))
    assert len(_new_incidents(off, TWO_PROBLEMS, [])) == 2


def test_a_tampered_or_foreign_incident_model_is_refused() -> None:
    payload = model_bytes({"bias": [0.0, 1.0]}, "test")
    digest = hashlib.sha256(payload).hexdigest()
    assert IncidentModel.from_bytes(payload, digest).probability(IncidentView("x")) > 0.5
    data = json.loads(gzip.decompress(payload))
    data["weights"]["bias"] = [0.0, 9.0]
    with pytest.raises(ConfigError, match="checksum"):
        IncidentModel.from_bytes(gzip.compress(json.dumps(data).encode()), digest)
    data["classes"] = list(reversed(CLASSES))
    with pytest.raises(ConfigError, match="unknown format"):
        IncidentModel.from_bytes(gzip.compress(json.dumps(data).encode()))


def test_without_its_weights_the_judge_stores_every_incident_and_says_so(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def missing() -> IncidentModel:
        raise OSError(f"no such file: {MODEL_FILE}")

    monkeypatch.setattr(judge_module, "load_incident_model", missing)
    with caplog.at_level(logging.WARNING):
        judge = default_judge()
    assert judge is not None and judge.incidents is None
    assert "incident model unavailable" in caplog.text
    extraction = RuleExtractor(judge=judge).extract(CUSTOMER, TWO_PROBLEMS, [])
    assert len([m for m in extraction.new if m.type is MemoryType.INCIDENT]) == 2


def test_probabilities_stay_in_range_for_extreme_weights() -> None:
    view = IncidentView("Heard nothing since", index=2, new_before=1)
    assert IncidentModel({"bias": [0.0, 800.0]}).probability(view) == 1.0
    assert IncidentModel({"bias": [800.0, 0.0]}).probability(view) == 0.0
    assert IncidentModel({}).probability(view) == 0.5
    assert 0.0 <= load_incident_model().probability(view) <= 1.0


def test_features_name_the_text_and_what_came_before() -> None:
    view = IncidentView(
        "Was not on the van", index=5, new_before=2, open_before=True, message_words=130
    )
    features = incident_features(view)
    for name in ("f:was", "l:van", "w:not", "b:the_van", "nb:2", "ob:True"):
        assert name in features
    assert "i:4" in features and "ml:5" in features  # bucketed, capped


def test_training_labels_each_asked_incident_by_the_evaluators_matching() -> None:
    case = ExtractionCase(
        "t-1",
        ("my order #4412 hasn't arrived", "also nobody answers the phone at the depot"),
        ({"type": "INCIDENT", "status": "open", "match": [["answer"], ["phone"]]},),
        group="test:one",
    )
    found = examples_of([case], load_clause_model())
    asked = found.incidents
    assert found.steps == []
    # the first incident is never asked about; the second is, and it is the one expected
    assert [(example.view.new_before, example.kept) for example in asked] == [(0, True)]
    assert asked[0].view.open_before and asked[0].group == "test:one"
    assert asked[0].view.shared == 0 and not asked[0].view.symptom


def test_fitting_learns_the_telling_feature() -> None:
    junk = [
        LabelledIncident(IncidentView(f"Heard nothing since {n}"), False, "g") for n in range(8)
    ]
    real = [
        LabelledIncident(IncidentView(f"Card declined at shop {n}"), True, "g") for n in range(8)
    ]
    weights = train_incidents(junk + real)
    model = IncidentModel(weights)
    assert model.probability(IncidentView("Heard nothing since")) < 0.5
    assert model.probability(IncidentView("Card declined at checkout")) > 0.5
    assert train_incidents(junk + real) == weights  # deterministic
