"""Workarounds told as a rule of thumb, restated as a step and its result.

Customers often report the one thing that gets a broken product going again, not as a step
they took but as how things are: "the only way to make it work again is to log out and in",
"I have to restart my computer for it to work", "it only works when I reinstall the driver",
"What does work - every time - is cycling Bluetooth", "I have to clear the cache about
once a day". Each is a step that works and leaves
the problem open. The sentence is restated as "I did X, that worked around it", which the
reader takes as a step that worked around the problem (``reading.settle``).

A one-off "I had to re-add my account to fix it" is a fix, restated as "that fixed it".
"""

from __future__ import annotations

from support_memory.extraction.clauses.restate import (
    AROUND,
    FIXED,
    did_each,
    joined,
    without_manner,
)
from support_memory.extraction.language.lexicon import CHORE_VERBS, NON_ACTION_VERBS, USAGE_VERBS
from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.extraction.outcomes.tables import TEMPORARY
from support_memory.extraction.problems.symptoms import has_symptom
from support_memory.extraction.steps.action_words import DAY_AFTER_DAY, ONE_OFF_TIME
from support_memory.extraction.steps.verbs import is_gerund, is_past, lemma
from support_memory.models import Outcome
from support_memory.patterns import IGNORECASE, Match, compile

_THING = r"(?:it|them|things|this|that|everything|the \w+)"
_WORKS = (
    r"(?:(?:finally|actually|properly) )?(?:work|working|start working|connect|sync|update|load|"
    r"show up|come back|going|go|respond|run|launch|start)"
)
_AGAIN = r"(?:\s+(?:again|properly|correctly|normally))?"
# what the step is for: "to make it work again", "to fix the issue", "to stop it"
_PURPOSE = (
    r"(?:(?:in order )?to (?:make|get) "
    + _THING
    + r" (?:to )?"
    + _WORKS
    + _AGAIN
    + r"|(?:in order )?for "
    + r"(?:"
    + _THING
    + r"|\w+)"  # "in order for scrcpy to finally run"
    + r" to "
    + _WORKS
    + _AGAIN
    # "I need to toggle the switch for me to be able to hear audio"
    + r"|for (?:me|us) to be able to \w+"
    + r"|(?:(?:i|we) (?:can|could) (?:get|make) "
    + _THING
    + r" (?:to )?"
    + _WORKS
    + _AGAIN
    + r")"
    + r"|to (?:fix|solve|resolve|stop|recover|get around|get past|get rid of)(?: "
    + _THING
    + r"| from "
    + _THING
    + r")?"
    + r"|that (?:works|worked|helps|helped)"
    # "the only way to clear it up is switching the audio output"
    + r"|to clear (?:it |this |that |things )?up"
    # "the only way to restore connectivity is to ..."
    + r"|to (?:restore|regain|get back) (?:the |my |full )?\w+"
    # "the only way to get into the vault after it has been locked is to ..."
    + r"|to (?:get|log|sign) (?:back )?in(?:to)?\b[^;]*?"
    # "uninstalling is the only way to make them stop" (the notifications)
    + r"|to (?:make|get) "
    + _THING
    + r" (?:to )?(?:stop|go away|disappear)"
    # "I have to reset the configuration to get sound output", "... to get internet back"
    + r"|to (?:get|bring) (?:the |my |any )?(?:sound|audio|internet|wifi|wi-fi|signal|picture|"
    r"image|video|power|connection|heat|heating|hot water|service|data|network|display|"
    r"notifications)(?: output| back| again| working)?"
    # "i need to turn it off and on to get it back"
    + r"|to (?:get|bring) "
    + _THING
    + r" back(?: on| online| up)?"
    # "the only thing that gets it to work is a restart"
    + r"|that (?:gets?|got|makes?|made) "
    + _THING
    + r" (?:to )?"
    + _WORKS
    + _AGAIN
    + r")"
)
_FOUND = (
    r"(?:\s+(?:i|we)(?:\s+have|'ve)?\s+(?:found|could find|can find|know of)(?:\s+so far)?"
    r"(?:\s+for\s+(?:this|that|it|me|us|now))?"
    # "the only way I've been able to get the app working again is by reinstalling it"
    r"|\s+(?:i|we)(?:\s+have|'ve)?\s+(?:been able|was able|were able|managed))"
)
# what the only way gets, said instead of a purpose: "only way i can get it open is ...",
# "only way i get a proper shower is ...", "the one thing that does bring it back is ..."
_GETS = (
    r"(?:\s+(?:that\s+)?(?:i|we)\s+(?:can\s+|could\s+)?(?:get|make|keep)\s+[^;,]{1,40}?"
    r"|\s+that\s+(?:does\s+|will\s+)?(?:brings?|gets?)\s+(?:it|them|\w+)\s+(?:back|going))"
)
# "(and) the only way to make it work again is to log out and back in"
_ONLY_WAY = compile(
    r"^(?P<lead>(?:.*?\S)??)[\s,;-]*(?:\b(?:and|but|so)\s+)?(?:(?:the|my|our|a|an)\s+)?"
    # "the only way ...", "the current solution is to reinstall the kernel module"
    r"(?:(?:only|current|temporary|interim|one)\s+"
    r"(?:(?:possible|real|known|working|reliable|good)\s+)?(?:way|thing|option|hint|tip|suggestion)"
    + r"(?:"
    + _FOUND
    + r"?\s+"
    + _PURPOSE
    + r"|"
    + _GETS
    + r")"
    # "the workaround is to ...", "a quick solution is to turn wifi off and on"
    + r"|(?:(?:only|current|temporary|interim|quick|easy|simple)\s+)?"
    r"(?:(?:possible|real|known|working|reliable|good)\s+)?(?:workaround|solution|fix|cure)"
    + _FOUND
    + r"?(?:\s+"
    + _PURPOSE
    + r")?)"
    + r"\s+(?:(?:so far|for now|right now)\s+)?(?:is|was|has been|seems to be)\s+"
    r"(?:(?:to|if\s+(?:i|we))\s+(?P<base>\w[^;]*)|by\s+(?P<by>\w+ing\b[^;]*)|"
    r"(?P<ing>\w+ing\b[^;]*)|(?P<noun>an?\s+\w[^;,]*))(?P<rest>[;,].*)?$",
    IGNORECASE,
)
# "I have to restart my computer for it to work again", "Need to open the app to get it working",
# "it requires a power cycle to recover"
_HAVE_TO = compile(
    r"^(?P<lead>(?:.*?\S)??)[\s,;-]*(?:\b(?:and|but|so|because|which means|now)\s+)?"
    r"(?:(?:i|we)\s+)?(?:always\s+|still\s+|just\s+)?(?:(?P<need>have|need|had|needed)\s+to|"
    r"(?P<must>must)|(?:(?:does|do|will|would)\s+)?"
    r"(?P<forced>forcing|forces|requires?|required)(?:\s+(?:me|us))?(?:\s+to)?)\s+"
    r"(?P<act>\w[^;]*?)\s+" + _PURPOSE + r"(?P<rest>[^\w;][^;]*)?(?P<tail>;.*)?$",
    IGNORECASE,
)
# "I have to clear the cache about once a day, else ...": a fix the customer repeats on a
# schedule is a workaround too (what they repeat is checked by ``_repeats_a_fix``)
_HAVE_TO_OFTEN = compile(
    r"^(?P<lead>(?:.*?\S)??)[\s,;-]*(?:\b(?:and|but|so|because|like|which means|now)\s+)?"
    r"(?:i|we)\s+(?:always\s+|still\s+|just\s+|basically\s+)?(?:have|need|got)\s+to\s+"
    r"(?P<act>\w[^;,]*?)\s+(?:about\s+|around\s+|like\s+|at least\s+|roughly\s+)?"
    r"(?:(?:once|twice|\d+ times|several times|a few times|multiple times|a couple (?:of )?times)"
    r"\s+(?:a|an|per|every|each)\s+\w+|(?:every|each)\s+(?:single\s+)?(?:time|day|morning|"
    r"night|evening|week|hour|other day|few \w+|\d+ \w+|couple (?:of )?\w+)"
    r"(?:\s+(?:i|we)\s+\w+(?:\s+(?:it|them|(?:the|my|our) \w+))?)?)"  # "every time I open it"
    r"[\s,]*(?:(?:or else|else|otherwise|or)\b\s*)?(?P<more>[^;]*?)(?P<rest>;.*)?$",
    IGNORECASE,
)
# "every morning I unplug the display and plug it back in": a fix done as a routine
# (a routine, not "every time I close the lid", which tells when the problem shows)
_OFTEN = (
    r"(?:every|each)\s+(?:single\s+)?(?:day|morning|night|evening|week|other day|few days|"
    r"couple (?:of )?days)"
)
_EVERY_TIME_I = compile(
    r"^(?P<lead>(?:.*?\S)??)[\s,;-]*(?:\b(?:and|but|so|now)\s+)?" + _OFTEN + r",?\s+(?:(?:i|we)\s+|"
    # "every day im having to jump it off my husbands car": forced to, day after day
    r"(?:i'm|im|i am|we're|we are)\s+having\s+to\s+)"
    r"(?:just\s+|basically\s+|usually\s+|always\s+|still\s+)?(?P<act>\w[^;,.]*)"
    r"(?P<rest>[;,.].*)?$",
    IGNORECASE,
)
# "i restart the router every morning as a workaround", "I will keep unplugging the display
# every morning", "i keep power cycling it every day"
_NOT_A_ROUTINE = frozenset(
    {"have", "need", "must", "got", "get", "try", "tried", "check", "look", "see", "use", "open"}
    | {"watch", "read", "go", "log", "login", "sign", "pay", "charge", "want"}
)
_I_EVERY_TIME = compile(
    r"^(?P<lead>(?:.*?\S)??)[\s,;-]*(?:\b(?:and|but|so|now|until then)\s+)?\b(?:i|we)\s+"
    r"(?:(?:will|'ll|am going to|have to)\s+)?(?:just\s+|basically\s+|usually\s+|still\s+)?"
    r"(?:keep\s+)?(?P<act>\w[^;,.]*?)\s+" + _OFTEN + r"(?:\s+as a (?:workaround|work-around|"
    r"temporary fix))?(?P<rest>[;,.].*)?$",
    IGNORECASE,
)
# "it only works when I reinstall this generic driver"
_ONLY_WHEN = compile(
    r"^(?P<lead>(?:.*?\S)??)[\s,;-]*(?:\b(?:and|but|so)\s+)?(?:it|they|this|that)\s+only\s+"
    r"(?:works?|worked|starts? working|connects?)"
    + _AGAIN
    + r"\s+(?:when|if|after|once)\s+(?:i|we)\s+(?P<act>\w[^;]*)(?P<rest>;.*)?$",
    IGNORECASE,
)
# "When I delete my account and add it again it works again": a habit that gets it going
# "if i switch it off at the pull cord n back on i get hot water again for another couple
# mins", "every time i turn it off n on again it updates for a bit", "If I pause and play, the
# song then starts playing": the same habit, told with what comes back and for how long
_WHEN_I = compile(
    r"^(?P<lead>(?:.*?\S)??)[\s,;-]*(?:\b(?:but|and|so)\s+)?(?:when|whenever|if|every ?time|each "
    r"time)\s+(?:i|we)\s+(?P<act>\w[^;,:]*?),?(?:\s+(?:does|do|did|will))?\s+(?:(?:it|they|"
    r"everything|things|the \w+)\s+(?:then\s+)?"
    r"(?:(?:works?|starts? working|syncs?|connects?|comes? back|is back|start|sync|connect)"
    r"(?:\s+(?:again|fine|normally|properly))+|(?:comes? back|starts? (?:playing|charging|"
    r"printing|syncing|heating|draining|updating)|updates|charges|plays|prints)(?:\s+(?:again|"
    r"fine|normally|properly|on|online|up))*)|(?:i|we)\s+(?:then\s+)?(?:get|have)\s+(?:the\s+|my\s+)?"
    r"(?:hot water|heat|heating|sound|audio|picture|signal|internet|wifi|power|connection|"
    r"service|data)\s+(?:again|back))"
    r"(?:\s+(?:for|till|until)\b[^;]*)?\W*(?P<rest>;.*)?$",
    IGNORECASE,
)
# "What does work - every time - is cycling Bluetooth", "what works is to reboot"
_WHAT_WORKS = compile(
    r"^(?P<lead>(?:.*?\S)??)[\s,;-]*(?:\b(?:and|but|so)\s+)?what\s+(?:does\s+)?works?\b"
    r"[\s,-]*(?:(?:however|though|every ?time|always|for me|for now)[\s,-]*)*\s*is\s+"
    r"(?:to\s+(?P<base>\w[^;]*)|(?P<ing>\w+ing\b[^;]*))(?P<rest>;.*)?$",
    IGNORECASE,
)
# "Uninstalling is the only way to make them stop": the step first, then "the only way"
_ING_ONLY_WAY = compile(
    r"^(?P<lead>(?:.*?\S)??)[\s,;-]*(?:\b(?:and|but|so)\s+)?(?P<ing>\w+ing\b[^;,]*?)\s+(?:is|was)"
    r"\s+(?:the|my)\s+only\s+(?:way|thing|fix|solution)\b(?:\s+(?:that works|i found|i know of))?"
    r"(?:\s+" + _PURPOSE + r")?\W*(?P<rest>;.*)?$",
    IGNORECASE,
)
# "Removing it from the Home app and re-adding seems to be a temporary solution", "restarting
# the router is a workaround for now": the step first, then what it is
_ING_MAKESHIFT = compile(
    r"^(?P<lead>(?:.*?\S)??)[\s,;-]*(?:\b(?:and|but|so)\s+)?(?P<ing>\w+ing\b[^;,]*?)\s+(?:is|was|"
    r"seems to be|seemed to be|appears to be)\s+(?:a|the|my|our)\s+(?:(?:quick|current|possible|"
    r"good)\s+)*(?:workaround|(?:temporary|interim|short-term)\s+(?:fix|solution|workaround))"
    r"(?:\s+for now)?\W*(?P<rest>;.*)?$",
    IGNORECASE,
)
_WE = r"(?:i'm|im|i am|we're|were|we are|i|we)"
# "castin from my phone works tho so were watching like that for now": another way works,
# and the customer gets by with it until the problem is fixed
_ING_MAKING_DO = compile(
    r"^(?P<lead>(?:.*?\S)??)[\s,;-]*(?:\b(?:and|but|so)\s+)?(?P<ing>\w+ing\b[^;,]*?)\s+"
    r"(?:works?|worked|is working|does the job|does the trick)(?:\s+(?:fine|ok|okay|well|great))?"
    r"(?:\s+(?:tho|though))?[\s,]+(?:so\s+)?(?:that'?s\s+what\s+)?" + _WE + r"\s+(?:just\s+)?"
    r"(?:using|watching|doing|going with|sticking with|streaming|printing|listening|paying|"
    r"getting by|managing|working)\b[^;]*?\b(?:for now|for the time being|in the meantime|"
    r"till (?:then|you fix it)|until (?:then|you fix it|it'?s fixed))\W*(?P<rest>;.*)?$",
    IGNORECASE,
)
# "ended up casting from my phone to the tv for now which works but its a pain": the way
# round, and that it works while the problem lasts
_ING_FOR_NOW_WORKS = compile(
    r"^(?P<lead>(?:.*?\S)??)[\s,;-]*(?:\b(?:and|but|so)\s+)?(?:(?:i|we)\s+)?"
    r"(?:(?:ended up|been|am|are|'m|'re)\s+)?(?P<ing>\w+ing\b[^;,]*?)\s+(?:for now|for the time "
    r"being|in the meantime),?\s+(?:which|that|and (?:that|it)) (?:works|is working|does the "
    r"job|is fine)(?:\s+(?:fine|ok|okay))?(?P<rest>[\s,].*)?$",
    IGNORECASE,
)
_FOR_NOW_WORDS = ("for now", "time being", "meantime", "till then", "until then", "fix it")
# "Game crashes on launch unless i put it in safe mode": the step that keeps it going
_UNLESS = compile(
    r"^(?P<lead>.*?\S)[\s,;-]+unless\s+(?:i|we)\s+(?:first\s+)?(?P<act>\w[^;,]*)(?P<rest>[;,].*)?$",
    IGNORECASE,
)
# "AA no longer connects until I power cycle the Pi", "the error comes now and then till I
# restart homebridge": the problem lasts until the step that clears it each time
_UNTIL_I = compile(
    r"^(?P<lead>.*?\S)[\s,;-]+(?:until|till|til|untill)\s+(?:i|we)\s+(?:manually\s+|just\s+)?"
    r"(?P<act>\w[^;,]*?)(?:\s+to (?:get rid of|fix|clear|stop)\b[^;,]*)?(?P<rest>[;,].*)?$",
    IGNORECASE,
)


# "To restore, the VPN must be disabled and re-enabled": the step, told in the passive
_MUST_BE_DONE = compile(
    r"^(?P<lead>.*?)(?:^|\s)to (?:restore(?: it| access| the connection)?|recover|fix (?:it|this)|"
    r"get (?:it|them) back|get (?:it|them) working(?: again)?),?\s+(?:the |my |our )?"
    r"(?P<thing>[\w-]+(?: [\w-]+)?) (?:must|needs to|has to|have to|need to) be (?:manually )?"
    r"(?P<done>[\w-]+ed(?:,? (?:and|then) (?:then )?[\w-]+ed)?)\W*$",
    IGNORECASE,
)


def _must_be_done(sentence: str) -> str | None:
    """ "To restore, the VPN must be disabled and re-enabled" → "I did disable and
    re-enable the VPN, that worked around it"; None when the sentence is not that shape."""
    found = _MUST_BE_DONE.match(sentence)
    if found is None:
        return None
    done = [w for w in found["done"].replace(",", " ").split() if w.lower() not in {"and", "then"}]
    if not all(is_past(w.lower()) for w in done):
        return None
    act = " and ".join(lemma(w.lower()) for w in done) + f" the {found['thing']}"
    return joined(found["lead"], f"I did {did_each(act)}, {AROUND}")


def _until_i(sentence: str) -> Match | None:
    """The step after "until I" that clears a problem told before it; not "it worked until I
    updated" (a past: when it began) nor "works fine until I restart" (no problem before)."""
    match = _UNTIL_I.match(sentence)
    if match is None:
        return None
    first = match["act"].split()[0].lower()
    if is_past(first) or first.endswith("ing") or not _repeats_a_fix(match["act"]):
        return None
    if lemma(first) in {lemma(w) for w in match["lead"].lower().split()}:
        return None  # "nothing wakes it up until I wake it up": the same act, no fix
    lead = match["lead"]
    failed = (signal := detect_outcome(lead)) is not None and signal.polarity is Outcome.FAILED
    return match if has_symptom(lead) or failed else None


# "it only works when I use the cable": where it works, not a step
_STATE_VERBS = frozenset(
    {"use", "am", "'m", "have", "hold", "keep", "stay", "sit", "leave", "do", "try", "tried"}
    | {"get", "got", "receive", "pay", "want", "need"}  # "won't be pleased unless I get ..."
)  # "when I try to update a single one it works": where it works
# words one of which a habit told as "when I ..., it ..." holds (a quick test before the pattern)
_WHEN_I_WORDS = ("work", "back", "again", "start", "updat", "charg", "play", "print", "sync")
_OPENED = frozenset({"open", "launch", "start", "run"})


_ONLY_WORDS = ("only", "current", "temporary", "interim", "one thing", "one way")
# "(pressing unlock twice on the fob) then it pops": what the step brings, said after it
_THEN_IT = compile(r"(?i)\s+then\s+(?:it|they|that|this|the \w+)\b")
# "the workaround is to ...", "a quick fix was to ...": checked only where both are said
_WORKAROUND_WORDS = ("workaround", "solution", "fix ", "cure")
_IS_WORDS = (" is ", " was ", " been ", " be ")


def restate_workaround(sentence: str) -> str:
    """ "..., the only way to make it work is to log out" → "..., I did log out, that worked
    around it"; a sentence with no workaround comes back unchanged. What follows a ";" is
    kept as it was ("...; a simple restart doesn't fix it")."""
    low = sentence.lower()
    match = only_way = None
    if any(w in low for w in _ONLY_WORDS) or (
        any(w in low for w in _WORKAROUND_WORDS) and any(w in low for w in _IS_WORDS)
    ):
        match = only_way = _ONLY_WAY.match(sentence)
        if match is None:
            match = (
                _ONLY_WHEN.match(sentence) or _ING_ONLY_WAY.match(sentence) or _makeshift(sentence)
            )
    if match is None and "work" in low and any(w in low for w in _FOR_NOW_WORDS):
        match = _ING_MAKING_DO.match(sentence)
        if match is not None and not is_gerund(match["ing"].split()[0]):
            match = None
    if match is None and "work" in low and any(w in low for w in _FOR_NOW_WORDS):
        match = _ING_FOR_NOW_WORKS.match(sentence)
        if match is not None and not is_gerund(match["ing"].split()[0]):
            match = None
        elif match is not None and match["rest"]:
            rest = match["rest"].strip(" ,")
            done, then = _then_it(match["ing"])
            return joined(match["lead"], f"tried {done}, {AROUND}{then}, {rest}")
    if match is None and "unless" in low:
        match = _UNLESS.match(sentence)
    if match is None and "til" in low:
        match = _until_i(sentence)
    if match is None and " i " in f" {low} " and any(w in low for w in _WHEN_I_WORDS):
        match = _WHEN_I.match(sentence)
        if match is not None and match["act"].split()[0].lower() in _OPENED:
            return sentence  # "when I open the app it works fine": where it works
    if match is None and "what" in low and "work" in low:
        match = _WHAT_WORKS.match(sentence)
    if match is None and " be " in low and "to " in low:
        passive = _must_be_done(sentence)
        if passive is not None:
            return passive
    if match is None and " to " in low:
        match = _HAVE_TO.match(sentence)
    if match is None and " to " in low:
        often = _HAVE_TO_OFTEN.match(sentence)
        if often is not None and _repeats_a_fix(often["act"]):
            more = often["more"].strip(" ,.")
            act = often["act"][:1].lower() + often["act"][1:]  # "I have to Clear Cache"
            restated = f"I did {did_each(act)}, {AROUND}" + (f", {more}" if more else "")
            return joined(often["lead"], restated) + (often["rest"] or "")
    if match is None and ("every" in low or "each" in low or "keep" in low):
        habit = _EVERY_TIME_I.match(sentence) or _I_EVERY_TIME.match(sentence)
        if (
            habit is not None
            and habit["act"].split()[0].lower() not in _NOT_A_ROUTINE
            and _repeats_a_fix(habit["act"])
            # "(it drops to half a bar every morning) i topped it up last night": once
            and not (is_past(habit["act"].split()[0]) and ONE_OFF_TIME.search(habit["act"]))
        ):
            first, _, others = habit["act"].partition(" ")
            first = lemma(first.lower()) if first.lower().endswith("ing") else first.lower()
            restated = f"I did {did_each(f'{first} {others}'.strip())}, {AROUND}"
            return joined(habit["lead"], restated) + (habit["rest"] or "")
    if match is None:
        return sentence
    found = match.groupdict()
    outcome = AROUND
    if only_way is not None and _a_fix_that_was(only_way.group(0)):
        outcome = FIXED  # "the fix was to clean the port": told once, in the past
    if found.get("forced") is not None or found.get("must") is not None:
        # "..., forcing a full reboot to get it to come back", "does require a power cycle
        # to recover", "i must restart it few times to make it work"
        found["need"] = "have"
    if found.get("need") is not None:
        # "I have to restart it for it to work" is a rule of thumb; "I had to ..." a fix
        outcome = FIXED if found["need"].lower() in ("had", "needed") else AROUND
        if DAY_AFTER_DAY.search(found["act"]):
            outcome = AROUND  # "had to jump start it three mornings in a row": each time
        kept = (found.get("rest") or "").strip(" ,.")
        if kept.lower().startswith("and "):
            kept = ""  # "... in order for scrcpy to run [and show me the screen]": the purpose
        elif outcome == AROUND and _FOR_A_TIME_ONLY.fullmatch(kept.lower()):
            kept = ""  # "... to make it work [temporarily]": what a workaround is, no failure
        act = did_each(found["act"].strip(" ,"))
        restated = f"I did {act}, {outcome}" + (f", {kept}" if kept else "")
        return joined(found["lead"], restated) + (found.get("tail") or "")
    if found.get("act") is not None:
        if found["act"].split()[0].lower() in _STATE_VERBS:
            return sentence  # "it only works when I use the cable": a diagnostic
        restated = f"I did {found['act']}, {outcome}"
    elif found.get("base"):
        base, then = _then_it(found["base"])
        restated = f"I did {did_each(without_manner(base.rstrip(' .!')))}, {outcome}{then}"
    elif found.get("noun"):
        restated = f"I did {found['noun']}, {outcome}"  # "... is a restart"
    else:
        # "my temporary solution is setting the switch to the lowest volume."
        done, then = _then_it(found.get("by") or found["ing"])
        restated = f"tried {done.rstrip(' .!,')}, {outcome}{then}"
    return joined(found["lead"], restated) + (found.get("rest") or "")


# what a rule of thumb is said to last, and nothing else ("temporarily", "for a while")
_FOR_A_TIME_ONLY = compile(rf"(?:{TEMPORARY.pattern})(?:\s+(?:or so|at least|at a time))?")


def _then_it(act: str) -> tuple[str, str]:
    """ "pressing unlock twice on the fob then it pops" → the act, and ", then it pops" (kept
    as a clause of its own, with whatever the sentence goes on to tell)."""
    then = _THEN_IT.search(act)
    if then is None:
        return act, ""
    return act[: then.start()], f", {act[then.start() :].strip()}"


def _makeshift(sentence: str) -> Match | None:
    """ "restarting the router is a workaround for now" (not "Nothing here is a workaround")."""
    match = _ING_MAKESHIFT.match(sentence)
    return match if match is not None and is_gerund(match["ing"].split()[0]) else None


_FIX_WAS = compile(r"(?i)\b(?:fix|solution|cure)(?: for (?:me|us|this|that|it))?\s+was\b")
_MAKESHIFT_WORDS = compile(
    r"(?i)\b(?:only|current|temporary|interim|quick|easy|simple|workaround|way|thing|option)\b"
)


# "the only hint that worked was to delete all app data": what worked, once, in the past
_WORKED_WAS = compile(r"(?i)\bthat (?:worked|helped|fixed it)(?: for (?:me|us))?\s+was\b")


def _a_fix_that_was(said: str) -> bool:
    """ "the fix was to ...", "my solution was ...": no "only", "temporary" or
    "workaround", and in the past: a fix told once, not a rule of thumb; "the only thing
    that worked was ..." too."""
    found = _FIX_WAS.search(said)
    if _WORKED_WAS.search(said) is not None:
        return True
    return found is not None and _MAKESHIFT_WORDS.search(said[: found.start()]) is None


def _repeats_a_fix(act: str) -> bool:
    """ "clear the cache", "log out and back in": a fix; "charge it", "enter my password",
    "wait" are the problem told as a chore."""
    said = act.lower().split()
    if said[:2] in (["log", "out"], ["sign", "out"]):
        return True
    verb = lemma(said[0])
    return verb not in NON_ACTION_VERBS | USAGE_VERBS | CHORE_VERBS
