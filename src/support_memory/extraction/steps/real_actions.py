"""Verbs that are usually no troubleshooting step, in the uses where they are one.

"I looked for updates" (a check), "forgot the device" (unpairing), "charged it overnight",
"let it dry", "left it in rice", "using the USB port on the back instead", "the restore
function" or "a different cable", "renewed the certificate", "bought a cooling pad", "raised
the buffer size", "waited the 30 mins". The same verbs stay no step in everyday or billing
use ("let me know", "renewed my subscription", "bought the Pro plan", "charged my card",
"raised a ticket", "used my card", "waiting for my refund"); a dispute raised with the bank
is one ("raised a chargeback").
"""

from __future__ import annotations

from support_memory.extraction.language.custom import CUSTOM
from support_memory.extraction.language.lexicon import (
    CONTACTED_PARTIES,
    PAYMENT_METHODS,
    THIRD_PARTIES,
)
from support_memory.extraction.steps.action_words import (
    ADVICE_VERBS,
    ADVISERS,
    FORGETTABLE,
    REPEATED,
    WAITED_SPAN,
)
from support_memory.patterns import compile

# where a customer looks for a missing parcel, in a learner's "looked to the mailbox"
_LOOKED_AROUND = frozenset(
    {"mailbox", "letterbox", "porch", "garden", "door", "doorstep", "mailroom", "bins", "shed"}
    | {"reception", "garage", "stairs", "hallway", "lobby", "box", "post", "parcel"}
)
# whom a customer asks when a parcel is missing: a look of their own, not a request
_ASKED_AROUND = (
    *("neighbo", "concierge", "reception", "doorman", "porter", "mailroom", "caretaker"),
    *("desk", "security", "landlord", "superintendent"),  # "the front desk guy"
)
_ASKED_REACH = 4
# how a thing is left to sort itself out: "left the tap running", "left the router unplugged"
_LEFT_STATES = frozenset(
    {"running", "unplugged", "off", "overnight", "charging", "switched", "turned", "open", "ajar"}
)
# what a customer asks the system itself for: a new code, a reset link
_SELF_SERVICE = frozenset({"reset", "code", "link", "verification", "pin", "otp", "one-time"})
# what a customer stops at the bank: "cancelled the direct debit ... instead"
_STOPPED_PAYMENTS = frozenset({"debit", "dd", "standing", "payment", "payments", "mandate"})
# "forgot my phone at home", "forgot the password for the router": no unpairing
_LEFT_BEHIND = frozenset(
    {"at", "home", "behind", "somewhere", "charger", "password", "pin", "code"}
)


def raises_dispute(rest: list[str]) -> bool:
    """ "(raised / opened / filed) a dispute with my bank", "a chargeback": the object of a
    way to get money back, which is a step whatever the verb."""
    return bool(_DISPUTED & {w.lower().strip(",.") for w in rest[:_DISPUTE_REACH]})


def real_action(verb: str, rest: list[str]) -> bool:
    """ "I looked for updates" (a check), "forgot the device" (unpairing): real steps."""
    if verb == "forget":  # "forgot the device", "forgetting them in the Bluetooth menu"
        said = [w.lower().strip(",.") for w in rest[:_FORGET_REACH]]
        return (
            bool(said)
            and said[0] != "to"
            and any(w in FORGETTABLE for w in said)
            and not _LEFT_BEHIND & set(said)  # "forgot my phone at home": left behind
        )
    if verb == "charge":  # "charged it overnight", not "charged my card"
        low = [w.lower().strip(",.") for w in rest]
        return (
            bool(low)
            and low[0] in {"it", "them", "the", "my", "up"}
            and not ({"card", "account", "fee", "me", "us", "twice"} & set(low))
        )
    low = [w.lower().strip(",.") for w in rest]
    if verb == "ask":  # "asked the neighbours both sides": a look for a missing parcel
        # "asked for the reset password email three times": a self-service step
        asked_for = low[:1] == ["for"] and bool(_SELF_SERVICE & set(low[1 : _ASKED_REACH + 1]))
        next_door = low[:2] == ["next", "door"]  # "asked next door n the flats opposite"
        return (
            asked_for or next_door or any(w.startswith(_ASKED_AROUND) for w in low[:_ASKED_REACH])
        )
    if verb == "knock":  # "knocked on a few doors n found it", not "knocked it off the table"
        return low[:1] == ["on"] and any(w in {"door", "doors"} for w in low[: _ASKED_REACH + 1])
    if verb == "let":  # "let it dry overnight", "let it cool down"
        return len(low) > 1 and low[0] in {"it", "them"} and low[1] in _LET_STATES
    if verb == "leave":  # "left it in rice overnight", "left it unplugged for an hour"
        if low[:1] in (["the"], ["my"]):  # "left the cold tap running for half an hour"
            # for a while, on purpose: not "left my laptop unplugged and it went to sleep"
            timed = "for" in low or "overnight" in low
            return timed and bool(_LEFT_STATES & set(low[2:5]))
        return len(low) > 1 and low[0] in {"it", "them"} and low[1] not in {"alone", "be"}
    if verb == "use":  # "using the USB port on the back instead", "used the -safe option",
        # "tried to use my card several times", "used a different cable": a swap
        return (
            bool(_USED_AS_FIX & set(low))
            or bool(_FALLBACK & set(low) and _FALLBACK_THINGS & set(low))
            or pays_another_way(low)  # "used apple pay and it went through"
            or bool(REPEATED.search(" ".join(low)))
            or names_swap(low)
            or bool(_AS_ADVISED.search(" ".join(low)))  # "the mobile app as you suggested"
            or _self_service_reset(low)  # "used forgot password", "used the reset link"
            or "in the end" in " ".join(low)  # "used the machine at the station in the end"
        )
    if verb == "pay":  # "paid by bank transfer instead", not "paid my bill" or "i paid with
        # apple pay" (how the order was paid: tried, it is a step; see ``tried_paying``)
        # ... but "paid with my wife's card", "paid with my brothers paypal": somebody
        # else's card, a way around the customer's own
        with_at = low.index("with") if "with" in low[:3] else -1
        owner = low[with_at + 2].removesuffix("'s") if 0 <= with_at < len(low) - 2 else ""
        mine = low[with_at + 1 : with_at + 2] == ["my"]
        borrowed = mine and owner in _OWNERS and _CARDS & set(low)
        return (pays_another_way(low) and "instead" in low) or bool(borrowed)
    if verb in CONTACT_VERBS:  # "called the courier", "rang the surgery", not "called support"
        return (
            reaches_a_party(low)
            or bool(_AS_ADVISED.search(" ".join(low)))  # "emailed it ... as you recommended"
            # "emailed the document to the claims address": papers sent in, a step
            or (verb in {"email", "e-mail"} and bool(_SENT_PAPERS & set(low[:_PAPERS_REACH])))
        )
    if verb == "wait":  # "waited 30 mins", "wait a day and try again", not "wait for a reply"
        return _waits_a_while(low)
    if verb == "cancel":  # "cancelled it myself in the app": done instead of waiting on the desk
        return (
            bool(_OWN_HANDS & set(low))
            # "ive cancelled it in my iphone settings": stopped where it is billed
            or bool(_BILLED_ELSEWHERE & set(low[: _PAPERS_REACH + 2]))
            or bool(_DUPLICATE & set(low[:4]))
            # "Cancelled the direct debit in my Monzo app instead": the payment stopped at the bank
            or ("instead" in low and bool(_STOPPED_PAYMENTS & set(low[:_PAPERS_REACH])))
        )
    if verb == "renew":  # "renewed the certificate", not "renewed my subscription"
        return bool(_RENEWABLE & set(low))
    if (
        verb == "get"
        and "out" in low[1:_GOT_OUT_REACH]
        and (low[0] in {"it", "them"} or "with" in low)
    ):
        # "got it out with a toothpick", "got the fluff out with tweezers": taken out by hand
        # (not "(did a cold pull,) got some black gunk out": what the step brought out)
        return True
    if verb in {"buy", "purchase", "order", "get"}:  # "bought a cooling pad / a new cable"
        return (
            bool(low)
            and low[0] in {"a", "an", "new", "another", "one"}  # "one of those extenders"
            and not _BOUGHT_SERVICE & set(low)
            and not (verb == "get" and _RECEIVED & set(low[:3]))  # "got a notification"
        )
    if verb == "go":  # "went back to the previous version", not "went back to the shop"
        return low[:2] == ["back", "to"] and any(
            w in _ROLLED_BACK_TO or _VERSION_NUMBER.match(w) for w in low[2:_ROLLBACK_REACH]
        )
    if verb in {"file", "submit"}:  # "filed a chargeback", not "filed a report"
        # ... and "submitted an actual meter reading" for an estimated bill
        return raises_dispute(low) or (
            verb == "submit" and _METER_READING.search(" ".join(low)) is not None
        )
    if verb == "raise":  # "raised the buffer size", "raised a dispute with my bank", not
        # "raised a ticket" or "an issue"
        buffer_size = bool(low) and low[0] in {"the", "my"} and not _RAISED_CONCERN & set(low)
        return buffer_size or raises_dispute(low)
    if verb == "look" and low[:1] == ["to"]:  # a learner's "I looked to the mailbox"
        return len(low) > 2 and low[1] in {"the", "my", "our"} and low[2] in _LOOKED_AROUND
    # "I looked for updates", "I will look if the small pipe outside is blocked" (a check)
    return verb == "look" and bool(rest) and rest[0].lower() in _LOOKED_HOW


def sends_papers(verb: str, rest: list[str]) -> bool:
    """ "sent the claim form with the hotel receipt": papers sent in, a step even when a
    money word (the receipt) is named with them."""
    low = [w.lower().strip(",.") for w in rest[:_PAPERS_REACH]]
    return verb in _SENDING and bool(_SENT_PAPERS - _MONEY_PAPERS & set(low))


_METER_READING = compile(r"\b(?:meter|actual|real|new|final) readings?\b")
_SENDING = frozenset({"send", "email", "e-mail", "post", "upload", "submit", "attach", "fill"})
_MONEY_PAPERS = frozenset({"receipt", "receipts", "invoice", "invoices", "statement"})
_SENT_PAPERS = frozenset(
    {"document", "documents", "receipt", "receipts", "invoice", "invoices", "form", "forms"}
    | {"photo", "photos", "pictures", "screenshot", "screenshots", "proof", "certificate"}
    | {"statement", "copy", "records", "history", "report", "paperwork"}
)
_PAPERS_REACH = 4  # "emailed them the signed form": the papers are named first
_LOOKED_HOW = frozenset({"for", "into", "through", "in", "if", "whether"})


_AS_ADVISED = compile(rf"\b(?:as|like) {ADVISERS} (?:\w+ )?{ADVICE_VERBS}\b")


CONTACT_VERBS = frozenset(
    {"call", "phone", "ring", "email", "e-mail", "contact", "message", "text", "write", "speak"}
    | {"talk", "chat", "telephone"}
)
_BEFORE_PARTY = frozenset({"to", "with", "back", "up", "the", "my", "our", "a", "their", "his"})
_PARTY_REACH = 2  # "the courier", "the locker company": the party is named first


def reaches_a_party(low: list[str]) -> bool:
    """ "called the courier", "emailed the branch", "spoke to my bank": a party of its own
    that the customer reached about the problem (``CONTACTED_PARTIES``); never support, the
    company written to ("called you", "emailed them")."""
    said = [w.removesuffix("'s").removesuffix("s") for w in low if w not in _BEFORE_PARTY]
    if any(w in CONTACTED_PARTIES for w in said[:_PARTY_REACH]):
        return True
    # a team's own, from EXTRACTION_LEXICON: "called the fulfilment centre"
    named = " ".join(w for w in low if w not in _BEFORE_PARTY)
    return any(named.startswith(party) for party in CUSTOM.contacted_parties)


def _waits_a_while(low: list[str]) -> bool:
    """ "the 30 mins like the message said", "over an hour", "overnight": a span of time
    waited out, not waiting *for* something ("3 weeks for my refund", "for a reply")."""
    match = WAITED_SPAN.match(" ".join(low))
    return match is not None and not match.group("after").lstrip().startswith("for ")


_PAID_BY = frozenset({"by", "with", "via", "through", "using"})


def pays_another_way(low: list[str]) -> bool:
    """ "used apple pay", "paying by bank transfer", "paid with paypal": another way to pay."""
    said = " ".join(w for w in low[:4] if w not in _SWAP_LEADS and w not in _PAID_BY)
    return any(said.startswith(method) for method in PAYMENT_METHODS)


def names_swap(low: list[str]) -> bool:
    """ "a different cable", "my older charger", "another usb port": a part swapped in; "my
    housemates laptop", "my wife's phone": somebody else's."""
    said = [w for w in low[:3] if w not in _SWAP_LEADS]
    if len(said) > 1 and said[0] in _SWAP_WORDS:
        return True
    owner = low[1].removesuffix("'s") if len(low) > 2 and low[0] in {"my", "a", "our"} else ""
    if owner == "brother" and low[1] == owner and low[2].startswith(_BROTHER_MAKES):
        return False  # "my Brother printer": the brand, the customer's own
    return owner in _OWNERS or owner in _NOT_OWN  # "my housemates laptop", "my wife's phone"


# "my housemates laptop", "my wife's phone", "a friend's card": somebody else's (the people of
# ``THIRD_PARTIES``, with or without the apostrophe); "my work laptop": not the own one
_OWNERS = THIRD_PARTIES | {"housemate"} | {f"{w}s" for w in THIRD_PARTIES | {"housemate"}}
_NOT_OWN = frozenset({"work", "office", "school", "uni"})
_CARDS = frozenset({"card", "cards", "account", "paypal"})
# what the brand Brother makes: "my brother printer" is the customer's own printer
_BROTHER_MAKES = ("printer", "scanner", "label", "fax", "sewing", "mfc", "dcp", "hl-", "ptouch")
_SWAP_LEADS = frozenset({"a", "an", "the", "my", "our", "his", "her", "their", "one", "of"})
_SWAP_WORDS = frozenset(
    {"different", "another", "other", "new", "newer", "old", "older", "spare", "second"}
    | {"backup", "original", "official", "genuine", "shorter", "longer", "separate"}
)
_FORGET_REACH = 5  # words after "forgot" that may name what was unpaired
_FORGOTTEN = frozenset({"forgot", "forgotten", "forget"})
_SECRETS = frozenset({"password", "passcode", "pin", "username"})
_RESET_WAYS = frozenset({"link", "page", "email", "form"})


def _self_service_reset(low: list[str]) -> bool:
    """ "used forgot password", "used the reset link": the way back into an account."""
    said = set(low[: _ASKED_REACH + 1])
    return bool(_FORGOTTEN & said and _SECRETS & said) or (
        "reset" in said and bool(_RESET_WAYS & said)
    )


_USED_AS_FIX = frozenset(
    {"instead", "function", "feature", "option", "mode", "workaround", "method", "tool", "flag"}
    | {"hotspot", "meantime", "meanwhile"}  # "been using my phone hotspot in the meantime"
    | {"rather"}  # "using ppa rather than the outdated repo"
    | {"sudo", "admin", "administrator", "root"}  # "had to use sudo when installing"
)
# "used one of my backup codes and got in", "used the spare key": the fallback kept for this
_FALLBACK = frozenset({"backup", "recovery", "spare", "emergency"})
_FALLBACK_THINGS = frozenset({"code", "codes", "key", "keys", "card", "fob"})
_RAISED_CONCERN = frozenset(
    {"ticket", "issue", "case", "complaint", "dispute", "claim", "bug", "request", "concern"}
    | {"query", "report", "question", "problem", "matter", "flag", "alarm", "hand", "money"}
)
# "raised a dispute / a chargeback with my bank": a way to get money back, a step of its own
_DISPUTED = frozenset({"dispute", "chargeback", "charge-back"})
_DISPUTE_REACH = 3  # "raised a formal dispute"
# what a customer goes back to when an update broke things: "the previous version", "1.2.3",
# "the stock firmware", "the old driver"
_ROLLED_BACK_TO = frozenset(
    {"version", "versions", "firmware", "fw", "rom", "driver", "drivers", "build", "release"}
    | {"previous", "older", "old", "original", "stock", "earlier", "last"}
    | {"beta", "alpha", "stable", "nightly", "kernel", "bios", "client"}  # "back to beta 8"
)
_VERSION_NUMBER = compile(r"^v?\d+(?:\.\d+)+$|^v\d+$")
_GOT_OUT_REACH = 4  # "got the bit of lego out"
_ROLLBACK_REACH = 6  # "back to the old 2.1 firmware"
_LET_STATES = frozenset({"dry", "cool", "charge", "sit", "rest", "drain", "finish", "update"})
_OWN_HANDS = frozenset({"myself", "ourselves", "manually"})
# where a subscription billed by someone else is stopped: "cancelled it in my iphone settings",
# "in the app store"
_BILLED_ELSEWHERE = frozenset(
    {"settings", "itunes", "apple", "google", "paypal", "play", "store", "subscriptions"}
)

# "cancelled the apple one", "cancelled the duplicate": one of two, the fix for a double charge
_DUPLICATE = frozenset({"one", "duplicate", "extra", "second", "other", "older", "old"})
_RENEWABLE = frozenset(
    {"certificate", "cert", "ssl", "tls", "lease", "ip", "dhcp", "token", "certificates"}
)
# "got a notification / an email / a text": something received, not a thing bought
_RECEIVED = frozenset(
    {"notification", "email", "e-mail", "message", "text", "alert", "call", "letter", "code"}
    | {"warning", "error", "popup", "pop-up", "reply", "response", "sms", "invoice", "bill"}
)
_BOUGHT_SERVICE = frozenset(
    {
        "plan",
        "subscription",
        "licence",
        "license",
        "upgrade",
        "credits",
        "seat",
        "seats",
        "month",
        "year",
        "phone",
        "laptop",
        "computer",
        "tv",
        "car",
        "house",
        "ticket",
        "gift",
    }
)
