"""Outcome words: did the thing the customer tried work, fail, or find nothing.

``detect_outcome(clause)`` reads one clause and returns an ``OutcomeSignal`` with

- ``polarity``: worked or failed;
- ``scope``: ``"nearest"`` for an anaphoric outcome ("that did not help", "it worked"),
  ``"all"`` for one that covers every pending step ("neither helped", "none of that
  worked", "no change", "still crashing");
- ``state``: True when the outcome is a statement about the problem ("still offline",
  "pages load again", "all good now") rather than about a step — such a clause can stand
  on its own as a follow-up and can also resolve or keep open an incident;
- ``start``: where the outcome words begin, so "Updating the app fixed it" splits into the
  action "Updating the app" and its outcome.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from support_memory.extraction.language.informal import informal_vocabulary
from support_memory.extraction.language.lexicon import FAULT_GERUNDS, THIRD_PARTIES, WARNING_LAMPS
from support_memory.extraction.language.pictographs import is_pictograph
from support_memory.extraction.outcomes.extras import EXTRA_WORKED
from support_memory.extraction.outcomes.result_states import now_result
from support_memory.extraction.outcomes.tables import (
    ANY_FAILED,
    ANY_FAILED_STEP,
    FOUND_NOTHING,
    TEMPORARY,
    WORKED,
)
from support_memory.extraction.problems.guesses import NEVER_AGAIN, PEOPLE_NOT_COLD
from support_memory.extraction.problems.symptoms import has_symptom
from support_memory.extraction.steps.action_words import IMPERATIVE_STEPS, LEARNER_PRESENT_STEPS
from support_memory.models import Outcome
from support_memory.patterns import Match, Pattern, any_of, compile, word_not

_ALL_SCOPE = compile(
    r"\b(?:neither|none|nothing (?:i|we) (?:tried|did)|both|all of (?:them|that|those|these|"
    r"it)|any of (?:them|that|those|these|it)|either of them|nothing)\b"
)
_NONE_OF = compile(r"\b(?:neither|none|nothing)\b")
# a step verb's gerund, its object, then "right now": "(im) installing it right now"
_DOING_IT_NOW = compile(
    r"^(?:(?:and|so|ok|okay)\W+)?(?:i'm |im |i am |we're |we are )?(?:just )?(?:re)?(?:install|"
    r"download|updat|upgrad|reset|restart|reboot|clear|try|trying|flash|repair|reinstall)\w*ing"
    r"(?: \w+){0,3} (?:right now|as we speak|at the moment)\W*$"
)
_NEAREST_SUBJECT = compile(
    r"^(?:(?:but|and|so|then|,)\s+)*(?:that|it|this|which|the latter|the last one|the second|"
    r"the update|the restart|the reinstall|the reboot)\b"
)
_PAST_BEFORE = compile(r"\b(?:was|were|used to|had been|has been|have been)\s+(?:\w+\s+)?$")
# "... and it was perfect": a past good state that ends the clause is how the step went
# ("it was working fine until Tuesday" goes on, and is how things were before)
_ENDS_HERE = compile(
    r"\s*(?:again|then|after that|afterwards|right away|straight away|"
    r"(?:all|the whole|for the (?:whole|rest of the)) (?:afternoon|day|night|morning|evening|week|"
    r"weekend))?\W*$"
)  # "it was fine all afternoon": how it has been since the step
# "the print spooler", "a clean install again": a determiner, perhaps with a kind word
_DETERMINER_BEFORE = compile(
    r"\b(?:the|a|an|my|your|our|this|that)\s+(?:(?:clean|fresh|new|full|complete|manual|"
    r"proper|quick|second|another|firmware|system|driver|software)\s+)?$"
)
# "is draining rly fast", "it's flashing again"; not "isn't lagging", "no more crashing"
_SYMPTOM_INSIDE = compile(
    r"^(?:is|are|'s|'re|was|were)\s+(?:" + "|".join(sorted(FAULT_GERUNDS)) + r")\b"
)
_DOING_WELL = compile(r"\s(?:good|normal|normally|fine|properly)\b")
_PASSIVE_BEFORE = compile(r"\b(?:be|been|being|get|got|getting|was|were|is|are)\s+$")
_LISTED_BEFORE = compile(r"(?:,|\band|\bthen|\bor|\btried|\btrying)\s+$")
# a person just before "came back": "the engineer came back", "he came back"
_PERSON_BEFORE = compile(
    r"\b(?:"
    + "|".join(sorted(THIRD_PARTIES - {"it", "they", "nobody", "everyone"}))
    + r")\s+(?:\w+\s+)?$"
)
_SELF_BEFORE = compile(r"\b(?:i|we)(?:'ve| have)?\s+(?:\w+ly\s+|just\s+)?$")
_NEGATION_BEFORE = compile(
    r"(?:\bnot|n't|\bnever|\bno longer|\bhardly|\bbarely|\bwithout|\bstopped|"
    # "nobody has fixed it", "no one sorted it": a complaint, no fix
    r"\bnobody|\bno one|\bno-one|\bnoone)\b\W*(?:\w+\W+)?$"
)
# "I ran the installer again", "I tried to install it again": the customer's step, no news
# what showed was a fault: "came up with 'No map data available'", "an error appeared"
_CAME_UP_WITH = compile(r"(?:came|comes|come|showed|shows|show) up with\b")
_A_FAULT_BEFORE = compile(
    r"\b(?:error|warning|popup|pop-up)s?(?: (?:message|box|window|dialog|screen))?\s+$"
)
_CUSTOMER_BEFORE = compile(
    r"\b(?:(?:i|we)(?:'ve| have| had| did| do)?\s+(?:just |then |also |even )?|"
    r"(?:tried|try|tries|trying|attempted|attempting) to )$"
)
_VERB_AND_OBJECT = compile(
    word_not(words=("got", "get", "have", "had", "has", "made", "make", "managed"))
    # "I upload again like PDF": a learner's step told again, no news
    + r"\s+(?:the|my|our|it|them|this|that|a|an|all|again)\b"
)
# "I solved it", "we fixed the issue": the customer telling the problem gone, not a step
# ("it was loose, I fixed it": "it" may be the thing mended, a step of its own)
_SOLVED_IT = compile(
    r"(?:(?:solved|resolved|sorted|cured)\s+(?:it|this|that)|(?:fixed|solved|resolved|sorted|"
    r"cured)\s+(?:the|this|that|these|those) (?:issues?|problems?|errors?|bugs?|crash\w*|freez\w*|"
    r"glitch\w*|lag\w*|leaks?|faults?))\b"
)
# "I made the pairing again", "I did the pairing again": a step named as a noun, done again
_DID_THE = compile(
    r"\b(?:i|we)\s+(?:just |then |also |even |have |had )?(?:made|make|did|do|done|redid|"
    r"performed)\s+(?:the|a|an|my)\s+$"
)
_NOT_YET_DONE = compile(
    r"\b(?:(?:problem|issue|bug|thing|something)s? (?:yet )?to be|yet to be|needs? to be|has to be|"
    r"have to be|should be|must be|will be|would be|could be|cannot be|can't be)\s+(?:\w+\s+)?$"
)
_AFTER_BEFORE = compile(r"\b(?:even )?after (?:a |an |the |my )?$")
_NOT_ASKING_MUCH = compile(
    r"(?:not|n't) (?:really )?asking (?:for )?(?:much|a lot|too much|anything)\b"
)
_PHONED = compile(r"\brang (?:the|my|a|an|them|him|her|us|up|back|round|their|your)\b")
_WORK_AS_NOUN = compile(
    r"\b(?:at|from|after|before|for|off|of|my|our|your|his|her|their|the|busy|leave|left|"
    r"leaving)\s+(?:(?:old|new|previous|current|former|full-time|part-time)\s+)?$"
    # "on the way to work it jumped again": the commute
    r"|\b(?:way|ways|on my way|on the way|home) to\s+$"
    # "jumped it again just to get to work", "drive to work": the commute, no result
    r"|\b(?:get|got|gets|getting|go|goes|went|going|drive|drove|driving|ride|rode|walk|walked|"
    r"cycle|commute|me|us|them|late) to\s+$"
)
_TRYING_TO_BEFORE = compile(r"\b(?:try|tries|tried|trying|attempt|attempts|want|wanted) to\s+$")
# "Please send electrician again", "can you send it again": a request, no result
_REQUEST_BEFORE = compile(
    r"(?:^|\b(?:please|pls|plz|kindly|can you|could you|would you|will you|can u|could u)\s+)$"
)
_STOPPED_TO = compile(
    r"[\w' ]{0,40}?\bstopped to (?:work|connect|sync|load|open|print|charge|start|respond|show)\b"
)
_USUAL_WAYS = compile(
    r"\ball (?:the )?(?:normal|usual|standard|basic|obvious|regular|common) (?:ways|steps|things|"
    r"stuff|troubleshooting|methods|fixes|suggestions|tricks)\b"
)
_PROBLEM_BEGAN = compile(
    r"^(?:(?:and|but|so|because|since)\s+)?(?:the|this|that|my) (?:problem|issue|error|bug|"
    r"trouble|fault|noise|crash\w*|glitch\w*)s? (?:\w+ )?(?:started|starts|began|begins|appeared|"
    r"showed up|came up|came back)\b"
)
# "(tried re-pairing) which has worked in the past", "it used to work": a result of another
# time, not of this try
_ANOTHER_TIME = compile(
    r"\b(?:in the past|previously|last time|the other times?|back then|used to)\b|"
    # "usually fixed issues like this by troubleshooting": a habit of the past
    r"\b(?:usually|normally|typically|always) (?:fixed|solved|worked|helped|resolved|sorted)\b|"
    r"\b(?:has|have|had)\s+(?:\w+\s+)?(?:worked|helped|fixed it|done the trick)\s+before\b"
)
# "But I did not ask a voucher, I ask the money back", "we never ordered this": the
# customer's own not asking, no fault that stopped
_I_DID_NOT_ASK = compile(
    r"^(?:(?:but|and|so)\W+)?(?:i|we)\s+(?:did not|didn't|didnt|do not|don't|dont|never|have not|"
    r"haven't)\s+(?:ask|asked|request|requested|order|ordered|agree|agreed|sign|signed|authori[sz]e|"
    r"authori[sz]ed|want|wanted)\b"
)
# on or off untold: "the heating came on at 3am for no reason"
_UNBIDDEN = compile(
    r"\b(?:came|comes|turned|turns|switched|switches|went|goes) (?:on|off)\b[^,.;]{0,30}?\b(?:for "
    r"no reason|randomly|in the middle of the night)\b"
)
# "(but) it worked before", "worked fine before the update": how things were
_WORKED_BEFORE = compile(
    r"work(?:ed|s)(?:\s+(?:fine|perfectly|ok|okay|well|great|normally|flawlessly|properly))?"
    r"\s+before\b"
)
# what a fix did, where the result starts: "worked", "has helped", "fixed it", "did the trick"
_FIX_WORDS = compile(
    r"(?:(?:has|have|had|always|usually)\s+)*(?:work\w*|help\w*|fix\w*|solv\w*|sort\w*|"
    r"resolv\w*|did the trick|done the trick)\b"
)
# a description of the thing, not a condition: "the data (that should have been synced)"
_WHAT_IT_SHOULD_HAVE_BEEN = compile(r"\b(?:that|which) should have been\b[\w' ]{0,30}")
# "The engineer came today", "the technician finally turned up": a visit, not a parcel come
_VISITOR_CAME = compile(
    r"^(?:(?:ok|okay|so|and|well|update)\W+)*(?:the|a|an|our|my|your)\s+(?:\w+\s+)?(?:"
    + "|".join(
        sorted(
            THIRD_PARTIES - {"it", "he", "she", "they", "someone", "somebody", "everyone", "nobody"}
        )
    )
    + r")\s+(?:\w+\s+)?(?:came|arrived|showed up|turned up|has come|has arrived)\b"
)
_WENT_THROUGH_TWICE = compile(
    r"[\w' ]{0,20}?\b(?:went|gone|goes|came|come) (?:through|out)(?: again)? (?:twice|two times|"
    r"2 times|double)\b"
)
_CHARGED_MONEY = compile(
    r"[\w' ]{0,40}?\bcharged (?:me|us|my|twice|for|extra|anyway|anyways|again|the (?:card|"
    r"account|full))\b"
)
# a base form with no subject, then "again": the step told bare, never news of a result
_BARE_STEP_AGAIN = compile(
    r"^(?:(?:and|then|so)\s+)*(?:start|restart|boot|reboot|power on|turn on|switch on|open|"
    r"turned on|switched on|powered on|turned it on|switched it on|"
    r"connect|reconnect|install|reinstall|installed|reinstalled|downloaded|redownloaded)\s+"
    r"(?:it\s+|them\s+|up\s+)?again\W*$"
    # "(filled the rinse aid right up last nite n) ran it again": the step done once more,
    # with its object, and no subject ("it ran again" is the news)
    r"|^(?:(?:and|then|so)\s+)*(?:ran|run|started|opened|restarted|rebooted|launched|loaded|"
    r"washed|played|printed)\s+(?:it|them|the \w+|my \w+)\s+again\W*$"
)
_NOW_A_TIME = compile(
    r"^(?:(?:and|but|so)\s+)?(?:it's|it is|its)\s+now\s+(?:(?:mon|tues|wednes|thurs|fri|satur|"
    r"sun)day|(?:\d+|a|one|two|three|four|five|six|several|a few|a couple of)\s+(?:days?|weeks?|"
    r"hours?|months?)(?:\s+later)?|(?:the\s+)?\d+(?:st|nd|rd|th)|midnight|noon)\W*$"
)
_GONE_UP = compile(r"[\w' ]{0,30}?\bgone (?:up|down|through|wrong|mad|crazy|off)\b")
_NOT_GONE = compile(
    r"(?:has|have)(?: not|n't|nt) gone off\b"  # "it hasn't gone off once since"
    # "ok its gone through now", "the payment has finally gone through": it went through
    r"|(?:its|(?:it|payment|transfer|order|purchase|booking|refund)(?: has| is|'s)) "
    r"(?:now |finally )?gone through(?: now| finally| at last)?\W*$"
)
_UNABLE_BEFORE = compile(
    r"\b(?:not|never|no longer|n't|unable|cannot|can't|cant|couldn't) (?:be )?(?:able to )?$"
)
# "(but) no money has [come back] to my card", "nothing [came through]": nothing came
_NOTHING_CAME = compile(
    r"^(?:(?:and|but|so|yet)\s+)?(?:no|nothing|none|not a (?:single )?)(?:\s+\w+){0,2}?\s*"
    r"(?:has|have|had)?\s*$"
)
_ARRIVING = compile(
    r"(?:(?:has|have|had)\s+)?(?:come|came|comes|arriv\w*|show\w* up|appear\w*|gone through|"
    r"went through|landed|"
    r"credited|turned up|been (?:credited|refunded|returned))\b"
)
# "unplugged it for a minute like it says on your website [didn't do anything]": the step
# done as advised, not hearsay about the result
_AS_ADVISED = compile(
    r"\b(?:like|as) (?:it|the \w+|you|your \w+) (?:says|said|suggested|suggests|recommended|"
    r"recommends)(?: (?:on|in) (?:the|your) \w+)?"
)
# "(changed the dome on my nan's hearing aid,) she says its much better now": whoever uses
# the thing tells how it goes, news rather than hearsay
_HOUSEHOLD_SAYS = compile(
    r"^(?:(?:and|so|now|but|ok|okay)\W+)*(?:she|he|my (?:wife|husband|son|daughter|mum|mom|"
    r"mother|dad|father|nan|nana|gran|granny|grandma|grandmother|grandad|grandpa|partner|kid|"
    r"kids|boy|girl))\s+(?:says|said|tells me|told me)(?: that)?\s+"
)
_SINCE_THE_STEP = compile(r"\b(?:now|again|anymore|any more|since)\b")
# the moment the fault shows, told with the thing that starts: "(a banging noise) when the
# heating comes on", "every time the app loads"
_WHEN_IT_HAPPENS = compile(
    r"\b(?:when|whenever|every ?time|each time)\s+(?:the\s+|my\s+|our\s+|it\s+)?"
    r"(?:[\w-]+\s+){0,2}$"
)
_CONDITIONAL = compile(
    r"\b(?:if|whether|hopefully|hope|fingers crossed|let you know|see if|in case|would|could|"
    r"might|will|'ll|going to|gonna|should|may|unless|wonder|until|"
    # hearsay: "someone on reddit said that helps", "the forum says it fixes it"
    r"said|says|say|told me|tells me|suggested|suggests|recommended|reckons?|heard|apparently|"
    r"supposedly|supposed to)\b"
)
# a wish right before the outcome: "i really need [this fixed] today", "want it sorted asap"
_WISH = compile(
    r"\b(?:need|needs|want|wants|wanna)\s+(?:this|it|that|them|(?:my|the)\s+\w+)\s*$|"
    # "We pay for the Business plan, I expect this to work": what it should do, no news
    r"\b(?:expect|expected|expecting)\s+(?:this|it|that|them|(?:my|the)\s+\w+)\s+to\s*$"
)


# "still don't know why it broke", "still not sure what caused it": the cause is unknown,
# nothing is said of the problem itself (blanked before the outcome is read)
_UNKNOWN_CAUSE = compile(
    r"\bstill (?:(?:don't|do not|dont) (?:know|understand)|not sure|unsure|"
    r"wondering|curious|no idea|have no idea) (?:why|what|how|whether|if|where)\b"
)


@dataclass(frozen=True)
class OutcomeSignal:
    """An outcome stated in one clause."""

    polarity: Outcome
    scope: str  # "nearest" or "all"
    state: bool
    start: int


# "an 'SMTP authentication failed' error", "a connection failed message": the failure is
# the name of what the thing shows, not the result of a step
_FAILURE_NAMES_A_MESSAGE = compile(
    r"fail(?:ed|ure)['\"\x7f]?\s+(?:error|message|warning|notification|pop-?up|prompt|"
    r"alert|screen|banner)s?\b"
)


# "The app is showing 'Successful'" (while the money never arrived): the label on a screen,
# quoted, is no news of a fix
_LABEL_SHOWN = compile(
    r"\b(?:showing|shows|shown|says|saying|displays|displaying|reads|status is|marked as|"
    r"marked)\s+['\"\x{2018}\x{201C}]\s*$"
)


# "ugh its back", "argh, the error is back": said with a groan, the problem is back
_ANNOYED_BACK = compile(
    r"^\W*(?:ugh+|urgh+|argh+|ffs|damn|dammit|sigh|grr+|oh no|nooo*)\W+(?:and\s+)?(?:it'?s|its|"
    r"it is|(?:the|this|that) (?:\w+ )?(?:is|'s))\s+back\b"
)


# "light came back on 2 days later", "the engine light came on again": a warning back, the
# problem (not "the link light came on": a lost thing back)
_WARNING_LAMP = (
    r"(?:" + "|".join(sorted(WARNING_LAMPS, key=len, reverse=True)) + r")\s+(?:light|lamp|led)s?"
)
_WARNING_BACK = compile(
    rf"\b(?:{_WARNING_LAMP}|error|warning|fault)\s+"
    r"(?:has\s+|have\s+)?(?:came|comes|come)\s+(?:back|on again)\b|"
    r"\blights?\s+(?:has\s+)?(?:came|comes|come)\s+back(?:\s+on)?\s+(?:\w+\s+){0,2}?(?:days?|"
    r"hours?|weeks?|minutes?|mins?)\s+later\b"
)
_ONLY_WHEN = compile(
    r"\bonly (?:ever )?(?:comes?|came|arrives?|works?|worked|syncs?|loads?|shows?|connects?)"
    r"(?: through| thru| in| up)? (?:when|if|after|once|while)\b"
)
# "the oil light came on", "tyre pressure light on my qashqai came on yesterday"
_WARNING_ON = compile(
    rf"\b{_WARNING_LAMP}\s+(?:(?:on|in) (?:my|the|our) [\w-]+(?: [\w-]+)?\s+)?(?:has\s+|have\s+)?"
    r"(?:came|comes|come)\s+on\b"
)
# "just to be sure they are connected to the same account": what a step was for, no result
_PURPOSE = compile(
    r"^(?:(?:and|but|so)\s+)?(?:just |only |mainly )?(?:to|in order to) (?:be sure|make sure|"
    r"ensure|double[- ]check|check|confirm|verify|see if|see whether|rule out)\b"
)


_NAMED_CONTROL = compile(
    r"\bthe (?:'[^']{1,40}'|\"[^\"]{1,40}\") (?:button|option|setting|tab|menu|link|toggle|"
    r"switch|icon)\b"
)


def _unnamed(found: Match) -> str:
    """The control's quoted name blanked out, positions kept."""
    said: str = found.group()
    closing = said.index(said[4], 5)
    return said[:4] + " " * (closing + 1 - 4) + said[closing + 1 :]


_STRESSED_PAST = compile(r"\b(?:it|that|this|they|which) did (?P<verb>come|work|help)\b")
_PAST = {"come": "came", "work": "worked", "help": "helped"}


def _unstressed(found: Match) -> str:
    """ "it did come" → "it came"."""
    subject = found.group().split(" ", 1)[0]
    return f"{subject} {_PAST[found.group('verb')]}"


# "i work nights", "we both work days": the customer at work, before "work"
_I_WORK = compile(r"(?:^|\b(?:and|but|so|because|as|cos)\s+)(?:i|we)(?: both| also| usually)?\s+$")


# "engineer thurs works", "that time works", "10am works for me": a visit booked for then
_WHEN_SUITS = compile(
    r"\b(?:mon|tues?|wed|weds|wednes|thur|thurs|thu|fri|satur|sat|sun)(?:day)?s?\s+$|\b(?:that|this|"
    r"the) (?:time|day|date|slot|appointment)\s+$|\b\d{1,2}(?::\d\d)?\s*(?:am|pm)\s+$|"
    r"\b(?:morning|afternoon|evening|tomorrow|tmrw|next week)\s+$"
)


# "all connected directly to the USB-C port (no adapters)": how things are wired, no news
_WIRED_DIRECTLY = compile(
    r"\b(?:connected|plugged|wired) (?:in )?(?:directly|straight) (?:in)?to\b"
)
_NEWS_WORDS = compile(
    r"\b(?:now|again|works?|working|worked|fine|fixed|solved|sorted|still|same|not|never|no "
    r"(?:internet|signal|connection|sound|picture|power|data|luck|change|difference)|"
    r"fails?|failed|error|drops?|dropped|dropping)\b|n't\b"
)
# "and I still haven't had an answer on why the meter isn't sending readings": an answer the
# company owes, no news of the customer's steps
_NO_ANSWER_YET = compile(
    r"^(?:(?:and|but|so)\s+)?(?:i|we)\s+(?:still\s+)?(?:haven't|have not|havent|never|still "
    r"haven't)\s+(?:still\s+)?(?:had|got|gotten|received)\s+(?:an?|any)\s+(?:answer|reply|response|"
    r"explanation)\b"
)


# a paper and what it says: "a written statement from the landlord confirming that the pipe
# failed", "a letter from the GP stating it is broken"
_A_PAPER_SAYS = compile(
    r"\b(?:statement|letter|report|note|email|e-mail|document|certificate|photos?|pictures?|"
    r"screenshots?|receipt|invoice|evidence|proof|video)\b[^,;]*?(?P<says>\b(?:confirming|"
    r"stating|saying|showing|proving|explaining)\b[^,;]*)"
)


# a door, lid or window that will not shut: a fault (an app that "won't close" any more is
# good news, but a door that won't is not)
_WONT_SHUT = compile(
    r"\b(?:door|lid|window|boot|gate|drawer|hatch|flap|tray|latch|catch|valve|tap|cupboard)s?\s+"
    r"(?:still\s+)?(?:won't|wont|will not|doesn't|doesnt|does not|isn't|is not|can't|cannot)\s+"
    r"(?:close|shut|latch|lock|stay shut|stay closed)\b"
)


@lru_cache(maxsize=4096)  # pure: the reader and the judge ask about one clause
def detect_outcome(clause: str) -> OutcomeSignal | None:
    """The outcome stated in ``clause`` (any case), or None; hypothetical ones are ignored."""
    low = _without_trailing_marks(clause.lower())
    if "'" in low or '"' in low:  # "pressed the 'restore service' button": a name, no news
        low = _NAMED_CONTROL.sub(_unnamed, low)
    if NEVER_AGAIN.match(low):
        return None  # "so it can't happen again": what the step is for
    if _DOING_IT_NOW.match(low):
        return None  # "installing it right now": a step under way, no result yet
    if _WIRED_DIRECTLY.search(low) and not _NEWS_WORDS.search(low):
        return None  # "(tried other cables -) all connected directly to the USB-C port": how
    if _NO_ANSWER_YET.match(low):
        return None  # "I STILL haven't had an answer on why ...": an answer owed, no result
    if _PURPOSE.match(low):
        return None  # "just to be sure they are connected": what the step was for
    if _BARE_STEP_AGAIN.match(low):
        return None  # "(I hold the power button and) start again": a learner's step, no news
    if _NOW_A_TIME.match(low):
        return None  # "it's now Tuesday", "it's now 3 days later": how long, no news
    if PEOPLE_NOT_COLD.match(low):
        return None  # "so we're not freezing": the household, not a fault gone
    if _WONT_SHUT.search(low):
        return None  # "the dryer door won't close properly": a door's fault, no app closing
    if "still" in low:  # positions kept
        low = _UNKNOWN_CAUSE.sub(lambda m: " " * len(m.group()), low)
    if "ing" in low and (says := _A_PAPER_SAYS.search(low)) is not None:
        # "obtained a written statement ... confirming that the pipe failed": what the paper
        # says is no result of getting it (positions kept)
        start, end = says.start("says"), says.end("says")
        low = low[:start] + " " * (end - start) + low[end:]
    if "fixed" in low:  # "I'm on the Fixed Fibre plan", "a fixed line": a kind, not a fix
        low = _FIXED_KIND.sub(lambda m: m.group(1) + " " * (len(m.group()) - len(m.group(1))), low)
        for name in _FIXED_NAME.findall(clause):  # "Fixed Saver 12m": a tariff's name
            if name.split()[1].lower() not in _NOT_A_NAME:  # but "Fixed It Now" is a fix
                low = low.replace(name.lower(), " " * len(name))
    shift = 0
    if "mind" in low and (lead := _NEVER_MIND_LEAD.match(low)) is not None:
        shift = lead.end()  # "never mind, it just came": the lead takes a message back
        low = low[shift:]
    elif (
        "s" in low
        and (lead := _HOUSEHOLD_SAYS.match(low)) is not None
        and _SINCE_THE_STEP.search(low, lead.end()) is not None
    ):
        # "she says its much better now": the user of the thing tells how it goes since (not
        # "my wife says is normal for new ones", an opinion)
        shift = lead.end()
        low = low[shift:]
    elif (lead := _NEWS_LEAD.match(low)) is not None:
        shift = lead.end()  # "just to let you know the refund finally arrived": the news
        low = low[shift:]
    found = _find(low)
    if found is None and " did " in low:
        # "it did come back for about an hour": the past said with stress (a position found
        # in the plain form is a few characters early, never past the clause's end)
        found = _find(_STRESSED_PAST.sub(_unstressed, low))
    if found is None and " of " in low:
        found = _without_amount(low)  # "the refund of £67.40 finally arrived"
    if found is None and "," in low and (praised := _PRAISE_TAIL.match(low)) is not None:
        found = _find(praised.group(1))  # "now the flame is big and blue again, very good"
    if found is None:
        return None
    polarity, state, start = found
    if (
        polarity is Outcome.WORKED
        and _CUSTOMER_BEFORE.search(low[:start])
        and _VERB_AND_OBJECT.match(low, start)
        and not _SOLVED_IT.match(low, start)
    ):
        return None  # "I ran the installer again": the customer's step, not news
    if polarity is Outcome.WORKED and low.startswith("work", start) and _I_WORK.search(low[:start]):
        return None  # "i work nights so ring after three": the customer's job, no news
    if (
        polarity is Outcome.WORKED
        and low.startswith("work", start)
        and _WHEN_SUITS.search(low[:start])
    ):
        return None  # "ok engineer thurs works": a day that suits, no news of the problem
    if polarity is Outcome.WORKED and _DID_THE.search(low[:start]):
        return None  # "I made the pairing again": the step, not "it is pairing again"
    if polarity is Outcome.WORKED and "freez" in low and _FREEZER_NOT_FREEZING.search(low):
        return None  # "the freezer isn't freezing anymore": its job, not a fault, stopped
    if polarity is Outcome.WORKED and (
        _CAME_UP_WITH.match(low, start) or _A_FAULT_BEFORE.search(low[:start])
    ):
        return None  # "came up with 'No map data available'", "an error popup appeared"
    if polarity is Outcome.WORKED and _LABEL_SHOWN.search(low[:start]):
        return None  # "the app is showing 'Successful'": a label, no news
    if polarity is Outcome.FAILED and _FAILURE_NAMES_A_MESSAGE.match(low, start):
        return None  # "gives an 'SMTP authentication failed' error": the error's name
    if (
        polarity is Outcome.WORKED
        and _GONE_UP.match(low, start)
        and not _NOT_GONE.match(low, start)
    ):
        return None  # "my bill has gone up from 22 to 38": up, not away
    if polarity is Outcome.WORKED and _AFTER_BEFORE.search(low[:start]):
        return None  # "missing even after successful backup": the step's own success, no fix
    if polarity is Outcome.WORKED and _NOT_ASKING_MUCH.match(low, start):
        return None  # "not asking for much, just the fries": a request, not "stopped asking"
    if polarity is Outcome.WORKED and _PHONED.search(low, start):
        return None  # "my partner rang the hotel directly": a call, not a bell that rang
    if polarity is Outcome.WORKED and _STOPPED_TO.match(low, start):
        return None  # a learner's "it stopped to connect": it stopped connecting
    if polarity is Outcome.WORKED and _USUAL_WAYS.search(low):
        return None  # "I troubleshooted all the normal ways": what was tried, not a result
    if polarity is Outcome.WORKED and _PROBLEM_BEGAN.match(low):
        return None  # "because the problem started shortly after": when it began
    if polarity is Outcome.WORKED and _WORKED_BEFORE.match(low, start):
        return None  # "but it worked before", "Worked before the update": how it was
    if polarity is Outcome.WORKED and _ANOTHER_TIME.search(low) and _FIX_WORDS.match(low, start):
        return None  # "which has worked in the past": no news of this try
    if polarity is Outcome.WORKED and _VISITOR_CAME.match(low):
        return None  # "The engineer came today": who came to fix it; what they did is the news
    if polarity is Outcome.WORKED and _WRONG_THING_SENT.search(low, start):
        # "They sent the wrong item again": what came is the problem, no news of a fix
        return OutcomeSignal(Outcome.FAILED, "nearest", True, start)
    if polarity is Outcome.WORKED and _WENT_THROUGH_TWICE.match(low, start):
        return None  # "the payment went through twice": a double charge, not a success
    if polarity is Outcome.WORKED and _CHARGED_MONEY.match(low, start):
        return None  # "they charged me anyway": money taken, not a battery charged
    if polarity is Outcome.FAILED and _SAME_TERMS.search(low):
        return None  # "the room is now changed and the price is the same": terms kept
    if polarity is Outcome.WORKED and _WARNING_BACK.search(low):
        # "light came back on 2 days later": the warning back, the problem
        return OutcomeSignal(Outcome.FAILED, "all", True, start)
    if polarity is Outcome.WORKED and _ONLY_WHEN.search(low):
        return None  # "notifs only come thru when i actually open the app": the problem
    if polarity is Outcome.WORKED and _I_DID_NOT_ASK.match(low):
        return None  # "But I did not ask a voucher": what the customer never asked for
    if polarity is Outcome.WORKED and _UNBIDDEN.search(low):
        return None  # "the heating came on at 3am for no reason": the fault, no news
    if polarity is Outcome.WORKED and _WARNING_ON.search(low):
        return None  # "the tyre pressure light came on on the motorway": the problem
    if polarity is Outcome.WORKED and _ANNOYED_BACK.match(low):
        return OutcomeSignal(Outcome.FAILED, "nearest", True, start)  # "ugh its back": the problem
    if (
        polarity is Outcome.WORKED
        and start
        and _NOTHING_CAME.match(low[:start])
        and _ARRIVING.match(low, start)
    ):
        return OutcomeSignal(Outcome.FAILED, "nearest", True, start)  # "no money has come back"
    if (
        polarity is Outcome.WORKED
        and _PLACE_DESCRIBED.search(low[:start])
        and _COMPARISON.match(low, start)
    ):
        return None  # "at my daughter's where the wifi is faster": the place, not a result
    if polarity is Outcome.WORKED and _UNABLE_BEFORE.search(low[:start]):
        polarity = Outcome.FAILED  # "but not able to [connect again]": still unable
    before = low[:start]
    if "should" in before:  # "the missing data [that should have been synced] appeared"
        before = _WHAT_IT_SHOULD_HAVE_BEEN.sub("", before)
    if "say" in before or "sugg" in before or "recomm" in before:
        before = _AS_ADVISED.sub("", before)  # "like it says on your website": how, no hearsay
    if _CONDITIONAL.search(before) or _WISH.search(before):
        return None
    if polarity is Outcome.WORKED and _WHEN_IT_HAPPENS.search(before):
        return None  # "a banging noise when the heating comes on": when the fault shows
    if polarity is Outcome.WORKED and _NOT_YET_DONE.search(before):
        return None  # "that is a problem to be solved", "it should be fixed": not yet
    partial = _PARTIAL.search(low, max(0, start - 12)) if polarity is Outcome.WORKED else None
    if partial is not None:
        start = min(start, partial.start())  # "restarting it [kinda helped]"
    if polarity is Outcome.WORKED and (made := _MADE_IT.search(low[:start])) is not None:
        start = made.start()  # "Re-enabling the 2 packages [made casting work again]"
    temporary = (
        polarity is Outcome.WORKED
        and _temporary(low, start)
        # "reloading it fixes it temporarily": a workaround that works each time (the problem
        # stays open), not a fix that failed; but "restarting only fixes it for an hour or so"
        # says it does not hold
        and (not _habit_at(low, start) or low[:start].endswith("only "))
    )
    if (
        polarity is Outcome.WORKED
        and not temporary
        and _UNTIL.search(low, start)
        and not _habit_at(low, start)  # "gets the heating going until teatime"
    ):
        return None  # "the plugs did work until end of August": how it was, before the problem
    if _NONE_OF.search(low) or (temporary or (polarity is Outcome.WORKED and partial is not None)):
        polarity = Outcome.FAILED  # "neither helped"; "helped for a bit / kinda" is no fix
    elif (
        polarity is Outcome.WORKED
        and state
        and _NOW_AND_THEN.search(low[:start])
        and not (low[:start].endswith("randomly ") and low.startswith(_BACK_AGAIN, start))
    ):
        # "it sometimes works": now and then is the problem (but "it randomly started working
        # again" is the problem gone by itself)
        polarity = Outcome.FAILED
    return OutcomeSignal(polarity, _scope(low, polarity, state), state, start + shift)


# what was sent, when it is the wrong thing: "sent the wrong item", "has sent a damaged one"
_WRONG_THING_SENT = compile(
    r"(?:(?:has|have)\s+(?:now\s+|just\s+|already\s+)?)?(?:sent|send|sended)\s+(?:me\s+|us\s+)?"
    r"(?:(?:the|a|an|another|yet another)\s+)?(?:wrong|incorrect|damaged|broken|faulty|"
    r"defective|used|opened|same wrong)\b"
)
# "where the wifi is faster", "where the signal is much better": a place told by how it is
# there, before a comparison (a result told after "where" is no comparison: "moved it to the
# hall where it works fine")
_PLACE_DESCRIBED = compile(r"\bwhere\s+(?:\w+\s+){1,3}$")
_COMPARISON = compile(
    r"(?:is|are|was|were|'s)\s+(?:much\s+|way\s+|a lot\s+|even\s+)?(?:better|faster|stronger|"
    r"quicker|more stable|more reliable)\b"
)
# a price or a date that stayed the same is no problem that stayed
_SAME_TERMS = compile(
    r"\b(?:price|cost|fee|rate|amount|total|tariff|date|time|term)s? (?:is|are|was|were|stays?|"
    r"stayed|remains?|remained) (?:still |exactly |just )?(?:the )?same\b"
)
# "it sometimes works", "some times it connects smoothly", "most of the time it's fine":
# working only now and then is how the problem shows
_NOW_AND_THEN = compile(
    r"\b(?:sometimes|some times|occasionally|at times|now and then|every so often|"
    r"most of the time|half the time|hit or miss|hit and miss|on and off|off and on|"
    r"intermittently|randomly)\b"
)
_BACK_AGAIN = ("started", "starts", "came back", "began")
# "fixed" as the name of a kind of thing, after a determiner and before its noun
_FIXED_KIND = compile(
    r"(\b(?:a|an|the|my|our|your|their|on)\s+|\b(?:tariff|plan|deal|contract)\s*[:=-]?\s*)fixed(?:\s+(?:rate|price|term|line|ip|address|"
    r"fibre|fiber|saver|tariff|plan|deal|contract|income|wireless|broadband|width|fee|cost|"
    r"\w+\s+(?:plan|tariff|deal|contract|rate)))\b"
)
_FIXED_NAME = compile(r"\bFixed(?:\s+[A-Z0-9][\w-]*)+")
_NOT_A_NAME = frozenset(
    {"it", "that", "this", "the", "my", "now", "by", "after", "with", "everything", "them", "all"}
)
_NEVER_MIND_LEAD = compile(r"^\W*(?:(?:oh|ok|okay|wait)\W+)*never ?mind\b[\s,.!-]*")
# "just to let you know", "fyi", "the landlord just confirmed": how the news came, before it
_NEWS_LEAD = compile(
    # "(pressed refresh and) after 5 minutes it came": how long it took, then the news
    r"^\W*(?:after |within |in )?(?:\d+|a few|few|a couple of|two|three|five|ten|twenty) "
    r"(?:seconds?|secs?|minutes?|mins?|hours?|hrs?) (?:later )?"
    r"|^\W*(?:(?:hi|hello|ok|okay|so)\W+)*(?:(?:just|only)\s+)?(?:(?:wanted\s+)?to let you "
    r"know|letting you know|fyi|(?:my |the )?\w+ (?:just |has )?confirmed)(?:\s+that)?[\s,:-]+"
    # "I am delighted to see that the claim is now marked as approved": the news follows
    r"|^\W*(?:(?:and|so)\s+)?(?:i'm|im|i am|we're|we are) (?:\w+ )?(?:delighted|happy|pleased|"
    r"glad|relieved|thrilled) to (?:see|say|report|tell you|confirm|let you know)(?:\s+that)?\s+"
    # "It appears that the extension suddenly stopped working": a hedge, not "it appears"
    r"|^\W*(?:(?:and|but|so|now)\s+)?it (?:appears|seems|looks) (?:that|as if|as though|like)\s+"
)
_AMOUNT_OF = compile(
    # a currency sign is non-ASCII (but "$"): a pattern sees it as \x7f (patterns/view.py)
    r"\s+of\s+(?:[$\x7f]\s?\d[\d,.]*|\d[\d,.]*\s?(?:pounds|euros?|dollars|eur|usd|gbp)\b)"
)


def _without_amount(low: str) -> tuple[Outcome, bool, int] | None:
    """The outcome of ``low`` read without the amount after its subject ("the refund of
    £67.40 finally arrived" as "the refund finally arrived"), at its place in ``low``."""
    amount = _AMOUNT_OF.search(low)
    if amount is None:
        return None
    found = _find(low[: amount.start()] + low[amount.end() :])
    if found is None:
        return None
    polarity, state, start = found
    cut = amount.end() - amount.start()
    return polarity, state, start + cut if start >= amount.start() else start


def _without_trailing_marks(low: str) -> str:
    """ "but reinstalling the driver did 👍", "worked!!", "nothing lol": emoji, "!", ".",
    laughter and thanks closing a clause carry no outcome of their own, and phrases that end
    the clause must still see its end."""
    end = len(low)
    while True:
        while end and (low[end - 1] in _CLOSING_MARKS or is_pictograph(low[end - 1])):
            end -= 1
        head, _, last = low[:end].rpartition(" ")
        vocabulary = informal_vocabulary()
        thanks = " " in head.strip()  # a whole clause before them, not "better, thanks"
        if thanks and last == "you" and head.endswith(" thank"):
            head = head[: -len(" thank")]  # "works now thank you"
        elif not head or (
            last not in vocabulary.laughter and not (thanks and last in vocabulary.thanks)
        ):
            return low[:end]
        end = len(head)


# a freezer's job is freezing: "the bottom bit isnt freezing anymore" is the fault
_FREEZER_NOT_FREEZING = compile(
    r"\b(?:freezer|fridge|ice ?box|ice ?maker|deep ?freeze)\b.*(?:\bnot|n't|\bno longer|\bnever)\s+"
    r"(?:\w+\s+)?(?:freezing|freeze|froze)\b"
)
_CLOSING_MARKS = frozenset(" \t\n!.~,")
# a word of praise closing the news ("..., very good", "..., great"): the news is before it
_PRAISE_TAIL = compile(
    r"^(.*\S),\s*(?:very |so |really )?(?:good|nice|great|perfect|excellent|super|brilliant)\W*$"
)


def _temporary(low: str, start: int) -> bool:
    """ "it helped for a bit" is no fix; "it's been fine for an hour" (and counting) is one."""
    held = TEMPORARY.search(low[start:])
    if held is None or _SO_FAR.search(low) or _CLOSES_THE_TICKET.match(low, start):
        return False  # "I'll close this issue for the time being": the ticket, not a fix
    if _AND_COUNTING.match(low, start + held.end()):
        return False  # "has kept me logged in for three days running": it holds, and counting
    # "it charged me [for 25 extra mins]": time paid for, not how long a fix held
    return _BILLED_JUST_BEFORE.search(low[: start + held.start()]) is None


_AND_COUNTING = compile(
    r"\s*(?:running|in a row|straight|and counting|without a (?:drop|"
    r"problem|hitch))\b"
)
_CLOSES_THE_TICKET = compile(r"[\w' ]{0,30}?\bclos(?:e|ing) (?:this|the|it|my)\b")
_BILLED_JUST_BEFORE = compile(r"\b(?:charged|billed|paid)(?: me| us)?\s*$")


# Help that is only partial never counts as a fix ("it helped a bit", "kinda better").
_PARTIAL = compile(
    r"\b(?:helped|helps|improved|better|works?)\b(?:\s+\w+){0,2}?\s+(?:a (?:bit|little)|slightly|"
    r"somewhat|partially|marginally)\b|\b(?:kinda|kind of|sort of|slightly|somewhat|"
    r"a (?:bit|little)) (?:better|improved|helped|helps|worked|works|fixed)\b"
)
# what the step made work: "made casting work again", "made the scanner work"
_MADE_IT = compile(r"\bmade (?:(?:the|my|our|all|both) )?[\w-]+(?: [\w-]+)? $")
_UNTIL = compile(r"\b(?:until|till|up until)\b")
_HABITUAL_FIX = compile(
    # "seems to solve the issue until I put the deck to sleep": each time, for a while
    r"(?:(?:seems?|tends?) to (?:fix|solve|resolve|restore|cure|help|get it working|make it "
    r"work|bring it back)\b|"
    r"fixes|solves|resolves|restores|cures|alleviates|mitigates|helps|gets it working|"
    r"makes it work|brings it back|brings (?:the )?\w+ back|gets (?:it|them) back|"
    r"gets (?:the |my )[\w ]{1,30}? "
    r"(?:going|working|running)|"
    # "(once power cycled,) they go back to normal for a while": each time
    r"(?:(?:they|it) )?(?:go|goes) back to normal|(?:(?:they|it) )?(?:come|comes) back "
    r"(?:online|on|up)|"
    # "wiping the wall down every weekend keeps it under control for a few days"
    r"keeps? (?:it|them|things|the \w+) (?:under control|at bay|in check))\b"
)


_HABIT_REACH = 12  # "(they) go back to normal": the good news found a word or two in


def _habit_at(low: str, start: int) -> bool:
    """Does a fix told as a habit start at ``start``, or a word or two before it?"""
    found = _HABITUAL_FIX.search(low, max(0, start - _HABIT_REACH))
    return found is not None and found.start() <= start


def is_workaround(clause: str) -> bool:
    """ "reloading the integration fixes the issue temporarily", "Reloading the integration
    restores the function": it works each time, and the problem stays open. A fix told as a
    habit, with a gerund for its subject, is one ("... fixes it now" is a fix)."""
    low = clause.lower()
    habit = _HABITUAL_FIX.search(low)
    if habit is None:
        return False
    if _temporary(low, 0) or _UNTIL.search(low, habit.end()):
        return True  # "temporarily solves", "gets the heating going until about teatime"
    if _EACH_TIME.search(low) and _NOW.search(low) is None:
        return True  # "A router reboot always immediately fixes the problem"
    if _HELPS_LAST.search(low) and _NOW.search(low) is None:
        return True  # "Reboot helps, but it's ridiculous to reboot each time": a habit
    lead = low.split(maxsplit=2)[:2]  # "reloading ...", "power cycling ..."
    return (
        any(word.endswith("ing") for word in lead)
        and _NOW.search(low) is None
        and _HABIT_ONLY.match(habit.group(0)) is not None
    )


# "it's been fine for an hour", "... replaced the valve, been fine for 3 days now": and counting
_SO_FAR = compile(
    r"\b(?:'s|has|have|'ve|its) (?:now |already |actually )?been\b"
    r"|\bnow,? and (?:has |it's |its )?been\b"  # "its at 4 degrees now and been steady for"
    r"|^(?:(?:and|so|but|ok|okay)\W+)*been\b"
    r"|\bfor (?:\d+|a few|two|three|four|five|several) \w+ now\W*$"
    # "no disconnects for 2 hours": the problem has not come back in that time
    r"|^(?:(?:and|so|but)\s+)?no (?:more )?(?:drops?|dropouts?|disconnects?|disconnections?|"
    r"crash(?:es)?|freezes?|errors?|issues?|problems?|lag|buffering|outages?|beeps?|leaks?|restarts?|reboots?)"
    r" (?:at all )?for\b"
)
# a present "helps" that ends its clause: what helps each time the problem comes
_HELPS_LAST = compile(r"\b(?:helps|does help)\W*$")
_EACH_TIME = compile(r"\b(?:always|every time|each time|everytime|whenever|reliably)\b")
_HABIT_ONLY = compile(
    r"(?:fixes|solves|resolves|restores|cures|alleviates|mitigates|makes it work|gets it working|"
    r"brings it back)$"
)


_WORKED = [*WORKED, *EXTRA_WORKED]
ANY_WORKED = any_of(*(p if isinstance(p, Pattern) else p.pattern for p, _ in _WORKED))
_NOW = compile(r"\bnow\b")
_WAS = compile(r"\s*(?:was|were)\b")
_UNDONE = compile(r"\b(?:no|not|n't|gone|stopped|longer|more)\b")
_EITHER = compile(r"\beither\b")


# "tryed restarting twice nothing", "the screen shows nothing": nothing came of the step; but
# "the buttons do nothing" is the problem and "$64 for nothing" a complaint
_TRAILING_NOTHING = compile(r"(\S+)\s+(nothing)\W*$")
_NOTHING_AS_OBJECT = frozenset(
    {"do", "does", "doing", "did", "for", "is", "was", "means", "mean", "cost", "costs", "say"}
    | {"says", "said", "know", "knew", "basically", "absolutely", "literally", "almost", "had"}
    | {"have", "has", "get", "got", "me", "us", "you", "there's", "then", "since"}
)


# "it hasn't happened again", "the problem did not occur again": the problem stayed away
_NEGATED_RECURRENCE = compile(
    r"\b(?:hasn't|haven't|hadn't|didn't|has not|have not|had not|did not|never)\s+(?:\w+\s+)?"
    r"(?:happen\w*|occur\w*|crash\w*|freez\w*|froze|drop\w*|disconnect\w*|come back|came back|"
    r"return\w*|recur\w*)\s+(?:\w+\s+)?again\b"
)


def _find(low: str) -> tuple[Outcome, bool, int] | None:
    recurrence = _NEGATED_RECURRENCE.search(low) if "again" in low else None
    if recurrence is not None:
        return Outcome.WORKED, True, recurrence.start()
    failures = []  # the first failure phrase wins; at one place, a step's over a state's
    first = ANY_FAILED.search(low)
    if first is not None:
        failures.append((first.start(), not ANY_FAILED_STEP.match(low, first.start())))
    match = FOUND_NOTHING.search(low)
    if match and not _NOW.search(low):
        failures.append((match.start(), False))
    if not failures and low.endswith(("nothing", "nothing.", "nothing!")):
        trailing = _TRAILING_NOTHING.search(low)
        if trailing is not None and trailing.group(1) not in _NOTHING_AS_OBJECT:
            failures.append((trailing.start(2), False))
    if failures:
        start, state = min(failures)
        return Outcome.FAILED, state, start
    for pattern, state in _WORKED if ANY_WORKED.search(low) else ():
        for m in pattern.finditer(low):
            before = low[: m.start() + (len(m.group(0)) - len(m.group(0).lstrip()))]
            was = _WAS.match(m.group(0)) or _PAST_BEFORE.search(before)
            rest = low[m.end() :]
            # "it was perfect for a day": a past fix with a time limit is a temporary one
            past = state and was and not (_ENDS_HERE.match(rest) or TEMPORARY.match(rest.lstrip()))
            if _NEGATION_BEFORE.search(before) or past:
                continue
            if _redone(before, m.group(0)) or _noun_use(before, m.group(0)):
                continue  # "I installed it again"; "the print spooler" is a noun
            if m.group(0).lstrip().startswith(("came", "come")) and _PERSON_BEFORE.search(before):
                continue  # "the guy came back and swapped the vessel": a visit, no result
            if _TRYING_TO_BEFORE.search(before):
                continue  # "whenever i try to connect again it won't": the try, no result
            if m.group(0).startswith(("send", "sent")) and _REQUEST_BEFORE.search(before):
                continue  # "Please send electrician again": a request, no result
            if m.group(0).lstrip().startswith("work") and _WORK_AS_NOUN.search(before):
                continue  # "I updated at work", "after work": the workplace, no result
            if m.group(0).startswith("charg") and _PASSIVE_BEFORE.search(before):
                continue  # "I don't want to be charged again": a bill, not a battery
            if state and (
                _symptom_again(m.group(0))
                or (
                    _SYMPTOM_INSIDE.match(m.group(0).lstrip())
                    and not _DOING_WELL.search(m.group(0))  # "is draining good" is its job
                )
            ):
                continue  # "it's crackling again", "is draining rly fast": the problem
            return Outcome.WORKED, state, m.start()
    result = now_result(low)
    if result is not None:
        return Outcome.WORKED, result[0], result[1]
    return None


def _symptom_again(matched: str) -> bool:
    words = matched.split()
    return (
        len(words) > 1
        and words[-1] in {"again", "now"}
        and has_symptom(" ".join(words[:-1]))
        and not _UNDONE.search(matched)
    )


def _redone(before: str, matched: str) -> bool:
    """ "I installed it again", "Opened them again": a step repeated, not a state."""
    words = matched.split()
    if (
        matched.endswith("again")
        and words[0] in IMPERATIVE_STEPS
        and (not before.strip() or _LISTED_BEFORE.search(before))
    ):
        return True  # "delete the app and [install again]", "uninstall app, install again"
    if (
        matched.endswith("again")
        and words[0] in LEARNER_PRESENT_STEPS
        and _SELF_BEFORE.search(before)
    ):
        return True  # a learner's "Today I type code again slowly": the step, done again
    if not matched.endswith("again") or not words[0].endswith(("ed", "ing")):
        return False
    if _SELF_BEFORE.search(before) or (words[0].endswith("ing") and _LISTED_BEFORE.search(before)):
        return True  # "..., restarting, and installing it again": a step in a list
    return not before.strip() and len(words) > 1 and words[1] in {"it", "them"}


def _noun_use(before: str, matched: str) -> bool:
    """ "the print spooler ... now": a verb-like word used as a noun after a determiner;
    "turned power on again": the power the customer turned on, a step told again."""
    first = matched.split()[0]
    if first == "power" and _TURNED_BEFORE.search(before):
        return True
    return bool(_DETERMINER_BEFORE.search(before)) and first in _NOUN_LIKE_VERBS


_TURNED_BEFORE = compile(r"\b(?:turn|turned|turning|switch|switched|switching|put)\s+(?:the\s+)?$")


_NOUN_LIKE_VERBS = frozenset(
    {
        "print",
        "sync",
        "upload",
        "download",
        "start",
        "boot",
        "install",
        "play",
        "send",
        "show",
        "display",
        "load",
        "launch",
        "open",
        "connect",
        "work",
        "run",
        "render",
    }
)


def _scope(low: str, polarity: Outcome, state: bool) -> str:
    if _ALL_SCOPE.search(low):
        return "all"
    if polarity is Outcome.WORKED:
        return "nearest"
    if not state and (_NEAREST_SUBJECT.search(low) or _EITHER.search(low)):
        return "nearest"
    return "all"
