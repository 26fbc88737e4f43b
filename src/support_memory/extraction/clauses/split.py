"""Clause splitting: one message → sentences → clauses, in the order they were written.

A clause is the unit the rules read: one action, one outcome, one symptom or one fact.
Sentences split on end punctuation; clauses on commas, semicolons, dashes and joining
words ("but", "and", "then", "so", "which", "because", "even though"). "and" splits only
when a new clause follows ("I restarted it and cleared the cache"), not inside a list
("the router and the modem"). A comma piece without a verb is glued back to the clause
before it ("cleared the cache, cookies and history"). "It works now after I cleared the
cache" is reordered so the action comes before its outcome.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from support_memory.extraction.clauses.advice import join_advice_done, restate_followed_advice
from support_memory.extraction.clauses.conditions import restate_condition_that_works
from support_memory.extraction.clauses.grammar import (
    HARD_RE as _HARD_RE,
)
from support_memory.extraction.clauses.grammar import (
    QUESTION_START as _QUESTION_START,
)
from support_memory.extraction.clauses.grammar import (
    SENTENCE_RE as _SENTENCE_RE,
)
from support_memory.extraction.clauses.grammar import SO_AMOUNT, split_soft
from support_memory.extraction.clauses.grammar import (
    SUBJECT_START as _SUBJECT_START,
)
from support_memory.extraction.clauses.lists import mark_comma_tries, mark_tried_lists
from support_memory.extraction.clauses.restate import (
    STEP_VERBS,
    did_each,
    first_verb,
    restores,
    without_manner,
)
from support_memory.extraction.clauses.results import restate_result
from support_memory.extraction.clauses.templates import drop_template_sections
from support_memory.extraction.clauses.workarounds import restate_workaround
from support_memory.extraction.language.lexicon import (
    ACTION_NOUNS,
    AFTER_A_SUBJECT,
    ASIDES,
    CONNECTORS,
    FIXED_PAIRS,
    LOOK_VERBS,
    RESTORING_VERBS,
    SELF_SUBJECTS,
    SYMPTOM_ADJECTIVES,
    THIRD_PARTIES,
    VISITED_PLACES,
    words,
)
from support_memory.extraction.language.pictographs import after_emoji
from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.extraction.outcomes.tables import A_WHILE_LATER
from support_memory.extraction.problems.symptoms import WRONG_THING_CAME, has_symptom
from support_memory.extraction.steps.action_words import (
    BASE_FORM_STEPS,
    FIX_VERBS,
    IMPERATIVE_STEPS,
)
from support_memory.extraction.steps.nominal import nominal
from support_memory.extraction.steps.verbs import is_gerund, is_past, is_verb_form, lemma
from support_memory.models import Outcome
from support_memory.patterns import IGNORECASE, Match, any_of, compile, word_not
from support_memory.text import collapse_whitespace

_QUOTES = (
    ("\u2019", "'"),
    ("\u00b4", "'"),  # "didn´t work": an acute accent typed for the apostrophe
    ("\u2018", "'"),
)
_BACKTICK_APOSTROPHE = compile(r"([A-Za-z])`([a-z]{1,2})\b")  # not `code` spans
_REPLACEMENTS = (
    *_QUOTES,
    ("\u201c", '"'),
    ("\u201d", '"'),
    ("\u2026", "..."),
    ("\u2013", " - "),
    ("\u2014", " - "),
    (" -- ", " - "),
    ("&", " and "),
    ("**", ""),  # markdown bold: "**all data gone, restore did not have any effect**"
    (" w/ ", " with "),
    ("b/c", "because"),
    ("e.g.", "eg"),  # "(e.g. clear the cache, ...)": not the end of a sentence
    ("E.g.", "eg"),
)
_OBJECT = (
    r"(?:\s+(?:it|this|that|things|everything|mine|ours|the \w+|(?:this|that|my|the) (?:problem|"
    r"issue|bug|error)))?"
)
# ... and when: "I managed to fix mine the other day by pairing ..."
_FOR_ME = (
    r"(?:\s+(?:for (?:me|us)|myself|ourselves|now|in the end|finally|eventually|the other day|"
    r"on (?:my|our) (?:end|side)|"
    r"yesterday|today|last night|this morning))?"
)
_CLEFT = compile(
    r"^(?:(?:and|so|but|in the end|eventually|finally),?\s+)?(?:what|the (?:only |one )?thing "
    r"that|the thing which)\s+(?P<outcome>(?:finally\s+|eventually\s+|actually\s+|"
    r"ultimately\s+)?(?:fixed|solved|sorted|resolved|worked|helped|did the trick)"
    r"(?:\s+(?:it|things|the \w+))?)" + _FOR_ME + r"\s+(?:in the end\s+)?was\s+(?P<action>.+)$",
    IGNORECASE,
)
# "The fix for me was to delete the config folder", "the solution was reinstalling it"
_FIX_WAS = compile(
    r"^(?:(?:and|so|but|in the end|eventually|finally),?\s+)?(?:the|my|our) (?:only )?(?:fix|"
    r"solution|trick|cure)" + _FOR_ME + r"\s+was\s+(?:to\s+(?P<base>\w.*)|(?P<action>\w+ing\b.*))$",
    IGNORECASE,
)
# "all I had to do was delete my old save files", "all I need to do is just re-pair it": the
# whole fix, told as all it took
_ALL_IT_TOOK = compile(
    r"^(?:(?P<lead>[^,;]*\S)\s*[,;]\s*)?(?:(?:and|so|but|turns out|in the end|ok|okay),?\s+)?all "
    r"(?:i|we) (?:had|needed|need|have) to do (?:was|is)\s+(?:just\s+)?(?:to\s+)?"
    r"(?P<all_it_took>[a-z][\w-]*\b.*)$",
    IGNORECASE,
)
# "and plugged it in again everything worked": a result typed straight after the step, with
# no comma
_GLUED_RESULT = compile(
    r"\b(again|back in|back on|back)\s+(everything|it all|all)\s+(worked|works|is working|"
    r"was working|is fine|was fine|is ok|was ok|came back|is back|was back)\b",
    IGNORECASE,
)
# "i used the hotspot to update macos": the step is what the thing was used for
_USED_TO_DO = compile(
    r"^(?P<lead>(?:.*\S\s+)?)(?:i|we)(?:'ve| have)? used (?:the|my|a|an|our|his|her|their) "
    r"(?:[\w-]+ ){0,3}?to (?P<act>[a-z][\w-]*\b.*)$",
    IGNORECASE,
)
# "Fix: Reset voice settings in Lightcord.", "Solution: reinstall the driver": a labelled fix;
# "If someone have the same problem, here's the solution: unplug the tv's power cabel"
_FIX_LABEL = compile(
    r"^(?:(?:if|for) [^:,]{1,60},\s*)?(?:here(?:'s|s| is) )?"
    r"(?:the |my )?(?:fix|solution|resolution|what worked|(?P<around>(?:temporary )?(?:workaround|"
    r"work-around)(?: for now)?))\s*:[\s,]*(?P<action>\w.*)$",
    IGNORECASE,
)
_FIXED_BY = compile(
    r"^(?:(?:and|so|but|yet|however|anyway|ok|okay|finally|eventually),?\s+)?(?:(?:i|we)\s+|"
    # "Issue fixed by deleting the .ini", "problem solved by ...": told without "was"
    # "the immediate problem was solved on my end by re-authenticating the account"
    r"(?:(?:the|this|that|my)\s+)?(?:\w+\s+)?(?:issue|problem|error|bug)\s+(?:was\s+|got\s+|"
    r"has been\s+|is\s+)?)?"
    r"(?:finally\s+|"
    r"eventually\s+|actually\s+|also\s+)?(?:(?:only )?managed to |(?:was|were) (?:only )?able to )?"
    r"(?:fix|fixed|"
    r"solve|solved|sort|sorted|resolve|resolved|(?:got|get) (?:(?:it|things|everything) )?"
    r"(?:working|going|fixed|to work)(?: again| back)?|made it work|"
    # "managed to get the kindle back to work by long pressing the power button"
    r"(?:got|get) (?:the|my|our) (?:[\w-]+ ){0,2}?[\w-]+ (?:back )?(?:working|to work|going)"
    r"(?: again)?|"
    # "Discovered a workaround by deleting the save file", "got around it by disabling ..."
    r"(?P<around>work(?:ed)? around|got around|(?:found|discovered|came up with|have) "
    r"(?:a|an|the) (?:temporary |possible |simple |easy )?(?:workaround|work-around|work "
    r"around)|can "
    r"(?:usually |only |always |still |normally |sometimes |temporarily )?(?:fix|solve|"
    # "It can be fixed by restarting logseq", "the issue can be solved by clearing the cache"
    r"resolve)|(?:it\s+)?(?:can|could) (?:usually |only |always |temporarily )?be (?:fixed|"
    r"solved|resolved|sorted|worked around)))"
    + _OBJECT
    + _FOR_ME
    # "I can fix that by 1) restarting openHAB, 2) ...": a workaround, its items numbered
    + r"\s+by\s+(?:\d\)\s*)?(?:\w+ly\s+)?(?P<action>(?:(?:long|double|hard)[- ])?"
    r"(?:\w+-)?\w+ing\b.*)$",
    IGNORECASE,
)
# "solved downgrading rsync to 3.2.3-4", "got working changing to TCP": the "by" left out
_SOLVED_DOING = compile(
    r"^(?:(?:and|so|yet|however|anyway|ok|okay|finally|eventually),?\s+)?(?:(?:i|we)\s+)?"
    r"(?:solved|fixed|resolved|"
    r"got (?:(?:it|things|everything) )?(?:working|going|fixed))"
    r"(?:\s+(?:it|this|that))?(?:\s+(?:for (?:me|us)|myself|now|in the end|finally))?\s+"
    r"(?P<action>(?P<gerund>\w+ing)\b.*)$",
    IGNORECASE,
)
# "fixed it with a clean windows install", "fixed it by doing a factory reset", "the issue was
# solved with the last update": a fix named as a thing
_FIXED_WITH = compile(
    r"^(?:(?:and|so|ok|okay|finally|eventually|thanks|thank you),?\s+)?(?:(?:(?:i|we)\s+)?"
    r"(?:finally\s+)?"
    r"(?:fixed|solved|resolved|sorted)(?:\s+(?:it|this|that|the (?:issue|problem)))?|(?:(?:the|"
    r"this|my) )?(?:issue|problem|bug) (?:(?:was|got|is|has been) )?(?:fixed|solved|resolved|"
    r"sorted))(?:\s+for (?:me|us))?\s+(?:by\s+(?:doing|performing|running)|with)\s+"
    # "issue solved with 1.0.2": the version it was solved with
    r"(?P<thing>(?:a|an|the|my)\s+\w.*|(?P<version>v?\d+(?:\.\d+)+[\w.-]*)\W*)$",
    IGNORECASE,
)
_AFTER_A_DASH = compile(r"^(?P<lead>.*\w)\s+[-\x{2013}\x{2014}]+\s+(?P<rest>\w.*)$")
_FIX_AFTER_A_DASH = compile(
    r"(?i)\s[-\x{2013}\x{2014}]+\s+(?:(?:i|we)\s+)?(?:fixed|solved|resolved|sorted)\s"
)
_HELPED_BY = compile(r"(?i)^(?:the|a|an|my) (?:help|support|assistance|advice)\b")
_FIXED_BY_INSIDE = compile(
    r"^(?P<lead>.*\S)\s+(?P<rest>(?:i|we)\s+(?:finally\s+|eventually\s+)?(?:(?:only )?managed "
    r"to |(?:was|were) (?:only )?able to )?(?:fixed|solved|resolved|sorted|fix|solve|resolve|got "
    r"it working)\b.*)$",
    IGNORECASE,
)
_IMPERATIVE_FIXED = compile(
    r"^(?P<act>(?P<verb>[a-z][\w-]*)\s.*?),\s*(?:(?:that|this|which|it|and)\s+)?(?:fixed|solved|"
    r"resolved|sorted)(?: it| this| that| the (?:issue|problem))?(?: for (?:me|us))?$",
    IGNORECASE,
)
_SUCH_AS = compile(
    r"^.*\b(?:tried|try|followed|did|done|attempted)\b.*\b(?:things|steps|stuff|ways?|options|"
    r"methods|fixes|solutions|suggestions|workarounds)\b,?\s+(?:such as|like|including|e\.?g\.?|"
    r"for example)\s+(?P<items>\w+ing\b.*)$",
    IGNORECASE,
)
# "tried a few things (ex change cable, restart my PC) but no luck": the examples told in the
# base form; the first must be a step verb (``restate.STEP_VERBS``)
_SUCH_AS_BASE = compile(
    r"^.*\b(?:tried|try|did|done|attempted)\b.*\b(?:things|steps|stuff|ways?|options|methods|"
    r"fixes|solutions|suggestions|workarounds)\b[,:]?\s*\(?\s*(?:such as|like|including|e\.?g\.?|"
    r"ex\.?|for example)[\s:,]+(?P<verb>[a-z][\w-]*)(?P<items>[^()]*?)\)?"
    r"(?P<rest>(?:\s+(?:but|and)\b[^()]*)?)$",
    IGNORECASE,
)
# "and neither did clearing the cache": the step, then its (shared) failure.
_HEADING_WORD = r"(?:update|edit|follow[- ]?up|ps|p\.s\.|fyi|note|addendum)\s*\d*"
_HEADING = compile(
    # "Ok so update, the engineer came ...": after "ok so" a bare "update," is the heading
    r"^(?:(?:ok|okay) so|ok|okay|so|right so|alright so)\s*,?\s+update\s*,\s*|"
    r"^(?:(?:ok|okay|ok so|so|hi|hey|alright|right|well|um)\s*,?\s+)?(?:(?:(?:a |one |another "
    r"|quick |small |little |short |final |latest )*" + _HEADING_WORD + r"\s*(?:[:-]|!+|"
    # "update lol the driver came back w it": a laugh ends the heading
    r"\s(?:lol|lmao|haha|hahaha|hehe)\b[,.!]*)|(?:just )?(?:a "
    r"|one |another )?(?:quick|small|little|short|final|latest) " + _HEADING_WORD + r"(?:\s*,|"
    # "Just a quick update in case anyone is looking at this: ..."
    r"\s+(?:in case|for) [^:.!?]{1,50}:))\s*)+",
    IGNORECASE,
)  # "Quick update: ...", "ok update: ...", "small update, ..." (a bare "update, ..." is a step)
# "same error reinstall doesnt work for me": a "me too" told without a comma, then the rest
_SAME_LEAD = compile(
    r"^((?:the )?same (?:error|issue|problem|thing|bug|crash)(?: here| for me| too)?|same here)"
    r"\s+(\w+)",
    IGNORECASE,
)
# ... but "same error after updating", "same issue with the app": one clause
_SAME_GOES_ON = frozenset(
    {"after", "since", "when", "with", "on", "in", "as", "for", "here", "again", "happens"}
    | {"happened", "occurs", "is", "was", "still", "even", "every", "each", "if", "but", "and"}
)
# A list item's marker: "- restarting the printer", "* updating the app", "2) reset it"
# a list number inside a sentence ("I can fix that by 1) restarting openHAB, 2) ..."); one at
# the start of a line is a bullet (``_BULLET``)
# an item number inside a line: "tried: 1) forget device 2) reset airpods", "1. x 2. y"
_ITEM_NUMBER = compile(r"(^|[ ,;:])(\d{1,2})([.)]) +")
_TRIED_HEAD = compile(r"(?i)\b(?:tried|attempted|done|did|steps)\b[^.!?:]*:$")
_BULLET = compile(r"^\s*(?:[-*\x{2022}\x{00b7}\x{2023}\x{25aa}\x{2013}+>]|\d{1,2}[.)])\s+")
_NEITHER_DID = compile(r"(?i)^(?:neither|nor) (?:did|does|has|had) (\w+ing\b.*)$")
# "Once I disabled the firewall it connected": a fronted time clause, then the main clause.
_FRONTED = compile(
    r"^(?:(?:once|when|after|as soon as|the moment|right after|since)\s+(?:i|we)\s+(?:had\s+|"
    r"finally\s+|just\s+)?\w+|(?:even\s+)?(?:after|since)\s+\w+ing\b)",
    IGNORECASE,
)
_MAIN_SUBJECTS = frozenset({"it", "everything", "they", "things", "that", "this", "nothing"})
_DETERMINER_SUBJECTS = frozenset({"the", "my", "our", "all"})
_MAIN_VERB_HINTS = frozenset(
    {
        "still",
        "keeps",
        "keep",
        "continues",
        "now",
        "finally",
        "no",
        "never",
        "immediately",
        "instantly",
        "just",
        "started",
        "works",
        "worked",
        "came",
        "went",
        "won't",
        "can't",
        "wouldn't",
        "didn't",
        "doesn't",
        "is",
        "are",
        "was",
        "were",
        "load",
        "loads",
        "fine",
        "connects",
        "prints",
        "opens",
        "starts",
        "runs",
        "plays",
        "syncs",
    }
)
_TRIED_THING = compile(
    r"^(?:(?:i|we)(?:'ve| have)?\s+)?(?:also\s+|already\s+|just\s+)?tried\s+([^,]*)$",
    IGNORECASE,
)
# ... but not "tried to X", "tried X-ing" or "tried everything": those are no things
_TRIED_NO_THING = compile(r"(?i)to\b|\w+ing\b|everything|anything|all\b|both\b")
# "(and) is the same" tells; "did it in a private window" tells where a try was made
_TELLS_NOT_ASKS = compile(
    r"^(?:(?:is|was|are|were) (?:still |just |exactly |all )?the same\b|"
    r"did (?:it|that|this) (?:in|on|with|from|via|using|through) (?:a|an|the|my|another|"
    r"other|different|incognito|private)\b|"
    # "(went to the atm and) did the pin unblock thing": a step done, not a question
    r"did (?:the|a|that|this) "
    + word_not(words=("whole", "entire", "same"))
    + r" (?:[\w-]+ ){0,5}(?:thing|procedure|process|trick|routine|steps?)"
    # "did the forget device n pair again thing u sent": the advice, done
    r"(?: (?:that |which )?(?:you|u|they|he|she) (?:sent|said|suggested|mentioned|recommended|"
    r"posted|linked|told (?:me|us)(?: about)?))?"
    r"(?: (?:again|twice|already|too|a few times|a couple of times|(?:\d+|two|three|four|five) "
    r"times))*$|"
    # "did the reset network settings u said": the advice named, then done ("did the reset
    # you said work" asks)
    r"did (?:the|that|this) (?:[\w-]+ ){1,5}(?:that |which )?(?:you|u|they|he|she) (?:sent|said|"
    r"suggested|mentioned|recommended|told (?:me|us)(?: about)?)"
    r"(?: (?:again|twice|already|too|earlier|last night|this morning|yesterday))*$|"
    # "did the factory reset (on the hub last night)": a step done; "did the reset help" asks
    r"did (?:the|a|an) (?:[\w-]+ ){0,2}?(?:"
    + "|".join(sorted(ACTION_NOUNS, key=len, reverse=True))
    # "did the tyre pressure reset in the car menu": where it was done
    # ("did the reset in settings > tyres n drove round the block": a menu, then more done)
    + r")(?: (?:on|of|in|from|via|through) (?:(?:the|my|our) )?(?:[\w-]+ ){0,2}[\w-]+"
    r"(?: ?> ?[\w-]+)*)?"
    # "did the reset w a pin in the lil hole on the back": what with, and where
    r"(?: (?:with|w|using) (?:a|an|the|my) [\w-]+(?: (?:in|on|at|under) (?:the|a|my) (?:[\w-]+ )"
    r"{0,3}[\w-]+)*)?(?: (?:again|already|too|last night|this morning|"
    r"yesterday|today|earlier|just now))*"
    # "did the reset where u hold power n the noise cancelling button": how it is done
    r"(?: where (?:you|u) (?:hold|press|push|turn|switch|unplug|pull|take|tap|flip|keep)\b.*)?"
    r"(?: (?:and|n|&) (?:then )?(?:\w+ed|drove|went|ran|took|put|got|rode|left|gave)\b.*)?$)"
)
_RUN_ON_WORDS = 14  # shorter sentences without commas are usually one clause
_WORDS_A_COMMA = 20
_RUN_ON_SUBJECTS = words("i it we they its it's im i'm i've ive we've weve")
_PERFECT_SUBJECTS = words("i've ive we've weve")
_HAD_THINGS = words("got had")  # "the one i've got": what the customer has, no new clause
# What may follow a new clause's subject in a run-on ("it is", "i already"); a bare past
# verb could be a relative clause ("the app i got last week") and splits nothing
_RUN_ON_AUX = words(
    """am have has had was is can can't cannot could will did didn't don't do also already
    just still tried keeps keep need want won't wont cant dont didnt doesn't doesnt not going"""
)
# A subject after these words belongs to the clause they open ("the app that i use", "when it
# crashes", "and i restarted it", "shows me i am", "why doesn't it")
_NO_BREAK_BEFORE = words(
    """that which who when whenever if because so and but or then where what how why as than
    whether after before until since while once the a an my your of to for with on in at by
    from about like think thought know knew said says guess hope sure say mean wish feel seems
    seemed though although cause cuz coz cos bc case till unless even whole way me us notice noticed
    realise realised realize realized see saw found looks look doesn't does did didn't is
    isn't are was were can could would will should has have do don't now finally also just
    still again already yes ok okay well actually maybe probably really saying stating telling"""
)
# a result clause of its own ("lasted like 2 days"), not a step told with it ("rolling back
# worked for an hour")
_HELD_A_WHILE = compile(
    r"(?i)^(?:(?:it|that|this|which|and|but|only)\s+)*(?:lasted|held|worked|was (?:fine|ok|"
    r"okay|good))(?: for)? (?:like |about |maybe |around )?(?:\d+|a|an|one|two|three|four|five|"
    r"few|a few|a couple of) (?:\w+ )?(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|"
    r"nights?|goes|washes|cycles|while)$"
)
# "(jiggled the handle,) it stops for a bit then starts again": the fault paused, then back
_PAUSED_A_WHILE = compile(
    r"(?i)(?:^|,\s*)(?:(?:it|that|this|which|and|but|only)\s+)*(?:stops|stopped|goes away|went "
    r"away)"
    # "(jiggled the handle) which stops it for a minute": the step stops the fault a while
    r"(?: (?:it|them))?(?: for)? (?:like |about |maybe |around )?(?:\d+|a|an|one|two|three|few|"
    r"a few|a couple of) "
    r"(?:\w+ )?(?:minutes?|mins?|hours?|hrs?|days?|seconds?|secs?|while|bit)$"
)
_STARTS_AGAIN = compile(r"(?i)^(?:it\s+)?(?:starts?|started|comes? back|came back)\b")
_TRY_AND = compile(r"(?i)\b(?:i|we)(?: did| will|'ll| ll| also| even)? (?:try|tried)$")
_CLOSING_ADVERBS = words("really actually anyway")
_SELF_OR_GERUND = compile(r"(?:i|we)\b|\w+ing\b")
# a learner's base form after "after": "not connect even after reinstall tha app"
_BASE_FORM_FIX = (
    r"(?:reinstall|restart|reboot|reset|update|upgrade|uninstall|clear|delete|remove|replace|"
    r"change|clean)\s+(?:the|tha|da|my|it|them|all|app|application)(?:[\s,.]|$)"
)  # not "after reset it's still enabled": a state after the reset
_BASE_FORM_FIX_RE = compile(_BASE_FORM_FIX, IGNORECASE)
_EVEN_AFTER = compile(
    r"^(?P<main>.*?)\s*(?:(?P<even>even\s+)?after|(?P<despite>despite|in spite of|"
    # "it still crashes even if I restart it", "the error persists through reinstalling it"
    r"even (?:if|when|though)|(?P<through>through|between)))\s+"
    r"(?P<act>(?:\w+ly\s+)?\w+ing\b.*|(?:a|an)\s+(?:full\s+|"
    r"complete\s+|clean\s+|fresh\s+)?(?:re\w+|update|upgrade|reset|restart|reboot|reinstall|"
    r"downgrade|rollback|factory reset)\b.*|(?P<own>(?:i|we)\s+\w+\b.*)|"
    rf"{_BASE_FORM_FIX}.*)$",
    IGNORECASE,
)
_STILL = compile(r"\b(?:still|keeps?|continues?)\b", IGNORECASE)
# fixes besides the restoring verbs that a problem "despite" X-ing outlived
_FIXES_OUTLIVED = frozenset(
    {"update", "upgrade", "downgrade", "replace", "install", "change", "switch", "try"}
    | {"follow", "clean", "flash", "reflash", "recalibrate", "calibrate", "charge", "swap"}
    | {"quit", "hold", "press", "unplug", "plug", "reconnect"}
)
_JOINERS = (
    "but",
    "then",
    "and",
    "so",
    "because",
    "although",
    "even though",
    "in case",
    "though",
    "however",
    "whereas",
    "which",
    "plus",
    "after",
    "once",
)
# Joiners that always open a clause of their own; "and"/"plus" only do with a new verb.
_CLAUSE_OPENERS = frozenset(_JOINERS) - {"and", "plus"} | {"now"}


@dataclass(frozen=True)
class Clause:
    """One clause of a message; ``joined_by`` is the word that tied it to the clause before."""

    text: str
    sentence: int
    question: bool
    joined_by: str = ""

    @property
    def lower(self) -> str:
        return self.text.lower()


_SO_FAR_SO_GOOD = compile(r"(?i)\bso far,? so good\b")
# "unpaired and paired again", "uninstalled it and installed it again": one toggle, not an
# undo followed by the good news "paired again"
_UNDONE_AND_AGAIN = compile(
    r"(?i)\bun([a-z]{3,})(ed|ing)\b([^,.;!?]{0,30}?)\band ([a-z]+)(ed|ing)\b"
    r"(\s+(?:it|them|(?:the|my) [a-z]+))?\s+again\b"
)


# "ordered a blue hoodie size M, got a red one size L", "ordered the large but received a
# small": one complaint, kept in one clause (a cut at the comma or "but" loses the mismatch)
_ORDERED_GOT = compile(
    r"(?i)\b(ordered|bought|paid for)\b([^,.;!?]{1,40}?)(?:,\s*(?:but\s+|and\s+)?|\s+(?:but|and)"
    r"\s+)(?:i\s+|we\s+)?(got|received|(?:you|they|u) sent)\b"
)
_RE_WORDS = frozenset({"pair", "sign", "cover", "form", "lease", "source", "store"})  # "repair"…


def _redone(match: Match) -> str:
    stem, ending, again = match.group(1) or "", match.group(2) or "", match.group(4) or ""
    if again.lower() != stem.lower():
        return match.group(0) or ""
    redo = f"re-{stem}" if stem.lower() in _RE_WORDS or stem[:1].lower() == "e" else f"re{stem}"
    return f"un{stem}{ending}{match.group(3) or ''}and {redo}{ending}{match.group(6) or ''}"


# two past tenses joined by a slash: "i uninstalled/reinstalled", "disabled/enabled it"
_EMPHASIS = compile(r"(^|\s)[*_]([A-Za-z][\w' -]{0,40}?[\w'])[*_]($|[\s.,!?:;])")
_VERBS_SLASHED = compile(r"(?i)\b([a-z-]{3,}ed)\s*/\s*([a-z-]{3,}ed)\b")


_FIXED_PAIR = compile(
    r"(?i)\b(?:" + "|".join(pair.replace(" ", r"\s+") for pair in FIXED_PAIRS) + r")\b"
)
# "never mind I just had to ...": the message is taken back, then what was done is told
_NEVER_MIND_LEAD = compile(r"(?i)^(\W*(?:(?:oh|ok|okay|wait)\W+)*never ?mind) (i|we|it|the|my)\b")


# a thousands separator: "1,150", "2,000", "12,500.50" (not "1,2,3" nor "4,5 GHz")
_THOUSANDS = compile(r"\b\d{1,3}(?:,\d{3})+\b")


_AND_ALSO_THE = compile(r"(?i)\b(and) also (the|my|our)\b")
# a place the customer went to in person about the problem: "went into the branch with my
# passport", "gonna go to the depot tomorrow" (``VISITED_PLACES``): a visit, a step
_VISIT = compile(
    r"(?i)\b(went|go|gone|popped|pop|headed|head)\s+(?:down\s+|over\s+|round\s+)?"
    r"(?:in\s*to|to)\s+((?:the|my|our|your|their|a)\s+(?:local\s+|nearest\s+|main\s+)?"
    + "(?:"
    + "|".join(sorted(VISITED_PLACES, key=len, reverse=True))
    + r"))\b"
)


def _a_visit(match: Match) -> str:
    done = match.group(1).lower() in ("went", "gone", "popped", "headed")
    return f"{'visited' if done else 'visit'} {match.group(2)}"


# how a step was done, told in brackets after it: "my partner factory reset it (held the
# button 10 secs) and set it up again": one more step by the same hands, joined by "and"
_DONE_IN_BRACKETS = compile(r"(?i)(\w)\s*\(\s*([a-z]+)\b([^()]{0,60})\)")


def _done_in_brackets(match: Match) -> str:
    verb = str(match.group(2))
    if verb != verb.lower() or not is_past(verb) or lemma(verb) not in _STEPS_IN_BRACKETS:
        return str(match.group(0))  # "(QLED, 2021 model)", "(verified with LanScanner)"
    return f"{match.group(1)} and {verb}{match.group(3)}"


_STEPS_IN_BRACKETS = BASE_FORM_STEPS | {"hold", "press", "push"}
# a version named as what fixed it: "It looks like 0.6.1 (29) fixed this!", "New version 3.7.1
# fix this problem", "v1.0.5 fixed this" (the customer's update to it is the step)
_VERSION_FIXED = compile(
    r"(?i)((?:^|[.!?]\s+)(?:it looks like |looks like |it seems |seems like |seems )?)"
    r"(?:the )?(?:new |newest |latest )?(?:version |release |build |beta |firmware )?v?"
    r"(\d+\.\d+(?:\.\d+)*)(?: \(\d+\))? (fixed|fixes|fix|solved|solves|resolved|resolves|sorted)\b"
)


def _the_update_fixed(match: Match) -> str:
    done = _FIXED_PAST.get(match[3].lower(), match[3])  # a learner's "fix this problem"
    return f"{match[1]}updating to {match[2]} {done}"


_FIXED_PAST = {"fix": "fixed", "fixes": "fixed", "solves": "solved", "resolves": "resolved"}
# a learner's "also" before how the problem shows, with no subject of its own: "likewise"
_ALSO_THE_SAME = compile(
    r"(?i)(,\s*|\band\s+)also\s+((?:very\s+|too\s+|so\s+)?(?:slow|not|dead|offline|empty|cold|"
    r"down|blank|black|stuck|crash\w*|freez\w*|same|no (?:change|difference|luck|signal|service|"
    r"sound|internet|power|water|heat|heating|connection|data|response))\b)"
)


def normalise(message: str) -> str:
    """Straight quotes, plain dashes, single spaces (every kind of whitespace)."""
    text = message
    for old, new in _REPLACEMENTS:
        text = text.replace(old, new)
    text = text.replace('"', "")
    if "," in text:  # "my deposit 1,150 pound": one amount, no list and no clause break
        text = _THOUSANDS.sub(lambda m: m.group(0).replace(",", ""), text)
    if "fix" in text or "solve" in text:  # "v1.0.5 fixed this!": the update to it did
        text = _VERSION_FIXED.sub(_the_update_fixed, text)
    if "also" in text:  # "I connect computer direct to router, also slow": the same there
        text = _ALSO_THE_SAME.sub(r"\1still \2", text)
        # "I restarted the laptop and also the router": two things the step was done to
        text = _AND_ALSO_THE.sub(r"\1 \2", text)
    if " go" in text or "went " in text or " pop" in text or " head" in text:
        text = _VISIT.sub(_a_visit, text)  # "went into the branch with my passport"
    if "(" in text:  # "my partner factory reset it (held the button 10 secs) and ..."
        text = _DONE_IN_BRACKETS.sub(_done_in_brackets, text)
    if "`" in text:  # "Kill app didn`t help": a backtick typed for the apostrophe
        text = _BACKTICK_APOSTROPHE.sub(r"\1'\2", text)
    if "so far" in text.lower():
        # a clause of its own, not "so" + "far so good"
        text = _SO_FAR_SO_GOOD.sub(
            lambda m: ", all good so far" if m.start() else "all good so far", text
        )
    if "again" in text and "un" in text:
        text = _UNDONE_AND_AGAIN.sub(_redone, text)
    if " if " in text:
        text = _FALLBACK_PLAN.sub(_then_the_fallback, text)  # "... first and if that dont work"
    if "*" in text or "_" in text:
        text = _EMPHASIS.sub(r"\1\2\3", text)  # "did *not* work", "_really_": emphasis
    if "/" in text:
        text = _VERBS_SLASHED.sub(r"\1 and \2", text)  # "uninstalled/reinstalled"
    if " and " in text:  # "tried contactless and chip and pin": two tries, not three
        text = _FIXED_PAIR.sub(lambda m: m.group(0).replace(" ", "-"), text)
    if "mind" in text[:20].lower():  # "never mind I just had to resave the game"
        text = _NEVER_MIND_LEAD.sub(r"\1, \2", text)
    if "got" in text or "received" in text or "sent" in text:
        joined = _ORDERED_GOT.sub(lambda m: f"{m.group(1)}{m.group(2)} {m.group(3)}", text)
        text = joined if WRONG_THING_CAME.search(joined) else text  # not "... and got it"
    return collapse_whitespace(text)


def _then_the_fallback(match: Match) -> str:
    """ "try X first and if that dont work the factory reset" → "try X first. Failing that,
    I will try the factory reset": the fallback is a plan of its own."""
    after: str = match.group("after")
    if after.lower() in _SUBJECTS or after.lower() in _ASKS_NEXT:
        # "... and if it fails i call you", "if that doesnt work can I bring it in": no step
        return str(match.group(0))
    if _SAID_PLAN.match(after):
        return f". {FALLBACK_LEAD} {after}"  # "..., and if that does not help I will reset it"
    return f". {FALLBACK_LEAD} I will try {after}"


FALLBACK_LEAD = "Failing that,"  # how a fallback plan's sentence begins once restated
_ASKS_NEXT = words("can could should shall would will may do does is are what who how where")


def is_fallback(clauses: Sequence[Clause], sentence: int) -> bool:
    """Is ``sentence`` a fallback plan ("... and if that dont work the factory reset")?"""
    lead = FALLBACK_LEAD.rstrip(",")
    return any(c.sentence == sentence and c.text == lead for c in clauses)


# "(try X first) and if that doesn't work (then) the factory reset / I'll reset it"
_FALLBACK_PLAN = compile(
    r"(?i),? and if (?:that|it|this|not|that one)(?: (?:don't|doesn't|does not|didn't|won't|"
    r"fails?(?: to)?|doesnt|dont)(?: work| help| fix it| do it| do the trick| sort it)?),? "
    r"(?:then |i guess |maybe )?"
    r"(?P<after>(?:i'll |ill |i will |i'm going to |going to )?(?:try |do )?(?:the |a |an )?\w+)"
)
_SAID_PLAN = compile(r"(?i)^(?:i'll|ill|i will|i'm going to|going to)\b")
_SUBJECTS = frozenset({"i", "we", "you", "u", "they", "he", "she", "it", "that", "this"})


def _without_item_numbers(text: str) -> str:
    """A numbered list told on one line loses its numbers: after a colon ("things ive
    tried: 1) forget device and re-pair 2) reset airpods") its items become lines, as a
    list under a heading is written; elsewhere an item not set off by punctuation gets a
    comma. Only a run counted from 1 of one kind of mark ("1)", "2)" or "1.", "2.") is a
    list."""
    run: list[Match] = []
    for mark in _ITEM_NUMBER.finditer(text):
        number, kind = int(mark.group(2)), mark.group(3)
        if run and number == len(run) + 1 and kind == run[0].group(3):
            run.append(mark)
        elif len(run) >= 2:
            break
        else:
            run = [mark] if number == 1 else []
    if len(run) < 2:
        return text
    head = text[: run[0].start(2)].rstrip()
    as_lines = _TRIED_HEAD.search(head) is not None  # "things ive tried: 1) ..."
    pieces: list[str] = []
    last = 0
    for mark in run:
        before = text[last : mark.start(2)].rstrip()
        pieces.append(before)
        if as_lines:
            pieces.append("\n- ")
            last = mark.end()
            continue
        if before and before[-1] not in ",;:" and mark is not run[0]:
            pieces.append(",")  # "by 1) restarting it": the first item goes on the sentence
        pieces.append(" " if before else "")
        last = mark.end()
    pieces.append(text[last:])
    return "".join(pieces)


def split_clauses(message: str, limit: int | None = None) -> list[Clause]:
    """The clauses of ``message`` in reading order (at most about ``limit``: splitting
    stops after the sentence that reaches it)."""
    clauses: list[Clause] = []
    listed = drop_template_sections(message)
    if "1" in listed and "2" in listed:
        listed = _without_item_numbers(listed)  # "by 1) restarting it, 2) ..."
    # "Here’s what I’ve tried so far:": the list's heading is read with straight quotes
    for old, new in _QUOTES:
        listed = listed.replace(old, new)
    sentences = _sentences(join_advice_done(normalise(mark_tried_lists(listed))))
    for index, sentence in enumerate(sentences):
        if limit is not None and len(clauses) >= limit:
            break
        sentence = _BULLET.sub("", _HEADING.sub("", sentence))  # "Quick update: ...", "- reset it"
        sentence = _kept_doing(_same_lead(_without_aside(_brackets_last(sentence))))
        if " even " in sentence.lower():
            sentence = _EVEN_DOING.sub(r"\1, \2", sentence)
        question = _asks(sentence.rstrip())
        body = _uncleft(
            _such_as(
                _imperative_fix(
                    _comma_after_fronted(
                        _run_on(
                            restate_result(
                                restate_condition_that_works(
                                    restate_workaround(
                                        restate_followed_advice(
                                            _all_it_took(
                                                _comma_before_result(
                                                    _used_to_do(
                                                        mark_comma_tries(sentence.rstrip(" .!?"))
                                                    )
                                                )
                                            )
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
        )
        pieces = _split_sentence(body)
        for position, (joiner, text) in enumerate(pieces):
            last = position == len(pieces) - 1
            is_question = (question and last) or (
                bool(_QUESTION_START.match(text.lower()))
                and not text.endswith(":")  # "what i tried:" introduces a list
                and not _TELLS_NOT_ASKS.match(text.lower())
            )
            clauses.append(Clause(text, index, is_question, joiner))
    return clauses


# "the last update broke it completly even going back to last version wont help": a try
# told after the problem with no comma, a clause of its own
_EVEN_DOING = compile(
    r"(?i)([a-z])\s+(even\s+[a-z]+ing\b[^,.;!?]*?\b(?:won'?t|wont|doesn'?t|doesnt|didn'?t|didnt|"
    r"does not|did not|will not|can'?t|cant)\s+(?:help|work|fix|change|solve|do)\w*)"
)


def _brackets_last(sentence: str) -> str:
    """ "my printer (HP 2700) keeps jamming": a short aside in brackets inside the sentence
    is read after it, so the problem keeps its subject and the aside its own clause."""
    if "(" not in sentence:
        return sentence
    moved = [m for m in _BRACKETED.finditer(sentence) if _inside_a_subject(sentence, m)]
    if not moved:
        return sentence
    asides = [m.group(1) for m in moved]
    starts = {m.start() for m in moved}
    rest = _BRACKETED.sub(
        lambda m: m.group(2) if m.start() in starts else m.group(0), sentence
    ).rstrip()
    if not asides or not rest or rest == sentence.rstrip():
        return sentence
    end = len(rest.rstrip(" .!?"))
    closing = rest[end:]
    return f"{rest[:end]} ({'; '.join(asides)}){closing}"


def _inside_a_subject(sentence: str, match: Match) -> bool:
    """ "(HP 2700)" in "my printer (HP 2700) keeps jamming": a name with no clause of its own,
    after words with no verb yet (a subject it interrupts), not after "I tried my laptop"."""
    said = match.group(1).split()
    if len(said) > _ASIDE_WORDS or any(is_verb_form(w.lower()) for w in said):
        return False
    before = sentence[: match.start()].rsplit(",", 1)[-1].lower().split()
    return bool(before) and not any(
        (is_verb_form(w) and not _names_a_kind(before, at)) or w in _SUBJECT_PRONOUNS
        for at, w in enumerate(before)
    )


def _names_a_kind(words: list[str], at: int) -> bool:
    """ "my washing machine", "the charging cable": an "-ing" word after a determiner names
    a kind of thing, no verb."""
    return at > 0 and words[at].endswith("ing") and words[at - 1] in _DETERMINERS_BEFORE_KIND


_DETERMINERS_BEFORE_KIND = frozenset({"my", "the", "our", "a", "an", "this", "his", "her"})


_SUBJECT_PRONOUNS = frozenset({"i", "we", "it", "they", "he", "she", "you"})


_ASIDE_WORDS = 8
# a short aside in brackets with more of the sentence after it
_BRACKETED = compile(r"\s*\(([^()]{1,40})\)(\s*[\w,])")


def _without_aside(sentence: str) -> str:
    """ "my printer, which I bought from your shop in March, has stopped printing": the aside
    between commas after "my / the X" is left out, so the problem keeps its subject."""
    if "which" not in sentence.lower():
        return sentence
    return _ASIDE.sub(lambda match: f"{match.group(1)} {match.group(2)}", sentence)


_ASIDE = compile(
    r"\b((?:my|our|the|this)\s+[\w-]+(?:\s+[\w-]+)?),\s*which\s+[^,]{1,80},\s*"
    r"((?:" + "|".join(sorted(AFTER_A_SUBJECT, key=len, reverse=True)) + r")\b)",
    IGNORECASE,
)


def _asks(sentence: str) -> bool:
    """Does the sentence end as a question? "it stopped cutting out?? weird" and "the app
    crashed again?!" exclaim: a "??" or "?!" after a statement asks nothing (a question
    word or a verb first still asks: "any idea why??")."""
    if not sentence.endswith(("?", "?!", "!?")):
        return False
    if not _EXCLAIMED.search(sentence):
        return True
    last = _split_sentence(sentence.rstrip(" ?!"))[-1][1]
    return bool(_QUESTION_START.match(last.lower()))


_EXCLAIMED = compile(r"(?:\?\s*[?!]|!\s*\?)\s*$")


# "Keep killing the app and restarting it, eventually it did work": the customer's own step,
# done again and again (not "it keeps crashing")
_KEPT_DOING = compile(r"(?i)^(?:(?:i|we)\s+)?(?:keep|kept)\s+(?P<gerund>\w+ing)\b(?P<rest>.*)$")


def _kept_doing(sentence: str) -> str:
    """ "Keep killing the app and restarting it" → "tried killing the app and restarting it
    repeatedly": a restoring step the customer repeats."""
    match = _KEPT_DOING.match(sentence)
    if match is None or lemma(match.group("gerund").lower()) not in RESTORING_VERBS:
        return sentence
    rest = match.group("rest")
    if not rest.strip() or rest.lstrip().lower().startswith(("on ", "off ", "up ")):
        return sentence  # "keeps restarting", "keeps turning off": the device's doing
    return f"tried {match.group('gerund')}{rest}"


def _same_lead(sentence: str) -> str:
    """ "same error reinstall doesnt work for me" → "same error, reinstall doesnt work for
    me": a "me too" told without a comma is a clause of its own."""
    match = _SAME_LEAD.match(sentence)
    if match is None or match.group(2).lower() in _SAME_GOES_ON:
        return sentence
    return f"{match.group(1)}, {sentence[match.start(2) :]}"


def _such_as(sentence: str) -> str:
    """ "I've tried many things, such as adjusting the sleep settings and monitoring the log"
    → "tried adjusting the sleep settings and monitoring the log": the examples are the tries."""
    match = _SUCH_AS.match(sentence)
    if match is not None:
        return f"tried {match.group('items')}"
    based = _SUCH_AS_BASE.match(sentence)
    if based is None or based.group("verb").lower() not in STEP_VERBS:
        return sentence
    items = did_each(f"{based.group('verb')}{based.group('items')}".rstrip(" ,"))
    return f"I did {items}{based.group('rest')}"


def _imperative_fix(sentence: str) -> str:
    """ "close msi afterburner if it is running, fixed for me" → "I did close msi afterburner
    if it is running, that fixed it": a step told as an instruction, then its result."""
    match = _IMPERATIVE_FIXED.match(sentence)
    if match is None or match.group("verb").lower() not in IMPERATIVE_STEPS:
        return sentence
    return f"I did {match.group('act')}, that fixed it"


_ANY_CLEFT = any_of(
    _FIX_LABEL,
    _CLEFT,
    _FIXED_BY,
    _FIX_WAS,
    _SOLVED_DOING,
    _FIXED_BY_INSIDE,
    _FIXED_WITH,
)


def _comma_before_result(sentence: str) -> str:
    """ "plugged it in again everything worked" → "plugged it in again, everything worked"."""
    if "again" not in sentence.lower() and "back" not in sentence.lower():
        return sentence
    return _GLUED_RESULT.sub(r"\1, \2 \3", sentence)


def _used_to_do(sentence: str) -> str:
    """ "right so i used the hotspot to update macos" → "right so I did update macos"."""
    if "used" not in sentence.lower():
        return sentence
    used = _USED_TO_DO.match(sentence)
    if used is None or used["act"].split()[0].lower() not in _USED_FOR_FIXES:
        return sentence  # "I used the password to sign in on the web client": a check
    return f"{used['lead']}I did {used['act']}"


def _all_it_took(sentence: str) -> str:
    """ "I'm a dumb, all I need to do is just delete my old save file" → "I'm a dumb, I did
    delete my old save file, that fixed it": the whole fix, told as all it took."""
    if "all" not in sentence.lower():
        return sentence
    took = _ALL_IT_TOOK.match(sentence)
    if took is None:
        return sentence
    lead = f"{took['lead']}, " if took["lead"] else ""
    return f"{lead}I did {took['all_it_took']}, that fixed it"


# "First thing I did was go to the garage and pump all four tyres up": the step, told
# as the first (next, last) thing done
_THING_I_DID = compile(
    r"^(?P<lead>.*?)\b(?:the\s+)?(?:first|next|second|last)\s+thing\s+(?:i|we)\s+(?:did|tried)"
    r"\s+was\s+(?:to\s+)?(?P<act>[a-z]\w*\b.*)$",
    IGNORECASE,
)


def _uncleft(sentence: str) -> str:
    """ "What fixed it was updating the driver" / "I fixed it by updating the driver" / "the
    fix was to update the driver" → "updating the driver fixed it" (or "I did update the
    driver, that fixed it"): the action first, then its outcome. "First thing I did was go
    to the garage" → "I did go to the garage"."""
    if "thing" in sentence.lower() and (did := _THING_I_DID.match(sentence)) is not None:
        act = did["act"]
        return f"{did['lead']}{'tried' if is_gerund(act.split()[0]) else 'I did'} {act}"
    if _ANY_CLEFT.search(sentence) is None and _FIX_AFTER_A_DASH.search(sentence) is None:
        return sentence  # most sentences: none of the shapes below
    label = _FIX_LABEL.match(sentence)
    if label is not None and label["action"].split()[0].lower() in SELF_SUBJECTS:
        # "Workaround for now: I disabled the schedule in the app": told with its subject
        done = "worked around it" if label.group("around") else "fixed it"
        return f"{label['action']}, that {done}"
    if label is not None and not (label.group("around") and is_past(label["action"].split()[0])):
        done = "worked around it" if label.group("around") else "fixed it"
        return f"I did {label.group('action')}, that {done}"
    with_thing = _FIXED_WITH.match(sentence)
    if with_thing is not None and not _HELPED_BY.match(with_thing.group("thing")):
        if with_thing.group("version"):
            return f"updated to {with_thing.group('version')}, that fixed it"
        return f"tried {with_thing.group('thing')}, that fixed it"
    match = _CLEFT.match(sentence) or _FIXED_BY.match(sentence) or _FIX_WAS.match(sentence)
    doing = _SOLVED_DOING.match(sentence) if match is None else None
    if doing is not None and is_gerund(doing["gerund"]) and not has_symptom(doing["gerund"]):
        return f"{doing['action']} fixed it"
    if match is None and (dashed := _AFTER_A_DASH.match(sentence)) is not None:
        # "seems like a strange usb problem - resolved by using another usb port"
        told = _uncleft(dashed.group("rest"))
        if told != dashed.group("rest"):
            return f"{dashed.group('lead')}, {told}"
    if match is None:
        inside = _FIXED_BY_INSIDE.match(sentence)  # "its an apn issue i resolved it by ..."
        if inside is None or _FIXED_BY.match(inside.group("rest")) is None:
            return sentence
        return f"{inside.group('lead').rstrip(' ,')}, {_uncleft(inside.group('rest'))}"
    found = match.groupdict()
    outcome = found.get("outcome") or ("worked around it" if found.get("around") else "fixed it")
    if found.get("base"):
        return f"I did {found['base']}, that {outcome}"
    action, after = found["action"], ""
    action = _ASIDE_IN_BRACKETS.sub("", action).strip()  # "(which is much slower ...)"
    turn = _TURN_AFTER_FIX.search(action)
    if turn is not None:  # "... by deleting all the data, but sadly I lost my settings"
        action, after = action[: turn.start()], action[turn.start() :]
    if action.lower().startswith("to "):  # "what worked for me was to move ..."
        return f"I did {action[3:]}, that {outcome}{after}"
    return f"{action} {outcome}{after}"


_ASIDE_IN_BRACKETS = compile(r"\s*\([^)]*\)")
# where the sentence turns from the fix to something else: ", but ...", "; however ..."
_TURN_AFTER_FIX = compile(r"(?i)\s*[,;]\s*(?:but|however|though|although|except)\b")


def _comma_after_fronted(sentence: str) -> str:
    """ "Once I disabled the firewall it connected", "after the forced reboot I ran the
    installer again": the comma the writer left out."""
    bare = _AFTER_A_BARE_GERUND.match(sentence)
    if bare is not None:  # "After cleaning draining is ok now": the step, then how it went
        return f"{bare.group(1)}, {sentence[bare.start(2) :]}"
    match = _FRONTED.match(sentence)
    if match is None:
        return _comma_after_fronted_phrase(sentence)
    if "," in match.group(0):
        return sentence
    words = sentence[match.end() :].split()
    low = [w.lower().strip(",") for w in words]
    for index in range(1, len(words) - 1):
        if "," in words[index - 1]:
            return sentence
        if _main_clause_at(low, index):
            head = " ".join(words[:index])
            return f"{sentence[: match.end()]} {head}, {' '.join(words[index:])}"
    return sentence


def _comma_after_fronted_phrase(sentence: str) -> str:
    """ "after the forced reboot I ran the installer again": a when-phrase with no verb, then
    the customer's own clause (read as if the writer had put the comma in)."""
    match = _FRONTED_PHRASE.match(sentence)
    if match is None:
        return sentence
    words = sentence[match.end() :].split()
    low = [w.lower() for w in words]
    for index in range(1, min(len(words) - 1, _FRONTED_PHRASE_WORDS)):
        if "," in words[index - 1]:
            return sentence
        if low[index] in ("i", "we") and is_past(low[index + 1]):
            head = " ".join(words[:index])
            return f"{sentence[: match.end()]} {head}, {' '.join(words[index:])}"
    return sentence


# "After cleaning draining is ok now": a step named by a bare gerund, then a thing doing
_AFTER_A_BARE_GERUND = compile(
    r"^((?:after|since|once)\s+\w+ing)\s+(\w+ing\s+(?:is|was|has been|works|worked)\b)",
    IGNORECASE,
)
_FRONTED_PHRASE = compile(
    r"^(?:after|before|once|since)\s+(?:the|a|an|my|our|this|that|one|two|a few|several|\d+)\b",
    IGNORECASE,
)
_FRONTED_PHRASE_WORDS = 7  # "after the second forced reboot last night I ..."


def _main_clause_at(low: list[str], index: int) -> bool:
    """Does a new subject + verb start at ``low[index]`` ("... it connected")?"""
    word = low[index]
    if word in _MAIN_SUBJECTS:
        return _verbish(low[index + 1])
    if word in _DETERMINER_SUBJECTS:
        return any(_verbish(w) for w in low[index + 2 : index + 4])
    return False


def _verbish(word: str) -> bool:
    return is_verb_form(word) or word in _MAIN_VERB_HINTS or bool(detect_outcome(word))


def _sentences(text: str) -> list[str]:
    return [
        s.strip()
        for part in after_emoji(text)
        for s in _SENTENCE_RE.split(part)
        if s and s.strip(" .!?")
    ]


def _split_sentence(sentence: str) -> list[tuple[str, str]]:
    pieces: list[tuple[str, str]] = []
    if ":" in sentence:
        sentence = _ERROR_TOLD.sub(_quoted_error, sentence)
    for hard in _HARD_RE.split(sentence):
        pieces.extend(_split_soft(hard))
    return _reorder_after(pieces)


# "A scan generates Error: No devices found": the error's own words, to the end of the
# sentence (a few words, no comma), belong to the clause that names the error
_ERROR_TOLD = compile(
    r"(?i)\b((?:error|warning)s?(?: message)?):\s+([^\s,;:()\"]+(?: [^\s,;:()\"]+){0,7})(\W*)$"
)


def _quoted_error(match: Match) -> str:
    return f'{match[1]} "{match[2]}"{match[3]}'


def _split_soft(text: str) -> list[tuple[str, str]]:
    raw = [p for p in split_soft(text) if p and p.strip()]
    out: list[tuple[str, str]] = []
    for part in raw:
        joiner, body = _strip_connector(part.strip())
        body = _unneither(body)
        if not body:
            continue
        if out and joiner == "and" and _tried_thing(out[-1][1]) and _another_thing_tried(body):
            out.append((joiner, f"tried {body}"))  # "tried apple pay and my debit card"
            continue
        if out and _learners_second_step(out[-1][1], joiner, body):
            subject = out[-1][1].split()[0]  # "I clean the filter and [I] empty the tank"
            out.append((joiner, f"{subject} {body}"))
            continue
        if out and _adverb_after_a_gerund(joiner, out[-1][1], body):
            out[-1] = (out[-1][0], f"{out[-1][1]} {body}")  # "however" said in passing
            continue
        if out and (
            not (_starts_clause(joiner, body) or _also_a_step(part, body))
            or _keeps_doing(joiner, out[-1][1], body)
            or _names_a_plus(joiner, out[-1][1])
            # "lasted like 2 days then started again": how long the fix held, then the fault
            or (joiner in ("then", "now") and _HELD_A_WHILE.search(out[-1][1]) is not None)
            or (
                joiner in ("then", "now")
                and _PAUSED_A_WHILE.search(out[-1][1]) is not None
                and _STARTS_AGAIN.match(body) is not None
            )
            # "I did try and put my no claims bonus in": "try and" is "try to"
            or (
                joiner == "and"
                and _TRY_AND.search(out[-1][1]) is not None
                and is_verb_form(body.split()[0].lower())
            )
        ):
            if joiner == "and" and _tried_thing(out[-1][1]):
                out.append((joiner, f"tried {body}"))  # "tried safe mode and a clean boot"
                continue
            prev_joiner, prev = out[-1]
            glue = f" {joiner} " if joiner not in ("", ",") else ", "
            if body.lower().startswith(f"{joiner} "):
                glue = " "  # "(fine for two days and) now it's dropping": "now" told once
            out[-1] = (prev_joiner, prev + glue + body)
            continue
        out.append((joiner, body))
    return out


def _names_a_plus(joiner: str, before: str) -> bool:
    """ "having the plus membership", "on my Plus plan": "plus" after a determiner is the
    name of a tier, no joiner."""
    last = before.split()[-1].lower() if before.split() else ""
    return joiner == "plus" and last in _DETERMINERS_BEFORE_KIND


def _adverb_after_a_gerund(joiner: str, before: str, body: str) -> bool:
    """ "Changing to diskpart however did the trick": a step told as a gerund is the subject,
    and "however" (or "though") before its verb is said in passing, no new clause."""
    if joiner not in ("however", "though") or not before.strip():
        return False  # most parts: no need to read the words
    first = before.split(maxsplit=1)[0].lower()
    return is_gerund(first) and _RESULT_VERB.match(body) is not None


_RESULT_VERB = compile(
    r"(?i)^(?:finally |actually |eventually )?(?:did the trick|did it|fixed|solved|sorted|resolved|"
    r"worked|helped|made (?:it|the|a) )"
)


def _keeps_doing(joiner: str, before: str, body: str) -> bool:
    """ "windows keeps blue screening and restarting": the second gerund is what it keeps
    doing too, not a step."""
    first = body.split(maxsplit=1)[0].lower()
    return joiner == "and" and is_gerund(first) and _KEEPS.search(before) is not None


_KEEPS = compile(r"(?i)\b(?:keeps?|kept|keeping)(?: on)?(?: \w+)? \w+ing\b")


def _tried_thing(clause: str) -> bool:
    """ "tried safe mode": a thing tried, so "and a clean boot" is another try."""
    match = _TRIED_THING.match(clause)
    return match is not None and not _TRIED_NO_THING.match(clause, match.start(1))


def _unneither(body: str) -> str:
    if not body[:8].lower().startswith(("neither ", "nor ")):
        return body
    match = _NEITHER_DID.match(body)
    return f"{match.group(1)} did not help either" if match else body


def _another_thing_tried(body: str) -> bool:
    """ "(tried apple pay and) my debit card": a short noun phrase with no verb, a second
    thing tried (not "(tried the app and) my phone died": a clause of its own)."""
    words = body.lower().split()
    return (
        len(words) <= _TRIED_THING_WORDS
        and words[0] in _THING_DETERMINERS
        and not any(is_verb_form(word) for word in words[1:])
        and not has_symptom(body)
        and detect_outcome(body) is None
    )


_TRIED_THING_WORDS = 4
_THING_DETERMINERS = frozenset({"my", "our", "the", "a", "an", "another", "his", "her"})


def _also_a_step(part: str, body: str) -> bool:
    """ "(I take SIM out and put back,) also restart phone two times": a learner's step told
    in its base form after "also" begins a clause of its own."""
    first = body.split()[0].lower()
    return part.lstrip(" ,").lower().startswith("also ") and first in BASE_FORM_STEPS


def _learners_second_step(before: str, joiner: str, body: str) -> bool:
    """ "I clean the filter [and empty the water tank]": a learner's second step, told in its
    base form after a first one told the same way, on a thing of its own."""
    said = body.lower().split()
    if joiner != "and" or len(said) < 2 or said[0] not in _SECOND_STEP_VERBS:
        return False  # most pieces: asked for every piece of every sentence
    low = before.lower()
    if {f"un{said[0]}", f"dis{said[0]}"} & set(low.split()):
        return False  # "I uninstall the app and install it again": one step undone and redone
    if said[1] in _A_THING_NEXT and _LEARNER_STEP_FIRST.match(low) is not None:
        return True
    # "I watched one video and [open small door at bottom front] and [clean the filter]": a
    # past, then base forms with the articles dropped
    return (
        len(said) > 2
        and said[1] not in _NOT_A_THING_NEXT
        and _LEARNER_PAST_FIRST.match(low) is not None
        and _NOT_A_STEP_TOLD.search(low) is None
    )


_A_THING_NEXT = frozenset({"the", "my", "our", "a", "an", "it", "them", "all"})
# verbs a learner tells a second step with: "and empty the tank", "and open small door"
_SECOND_STEP_VERBS = BASE_FORM_STEPS | {"open"}
_NOT_A_THING_NEXT = frozenset({"to", "and", "or", "it", "them", "again", "up", "out", "off", "on"})
_LEARNER_PAST_FIRST = compile(r"^(?:i|we) (?:also |then |first )?\w+ed\b")
# a plan, a wish or a try told first: "I wanted to restart and clean it" is no second step
_NOT_A_STEP_TOLD = compile(
    r"\b(?:to|will|would|can|could|should|must|might|gonna|going|want|wanted|need|needed|"
    r"if|when)\b"
)
_LEARNER_STEP_FIRST = compile(
    r"^(?:i|we) (?:also |then |first |again )?(?:"
    + "|".join(sorted(BASE_FORM_STEPS))
    + r") (?:the|my|our|a|an|it|them|all)\b"
)


def _strip_connector(text: str) -> tuple[str, str]:
    low = text.lower()
    joiner = "now" if low.startswith(("now ", "then ")) else ""
    changed = True
    while changed:
        changed = False
        for word in CONNECTORS:
            if word == "so" and SO_AMOUNT.match(low):
                continue  # "so far": not a joiner
            if low == word or low.startswith(word + " ") or low.startswith(word + ","):
                if not joiner and word in _JOINERS:
                    joiner = word
                text = text[len(word) :].lstrip(" ,")
                low = text.lower()
                changed = True
                break
    if text.lower().startswith(("now ", "then ")) and joiner in ("", "and"):
        joiner = "now"  # "..., now the install completes": a new state, a new clause
    return joiner or ",", text


_EACH_TIME = compile(r"^(?:each time|both times|all (?:three|four|five) times)\b,?\s*")


# "(off) and on fixed it", "(off) and on gets it back": "on" and what the cycle did
_ON_THEN_WHAT_IT_DID = compile(
    r"on,? (?:(?:again|always|usually|sometimes|then|just|normally)\s+)?"
    r"(?:fixed|fixes|solved|solves|sorted|sorts|did|does|helped|helps|worked|works|gets|got|"
    r"brings|brought|cleared|clears|made|makes|seemed|seems)\b"
)


# how long after the step: "within half an hour", "in ten minutes", "after an hour or so"
_FRONTED_TIME = compile(rf"^{A_WHILE_LATER},?\s+")


def _starts_clause(joiner: str, body: str) -> bool:
    """Does ``body`` begin a clause of its own, or continue the one before?"""
    low = body.lower()
    if low.startswith("so far "):
        low = low[len("so far ") :].lstrip(" ,")  # "and so far it seems to be staying active"
    for aside in ASIDES:  # "and for some reason it suddenly connected"
        if low.startswith(aside + " "):
            low = low[len(aside) :].lstrip(" ,")
    timed = _FRONTED_TIME.match(low)
    if timed is not None and low[timed.end() :].strip():
        low = low[timed.end() :]  # "and within half an hour every radiator upstairs was hot"
    if joiner == "after" and _TIME_AFTER.match(low):
        return False  # "water sitting at the bottom after every cycle": when, not a clause
    if _FINDING.match(low):
        return True  # "cleaned the filter, loads of gunk in there": what the step found
    if joiner == "," and _LIKE_A_SOUND.match(low) is not None:
        return False  # "very loud noise in night, like buzzing": what it sounds like
    if _REMARK.match(low):
        return True  # "checked the connection, not sure what else I can do"
    if joiner in _CLAUSE_OPENERS:
        return True
    if joiner == "and" and low.startswith(("back in", "back on", "back up", "on again")):
        return False  # "logging out and back in fixed it": the step's second half
    if joiner == "and" and _ON_THEN_WHAT_IT_DID.match(low):
        return False  # "turning the router off and on fixed it": the power cycle's second half
    if (
        joiner == "and"
        and low.split()[0] in SYMPTOM_ADJECTIVES
        and not _CHANGE_WORDS.search(low)  # "restarted it and slow again": a result
    ):
        return False  # "coffee comes out watery and lukewarm": one state, two words for it
    if _SUBJECT_START.match(low) or detect_outcome(low) or has_symptom(low):
        return True
    each = _EACH_TIME.match(low)
    if each is not None:
        # "(I called the shop twice) and each time I was told someone would call me back": a
        # new clause, or (the splitter leaving "each time" alone) one said with the next
        rest = low[each.end() :].strip()
        return not rest or _starts_clause("", rest)
    words = low.split()
    if words[0] == "its" and len(words) > 1 and _verbish(words[1]):
        return True  # "and its driving fine now": "it's" without its apostrophe
    while len(words) > 1 and words[0] in _LEADING_ADVERBS:
        words = words[1:]  # "and even reinstalled the game", "and then also cleared it"
    if words[0] in _VERB_PREFIXES and len(words) > 1:
        words = words[1:]  # "deleting the cache and force stopping": a two-word verb
    if joiner in ("and", "plus"):
        # "... and if that's no good can you send someone": a condition starts a clause
        return (
            is_verb_form(words[0])
            or _new_subject(words)
            or words[0] in _CONDITIONS
            # "... on Tuesday and today I see the R650 is paid": a time, then "I"
            or (low.split()[0] in _TIME_WORDS and words[0] in _PEOPLE_SUBJECTS)
        )
    if (
        joiner == ","
        and len(words) > _SUBJECT_NOUN_VERB
        and words[0] in _DETERMINER_SUBJECTS
        and words[2] in _SUBJECT_THEN_VERB
    ):
        return True  # "its blocked, the water just sits there"
    if len(words) <= 3 and nominal(words) is not None:
        return True  # "..., restart, reset network settings": a bare step in a list
    if joiner == "," and _A_JOURNEY_ASIDE.match(low) is not None:
        return True  # "collected it myself from the depot, 25 minute drive each way"
    if joiner == "," and _A_THING_DOES_ITS_JOB.match(low) is not None:
        return True  # "Set router to 2.4GHz only, TV connects": what the step did
    if joiner == "," and _A_READING_MOVES.match(low) is not None:
        return True  # "I open the filling loop, pressure go up to 1.5": what the step did
    if joiner == "," and any(word in _REPORTS for word in words[1:4]):
        return True  # "declined at tesco twice, bank app says card is active": a report
    return any(is_verb_form(word) for word in low.split()[:4])


_REPORTS = words("says shows said showed reads tells")
# how far the customer went for it, told after a comma: "25 minute drive each way"
_A_JOURNEY_ASIDE = compile(
    r"^(?:a |an |\d+|one|two|three|four|five|ten|twenty|thirty|forty|half an?)[ -]?(?:hour|"
    r"minute|min|mile|km|kilometre|kilometer)s? (?:drive|walk|ride|bus ride|train ride|trip|"
    r"round trip|journey)\b"
)
# a thing named, then its job done, and nothing more: "TV connects", "the printer prints"
_A_THING_DOES_ITS_JOB = compile(
    r"^(?:the |my |our )?"
    + word_not(words=("it", "nothing", "everything", "something", "none", "nobody", "instead"))
    + r" (?:connects|works|prints|starts|boots|charges|loads|syncs|"
    r"pairs|drains|heats|cools|spins)(?: (?:now|again|fine|ok|okay))?\W*$"
)
# a thing, then a present of going up or down: a learner's "pressure go up to 1.5"
_A_READING_MOVES = compile(
    r"^(?:the |my |our )?(?:[\w-]+ )?(?:pressure|temperature|temp|level|reading|speed|gauge|needle|"
    r"pin|meter|number|percentage|battery|signal|price|bill|balance) (?:go|goes|come|comes|drop|"
    r"drops|rise|rises|fall|falls|jump|jumps|climb|climbs) (?:up|down|back|to)\b"
)


_CHANGE_WORDS = compile(r"\b(?:again|still|now|anymore)\b")
_REMARK = compile(
    r"^(?:not sure|no idea|no clue|dunno|idk|any (?:ideas?|help|suggestions?)|thanks|"
    # "rebooked myself on the app, just want the hotel cost back now": what is asked next
    r"(?:i |now i |all i )?just (?:want|need|wanna)\b|"
    # "gonna move it onto the tiles tonite, maybe its not level": a guess, not the step
    r"maybe (?:it'?s|its|it is|that'?s|thats|the|they'?re|theyre|there'?s|theres)\b)"
)
# what a noise is like, told after a comma: "like buzzing", "kind of a grinding sound"
_LIKE_A_SOUND = compile(
    r"^(?:like|kind of|sort of|sounds like)\s+(?:a\s+)?(?:buzz|hum|grind|click|rattl|squeal|"
    r"squeak|bang|knock|whin|hiss|tick|beep|whistl|scrap|thump)\w*(?:\s+(?:sound|noise))?\W*$"
)
_FINDING = compile(r"^(?:loads|lots|tons|heaps|a lot|lot|plenty|full|so much|bits|chunks) of\b")
_TIME_AFTER = compile(
    r"^(?:every|each|a few|a couple of|some|about|around|like|\d+|one|two|three|a|an|too many|"
    r"several|multiple|many) "
    r"(?:\w+ )?(?:cycles?|uses?|times?|washes|loads?|seconds?|secs?|minutes?|mins?|hours?|hrs?|"
    r"days?|weeks?|months?|while|bit|restarts?|reboots?|updates?|charges?|calls?|prints?|songs?|"
    r"tracks?|videos?|games?|matches|episodes?|meetings?|sessions?|attempts?|tries|goes)\W*$"
    # "gonna knock on a few more doors after work": the time of day, not "work" as news
    r"|^(?:work|school|lunch|dinner|breakfast|tea|class|college|the weekend|christmas|church|"
    r"my shift|the school run)\W*$"
)
_LEADING_ADVERBS = frozenset(
    {"even", "also", "then", "finally", "just", "eventually", "again", "today", "yesterday"}
)  # "and today the bill is corrected": a time, then a new subject
_TIME_WORDS = frozenset({"today", "yesterday"})
_PEOPLE_SUBJECTS = frozenset({"i", "we", "they", "he", "she"})
_VERB_PREFIXES = frozenset({"force", "factory", "hard", "soft"})  # "force stopped", "hard reset"


def _new_subject(words: list[str]) -> bool:
    """ "the installer finally went through": a determiner, a noun or two, then a verb; "Mum
    has stopped wearing her cardigan": a person, then "has" / "is" / "was"."""
    if words[0] in THIRD_PARTIES and len(words) > 1 and words[1] in _AUXILIARIES:
        return True
    if words[0] in ("a", "an") and len(words) > 2 and words[1] in THIRD_PARTIES:
        return is_verb_form(words[2])  # "(and) a plumber replaced the hose": someone came
    if words[0] not in {"the", "my", "our", "this", "that", "your", "its", "their", "his", "her"}:
        # "(within half an hour) every radiator upstairs was hot": each of them, then a verb
        return words[0] in {"every", "each", "both"} and any(w in _AUXILIARIES for w in words[2:5])
    return any(is_verb_form(word) for word in words[2:5])


_AUXILIARIES = frozenset({"has", "had", "is", "was", "have", "were", "are", "said", "says"})


def _run_on(sentence: str) -> str:
    """ "i am having problem with the application it is not opening since two days i have
    uninstall and install again": a long sentence told with no punctuation (a voice
    transcript, a learner's message) gets a comma wherever a new subject and verb start."""
    words = sentence.split()
    # a spoken pause before "I" gives a comma ("slow um i had a go": "slow, i had a go"), so
    # a long transcript may hold a few: one per twenty words is still told without punctuation
    if len(words) < _RUN_ON_WORDS or sentence.count(",") > max(1, len(words) // _WORDS_A_COMMA):
        return sentence
    low = [w.lower().strip(",.!?") for w in words]
    out = [words[0]]
    for index in range(1, len(words)):
        if (
            low[index] == "now"
            and not words[index - 1].endswith(",")
            and index + 3 < len(words)
            and low[index + 1] in _DETERMINER_SUBJECTS
            and _main_clause_at(low, index + 1)
        ):
            out[-1] += ","  # "its driving fine, now the light is off"
        elif (
            low[index] in _ANSWERS
            and index + 3 < len(words)
            and not words[index - 1].endswith(",")
            and _fix_done_to(low, index + 1)
        ):
            out[-1] += ","  # "and before you ask, yes i restarted it"
        elif (
            index + 1 < len(words)
            and low[index] in _RUN_ON_SUBJECTS
            and (low[index - 1] not in _NO_BREAK_BEFORE or _plan_after_again(low, index))
            and not words[index - 1].endswith(",")
            and (
                _run_on_verb(low[index + 1], low[index], " ".join(low[index + 2 : index + 3]))
                or _fix_done_to(low, index)
            )
        ) or (
            # "which is quite dangerous really I tightened the two bolts": an adverb that
            # ends the clause before a fix done
            low[index - 1] in _CLOSING_ADVERBS
            and not words[index - 1].endswith(",")
            and _fix_done_to(low, index)
        ):
            out[-1] += ","
        elif (
            index + 3 < len(words)
            and low[index] in _DETERMINER_SUBJECTS
            and low[index - 1] not in _NO_BREAK_BEFORE
            and low[index - 1] not in _PREPOSITIONS
            # not after a verb ("restarted the router already", "the only thing that fixed the
            # stuttering was") nor a quantifier ("checked all the cables are in tight")
            and not (is_verb_form(low[index - 1]) or low[index - 1].endswith("ed"))
            and low[index - 1] not in _QUANTIFIERS
            # "wont drain the water just ...": a verb after "won't" / "to", then its object
            and (index < 2 or low[index - 2] not in _BEFORE_A_BASE_VERB)
            # "today after a reboot the webcam doesn't show up": a fronted time, one clause
            and not _FRONTING & set(low[max(0, index - 4) : index])
            # "I checked in the app the balance is ok": what the look found
            and not _LOOKED & set(low[max(0, index - 4) : index])
            # "turns out the phone was locked": what was found, one clause
            and low[max(0, index - 2) : index] not in _TURNED_OUT
            and not any(c.isdigit() for c in low[index - 1])  # "Version 2022.01.14 the GPS"
            and not words[index - 1].endswith(",")
            and low[index + 2] in _SUBJECT_THEN_VERB
        ):
            out[-1] += ","  # "the sink its blocked, the water just sits there"
        elif _step_after_a_step(low, index) and not words[index - 1].endswith(","):
            out[-1] += ","  # "so I cleaned it out, ran a rinse and it drained fine"
        out.append(words[index])
    return " ".join(out)


def _step_after_a_step(low: list[str], index: int) -> bool:
    """ "I cleaned it out ran a rinse": a step done to "it" with its particle, then a second
    step in the past with no "and" between (told aloud, one after the other)."""
    return (
        index >= 2
        and low[index - 1] in _PARTICLES_AFTER_IT
        and low[index - 2] in ("it", "them")
        and is_past(low[index])
        and (lemma(low[index]) in BASE_FORM_STEPS or low[index] == "ran")
    )


_PARTICLES_AFTER_IT = frozenset({"out", "off", "back", "up", "down", "in", "on", "over"})


def _fix_done_to(low: list[str], index: int) -> bool:
    """ "it shows a red light i turned it off at the switch": "I" and a fix verb in the past
    with its object after it, where a relative clause ("the router i restarted yesterday")
    would have none."""
    if not (low[index] in ("i", "we") and index + 2 < len(low) and is_past(low[index + 1])):
        return False
    verb = lemma(low[index + 1])
    if verb == "leave":  # "about the Sky box I left it unplugged all night"
        return low[index + 2] in ("it", "them") and low[index + 3 : index + 4] in _LEFT_SO
    if verb == "put":  # "was low I put air in", not "i put it in" (the card, in use)
        return low[index + 2] in _PUT_IN_WHAT
    if verb in LOOK_VERBS and low[index + 2] == "at":
        # "the tyre pressure light is on I looked at the tyres": a look, at a thing named
        return low[index + 3 : index + 4] in _LOOKED_AT
    return verb in _RUN_ON_FIXES and low[index + 2] in _OBJECT_STARTS


_PUT_IN_WHAT = frozenset({"air", "new", "some", "fresh"})
_LOOKED_AT = [[w] for w in ("the", "my", "it", "them", "all", "both", "our")]
_LEFT_SO = [[w] for w in ("unplugged", "off", "switched", "turned", "charging", "overnight")]
_ANSWERS = frozenset({"yes", "yeah", "yep", "yup"})


_OBJECT_STARTS = words("it them the my everything all off on out back air some new fresh")
# not "i made on friday five hundred pounds", "i called the bank": no fix
_RUN_ON_FIXES = (
    FIX_VERBS
    | (BASE_FORM_STEPS - words("make do give call contact email send look"))
    # hands-on fixes: "its only eight months old er I wiped the door seal down"
    | words("wipe dry drain bleed unblock defrost pump oil grease lubricate tighten loosen")
    | words("top refill put")
    # "the bottom tray thing I tipped it forward": moving the machine by hand
    | words("tip tilt lift shake jiggle wiggle")
    # "no heating no hot water I pressed the reset button twice": a button, a switch
    | words("press push hold flick flip")
)

# what a thing is used for, as a fix of the customer's: "used a pin to press the reset button"
_USED_FOR_FIXES = (FIX_VERBS - words("check try wait move close")) | words(
    "press push hold clean unblock tighten loosen flush"
)


def _run_on_verb(word: str, subject: str, after: str = "") -> bool:
    """ "it is", "i already"; after "i've" a past verb ("cycle i've cleaned out the filter");
    after "its" a state ("kitchen sink its blocked")."""
    if subject in _PERFECT_SUBJECTS:  # "it wont start ive been pulling the cord"
        been_doing = word == "been" and is_gerund(after)  # not "the ATM ive been to"
        return word in _RUN_ON_AUX or been_doing or (is_past(word) and word not in _HAD_THINGS)
    if subject in _ITS:
        return word in _RUN_ON_AUX or is_past(word) or is_gerund(word)
    return word in _RUN_ON_AUX


_ITS = frozenset({"its", "it's"})
_CONDITIONS = frozenset({"if", "unless"})
_QUANTIFIERS = words("all both each every some any no half most")
_BEFORE_A_BASE_VERB = words(
    """wont won't cant can't cannot doesnt doesn't didnt didn't dont don't not to will can
    would could couldnt couldn't wouldnt wouldn't never should must"""
)
# after "the water": words that only a verb phrase starts with ("the water just sits there")
_SUBJECT_THEN_VERB = words(
    """just still keeps keep is are was were won't wont doesn't doesnt can't cant didn't didnt
    isn't isnt never sits stays"""
)
_FRONTING = words("after before since when until once while during whenever")
_LOOKED = words("checked check looked look saw see noticed notice found find")
_TURNED_OUT = (["turns", "out"], ["turned", "out"], ["turn", "out"])
_SUBJECT_NOUN_VERB = 3  # "the water just ...": determiner, noun, verb
_PREPOSITIONS = words("in on at to from with by for of into onto over under through via off")


def _plan_after_again(low: list[str], index: int) -> bool:
    """ "its just the same again [im gonna try] ...": a plan starts after "again"; "the
    light is on [I looked at the tyres]": a state ("on", "off") ends the clause before a step
    done."""
    if low[index - 1] in ("on", "off") and index > 1 and low[index - 2] in _STATE_BEFORE:
        return _fix_done_to(low, index)
    return low[index - 1] == "again" and low[index + 1] in {"going", "gonna"}


_STATE_BEFORE = frozenset({"is", "are", "was", "were", "stays", "stayed", "still", "came", "went"})


def _a_fix(act: str) -> bool:
    """ "reinstalling the app", "updating to 2.3": a step taken to fix things, not "cancelling
    last month" (what a charge came despite)."""
    return restores(act) or first_verb(act) in _FIXES_OUTLIVED


def _even_after(pieces: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """ "It still crashes, even after clearing the cache" → "tried clearing the cache", "It
    still crashes": a step the problem outlived ("even after", or "still ... after")."""
    out: list[tuple[str, str]] = []
    main_at: int | None = None  # where the main clause went, after the act moved before it
    through = False  # ... after "persists through/between": its list goes on after commas
    for joiner, body in pieces:
        low = body.lower()
        first = low.split()[0] if low else ""
        if main_at is not None and (
            (joiner == "and" and (is_past(first) or is_gerund(first)))
            or (joiner == "," and through and is_gerund(first))
        ):
            # "... even after I deleted [and reinstalled it]", "persists through reinstalling
            # it [and rebooting]": the act goes on
            out.insert(main_at, (joiner, body))
            main_at += 1
            continue
        main_at, through = None, False
        asks = ("after", "spite", "even ", "through", "between")
        match = _EVEN_AFTER.match(body) if any(word in low for word in asks) else None
        even = match is not None and bool(match.group("even") or match.group("despite"))
        if match is not None and match.group("despite") and not _a_fix(_without_subject(match)):
            match = None  # "charged despite cancelling": what was done, not a fix it outlived
        if match is not None and match.group("through") and not _PERSISTS.search(match["main"]):
            match = None  # "went through the steps", "between 5 and 6pm": no fix outlived
        despite = (match["despite"] or "") if match is not None else ""
        if match is not None and despite.startswith("even") and _fine(match["main"]):
            match = None  # "it works even if I restart it": the problem is not outlived
        if match is not None and match.group("own") and not even:
            match = None  # "it works after I cleared the cache": read by _reorder_after
        if match is not None and match.group("main"):
            main = match.group("main").rstrip(" ,")
            if even or _STILL.search(main):
                act = match.group("act")
                tried = (
                    act if match.group("own") else f"tried {without_manner(act)}"
                )  # "I reinstalled it"
                out.extend([(joiner, tried), (",", main)])
                main_at = len(out) - 1
                through = bool(match["through"])  # its list goes on after commas too
                continue
        elif match is not None and even:
            # "even after I restart Telescope I just get this error": a second "I" starts it
            own = bool(match.group("own"))
            act, main = _act_then_main(match.group("act"), own=own)
            if main:  # "even after reinstalling it they are still unavailable"
                out.extend([(joiner, act if own else f"tried {without_manner(act)}"), (",", main)])
                continue
            if out:  # "This is still happening, even after clearing the cache"
                prev_joiner, prev = out[-1]
                out[-1] = (prev_joiner, act if own else f"tried {without_manner(act)}")
                out.append((",", prev))
                main_at = len(out) - 1
                continue
            if own:  # "even after I restarted the router, [the wifi keeps dropping]"
                out.append((joiner, act))
                continue
        out.append((joiner, body))
    return out


def _fine(main: str) -> bool:
    """ "it works": a main clause telling no problem (no symptom, no failure, no "still")."""
    found = detect_outcome(main)
    if found is not None:
        return found.polarity is Outcome.WORKED
    return not (has_symptom(main) or _STILL.search(main))


def _without_subject(match: Match) -> str:
    """The act of an ``_EVEN_AFTER`` match without its "I" ("even if I restart it")."""
    act: str = match.group("act")
    return act.split(None, 1)[1] if match.group("own") and " " in act else act


_PERSISTS = compile(r"(?i)\b(?:persists?|persisted|remains?|remained|continues?|continued)\W*$")


def _act_then_main(text: str, *, own: bool = False) -> tuple[str, str]:
    """ "reinstalling it they are still unavailable" → ("reinstalling it", "they are still
    unavailable"): where a new subject and verb start, if they do. An ``own`` act ("I restart
    Telescope I just get this error") may start its main clause with "I" again."""
    words = text.split()
    low = [w.lower().strip(",") for w in words]
    for index in range(2 if own else 1, len(words) - 1):
        again = own and low[index] in ("i", "we") and _verbish(low[index + 1])
        if again or _main_clause_at(low, index):
            return " ".join(words[:index]), " ".join(words[index:])
    return text, ""


def _own_main(body: str) -> tuple[str, str]:
    """ "I click submit it shows a blank page" → ("I click submit", "it shows a blank page"):
    a clause after "after I ..." whose own main clause has "it" or "they" and a verb in the
    present ("shows", learners' "show") or the past."""
    words = body.split()
    low = [w.lower().strip(",") for w in words]
    for index in range(2, len(words) - 1):
        if low[index] in ("it", "they") and (
            _verbish(low[index + 1])
            or lemma(low[index + 1]) != low[index + 1]
            or low[index + 1] in _PRESENT_SHOWS
        ):
            return " ".join(words[:index]), " ".join(words[index:])
    return body, ""


_PRESENT_SHOWS = frozenset({"show", "say", "give", "go", "stop", "freeze", "crash", "stay"})


def _reorder_after(pieces: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """ "It works now after I cleared the cache": the action comes first in time."""
    out = _even_after(pieces)
    i = 1
    while i < len(out):
        joiner, body = out[i]
        main = out[i - 1][1]
        base_form = joiner in ("after", "once") and _BASE_FORM_FIX_RE.match(body) is not None
        own = joiner in ("after", "once") and _SELF_OR_GERUND.match(body.lower()) is not None
        # "Reinstalling it solves it, but after rebooting it's back": a fix told first (a
        # gerund subject) keeps its place
        if not (base_form or own) or is_gerund((main.split() or [""])[0]):
            i += 1
            continue
        act, own_main = _own_main(body) if own else (body, "")
        if own_main:
            # "I fill the form 2 times but [after I click submit it show blank page]": the
            # "after" clause leads a main clause of its own, not the clause before it
            out[i : i + 1] = [(joiner, act), (",", own_main)]
            i += 2
            continue
        told = detect_outcome(main)
        # a learner's "still crashing after reinstall the app"; not "before is not like this,
        # after update the system [become like this]"
        learner = base_form and (_STILL.search(main) is not None or told is not None)
        if not (learner or own):
            i += 1
            continue
        if told is None and has_symptom(main):
            # "The monitor isn't detected after I plugged in the dock": when it happens
            out[i - 1] = (out[i - 1][0], f"{main} {joiner} {body}")
            del out[i]
            continue
        if learner:
            body = f"I {body}"  # a learner's past
        out[i - 1], out[i] = (out[i - 1][0], body), (",", main)
        i += 1
    return out
