"""Good news told as the problem's own verb, done: "door opened" after "the door won't open",
"it drains" after "wont drain", "spun up fine" after "won't spin up"; or as the problem's own
noun, gone: "now no whistle" after "keeps whistling nonstop"; or as the problem's own verb,
denied: "the light does not jump" after "the differential jumps".

The outcome tables name the usual success phrases; this catches the rest by reading the
open problem: its negated verb ("won't open", "can't connect", "doesn't charge", "fails to
print"), said again without the negation, in the past or the present, by a thing (not the
customer) and with nothing after it but "now", "again", "fine" and the like.
"""

from __future__ import annotations

from support_memory.extraction.language.lexicon import FAULT_GERUNDS
from support_memory.extraction.outcomes.detect import OutcomeSignal
from support_memory.extraction.outcomes.tables import A_WHILE_LATER
from support_memory.extraction.steps.verbs import lemma
from support_memory.models import Outcome
from support_memory.patterns import IGNORECASE, Pattern, compile

# the problem: "the door won't open", "printer can't connect", "fails to print"
_NEGATED_VERB = compile(
    r"\b(?:won't|wont|will not|can't|cant|cannot|can not|doesn't|doesnt|does not|didn't|"
    r"didnt|did not|isn't|is not|never|fails? to|unable to|refuses? to|not)\s+(?P<verb>[a-z]+)\b",
    IGNORECASE,
)
# the clause: "door opened (with click)", "and it drains fine now", "the lights turned on again"
_VERB_DONE = compile(
    r"^(?:(?:and|so|now|then|finally|ok|okay|yes|yay)\W+)*(?:(?:the|my|our|it|its|it's|they)\s+)?"
    r"(?:[a-z-]+\s+){0,2}?(?P<verb>[a-z]+)(?:\s+(?:up|on|in|out|back))?(?:\s+(?:now|again|fine|"
    r"finally|properly|normally|ok|okay|straight away|right away|immediately|no problem|"
    r"with (?:a )?(?:click|clunk|beep|pop)))*\W*$",
    IGNORECASE,
)
_NOT_GOOD = compile(r"n't\b|\b(?:not|no|never|still|only|just)\b", IGNORECASE)
_PEOPLE = frozenset({"i", "we", "you", "he", "she", "they"})


def problem_verb_done(clause: str, problem: str) -> OutcomeSignal | None:
    """Good news when ``clause`` says the verb ``problem`` denies, done; else None."""
    negated = _NEGATED_VERB.search(problem)
    if negated is None or _NOT_GOOD.search(clause):
        return None
    done = _VERB_DONE.match(clause.strip())
    if done is None or clause.split()[0].lower() in _PEOPLE - {"they"}:
        return None
    said, wanted = done.group("verb").lower(), lemma(negated.group("verb").lower())
    if said == wanted or lemma(said) != wanted:
        return None  # "door open" (no verb form), or another verb
    return OutcomeSignal(Outcome.WORKED, "nearest", True, 0)


# "now no whistle :)", "and no more beeping", "no clicking anymore", "light is gone now"
# (after "warning light on dashboard"): the symptom, gone
_NO_SYMPTOM = compile(
    r"^(?:(?:and|so|now|finally|ok|okay|yay|update|edit)\W+)*(?:(?:no|zero) (?:more )?"
    r"(?P<noun>[a-z]{4,})"
    # "update the light went off" (after "the tyre pressure light came on"): what was lit, off
    r"|(?:the |that |this )?(?:[a-z]+ )?(?P<off>light|lamp|led|warning)s? (?:has |have )?(?:went|"
    r"gone|goes|turned|switched) (?:off|out)(?:\s+(?:again|by itself|on its own))?"
    # "did that n its gone off now" (after "tyre pressure light came on"): "it" is the light
    r"|(?P<it_off>it)(?:'s|s| has| is)? (?:went|gone|goes|turned|switched) (?:off|out)"
    r"(?:\s+(?:again|by itself|on its own))?"
    r"|(?:the |that |this )?(?:[a-z]+ )?(?P<subject>[a-z]{4,}) (?:is|has|'s)(?: now)? "
    r"(?:gone|disappeared|vanished)|(?:the |that |this )?(?P<stopped>[a-z]{4,}) (?:has |have )?"
    # "scratching has basically stopped" (after "has been scratching his ears")
    r"(?:(?:basically|pretty much|mostly|almost|completely|finally|totally) )?(?:stopped|ended|"
    r"ceased|cleared up|calmed down|settled down))"
    r"(?:\s+(?:anymore|any more|now|since|at all|completely))*\W*$",
    IGNORECASE,
)
# the problem is a light that came on ("tyre pressure light came on", "the warning light has
# been on"), not a thing that shows one ("boiler keeps cutting out with a red light")
_LIT = compile(
    r"(?i)\b(?:light|lamp|led|warning|indicator)s?\s+(?:(?:has|have)\s+)?(?:been\s+)?(?:came|"
    r"comes|coming|come|is|was|keeps|kept|stays|stayed|went|goes|turned|lit)?\s*(?:on|up)\b"
)
_STEM = 5  # "whistle" and "whistling", "beep" and "beeping" share their first letters


# "now its 94mbps and netflix plays in 4k no buffering": it works, with no symptom
_WORKS_WITHOUT = compile(
    r"\b(?:plays?|playing|works?|working|runs?|running|streams?|streaming|loads?|loading|"
    r"prints?|printing|now)\b[^,;]*\b(?:no|zero|without) (?:any )?(?P<noun>[a-z]{4,})\W*$",
    IGNORECASE,
)
_STILL = compile(r"\b(?:still|again|but)\b|n't\b|\bnot\b", IGNORECASE)
# "the light does not jump" after "the differential jumps": the problem's own verb, denied,
# when that verb is a fault ("jump", "trip", "leak"; not "start")
# (the lemma of "freezing" is "freez", of "freezes" "freeze": both are kept)
_FAULT_VERBS = frozenset(
    form for gerund in FAULT_GERUNDS for form in (lemma(gerund), lemma(gerund) + "e")
)
_VERB_DENIED = compile(
    r"^(?:(?:and|so|now|today|finally|ok|okay)\W+)*(?:(?:the|my|our|it|its|they)\s+)?"
    r"(?:[a-z-]+\s+){0,2}?(?:does not|doesn't|doesnt|did not|didn't|didnt|has not|hasn't|"
    r"have not|haven't)\s+(?P<verb>[a-z]{4,})(?:\s+(?:anymore|any more|now|again|today|at all|"
    r"since|all day|all night|once))*\W*$",
    IGNORECASE,
)


def symptom_gone(clause: str, problem: str) -> OutcomeSignal | None:
    """Good news when ``clause`` says the problem's own noun is no more ("now no whistle"
    after "hearing aid keeps whistling"); else None. Only the problem's own word: "now no
    sound at all" is a new problem."""
    gone = _NO_SYMPTOM.match(clause.strip())
    denied = _VERB_DENIED.match(clause.strip())
    if gone is None and denied is not None and _NEGATED_VERB.search(problem) is None:
        verb = lemma(denied.group("verb").lower())
        said = {lemma(word) for word in problem.lower().split() if len(word) >= 4}
        if verb in said and verb in _FAULT_VERBS:  # not "doesn't start" after "starts up"
            return OutcomeSignal(Outcome.WORKED, "nearest", True, 0)
        return None
    if gone is None:
        without = _WORKS_WITHOUT.search(clause)
        if without is None or _STILL.search(clause):
            return None
        stem = without.group("noun").lower()[:_STEM]
        said = {word[:_STEM] for word in problem.lower().split() if len(word) >= 4}
        return OutcomeSignal(Outcome.WORKED, "nearest", True, 0) if stem in said else None
    if gone.group("it_off"):
        lit = _LIT.search(problem)
        return OutcomeSignal(Outcome.WORKED, "nearest", True, 0) if lit is not None else None
    found = (
        gone.group("noun") or gone.group("subject") or gone.group("stopped") or gone.group("off")
    )
    stem = found.lower()[:_STEM]
    said = {word[:_STEM] for word in problem.lower().split() if len(word) >= 4}
    return OutcomeSignal(Outcome.WORKED, "nearest", True, 0) if stem in said else None


# "(reset the system ...) and it's still on every time I start the car": the light lit
_STILL_LIT = compile(
    r"^(?:(?:and|but|so|yet|then)\s+)?(?:(?:it|it's|its|it is|the light|the warning|the lamp)\s*"
    r"(?:is\s+|'s\s+|has\s+)?)?(?:still\s+(?:on|lit|flashing|blinking|there)|came back on|"
    r"come back on|comes back on|came on again|is back on|back on|(?:has\s+)?stayed on|stays on)\b",
    IGNORECASE,
)


def light_still_on(clause: str, problem: str) -> OutcomeSignal | None:
    """Bad news when ``clause`` says "it" is still on (came back on, stayed on) and ``problem``
    is a light that came on ("tyre pressure warning light has been on"); else None."""
    return _told_of(clause, problem, _STILL_LIT, _LIT, Outcome.FAILED)


# "(put the new flapper in,) still running": the problem's own doing, still going on
_STILL_DOING = compile(
    r"^(?:(?:and|but|so|yet)\s+)?(?:(?:it|they)(?:'s|'re| is| are)?\s+|its\s+|theyre\s+)?"
    r"still\s+(?P<verb>\w+ing)\b"
)


def still_doing_it(clause: str, problem: str) -> OutcomeSignal | None:
    """Bad news when ``clause`` says the thing is still doing what the problem said it does
    ("still running" after "toilet keeps running"), a verb no table knows for a fault."""
    doing = _STILL_DOING.match(clause.lower().strip())
    if doing is None:
        return None
    said = {word for word in problem.lower().split() if word.endswith("ing")}
    return OutcomeSignal(Outcome.FAILED, "all", True, 0) if doing.group("verb") in said else None


# the problem: what should be hot went cold ("the electric shower has gone cold", "no hot
# water", "radiators are cold", "the heating is off")
_WENT_COLD = compile(
    r"\b(?:gone|went|going|is|are|was|were|running|stays?|stayed|blowing|comes? out|came out)\s+"
    r"(?:stone\s+|ice\s+)?cold\b|\bno (?:hot water|heat|heating)\b|\bheating (?:is |has )?"
    r"(?:off|gone off|not working|isn't working|stopped)\b",
    IGNORECASE,
)
# the clause: "(flicked it back up and) it's hot again", "its warm now", "nice and hot again"
_HOT_AGAIN = compile(
    r"^(?:(?:and|so|now|finally|ok|okay|yay)\W+)*"
    # "within half an hour every radiator upstairs was hot"
    rf"(?:{A_WHILE_LATER},? )?"
    r"(?:it's|its|it is|they're|theyre|they are|it'?s now|they were|it was|"
    r"(?:the|my|every|all the|all) \w+(?: upstairs| downstairs)? (?:is|are|'s|was|were))\s+"
    r"(?:(?:nice and|now|finally|piping|lovely and|all)\s+)?(?:hot|warm)(?:\s+(?:again|now))*\W*$",
    IGNORECASE,
)


def warmth_back(clause: str, problem: str) -> OutcomeSignal | None:
    """Good news when ``clause`` says it is hot (or warm) again and ``problem`` was that it
    went cold ("the electric shower has gone cold" ... "it's hot again"); else None (an
    engine or a laptop "hot again" is a fault)."""
    return _told_of(clause, problem, _HOT_AGAIN, _WENT_COLD, Outcome.WORKED)


# the problem: what keeps things cold stopped ("fridge stopped being cold", "the freezer
# isn't freezing", "aircon not cooling")
_STOPPED_COOLING = compile(
    r"\b(?:fridge|freezer|fridge freezer|air ?con|aircon|a/c|air conditioner|air conditioning|"
    r"cool box|wine cooler)\b[^.]*\b(?:not|isn't|stopped|won't|wont|doesn't|no longer|warm)\b",
    IGNORECASE,
)
# the clause: "and now it's warm again", "its getting warm again"
_WARM_AGAIN = compile(
    r"^(?:(?:and|but|so|now|then)\W+)*(?:it's|its|it is|it has gone|it's gone|its gone|it got|"
    r"it's getting|its getting|they're|theyre|(?:the|my) \w+ (?:is|are|'s|has gone))\s+"
    r"(?:(?:now|all|really|quite)\s+)?(?:warm|hot|lukewarm)(?:\s+(?:again|now))+\b",
    IGNORECASE,
)


def cooling_lost_again(clause: str, problem: str) -> OutcomeSignal | None:
    """Bad news when ``clause`` says it is warm again and ``problem`` was that what keeps
    things cold stopped ("Fridge stopped being cold" ... "now it's warm again"); else None
    (after a heater blowing cold, "warm again" is good news)."""
    return _told_of(clause, problem, _WARM_AGAIN, _STOPPED_COOLING, Outcome.FAILED)


def _told_of(
    clause: str, problem: str, said: Pattern, about: Pattern, polarity: Outcome
) -> OutcomeSignal | None:
    """News of ``polarity`` when ``clause`` opens with what ``said`` reads and ``problem``
    holds what ``about`` looks for; else None. Bad news is of the whole message's steps,
    good news of the nearest."""
    if said.match(clause.strip()) is None or about.search(problem) is None:
        return None
    return OutcomeSignal(polarity, "all" if polarity is Outcome.FAILED else "nearest", True, 0)
