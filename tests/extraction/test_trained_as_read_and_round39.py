"""The clause model learns from the text the rules read, and what round 39 showed (read when
it moved into dev on 2026-12-05).

The extractor reads a message after ``informal.as_read`` ("gonna" → "going to", "workin" →
"working"), but the clause model was trained on clauses of the raw turn: it scored "gonna
restart the phone when i get home" a plan (0.85) and "going to restart the phone when i get
home", what it is asked at run time, mostly other (0.27), so the plan was dropped as no step.
Training now splits the same text the reader splits.

Round 39: "switching off Low Power Mode seems to have done the trick" was a plan, "refund
just landed" closed nothing, "never mind I just had to resave the game" was a plan, and "you
take again 29.99 from my account" was no problem."""

from __future__ import annotations

import pytest
from helpers import attempts, converse, incidents

from support_memory.extraction.clauses.split import split_clauses
from support_memory.extraction.language.informal import as_read
from support_memory.extraction.learned.alignment import label_clauses
from support_memory.extraction.learned.silver import silver_clauses
from support_memory.extraction.problems.symptoms import has_symptom

TEXTED = "my data stopped workin. gonna restart the phone when i get home"


def test_the_clause_model_is_trained_on_the_clauses_the_reader_scores() -> None:
    case = {
        "id": "t1",
        "source": {"group": "t:1"},
        "turns": [TEXTED],
        "spans": [
            [
                {"text": "my data stopped workin", "kind": "problem"},
                {"text": "gonna restart the phone when i get home", "kind": "plan"},
            ]
        ],
    }
    labelled = list(label_clauses([case]))
    read = [clause.text for clause in split_clauses(as_read(TEXTED))]
    assert [item.view.text for item in labelled] == read
    assert read == ["my data stopped working", "going to restart the phone when i get home"]
    # the spans are the raw text; their words are read the same way to find each clause's kind
    assert [item.kind for item in labelled] == ["problem", "plan"]


def test_silver_clauses_are_read_as_the_reader_reads_them() -> None:
    case = {"id": "s1", "turns": ["gonna reinstall the app tonight"]}
    (item,) = list(silver_clauses([case]))
    assert item.view.text == "going to reinstall the app tonight"
    assert item.kind == "plan"


def test_as_read_is_what_the_extractor_reads() -> None:
    assert as_read("i  didnt\u00a0restart it lol") == "i didn't restart it lol"


@pytest.mark.parametrize(
    "result",
    [
        "switching off Low Power Mode seems to have done the trick",
        "switching off Low Power Mode has done the trick",
    ],
)
def test_seems_to_have_done_the_trick_credits_the_step(result: str) -> None:
    memories = converse(["the mail app on my ipad stopped getting new emails", result])
    assert attempts(memories) == {"Switch off Low Power Mode": "worked"}
    assert set(incidents(memories).values()) == {"resolved"}


def test_the_synchronisation_fixed_it_is_the_step() -> None:
    memories = converse(
        ["the central locking is not working from the key remote", "the synchronisation fixed it"]
    )
    assert attempts(memories) == {"Synchronise": "worked"}


def test_the_deletion_of_nothing_named_is_still_no_step() -> None:
    memories = converse(["the app crashes on start", "the deletion did nothing"])
    assert attempts(memories) == {}


def test_a_refund_that_landed_closes_the_problem() -> None:
    memories = converse(
        [
            "sent the trainers back 3 wks ago, still no refund order #5521",
            "refund just landed lol ignore me",
        ]
    )
    assert incidents(memories) == {"No refund order #5521": "resolved"}


def test_asking_whether_the_refund_went_through_closes_nothing() -> None:
    memories = converse(["still no refund for order 5521", "has the refund gone through yet?"])
    assert set(incidents(memories).values()) == {"open"}


@pytest.mark.parametrize(
    "result",
    [
        "oh nvm I just had to resave the game",
        "never mind I just had to resave the game",
        "nvm, I just had to resave the game",
    ],
)
def test_never_mind_then_what_it_took_is_the_fix(result: str) -> None:
    memories = converse(["my save is gone", result])
    assert attempts(memories) == {"Resave game": "worked"}
    assert incidents(memories) == {"Save is gone": "resolved"}


def test_never_mind_my_last_message_is_no_step() -> None:
    memories = converse(["my save is gone", "never mind my last message"])
    assert attempts(memories) == {}


@pytest.mark.parametrize(
    "said",
    [
        "in May you take again 29.99 from my account",
        "you took 29.99 from my account again in April",
        "they have taken £45 from my card",
    ],
)
def test_an_amount_taken_from_the_account_is_a_problem(said: str) -> None:
    assert has_symptom(said)


def test_a_warning_light_back_on_the_next_day_fails_the_step() -> None:
    memories = converse(
        [
            "the tyre pressure light keeps coming on",
            "i pumped the tyres up at the garage and it came back on the next day",
        ]
    )
    assert attempts(memories) == {"Pump tyres up at garage": "failed"}
    assert incidents(memories) == {"Tyre pressure light keeps coming on": "open"}


def test_a_boiler_back_on_right_after_the_step_is_still_the_fix() -> None:
    memories = converse(
        [
            "the boiler keeps cutting out with a red light",
            "i pressed the reset button and it came back on",
        ]
    )
    assert attempts(memories) == {"Press reset button": "worked"}


@pytest.mark.parametrize(
    ("said", "step"),
    [
        (
            "When this happens I have to navigate into Settings and then disable and reenable "
            "the VPN.",
            "Disable and reenable VPN",
        ),
        ("when that happens i have to restart the router", "Restart router"),
    ],
)
def test_what_gets_it_going_each_time_the_problem_happens_is_a_workaround(
    said: str, step: str
) -> None:
    memories = converse([f"the vpn drops its connection several times an hour. {said}"])
    assert attempts(memories) == {step: "worked"}
    assert set(incidents(memories).values()) == {"open"}


def test_a_chore_each_time_the_app_opens_is_no_workaround() -> None:
    memories = converse(["the app is annoying. every time i open it i have to log in again"])
    assert attempts(memories) == {}


def test_chip_and_pin_is_one_way_to_pay_not_two_tries() -> None:
    memories = converse(
        ["my card keeps getting declined. tried contactless n chip n pin, declined both times"]
    )
    assert attempts(memories) == {"Try contactless": "failed", "Try chip-and-pin": "failed"}


@pytest.mark.parametrize(
    ("message", "problem"),
    [
        (
            "when i put the booking ref in on ur site it says not found",
            "It says not found when putting booking ref in on site",
        ),
        (
            "when i put my card in the machine it says card not recognised",
            "It says card not recognised when putting card in machine",
        ),
    ],
)
def test_what_the_thing_says_when_the_customer_uses_it_is_the_problem(
    message: str, problem: str
) -> None:
    memories = converse([message])
    assert attempts(memories) == {}
    assert incidents(memories) == {problem: "open"}


def test_a_restoring_step_told_as_a_condition_keeps_its_own_reading() -> None:
    # how a fix makes the problem show is read by the fix-that-failed rules, not restated
    memories = converse(["when i reboot the router it says no internet"])
    assert attempts(memories) == {}
    assert incidents(memories) == {"Router it says no internet": "open"}


@pytest.mark.parametrize(
    "said",
    [
        "they are not even in spam",
        "its not in spam either",
        "nothing in the spam folder!",
    ],
)
def test_not_in_spam_is_a_look_that_found_nothing(said: str) -> None:
    memories = converse([f"the verification email never arrived. {said}"])
    assert attempts(memories) == {"Check spam folder": "failed"}
    assert incidents(memories) == {"Verification email never arrived": "open"}


@pytest.mark.parametrize(
    ("said", "step", "outcome"),
    [
        (
            "new batteries in thermostat. still blank screen",
            "Put new batteries in thermostat",
            "failed",
        ),
        ("new fuse in the plug and its working", "Put new fuse in plug", "worked"),
        ("new battery, still blank", "Try new battery", "failed"),
    ],
)
def test_a_part_put_in_new_told_with_no_verb_is_the_step(
    said: str, step: str, outcome: str
) -> None:
    memories = converse([f"the thermostat screen is blank. {said}"])
    assert attempts(memories) == {step: outcome}


def test_a_new_part_that_arrived_is_no_step() -> None:
    assert attempts(converse(["the new cable from amazon arrived"])) == {}
