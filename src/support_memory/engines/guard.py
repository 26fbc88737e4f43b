"""Checks an LLM reply against the recalled context before the customer sees it.

The LLM is told the rules; the guard makes sure they held. It looks for three things:

- a known failed step suggested again as if it were new (a sentence names the step and
  does not say it was already tried): the reply is not safe to send;
- the known fix left out: one line can repair that;
- an escalation the context calls for left unsaid: one line can repair that too.

It works on normalised terms (``support_memory.text``), so "try restarting the app" names
"Restart application". It is deliberately strict: a false alarm costs only the LLM's
wording, because the scripted reply is always correct.
"""

from __future__ import annotations

from dataclasses import dataclass

from support_memory import patterns
from support_memory.engines.protocol import ReplyContext
from support_memory.recall import GENERIC_TERMS
from support_memory.text import term_set

# splits after end punctuation + whitespace, or at line breaks (the punctuation stays)
_SENTENCE_RE = patterns.compile(r"[.!?](\s+)|(\n+)", context=True)
# Words that turn a mention into an acknowledgement ("you already restarted it").
_ACK_RE = patterns.compile(
    r"\b(?:already|tried|previously|without success|no luck|skip|skipping|avoid|ruled out|"
    r"didn'?t (?:help|work|fix)|did not (?:help|work|fix)|doesn'?t (?:help|work)|"
    r"does not (?:help|work)|failed|no longer|stopped working|rather than|instead of|"
    r"not again|no need)\b",
    patterns.IGNORECASE,
)
_ESCALATION_RE = patterns.compile(
    r"escalat|specialist|hand(?:ing|ed)? (?:this |it |you )?over", patterns.IGNORECASE
)
_REFUSAL_RE = patterns.compile(
    r"^\W*(?:(?:i'?m|i am) sorry|sorry|unfortunately|as an ai(?: language model)?)?[,.]?\s*"
    r"(?:but\s+)?i\s+(?:can(?:no|')t|am unable to|won'?t|must decline to)\s+"
    r"(?:help|assist|comply|provide|do that|answer)",
    patterns.IGNORECASE,
)
_REFUSAL_MAX_CHARS = 300


@dataclass(frozen=True)
class GuardFindings:
    """What the guard found wrong with a reply; all empty means it passed."""

    repeated_steps: tuple[str, ...] = ()
    missing_fix: str | None = None
    missing_escalation: bool = False

    @property
    def passed(self) -> bool:
        return not self.repeated_steps and self.missing_fix is None and not self.missing_escalation


def looks_like_refusal(text: str) -> bool:
    """A short reply that only declines ("I'm sorry, but I can't help with that")."""
    return len(text) <= _REFUSAL_MAX_CHARS and bool(_REFUSAL_RE.search(text.strip()))


def review(text: str, context: ReplyContext) -> GuardFindings:
    escalate = context.fix_no_longer_works and bool(context.known_fixes)
    # When the known fix no longer works, suggesting it again is as wrong as a failed step.
    banned = (*context.known_failures, *(context.known_fixes if escalate else ()))
    allowed = () if escalate else context.known_fixes
    repeated = tuple(step for step in banned if _suggested_as_new(step, text, allowed))
    missing_fix = None
    if context.known_fixes and not escalate and not _mentions(context.known_fixes[0], text):
        missing_fix = context.known_fixes[0]
    return GuardFindings(
        repeated_steps=repeated,
        missing_fix=missing_fix,
        missing_escalation=escalate and not _ESCALATION_RE.search(text),
    )


def repair_lines(findings: GuardFindings) -> list[str]:
    """Lines to append for the repairable findings (not for repeated steps)."""
    lines: list[str] = []
    if findings.missing_fix:
        lines.append(
            f'From your previous sessions, "{findings.missing_fix}" worked, '
            "so please try that first."
        )
    if findings.missing_escalation:
        lines.append(
            "I'm escalating this to a specialist with your full history, "
            "so you won't have to repeat anything."
        )
    return lines


def describe(findings: GuardFindings) -> str:
    """The ``guard`` metadata value: what was found and what was done about it."""
    if findings.repeated_steps:
        steps = ", ".join(f'"{s}"' for s in findings.repeated_steps)
        return f"replaced with the scripted reply: the LLM suggested {steps} again, already tried"
    done = []
    if findings.missing_fix:
        done.append(f'appended missing known fix "{findings.missing_fix}"')
    if findings.missing_escalation:
        done.append("appended missing escalation")
    return "; ".join(done) or "passed"


def _key_terms(step: str) -> frozenset[str]:
    terms = term_set(step)
    return (terms - GENERIC_TERMS) or terms


def _mentions(step: str, text: str) -> bool:
    key = _key_terms(step)
    return bool(key) and key <= term_set(text)


def _suggested_as_new(step: str, text: str, allowed: tuple[str, ...]) -> bool:
    key = _key_terms(step)
    for sentence in _SENTENCE_RE.split(text):
        words = term_set(sentence)
        if not key or not key <= words or _ACK_RE.search(sentence):
            continue
        # "Restart your router" is not "Restart application" when the router is the fix.
        if any(key < _key_terms(fix) and _key_terms(fix) <= words for fix in allowed):
            continue
        return True
    return False
