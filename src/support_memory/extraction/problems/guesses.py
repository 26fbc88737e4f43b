"""A guess or a diagnosis of what the problem was is no problem report: "must have been a
pending thing", "probably just a glitch", "the electrician said the socket was wired wrong"
explain a problem already told, as does "they said it's just a pending authorisation"."""

from __future__ import annotations

from support_memory.patterns import IGNORECASE, compile

GUESS = compile(
    r"^(?:(?:it|that|this)\s+)?(?:must (?:have|'ve) been|must of been|musta been|"
    r"probably (?:was|just)|(?:i )?guess it was|maybe it was|was probably)\b"
    # what the engineer found: "the electrician said the socket was wired wrong" (not "they
    # said my card was declined": the shop telling the problem itself)
    r"|^the (?:engineer|electrician|technician|tech|plumber|mechanic|installer) (?:said|says|"
    r"told me|reckons|thinks|found)\b"
    # "they said the second one is just a pending authorisation": explained away
    r"|^(?:(?:they|he|she|the bank|my bank|the shop|support)\s+(?:said|say|says|told me)\s+"
    r"(?:that\s+)?)?(?:it|its|it's|that|this|the \w+(?: \w+)?)\s+(?:is|was|'s|were|are)?\s*"
    r"(?:just|only|simply|probably just)\s+(?:a|an)\s+(?:pending|temporary|hold|authori[sz]ation|"
    r"pre-?authori[sz]ation|holding)\b"
    # "(So, I called the bank.) They had blocked the Mastercard for online payments": what
    # somebody had done, told as the cause found
    r"|^(?:(?:and|so|but|apparently|turns out)\s+)?(?:they|the (?:bank|shop|store|seller|"
    r"courier|agent|hotel|airline)|he|she|support|someone) had (?:\w+ly )?\w+ed\b",
    IGNORECASE,
)

# "(so) it can't happen again": what a step is for, neither a fault nor a result
NEVER_AGAIN = compile(
    r"^(?:so (?:that )?)?(?:it|this|that)\s+(?:can'?t|cannot|can not|won'?t|will not|wouldn'?t|"
    r"shouldn'?t|doesn'?t|does not|never)\s+(?:ever\s+)?happens?\s+again\b",
    IGNORECASE,
)
