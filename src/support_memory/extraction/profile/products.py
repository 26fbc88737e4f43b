"""Product detection: which product a customer message names, if any.

Two sources, tried in this order:

1. well-known software named as customers spell it ("Outlook", "Google Drive", "Zoom");
2. a name the lexicon does not know, written as a run of capitalised words
   ("my Acme PDF Suite", "Globex Cloud Backup keeps failing") — the customer's own product.

The second kind is the product the support desk serves; extraction calls it "the app" in
attempts and incidents and keeps its full name in the PROFILE memory and ``product`` field.
"""

from __future__ import annotations

from bisect import bisect_left
from functools import lru_cache

from support_memory.extraction.language.custom import CUSTOM
from support_memory.extraction.language.lexicon import words
from support_memory.extraction.profile.setup_words import DEVICE_BRANDS, DEVICE_KINDS
from support_memory.extraction.steps.verbs import is_verb_form
from support_memory.patterns import IGNORECASE, Match, Pattern, compile, escape

KNOWN_PRODUCTS = (
    "Microsoft Outlook",
    "Outlook",
    "Microsoft Teams",
    "Teams",
    "Zoom",
    "Slack",
    "Skype",
    "Google Chrome",
    "Chrome",
    "Firefox",
    "Safari",
    "Microsoft Edge",
    "Edge",
    "Opera",
    "Brave",
    "Excel",
    "Word",
    "PowerPoint",
    "OneNote",
    "OneDrive",
    "SharePoint",
    "Office 365",
    "Microsoft 365",
    "Office",
    "Google Drive",
    "Google Docs",
    "Google Sheets",
    "Gmail",
    "Google Meet",
    "Dropbox",
    "Box",
    "iCloud",
    "Photoshop",
    "Lightroom",
    "Illustrator",
    "Acrobat Reader",
    "Adobe Reader",
    "Acrobat",
    "QuickBooks",
    "Xero",
    "Salesforce",
    "Jira",
    "Confluence",
    "Trello",
    "Asana",
    "Notion",
    "Evernote",
    "Spotify",
    "Netflix",
    "WhatsApp",
    "Telegram",
    "Signal",
    "Discord",
    "Steam",
    "Thunderbird",
    "Apple Mail",
    "iTunes",
    "VS Code",
    "Visual Studio",
    "AutoCAD",
    "Webex",
    "GoToMeeting",
    "Citrix",
    "AnyConnect",
    "GlobalProtect",
    "Norton",
    "McAfee",
    "Avast",
    "Windows Defender",
    "Bitdefender",
)

# Capitalised words that start sentences or name things other than a product.
_NOT_NAME_WORDS = words(
    """I My Our The A An Hi Hello Hey Dear Thanks Thank When After Then Since Also And But So
    Just Still Now Today Yesterday Support Team Customer Service Help Desk IT It This That
    Please Ok OK Okay Yes No Not Tried Cleared Updated Restarted Reinstalled Ran Running
    Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May
    June July August September October November December Windows Mac macOS Linux Ubuntu
    Android iOS iPhone iPad Chromebook Business Pro Premium Enterprise Free Basic Plus Plan
    Wi-Fi WiFi Ethernet Bluetooth VPN DNS PDF PDFs USB HDMI SSD CPU RAM GPU PC
    Error Version Settings Preferences Control Panel Task Manager Device Manager Safe Mode
    Google Microsoft Apple Adobe Dell HP Lenovo Samsung Chrome If Is Are Do Does Did Can
    Could Would Should Will Why What How Where Who Any Every Each Both Neither None
    In On At For With From To Of By Via As Into Over Under Before During Until Because
    Pixel Galaxy Surface MacBook ThinkPad iMac Kindle Air Mini I've I'm I'd I'll Things Steps
    Sometimes Usually Always Often Maybe Perhaps Almost About Around Approximately Nearly
    Already Dr Mr Mrs Ms Miss Prof Your Their His Her We They You
    Room Suite Platform Gate Seat Coach Carriage Table"""
)
# a number may end in one letter: "OnePlus 6T", "Pixel 7a"
_WORD = r"[A-Z][A-Za-z0-9'&+-]*|[0-9]+(?:\.[0-9]+)*[A-Za-z]?"
# a run of two or more such words, not starting inside a word
_NAME_RE = compile(rf"(?:^|[^A-Za-z0-9'-])((?:{_WORD})(?:\s+(?:{_WORD}))+)", context=True)
# Names that end in a category word describe an app even when they are short.
_APP_CATEGORY = frozenset(
    {
        "Suite",
        "App",
        "Application",
        "Software",
        "Studio",
        "Manager",
        "Reader",
        "Editor",
        "Cloud",
        "Backup",
        "Sync",
        "Desktop",
        "Client",
        "Mail",
        "Connect",
        "Drive",
        "Pro",
    }
)


def _known_re() -> Pattern:
    return _names_re(CUSTOM.version)


@lru_cache(maxsize=2)
def _names_re(_version: int) -> Pattern:
    """Known products and the team's own (``EXTRACTION_LEXICON``), longest first."""
    names = sorted({*KNOWN_PRODUCTS, *CUSTOM.products}, key=len, reverse=True)
    return compile(  # a known name, with no letter right before or after it
        r"(?:^|[^A-Za-z])(" + "|".join(escape(n) for n in names) + r")(?:[^A-Za-z]|$)",
        context=True,
    )


def find_product(text: str) -> str | None:
    """The product named in ``text`` ("Acme PDF Suite", "Outlook"), or None."""
    found = find_products(text)
    return found[0] if found else None


def find_products(text: str) -> list[str]:
    """Every product named in ``text``, in order of first mention, without repeats."""
    hits: list[tuple[int, str]] = []
    taken: list[tuple[int, int]] = []
    for match in _known_re().finditer(text):
        if _known_in_context(text, match):
            hits.append((match.start(), match.group(0)))
            taken.append(match.span())
    starts = [a for a, _ in taken]
    for start, name in _unknown_names(text):
        # taken spans are sorted and apart: only the last one starting before the name's
        # end can overlap it
        before_end = bisect_left(starts, start + len(name))
        if not (before_end and taken[before_end - 1][1] > start):
            hits.append((start, name))
    return list(dict.fromkeys(name for _, name in sorted(hits)))


def is_own_product(name: str | None) -> bool:
    """True for a product the lexicon does not know: the support desk's own application,
    called "App" / "application" in memory texts (the full name lives in PROFILE)."""
    return bool(name) and name not in KNOWN_PRODUCTS and not _MODEL_CODE.search(name or "")


def named_as_device(text: str, name: str) -> bool:
    """Is ``name`` told as a device's model: after its maker ("the HP DeskJet 2720", "my
    laptop Lenovo IdeaPad 5") and not followed by "app"? Then it is no application of the
    desk's, and an incident keeps the device's name rather than calling it "the app"."""
    at = text.find(name)
    if at <= 0:
        return False
    before = text[:at].split()
    after = text[at + len(name) :].split(maxsplit=1)
    if after and after[0].lower().strip(".,!?") in _APP_WORDS:
        return False  # "the HP Smart app": an application after all
    if after and after[0].lower().strip(".,!?") in _KINDS_LOW and _MODEL_NUMBER.search(name):
        return True  # "my Aria 300 headphones", "my Mark IV camera": a model, then its kind
    return bool(before) and before[-1].lower() in _BRANDS_LOW


_KINDS_LOW = frozenset(kind for kind in DEVICE_KINDS if " " not in kind)
# a model's number: "300", "5D", "IV"
_MODEL_NUMBER = compile(r"\b(?:\d+[A-Za-z]*|[IVX]{1,4})$")
_APP_WORDS = frozenset({"app", "application", "software", "program", "website", "account"})
_BRANDS_LOW = frozenset(brand.lower() for brand in DEVICE_BRANDS if " " not in brand)


# "LaserJet M404", "QE55Q80", "Firestick 4k", "Ratgdo 2.5i": a model code names a device,
# not the desk's own application
_MODEL_CODE = compile(
    r"\b(?:[A-Za-z]+\d{2,}[A-Za-z\d]*|\d{2,}[A-Za-z]+[A-Za-z\d]*|\d+(?:\.\d+)*[A-Za-z])\b"
)


def _known_in_context(text: str, match: Match) -> bool:
    """Common words that are also product names count only when used as a name."""
    name = match.group(0)
    if name in {"Word", "Edge", "Box", "Office", "Signal", "Teams", "Steam", "Opera"}:
        end = match.start()
        while end > 0 and text[end - 1].isspace():
            end -= 1
        # the word before, read from a short window: the whole text before is no faster
        before = text[max(0, end - _LONGEST_CUE) : end].lower()
        return before.endswith(_NAME_CUES)
    return True


_NAME_CUES = (
    "my",
    "in",
    "on",
    "using",
    "use",
    "with",
    "the",
    "from",
    "of",
    "microsoft",
    "to",
    "open",
    "opened",
    "for",
)
_LONGEST_CUE = max(len(cue) for cue in _NAME_CUES)


# Capitalised names of device features, not products: "Touch ID stopped working".
_FEATURES = frozenset(
    {
        "touch id",
        "face id",
        "do not disturb",
        "windows hello",
        "find my",
        "night shift",
        "dark mode",
        "safe mode",
        "airplane mode",
        "low power mode",
        "low power",  # "Low Power Mode" once "Mode" is cut off the name
        "power saving",
        "battery saver",
        "wi-fi calling",
        "focus mode",
        "screen time",
        "bluetooth le",
        "control panel",
        "device manager",
        "task manager",
        "system preferences",
        "system settings",
        "credential manager",
        "event viewer",
    }
)


def _unknown_names(text: str) -> list[tuple[int, str]]:
    names: list[tuple[int, str]] = []
    for match in _NAME_RE.finditer(text):
        run = match.group(0).split()
        if run[0] in _REFERENCE_HEADS:
            continue  # "Order 99812", "Flight BA284": a reference, not a product
        if _is_an_amount(run) and not _A_PLAN_AFTER.match(text, match.end()):
            continue  # "Rs 1800", "Amount Rs 1245", "Money 6450": money, not a product
        offset = match.start()
        first, last = 0, len(run)
        while first < last and (run[first] in _NOT_NAME_WORDS or is_verb_form(run[first])):
            offset = text.index(run[first], offset) + len(run[first])
            first += 1
        while (
            last > first and run[last - 1] in _NOT_NAME_WORDS and run[last - 1] not in _APP_CATEGORY
        ):
            last -= 1
        words = run[first:last]
        if not _looks_like_name(words) or " ".join(words).lower() in _FEATURES:
            continue
        if words[-1].lower() in _MESSAGE_STATES:
            continue  # "it says Storage Full", "I get Access Denied": a message, no product
        if len(words) > 1 and words[-1].lower().strip(".") in _STREET_WORDS:
            continue  # "Power out on Elm Road", "Mill Lane": an address, no product
        if len(words) > 1 and words[-1].lower().strip(".,") in _PLACE_NAMES:
            continue  # "the Harbourview Hotel", "the Premier Inn", "the Post Office": a place
        start = text.index(words[0], offset)
        if _NAMED_AS.search(text[max(0, start - _NAMED_REACH) : start]):
            continue  # "under my name, Margaret Ellison", "correct is 'Gul Khan'", "show 'Err 4'"
        after = text[start + len(" ".join(words)) :].split(maxsplit=1)
        if after and after[0].lower().strip(".,!?") in _PLACE_AFTER:
            continue  # "your Manchester Piccadilly hotel", "a Delay Repay claim": no product
        if _travelled_to(text, start):
            continue  # "the train from Leeds to Manchester Piccadilly": places, no product
        if _POSTCODE.search(text[start : start + len(match.group(0)) + _POSTCODE_TAIL]):
            continue  # "12 Elm Close, York YO24 3LP": an address, no product
        if words[-1].isdigit() and after and after[0].lower().strip(".,!?") in _COUNTED:
            continue  # "your hotel in Leeds 2 nights": a place and a count, no product
        if _SIGN_OFF.search(text[max(0, start - _SIGN_OFF_REACH) : start]):
            continue  # "Kind regards, Margaret Hollis": the sender, not a product
        if _last_line_is(text, words):
            continue  # "... on my behalf?\n\nMargaret Ellison": the sender signs
        names.append((start, " ".join(words)))
    return names


# what a name before these words names: a place or a scheme, not the customer's product
_PLACE_AFTER = frozenset(
    {"hotel", "store", "shop", "branch", "station", "airport", "office", "clinic", "surgery"}
    | {"centre", "center", "depot", "claim", "scheme", "desk", "hospital", "pharmacy"}
)
# a name right after these words is where someone went, when the sentence tells of a journey
# (not "moved": "I moved from Google Photos to Amazon Photos" names products)
_TO_A_PLACE = compile(r"(?i)\b(?:from|to|via|in|at)\s+(?:the\s+)?$")
_JOURNEY = compile(
    r"(?i)\b(?:flights?|flew|fly|flying|trains?|bus|coach|ferry|journey|trip|travel(?:l?ed|l?ing)?|"
    r"drove|driving|route|holiday|visiting|platform)\b|"
    r"\b\d{1,2}[:.]\d{2}\s+(?:from|to)\b"  # "the 17:42 from Leeds": a train or a coach
)
_JOURNEY_REACH = 80
# a British postcode: "YO24 3LP", "SW1A 1AA"
_POSTCODE = compile(r"\b[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}\b")
_POSTCODE_TAIL = 3


def _travelled_to(text: str, start: int) -> bool:
    """Is the name at ``start`` a place someone went from, to or through?"""
    before = text[max(0, start - _JOURNEY_REACH) : start]
    if not _TO_A_PLACE.search(before[-12:]):
        return False
    return bool(_JOURNEY.search(before) or _JOURNEY.search(text[start : start + _JOURNEY_REACH]))


# the last word of a place's name: "the Seacliff Hotel", "the Premier Inn", no product
_PLACE_NAMES = frozenset(
    {"hotel", "inn", "motel", "hostel", "lodge", "resort", "office", "branch", "clinic"}
    | {"surgery", "hospital", "pharmacy", "airport", "centre", "center", "depot", "bank"}
)
# what a name after these words is: a person's name, or what a screen or a paper shows
_NAMED_AS = compile(
    r"(?i)(?:\bname(?:s|d)?(?: is| was| as| to)?|\bcalled|\bcorrect(?: one)? is|\bwritten(?: as)?|"
    r"\b(?:show|shows|showed|showing|say|says|said|reads|displays?|displayed|message|error))"
    r"\s*[,:]?\s*['\"\x{2018}\x{201c}]?\s*$"
)
_NAMED_REACH = 24
# what a number before these words counts: "Leeds 2 nights" is no model "Leeds 2"
_COUNTED = frozenset(
    {"night", "nights", "day", "days", "week", "weeks", "month", "months", "year", "years"}
    | {"hour", "hours", "hrs", "minutes", "mins", "times", "people", "adults", "kids", "bags"}
)
# words that head a reference number or a reading ("Pressure 0.5"), never a product's name
_REFERENCE_HEADS = words(
    """Order Invoice Ticket Case Ref Reference Booking Flight Policy Claim Receipt PNR Parcel
    Tracking Membership Member Reg Registration Transaction Payment Refund Contract Pressure
    Temperature Temp Voltage Reading Balance Level Account Pack Voucher Promo Code"""
)


# words that head a sum of money ("Money Manager 10.3.5" is still a product)
_AMOUNT_HEADS = words(
    """Amount Money Total Price Cost Fee Rs INR Nu Rp Tk Ksh KES PHP Php USD EUR GBP AUD CAD
    NZD"""
)


# ... but "a Rs 299 plan" names the customer's plan
_A_PLAN_AFTER = compile(r"\s+(?:plan|pack|tariff|bundle|recharge|package)\b", IGNORECASE)


def _is_an_amount(run: list[str]) -> bool:
    """Is the run of words a sum: money words, then a number?"""
    heads = 0
    while heads < len(run) and run[heads] in _AMOUNT_HEADS:
        heads += 1
    return 0 < heads < len(run) and run[heads][0].isdigit()


# the last word of a street's name: an address, not a product
_STREET_WORDS = frozenset(
    {"road", "rd", "street", "st", "lane", "ln", "avenue", "ave", "close", "crescent", "terrace"}
    | {"boulevard", "blvd", "gardens", "square", "grove", "mews", "parade", "court", "estate"}
)
# the last word of a message a screen shows, not of a product's name
_MESSAGE_STATES = frozenset(
    {"full", "denied", "failed", "error", "expired", "blocked", "invalid", "unavailable"}
    | {"offline", "required", "declined", "rejected", "locked", "disabled", "suspended"}
    | {"restricted", "detected", "refused", "exceeded", "forbidden", "unauthorized"}
)


def _last_line_is(text: str, words: list[str]) -> bool:
    """Is the text's last line, after a line break, just these words (letters only)?"""
    lines = [line.strip(" .,!") for line in text.strip().splitlines() if line.strip()]
    return (
        len(lines) > 1
        and lines[-1].split() == words
        and all(word.replace("-", "").replace("'", "").isalpha() for word in words)
    )


# the words that close a letter before the sender's name
_SIGN_OFF_WORDS = (
    r"(?:regards|thanks|thank you|thx|cheers|sincerely|best|best wishes|faithfully|truly|"
    r"many thanks)"
)
_SIGN_OFF = compile(rf"(?i)\b{_SIGN_OFF_WORDS}\s*[,\n-]\s*$")
_SIGN_OFF_REACH = 24
# "Kind regards", "Yours faithfully": a clause that is only the closing words
_SIGN_OFF_CLAUSE = compile(
    rf"(?i)^\W*(?:kind |best |warm |warmest |with |yours )?{_SIGN_OFF_WORDS}\W*$"
)


# "Kind regards", "Yours faithfully": the closings that end a letter for good (a "thanks" may
# close a paragraph and the setup be told after it)
_FORMAL_SIGN_OFF = compile(
    r"(?i)^\W*(?:(?:kind|best|warm|warmest|with) )?regards\W*$|^\W*(?:yours )?(?:sincerely|"
    r"faithfully|truly)\W*$|^\W*(?:best wishes|best|yours)\W*$"
)


def is_formal_sign_off(clause: str) -> bool:
    """ "Best regards": a closing after which only the sender's signature follows."""
    return _FORMAL_SIGN_OFF.match(clause) is not None


def is_sign_off(clause: str) -> bool:
    """ "Kind regards": a clause that only closes a letter (the next names the sender)."""
    return _SIGN_OFF_CLAUSE.match(clause) is not None


def is_signature(clause: str) -> bool:
    """ "Margaret Holloway", "Sam": a name of up to three capitalised words."""
    words = clause.strip(" .,!").split()
    return 0 < len(words) <= _NAME_WORDS and all(w[:1].isupper() for w in words)


_NAME_WORDS = 3


def _looks_like_name(words: list[str]) -> bool:
    if len(words) < 2 or words[0][0].isdigit():
        return False
    if any(w in _NOT_NAME_WORDS and w not in _APP_CATEGORY for w in words[:1]):
        return False
    return any(w[:1].isupper() and not w.isupper() for w in words) or words[-1] in _APP_CATEGORY
