"""A good result somewhere else is a diagnostic, not a fix.

"It works in Firefox", "I tried another keyboard and that one works", "works on my phone
but not on the laptop", "the same page loads fine on my phone": the customer has learnt
where the fault is, but the thing they came about is still broken. Such a clause neither
credits a step nor resolves the incident; a try of the other thing is no step at all.
"""

from __future__ import annotations

from support_memory.extraction.clauses.split import Clause
from support_memory.extraction.language.lexicon import USAGE_VERBS
from support_memory.extraction.outcomes.detect import OutcomeSignal
from support_memory.extraction.reading.state import MessageReading
from support_memory.models import Outcome
from support_memory.patterns import Pattern, compile, word_not

_ELSEWHERE = (
    r"(?:others?|another|different|second|spare|firefox|chrome|safari|edge|opera|brave|"
    r"incognito|private|phone|mobile|tablet|laptop|desktop|pc|mac|ipad|iphone|android|"
    r"computer|browser|web|website|"
    # "(a reconnecting error on wifi,) but through data it's fine": another network
    r"(?:mobile )?data|cellular|4g|5g|lte|ethernet|hotspot|"
    # "my partner's phone", typed "my partners phone" as often as not
    r"(?:wife|husband|partner|colleague|friend|sister|brother|son|daughter|mum|mom|dad)(?:'s|s)|"
    r"\w+'s (?:phone|laptop|computer|pc|mac|device))"
)
_DEVICE = r"(?:phone|laptop|tablet|pc|computer|tv|ipad|iphone|desktop|mac|console|printer)"
# ... unless the clause says the problem itself is gone ("it works in Firefox now")
_FIX_WORDS = compile(r"(?i)^.*\b(?:now|again|since|after|anymore|any more|fixed|solved|sorted)\b")
_DIAGNOSTIC = compile(
    r"(?i)^(?:"
    rf".*\b(?:in|on|with|from|through|using)\s+(?:my\s+|the\s+|a\s+|an\s+|his\s+|her\s+)?"
    r"(?:two\s+|three\s+|both\s+|all\s+|\d+\s+)?"
    rf"(?:work\s+|home\s+|old\s+|own\s+|personal\s+)?{_ELSEWHERE}\b"
    r"|(?:but\s+|and\s+)?(?:that|the other|the spare|the second|a different|another|"
    r"other|the old)\s+(?:one|\w+)\s+(?:works?|is fine|loads?|prints?|connects?)\b"
    # "one is working fine on Cardputer", "the front door one works in the garage spot"
    r"|(?:but\s+|and\s+)?(?:(?:the|that|this)\s+(?:\w+\s+){1,2})?one\s+(?:is\s+|was\s+)?"
    r"(?:works?|working|worked|fine)\b"
    r"|(?:but\s+|and\s+)?(?:works?|loads?|is fine)\b.*\bbut not\b"
    r"|(?:but\s+|and\s+)?(?:it\s+|that\s+)?(?:works?|worked|loads?|loaded|prints?|is|was)"
    r"(?:\s+\w+)?\s+there\b"
    # "put my sim in wifes phone, data works there": the part tried in the other thing works
    r"|(?:but\s+|and\s+)?(?:(?:the\s+|my\s+|mobile\s+)?(?:data|sim|card|calls|internet|signal|"
    r"it)\s+)(?:works?|worked|is working|was working)(?:\s+(?:fine|ok|okay|perfectly|normally))?"
    r"\s+(?:there|in (?:it|that one|hers|his))\b"
    # "wifi at home works fine tho", "the internet at work is fine": the same kind of thing
    # somewhere else works
    r"|(?:but\s+|and\s+)?(?:the\s+|my\s+|our\s+)?(?:\w+\s+){1,2}(?:at|in)\s+(?:home|work|the "
    r"office|school|uni|my (?:mum|mom|dad|parents|friend|mate)'?s)\s+(?:works?|worked|is working|"
    r"is fine|are fine|connects?|loads?)\b"
    # "the tv buttons work tho": another part works, said as a contrast
    r"|(?:but\s+)?(?:the|my)\s+(?:\w+\s+){1,3}(?:works?|is fine|are fine|loads?|prints?|"
    r"connects?)\b.*\b(?:tho|though)$"
    r"|.*\b(?:elsewhere|everywhere else|somewhere else|anywhere else|at other (?:shops|stores|"
    r"places|sites)|on other (?:sites|websites|apps|devices)|"
    # "The microphone works fine in any other application"
    r"(?:in|on|with) (?:any|every|all) other (?:apps?|applications?|programs?|games?|software|"
    r"browsers?|devices?|sites?|websites?)|(?:at|in) (?:the |a )?(?:shops?|"
    r"stores?|supermarket|petrol station|gas station|atm|restaurant))\b"
    # "phone connects fine" beside "laptop won't connect": another device works (a fix says
    # "now" or "again", which _FIX_WORDS keeps out)
    r"|(?:but\s+|and\s+)?(?:my\s+|the\s+)?(?:phone|laptop|tablet|pc|computer|tv|ipad|iphone|"
    r"desktop|mac|other devices?|everything else|all other \w+|"
    # "Cash machine works fine, it's only shops": where the card does work
    r"cash ?machines?|atms?|cash ?points?|online|contactless)\s+(?:works?|connects?|is fine|"
    r"loads?|prints?|plays?|stays? (?:connected|online))\b"
    # "The laptop and the phones are working normal on the new WLAN" beside "the app cannot
    # connect to the washing machine": other devices, named as a list or in the plural
    rf"|(?:but\s+|and\s+)?(?:my\s+|the\s+|our\s+|all\s+)?(?:{_DEVICE}s|{_DEVICE}s?"
    rf"(?:\s+(?:and|&)\s+(?:my\s+|the\s+|our\s+)?{_DEVICE}s?)+)\s+(?:are\s+|all\s+)*"
    r"(?:working|fine|ok|okay|connected|online|work|connect)\b"
    # "the card works fine online" beside "declined at the petrol station": another way of
    # using it works
    r"|.*\b(?:works?|worked|working|is fine|goes through|went through)\s+(?:\w+\s+)?(?:online|"
    r"in store|in-store|in person|in shops?|contactless|over the phone)\b"
    # "Anydesk and other remote access programs work fine": other software works
    r"|.*\bother\s+(?:\w+\s+){0,3}(?:apps?|applications?|programs?|games?|sites?|websites?|"
    r"devices?|browsers?|computers?|tools?|software|services?|clients?)(?:\s+\w+)??\s+(?:all\s+|still\s+)?"
    r"(?:works?|worked|working|run|runs|ran|are fine|were fine|load|loads|connect|connects|"
    r"comes? through|came through|arrive|arrives|get through)\b"
    # "the door moves fine by hand", "it opens manually": without the part that fails
    r"|.*\b(?:works?|worked|working|moves?|moved|opens?|opened|closes?|closed|turns?|runs?|"
    r"goes up|goes down|is fine|fine)\b.*\b(?:by hand|manually|with the (?:manual )?key|with "
    r"the crank)\b"
    # a learner's "My brother phone is charging with my charger no problem": someone else's
    # device, named without "'s", does what the customer's will not
    r"|(?:but\s+|and\s+)?(?:my\s+)?(?:wife|husband|partner|colleague|friend|sister|brother|son|"
    r"daughter|mum|mom|dad|mother|father|neighbou?r|cousin)\s+(?:phone|laptop|tablet|pc|"
    r"computer|tv|car|card|device|mobile)\s+(?:is\s+|was\s+)?(?:works?|worked|working|charges?|"
    r"charged|charging|connects?|connected|connecting|fine)\b"
    # "Every other audiobook and podcast works flawlessly": all but the one that fails
    r"|(?:but\s+|and\s+)?(?:every|each|any|all)\s+(?:the\s+)?others?\s+(?:\w+\s+){0,4}(?:works?|"
    r"worked|working|is fine|are fine|loads?|plays?|downloads?|runs?|opens?|prints?|syncs?)\b"
    # "everything else texts me fine": all but the problem works
    r"|(?:but\s+|and\s+)?(?:everything|everyone|anything) else\b"
    # "the buds worked perfect on that one", "works fine on hers": the success is located
    # on the other thing
    r"|.*\b(?:works?|worked|working|is fine|was fine|fine)\b.*\b(?:on|in|with)\s+(?:that|the other)"
    r"\s+one\b"
    r"|.*\b(?:works?|worked|working|is fine|was fine|fine)\b.*\b(?:on|with)\s+(?:hers|his|theirs)\b"
    # "my wifes iphone 13 on the same ios is fine tho": someone else's thing works
    r"|(?:but\s+|and\s+)?(?:my\s+|our\s+)?(?:wife|husband|partner|colleague|friend|sister|"
    r"brother|son|daughter|mum|mom|dad|neighbou?r|roommate|flatmate|boss|mate|buddy|cousin)"
    r"(?:'s|s)\s+.*\b(?:is|charges|connects|"
    r"are|was|works?|worked|working|fine)\b"
    # "his battery charges fine on my charger": someone else's thing works
    r"|(?:but\s+|and\s+|so\s+)?(?:his|her|their)\s+(?:\w+\s+){1,2}(?:works?|worked|working|is fine|"
    r"was fine|charges?|charged|connects?|connected|loads?|plays?|prints?)\b"
    # "his is fine", "theirs works": someone else's one
    r"|(?:but\s+|and\s+)?(?:\w+\s+)*(?:his|hers|theirs|his one|her one)\s+(?:is|are|works?|"
    r"was|worked)\b"
    # "played the mod a few months ago and it worked fine": how it was before the problem
    r"|.*\b(?:(?:a|\d+|few|couple of|some|several|two|three) (?:\w+ )?(?:days?|weeks?|months?|"
    r"years?) ago|used to|last (?:year|month|week)|before the (?:update|upgrade))\b"
    # "Turning it on works perfectly though": another action works, said as a contrast
    r"|(?:but\s+)?\w+ing\b.*\b(?:works?|worked|is fine|was fine)\b.*\b(?:tho|though)\W*$"
    # "works fine in tesco n the cash machine tho": where it works, said as a contrast
    r"|(?:but\s+)?(?:it\s+)?(?:works?|worked|goes through|went through)\s+(?:fine\s+|ok\s+|okay\s+|"
    r"perfectly\s+|normally\s+)?(?:in|at|on|with)\s+[^,.!?]{1,40}\b(?:tho|though)\W*$"
    # "calls and texts work tho": other things that work, said as a contrast
    r"|(?:but\s+)?"
    + word_not(words=("it", "that", "this", "everything"))
    + r"(?:\s+(?:and|&)\s+\w+)?\s+(?:work|works|are fine|is fine)\s+(?:tho|though)\W*$"
    # "they connect fine to my ipad and to my wifes phone": to someone else's, or another
    r"|.*\b(?:works?|worked|connects?|connected|pairs?|paired|fine)\b.*\bto\s+(?:my\s+|the\s+|a\s+|"
    r"an\s+|his\s+|her\s+)?(?:other|another|different|second|spare|(?:wife|husband|partner|"
    r"colleague|friend|sister|brother|son|daughter|mum|mom|dad)(?:'s|s))\b"
    # "downloaded games work fine", "saved files open ok": other things of the kind work
    r"|(?:but\s+|and\s+)?(?:the\s+|my\s+|all\s+)?\w+ed\s+\w+s\s+(?:work|load|open|play|"
    r"print|run|show up|are fine|look fine)\b"
    # "Copying on the printer itself works fine": the part itself works, the problem is elsewhere
    r"|.*\b(?:itself|themselves)\s+(?:works?|worked|is working|is fine|are fine|seems? fine)\b"
    # "so the watch itself seems ok": the part looked at is fine, the problem is elsewhere
    r"|(?:so\s+|but\s+|and\s+)?(?:\w+\s+){1,3}(?:itself|themselves)\s+(?:seems?|looks?|is|are|"
    r"appears?)\s+(?:to be\s+)?(?:ok|okay|fine|good|alright|all right|normal)\b"
    # "Cams working fine with reolink app", "still works perfectly through the Kasa app": the
    # thing works through another, named app
    r"|.*\b(?:works?|working|worked|fine)\b.*\b(?:with|through|via|using) (?:the\s+)?"
    + word_not(words=("the", "my", "your", "this", "that", "a", "an"))
    + r" app\b"
    # "I've reset my printer and the test strips works": a test shows the part is fine
    r"|(?:but\s+|and\s+)?(?:the\s+|a\s+)?test (?:page|strip|print|call|e-?mail|message|"
    r"sms|text|payment|transaction)s? (?:\w+\s+)?(?:works?|worked|prints?|printed|is fine|"
    r"was fine|are fine|went through|goes through|came through|comes through|arrived|"
    r"fine|ok)\b"
    # "iOS sync still works while this is occurring": another thing that kept working
    r"|.*\bwhile (?:this|that|it) (?:is|was) (?:occurring|happening|going on)\b"
    r")"
)
_SWAP_WORDS = frozenset({"another", "different", "other", "spare", "second"})
_PLACE = compile(rf"(?i)\b(?:in|on|from|with|using)\s+(?:my\s+|the\s+|a\s+|an\s+)?{_ELSEWHERE}\b")


TEST_VERBS = USAGE_VERBS | {"try", "test", "check"}


# "(my brother phone is charging with my charger,) so charger is okay": a part ruled out,
# told as what the test shows (the clause after "so")
_PART_RULED_OUT = compile(
    r"(?i)^(?:the\s+|my\s+)?(?:charger|cable|lead|adapter|plug|socket|outlet|battery|sim|card|"
    r"fuse|remote|power supply|modem|router)\s+(?:is|are|must be|seems|looks)\s+(?:\w+\s+)?"
    r"(?:ok|okay|fine|good|working|alright)\W*$"
)


def part_ruled_out(clause: Clause, signal: OutcomeSignal | None) -> bool:
    """ "..., so charger is okay": what the customer's test cleared, no fix."""
    return clause.joined_by == "so" and _success_but_no_fix(clause.text, signal, _PART_RULED_OUT)


def is_diagnostic(text: str, signal: OutcomeSignal | None) -> bool:
    """A success that only says where things do work, or how they were before the problem."""
    return _success_but_no_fix(text, signal, _DIAGNOSTIC) or _how_it_was(text, signal)


# "before the firmware everything was working fine", "was successful using it previously",
# "I've been using it since its release without problems": how things were before the
# problem (another version, another time), not that it went away
_BEFORE_THE_PROBLEM = compile(
    r"(?i)\b(?:previously|before (?:the|my|this|that|its|latest|last|recent|upgrading|"
    r"updating|installing|switching|moving)\b|until (?:yesterday|recently|today|last|this|the "
    r"(?:update|upgrade|latest))\b|in the beginning|at the beginning|over the (?:years|months)|"
    r"for (?:years|ages)\b|since (?:its|it's|the) release|when (?:i|we) (?:was|were) (?:on|using)|"
    r"with (?:the )?(?:stock|old|older|previous|original) (?:firmware|version|driver|app|release)|"
    r"(?:the|an?) (?:old|older|previous|earlier) (?:version|firmware|release|build)\b)"
)
# (not ``_FIX_WORDS``: "since" and "after" belong to how it was, "since its release")
_NOW_OR_AGAIN = compile(r"(?i)\b(?:now|again|anymore|any more|fixed|solved|sorted)\b")


def _how_it_was(text: str, signal: OutcomeSignal | None) -> bool:
    return (
        signal is not None
        and signal.polarity is Outcome.WORKED
        and _BEFORE_THE_PROBLEM.search(text) is not None
        and _NOW_OR_AGAIN.search(text) is None
    )


# "I verified the cable works fine", "made sure my output is working correctly": a part
# checked and found sound is ruled out, not fixed (the check is no step either)
_CHECKED_SOUND = compile(
    r"(?i)^(?:(?:i|we)\s+)?(?:(?:have|'ve|had)\s+)?(?:(?:also|already|first)\s+)?(?:confirmed|"
    r"verified|ensured|made sure|double[- ]checked|checked|tested)\s+(?:that\s+)?[^,;]{1,80}?"
    r"\b(?:(?:is|are|was|were)\s+)?(?:working|works|functioning|fine|correct|ok|okay)\b"
    # "Pressures are all still fine when I check them with a gauge": the check told after
    r"|^.{1,60}?\b(?:is|are|was|were|look|looks|seem|seems)\s+(?:all\s+)?(?:still\s+)?(?:fine|"
    r"ok|okay|normal|correct|good)\s+(?:when|whenever|if)\s+(?:i|we)\s+(?:check|test|measure|"
    r"look)\b"
)


def checked_sound(text: str, signal: OutcomeSignal | None) -> bool:
    """ "I verified the cable works fine", "I verified that all the internal URLs are intact
    and correct": a check that found nothing wrong, no fix (and no step)."""
    if signal is None:
        return _CHECKED_SOUND.match(text) is not None and _FIX_WORDS.match(text) is None
    return _success_but_no_fix(text, signal, _CHECKED_SOUND)


def _success_but_no_fix(text: str, signal: OutcomeSignal | None, shape: Pattern) -> bool:
    """A success said in ``shape``, unless the clause says the problem itself is gone."""
    return (
        signal is not None
        and signal.polarity is Outcome.WORKED
        and bool(shape.match(text))
        and not _FIX_WORDS.match(text)
    )


_BORROWED = compile(
    r"(?i)\b(?:wife|husband|partner|colleague|friend|son|daughter|brother|sister|mum|mom|dad|"
    r"neighbour|neighbor|coworker|co-worker|boss|kid)'s\b|\bsomeone else's\b"
)


def borrowed_try(reading: MessageReading, clause: Clause, signal: OutcomeSignal | None) -> bool:
    """ "Tried my partner's headphones and those sound fine": someone else's thing works."""
    return (
        signal is not None
        and signal.polarity is Outcome.WORKED
        and any(
            s.pending
            and s.sentence == clause.sentence
            and _BORROWED.search(" ".join(s.reading.rest))
            for s in reading.steps
        )
    )


def drop_swap_tries(reading: MessageReading, clause: Clause) -> None:
    """ "I tried another keyboard and that one works": the try was a test, not a fix."""
    reading.steps = [
        s
        for s in reading.steps
        if not (
            s.pending
            and s.sentence == clause.sentence
            and (
                bool(_SWAP_WORDS & {w.lower() for w in s.reading.rest})
                or bool(_BORROWED.search(" ".join(s.reading.rest)))
                or (s.reading.verb in TEST_VERBS and bool(_PLACE.search(" ".join(s.reading.rest))))
            )
        )
    ]


# "When plugin is disabled, connection works fine", "if I reinstall the script all starts
# working again", "whenever I unplug it, it works": a success under a condition says when
# things work, not that a step fixed them. "When I restarted it, it worked" told a step done,
# so a condition in the past tense is no diagnostic, and "even when I reconnect it doesn't
# find the device" tells a try.
_CONDITION = compile(
    r"(?i)^(?:(?:but|and|so|only|now|yet|and now|but now)\s+)?(?:(if|whenever|every time|"
    r"each time|as long as)|"
    r"when)\b"
)
# "When I restarted it" (a step told), not "when plugin is disabled" (a state)
_PAST_SOON = compile(
    r"(?i)^(?:\S+\s+){1,4}?(?:(?:i|we|you|he|she|they|it)\s+\w+ed|was|were|did|had|"
    r"got|went|took|made|put|ran|gave|came|hit|held)\b"
)


_NOW = compile(r"(?i)\bnow\b")


def is_condition(clause: Clause) -> bool:
    """A clause that says when something happens ("when I restart my PC"), no event."""
    found = _CONDITION.match(clause.text)
    return found is not None and (found.group(1) is not None or not _PAST_SOON.match(clause.text))


def conditional_success(
    clause: Clause, before: Clause | None, signal: OutcomeSignal | None
) -> bool:
    """A success said under a condition, in this clause or the one that opens its sentence."""
    if signal is None or signal.polarity is not Outcome.WORKED or _NOW.search(clause.text):
        return False  # "when I open it now, it works": the result of a step
    if is_condition(clause):
        return True
    return before is not None and before.sentence == clause.sentence and is_condition(before)
