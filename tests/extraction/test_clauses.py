"""Clause splitting."""

from __future__ import annotations

from support_memory.extraction.clauses.split import split_clauses


def texts(message: str) -> list[str]:
    return [c.text for c in split_clauses(message)]


def test_and_splits_between_clauses_but_not_inside_a_list() -> None:
    assert texts("I reset the modem and cleared the cookies") == [
        "I reset the modem",
        "cleared the cookies",
    ]
    assert texts("I restarted the router and the modem") == ["I restarted the router and the modem"]


def test_commas_split_but_verbless_pieces_stay_with_their_clause() -> None:
    assert texts("I cleared the cache, cookies and history, no luck") == [
        "I cleared the cache, cookies and history",
        "no luck",
    ]


def test_sentences_and_joining_words_split() -> None:
    assert texts("Reinstalled it. Still crashing, but only on big files") == [
        "Reinstalled it",
        "Still crashing",
        "only on big files",
    ]


def test_version_numbers_do_not_end_a_sentence() -> None:
    assert texts("I'm on version 3.4.1 now.") == ["I'm on version 3.4.1 now"]


def test_after_clause_is_put_before_its_outcome() -> None:
    assert texts("It works now after I replaced the cable") == [
        "I replaced the cable",
        "It works now",
    ]


def test_only_the_last_clause_of_a_question_is_a_question() -> None:
    clauses = split_clauses("I rebooted it, what should I try next?")
    assert [c.question for c in clauses] == [False, True]


def test_inverted_question_start_is_a_question() -> None:
    assert split_clauses("Should I reinstall it")[0].question
