"""Linear-time regular expressions: the one place where this package compiles a pattern.

Every pattern in ``support_memory`` goes through ``compile`` here and is matched by RE2
(``google-re2``), whose matching time grows linearly with the text by construction: it
never backtracks, so no message can make a pattern take exponential or quadratic time.
RE2 refuses, at import, what it cannot match in linear time (lookaround, backreferences),
so such a pattern cannot ship. ``tests/test_patterns_rule.py`` walks the package and fails
on any pattern compiled any other way. docs/security.md states the rule and shows how to
say a lookaround without one.

- ``engine``: ``compile`` → ``Pattern`` (``search``, ``match``, ``fullmatch``,
  ``finditer``, ``findall``, ``sub``, ``split``) → ``Match``, and ``any_of``;
- ``view``: what RE2 matches, an ASCII view of the text in which ``\\w``, ``\\b`` and
  ``\\s`` mean what they mean in Python; ``escape``;
- ``syntax``: a Python pattern and a ``sub`` template in RE2's terms;
- ``lookaround``: ``word_not``, ``not_before``, ``not_before_words``: the positive forms of
  negative lookaheads, for patterns with ``context=True``.
"""

from support_memory.patterns.engine import IGNORECASE, Match, Pattern, any_of, compile
from support_memory.patterns.lookaround import not_before, not_before_words, word_not
from support_memory.patterns.view import ascii_view, escape

__all__ = [
    "IGNORECASE",
    "Match",
    "Pattern",
    "any_of",
    "ascii_view",
    "compile",
    "escape",
    "not_before",
    "not_before_words",
    "word_not",
]
