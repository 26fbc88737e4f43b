"""support_memory.patterns: RE2 with Python's meaning of \\w \\b \\s, context, and no lookaround.

The reference for every behaviour is Python's ``re`` on the same pattern (or on the
lookaround form that ``context`` / ``word_not`` / ``not_before`` replace), compared on
random text that mixes ASCII, accented letters, exotic spaces and punctuation.
"""

from __future__ import annotations

import random
import re
import threading
import time

import pytest

from support_memory import patterns
from support_memory.errors import PatternError

ALPHABET = "ab xyz_-.,'!?\t\n\u00a0\u2009\u3000\u200béüß1٣" + "\U0001f600"
WORDS = ("on", "own", "one", "not", "no", "never", "nothing", "work", "works", "help", "helps")


def _texts(seed: int, count: int = 400) -> list[str]:
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        pieces = []
        for _ in range(rng.randint(1, 13)):
            pieces.append(rng.choice(WORDS) if rng.random() < 0.5 else rng.choice(ALPHABET))
            pieces.append(rng.choice((" ", " ", "\t", "\u00a0", ", ", "")))
        out.append("".join(pieces))
    return out


def _spans(found: object) -> object:
    if isinstance(found, list):
        return [m.span() for m in found]
    return None if found is None else found.span()  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "pattern",
    [
        r"\w+",
        r"\b\w",
        r"\s+",
        r"\S+",
        r"[\s,]+",
        r"[^\s]+",
        r"\W+",
        r"\bno\b",
        r"(?i)\bNOT\b\s*\w*",
        r"[A-Za-z]+",
        r"\d+",
        r"\w+$",
        r"^\s*(\w+)",
    ],
)
def test_classes_mean_what_they_mean_in_python(pattern: str) -> None:
    ours, theirs = patterns.compile(pattern), re.compile(pattern)
    for text in _texts(seed=len(pattern)):
        text = text.replace("٣", "3")  # \d is ASCII here (documented)
        assert [m.span() for m in ours.finditer(text)] == [
            m.span() for m in theirs.finditer(text)
        ], text
        assert _spans(ours.search(text)) == _spans(theirs.search(text)), text


def test_groups_are_slices_of_the_original_text() -> None:
    match = patterns.compile(r"(?P<who>\w+) (\w+)").search("Müller café crashes")
    assert match is not None
    assert match.group() == "Müller café"
    assert match.group("who") == "Müller"
    assert match.groups() == ("Müller", "café")
    assert match.span(2) == (7, 11)


def test_sub_split_findall_behave_as_re() -> None:
    cases = [
        (r"(\w+) (\w+)", r"\2 \1", "hello world café über"),
        (r"(?P<a>\d+)", r"<\g<a>>", "v1.23 and 4"),
        (r"\s*,\s*", "|", "a , b,c ,  d"),
    ]
    for pattern, repl, text in cases:
        assert patterns.compile(pattern).sub(repl, text) == re.sub(pattern, repl, text)
        assert patterns.compile(pattern).split(text) == re.split(pattern, text)
        assert patterns.compile(pattern).findall(text) == re.findall(pattern, text)
    assert patterns.compile(r"\d").sub(lambda m: str(int(m.group()) + 1), "a1b2") == "a2b3"
    assert patterns.compile(r"o").sub("0", "foo boo", count=2) == "f00 boo"


def test_context_pattern_reports_its_group_and_may_share_a_character() -> None:
    known = patterns.compile(r"(?:^|[^A-Za-z])(Zoom|Slack)(?:[^A-Za-z]|$)", context=True)
    reference = re.compile(r"(?<![A-Za-z])(?:Zoom|Slack)(?![A-Za-z])")
    for text in ["Zoom,Slack xZoom Slack", "Zoom Zoom", "Slacks Zoom.", "ZoomSlack", "a Zoom"]:
        assert [m.span() for m in known.finditer(text)] == [
            m.span() for m in reference.finditer(text)
        ]
    assert known.sub("X", "Zoom,Slack") == reference.sub("X", "Zoom,Slack") == "X,X"
    cut = patterns.compile(r"[.!?](\s+)|(\n+)", context=True)
    assert cut.split("One. Two!  Three\nFour") == ["One.", "Two!", "Three", "Four"]


def test_word_not_is_the_positive_form_of_a_negative_lookahead() -> None:
    ours = patterns.compile(
        r"\b" + patterns.word_not(words=("work", "on"), prefixes=("help", "no"))
    )
    theirs = re.compile(r"\b(?!work\b|on\b|help|no)\w+\b")
    for text in _texts(seed=7, count=800):
        assert [m.span() for m in ours.finditer(text)] == [
            m.span() for m in theirs.finditer(text)
        ], text


def test_not_before_and_not_before_words_are_negative_lookaheads() -> None:
    pairs = [
        (
            r"(\bworks?\b)" + patterns.not_before_words("on", "only", "with"),
            r"\bworks?\b(?!\s+(?:on|only|with)\b)",
        ),
        (r"(\bno\b)" + patterns.not_before(" one", "t"), r"\bno\b(?! one|t)"),
        (r"(\bno\b)" + patterns.not_before("on", "ne", spaces=True), r"\bno\b(?!\s+(?:on|ne))"),
    ]
    for ours_source, theirs_source in pairs:
        ours = patterns.compile(ours_source, context=True)
        theirs = re.compile(theirs_source)
        for text in _texts(seed=len(ours_source), count=800):
            assert [m.span() for m in ours.finditer(text)] == [
                m.span() for m in theirs.finditer(text)
            ], (theirs_source, text)


def test_any_of_finds_the_first_start_of_any_alternative() -> None:
    first = patterns.any_of(patterns.compile(r"\bhelp(s)\b"), patterns.compile("nope", 2))
    assert first.groups == 0
    found = first.search("NOPE, it helps")
    assert found is not None and found.start() == 0
    assert first.search("nothing here") is None


@pytest.mark.parametrize(
    "pattern",
    [r"(?<=a)b", r"a(?=b)", r"a(?!b)", r"(?<!a)b", r"(a)\1", "caf\u00e9", r"[\S]"],
)
def test_what_is_not_linear_or_not_ascii_is_refused_at_compile_time(pattern: str) -> None:
    with pytest.raises(PatternError):
        patterns.compile(pattern)


def test_escape_matches_the_text_literally() -> None:
    name = "Acme+ Suite (v2.0) [beta] $5 ^x|y"
    found = patterns.compile(patterns.escape(name), patterns.IGNORECASE).search(
        "my ACME+ suite (V2.0) [BETA] $5 ^X|Y is broken"
    )
    assert found is not None and found.group().lower() == name.lower()


def _seconds(pattern: patterns.Pattern, text: str) -> float:
    started = time.perf_counter()
    pattern.search(text)
    return time.perf_counter() - started


def test_patterns_that_backtrack_exponentially_in_re_are_linear_here() -> None:
    # each of these takes seconds to years in Python's re at these sizes
    cases = [
        (r"^(?:(?:no|well)\s*,?\s*)*(?:nothing|nope)$", "no " * 5_000 + "x"),
        (r"(a|a)*$", "a" * 10_000 + "b"),
        (r"^(\w+\s?)*$", "word " * 2_000 + "!"),
        (r"(x+x+)+y", "x" * 8_000),
    ]
    for source, text in cases:
        assert _seconds(patterns.compile(source), text) < 0.5, source


def test_threads_matching_different_texts_get_their_own_answers() -> None:
    """The view of the last text is one shared pair, replaced whole: no thread ever matches
    another thread's text."""
    pattern = patterns.compile(r"\b(\w+) (\d+)\b")
    texts = [f"café {n} Müller {n * 7} ü{n}" for n in range(200)]
    expected = [[m.groups() for m in pattern.finditer(t)] for t in texts]
    failures: list[int] = []

    def work(offset: int) -> None:
        for _ in range(20):
            for index in range(offset, len(texts), 4):
                found = [m.groups() for m in pattern.finditer(texts[index])]
                if found != expected[index]:
                    failures.append(index)

    threads = [threading.Thread(target=work, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not failures
