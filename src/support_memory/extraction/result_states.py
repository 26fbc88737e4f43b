"""Good news told as a plain state after a step: "it's charging now", "calls ring normally now".

The outcome patterns name the usual success phrases; this rule catches the open-ended rest:
a thing (not the customer) as subject, the word "now", and nothing that reports a problem,
a process still running ("it's updating now") or a change for the worse.
"""

from __future__ import annotations

import re

from support_memory.extraction.symptoms import has_symptom

_LEAD = r"^(?:(?:and|so|but|then|now|yes|yay|ok|okay|great|perfect|finally|thankfully)\s*,?\s+)*"
_THING_NOW = re.compile(
    _LEAD + r"(?:it|they|everything|(?:the|my|our|all the|both) (?:[\w-]+\s+){0,2}?[\w-]+|"
    r"[\w-]+s)(?:'s|'re|\s+is|\s+are)?\s+(?:\w+\s+){0,4}?now\b|"
    + _LEAD
    + r"now\s+(?:it|they|everything|(?:the|my|our|all the|all|both) [\w-]+|[\w-]+s|"
    r"(?:i|we) (?:get|see|receive|hear)\b)"
)
_BAD = re.compile(
    r"n't\b|\b(?:not|no|never|nobody|nothing|none|no one|still|only|even|again|instead|"
    r"different|another|other|same|worse|wrong|weird|strange|louder|dead|black|gr[ae]y|blank|"
    r"empty|asks?|asking|says?|saying|shows?|showing|wants?|keeps?|error|missing|gone|off|"
    r"down|too|has to|have to|need|needs|just|either|also|tells?)\b"
)
# "it's updating now" is a process under way, not a result
_PROCESS = re.compile(
    r"\b(?:updat|install|reinstall|download|reboot|restart|reset|scann|repair|restor|check|"
    r"process|load|copy|copying|transferr|verify|verifying|index|search|wait|boot|"
    r"configur|prepar|rebuild)\w*ing\b"
)
_ENDS_DID = re.compile(r"^(?:but\s+|and\s+)?(?:\w+ing\b.*\b|(?:the|a|an) \w+.*\b)(did)$")


_MADE_IT = re.compile(
    _LEAD + r"(?:(?:which|that|this|it)\s+(?:has\s+)?made (?:it|them|things|everything|the \w+)|"
    r"made (?:it|them|things|everything))\s+(?:\w+\s+)?\w+(?:\s+again)?$"
)


_MADE_WORSE = re.compile(
    r"n't\b|\b(?:not|no|worse|slower|harder|impossible|unusable|useless|unstable|weird|louder)\b"
)


def now_result(low: str) -> tuple[bool, int] | None:
    """``(state, start)`` when ``low`` reads as good news, else None."""
    if _MADE_IT.match(low) and not _MADE_WORSE.search(low) and not has_symptom(low):
        return False, 0  # "which made it sharp again"
    ends = _ENDS_DID.match(low)
    if ends:  # "but swapping the cable did": the step is the subject, "did" its success
        return False, ends.start(1)
    if not _THING_NOW.match(low) or _BAD.search(low) or _PROCESS.search(low):
        return None
    if has_symptom(low) or low.endswith("?"):
        return None
    return True, 0
