"""The regular expressions that cut a message into sentences and clauses."""

from __future__ import annotations

from support_memory.patterns import compile, not_before_words

# Where a sentence ends: whitespace after . ! ?, between ! / ? and a word, line breaks, and
# a full stop between a lower-case letter and a capital ("it crashed.The app ..."), dots typed
# as a pause between words ("tried resync..no luck", "from 20 to 50..now"). Each
# alternative's group is the cut; the characters around it stay with the sentences.
SENTENCE_RE = compile(
    r"[.!?](\s+)|[!?]()\w|(\n+)|[a-z)](\.)[A-Z]|[a-z0-9](\.{2,})[a-z]", context=True
)
HARD_RE = compile(r"\s*(?:;|\s-\s|\(|\)|:\s)\s*")
# Soft cuts: a comma, or the space before a joining word. Group 1 is a comma cut, group 2 a
# space before a joiner, group 3 a space before "so"; ``split_soft`` checks the word before.
_SOFT_CUTS = compile(
    r"(\s*,\s*)|(\s+)(?:but|then|and|because|although|even though|in case|though|however|"
    r"whereas|which|plus|after|once)\s|(\s+)so\s",
    context=True,
)
# "once" before these is "one time", not "as soon as"
_ONE_TIME = ("once and ", "once then ", "once but ", "once,", "once.", "once!")
# "even though" / "since then" are no joiners after "even" / "since"
_NOT_AFTER_JOINER = ("even", "since")
# "none of which helped", "all of which failed": "which" after "of" is the clause's subject
_WHICH_AFTER = ("of",)
# "so" joins clauses, but "it is so slow" / "it got so hot" is a degree word: no cut after
# these (True: the word must start at a word boundary, as "is" in "this" does not)
_DEGREE_SO_AFTER = (
    ("is", True),
    ("are", True),
    ("was", True),
    ("were", False),
    ("'s", False),
    ("'re", False),
    ("get", True),
    ("gets", False),
    ("got", True),
    ("been", False),
    ("feels", False),
    ("looks", False),
    ("seems", False),
    ("not", True),
)
# "seems ok so far": "so" before "far" is no joiner
SO_AMOUNT = compile(r"so far\b")
# "every hour or so and ...": "or so" is an amount; "... or so i thought" still joins
_OR_SO = compile(r"or so (?:i|we|it|he|she|they|you)\b")


def split_soft(text: str) -> list[str]:
    """``text`` cut at commas and before joining words ("but", "and", "so", ...)."""
    pieces: list[str] = []
    last = 0
    for cut in _SOFT_CUTS.finditer(text):
        start = cut.start()
        if cut.group(2) is not None and _after_word(text, start, _NOT_AFTER_JOINER):
            continue
        if (
            cut.group(2) is not None
            and text.startswith("which", cut.end(2))
            and _after_word(text, start, _WHICH_AFTER)
        ):
            continue
        if cut.group(2) is not None and text.startswith("because of ", cut.end(2)):
            continue  # "a hold on the card because of suspicious activity": no clause
        if cut.group(2) is not None and text.startswith(_ONE_TIME, cut.end(2)):
            continue  # "it synced once and then stopped": one time, no joiner
        if cut.group(3) is not None and (
            _degree_so(text, start) or SO_AMOUNT.match(text, cut.end()) is not None
        ):
            continue
        or_so = cut.group(3) is not None and text.endswith(" or", 0, start)
        if or_so and not _OR_SO.match(text, start - 2):
            continue
        pieces.append(text[last:start])
        last = cut.end()
    pieces.append(text[last:])
    return pieces


def _after_word(text: str, start: int, words: tuple[str, ...]) -> bool:
    """Does a whole word of ``words`` end at ``start`` ("even", not the end of "seven")?"""
    for word in words:
        before = start - len(word) - 1
        if text.endswith(word, 0, start) and not (before >= 0 and _is_word(text[before])):
            return True
    return False


def _degree_so(text: str, start: int) -> bool:
    for word, boundary in _DEGREE_SO_AFTER:
        before = start - len(word) - 1
        if text.endswith(word, 0, start) and not (
            boundary and before >= 0 and _is_word(text[before])
        ):
            return True
    return False


def _is_word(char: str) -> bool:
    return char.isalnum() or char == "_"


SUBJECT_START = compile(
    r"^(?:i|we|it|that|this|they|he|she|nothing|neither|none|both|now|still|everything|"
    r"there|no|same|my|our|then|after|the problem|the issue|the error|all|didn't|did not|"
    r"doesn't|does not|hasn't|has not|was|is)\b|^i'"
)
QUESTION_START = compile(
    r"^(?:should|shall|could|can|would|will|do|does|did|is|are|was|were|have|has|may|might|"
    r"must)\s+(?:i|we|you|it|that|this|there|they|the|my|our|reinstalling|restarting|"
    r"clearing|updating)\b|^(?:should|shall|could|can|would|will|is|are|was|were|have|has|may|"
    r"might|must)\s+an?\b"
    + not_before_words("bit", "little", "lot")
    + r"|^(?:what|why|how|where|which|who|any idea|anyone|is there|"
    r"i wonder|i was wondering|wondering)\b"
)  # "did a restart of the hub" reports a step; "would a reset fix it" asks; "was a bit
# too fast" tells
