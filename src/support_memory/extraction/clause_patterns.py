"""The regular expressions that cut a message into sentences and clauses."""

from __future__ import annotations

import re

SENTENCE_RE = re.compile(r"(?<=[.!?])\s+|(?<=[!?])(?=\w)|\n+|(?<=[a-z)])\.(?=[A-Z])")
HARD_RE = re.compile(r"\s*(?:;|\s-\s|\(|\)|:\s)\s*")
SOFT_RE = re.compile(
    r"\s*,\s*|(?<!even)(?<!since)\s+(?=(?:but|then|and|because|although|even though|though|"
    r"however|whereas|"
    r"which|plus|after|once)\s)"
    # "so" joins clauses, but "it is so slow" / "it got so hot" is a degree word
    r"|(?<!\bis)(?<!\bare)(?<!\bwas)(?<!were)(?<!'s)(?<!'re)(?<!\bget)(?<!gets)(?<!\bgot)"
    r"(?<!been)(?<!feels)(?<!looks)(?<!seems)(?<!\bnot)\s+(?=so\s)"
)
SUBJECT_START = re.compile(
    r"^(?:i|we|it|that|this|they|he|she|nothing|neither|none|both|now|still|everything|"
    r"there|no|same|my|our|then|after|the problem|the issue|the error|all|didn't|did not|"
    r"doesn't|does not|hasn't|has not|was|is)\b|^i'"
)
QUESTION_START = re.compile(
    r"^(?:should|shall|could|can|would|will|do|does|did|is|are|was|were|have|has|may|might|"
    r"must)\s+(?:i|we|you|it|that|this|there|they|the|a|my|our|reinstalling|restarting|"
    r"clearing|updating)\b|^(?:what|why|how|where|which|who|any idea|anyone|is there|"
    r"i wonder|i was wondering|wondering)\b"
)
