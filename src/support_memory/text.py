"""Lexical text handling shared by the local stores and the ranking: tokens, stems, synonyms.

Error codes ("0x80070005", "1603", "E42") stay whole tokens, so that the exact code a
customer quotes matches. Stemming is a small suffix stripper (enough to join "crashes",
"crashing", "crashed"), and a few synonym groups map support vocabulary onto one key.
"""

from __future__ import annotations

import json
import unicodedata
from functools import lru_cache
from importlib import resources

from support_memory import patterns

_TOKEN_RE = patterns.compile(
    r"0x[0-9a-f]+|[a-z]*\d+(?:\.\d+)+|[a-z]+\d+[a-z\d]*|[a-z0-9]+(?:'[a-z]+)?"
)
_ERROR_CODE_RE = patterns.compile(r"\b(?:0x[0-9a-fA-F]{4,}|[A-Za-z]{1,4}-?\d{2,}|\d{3,})\b")

STOPWORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "and",
        "or",
        "but",
        "if",
        "then",
        "so",
        "of",
        "to",
        "in",
        "on",
        "at",
        "by",
        "for",
        "with",
        "from",
        "into",
        "onto",
        "about",
        "as",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "am",
        "do",
        "does",
        "did",
        "doing",
        "have",
        "has",
        "had",
        "having",
        "i",
        "me",
        "my",
        "mine",
        "we",
        "our",
        "us",
        "you",
        "your",
        "it",
        "its",
        "it's",
        "this",
        "that",
        "these",
        "those",
        "there",
        "here",
        "what",
        "which",
        "who",
        "whom",
        "when",
        "where",
        "why",
        "how",
        "can",
        "could",
        "would",
        "should",
        "will",
        "shall",
        "may",
        "might",
        "must",
        "not",
        "no",
        "yes",
        "just",
        "again",
        "still",
        "also",
        "too",
        "very",
        "really",
        "all",
        "any",
        "some",
        "each",
        "every",
        "more",
        "most",
        "much",
        "many",
        "other",
        "than",
        "now",
        "up",
        "down",
        "out",
        "over",
        "under",
        "off",
        "please",
        "hi",
        "hello",
        "hey",
        "thanks",
        "thank",
        "ok",
        "okay",
        "get",
        "got",
        "gets",
        "getting",
        "keep",
        "keeps",
        "kept",
        "make",
        "makes",
        "made",
        "one",
        "after",
        "before",
        "while",
        "whenever",
        "because",
        "since",
        "until",
        "once",
        "ever",
        "even",
        "only",
        "same",
        "time",
        "times",
        "i'm",
        "i've",
        "i'd",
        "i'll",
        "it's",
        "don't",
        "doesn't",
        "didn't",
        "can't",
        "won't",
        "isn't",
        "wasn't",
    ]
)

# Each group maps onto its first word. Small and support-specific on purpose: a wrong
# synonym costs precision everywhere, so only near-certain equivalences are listed.
_SYNONYM_GROUPS = (
    ("app", "application", "software", "program", "client", "suite"),
    ("crash", "crashes", "freeze", "hang", "quit", "close", "die", "abort"),
    ("upload", "import", "attach"),
    ("update", "upgrade", "patch", "latest"),
    ("restart", "reboot", "relaunch", "power-cycle", "cycle"),
    ("reinstall", "install", "installer", "setup"),
    ("slow", "lag", "laggy", "sluggish"),
    ("error", "fail", "failure", "fault"),
    ("wifi", "wireless", "wi-fi"),
    ("login", "signin", "logon"),
    ("cache", "cached", "temp"),
    ("sync", "synchronise", "synchronize"),
    ("pdf", "pdfs"),
)
_SYNONYMS = {word: group[0] for group in _SYNONYM_GROUPS for word in group}

_SUFFIXES = (
    "ations",
    "ation",
    "ingly",
    "ings",
    "ing",
    "edly",
    "ers",
    "er",
    "ies",
    "ied",
    "es",
    "ed",
    "ly",
    "s",
)


# Line breaks stay line breaks (they end a sentence); every other kind of whitespace, and
# every invisible character (zero-width spaces and joiners, direction marks, controls), is a
# space. Runs collapse to one character.
_LINE_BREAKS = "\n\r\x85\u2028\u2029"
_BREAK_RUN = patterns.compile(r" *\n[ \n]*")
_SPACE_RUN = patterns.compile(r"  +")


class _Blanks(dict[int, int | None]):
    """``str.translate`` table: blanks to " " / "\n", everything else kept (learnt lazily)."""

    def __missing__(self, code: int) -> int | None:
        char = chr(code)
        blank: int | None = None  # None keeps the character as it is
        if char in _LINE_BREAKS:
            blank = ord("\n")
        elif char.isspace() or unicodedata.category(char) in ("Cc", "Cf"):
            blank = ord(" ")
        if len(self) < 65_536:
            self[code] = blank if blank is not None else code
        return blank if blank is not None else code


_BLANKS = _Blanks()


def collapse_whitespace(text: str) -> str:
    """Every whitespace run as one ASCII space (one line break if it holds one), stripped.

    Unicode spaces (no-break, thin, ideographic), zero-width and other invisible
    characters count as whitespace, so no run of them survives to a pattern."""
    text = _SPACE_RUN.sub(" ", text.translate(_BLANKS))
    if "\n" in text:
        text = _BREAK_RUN.sub("\n", text)
    return text.strip()


def capitalised(text: str) -> str:
    """``text`` with its first letter in capitals, unless its first word is written with a
    small letter before a capital ("iPhone 13 keeps restarting", "eBay order"): a name's own
    spelling."""
    if text[1:2].isupper() and text[:1].islower():
        return text
    return text[:1].upper() + text[1:]


def clip_words(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` characters, at the last word boundary before the
    limit (inside the word only when one word is longer than the limit)."""
    if len(text) <= limit:
        return text
    space = text.rfind(" ", 0, limit + 1)  # a space right at the limit cuts cleanly
    clipped = text[:space].rstrip(" ,;:-") if space > 0 else ""
    return clipped or text[:limit]


def tokenize(text: str) -> list[str]:
    """Lowercased word tokens, error codes and version numbers kept whole."""
    return _TOKEN_RE.findall(text.lower())


def error_codes(text: str) -> list[str]:
    """Error-code-like tokens ("1603", "0x80070005", "E-42"), lowercased, in order."""
    return [code.lower() for code in _ERROR_CODE_RE.findall(text)]


@lru_cache(maxsize=8192)
def stem(word: str) -> str:
    """A light stem: strip one common suffix, keep at least three letters."""
    if any(ch.isdigit() for ch in word) or len(word) <= 3:
        return word
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            base = word[: -len(suffix)]
            if suffix in ("ies", "ied"):
                return base + "y"
            if len(base) > 3 and base[-1] == base[-2] and base[-1] not in "ls":
                base = base[:-1]  # "dropped" -> "drop"
            return _drop_final_e(base)
    return _drop_final_e(word)


def _drop_final_e(word: str) -> str:
    # "update", "updated", "updating" all meet at "updat"
    return word[:-1] if word.endswith("e") and len(word) > 4 else word


# Every form of an irregular verb (and of a short verb the stemmer splits, "coming" → "com"
# but "come" → "come") → its base form: "it came off" is "keeps coming off". Data:
# irregular_verbs.json, one group per verb, base form first.
_VERB_FORMS = {
    form: group[0]
    for group in json.loads(
        resources.files(__package__).joinpath("irregular_verbs.json").read_text("utf-8")
    )["verbs"]
    for form in group
}


@lru_cache(maxsize=8192)
def normalise(word: str) -> str:
    """The key a word is compared under: its synonym group, else its stem; an irregular
    verb's forms under its base form's key."""
    base = _VERB_FORMS.get(word)
    if base is not None and base != word:
        return normalise(base)
    if word in _SYNONYMS:
        return _SYNONYMS[word]
    stemmed = stem(word)
    return _STEM_SYNONYMS.get(stemmed, stemmed)


_STEM_SYNONYMS = {stem(word): key for word, key in _SYNONYMS.items()}


def terms(text: str) -> list[str]:
    """Normalised content terms of ``text``, stopwords removed, order kept, repeats kept."""
    return [normalise(tok) for tok in tokenize(text) if tok not in STOPWORDS]


def term_set(text: str) -> frozenset[str]:
    return frozenset(terms(text))
