"""Results told in shapes the clause reader cannot take apart, restated as step then result.

- "Works fine after phone reboot", "the login works after the update of the client": the
  good state comes first and the step is a noun after "after" → "phone reboot fixed it".
- "Neither restarting Duplicati, nor rebooting the PC makes any difference": two steps and
  one shared failure → "tried restarting Duplicati and rebooting the PC, no difference";
  "Neither using the default camera nor OpenCamera change anything" → "tried using the
  default camera, tried OpenCamera, no difference".

- "Problem persisted after multiple restarts, disabling firewall and switching to an earlier
  version", "same error after updating the firmware and resetting the router": the tries come
  after "after" and all failed → "tried multiple restarts, disabling firewall and ..., problem
  persisted".

- "Any attempt to reinstall printer support fails", "Attempt to install 8.1beta02 from the
  downloaded installer results in the same issue": the try is a noun phrase before its failure
  → "tried to reinstall printer support, it fails".

- "I was able to reinstall the original firmware", "we managed to uninstall the old driver":
  a step told as done successfully → "I did reinstall the original firmware, that worked" (not
  "I was able to log in": that is the result itself, nor "was able to set it up": no repair).
- "Even a router restart doesn't do it", "even if I restart it, it stays offline": a step
  and its failure → "tried a router restart, it doesn't do it", "I did restart it, it stays
  offline".
- "This is fixed when I restart my phone", "the only thing that fixes it is restarting the
  router", "After I deleted the old car I can see the new one": the step told after its
  result → "tried to restart my phone, that fixed it", "I deleted the old car and now I can
  see the new one".

- "they are not even in spam", "nothing in the spam folder!": the customer looked there and
  found nothing → "I checked the spam folder, nothing".

A sentence in none of these shapes comes back unchanged.
"""

from __future__ import annotations

from support_memory.extraction.clauses.restate import restores
from support_memory.extraction.language.lexicon import (
    NON_ACTION_VERBS,
    RESTORING_VERBS,
    USAGE_VERBS,
)
from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.extraction.steps.nominal import nominal
from support_memory.extraction.steps.verbs import is_gerund, is_past, lemma
from support_memory.patterns import IGNORECASE, compile

_WORKS_AFTER = compile(
    r"^(?P<lead>.*?)(?:\b(?:it|everything|all|the \w+|my \w+)\s+)?(?:now\s+)?"
    r"\b(?:works?|worked|working|runs?|ran|connects?|connected)"
    r"(?:\s+(?:fine|again|now|perfectly|normally|properly|great|ok|okay|well))*"
    r"\s+(?:right\s+|just\s+)?after\s+(?:a |an |the |my )?(?P<noun>[\w -]+?)\W*$",
    IGNORECASE,
)
_NEITHER_NOR = compile(
    r"^(?:but\s+)?neither\s+(?P<first>\w+ing\b[^,]*?),?\s+nor\s+(?P<second>[^,]+?)\s+"
    r"(?:(?:makes?|made|make|did|does|do|has|have)\s+(?:any|a|much)\s+difference|"
    r"(?:helps?|helped|works?|worked|fix(?:es|ed)?)(?:\s+(?:it|this|the \w+))?|"
    # "Neither using the default camera nor OpenCamera change anything"
    r"(?:changes?|changed) (?:anything|a thing)|(?:has|have|had) (?:any|an) effect)\W*$",
    IGNORECASE,
)
_STILL_AFTER = compile(
    r"^(?P<lead>(?:(?:the|this|that|my|same|it)\s+)?(?:(?:problem|issue|error|bug|crash|behaviou?r|it)"
    r"\s+(?:still\s+)?(?:persists|persisted|remains|remained|continues|continued|keeps "
    r"happening|kept happening|is still there|was still there|still happens|still happened|"
    r"still occurs|still exists|is the same|was the same)|still (?:happening|happens|there|the "
    r"same|occurring)|same (?:problem|issue|error|thing|result|behaviou?r)|no (?:change|"
    r"difference|luck)))\s+(?:even\s+)?after\s+(?P<tries>[^.;]+?)\W*$",
    IGNORECASE,
)
_QUANTIFIERS = frozenset(
    {"a", "an", "the", "my", "multiple", "several", "many", "numerous", "repeated", "two", "few"}
)
# "the only thing is that the radiators upstairs are cold": what follows "is" is no step
_NO_STEP_AFTER_IS = _QUANTIFIERS | {"that", "when", "if", "because", "it", "this", "there"}
_MAX_NOUN_WORDS = 6
_NEGATED_LEAD = compile(
    r"(?i)(?:\b(?:not|never|no longer|stopped|stops|stop|stopping|quit|quits|was|were|been|"
    r"wasn't|isn't)|n't)\s*$"
)


_ATTEMPT_TO = compile(
    r"^(?:(?:any|every|each|my|an|the|all)\s+)?(?:attempts?|tries)\s+(?:to|at)\s+"
    r"(?P<act>\w[^,;]*?)\s+(?P<result>(?:fails?|failed|results? in|resulted in|ends? (?:up )?in|"
    r"ended (?:up )?in|leads? to|led to|gives?|gave|throws?|threw|returns?|returned|"
    r"(?:did|does|do)(?:n't| not) work|(?:is|are|was|were) (?:unsuccessful|not successful))\b.*)$",
    IGNORECASE,
)


_RESULT_VERB = compile(
    r"^(?:results? in|resulted in|ends? (?:up )?in|ended (?:up )?in|leads? to|led to|gives?|"
    r"gave|throws?|threw|returns?|returned)\b",
    IGNORECASE,
)


_FIXED_WHEN = compile(
    r"^(?:.*?\b)?(?:(?:is|are|was|were|gets?|got|it's|its)\s+(?:\w+\s+)?(?:fixed|resolved|solved|"
    r"sorted)|(?:goes|go|went) away|disappears|disappeared)\s+(?:(?:again|temporarily|for a while)"
    r"\s+)?(?P<how>when|whenever|once|if|by|after)\s+(?:(?P<who>i|we)\s+)?(?P<act>\w[^,;]*?)"
    r"(?:[,;].*)?\W*$",
    IGNORECASE,
)
_ONLY_FIX = compile(
    r"^(?:but\s+|and\s+|um\s+|so\s+)?(?:the\s+)?only\s+(?:thing|way|fix|solution|workaround)\s+"
    r"(?:that\s+|i\s+found\s+)?(?:(?:fixes|fixed|works|worked|helps|helped|solves|solved|sorts|"
    r"sorted)\s+(?:it\s+|this\s+)?|to\s+fix\s+(?:it|this)\s+)?(?:is|was)\s+(?:too?\s+)?"
    r"(?P<act>\w[^,;]*?)"
    # "... is unplugging it at the wall for a minute then it's fine for a day or so"
    r"(?P<awhile>\s+(?:and\s+)?then\s+(?:it'?s|its|it is|they'?re|theyre)\s+(?:fine|ok|okay|"
    r"good|working)\b[^,;]*)?\W*$",
    IGNORECASE,
)
_AFTER_I_CAN = compile(
    r"^after\s+(?P<who>i|we)\s+(?P<act>\w[^,;]*?),?\s+(?P<now>(?:i|we)\s+(?:can|could|am able to|"
    r"was able to|were able to)\s+\w.*)$",
    IGNORECASE,
)
# "Once I connected the Mavic directly I had no issues at all": the step, then how it went
_ONCE_I_THEN_FINE = compile(
    r"^(?:but\s+|so\s+)?(?:once|after|as soon as)\s+(?P<who>i|we)\s+(?P<act>\w[^,;]*?),?\s+"
    r"(?P<fine>(?:i|we)\s+(?:had|have had|have)\s+no\s+(?:issues?|problems?|trouble|errors?)"
    r"(?:\s+(?P<when>at all|since|anymore|any more|after that|from then on))?)\W*$",
    IGNORECASE,
)
# "the only way is to play on an older version and then i can't play with friends": a second
# clause after the step; the shape is not this one
_SECOND_CLAUSE = compile(
    r"\b(?:and then|then|but|because|so|until|till|although|though)\b", IGNORECASE
)
_NEGATED_NOW = compile(r"^\S+\s+(?:can(?:'t|not)|couldn't|could not|am not|was not|wasn't)")


_ABLE_TO = compile(
    r"^(?P<lead>(?:.*?\S)??)[\s,;-]*(?:\b(?:and|so|but|then)\s+)?(?:i|we)(?:'ve|ve|\s+have)?\s+"
    r"(?:finally\s+|eventually\s+|then\s+|also\s+)?(?:managed to|was able to|were able to|"
    r"been able to)\s+(?P<act>\w[^,;]*?)"
    # "... and use it correctly": the thing used again, the result
    r"(?P<used>\s+and (?:use|run|open|start|play) (?:it|them)\b.*)?"
    r"(?P<rest>(?:,|\s+and now\b|\s+and it\b|\s+and that\b|\s+but\b|\s+which\b).*)?$",
    IGNORECASE,
)


# "ok managed to drain it through the little flap": the customer's "I" left out; what came of
# it is told after it ("door opened after that"; not "but ...", "which ...")
_NOT_NEWS = ("but ", "which ", "although ", "though ")
_BARE_ABLE_TO = compile(
    r"^(?P<lead>(?:(?:ok|okay|so|well|right|yes|yeah|update)[\s,:]+)*)(?P<rest>(?:finally\s+|"
    r"eventually\s+)?(?:managed to|was able to)\s.*)$",
    IGNORECASE,
)


def _able_to(sentence: str) -> str | None:
    """ "I was able to reinstall the original firmware": a step that worked; "managed to
    drain it through the flap, door opened after that": a step and the good news told after
    it."""
    bare = _BARE_ABLE_TO.match(sentence)
    if bare is not None:
        sentence = f"{bare.group('lead')}I {bare.group('rest')}"
    match = _ABLE_TO.match(sentence)
    if match is None:
        return None
    act = match.group("act")
    verb = lemma(act.split()[0])
    if verb in NON_ACTION_VERBS or verb in USAGE_VERBS or verb in _ABLE_STATES:
        return None  # "I was able to log in", "managed to get in": the result, not a step
    lead = match.group("lead").rstrip(" ,;-")
    rest = match.group("rest")
    if verb not in _REPAIRS:
        if bare is None or (rest or "").lstrip(" ,").lower().startswith(_NOT_NEWS):
            return None  # "was able to set it up and log in 2 weeks ago": not a fix
        if rest is None:
            return f"{lead}, I did {act}" if lead else f"I did {act}"  # no result told
        # "ok managed to drain it through the flap, door opened after that": the step, then
        # what came of it
        return f"{lead}, I did {act}{rest}" if lead else f"I did {act}{rest}"
    told = f"I did {act}{rest}" if rest and not match.group("used") else f"I did {act}, that worked"
    return f"{lead}, {told}" if lead else told


_EVEN_NOUN = compile(
    r"^(?P<lead>(?:.*?\S)??)[\s,;-]*(?:\b(?:and|but|so)\s+)?even\s+(?P<det>(?:a|an|the|my)\s+)?"
    r"(?P<noun>\w[\w -]*?)\s+(?P<fail>(?:doesn't|does not|didn't|did not|won't|will not|can't|"
    r"cannot|couldn't|could not|hasn't|has not|isn't|wasn't)\b.*)$",
    IGNORECASE,
)
# "(Sadly didn't work for me.) Even with a full phone restart.": a step told alone, as more
# of the failure just told
_EVEN_WITH_ALONE = compile(
    r"^(?:and\s+|but\s+)?(?:not\s+)?even\s+with\s+(?P<det>(?:a|an|the|my)\s+)?"
    r"(?P<noun>\w[\w -]*?)[\s.!:()]*$",
    IGNORECASE,
)
_EVEN_IF = compile(
    r"^(?P<lead>(?:.*?\S)??)[\s,;-]*(?:\b(?:and|but|so)\s+)?even\s+(?:if|when|though)\s+(?:i|we)\s+"
    r"(?P<act>\w[^,]*?),\s*(?P<rest>\w.*)$",
    IGNORECASE,
)


def _even(sentence: str) -> str | None:
    """ "Even a router restart doesn't do it", "even if I restart it, it stays offline"."""
    noun = _EVEN_NOUN.match(sentence)
    if noun is not None:
        words = noun.group("noun").lower().split()
        if len(words) <= _MAX_NOUN_WORDS and nominal(words) is not None:
            told = f"tried {noun.group('det') or ''}{noun.group('noun')}, it {noun.group('fail')}"
            lead = noun.group("lead").rstrip(" ,;-")
            return f"{lead}, {told}" if lead else told
    alone = _EVEN_WITH_ALONE.match(sentence)
    if alone is not None:
        words = alone.group("noun").lower().split()
        if len(words) <= _MAX_NOUN_WORDS and nominal(words) is not None:
            return f"tried {alone.group('det') or ''}{alone.group('noun')}, still the same"
    when = _EVEN_IF.match(sentence)
    if (
        when is not None
        and lemma(when.group("act").split()[0]) not in USAGE_VERBS
        and when.group("rest").split()[0].lower() in _RESULT_SUBJECTS  # not a list going on
    ):
        lead = when.group("lead").rstrip(" ,;-")
        told = f"I did {when.group('act')}, {when.group('rest')}"
        return f"{lead}, {told}" if lead else told
    return None


# what "I was able to ..." did that is a repair in itself: "was able to reinstall the firmware"
_REPAIRS = RESTORING_VERBS | {
    "restore",
    "uninstall",
    "downgrade",
    "roll",
    "revert",
    "reflash",
    "replace",
    "fix",
    "recover",
}
_RESULT_SUBJECTS = frozenset(
    {"it", "it's", "its", "they", "the", "my", "i", "still", "nothing", "same", "no", "everything"}
)
_ABLE_STATES = frozenset({"connect", "access", "enter", "print", "play", "sync", "load", "boot"})


def _told_after_its_result(sentence: str, low: str) -> str | None:
    """The step of a sentence that tells its result first, restated step first."""
    restated = _restated_step_first(sentence, low)
    if restated is None or _SECOND_CLAUSE.search(restated.split(", that fix")[0]) is not None:
        return None
    return restated


def _restated_step_first(sentence: str, low: str) -> str | None:
    if any(f" {word} " in low for word in ("when", "whenever", "once", "if", "by", "after")):
        fixed = _FIXED_WHEN.match(sentence)
        if fixed is not None:
            act = fixed.group("act")
            if is_gerund(act.split()[0].lower()):
                return f"tried {act}, that fixed it"
            if fixed.group("who"):
                return f"tried to {act}, that fixed it"
            noun = [w for w in act.lower().split() if w not in _QUANTIFIERS]
            if fixed.group("how").lower() == "after" and noun and nominal(noun) is not None:
                return f"the {' '.join(noun)} fixed it"  # "It got fixed after reboot"
    if "only" in low:
        only = _ONLY_FIX.match(sentence)
        if only is not None and only.group("act").split()[0].lower() not in _NO_STEP_AFTER_IS:
            act = only.group("act")
            first = act.split()[0]
            fixes = "that fixes it for a while" if only.group("awhile") else "that fixes it"
            return f"tried {act}, {fixes}" if is_gerund(first) else f"tried to {act}, {fixes}"
    if low.startswith("after "):
        after = _AFTER_I_CAN.match(sentence)
        if after is not None and _NEGATED_NOW.match(after.group("now")) is None:
            return f"{after.group('who')} {after.group('act')} and now {after.group('now')}"
    fine = _ONCE_I_THEN_FINE.match(sentence)
    if fine is not None:
        told = fine.group("fine") + ("" if fine.group("when") else " at all")  # from then on
        return f"{fine.group('who')} {fine.group('act')} and {told}"
    return None


# "(It is very bizarre,) by getting rid of the file I could get back working": the step
# fronted with "by", its result after it
_BY_FIRST = compile(
    r"^(?P<lead>(?:[^,]*,\s*)?)by\s+(?P<act>\w+ing\b[^,]*?),?\s+(?P<result>(?:i|we|it|that|"
    r"this|everything|things)\s+(?:could|can|was able to|were able to|managed to|got|get|is|"
    r"was|works|worked|started|came)\b.*)$",
    IGNORECASE,
)


_NOT_IN_SPAM = compile(
    r"(?i)\b(?:(?:it|they|the \w+|the \w+ \w+)\s*(?:'s|'re|is|are|was|were)\s+not|(?:it|they|the "
    r"\w+)\s+(?:isn't|aren't|wasn't|weren't)|(?:there's\s+|there\s+is\s+|there\s+was\s+)?nothing|"
    r"not)\s+(?:even\s+)?in\s+(?:the\s+|my\s+)?(?P<place>spam|junk)(?:\s+(?:folder|mail|box))?"
    r"(?:\s+either)?\b"
)


def restate_result(sentence: str) -> str:
    """``sentence`` with its step first and its result after, when it has one of the shapes
    above; otherwise unchanged."""
    low = sentence.lower()
    if "spam" in low or "junk" in low:
        # "they are not even in spam", "nothing in the spam folder!": a look that found nothing
        sentence = _NOT_IN_SPAM.sub(r"I checked the \g<place> folder, nothing", sentence)
        low = sentence.lower()
    if "by " in low:
        by_first = _BY_FIRST.match(sentence)
        if by_first is not None and detect_outcome(by_first.group("result")) is not None:
            lead = by_first.group("lead")
            return f"{lead}tried {by_first.group('act')}, {by_first.group('result')}"
    told_after = _told_after_its_result(sentence, low)
    if told_after is not None:
        return told_after
    if "even " in low:
        even = _even(sentence)
        if even is not None:
            return even
    if " able to " in low or "managed to " in low:
        able = _able_to(sentence)
        if able is not None:
            return able
    if "attempt" in low or "tries" in low:
        attempt = _ATTEMPT_TO.match(sentence)
        if attempt is not None:  # "Any attempt to reinstall X fails"
            result = attempt.group("result")
            if result.lower().startswith(("fail", "did", "does", "do", "is", "are", "was", "were")):
                outcome = f"it {result}"  # "fails", "didn't work"
            elif " same " in f" {result.lower()} ":
                outcome = "same problem"  # "results in the same issue"
            else:  # "gives error 43", "results in an error"
                outcome = "I get " + _RESULT_VERB.sub("", result).strip()
            return f"tried to {attempt.group('act')}, {outcome}"
    if " instead" in low:
        instead = _worked_instead(sentence)
        if instead is not None:
            return instead
    if "needed " in low:
        needed = _needed_a(sentence)
        if needed is not None:
            return needed
    if low.startswith(("neither ", "but neither ")) and " nor " in low:
        match = _NEITHER_NOR.match(sentence)
        if match is not None:
            first, second = match.group("first"), match.group("second")
            if second.split()[0].lower().endswith("ing"):
                return f"tried {first} and {second}, no difference"
            return f"tried {first}, tried {second}, no difference"  # "... nor OpenCamera"
    if " until " in low or " untill " in low or " till " in low:
        until = _NOT_UNTIL.match(sentence)
        if (
            until is not None
            and is_past(until.group("act").split()[0].lower())
            # not "didn't have any issues until I tried to add new songs": what set it off
            and _NO_TROUBLE.search(until.group("problem")) is None
        ):
            # "it wouldn't start mowing untill i opened the lid": the step that got it going
            return f"{until.group('problem')}, I {until.group('act')}, that fixed it"
    if "using " in low or "via " in low:
        using = _RESOLVED_USING.match(sentence)
        if using is not None:  # "issue has been resolved using the zip from github"
            told = f"tried {using.group('thing')}, that fixed it{using.group('rest') or ''}"
            lead = using.group("lead").rstrip(" ,;-")
            return f"{lead}, {told}" if lead else told
    if low.rstrip(" .!").endswith((" does", " did", " do")):
        elided = _ELIDED_FIX.match(sentence)  # "Deleting data does.": it helps
        if elided is not None and restores(elided.group("act")):
            return f"tried {elided.group('act')}, that fixed it"
    if " after " in low:
        still = _STILL_AFTER.match(sentence)
        if still is not None and _names_a_try(still.group("tries")):
            return f"tried {still.group('tries')}, {still.group('lead')}"
        match = _WORKS_AFTER.match(sentence)
        if match is not None:
            noun = match.group("noun").strip()
            words = noun.lower().split()
            lead = match.group("lead").rstrip(" ,;")
            negated = _NEGATED_LEAD.search(lead) is not None  # "stopped working after X"
            if not negated and words and len(words) <= _MAX_NOUN_WORDS and nominal(words):
                restated = f"the {noun} fixed it"
                return f"{lead}, {restated}" if lead else restated
    return sentence


# "not starting again untill i opened the lid, press ok and command again": the problem
# lasted until a step of the customer's
_NOT_UNTIL = compile(
    r"^(?P<problem>.*(?:\bnot|n't|\bwont|\bwouldnt|\bdidnt|\bcouldnt|\bcant)\b.*?)[\s,]+"
    r"(?:until|untill|till)\s+(?:i|we)\s+(?:finally\s+)?(?P<act>\w+.*?)\W*$",
    IGNORECASE,
)
_NO_TROUBLE = compile(r"(?i)\b(?:issues?|problems?|trouble|wrong|errors?|complaints?)\b")
# "issue has been resolved using the zip from github": the fix named after its result
_RESOLVED_USING = compile(
    r"^(?P<lead>(?:.*?\S)??)[\s,;-]*(?:the |this |my )?(?:issue|problem|it|this|bug|error)\s+"
    r"(?:has been |have been |was |got |is |'s been )?(?:now |finally |just )?(?:resolved|fixed|"
    r"solved|sorted(?: out)?)\s+(?:by\s+)?(?:using|via)\s+(?P<thing>[^,;]+?)(?P<rest>[,;].*)?\W*$",
    IGNORECASE,
)
# "(Deleting the cache did not resolve the issue.) Deleting data does.": a step whose verb
# of helping is left out, after a step it did not help
_ELIDED_FIX = compile(
    r"^(?:but\s+|however,?\s+)?(?P<act>\w+ing\b(?:\s+[\w-]+){0,5}?)\s+(?:does|did|do)\W*$",
    IGNORECASE,
)


# "it just needed a reboot", "all it needed was a firmware update": the fix, named as a noun
_NEEDED_A = compile(
    r"^(?P<lead>(?:.*?\S)??)[\s,;.-]*(?:\b(?:and|so|but|turns out|turned out|apparently)\s+)?"
    r"(?:(?:it|they|the \w+|my \w+)\s+(?:just\s+|only\s+|simply\s+)?needed|(?:just|only|simply)\s+"
    r"needed|all (?:it|they|that) needed (?:was|were))\s+(?:a|an|the)\s+(?P<noun>[\w -]+?)\W*$",
    IGNORECASE,
)


def _needed_a(sentence: str) -> str | None:
    """ "I got it working now... just needed a restart" → "..., the restart fixed it"."""
    match = _NEEDED_A.match(sentence)
    if match is None:
        return None
    words = match.group("noun").lower().split()
    if not words or len(words) > _MAX_NOUN_WORDS or nominal(words) is None:
        return None  # "it needed a new battery", "it only needed a password"
    lead = match.group("lead").rstrip(" ,;.-")
    restated = f"the {match.group('noun')} fixed it"
    return f"{lead}, {restated}" if lead else restated


# "worked on the website instead of the app": the other way the customer took, and it worked
_WORKED_INSTEAD = compile(
    r"^(?:(?:but|and|ok|so)\s+)?(?:it\s+|that\s+|this\s+)?(?:worked|works|went through)(?:\s+fine)?"
    r"\s+(?:on|in|with|via|through|using|from)\s+(?:the\s+|my\s+)?(?P<thing>[\w.-]+(?:\s+[\w.-]+)?)"
    r"\s+instead(?:\s+of\s+(?:the\s+|my\s+)?(?P<other>[\w.-]+(?:\s+[\w.-]+)?))?\b(?P<rest>.*)$",
    IGNORECASE,
)


def _worked_instead(sentence: str) -> str | None:
    match = _WORKED_INSTEAD.match(sentence)
    if match is None:
        return None
    other = f" instead of the {match['other']}" if match["other"] else " instead"
    return f"I tried the {match['thing']}{other}, that worked{match['rest']}"


def _names_a_try(tries: str) -> bool:
    """ "reinstalling the app and rebooting", "multiple restarts": the first item is a step
    (a gerund or an action noun), not a time or an event ("after the update to 2.0" is one)."""
    first = tries.split(",")[0].split(" and ")[0].lower().split()
    while first and first[0] in _QUANTIFIERS:
        first = first[1:]
    if not first:
        return False
    if is_gerund(first[0]):
        return True
    singular = [*first[:-1], first[-1].removesuffix("s")] if first[-1].endswith("s") else first
    return len(first) <= _MAX_NOUN_WORDS and nominal(singular) is not None
