"""Informal register → what the rules read: apostrophes put back ("didnt" → "didn't",
"its fine" → "it's fine"), chat shorthand spelled out ("pls", "gonna", "nvm"), and typos of
support vocabulary corrected ("reinstaled" → "reinstalled", "frimware" → "firmware").

The vocabulary is data (``informal.json``). A word is corrected only when simplemma does
not know it as English and it is one edit (two for long words) from exactly one support
word, so real words are never "corrected". Word by word and linear in the message.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from itertools import groupby

import simplemma

from support_memory import patterns
from support_memory.extraction.language.custom import CUSTOM
from support_memory.text import collapse_whitespace

_EDGE = "\"'()[]{}<>.,;:!?*_~`"
_MIN_TYPO, _MAX_TYPO = 5, 16  # longer "words" are no typos: bounded work per word


@dataclass(frozen=True)
class Informal:
    contractions: dict[str, str]
    its_is_before: frozenset[str]
    ill_before: frozenset[str]
    well_before: frozenset[str]  # "well see on my ride tmrw": "we'll see"
    shorthand: dict[str, str]
    support_words: frozenset[str]
    stutter_words: frozenset[str]  # said twice in speech: "ive ive restarted", "the the app"
    hesitations: frozenset[str]  # "um", "erm": dropped ("i did the um the reset")
    vocatives: frozenset[str]  # "sir", "madam": a form of address, dropped where it opens ...
    vocative_after: frozenset[str]  # ... a sentence or follows a greeting ("hello sir, ...")
    vocative_lead: frozenset[str]  # "dear" before one ("Dear Sir, ..."), dropped with it
    politeness_particles: frozenset[str]  # a Tagalog writer's "po" ("Update po: ..."): dropped
    particle_keeps_before: frozenset[str]  # ... unless one of these follows ("po box")
    laughter: frozenset[str]  # "lol", "haha": closing a clause, they say nothing about it
    thanks: frozenset[str]  # "drains perfectly now thanks": closing a clause, no outcome
    r_is_are_after: frozenset[str]  # "they r", "calls r": a texted "are" after these (or "-s")
    negated_do: frozenset[str]  # "doesn't", "didnt": ...
    base_after_negated_do: dict[str, str]  # ... then a past form: "doesn't seemed" → "seem"
    split_compounds: dict[str, frozenset[str]]  # "jump started": joined with a hyphen
    split_prefixes: frozenset[str]  # "re entered", "un install": joined to the verb after
    closing_answers: frozenset[str]  # "tried another cable nope": "nope" is its own clause
    filler_like_after: frozenset[str]  # "is like offline": a spoken "like" after these ...
    filler_like_keeps_before: frozenset[str]  # ... is dropped unless one of these follows
    be_before_participle: frozenset[str]  # "is", "was", "got": a learner's passive after these
    participle_after_be: dict[str, str]  # ... in the base form: "is approve" → "is approved"
    perfect_after: frozenset[str]  # "I've", "we've": the customer's own perfect ...
    past_after_perfect: dict[str, str]  # ... of a state word: "I've frozen" → "I've froze"
    perfect_shorthand: dict[str, str]  # "iv restarted": a texted "I've", only before ...
    participles_irregular: frozenset[str]  # ... a word in -ed or one of these ("iv done")


@cache
def informal_vocabulary() -> Informal:
    raw = json.loads(resources.files(__package__).joinpath("informal.json").read_text("utf-8"))
    return Informal(
        contractions=raw["contractions"],
        its_is_before=frozenset(raw["its_is_before"]),
        ill_before=frozenset(raw["ill_before"]),
        well_before=frozenset(raw["well_before"]),
        shorthand=raw["shorthand"],
        support_words=frozenset(raw["support_words"]),
        stutter_words=frozenset(raw["stutter_words"]),
        hesitations=frozenset(raw["hesitations"]),
        vocatives=frozenset(raw["vocatives"]),
        vocative_after=frozenset(raw["vocative_after"]),
        vocative_lead=frozenset(raw["vocative_lead"]),
        politeness_particles=frozenset(raw["politeness_particles"]),
        particle_keeps_before=frozenset(raw["particle_keeps_before"]),
        laughter=frozenset(raw["laughter"]),
        thanks=frozenset(raw["thanks"]),
        r_is_are_after=frozenset(raw["r_is_are_after"]),
        negated_do=frozenset(raw["negated_do"]),
        base_after_negated_do=raw["base_after_negated_do"],
        split_compounds={first: frozenset(then) for first, then in raw["split_compounds"].items()},
        split_prefixes=frozenset(raw["split_prefixes"]),
        closing_answers=frozenset(raw["closing_answers"]),
        filler_like_after=frozenset(raw["filler_like_after"]),
        filler_like_keeps_before=frozenset(raw["filler_like_keeps_before"]),
        be_before_participle=frozenset(raw["be_before_participle"]),
        participle_after_be=raw["participle_after_be"],
        perfect_after=frozenset(raw["perfect_after"]),
        past_after_perfect=raw["past_after_perfect"],
        perfect_shorthand=raw["perfect_shorthand"],
        participles_irregular=frozenset(raw["participles_irregular"]),
    )


def as_read(message: str) -> str:
    """The text the rules read of a customer's ``message``: blanks collapsed, informal
    spellings repaired. The clause model is trained on clauses of this text too, so that it
    scores at training what it scores at run time ("going to", not "gonna")."""
    return repair(_GLUED_COMMA.sub(r"\1, \2", collapse_whitespace(message)))


# "Nvm,I solve the problem", "I'm a dumb,all I need to do": a comma typed with no space after
# it, between words (not "1,000", "v2,v3" or "a,b")
_GLUED_COMMA = patterns.compile(r"([A-Za-z]{2}),([A-Za-z]{2}|I\b)")


# a subject and its verb that open a new clause after a spoken "um" ("it keeps cutting out
# when i watch netflix um it's fine on youtube"), where a writer would have put a comma
_CLAUSE_AFTER_A_PAUSE = frozenset(
    {"it's", "its", "i'm", "im", "i've", "ive", "they're", "theyre", "that's", "thats", "i", "we"}
    | {"he", "she", "they"}
)
# ... and "the" before one of these: "the shower's barely a trickle um the landlord sent a
# plumber", a party who did something, not "i did the um the reset"
_PARTY_AFTER_A_PAUSE = frozenset(
    {"landlord", "plumber", "engineer", "electrician", "technician", "driver", "courier"}
    | {"bank", "lady", "man", "guy", "woman", "agent", "neighbour", "neighbor", "council"}
)


def _without_hesitations(words: list[str], vocab: Informal) -> list[str]:
    """ "i did the um the reset" → "i did the the reset" (a stutter read once later); a pause
    before a new subject keeps the clause break it marks."""
    out: list[str] = []
    for index, word in enumerate(words):
        if word.strip(_EDGE).lower() not in vocab.hesitations:
            out.append(word)
            continue
        following = words[index + 1].strip(_EDGE).lower() if index + 1 < len(words) else ""
        stutter = bool(out) and out[-1].lower() == following  # "the screen I um I tried"
        after = words[index + 2].strip(_EDGE).lower() if index + 2 < len(words) else ""
        subject = following in _CLAUSE_AFTER_A_PAUSE or (
            following == "the" and after in _PARTY_AFTER_A_PAUSE
        )
        if out and subject and out[-1][-1:].isalnum() and not stutter:
            out[-1] += ","
    return out


def repair(text: str) -> str:
    """``text`` with informal spellings replaced, shouting lowered, a leading "@brand" dropped
    and a stuttered word read once; spacing and punctuation kept."""
    vocab = informal_vocabulary()
    if "/" in text:
        text = _slashed_tries(_UNDO_PAIR.sub(_undo_pair, text))
    held = _HELD_LETTER.search(text.lower()) is not None  # "buuut": looked for word by word
    words = _without_hesitations(unshout(text.split(" ")), vocab)
    words = _prefixes_joined(_without_filler_like(words, vocab), vocab.split_prefixes)
    words = _compounds_joined(words, vocab.split_compounds)
    words = [_unglued_bullet(word) for word in words]
    while len(words) > 1 and words[0].startswith("@") and len(words[0]) > 1:
        words = words[1:]  # "@VeloBank card declined ...": the brand addressed, not the problem
    words = _without_particles(_without_address(words, vocab), vocab)
    out: list[str] = []
    for index, word in enumerate(words):
        lead = len(word) - len(word.lstrip(_EDGE))
        core = word.strip(_EDGE)
        if not core:
            out.append(word)
            continue
        if (
            index
            and core.lower() in vocab.stutter_words
            and words[index - 1].lower() == word.lower()
        ):
            continue  # "ive ive restarted": a word said twice in speech, read once
        tail = word[lead + len(core) :]
        following = words[index + 1].strip(_EDGE).lower() if index + 1 < len(words) else ""
        named = _named_mid_sentence(core, words[index - 1] if index else "")
        fixed = _repair_word(core, following, vocab, named, held)
        if core == "r" and index and _before_are(words[index - 1], vocab):
            fixed = "are"  # "calls r loud n clear now": a texted "are"
        before = words[index - 1].strip(_EDGE).lower() if index else ""
        if before in vocab.negated_do:
            fixed = vocab.base_after_negated_do.get(fixed.lower(), fixed)  # "didnt worked"
        elif (
            before in vocab.be_before_participle
            and word == word.lower()
            and (index < 2 or words[index - 2].strip(_EDGE).lower() not in _LEARNER_PAST_SUBJECTS)
        ):
            # "the refund is approve" (but "I was install the driver" is a learner's past)
            fixed = vocab.participle_after_be.get(fixed, fixed)
        elif before in vocab.perfect_after:
            fixed = vocab.past_after_perfect.get(fixed, fixed)  # "I've frozen the card"
        if out and _closes_the_sentence(core, tail, index, words, vocab) and out[-1][-1:].isalnum():
            out[-1] += ","  # "tried another cable nope" → "tried another cable, no"
        out.append(word[:lead] + fixed + tail)
    return " ".join(out)


_LEARNER_PAST_SUBJECTS = frozenset({"i", "we", "i've", "ive", "we've"})


def _unglued_bullet(word: str) -> str:
    """ "-Tried https://..." → "- Tried https://...": a list dash glued to the capital of the
    item it opens (not "-v", "-5", "re-add")."""
    if len(word) > 2 and word[0] == "-" and word[1].isupper():
        return f"- {word[1:]}"
    return word


def _slashed_tries(text: str) -> str:
    """ "tried rebooting/restarting/clearing cache/using different browser": a list of tries
    written with slashes, read as one with commas (after "tried", a slash between words in
    -ing); "keeps dropping/reconnecting", "on/off", "TCP/IP" and paths stay as they are."""
    parts = text.split("/")
    out = [parts[0]]
    before = parts[0].split()[-1:]  # the try before the first slash: its last word
    tried = [w.lower().strip(",.:") for w in parts[0].split()[-_TRIED_REACH:]]
    if not _TRIED_WORDS & set(tried):
        return text  # "keeps dropping/reconnecting", "stopped working/installing": no tries
    for part in parts[1:]:
        head = part.split(" ", 1)[0].lower()
        listed = bool(before) and _gerund(before[0])
        if out[-1][-1:].isalpha() and listed and _gerund(head):
            out.append(", " + part)
            before = part.split()[:1]  # "clearing cache/...": the next try begins "clearing"
        else:
            out.append("/" + part)
            before = part.split()[-1:]
    return "".join(out)


# "Disabling/Enabling the extension", "unplugged/replugged it": a step and its undoing
_UNDO_PAIR = patterns.compile(r"\b([A-Za-z]{4,}(?:ing|ed))/([A-Za-z]{4,}(?:ing|ed))\b")
_UNDO_PREFIXES = ("dis", "un", "re", "de", "en")


def _undo_pair(match: patterns.Match) -> str:
    """ "Disabling/Enabling" → "Disabling and Enabling": two forms of one verb, one with a
    prefix that undoes or redoes it; any other pair ("dropping/reconnecting") stays."""
    said: str = match.group(0)
    first, second = said.split("/")
    ending = "ing" if first.lower().endswith("ing") else "ed"
    if not second.lower().endswith(ending):
        return said
    stems = {_unprefixed(word.lower()[: -len(ending)]) for word in (first, second)}
    return f"{first} and {second}" if len(stems) == 1 else said


def _unprefixed(stem: str) -> str:
    for prefix in _UNDO_PREFIXES:
        if stem.startswith(prefix) and len(stem) - len(prefix) >= _GERUND_STEM - 1:
            return stem[len(prefix) :]
    return stem


def _gerund(word: str) -> bool:
    low = word.lower()
    return len(low) > _GERUND_STEM and low.endswith("ing") and low.isalpha()


_GERUND_STEM = 4  # "using", "clearing": a word in -ing longer than "ring" / "sing"
_TRIED_WORDS = frozenset({"tried", "try", "trying", "tries", "attempted", "did", "done"})
_TRIED_REACH = 4  # "i've tried [rebooting]/...", "tried everything, [rebooting]/..."


def _before_are(word: str, vocab: Informal) -> bool:
    """ "they r", "calls r": a subject a texted "r" can follow as "are"."""
    low = word.strip(_EDGE).lower()
    plural = low.endswith("s") and not low.endswith(("ss", "us", "is"))  # not "press r"
    return low in vocab.r_is_are_after or (len(low) > _SHORT_PLURAL and plural)


_SHORT_PLURAL = 3  # "is r", "was r": no plural


def _without_filler_like(words: list[str], vocab: Informal) -> list[str]:
    """ "the app is saying like offline", "unplugged it for like ten minutes": the spoken
    filler dropped; "it looks like a driver issue", "is like it froze" keep theirs."""
    out: list[str] = []
    for index, word in enumerate(words):
        if word.lower() == "like" and out and out[-1].lower() in vocab.filler_like_after:
            following = words[index + 1].strip(_EDGE).lower() if index + 1 < len(words) else ""
            if following and following not in vocab.filler_like_keeps_before:
                continue  # most words are no "like": the next one is read only for those
        out.append(word)
    return out


def _closes_the_sentence(
    core: str, tail: str, index: int, words: list[str], vocab: Informal
) -> bool:
    """A one-word answer ("nope", "nah") as the last word of its sentence."""
    last = index + 1 == len(words) or any(mark in tail for mark in ".!?")
    return bool(index) and last and core.lower() in vocab.closing_answers


def _prefixes_joined(words: list[str], prefixes: frozenset[str]) -> list[str]:
    """ "i re entered the details" → "re-entered": a prefix typed apart, joined to its verb."""
    out: list[str] = []
    for word in words:
        if out and out[-1].lower() in prefixes and _can_take_prefix(word):
            out[-1] = f"{out[-1]}-{word}"
        else:
            out.append(word)
    return out


def _compounds_joined(words: list[str], compounds: dict[str, frozenset[str]]) -> list[str]:
    """ "jump started it off my neighbours car" → "jump-started": a compound verb typed as
    two words, joined."""
    out: list[str] = []
    for word in words:
        joins = compounds.get(out[-1].lower()) if out else None
        if joins is not None and word.strip(_EDGE).lower() in joins and word[:1].isalpha():
            out[-1] = f"{out[-1]}-{word}"
        else:
            out.append(word)
    return out


def _can_take_prefix(word: str) -> bool:
    core = word.strip(_EDGE)
    return (
        len(core) >= _MIN_PREFIXED
        and core.isalpha()
        and core.islower()
        and word.startswith(core)
        and core not in _NOT_PREFIXED
    )


_MIN_PREFIXED = 3  # "re do" is rare; "re the order" is a subject line
_NOT_PREFIXED = frozenset(
    {"the", "and", "but", "you", "your", "our", "this", "that", "these", "those", "its", "his"}
    | {"her", "their", "for", "from", "with", "about", "order", "ticket", "case", "invoice"}
)


def _named_mid_sentence(core: str, before: str) -> bool:
    """A capitalised word after a word that ends no sentence: a product's or a person's name."""
    return (
        len(core) > 1
        and core[0].isupper()
        and core[1:].islower()
        and bool(before.strip())
        and not before.rstrip().endswith((".", "!", "?", ":"))
    )


_SHOUTED_RUN = 3  # words in capitals in a row: shouting, not acronyms ("ATM", "HP LaserJet")


def unshout(words: list[str]) -> list[str]:
    """ "CARD DECLINED AT THE SUPERMARKET", "LOCKED OUT AGAIN": a run of words in capitals
    is read in lowercase, so the rules do not take it for a product's name."""
    shouted = [_is_shouted(word) for word in words]
    out = list(words)
    start = 0
    while start < len(words):
        if not shouted[start]:
            start += 1
            continue
        end = start
        while end < len(words) and shouted[end]:
            end += 1
        if end - start >= _SHOUTED_RUN:
            out[start:end] = [word.lower() for word in words[start:end]]
        start = end
    return out


def _is_shouted(word: str) -> bool:
    if not word.isupper():
        return False  # most words: no capital letters only
    letters = [ch for ch in word if ch.isalpha()]
    return (
        bool(letters)
        and all(ch.isupper() for ch in letters)
        and (len(letters) > 1 or word in {"I", "A"})
    )


def _repair_word(
    core: str, following: str, vocab: Informal, named: bool = False, held: bool = False
) -> str:
    """``core`` respelt; a ``named`` word (a capital mid-sentence: "switched to Syncthing")
    keeps its spelling unless it is a known informal form ("Nope", "Thx")."""
    low = core.lower()
    if low == "its" and following in vocab.its_is_before:
        return core[:2] + "'s"
    if low == "ill" and following in vocab.ill_before:
        return "I'll"
    if low == "well" and following in vocab.well_before:
        return core[:1] + "e'll"
    if low in vocab.contractions:
        return vocab.contractions[low]
    if core in vocab.perfect_shorthand and (
        following.endswith("ed") or following in vocab.participles_irregular
    ):
        return vocab.perfect_shorthand[core]  # "iv restarted it" (not "IV", "Mark iv")
    if low in vocab.shorthand and not (len(core) == 1 and core.isupper()):
        return vocab.shorthand[low]  # not "W" ("Pi Zero 2 W", "a 500 W heater"): a name or unit
    known = vocab.support_words
    if named:
        return core
    if held and _HELD_LETTER.search(low) is not None:
        return _unstretched(core) or core
    if _MIN_TYPO <= len(low) <= _MAX_TYPO and low.isalpha() and low not in known:
        if low in CUSTOM.support_words:
            return core
        return _corrected(low, CUSTOM.version) or _dropped_g(core) or core
    return core


_HELD = 3  # a letter typed this many times in a row is held for effect
_HELD_LETTER = patterns.compile("|".join(letter * _HELD for letter in "abcdefghijklmnopqrstuvwxyz"))


@lru_cache(maxsize=1024)
def _unstretched(core: str) -> str | None:
    """ "buuut", "pleeease", "sooo", "coool": a letter held for effect, read once or twice,
    whichever is a word (None when neither is)."""
    runs = [(letter, len(list(run))) for letter, run in groupby(core.lower())]
    for keep in (2, 1):
        word = "".join(letter * (keep if n >= _HELD else n) for letter, n in runs)
        if word in _CHEERS:
            return None  # "yesss 100% now": the cheer is the news, kept as typed
        if len(word) > 1 and (
            simplemma.is_known(word, lang="en") or word in informal_vocabulary().shorthand
        ):
            return word
    return None


_CHEERS = frozenset({"yes", "yess", "yay", "yaay", "yeah", "woo", "wooo", "wow", "phew"})


@lru_cache(maxsize=8192)
def _dropped_g(core: str) -> str | None:
    """ "castin", "spinnin": an -ing said without its g, when only the -ing form is a word
    ("cabin", "login" and "checkin" are words of their own and stay)."""
    low = core.lower()
    if not low.endswith("in") or simplemma.is_known(low, lang="en"):
        return None
    return core + "g" if simplemma.is_known(low + "g", lang="en") else None


@lru_cache(maxsize=8192)
def _corrected(word: str, version: int) -> str | None:
    """The one support word closest to an unknown ``word`` (within 1 edit, 2 for words of
    8+ letters), or None. Candidates come from a deletion index (each known word under
    every form with up to two letters deleted), so a lookup is a few dict hits."""
    if simplemma.is_known(word, lang="en"):
        return None
    limit = 2 if len(word) >= 8 else 1
    index = _deletion_index(version)
    candidates = {c for form in _deletions(word, limit) for c in index.get(form, ())}
    scored = sorted((_distance(word, c), c) for c in candidates)
    scored = [(d, c) for d, c in scored if d <= limit]
    if len(scored) > 1 and scored[0][0] == scored[1][0]:
        # "deliverd": "delivered" (a letter left out) or "delivery" (one typed wrong)? A
        # letter left out is the likelier slip: the one closest word it is, if only one
        tied = [c for d, c in scored if d == scored[0][0]]
        dropped = [c for c in tied if len(c) > len(word) and word in _deletions(c, 2)]
        scored = [(0, dropped[0])] if len(dropped) == 1 else []
    if not scored:
        return None
    best = scored[0][1]
    return None if _drops_prefix(word, best) else best


def _drops_prefix(word: str, correction: str) -> bool:
    """ "unpairing" → "pairing": a prefix on a known word is a word of its own, not a typo
    (but "reinstal" → "reinstall" keeps its prefix and is one)."""
    support = informal_vocabulary().support_words
    for prefix in _PREFIXES:
        stem = word[len(prefix) :]
        if word.startswith(prefix) and not correction.startswith(prefix):
            return stem in support or simplemma.is_known(stem, lang="en")
    return False


_PREFIXES = ("un", "re", "dis", "de", "pre")


@lru_cache(maxsize=2)
def _deletion_index(_version: int) -> dict[str, tuple[str, ...]]:
    index: dict[str, list[str]] = {}
    for word in {*informal_vocabulary().support_words, *CUSTOM.support_words}:
        for form in _deletions(word, 2):
            index.setdefault(form, []).append(word)
    return {form: tuple(words) for form, words in index.items()}


def _deletions(word: str, depth: int) -> set[str]:
    forms = {word}
    frontier = {word}
    for _ in range(depth):
        frontier = {f[:i] + f[i + 1 :] for f in frontier for i in range(len(f))}
        forms |= frontier
    return forms


def _distance(a: str, b: str) -> int:
    """Damerau-Levenshtein (optimal string alignment) distance of ``a`` and ``b``."""
    rows = [[i + j if i * j == 0 else 0 for j in range(len(b) + 1)] for i in range(len(a) + 1)]
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
    return rows[-1][-1]


def _without_address(words: list[str], vocab: Informal) -> list[str]:
    """ "Sir as your agent told I switched off the breaker", "Hello madam, the parcel ...":
    a form of address opening a sentence (or after a greeting) says nothing about the
    problem, and the step after it reads as one without it."""
    out: list[str] = []
    for index, word in enumerate(words):
        core = word.strip(_EDGE).lower()
        after = words[index + 1].strip(_EDGE).lower() if index + 1 < len(words) else ""
        if after and (
            core in vocab.vocatives or (core in vocab.vocative_lead and after in vocab.vocatives)
        ):
            before = out[-1] if out else ""
            if (
                not before
                or before.endswith((".", "!", "?", ":"))
                or (
                    before.strip(_EDGE).lower() in vocab.vocative_after
                    or before.strip(_EDGE).lower() in vocab.vocative_lead
                )
            ):
                marks = word[len(word.rstrip(".,!?:;")) :]
                if out and marks and not before.endswith((".", "!", "?", ":", ",")):
                    out[-1] = before + marks  # "Hello sir, the parcel" → "Hello, the parcel"
                continue
        out.append(word)
    return out


def _without_particles(words: list[str], vocab: Informal) -> list[str]:
    """ "Update po: the hose was kinked", "Kindly refund po the charge": a particle of respect
    from the writer's first language says nothing, and "it" after it must not name it; its
    punctuation stays with the word before ("Update: the hose ..."). Never "PO" (a purchase
    order), nor one before "box" or "number"."""
    out: list[str] = []
    for index, word in enumerate(words):
        core = word.strip(_EDGE)
        after = words[index + 1].strip(_EDGE).lower() if index + 1 < len(words) else ""
        if (
            out
            and core.lower() in vocab.politeness_particles
            and core != core.upper()
            and after not in vocab.particle_keeps_before
        ):
            marks = word[len(word.rstrip(".,!?:;")) :]
            if marks and out[-1][-1:].isalnum():
                out[-1] += marks
            continue
        out.append(word)
    return out


def without_laughter(text: str) -> str:
    """``text`` without the "lol" / "haha" that close it ("printing stripes lol")."""
    laughter = informal_vocabulary().laughter
    head, _, last = text.rstrip(" !.~").rpartition(" ")
    while head and last.lower() in laughter:
        text = head
        head, _, last = text.rstrip(" !.~").rpartition(" ")
    return text
