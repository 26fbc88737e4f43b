"""Who the customer reached or had round, and what they said.

"I telephoned the hotel, but she told me she could only see one payment", "The electrician
has come. He says the oven has a resistance damaged": what a party the message told the
customer reached (a call, an e-mail) or a tradesperson it named said is the finding, no
problem of its own. "gonna ring the surgery tmrw": a plan to reach a party of the
customer's own, is always a step; so is a dispute raised with the bank, planned or done.
"""

from __future__ import annotations

from support_memory.extraction.clauses.split import Clause
from support_memory.extraction.problems.guesses import SAID, TRADES
from support_memory.extraction.reading.state import MessageReading
from support_memory.extraction.steps.action_reading import ActionReading
from support_memory.extraction.steps.real_actions import (
    CONTACT_VERBS,
    raises_dispute,
    reaches_a_party,
    real_action,
)
from support_memory.patterns import compile

# what someone said: "she told me ...", "the manager said ...", "he reckons ..."
_THEY_SAID = compile(
    r"^(?:(?:and|so|then|but)\s+)?(?:he|she|they|the (?:manager|lady|man|woman|guy|agent|"
    rf"receptionist|advisor|adviser|rep|person))\s+(?:{SAID}|found)\b"
    # "ur guy came, [said the battery was totally dead]": the one who came said it
    rf"|^(?:(?:and|so|then)\s+)?(?:{SAID})\s+(?:that\s+)?(?:the|my|it|its|it's|there)\b"
)
# ... but "he says he can't replace it until the claim is approved" is a problem
_THEY_CANNOT = compile(
    r"\b(?:can't|cant|cannot|can not|won't|wont|will not|unable|refuses?|until)\b"
)
_A_VISITOR = compile(rf"\b(?:{TRADES})\b")


def said_by_someone_reached(reading: MessageReading, clause: Clause) -> bool:
    """Is ``clause`` what a tradesperson named before, or a party the customer reached
    before, said they found (and no refusal: "he can't replace it until ...")?"""
    return (
        _THEY_SAID.match(clause.lower) is not None
        and _THEY_CANNOT.search(clause.lower) is None
        and (_a_visitor_named_before(reading) or party_reached_before(reading))
    )


def no_answer_from_the_party(reading: MessageReading, clause: Clause) -> bool:
    """ "I wrote to landlord two times by email, [but he did not answer me]": the party the
    customer reached never answered; the contact failed, no problem of its own."""
    return _NO_ANSWER.match(clause.lower) is not None and party_reached_before(reading)


# a party's silence: "he did not answer me", "they never replied", "no reply yet"
_NO_ANSWER = compile(
    r"^(?:(?:and|so|but|still)\s+)?(?:(?:he|she|they|nobody|no one|noone)\s+(?:still\s+)?"
    r"(?:did not|didn't|didnt|never|has not|hasn't|hasnt|have not|haven't|havent|does not|"
    r"doesn't)\s+"
    r"(?:answer|answered|reply|replied|respond|responded|get back|got back|call back|called back|"
    r"ring back|rang back|write back|wrote back)(?:\s+(?:to\s+)?(?:me|us|my \w+))?"
    r"|(?:no|never got (?:a|any)|got no|still no) (?:answer|reply|response)(?:\s+(?:yet|back))?)"
    r"\W*$"
)


def party_reached_before(reading: MessageReading) -> bool:
    """Has this message told a call, an e-mail, a letter to a party before the clause read?"""
    return any(
        step.reading.verb in CONTACT_VERBS and step.reading.actor == "self"
        for step in reading.steps
    )


def always_a_step(action: ActionReading, *, said_as_doing: bool = False) -> bool:
    """ "gonna ring the surgery tmrw", "going to raise a dispute with my bank": a plan to
    reach a party of the customer's own; "Today I opened a dispute with my credit card
    company": the money asked back, planned or done; "ordering a new card": a replacement
    planned. Never doubted by the clause judge."""
    said = [w.lower() for w in action.rest]
    if raises_dispute(said):
        return True
    if action.verb == "cancel" and _A_STANDING_PAYMENT.search(" ".join(said)) is not None:
        return True  # "I've also cancelled the direct debit myself": the payments stopped
    replacing = action.verb in _REPLACING and (said[:2] in _A_NEW_ONE or said[:1] in _A_NEW_ONE)
    if replacing and (action.mode == "in_progress" or said_as_doing):
        # "same error after format. ordering a new card": a replacement planned, or being
        # ordered as the customer writes ("ordering ...", read as done with no subject)
        return True
    if action.mode == "in_progress" and action.verb == "ask":
        # "gonna ask the caretaker in the morning": a look for a missing parcel, planned
        return real_action("ask", list(action.rest))
    if action.mode == "in_progress" and action.verb == "check" and said[:1] == ["with"]:
        # "will check with the neighbours": the same look, planned as a check
        return real_action("ask", list(action.rest[1:]))
    if action.mode == "in_progress" and action.verb == "knock":
        return real_action("knock", list(action.rest))  # "ill knock on next door after work"
    return action.mode == "in_progress" and action.verb in CONTACT_VERBS and reaches_a_party(said)


# a payment that goes on by itself until stopped at the bank
_A_STANDING_PAYMENT = compile(
    r"^(?:the |my |our |that |this )?(?:direct debit|standing order|dd)\b"
)
# a replacement bought or ordered: "ordering a new card", "going to buy a new router"
_REPLACING = frozenset({"buy", "order", "purchase", "reorder"})
_A_NEW_ONE = (["a", "new"], ["a", "replacement"], ["new"], ["another"], ["a", "spare"])


def _a_visitor_named_before(reading: MessageReading) -> bool:
    """Did a clause of this message before the one being read name a tradesperson?"""
    return any(_A_VISITOR.search(clause.lower) for clause in reading.clauses[: reading.at])
