"""The model scores a clause from cached parts (each word's features, each word pair's, the
clause's context) and tokenizes with string methods: both must give exactly what the
feature definition gives, or the shipped weights would be read differently from how they
were trained."""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter

import pytest

from support_memory import patterns
from support_memory.extraction.clauses.split import split_clauses
from support_memory.extraction.learned.features import (
    ClauseView,
    clause_features,
    word_tokens,
)
from support_memory.extraction.learned.kinds import KINDS
from support_memory.extraction.learned.model import load_clause_model
from support_memory.extraction.learned.views import clause_views

# The token definition the string scanner stands for.
_TOKEN = patterns.compile(r"[a-z0-9]+(?:'[a-z]+)?|[!?]")
_DIGITS = str.maketrans("0123456789", "0000000000")

MESSAGES = [
    "ok I'll try updating the firmware now",
    "ya i reset it to factory settings and now its fine",
    "Tried restarting, updating and even a factory reset. Nothing worked.",
    "can't've done it, rock'n'roll, it's!! O'Neil's '90s v4.2 a'1",
    "didn\u2019t work 😡 so i unplugged it for like 10 min 👍",
    "Müller says the café app crashes — ÉTÉ K\u212a \u0130 x9?!",
    "a b c d e",
    "x",
    "",
]


def _defined_tokens(text: str) -> tuple[str, ...]:
    low = text.lower().replace("\u2019", "'")
    found = [t.replace("'", "").translate(_DIGITS) for t in _TOKEN.findall(low)]
    return (*found, *(ch for ch in low if ord(ch) >= 0x2600))


def _glued_features(view: ClauseView) -> Counter[str]:
    """The features read off the whole glued text at once, as the definition states them."""
    words = _defined_tokens(view.text)
    feats = ["bias", f"j:{view.joined_by or '-'}", f"pos:{min(view.index, 3)}"]
    feats += ["q"] if view.question else []
    feats += [f"w:{w}" for w in words]
    feats += [f"b:{a}_{b}" for a, b in itertools.pairwise(words)]
    feats += ["f:" + "_".join(words[:2]), "f1:" + (words[0] if words else "-")]
    feats += ["l:" + (words[-1] if words else "-"), f"len:{min(len(words) // 4, 5)}"]
    glued = " " + " ".join(words) + " "
    for size in (3, 4):
        feats += [f"c{size}:{glued[i : i + size]}" for i in range(len(glued) - size + 1)]
    feats.append("pf:" + "_".join(_defined_tokens(view.previous)[:2]))
    feats += [f"r:{tag}" for tag in view.rules]
    return Counter(feats)


def _random_texts(count: int) -> list[str]:
    rng = random.Random(7)
    alphabet = "ab1'\u2019 !?.-_\téÉ😡\u212ax9"
    return ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 14))) for _ in range(count)]


@pytest.mark.parametrize("text", MESSAGES)
def test_the_tokenizer_gives_the_defined_tokens(text: str) -> None:
    assert word_tokens(text) == _defined_tokens(text)


def test_the_tokenizer_gives_the_defined_tokens_on_random_text() -> None:
    texts = _random_texts(20_000)
    assert [t for t in texts if word_tokens(t) != _defined_tokens(t)] == []


def test_the_features_in_parts_are_the_features_of_the_glued_text() -> None:
    views = [v for m in MESSAGES + _random_texts(2_000) for v in clause_views(split_clauses(m))]
    assert len(views) > 2_000
    assert [v.text for v in views if Counter(clause_features(v)) != _glued_features(v)] == []


def test_the_cached_scores_equal_the_plain_sum_of_the_weights() -> None:
    model = load_clause_model()
    weights = model._weights
    views = [v for m in MESSAGES for v in clause_views(split_clauses(m))]
    for _ in range(2):  # the second round reads the cached words
        for view in views:
            rows = [weights[n] for n in _glued_features(view).elements() if n in weights]
            totals = [sum(column) for column in zip(*rows, strict=True)]
            exps = [math.exp(value - max(totals)) for value in totals]
            expected = [e / sum(exps) for e in exps]
            got = model.scores(view).probs
            assert [got[kind] for kind in KINDS] == pytest.approx(expected, abs=1e-12)
