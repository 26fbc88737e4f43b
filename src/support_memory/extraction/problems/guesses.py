"""A guess or a diagnosis of what the problem was is no problem report: "must have been a
pending thing", "probably just a glitch", "the electrician said the socket was wired wrong"
explain a problem already told, as does "they said it's just a pending authorisation"."""

from __future__ import annotations

from support_memory.extraction.language.lexicon import THIRD_PARTIES, TRADESPEOPLE
from support_memory.patterns import IGNORECASE, compile

# the people of the lexicon as pattern alternatives, longest first ("it": the IT department
# only after a determiner, never a person on its own)
TRADES = "|".join(sorted(TRADESPEOPLE, key=len, reverse=True))
PEOPLE = "|".join(sorted(THIRD_PARTIES - {"it"}, key=len, reverse=True))
# the verbs that tell what somebody said or thought (a pattern alternative)
# (and a learner's "mechanic say thermostat is stuck open")
SAID = (
    r"(?:said|says|say|told (?:me|us)|tells (?:me|us)|reckons|reckoned|thinks|thought|"
    r"explained)"
)

GUESS = compile(
    r"^(?:(?:it|that|this)\s+)?(?:must (?:have|'ve) been|must of been|musta been|"
    r"probably (?:was|just)|(?:i )?guess it was|maybe it was|was probably)\b"
    # "(card keeps getting declined) maybe the old one expired??": the cause guessed
    r"|^(?:(?:oh|so|and|but|or)\W+)?(?:maybe|perhaps|prob|probably|possibly)\s+(?:the|my|our|"
    r"his|her)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:has\s+|had\s+|is\s+|was\s+)?(?:\w+ed|died|"
    r"broke|broken|gone|run out|ran out|worn out|dead|flat|faulty|blown)\b"
    # what the engineer found: "the electrician said the socket was wired wrong" (not "they
    # said my card was declined": the shop telling the problem itself)
    rf"|^(?:(?:and|so|then)\s+)?(?:(?:the|a|an|my|our|your|their)\s+)?(?:{TRADES})"
    rf"(?:\s+from\s+[\w'&-]+(?:\s+[\w'&-]+){{0,2}}?)?\s+(?:{SAID}|found|confirmed)\b"
    # "my cousin told me it is the pipe that is blocked": anybody naming the cause
    rf"|^(?:(?:and|so|then)\s+)?(?:(?:the|my|our|a)\s+)?(?:{PEOPLE})\s+{SAID}\s+(?:that\s+)?"
    r"(?:it|its|it's|the (?:problem|issue|cause|fault))\s*(?:is|was|'s|must be|might be|could be|"
    r"may be|must have been)?\s+(?:the|a|an|because|from|caused)\b"
    # "so problem is not wifi I think", "it is not the power of the contract": a cause ruled out
    # (not "the issue is not resolved": the problem, still there)
    r"|^(?:(?:so|and|but|then)\s+)?(?:(?:the\s+)?(?:problem|issue|cause|fault|culprit)|it|that|this)"
    r"\s*(?:is|was|'s)\s+not\s+(?:(?:the|a|an|my|our|your|because|due|from|caused|related)\b|"
    r"[\w-]*[^\W\d_d]\s+(?:i think|then|after all|either)\W*$)"  # a thing, not "fixed then"
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

# how the household is, not the thing: "(a workaround, so) we're not freezing"
PEOPLE_NOT_COLD = compile(
    r"^(?:(?:so|and|but|at least)\s+)*(?:we're|we are|were|i'm|im|i am|the kids are|you're|"
    r"you are) not (?:freezing|cold|boiling|roasting|sweating)\b",
    IGNORECASE,
)
# "(so) it can't happen again": what a step is for, neither a fault nor a result
NEVER_AGAIN = compile(
    # ... "hopefully doesn't happen again", "so hopefully it won't happen again"
    r"^(?:so (?:that )?)?(?:hopefully\s+(?:(?:it|this|that)\s+)?|(?:it|this|that)\s+)"
    r"(?:can'?t|cannot|can not|won'?t|will not|wouldn'?t|"
    r"shouldn'?t|doesn'?t|does not|never)\s+(?:ever\s+)?happens?\s+again\b",
    IGNORECASE,
)

# "(showed the booking confirmation at reception) but they say they cannot do nothing", "front
# desk said they cant do it": whom the customer went to turned them away; the step failed,
# and what they said is no problem of its own
TURNED_AWAY = compile(
    r"^(?:(?:but|and|so)\s+)?(?:they|he|she|staff|reception|front desk|the (?:\w+ )?(?:staff|"
    r"reception|desk|lady|man|guy|woman|agent|bank|shop|store|manager|branch))\s+(?:said|say|says|"
    r"told me|tell me)\s+(?:that\s+)?(?:they|he|she|it|we)\s+(?:can't|cannot|couldn't|could not|"
    r"can not|won't|will not)\s+(?:do (?:anything|nothing|it|that|much)|help(?: me)?)\b",
    IGNORECASE,
)
