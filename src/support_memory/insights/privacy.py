"""The privacy filter: which texts may be counted across customers at all.

A text that contains any of these is never aggregated (no fact, no key, no count):

* an email address, a URL or a web domain;
* a phone number, a card number or any run of 7+ digits (dates included: counting them
  is not worth the risk);
* an order, ticket, case, invoice, account or reference number ("order #48213");
* a token with 6+ digits (an id such as "AB1234567"; ``0x`` error codes are allowed);
* a name-like token: a known given or family name in any case (``names``); a title
  followed by a capitalised word ("Dr Okafor"); a capitalised word inside the text that
  is not a known product or technical word ("ask Zorvath", "Jane's laptop"); a capitalised
  first word that is neither an English word nor such a term.

Product names are capitalised by nature, so for ``kind="product"`` the capitalised-word
rules are left out; the other rules still apply. The filter is deliberately eager: a false
alarm only leaves one text out of the statistics. k-anonymity (``INSIGHTS_MIN_CUSTOMERS``)
is the second line: a text that slips through is still shown only once that many distinct
customers wrote it.
"""

from __future__ import annotations

from typing import Literal

import simplemma

from support_memory import patterns
from support_memory.insights.names import NAMES

Kind = Literal["symptom", "step", "product"]
_I = patterns.IGNORECASE

_EMAIL = patterns.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_URL = patterns.compile(
    r"(?:https?://|ftp://|www\.)\S|\b[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|io|co|uk|de|fr|"
    r"info|biz|app|dev|ai|us|ca|au|eu|nl|es|it|ch|se|no|be|at|jp|cn|in|ru|br|me|tv|ly|gov|"
    r"edu)\b",
    _I,
)
_NUMBER_RUN = patterns.compile(r"\+?\(?\d[\d \t().\-/]*\d")
_REFERENCE = patterns.compile(
    r"\b(?:order|ticket|case|invoice|account|acct|ref|reference|confirmation|tracking|"
    r"serial|customer|member|policy|booking|receipt)\s*(?:no\.?|num(?:ber)?|id|#)?\s*[:#]?"
    r"\s*#?\s*[a-z]*-?\d{3,}|#\s*\d{3,}",
    _I,
)
_TITLE = patterns.compile(r"\b(?:mr|mrs|ms|miss|mx|dr|prof|sir|madam|dame)\.?\s+[A-Z]", _I)
_PHONE_DIGITS = 7
_ID_DIGITS = 6
_SENTENCE_END = ".!?:;"
_EDGE = "\"'“”‘’()[]{}<>,.!?:;*"

# Capitalised words that are products, platforms or technical terms, not people.
VOCABULARY = frozenset(
    """
    windows mac macbook macos ios ipados iphone ipad android linux ubuntu debian fedora
    chrome chromebook chromecast firefox safari edge opera brave outlook teams zoom slack
    skype excel word powerpoint onenote onedrive sharepoint office microsoft google gmail
    drive docs sheets meet dropbox icloud adobe acrobat reader photoshop lightroom
    illustrator apple samsung pixel galaxy xbox playstation nintendo switch netgear linksys
    tp-link asus dell hp lenovo acer canon epson sonos roku garmin fitbit logitech norton
    mcafee avast defender firewall bluetooth wi-fi wifi ethernet internet explorer safe
    mode settings control panel task manager device store app play java python node docker
    kubernetes vpn dns pdf usb hdmi sd cloud suite pro plus desktop mobile web server
    unpair re-pair repair reinstall uninstall resync re-sync relaunch reboot power-cycle
    re-enable re-add relogin re-login unplug replug reseat reflash reconnect rollback
    """.split()  # noqa: SIM905 - a word list reads better as words
)


def is_shareable(text: str, kind: Kind = "step") -> bool:
    """True when ``text`` may be counted across customers (module docstring)."""
    if not text.strip():
        return False
    if _EMAIL.search(text) or _URL.search(text) or _REFERENCE.search(text):
        return False
    if _TITLE.search(text) or _has_number(text):
        return False
    words = _words(text)
    if any(word.lower() in NAMES for word, _ in words):
        return False
    if kind == "product":
        return True
    return not any(_name_like(word, initial) for word, initial in words)


def _has_number(text: str) -> bool:
    for found in _NUMBER_RUN.finditer(text):
        start = found.start()
        if start > 0 and text[start - 1].isalnum():
            continue  # glued to a word: an error code such as 0x80070005 or E-1603
        if sum(ch.isdigit() for ch in found.group()) >= _PHONE_DIGITS:
            return True
    for chunk in text.split():
        token = chunk.strip(_EDGE)
        if sum(ch.isdigit() for ch in token) >= _ID_DIGITS and not token.lower().startswith("0x"):
            return True
    return False


def _words(text: str) -> list[tuple[str, bool]]:
    """The text's words without edge punctuation and possessive ``'s``, each with whether
    it starts a sentence."""
    found: list[tuple[str, bool]] = []
    initial = True
    for chunk in text.split():
        word = chunk.strip(_EDGE)
        for suffix in ("'s", "’s"):
            word = word.removesuffix(suffix)
        if word:
            found.append((word, initial))
        initial = chunk.rstrip("\"'”’)]").endswith(tuple(_SENTENCE_END))
    return found


def _name_like(word: str, initial: bool) -> bool:
    if not _capitalised(word):
        return False
    parts = [part for part in word.lower().split("-") if part]
    if all(part in VOCABULARY for part in parts) or word.lower() in VOCABULARY:
        return False
    if not initial:
        return True
    return not all(simplemma.is_known(part, lang="en") for part in parts)


def _capitalised(word: str) -> bool:
    """ "Zorvath", "McKay", "Jean-Luc": an upper-case first letter and lower case after it
    (acronyms such as "PDF" and "VPN" are not names)."""
    return word[:1].isupper() and any(ch.islower() for ch in word[1:])
