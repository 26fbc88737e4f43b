"""Good news told as a plain state after a step: "it's charging now", "calls ring normally now".

The outcome patterns name the usual success phrases; this rule catches the open-ended rest:
a thing (not the customer) as subject, the word "now", and nothing that reports a problem,
a process still running ("it's updating now") or a change for the worse.
"""

from __future__ import annotations

from support_memory.extraction.language.lexicon import FAULT_GERUNDS
from support_memory.extraction.problems.symptoms import has_symptom
from support_memory.patterns import Match, any_of, compile, word_not

_LEAD = r"^(?:(?:and|so|but|then|now|yes|yay|ok|okay|great|perfect|finally|thankfully)\s*,?\s+)*"
_THING_NOW = compile(
    _LEAD + r"(?:it|they|everything|(?:the|my|our|all the|both) (?:[\w-]+\s+){0,2}?[\w-]+|"
    # "nvm its there this morning": a state told of a later time, last
    r"[\w-]+s)(?:'s|'re|\s+is|\s+are)?\s+(?:(?:\w+\s+){0,4}?now\b|(?:\w+\s+){0,2}?(?:there|here|"
    r"back|fine|ok|okay|working|sorted|fixed|showing|in|up) (?:this morning|today)\W*$)|"
    + _LEAD
    + r"now\s+(?:it|they|everything|(?:the|my|our|all the|all|both) [\w-]+|[\w-]+s|"
    r"(?:i|we) (?:get|see|receive|hear)\b|(?:she|he) (?:has|got|gets|sees|can)\b|"
    # a learner's "now light is off": the thing named without "the"
    r"[\w-]+ (?:is|are) (?:off|fine|ok|okay|good|normal|back|working|gone|clear|warm|hot|cold)\b)|"
    + _LEAD
    # a subject that is not the customer ("the printer prints", not "I see")
    + rf"(?:-|{word_not(words=('i', 'we', 'you'))})[\w-]*\s+[\w-]+s\b(?:\s+\w+){{0,3}}\s+now\b"
)
_THING_AGAIN = compile(
    _LEAD + r"(?:its|(?:it|they|everything|(?:the|my|our|all the|both) (?:[\w-]+\s+){0,2}?"
    r"[\w-]+)(?:'s|'re|\s+is|\s+are))\s+\w+ing\b(?:\s+\w+){0,2}\s+again$"
)
# "it mows again", "the pump runs fine": a thing doing its job, told plainly
_THING_DOES = compile(
    _LEAD + r"(?:it|they|(?:the|my|our) (?:[\w-]+\s+){0,2}?[\w-]+)\s+[\w-]+s\s+(?:\w+\s+)?"
    r"(?:again|fine|properly|normally|correctly|perfectly|smoothly|great)$"
)
# "the PDFs export with the right amounts again": things doing their job, a plural subject
_THINGS_DO = compile(
    _LEAD + r"(?:they|(?:the|my|our|all the|all my|both) (?:[\w-]+\s+){0,2}?[\w-]+s)\s+([a-z]+)\s+"
    r"(?:\w+\s+){0,4}?(?:again|fine|properly|normally|correctly|perfectly|smoothly)$",
    context=False,
)
# "spins fine now", "it restarts properly again", "spinning fine now": how well it does its job
# says good news even of a verb that is often a symptom ("it spins", "it restarts")
_DOES_WELL = compile(
    _LEAD
    # the subject may come bare, as a learner or a text says it ("machine drains good now")
    + r"(?:(?:it|they|(?:the|my|our) (?:[\w-]+\s+){0,3}?[\w-]+|"
    + word_not(words=("nothing", "none", "nobody", "i", "we", "you", "still", "never", "only"))
    + r")\s+)?(?:(?:is\s+|are\s+|'s\s+|'re\s+)?[\w-]+(?:s|ing)\s+(?:fine|properly|normally|"
    # "shifting perfect now": the adjective said for the adverb
    r"correctly|perfectly|perfect|smoothly)|"
    # a learner's "machine drains good now", "it works normal" (a machine's job, not "as
    # well", "restart as normal")
    r"(?:works|drains|prints|runs|charges|connects|starts|spins|heats|cools|flushes|loads|"
    r"plays|syncs|washes|dries|boots|pairs|scans)\s+(?:good|normal)|"
    # "the glasses came out clear", "the last three loads have come out spotless": what a
    # machine made
    r"(?:(?:have|has|'ve)\s+)?(?:came|come|comes) out (?:clean|clear|fine|perfect|perfectly|"
    r"spotless|sparkling|great|right|good|ok|okay|dry|sharp))(?:\s+(?:now|again|this time))*$"
)
# ... but "it crashes fine" is no good news
_NEVER_WELL = compile(
    r"\b(?:crash|freez|fail|error|hang|lag|die|drop|leak|stutter|flicker|overheat|glitch|break|"
    r"disconnect|beep|buzz|rattl|squeak|drip|smok|spark)\w*\b"
)
# ... "the extension stopped working properly" is the problem
_SPOILERS = compile(
    r"n't\b|\b(?:not|no|never|still|only|even|stop|stops|stopped|quit|quits|ceased|anymore|"
    r"any more)\b"
)
_BAD_AGAIN = compile(
    r"n't\b|\b(?:restarts|reboots|says|asks|shows|happens|goes|turns|shuts|keeps|wants|tells|"
    r"does|logs|kicks|drops|disconnects|dies|stops|sleeps|resets|updates|"
    r"trips|beeps|blinks|flashes|leaks|jams|buzzes|clicks|rattles|squeaks|smells|bounces|fails|"
    r"lags|stutters|freezes|crashes|hangs|overheats|flickers|cuts|locks|declines|loops|spins|"
    r"errors|times|breaks|glitches|fogs|drips|sparks|smokes|"
    # ... and their "-ing" forms: "its clicking again", "its dripping again" (the problem back)
    + "|".join(sorted(FAULT_GERUNDS))
    + r"|"
    r"not|no|never|still|doing|happening|that|this|those|asking|saying|showing|"
    r"wanting|error|same|off|down|acting|playing up|rebooting|restarting|telling|logging|"
    r"occurs|occurring|appears|returns|problem|issue|bug|crash|glitch|fault|"
    # "the radiators are cold again", "the house is dark again": how the fault shows, back
    r"cold|hot|warm|lukewarm|freezing|wet|damp|dark|loud|noisy|slow|laggy|sluggish|blurry)\b"
)  # "the problem occurs again" is the problem back, not good news
_BAD = compile(
    r"n't\b|\b(?:not|no|never|nobody|nothing|none|no one|still|only|even|again|instead|"
    r"different|another|other|same|worse|wrong|weird|strange|louder|dead|silent|black|gr[ae]y|blank|"
    r"empty|asks?|asking|says?|saying|shows?|showing|wants?|keeps?|error|missing|gone|off|"
    r"down|too|has to|have to|need|needs|just|either|also|tells?|like|away|closer|nearer|"
    # "Now the big burner is giving very small flame": a weak state is bad news
    r"small|smaller|tiny|weak|weaker|slow|slower|poor|low|lower|"
    # "and now the phone is disabled": shut out, bad news
    r"disabled|blocked|locked|suspended|frozen|closed|cancelled|canceled|declined|rejected|"
    # "its plugged in there now": where it is set up, no news
    r"further|farther|plugged|unplugged|sitting)\b"
)
# "it has now been six weeks", "its been 3 days now": a span of time, with no state said
_HOW_LONG = compile(
    # "it is now 16 days", "its now 3 weeks": how long the customer has waited
    # ... "It is now more than 24 hours"
    r"\b(?:been|is|'s|its|are) (?:now )?(?:over |almost |nearly |about |like |more than |less "
    r"than |already )?"
    r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|few|a few|several|couple of|"
    r"a couple of) (?:more )?(?:days?|weeks?|months?|hours?|mins?|minutes?|years?)(?: now)?\W*$"
)
# "it's updating now" is a process under way, not a result
_PROCESS = compile(
    r"\b(?:updat|install|reinstall|download|reboot|restart|reset|scann|repair|restor|check|"
    r"process|load|copy|copying|transferr|verify|verifying|index|search|wait|boot|"
    r"configur|prepar|rebuild)\w*ing\b"
)
# "Now I see in the confirmation mail it is a single room": what the customer noticed
_NOTICED = compile(
    r"\bnow (?:i|we) (?:see|saw|notice|noticed)(?: that| in| on| from| it'?s| it is| there|"
    r" why| how| what)\b"
)
_ENDS_DID = compile(r"^(?:but\s+|and\s+)?(?:\w+ing\b.*\b|(?:the|a|an) \w+.*\b)(did)$")


_MADE = r"made (?:it|them|things|everything|the \w+)\s+(?:\w+\s+)?\w+(?:\s+again)?$"
_MADE_IT = compile(r"(?:^|\b(?:which|that|this|it)\s+(?:has\s+)?)" + _MADE)
_MADE_AFTER_WORD = compile(r"\w (" + _MADE + ")", context=True)  # "X-ing made the upload quick"
# "I made the font bigger", "I have made the SMC reset": a person made it, a step of theirs
_PERSON_LAST = compile(
    r"\b(?:i|we|you|they)(?:\s*'ve|\s+have|\s+had)?(?:\s+(?:already|also|just|then|now))?\s*$"
)


_MADE_WORSE = compile(
    r"n't\b|\b(?:not|no|worse|slower|harder|impossible|unusable|useless|unstable|weird|louder)\b"
)


# Good news needs one of these; one pass rules most clauses out
_ANY_GOOD_STATE = any_of(
    _MADE_IT,
    _MADE_AFTER_WORD,
    _ENDS_DID,
    _THING_AGAIN,
    _THING_DOES,
    _THINGS_DO,
    _THING_NOW,
    _DOES_WELL,
)


def now_result(low: str) -> tuple[bool, int] | None:
    """``(state, start)`` when ``low`` reads as good news, else None."""
    if _ANY_GOOD_STATE.search(low) is None:
        return None  # most clauses: none of the shapes below
    made = _made_it(low)
    if made and _PERSON_LAST.search(low[: made.start()]):
        made = None  # "I made the font bigger" is a step of its own
    if made and made.start() == 0 and low.startswith("made the "):
        made = None  # "- made the PDF smaller" in a list of tries: the step, told bare
    if made and not _MADE_WORSE.search(low) and not has_symptom(low[made.start() :]):
        return False, made.start()  # "which made it sharp again", "X-ing made the upload quick"
    ends = _ENDS_DID.match(low)
    if ends:  # "but swapping the cable did": the step is the subject, "did" its success
        return False, ends.start(1)
    if _DOES_WELL.match(low) and not _SPOILERS.search(low) and not _NEVER_WELL.search(low):
        return True, 0  # "spins fine now"
    plain = _THING_AGAIN.match(low) or _THING_DOES.match(low)
    if plain and not _BAD_AGAIN.search(low) and not _PROCESS.search(low):
        return (True, 0) if not has_symptom(low) else None  # "it's making ice again"
    things = _THINGS_DO.match(low)
    if (
        things is not None
        and not things.group(1).endswith(("ed", "ing", "s"))  # "the lights flickered again"
        and not _BAD_AGAIN.search(low)
        and not _NEVER_WELL.search(low)
        and not _PROCESS.search(low)
        and not has_symptom(low)
    ):
        return True, 0  # "the PDFs export with the right amounts again"
    if (
        not _THING_NOW.match(low)
        or _BAD.search(low)
        or _PROCESS.search(low)
        or _NOTICED.search(low)
    ):
        return None
    if _HOW_LONG.search(low):
        return None  # "It has now been six weeks": how long the problem has lasted
    if has_symptom(low) or low.endswith("?"):
        return None
    return True, 0


def _made_it(low: str) -> Match | None:
    """ "which made it sharp again" / "X made the upload quick": the leftmost of the two."""
    found = [m for m in (_MADE_IT.search(low), _MADE_AFTER_WORD.search(low)) if m is not None]
    return min(found, key=lambda m: m.start()) if found else None
