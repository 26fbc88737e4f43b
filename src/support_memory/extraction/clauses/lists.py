"""A list of what the customer tried, told under a heading.

"I have tried the following:" / "Things I have tried that haven't worked:" then one step
per line ("- Use -safe option.", "- Disabling and re-enabling Bluetooth", "rolling back the
updates"). Each item is read as a step the customer tried: "tried to use -safe option",
"tried disabling and re-enabling Bluetooth". Under "solved with the following:" each item is
a step that fixed it. Steps to reproduce ("Steps to reproduce:", "1. Go to ...") are no such
list: they tell how the problem shows, not what was tried.
"""

from __future__ import annotations

from support_memory.extraction.language.lexicon import words
from support_memory.extraction.steps.action_words import IMPERATIVE_STEPS
from support_memory.extraction.steps.verbs import is_gerund, is_past
from support_memory.patterns import IGNORECASE, compile

_HEADER = compile(
    r"\b(?:i(?:'ve| have)?|we(?:'ve| have)?) (?:already |also )?(?:tried|done|attempted)\b"
    r"|\b(?:solved|fixed|resolved|sorted) (?:it |this |that )?(?:with|by)\b|\bwhat (?:worked|"
    r"fixed it)\b|\bsteps that (?:worked|fixed it)\b|\bhow i fixed\b"
    r"|\b(?:things|what|steps|stuff) (?:i|we)(?:'ve| have)? (?:already |also )?(?:tried|done|"
    r"attempted|taken)\b|\btried so far\b|\btroubleshooting (?:steps|done|so far)\b"
    # "Fixes attempted:", "Attempted fixes:", "Things tried:", "Tried:"
    r"|\b(?:fix(?:es)?|solutions?|workarounds?|things|steps) (?:already )?(?:attempted|tried)\b"
    r"|\b(?:attempted|tried) (?:fix(?:es)?|solutions?|workarounds?|steps)\b|^\W*tried\W*$"
    # "But none of the following were able to fix it:", "the following did not help:"
    r"|\b(?:none|neither) of (?:the following|these|those)\b|\bthe following (?:(?:steps|things|"
    r"fixes|solutions) )?(?:(?:did|do|does|have|has)(?:n't| not) (?:work|help|fix)|(?:were|was) "
    r"(?:not )?able to|worked|fixed|helped)\b",
    IGNORECASE,
)
# a heading and its one item on one line: "What I tried: restarted the phone, still stuck"
_INLINE_HEADER = compile(
    r"^(?P<head>(?:what|things|steps|stuff|troubleshooting|(?:i|we)(?:'ve| have)? (?:already |"
    r"also )?(?:tried|done))\b(?:\s*[^\s:]+){0,5}):\s+(?P<item>\w.*)$",
    IGNORECASE,
)
_REPRODUCE = compile(r"\b(?:reproduce|repro|expected|actual)\b", IGNORECASE)
_ITEM = compile(r"^\s*[\"']?\s*(?:[-*\x{2022}\x{00b7}\x{2023}\x{25aa}+]|\(?\d{1,2}[.):]+)\s*")
_SLASHED = compile(r"^(\w+)/(\w+)\b")
_FAILED_HEADER = compile(
    r"\b(?:(?:don't|do not|didn't|did not|haven't|have not|hasn't|doesn't|does not) (?:work|"
    r"worked|help|helped|fix|fixed)|without (?:success|luck)|no luck|to no avail|"
    r"unsuccessful\w*|(?:none|neither) of|(?:were|was) not able to)\b",
    IGNORECASE,
)
_FIXED_HEADER = compile(r"\b(?:solved|fixed|resolved|sorted|worked|fixed it)\b", IGNORECASE)
_TRYING = compile(r"^(?:trying|attempting) ", IGNORECASE)  # followed by "to ..."
_SUBJECTS = words("i we it this that they nothing none same")
# A line that starts a sentence of its own ends a list of plain lines
_PROSE_START = _SUBJECTS | words(
    """i'm im i've my it's its the any anyone is so thanks please also but what how why can
    does do here edit unfortunately sadly however expected actual"""
)
MAX_ITEMS = 20
_LONG_LINE = 200  # a line longer than this is prose, not a list item


def mark_tried_lists(message: str) -> str:
    """``message`` with the items of each "what I tried:" list told as tried steps."""
    if ":" not in message:
        return message
    lines = message.split("\n")
    out: list[str] = []
    in_list = failed = fixed = False
    items = 0
    bulleted = False
    for line in lines:
        stripped = line.strip()
        if in_list:
            is_item = bool(_ITEM.match(stripped))
            if not stripped:
                in_list = items == 0 or bulleted  # a blank line ends a list of plain lines
                out.append(line)
                continue
            if (
                (bulleted and not is_item)
                or (not is_item and items and _prose(stripped))
                # "- Unfortunately, none of these steps resolved the issue.": the list is over
                or (is_item and items and _prose(_ITEM.sub("", stripped, count=1) or "x"))
                or len(stripped) > _LONG_LINE
                or items >= MAX_ITEMS
            ):
                in_list = False
            elif items == 0 or is_item == bulleted:
                bulleted = bulleted or (items == 0 and is_item)
                items += 1
                item = _ITEM.sub("", stripped, count=1)
                out.append(
                    _tried(item, "did not help" if failed else "that fixed it" if fixed else "")
                )
                continue
            else:
                in_list = False
        inline = _INLINE_HEADER.match(stripped)
        if inline is not None and _HEADER.search(inline["head"]) and not _REPRODUCE.search(line):
            # "What I have done: signed out of iCloud and back in": the heading and its item
            failed = _FAILED_HEADER.search(inline["head"]) is not None
            fixed = not failed and _FIXED_HEADER.search(inline["head"]) is not None
            result = "did not help" if failed else "that fixed it" if fixed else ""
            out.append(f"{inline['head']}: {_tried(inline['item'], result)}")
            continue
        if stripped.endswith(":") and _HEADER.search(stripped) and not _REPRODUCE.search(stripped):
            in_list, items, bulleted = True, 0, False
            failed = _FAILED_HEADER.search(stripped) is not None
            fixed = not failed and _FIXED_HEADER.search(stripped) is not None
        out.append(line)
    return "\n".join(out)


def _prose(line: str) -> bool:
    """A line that starts a sentence of its own ("I'm really at a loss here"): the plain list
    above it has ended (blank lines are gone by the time a message is read)."""
    first = line.split()[0].lower().strip(",.:;!?")
    return first in _PROSE_START


def _tried(item: str, result: str) -> str:
    """ "Use -safe option." → "tried to Use -safe option."; gerunds and past steps keep
    their form ("tried disabling bluetooth", "rolled back the driver"). Under a heading that
    says how they went ("that haven't worked:", "solved with the following:"), each item says
    so too."""
    text = _SLASHED.sub(r"\1 and \2", item.strip().strip("\"'").rstrip(".:"))
    if text.lower().startswith(("trying to ", "attempting to ")):
        text = _TRYING.sub("", text, count=1)  # "- Trying to connect" is "tried to connect"
    if not text:
        return item
    first = text.split()[0].lower().strip(",:")
    if first in _SUBJECTS:
        body = text  # "I tried twice", "it did not help"
    elif is_past(first) and not is_gerund(first):
        # "rolled back the driver"; under a plain "what I've tried so far:", done already
        body = text if result else f"I already {text[:1].lower()}{text[1:]}"
    elif is_gerund(first):
        body = f"tried {text}"
    elif first in IMPERATIVE_STEPS:
        body = f"tried to {text}"
    else:
        body = f"tried {text}"
    return f"{body}, {result}." if result else f"{body}."


# "Change region, restart PC/Steam, log off, force start exe, nothing.": bare steps in a row,
# then what came of them
_NOTHING_CAME = compile(
    r"^(?:and |but )?(?:still )?(?:nothing|no luck|no change|no joy|nada|same|same thing|"
    r"same result|nothing works?|nothing worked|nothing helped|none (?:of it |of them )?"
    r"(?:worked|helped)|didn't help|did not help|no difference)\W*$",
    IGNORECASE,
)
_MIN_COMMA_STEPS = 2
_LUCK_AFTER = compile(
    r"^(?P<step>\S.*?)\s+(?P<came>(?:with |but )?no (?:luck|joy|change|success)|to no avail|"
    r"without (?:any )?(?:luck|success))\W*$",
    IGNORECASE,
)


_TRIED_TO = compile(
    r"^(?:(?:i|we)(?:'ve|'d)?\s+)?(?:(?:have|had)\s+)?(?:already\s+|also\s+)?(?:tried|attempted)"
    r"\s+to\s+",
    IGNORECASE,
)


_ET_CETERA = frozenset({"etc", "etc etc", "and so on", "and so forth", "and the like"})
_TRIED_BARE = compile(
    r"^(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:already\s+|also\s+)?(?:tried|attempted|"
    # "I did all the usual reload, clear cache, etc.": the usual steps, named
    r"did (?:all )?the usual(?: stuff| things| steps)?:?)\s*:?\s+",
    IGNORECASE,
)


def _verb_form(piece: str) -> bool:
    """ "reinstalling the app", "restarted it": told as a gerund or a past, not bare."""
    first = piece.split()[0].lower() if piece.split() else ""
    return is_gerund(first) or is_past(first)


def _bare_step(piece: str) -> bool:
    """ "clear caches", "readd the account": a piece that starts with a step's verb."""
    first = piece.split()[0].lower() if piece.split() else ""
    return first in IMPERATIVE_STEPS or (first.startswith("re") and len(first) > 4)


_RESULT_AFTER = compile(r"^(?:but|yet|still|and still|and it|and nothing|with)\b", IGNORECASE)
_LIST_AND = compile(r"^(?:and|or|then|and then)\s+", IGNORECASE)


def _and_steps(piece: str) -> list[str]:
    """ "and reboot the system" → ["reboot the system"]; "reconnect the adapter and reboot
    the system" → both steps; a piece whose "and" joins no second step stays whole."""
    piece = _LIST_AND.sub("", piece)
    head, joined, tail = piece.partition(" and ")
    # "disable and enable" is one toggle: only a step with its object splits off
    return [head, tail] if joined and len(head.split()) > 1 and _bare_step(tail) else [piece]


_TRIED_DOING = compile(
    r"^(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:already\s+|also\s+)?(?:tried|attempted)\s+\w+ing\b",
    IGNORECASE,
)


def _gerund_first(piece: str) -> bool:
    """ "rebooting my phone": a piece that starts with a gerund (not "'something went
    wrong'", a quoted message)."""
    first = piece.split()[0] if piece.split() else ""
    return first.isalpha() and is_gerund(first.lower())


def _gerund_tries(pieces: list[str]) -> str | None:
    """ "I tried reinstalling it, waiting for a long time and rebooting my phone" → each
    piece after the first a try of its own ("tried waiting ...", "tried rebooting ..."), not a
    problem ("waiting for a long time") nor a step told with no subject."""
    if len(pieces) < _MIN_COMMA_STEPS or _TRIED_DOING.match(pieces[0]) is None:
        return None
    rest = [_LIST_AND.sub("", piece) for piece in pieces[1:]]
    if not all(_gerund_first(piece) for piece in rest):
        return None
    out = [pieces[0]]
    for piece in rest:
        head, joined, tail = piece.partition(" and ")
        # "unplugging and replugging my tablet" is one toggle: only a step with its object
        # splits off
        both = joined and len(head.split()) > 1 and _gerund_first(tail)
        out.extend([f"tried {head}", f"tried {tail}"] if both else [f"tried {piece}"])
    return ", ".join(out)


def mark_comma_tries(sentence: str) -> str:
    """ "restart, reinstall, clear cache, nothing" → "tried to restart, tried to reinstall,
    tried to clear cache, nothing": bare steps listed with commas and closed by a result are
    what the customer tried, not instructions."""
    pieces = [piece.strip() for piece in sentence.split(",")]
    # "reload, clear cache, etc.": "etc." names no step
    pieces = [piece for piece in pieces if piece.strip(". ").lower() not in _ET_CETERA]
    if (doing := _gerund_tries(pieces)) is not None:
        return doing
    tried_to = _TRIED_TO.match(pieces[0]) if len(pieces) >= _MIN_COMMA_STEPS else None
    bare = _TRIED_BARE.match(pieces[0]) if len(pieces) >= _MIN_COMMA_STEPS else None
    if tried_to is None and bare is not None:
        # "Tried: force quit, restart phone, offload app": the base form, no "to"
        steps = [pieces[0][bare.end() :], *(p.rstrip(".") for p in pieces[1:])]
        came = [steps.pop()] if _NOTHING_CAME.match(steps[-1]) else []  # "..., nothing"
        told = sum(_bare_step(step) and not _verb_form(step) for step in steps)
        if _bare_step(steps[0]) and told >= max(_MIN_COMMA_STEPS, len(steps) - 1):
            return ", ".join([*(f"tried to {step}" for step in steps), *came])
        return sentence
    if tried_to is not None:
        # "tried to remove, uninstall, clear caches, reinstall, readd the account"; "attempted
        # to reinstall the driver, reconnect the adapter, and reboot the system, but got ..."
        steps = [pieces[0][tried_to.end() :], *pieces[1:]]
        came = []
        if (luck := _LUCK_AFTER.match(steps[-1])) is not None:
            # "..., get a new API key with no luck": the last step and the result of them all
            steps[-1], came = luck.group("step"), [luck.group("came")]
        while len(steps) > 1 and (_RESULT_AFTER.match(steps[-1]) or _NOTHING_CAME.match(steps[-1])):
            came.insert(0, steps.pop())
        steps = [step for piece in steps for step in _and_steps(piece)]
        if len(steps) >= _MIN_COMMA_STEPS and all(_bare_step(piece) for piece in steps):
            return ", ".join([*(f"{tried_to.group(0)}{step}" for step in steps), *came])
        return sentence
    if len(pieces) <= _MIN_COMMA_STEPS or not _NOTHING_CAME.match(pieces[-1]):
        return sentence
    steps = pieces[:-1]
    if not all(
        piece.split()[:1] and piece.split()[0].lower() in IMPERATIVE_STEPS for piece in steps
    ):
        return sentence
    return ", ".join([*(f"tried to {step}" for step in steps), pieces[-1]])
