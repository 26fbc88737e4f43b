"""Issue templates: their headings are labels, and what was expected is not what happened.

Customers filing a bug on a tracker fill in a template: "### Bug Description", "**Platform**",
"### Expected behavior", "**Actual results**". The headings are no clauses of the customer's
("**Expected results**" was read as a step "Expect results"), and the lines under an
"Expected behavior" heading tell how things should be ("Cura starts normally", "I can
connect"), which the reader would take as a fix. This module drops both before the message
is cut into clauses, and the label of "**Reproducing the issue**: ..." before its text; the
other sections stay as they are.

An expected section ends at the next heading, or after its first line when no heading
follows (whitespace runs are already one line break, so a blank line cannot end it).
"""

from __future__ import annotations

from support_memory.patterns import IGNORECASE, compile

# "### Expected behavior", "**Platform**", "__Steps__", "Expected results:" alone on a line
_MARKDOWN_HEADING = compile(
    r"^\s*(?:#{1,6}\s+\S.*|\*\*[^*]{1,60}\*\*\s*:?|__[^_]{1,60}__\s*:?)\s*$"
)
# a plain "Expected behavior" / "Actual results" line (other plain labels, such as "Steps to
# reproduce:", stay: ``clauses.lists`` reads the list under them)
_LABEL_HEADING = compile(
    r"^\s*(?:expected|actual|observed|current)\s+(?:behaviou?rs?|results?|outcome)\s*:?\s*$",
    IGNORECASE,
)
_EXPECTED = compile(r"^[\s#*_]*(?:expected|expectation)\b", IGNORECASE)
# "Expected behavior: I can connect." on one line: the label and what should happen
_EXPECTED_INLINE = compile(
    r"^[\s#*_]*expected (?:behaviou?rs?|results?|outcome)[\s*_]*:", IGNORECASE
)
# "**Reproducing the issue**: Connecting to the WiFi ...": a label, then the text
_INLINE_LABEL = compile(r"^\s*(?:\*\*[^*]{1,60}\*\*|__[^_]{1,60}__)\s*:\s*")
_MAX_HEADING_WORDS = 6


# a template's checklist: "- [x] I have restarted the app" was done, "- [ ] ..." was not
_TICKED = compile(r"^(\s*(?:[-*+]\s*)?)\[[xX\x{2713}\x{2714}]\]\s*")
_UNTICKED = compile(r"^\s*(?:[-*+]\s*)?\[\s?\]\s")


def drop_template_sections(message: str) -> str:
    """``message`` without template headings and without what its "Expected" section says."""
    plain = "\n" not in message and "**" not in message and "__" not in message
    if plain and not _EXPECTED_INLINE.match(message):
        return message
    kept: list[str] = []
    expected_lines = 0  # lines left to drop under an "Expected" heading (-1: to the next one)
    for line in message.split("\n"):
        if _EXPECTED_INLINE.match(line):
            expected_lines = 0
            continue
        if _is_heading(line):
            expected_lines = 1 if _EXPECTED.match(line) else 0
            continue
        if expected_lines and line.strip():
            expected_lines -= 1
            continue
        if "[" in line:
            if _UNTICKED.match(line):
                continue  # "- [ ] I have tried reinstalling": a box left empty, not done
            line = _TICKED.sub(r"\1", line, count=1)  # "- [x] I have restarted the app"
        kept.append(_INLINE_LABEL.sub("", line, count=1))
    return "\n".join(kept)


def _is_heading(line: str) -> bool:
    if len(line.split()) > _MAX_HEADING_WORDS and not line.lstrip().startswith("#"):
        return False
    return bool(_MARKDOWN_HEADING.match(line) or _LABEL_HEADING.match(line))
