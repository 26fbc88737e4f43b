"""Profile facts: stable facts about the customer's setup, as short "Uses ..." texts.

Products ("Uses Acme PDF Suite"), operating systems ("Uses Windows 11"), devices ("Uses a
Chromebook"), versions ("Uses version 5.2") and plans ("On Business plan"). Only the
customer's own statements count: questions, other people's setups ("my colleague uses a
Mac") and things left behind ("switched from Zoom to Teams" keeps only Teams) are skipped.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from support_memory.extraction.language.custom import CUSTOM
from support_memory.extraction.language.lexicon import THIRD_PARTIES
from support_memory.extraction.profile.products import find_products
from support_memory.extraction.profile.setup_words import (
    BRAND_KINDS,
    DEVICE_BRANDS,
    DEVICE_FAMILIES,
    DEVICE_KINDS,
    DEVICE_NAMES,
    EVERYDAY_WORDS,
    KIND_MODIFIERS,
    OS_FAMILIES,
    PLAN_WORDS,
)
from support_memory.extraction.profile.truecase import truecase
from support_memory.extraction.steps.verbs import is_past
from support_memory.patterns import IGNORECASE, Match, Pattern, any_of, compile, escape, not_before

OS_RE = compile(
    r"\b(Windows(?: Server)?(?: (?:\d+(?:\.\d+)?|XP|Vista|NT))?|macOS(?: (?:"
    # a release by name, typed in any case, and its number: "macOS sonoma 14.1.1"
    r"(?i:sequoia|sonoma|ventura|monterey|big sur|catalina|mojave|high sierra)"
    r"(?: \d+(?:\.\d+)*)?|[A-Z][a-z]+|\d+(?:\.\d+)*))?"
    r"|Mac ?OS(?: X)?(?: \d+(?:\.\d+)*)?|OS X|Ubuntu(?: \d+\.\d+)?|Linux Mint|Linux|"
    r"Fedora(?: \d+)?|Debian(?: \d+)?|Chrome ?OS|ChromeOS|iOS(?: \d+(?:\.\d+)*)?|"
    r"iPadOS(?: \d+(?:\.\d+)*)?|Android(?: \d+(?:\.\d+)*)?|watchOS(?: \d+(?:\.\d+)*)?|"
    r"MIUI(?: \d+(?:\.\d+)*)?)\b"
    # not a Windows feature or an app named after the system ("Windows Defender")
    + not_before(
        *(
            f" {w}"
            for w in [
                "Defender",
                "Update",
                "Hello",
                "Explorer",
                "Store",
                "Security",
                "Firewall",
                "app",
                "version",
            ]
        )
    ),
    context=True,
)
_PLAN_NAMES = (
    r"(?:free|basic|pro|premium|business|enterprise|team|teams|starter|standard|plus|"
    r"family|personal|professional|ultimate|home|student|trial)"
)
_PLAN_KINDS = "|".join(PLAN_WORDS[:-1])
_PLAN_RE = compile(
    rf"\b(?:on|have|has|with|using|use|subscribed to|pay for|paying for|upgraded to|bought|"
    # "I already upgrade to the 200GB plan": a non-native writer's past tense
    rf"already upgrade to|downgraded to|switched to|got)\s+"
    rf"(?:the|a|an|our|my|your|ur|yr)?\s*((?:{_PLAN_NAMES}|[A-Z0-9][\w+-]*)"
    # up to three more words: "Unlimited 5G", "12gb sim only", "Fixed Saver 12M"
    rf"(?:\s+[\w+-]+){{0,3}}?)\s+(?:{_PLAN_KINDS})\b",
    IGNORECASE,
)
# "i upgraded to unlimited in the app": a known plan moved to, told without "plan"
_PLAN_UPGRADED_RE = compile(
    rf"\b(?:upgraded|downgraded|switched|moved) to (?:the )?({_PLAN_NAMES}|unlimited)\b"
    + not_before(*(f" {kind}" for kind in PLAN_WORDS), " version", " edition"),
    IGNORECASE,
    context=True,
)
# "I am Gold member of your club", "I'm a Prime member", "I have a Premier account", "im on the
# delivery pass": a membership or a pass told in passing
_TIERS = (
    r"(?:gold|silver|platinum|bronze|premium|prime|vip|premier|elite|diamond|black|plus|"
    r"club|loyalty)"
)
_MEMBERSHIP_RE = compile(
    rf"\b(?:i'?m|im|i am|we'?re|we are|i'?ve been|ive been|i have been|as)\s+(?:a |an )?"
    rf"(?:(?:long[- ]?time|loyal|paying)\s+)?({_TIERS}(?:\s+club)?)\s+(?:member|cardholder)\b"
    rf"|\b(?:have|has|with|on|using|got)\s+(?:a |an |the |my |our )?({_TIERS})\s+(?:account|card)\b"
    r"|\b(?:have|has|with|on|using|got|bought|pay for)\s+(?:a |an |the |my |our )?((?:delivery|"
    r"season|annual|monthly|game|travel|rail|gym|commuter) pass)\b",
    IGNORECASE,
)
# "I am on Windows 11 with Firefox 125, Premium plan": a known plan named last in a list
_PLAN_LISTED_RE = compile(
    rf",\s*(?:and\s+)?(?:the\s+|a\s+)?({_PLAN_NAMES})\s+(?:{_PLAN_KINDS})\W*$", IGNORECASE
)
# "Plan: Premium annual", "my tariff is Fixed Saver 12m": a plan told as a label
_PLAN_LABEL_RE = compile(
    rf"(?:^|\bmy\s+|\bour\s+|\bthe\s+)({_PLAN_KINDS})\s*(?:is|:|-|=)\s*(?:the\s+)?"
    rf"((?:{_PLAN_NAMES}|[A-Z0-9][\w+-]*)(?:\s+[A-Za-z0-9][\w+-]*){{0,3}}?)\s*(?:[.,;!?(]|$)",
    IGNORECASE,
)
_VERSION_RE = compile(
    r"\b(?:using|on|running|have|got|with|installed|i'm on|we're on|it's|is)\s+(?:the\s+)?"
    r"(?:(?:latest|newest|current|most recent)\s+)?(?:version|v|build|release),?\s*"
    r"(\d+(?:\.\d+)*)|\b(?:app |software )?version (?:is|=|:)\s*v?(\d+(?:\.\d+)+)|"
    r"\b(?:using|on|running)\s+v(\d+(?:\.\d+)+)\b|"
    # "app version 8.2.1", "firmware version 2.0.14": the version named with what it is of
    r"\b(?:app|software|firmware|client)\s+version\s+v?(\d+(?:\.\d+)+)\b",
    IGNORECASE,
)
# "finally got rid of my iphone 11 n got a pixel 8", "replaced the MacBook Air with ..."
_LEAVING = r"got rid of|replaced|swapped|traded in|sold|ditched|retired|moved on from"
_LEFT_BEHIND = compile(
    rf"\b(?:from|instead of|than|not|switch(?:ed|ing)? away from|{_LEAVING})\s+"
    # "switched from my old iphone 11 to a pixel 8"
    r"(?:my |our |the |an? |his |her )?(?:old |previous |former |ancient )?$"
    # "put the sim back in the old iphone": the one the customer had before
    r"|\b(?:my|our|the) (?:old|previous|former) $",
    IGNORECASE,
)
# the words that leave a setup behind, for a message that names it again elsewhere:
# "worked fine with my MacBook Air. Last week I replaced the MacBook Air with a new MacBook Pro"
_LEAVES_BEHIND = compile(
    rf"\b(?:switch(?:ed|ing)? (?:away )?from|{_LEAVING}|(?:my|our|the) (?:old|previous|former))\s",
    IGNORECASE,
)
# A setup told as the past: "before I only have 50GB plan", "I used to be on the basic plan",
# "previously had a Pixel 6", or "I was on the 50GB plan before" (the time word after it)
_USED_TO_HAVE = compile(
    r"\b(?:(?:before|previously|originally|until then)(?: that| this)?,?\s+(?:i|we)\s+"
    r"(?:only\s+)?(?:had|have|was on|were on|used|use|got)|used to (?:be on|have|use|run)|"
    r"previously (?:on|had|used))\s+(?:the |a |an |my |our )?(?:old )?$",
    IGNORECASE,
)
_WAS_ON = compile(
    r"\b(?:i|we)\s+(?:was|were|had been)\s+(?:only\s+)?on\s+(?:the |a |an |my |our )?$",
    IGNORECASE,
)
_UNTIL_NOW = compile(
    r"^\W*(?:\w+\W+){0,2}?(?:before|previously|originally|until|till|at first)\b", IGNORECASE
)
# "our team uses Slack": the customer's own side, not someone else's setup.
_OWN_SIDE = frozenset({"it", "he", "she", "they", "team", "department", "teammates"})
_OTHERS_RE = compile(
    r"\b(?:my|our|his|her|their)\s+(?:"
    + "|".join(sorted(THIRD_PARTIES - _OWN_SIDE))
    # "my partners iphone": the possessive written without its apostrophe
    + r")(?:s|'s)?\b|\b(?:he|she|they)\b",
    IGNORECASE,
)


class Fact(NamedTuple):
    """A profile fact: its text, the product it names (if any) and its kind. Facts of one
    kind replace each other ("os:windows", "device:phone", "plan", "version"); a product
    (``product:<name>``) is never replaced by another."""

    text: str
    product: str | None
    kind: str


def profile_facts(clause: str) -> list[Fact]:
    """Each profile fact stated in ``clause``."""
    if _OTHERS_RE.search(clause):
        return []
    facts: list[Fact] = []
    for name in find_products(clause):
        if not _left_behind(clause, name):
            facts.append(Fact(f"Uses {name}", name, f"product:{name.lower()}"))
    clause = truecase(clause)  # "iphone 13 ios 17" is "iPhone 13 iOS 17"
    clause = _version_said_apart(clause)  # "Android version: 12" is "Android 12"
    if _any_setup(CUSTOM.version).search(clause) is None:
        if " is a" in clause or "'s a" in clause:
            facts.extend(_model_of_a_kind(clause))  # "tv is a QN65Q80 2021"
        return facts  # most clauses name no system, device, version or plan
    setup = [*_os_facts(clause), *_device_facts(clause)]
    # a name the product finder also took ("Inspiron 15", "Garmin Venu 3") is stated once, as
    # the device
    facts = [f for f in facts if not (f.product and _named_in(f.product, setup))]
    facts.extend(setup)
    facts.extend(Fact(text, None, "version") for text in _version_facts(clause))
    plans = [Fact(text, None, "plan") for text in _plan_facts(clause)]
    # "Tariff: Fixed Saver 12m" is the plan, not a product "Fixed Saver 12"
    facts = [f for f in facts if not any(f.product and f.product in p.text for p in plans)]
    facts.extend(plans)
    return facts


def _named_in(product: str, setup: list[Fact]) -> bool:
    """Is the product one of the devices, with or without its maker first ("Garmin Venu 3" is
    "Uses a Venu 3"; but "Oneplus Nord" read as "Uses a OnePlus" and "Uses a Nord" is not)?"""
    name = product.lower()
    maker, _, model = name.partition(" ")
    said = [f" {fact.text.lower()} " for fact in setup]
    if any(name in text for text in said):
        return True
    if not model or maker not in _BRANDS_LOWER or any(f" {maker} " in text for text in said):
        return False
    return any(f" {model} " in text for text in said)  # "one" is not in "oneplus"


_BRANDS_LOWER = frozenset(b.lower() for b in DEVICE_BRANDS)


# an issue template's "Android version: 12", "**Android OS Version:** 8.1.0", "Android v.14"
_OS_VERSION_LABEL = compile(
    r"\b(Android|iOS|iPadOS|Windows)(?: OS)?(?: [Vv]ersion\W{0,6}| [Vv]\.? ?)(\d+(?:\.\d+)*)\b"
)
# "Windows 10 version 20H2": the release after the number, no name of its own
_NUMBER_THEN_VERSION = compile(r"\b((?:Windows|Android|iOS) \d+(?:\.\d+)?) [Vv]ersion\b")


# "macbook air m2 on sonoma": a macOS release by its name alone
_MACOS_RELEASE = compile(
    r"\b(on|running|with|using|updated to|upgraded to) (sequoia|sonoma|ventura|monterey|"
    r"big sur|catalina|mojave|high sierra)\b"
    # not a place: "we live on catalina island", "staying in sonoma county"
    + not_before(*(f" {w}" for w in ("island", "county", "street", "road", "avenue", "beach"))),
    IGNORECASE,
    context=True,
)


def _version_said_apart(clause: str) -> str:
    """The system and its number told apart, told together: "Android version: 12" →
    "Android 12", "Windows 10 version 1703" → "Windows 10, version 1703"; a macOS release
    by its name alone: "on sonoma" → "on macOS sonoma"."""
    clause = _MACOS_RELEASE.sub(r"\1 macOS \2", clause)
    if "ersion" not in clause and " v" not in clause:
        return clause
    clause = _OS_VERSION_LABEL.sub(r"\1 \2", clause)
    return _NUMBER_THEN_VERSION.sub(r"\1, version", clause)


@lru_cache(maxsize=2)
def _any_setup(_version: int) -> Pattern:
    """One pass that says whether any of the setup patterns below can match."""
    return any_of(
        OS_RE,
        _WIN_SHORT,
        _brand_alone_re(),
        _brand_model_re(),
        _device_re(),
        _VERSION_RE,
        _PLAN_RE,
        _PLAN_LABEL_RE,
        _PLAN_LISTED_RE,
        _PLAN_UPGRADED_RE,
        _MEMBERSHIP_RE,
    )


def left_behind_facts(clause: str, kept: Sequence[Fact]) -> set[str]:
    """The setup ``clause`` says the customer no longer has ("I replaced the MacBook Air with
    a new MacBook Pro": "Uses a MacBook Air"), to drop where the message names it too;
    ``kept`` are the facts ``profile_facts`` read off the clause."""
    if _LEAVES_BEHIND.search(clause) is None:
        return set()  # most clauses leave nothing behind
    told = {
        fact.text
        for fact in profile_facts(_LEAVES_BEHIND.sub(" ", clause))
        if not fact.kind.startswith("product:")  # "roll back to the previous Zoom": a version
    }
    return told - {fact.text for fact in kept}


def _left_behind(clause: str, name: str) -> bool:
    index = clause.find(name)
    return index >= 0 and _left_behind_at(clause, index, index + len(name))


def _left_behind_at(clause: str, start: int, end: int) -> bool:
    """Is the setup named at ``clause[start:end]`` one the customer no longer has ("switched
    from X to", "before I had X", "I was on X before")?"""
    before = clause[:start]
    if _LEFT_BEHIND.search(before) or _USED_TO_HAVE.search(before):
        return True
    return bool(_WAS_ON.search(before)) and bool(_UNTIL_NOW.search(clause[end:]))


# "on Win7 x64", "win 11", "OS: W10": Windows, shortened
_WIN_SHORT = compile(
    r"\b(?:win ?|w)(7|8\.1|8|10|11|xp)\b" + not_before(" times", " games", " points"),
    IGNORECASE,
    context=True,
)


def _os_facts(clause: str) -> list[Fact]:
    out = [
        Fact(f"Uses Windows {m.group(1).upper()}", None, "os:windows")
        for m in _WIN_SHORT.finditer(clause)
    ]
    for match in OS_RE.finditer(clause):
        name = match.group(1)
        if name.startswith("macOS "):  # "macOS sonoma 14.1.1" → "macOS Sonoma 14.1.1"
            name = "macOS " + " ".join(w.capitalize() for w in name.split()[1:])
        if not _left_behind(clause, name):
            first = name.split()[0].lower()
            out.append(Fact(f"Uses {name}", None, f"os:{OS_FAMILIES.get(first, first)}"))
    return out


def _device_re() -> Pattern:
    return _devices_re(CUSTOM.version)


def _custom_families() -> dict[str, str]:
    return {name: family for family, names in CUSTOM.devices.items() for name in names}


@lru_cache(maxsize=2)
def _devices_re(_version: int) -> Pattern:
    names = sorted({*DEVICE_NAMES, *_custom_families()}, key=len, reverse=True)
    named = "|".join(escape(n) for n in names)
    brands = "|".join(escape(b) for b in DEVICE_BRANDS)
    kinds = "|".join(sorted(DEVICE_KINDS, key=len, reverse=True))
    modifiers = "|".join(escape(m) for m in KIND_MODIFIERS)
    return compile(
        # "OnePlus 6T", "Pixel 7a", "Galaxy S23 FE", "Ford Focus 1.0"; not inside a longer name
        rf"(\b(?:{named})(?: (?:\d+(?:\.\d+)?[a-zA-Z]?|[A-Z]\d+\w*))?"
        r"(?: (?:Pro|Max|Plus|Mini|Air|Ultra|XL|SE|FE|Lite))*)(?:[^\w-]|$)"
        # "a Dell laptop", "my Bosch induction hob", "a Ribble gravel bike"
        # (a kind in any case: "my Samsung smart TV")
        rf"|(\b(?:{brands}) (?:(?:[A-Z]\w+|{modifiers}) ){{0,2}}(?i:{kinds})\b)",
        context=True,
    )


@lru_cache(maxsize=1)
def _brand_model_re() -> Pattern:
    """ "Samsung A52", "Sony WH-1000XM4": a brand, then a model with a digit in it."""
    brands = "|".join(escape(b) for b in DEVICE_BRANDS)
    return compile(
        rf"\b((?:{brands}) (?:[A-Za-z]+[- ]?)?\d[\w-]*)(?: (\w+))?(?:[^\w-]|$)", context=True
    )


def is_device_name(name: str) -> bool:
    """Is ``name`` a brand and model ("Garmin Venu 2", "Samsung A52"): a device, never "the
    app" an incident text may call a software product."""
    found = _brand_model_re().match(f"{name} ")
    return found is not None and found.group(1) == name


def _model_word(word: str) -> str:
    """ "a52" → "A52", "wh-1000xm4" → "WH-1000XM4", "deskjet" → "Deskjet"; typed capitals stay."""
    if word[:1].isupper():
        return word
    return word.upper() if any(c.isdigit() for c in word) else word.capitalize()


_SIZE_UNITS = frozenset({"inch", "inches", "in", "gb", "tb", "mb", "hz", "w", "mm", "cm", "k"})


# after "w", what makes it "with": "a garmin forerunner 255 w an iphone 14"
_WITH_NEXT = frozenset({"a", "an", "the", "my", "our", "his", "her"})


def _a_size(found: Match, clause: str) -> bool:
    """Is the word after the model a unit ("55 inch", "65W"), not a texter's "w" (with)?"""
    unit = (found.group(2) or "").lower()
    if unit not in _SIZE_UNITS:
        return False
    after = clause[found.end(2) :].split()
    return not (unit == "w" and after[:1] and after[0].lower() in _WITH_NEXT)


def _article(device: str) -> str:
    """ "an iPhone", "an Xbox", "an HP DeskJet 2700", "a Galaxy S23"."""
    first = device.split()[0]
    if first.isupper() and len(first) <= 4:  # an acronym, read letter by letter
        return "an " if first[0] in "AEFHILMNORSX" else "a "
    if first.lower().startswith(("one", "uni", "eu")):
        return "a "  # "a OnePlus 6T", "a Unifi router": said with a "w" or "y" sound
    return "an " if device[0].lower() in "aeiox" else "a "


def _device_facts(clause: str) -> list[Fact]:
    out = []
    matches = [
        m.group(1)
        for m in _brand_model_re().finditer(clause)
        if not _a_size(m, clause)  # "a 55 inch LG" is no model
    ]
    found = list(_device_re().finditer(clause))
    named = [m.group(0).strip() for m in found]
    for device in matches:
        if any(device in n or n in device for n in named) or _left_behind(clause, device):
            continue
        brand, model = device.split(" ", 1)
        device = f"{brand} {' '.join(_model_word(w) for w in model.split())}"
        out.append(Fact(f"Uses {_article(device)}{device}", None, f"device:{device.lower()}"))
    for match in found:
        device = match.group(0)
        if _left_behind(clause, device):
            continue
        family = _family(device)
        device += _model_after(clause[match.start() + len(device) :])
        article = _article(device)
        if any(w.lower().endswith(("pods", "buds", "headphones")) for w in device.split()):
            article = ""  # "Uses AirPods Pro", "Uses Galaxy Buds"
        out.append(Fact(f"Uses {article}{device}", None, f"device:{family}"))
    if not out:
        out.extend(_model_of_a_kind(clause) or _brand_alone(clause))
    return out


@lru_cache(maxsize=1)
def _brand_alone_re() -> Pattern:
    """ "my gaggia classic pro", "the Daikin one", "rice cooker Tefal": a known brand said as
    the customer's thing, with no kind of device after it."""
    alone = [b for b in DEVICE_BRANDS if b.lower() not in EVERYDAY_WORDS | _COMPANIES]
    brands = "|".join(escape(b) for b in sorted(alone, key=len, reverse=True))
    kinds = "|".join(sorted(DEVICE_KINDS, key=len, reverse=True))
    return compile(
        # "my fridge-freezer (Panasonic)", "cannot install the app on samsung"
        rf"(?:^|\b(?:my|our|the|a|an|its a|it's a|it is a|on)\s+(?:(?:new|old|brand new)\s+)?"
        rf"|\b(?i:{kinds})\s+\(?)({brands})\b",
        context=True,
    )


# brands that are first a company or an abbreviation ("my Google account", "the BT connection")
_COMPANIES = frozenset({"apple", "google", "microsoft", "amazon", "bt", "ee", "ge", "mg", "vw"})
_COMPANIES |= frozenset({"wd", "jio", "vodafone", "starlink", "abbott", "roche", "ikea"})


# what follows a brand that names the company, not the customer's thing: "the Dyson app"
_COMPANY_NEXT = frozenset(
    {"app", "store", "shop", "website", "site", "support", "account", "customer", "team"}
    | {"service", "services", "warranty", "engineer", "technician", "rep", "helpline"}
    | {"order", "delivery", "refund", "outlet", "dealer", "dealership", "garage", "centre"}
    | {"center", "website's", "forum", "community", "email", "phone", "number", "chat"}
)
_MODEL_TOKEN = compile(r"^(?:[A-Z][\w+-]*|[A-Za-z]*\d[\w+-]*)$")


def _brand_alone(clause: str) -> list[Fact]:
    found = _brand_alone_re().search(clause)
    if found is None or _left_behind(clause, found.group(1)):
        return []
    brand = found.group(1)
    after = clause[found.end(1) :].split()
    if after and after[0].lower().strip(",.!?") in _COMPANY_NEXT:
        return []
    if found.start(1) == 0 and (not after or _DOES.match(after[0].lower())):
        return []  # "Samsung charged me twice": the company did it
    model = []
    for index, token in enumerate(after[:3]):
        word = token.strip(",.!?;:()")
        if not word or word.lower() in _NOT_A_MODEL or not _MODEL_TOKEN.match(word):
            break
        if index + 1 < len(after) and after[index + 1].lower().strip(",.") in _SIZE_UNITS:
            break  # "my lg 55 inch tv": a size, no model
        model.append(word)
        if word != token:
            break  # "my Gaggia Classic Pro, ...": a mark ends the name
    device = " ".join([brand, *model])
    return [Fact(f"Uses {_article(device)}{device}", None, f"device:{device.lower()}")]


_NOT_A_MODEL = frozenset({"i", "it", "is", "was", "has", "and", "but", "the", "one"})
# a verb after a brand said first: "Samsung charged", "Dyson says", "Bosch wont"
_DOES = compile(r"^(?:\w+(?:ed|s)|wont|won't|can't|cant|will|can|did|does|doesnt|doesn't)\W*$")


@lru_cache(maxsize=1)
def _kind_is_model_re() -> Pattern:
    kinds = "|".join(sorted(DEVICE_KINDS, key=len, reverse=True))
    return compile(rf"\b({kinds}) (?:is|'s) (?:a|an) (\S+)", IGNORECASE)


def _model_of_a_kind(clause: str) -> list[Fact]:
    """ "tv is a QN65Q80 2021": a device kind, then its model code → "Uses a QN65Q80 TV"."""
    found = _kind_is_model_re().search(clause)
    if found is None:
        return []
    code = _model_after(" " + clause[found.start(2) :]).strip()
    if not code:
        return []
    kind = found.group(1).lower()
    shown = kind.upper() if len(kind) <= 2 else kind  # "TV", "PC"
    device = f"{code} {shown}"
    return [Fact(f"Uses {_article(device)}{device}", None, f"device:{BRAND_KINDS.get(kind, kind)}")]


# "samsung washer WW90T", "Dell XPS 13 9310": a model code told right after the device (not a
# year, "2021", nor a size, "55in")
_MODEL_AFTER = compile(r"^ ((?:[A-Za-z]{1,5}[- ]?)?\d[\w-]*)(?:[^\w-]|$)")
_OS_WORDS = frozenset(
    {"ios", "ipados", "android", "win", "windows", "macos", "osx", "miui", "oneui"}
)
# "my Bosch dishwasher E15 error": a code the device shows, not its model
_SHOWN_CODE = compile(r"^\s*(?:error|code|fault|message|light|warning|alarm)\b", IGNORECASE)
_YEAR = compile(r"^(?:19|20)\d\d$")


def _model_after(rest: str) -> str:
    """The model code right after a device's name, with its space ("" when none)."""
    found = _MODEL_AFTER.match(rest)
    if found is None:
        return ""
    code = found.group(1)
    digits = sum(c.isdigit() for c in code)
    letters = sum(c.isalpha() for c in code)
    if _YEAR.match(code) or code.lower().rstrip("s") in _SIZE_UNITS:
        return ""
    if any(code.lower().endswith(unit) for unit in _SIZE_UNITS if len(unit) > 1):
        return ""  # "65in", "128gb"
    if (letters == 0 and digits < 3) or (letters > 0 and len(code) < 4):
        return ""  # "my iPhone 13 2 days ago", "shows E15"
    if _SHOWN_CODE.match(rest[found.end(1) :]) or OS_RE.match(code):
        return ""  # "... E15 error", "iphone 13 iOS 17"
    if code.rstrip("0123456789.- ").lower() in _OS_WORDS:
        return ""  # "iphone 13 ios17"
    return f" {_model_word(code)}"


def _family(device: str) -> str:
    """ "iPhone 12" → "phone"; "Dell laptop" → "computer"; unknown → the name itself."""
    families = {**DEVICE_FAMILIES, **_custom_families()}
    for name in sorted(families, key=len, reverse=True):
        if device.startswith(name):
            return families[name]
    kind = device.split()[-1].lower()
    return BRAND_KINDS.get(kind, device.lower())


def _version_facts(clause: str) -> list[str]:
    out = []
    for match in _VERSION_RE.finditer(clause):
        number = next(g for g in match.groups() if g)
        out.append(f"Uses version {number}")
    return out


def _plan_facts(clause: str) -> list[str]:
    out = []
    for match in _PLAN_RE.finditer(clause):
        name = match.group(1)
        if _left_behind_at(clause, match.start(1), match.end()):
            continue  # "before I only have 50GB plan": the plan it had
        if name.lower() in {"a", "the", "my", "our"} or name.split()[0].lower() in _NOT_A_PLAN_NAME:
            continue
        if any(word.lower() in _NOT_IN_A_PLAN_NAME for word in name.split()[1:]):
            continue  # "have a question about my plan"
        kind = match.group(0).split()[-1].lower()
        out.append(f"On {name[:1].upper() + name[1:]} {kind}")
    for match in _PLAN_UPGRADED_RE.finditer(clause):  # "i upgraded to unlimited in the app"
        out.append(f"On {match.group(1).capitalize()} plan")
    for match in _MEMBERSHIP_RE.finditer(clause):
        if _left_behind_at(clause, match.start(), match.end()):
            continue  # "I used to be a gold member"
        member, account, held = match.group(1), match.group(2), match.group(3)
        if member:
            out.append(f"On {member.capitalize()} membership")
        elif account:
            out.append(f"On {account.capitalize()} {match.group(0).split()[-1].lower()}")
        else:
            out.append(f"On {held.capitalize()}")
    listed = _PLAN_LISTED_RE.search(clause)
    if listed is not None and not out:
        kind = listed.group(0).split()[-1].strip(".,;!?").lower()
        out.append(f"On {listed.group(1).capitalize()} {kind}")
    for match in _PLAN_LABEL_RE.finditer(clause):
        kind, name = match.group(1).lower(), _TIME_TAIL.sub("", match.group(2))
        if name.split()[0].lower() in _NOT_A_PLAN_NAME:
            continue  # "my plan is to call them"
        if name[:1].islower() and is_past(name.split()[0].lower()):
            continue  # "my package is blocked at customs": what befell it, no plan's name
        if name.split()[-1].lower() in PLAN_WORDS:
            kind = ""  # "Subscription: Family plan"
        out.append(f"On {name[:1].upper() + name[1:]} {kind}".rstrip())
    return out


_LABEL_RE = compile(
    rf"^\W*(?:(?:my\s+|our\s+|the\s+)?(?:{_PLAN_KINDS})|"
    # "Android version: 11": the system named in the label, its number after it
    r"(?:android|ios|ipados|windows)(?: os)? version)\W*$",
    IGNORECASE,
)


def is_fact_label(text: str) -> bool:
    """ "Plan", "Tariff", "Android version": a label the splitter cut off from the fact it
    names ("Plan: Pro", "Android version: 11")."""
    return _LABEL_RE.match(text) is not None


_TIME_TAIL = compile(r"(?:\s+(?:now|too|also|again|already|currently|today))+$", IGNORECASE)
# words that are never part of a plan's name after its first word
_NOT_IN_A_PLAN_NAME = frozenset(
    {"about", "my", "our", "your", "ur", "the", "a", "an", "for", "with", "to", "of", "this"}
    | {"that", "on", "in", "and", "or", "it", "is", "was", "i", "we", "you", "same", "new", "old"}
    | {"current", "their", "his", "her", "from", "at", "by", "me", "us"}
)
_NOT_A_PLAN_NAME = frozenset(
    {"to", "not", "a", "an", "that", "this", "still", "going", "now", "same", "new", "old"}
    | {"current", "different", "wrong", "right", "other", "another", "cheaper", "whole", "my"}
)
