"""``clean_email``: the part of an email body the customer wrote this time.

An email usually carries the whole thread below the new text. Extracting from all of it
would learn the old messages again, as if the customer had just said them. This keeps only
the new text, line by line, in this order:

1. **Forwarded headers** ("---------- Forwarded message ---------", "Begin forwarded
   message:", an Outlook header block whose subject starts with FW:) are removed with the
   From/Date/Subject/To lines under them; the forwarded body stays: it is what the
   customer chose to send us (an error report, say).
2. **Quoted replies** end the new text: "On … wrote:" (also wrapped over two lines, and its
   French, German and Spanish forms), "-----Original Message-----", and Outlook's
   From/Sent header block (with or without the line of underscores above it).
3. Lines quoted with ``>`` are dropped wherever they are (inline replies keep the
   customer's own lines in between).
4. **Signatures** end the new text: the ``-- `` delimiter, "Sent from my iPhone" and the
   like, and a closing line ("Best regards,", "Thanks,") with at most a few short lines
   under it.
5. **Legal footers** end the new text: "CONFIDENTIALITY NOTICE", "This email and any
   attachments are confidential…", "If you are not the intended recipient…".

A pure function over plain text; every pattern is linear-time (``support_memory.patterns``).
"""

from __future__ import annotations

from support_memory import patterns
from support_memory.text import collapse_whitespace

_I = patterns.IGNORECASE

_FORWARD_MARKER = patterns.compile(
    r"^\s*(?:-{2,}\s*forwarded message\s*-{2,}|begin forwarded message:?|"
    r"-{2,}\s*forwarded by .*-{2,})\s*$",
    _I,
)
_HEADER = patterns.compile(r"^\s*\*?(?:from|sent|date|to|cc|bcc|subject|reply-to)\*?\s*:", _I)
_FORWARD_SUBJECT = patterns.compile(r"^\s*\*?subject\*?\s*:\s*(?:fw|fwd)\s*:", _I)
_WROTE_LINE = patterns.compile(
    r"^\s*(?:on\s.*\swrote|le\s.*\sa\s+\wcrit|am\s.*\sschrieb.*|el\s.*\sescrib\w)\s*:\s*$", _I
)
_WROTE_START = patterns.compile(r"^\s*(?:on|le|am|el)\s", _I)
_WROTE_END = patterns.compile(r"(?:wrote|a\s+\wcrit|schrieb.*|escrib\w)\s*:\s*$", _I)
_ORIGINAL = patterns.compile(r"^\s*-{2,}\s*original message\s*-{2,}\s*$", _I)
_UNDERSCORES = patterns.compile(r"^\s*_{10,}\s*$")
_OUTLOOK_FROM = patterns.compile(r"^\s*\*?from\*?\s*:\s*\S", _I)
_OUTLOOK_SENT = patterns.compile(r"^\s*\*?(?:sent|date)\*?\s*:\s*\S", _I)
_QUOTED = patterns.compile(r"^\s*>")
_SIG_DELIMITER = patterns.compile(r"^--\s?$")
_DEVICE_LINE = patterns.compile(
    r"^\s*(?:sent from my\s|sent from mail for\s|sent from yahoo mail|get outlook for\s|"
    r"sent via\s)",
    _I,
)
_SIGN_OFF = patterns.compile(
    r"^\s*(?:thanks|thank you|thanks again|many thanks|thx|best|best regards|kind regards|"
    r"warm regards|warmest regards|regards|cheers|sincerely|yours sincerely|yours truly|"
    r"all the best|br|kr|talk soon)\s*[,.!]?\s*$",
    _I,
)
_FOOTER = patterns.compile(
    r"^[\s*]*(?:confidentiality notice|confidential(?:ity)?\s*:|disclaimer\s*:?|"
    r"legal notice|privileged\s*(?:and|&)\s*confidential|"
    r"(?:this|the)\s+(?:e-?mail|message|communication)(?:\s+and\s+any\s+\S+(?:\s+\S+){0,4})?"
    r"\s+(?:is|are|may be|contains?|may contain)\s+(?:strictly\s+)?"
    r"(?:confidential|privileged|intended)|"
    r"the information (?:contained )?in this (?:e-?mail|message)|"
    r"if you (?:are not the intended recipient|have received this (?:e-?mail|message) in error)|"
    r"please consider the environment before printing)",
    _I,
)
_SIGNATURE_LINES = 6  # a closing line ends the new text if at most this many lines follow
_HEADER_WINDOW = 6  # how far below "From:" Outlook's "Sent:" may be


def clean_email(body: str) -> str:
    """The new text of an email ``body`` (module docstring); ``""`` if there is none."""
    lines = body.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    lines = _without_forward_headers(lines)
    lines = lines[: _quote_start(lines)]
    lines = [line for line in lines if not _QUOTED.match(line)]
    lines = lines[: _signature_start(lines)]
    lines = lines[: _footer_start(lines)]
    return collapse_whitespace("\n".join(lines))


def _without_forward_headers(lines: list[str]) -> list[str]:
    """Drop each forwarded-message marker and the header lines under it."""
    kept: list[str] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        if _FORWARD_MARKER.match(line):
            index = _skip_headers(lines, index + 1)
            continue
        if _outlook_block(lines, index) and _forwarded_block(lines, index):
            index = _skip_headers(lines, index)
            continue
        following = index + 1 < len(lines) and _outlook_block(lines, index + 1)
        if _UNDERSCORES.match(line) and following and _forwarded_block(lines, index + 1):
            index += 1  # Outlook's separator line above a forwarded header block
            continue
        kept.append(line)
        index += 1
    return kept


def _skip_headers(lines: list[str], index: int) -> int:
    """The first line after the header lines that start at ``index`` (blank lines before
    them included)."""
    while index < len(lines) and not lines[index].strip():
        index += 1
    while index < len(lines) and _HEADER.match(lines[index]):
        index += 1
    return index


def _outlook_block(lines: list[str], index: int) -> bool:
    """``From:`` with ``Sent:``/``Date:`` a few lines below: Outlook's quoted header."""
    if not _OUTLOOK_FROM.match(lines[index]):
        return False
    below = lines[index + 1 : index + 1 + _HEADER_WINDOW]
    return any(_OUTLOOK_SENT.match(line) for line in below)


def _forwarded_block(lines: list[str], index: int) -> bool:
    below = lines[index : index + 1 + _HEADER_WINDOW]
    return any(_FORWARD_SUBJECT.match(line) for line in below)


def _quote_start(lines: list[str]) -> int:
    """Where the quoted earlier thread begins (``len(lines)``: nowhere)."""
    for index, line in enumerate(lines):
        if _WROTE_LINE.match(line) or _ORIGINAL.match(line):
            return index
        following = lines[index + 1] if index + 1 < len(lines) else ""
        if _WROTE_START.match(line) and _WROTE_END.search(following):
            return index  # "On Mon, … John Smith <" / "john@example.com> wrote:"
        if _UNDERSCORES.match(line) and _OUTLOOK_FROM.match(following):
            return index
        if _outlook_block(lines, index):
            return index
    return len(lines)


def _signature_start(lines: list[str]) -> int:
    for index, line in enumerate(lines):
        if _SIG_DELIMITER.match(line) or _DEVICE_LINE.match(line):
            return index
        if _SIGN_OFF.match(line) and _has_text(lines[:index]):
            rest = [other for other in lines[index + 1 :] if other.strip()]
            if len(rest) <= _SIGNATURE_LINES:
                return index
    return len(lines)


def _footer_start(lines: list[str]) -> int:
    for index, line in enumerate(lines):
        if _FOOTER.match(line):
            return index
    return len(lines)


def _has_text(lines: list[str]) -> bool:
    return any(line.strip() for line in lines)
