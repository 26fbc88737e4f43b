"""support_memory.text: whitespace made plain, and texts cut at a word boundary."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from support_memory.text import clip_words, collapse_whitespace, normalise


@pytest.mark.parametrize(
    ("raw", "plain"),
    [
        ("The  app\tcrashes", "The app crashes"),
        ("no\u00a0 no\u2009no\u3000no", "no no no no"),  # no-break, thin, ideographic
        ("re\u200bstart\u200d it\ufeff", "re start it"),  # zero-width, joiner, BOM
        ("It crashed.\r\n\r\n  Then it froze", "It crashed.\nThen it froze"),
        ("a\u2028b\u2029c\x85d", "a\nb\nc\nd"),
        ("\x0b\x0c\x1f tabs\x00and\x07bells ", "tabs and bells"),
        ("café über", "café über"),
        ("\u00a0" * 5000, ""),
    ],
)
def test_collapse_whitespace(raw: str, plain: str) -> None:
    assert collapse_whitespace(raw) == plain


def test_clip_words_cuts_at_the_last_word_boundary() -> None:
    text = "Restart the application and the router " * 100
    clipped = clip_words(text, 2_000)
    assert len(clipped) <= 2_000
    assert text.startswith(clipped)
    assert clipped.split()[-1] in {"Restart", "the", "application", "and", "router"}


def test_clip_words_keeps_short_text_and_cuts_one_long_word_inside() -> None:
    assert clip_words("Restart application", 200) == "Restart application"
    assert clip_words("x" * 300, 200) == "x" * 200
    assert clip_words("Ab " * 68, 200) == ("Ab " * 67).strip()  # 200 characters exactly
    assert clip_words("abc def", 3) == "abc"  # the cut falls on the space
    assert clip_words("Restart x" + "y" * 2_000, 2_000) == "Restart"


@pytest.mark.parametrize(
    "forms",
    [
        ("come", "came", "comes", "coming"),
        ("break", "broke", "broken", "breaking"),
        ("freeze", "froze", "frozen", "freezing"),  # and with "crash", its synonym group
        ("fall", "fell", "fallen", "falling"),
        ("stick", "stuck", "sticking"),
        ("pay", "paid", "paying"),
        ("blow", "blew", "blown"),
    ],
)
def test_every_form_of_an_irregular_verb_is_one_term(forms: tuple[str, ...]) -> None:
    assert len({normalise(form) for form in forms}) == 1


def test_words_that_are_as_often_nouns_keep_their_own_terms() -> None:
    # "the left earbud", "sat nav", "a bit", "LED lights": not forms of leave, sit, bite, lead
    assert normalise("left") != normalise("leave")
    assert normalise("sat") != normalise("sit")
    assert normalise("bit") != normalise("bite")
    assert normalise("led") != normalise("lead")


def test_the_irregular_forms_are_data_one_group_per_verb_base_first() -> None:
    data = json.loads(
        resources.files("support_memory").joinpath("irregular_verbs.json").read_text()
    )
    groups = data["verbs"]
    forms = [form for group in groups for form in group]
    assert len(forms) == len(set(forms)), "a form in two groups"
    assert all(len(group) > 1 for group in groups)
    assert all(form == form.lower() and form.isalpha() for form in forms)
