"""Advice the customer says they followed, restated as their own step.

"my friend said to clear the data so i did that", "support told me to reinstall it, and I
did", "someone on reddit suggested clearing the cache, did that and it works", "the guy said try
resetting face id so i did that in settings", "my neighbour said check the drain hose for
kinks, did that", "I found on a forum to clear the cache of the app, I did it": the step is
named in the advice and done in the words after it. The sentence is restated as "I did
clear the data" (and whatever followed), which the verb reader takes as the customer's step.
Advice not followed ("support told me to reinstall it") is left as it is: someone else's
suggestion is no step.
"""

from __future__ import annotations

from support_memory.extraction.steps.action_words import (
    ALREADY_DONE_STEPS,
    IMPERATIVE_STEPS,
    LEARNER_PRESENT_STEPS,
)
from support_memory.extraction.steps.verbs import is_past
from support_memory.patterns import IGNORECASE, compile

# "support told me to", a learner's "the host tell me to"
_TOLD = r"(?:told|tells?) (?:me|us)"
_ADVICE_DONE = compile(
    # (a learner's present: "My brother say to switch on roaming data, I do it")
    r"^(?P<lead>.*?)\b(?:" + _TOLD + r"|said|says|say|suggested|recommended|advised(?: (?:me|us))?|"
    # "I found on a forum to clear the cache of the app, I did it": advice read, then followed
    r"(?:found|read|saw) (?:on|in) (?:a |an |the )?(?:forum|reddit|youtube|video|google|"
    r"internet|web|website|site|blog|post|thread|handbook|manual|booklet|leaflet|instructions|"
    r"user guide)(?: post| thread)?)\s+"
    # "found in the handbook u have to reset it thru the menu after, did that"
    r"(?:(?:that )?(?:i|we|you|u) (?:should|could|try|need to|had to|have to|must)\s+|"
    # "I found in the handbook that you're supposed to reset the system ..., so I did that"
    r"(?:that )?(?:you're|you are|u r|we're|we are|i'm|i am) supposed to\s+)?"
    r"(?:(?:to )?try\s+)?"
    # "suggested I raise a dispute": the customer named as the one to do it, any verb
    r"(?:(?:that )?(?:i|we) (?P<own>[a-z][a-z-]*\b[^,;]*?)|to (?P<base>\w[^,;]*?)|"
    r"(?P<ing>\w+ing\b[^,;]*?)|(?P<bare>[a-z][a-z-]*\b[^,;]*?))"
    r"(?:\s*,\s*(?:(?:so|and|which)\s+)?|\s+(?:so|and|which)\s+)"
    r"(?:(?:(?:i|we)\s+)?(?:just\s+)?(?:did|tried)"
    r"(?:\s+(?:that|it|this|so|just that|exactly that|as told|as (?:he|she|they|you) said))?|"
    r"(?:i|we)\s+do\s+(?:that|it|this)\b)"
    # "so i tried that yesterday and no it made no difference", "which I did on Friday over
    # the telephone": when (and how) it was done
    r"(?:\s+(?:yesterday|today|this morning|this evening|last night|earlier|already|again|"
    r"twice|(?:a few|a couple of|two|three|\d+) times|on (?:mon|tues|wednes|thurs|fri|satur|"
    r"sun)day))?(?:\s+(?:over the (?:tele)?phone|by (?:tele)?phone|online))?"
    # "so i did that in settings": where it was done belongs to the step
    r"(?P<where>\s+(?:in|on|from|at|via|through)\s+(?:the\s+|my\s+)?\w+)?"
    r"(?P<rest>(?:\s*[,;]|\s+(?:and|but|now|then)\b).*)?$",
    IGNORECASE,
)


# a learner's "I do it" for the advice just followed
_DO_IT = compile(r"\b(?:i|we) do (?:that|it|this)\b")
# "someone on a forum said soak the line in water overnight, gonna try that tonight", "my
# brother-in-law says you can turn off automatic updates, so I'm going to do that": advice the
# customer plans to follow
_ADVICE_PLANNED = compile(
    r"^.*?\b(?:" + _TOLD + r"|said|says|say|suggested|suggests|recommended|recommends|reckons|"
    r"advised(?: (?:me|us))?)\s+(?:(?:that\s+)?(?:i|we|you|u) (?:should|could|can|need to|have "
    r"to|must)\s+)?(?:(?:to )?try\s+)?(?:to\s+)?(?P<step>[a-z][a-z-]*\b[^,;]*?)"
    r"(?:\s+(?:cos|cause|because|as|since)\b[^,;]*)?"
    r"(?:\s*,\s*(?:(?:so|and)\s+)?|\s+(?:so|and)\s+)(?:i'm\s+|i am\s+|we're\s+|we are\s+|"
    r"i\s+|we\s+|i'll\s+|we'll\s+)?(?:going to|will|gonna)\s+(?:do|try)\s+(?:that|it|this)\b"
    r"(?P<rest>.*)$",
    IGNORECASE,
)
# the imperative an adviser names a step with: "said hold the clutch down while you start it"
_ADVISED_STEPS = ALREADY_DONE_STEPS | IMPERATIVE_STEPS | LEARNER_PRESENT_STEPS
_NOT_A_STEP_WORD = frozenset(
    {"it", "its", "it's", "the", "a", "an", "that", "this", "there", "he", "she", "they", "maybe"}
    | {"probably", "my", "your", "i", "we", "you", "is", "was", "not", "no"}
    | {"his", "her", "their", "our", "one", "mine", "yours", "hers", "theirs"}
)
# "i followed your advice and ran the drain cycle": the advice followed is the step after it
_FOLLOWED_AND = compile(
    r"^(?P<lead>.*?)\b(?:(?:i|we)\s+)?(?:followed|took) (?:your|the|his|her|their|support's|"
    r"the agent's) (?:advice|instructions|suggestions?|steps)\s*,?\s+and\s+(?:(?:i|we)\s+)?"
    r"(?:then\s+)?(?P<verb>\w+)(?P<rest>\b.*)$",
    IGNORECASE,
)


# "Your colleague said to clear the old creds. Did that, signed in fresh.": the advice, then
# its doing told in the next sentence
_DONE_NEXT = compile(
    r"(?P<advice>\b(?:" + _TOLD + r"|said|suggested|recommended|advised(?: me| us)?)\s+(?:to\s+)?"
    r"[a-z][^.!?\n]{3,100}?)[.!]+\s+(?P<done>(?:(?:i|we)\s+)?(?:just\s+)?(?:did|tried)\s+"
    r"(?:that|it|this|so)\b)",
    IGNORECASE,
)

# "someone on reddit said hold the power button for 40 seconds and it came back on": the
# advice, then what it did (in the past): the customer followed it
_ADVICE_THEN_RESULT = compile(
    r"^.*?\b(?:said|suggested|told (?:me|us))\s+(?:to\s+)?(?:try\s+)?"
    r"(?P<step>[a-z][a-z-]*\b[^,;]*?)\s*,?\s+and\s+(?P<result>(?:then\s+|now\s+)?"
    r"(?:it|that|this|the \w+)\s+(?:came back|came on|worked|started|fixed it|sorted it|did the "
    r"trick|turned on|booted|is working|was working|works)\b.*)$",
    IGNORECASE,
)


def join_advice_done(text: str) -> str:
    """ "Your colleague said to clear the old creds in Credential Manager. Did that, signed
    in fresh." → "... said to clear the old creds in Credential Manager, did that, signed in
    fresh.": one sentence, which ``restate_followed_advice`` reads as the customer's step."""
    low = text.lower()
    if " did " not in f" {low} " and "tried " not in low:
        return text  # most messages: nothing done to join (read once per message)
    return _DONE_NEXT.sub(lambda m: f"{m['advice']}, {m['done'][:1].lower()}{m['done'][1:]}", text)


def restate_followed_advice(sentence: str) -> str:
    """ "my friend said to clear the data so i did that, seems ok" → "I did clear the data,
    seems ok"; "i followed your advice and ran the drain cycle" → "I ran the drain cycle";
    "someone said soak the line overnight, gonna try that tonight" → "I will soak the line
    overnight tonight"; a sentence with no advice followed comes back unchanged."""
    low = sentence.lower()
    if "followed" in low or "took" in low:
        followed = _FOLLOWED_AND.match(sentence)
        if followed is not None and is_past(followed["verb"]):
            return f"{followed['lead']}I {followed['verb']}{followed['rest']}"
    if " do " in f"{low} " or " try " in f"{low} ":
        planned = _ADVICE_PLANNED.match(sentence)
        if planned is not None and planned["step"].split()[0].lower() not in _NOT_A_STEP_WORD:
            return f"I will {planned['step']}{planned['rest']}"
    if " and " in low and (" said " in f" {low} " or "suggested" in low or "told" in low):
        result = _ADVICE_THEN_RESULT.match(sentence)
        if result is not None and result["step"].split()[0].lower() in _ADVISED_STEPS:
            return f"I did {result['step']}, {result['result']}"  # who advised it: no step
    if " did" not in f" {low}" and " tried" not in f" {low}" and not _DO_IT.search(low):
        return sentence
    match = _ADVICE_DONE.match(sentence)
    if match is None:
        return sentence
    bare = match["bare"]
    if bare is not None and bare.split()[0].lower() not in _ADVISED_STEPS:
        return sentence  # "she said it was the hose, did that": no step named
    step = match["own"] or match["base"] or match["ing"] or bare
    step += match["where"] or ""
    restated = f"I tried {step}" if match["ing"] else f"I did {step}"
    return restated + (match["rest"] or "")
