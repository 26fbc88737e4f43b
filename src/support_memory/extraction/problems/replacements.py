"""A replacement that came is what fixed it, not the customer's steps.

"Replacement arrived this morning and it's printing in colour again", "the new cartridge
came today and its working now": the customer's earlier tries (reseating the cartridge,
wiping the contacts) did not fix it, the new part did. Read as plain good news, the news
credited those tries as the fix that worked (a wrong polarity the agent would then offer
again). The clause is read as the supplier's replacement, a step that is not the
customer's, so the news goes to it, as with "the engineer replaced it".
"""

from __future__ import annotations

from support_memory.extraction.steps.action_reading import ActionReading
from support_memory.patterns import IGNORECASE, compile

_CAME = compile(
    r"^(?:(?:ok|okay|so|and|update|good news)\W+)*(?:the |a |my |our |your )?(?:replacement|new "
    r"one|new (?:[\w-]+ ){0,2}?(?:part|unit|cartridge|card|router|modem|charger|cable|battery|"
    r"remote|sim|device|phone|handset|machine|item|order|pump|filter|board|box|controller|"
    r"headset|console))(?: \w+)?\s+(?:has |have )?(?:just |finally )?(?:arrived|came|come|turned "
    r"up|showed up|was delivered|got delivered|been delivered|was fitted|got fitted)\b",
    IGNORECASE,
)
# what the supplier did, as the rules read someone else's step
THEIR_REPLACEMENT = ActionReading(
    text=None, verb="replace", rest=("it",), mode="done", actor="other", subjectless=False
)


def replacement_came(text: str) -> bool:
    """Does ``text`` tell that a replacement or a new part arrived (or was fitted)?"""
    return bool(_CAME.match(text.strip()))
