"""A try told with how often it was tried is a retry, and the count belongs to its text.

"I've tried multiple times and it never goes through", "tried like 5 times already", "I have
tried to submit a transfer a couple of times now": a bank or a shop customer's step is the
retry itself. The verb reader read some of these and not others ("I tried multiple times"
gave nothing, "I have tried numerous times" gave "Try numerous times"), and dropped the
count from some texts ("Use card" for "tried to use my card several times"), so the next
agent could not see that retrying had been done. Here a retry with no task named is
"Retry multiple times", and a task tried again and again keeps its count ("Use card several
times").
"""

from __future__ import annotations

from dataclasses import replace

from support_memory.extraction.steps.action_reading import ActionReading
from support_memory.extraction.steps.action_words import FIX_VERBS
from support_memory.extraction.steps.actions import read_action
from support_memory.patterns import IGNORECASE, compile

_COUNT = (
    r"(?:several|numerous|multiple|many|a few|few|a couple of|a couple|couple of|couple|"
    r"a dozen|\d+|two|three|four|five|six|seven|eight|nine|ten|a hundred)\s*(?:times|x)\b"
    r"|\d+x\b|twice\b|again and again\b|over and over(?: again)?\b|repeatedly\b"
)
_RETRY = compile(
    r"^(?:(?:and|but|so)\s+)?(?:(?:i|we)(?:'ve|'d|\s+have|\s+had)?\s+)?(?:already\s+|also\s+)?"
    r"(?:tried|attempted|retried)\s+(?P<task>.*?)\s*"
    r"(?:(?:like|about|around|over|at least|literally)\s+)?(?P<count>" + _COUNT + r")"
    r"(?P<tail>(?:\s+(?:already|now|today|yesterday|this morning|tonight|so far|in a row|"
    r"with (?:it|this|that|the same)\s*\w*))*)(?:\s*,?\s+(?:and|but|so)\b.*)?\W*$",
    IGNORECASE,
)
_SPELLED = {"a couple": "a couple of", "couple": "a couple of", "couple of": "a couple of"}


def with_the_count(said: str, action: ActionReading | None) -> ActionReading | None:
    """``action`` as a retry when ``said`` tells a try and how often; else unchanged."""
    match = _RETRY.match(said.strip())
    if match is None:
        return action
    count = _count(match.group("count"))
    task = match.group("task").strip()
    if action is not None and action.verb in _FIXES and _names_something(action):
        return action  # "tried to reset my password a couple of times": the fix, as told
    named = bool(task) and task.lower() not in _NO_TASK
    if action is None and named:
        action = read_action(f"I tried {task} {count}")  # "to pay the bill several times"
        if action is None and task.lower().startswith(_CONTACTING):
            return None  # "tried to contact support multiple times": no step
    if action is None or (action.verb == "try" and not named):
        return ActionReading(f"Retry {count}", "retry", tuple(count.split()), "done")
    if action.actor != "self" or action.text is None or action.verb == "try":
        return action
    if count.split()[-1] in action.text.lower().split():
        return action  # "Transfer money numerous times": the count is there
    # "tried to use my card several times": the task, retried
    rest = action.rest if count.split()[-1] in action.rest else (*action.rest, *count.split())
    return replace(action, text=f"{action.text} {count}", rest=rest)


_FIXES = FIX_VERBS - {"try"}
_NO_TASK = frozenset({"it", "again", "it again", "that", "this", "them"})
_CONTACTING = (
    "to contact",
    "contacting",
    "to call",
    "calling",
    "to email",
    "emailing",
    "to reach",
    "reaching",
    "to message",
    "messaging",
    "to ring",
    "ringing",
    "to chat",
    "to speak",
)


def _names_something(action: ActionReading) -> bool:
    """Is the step more than its verb ("Try resend button", not "Try")?"""
    return bool(action.text) and len((action.text or "").split()) > 1


_TRAILING_COUNT = compile(r"\s+(?:" + _COUNT + r")$", IGNORECASE)


def without_count(text: str) -> str:
    """ "Use card several times" → "Use card": the task, for "Cannot use card"."""
    return _TRAILING_COUNT.sub("", text)


def _count(said: str) -> str:
    low = " ".join(said.lower().split())
    if low.endswith("x"):
        number = low[:-1].strip()
        return f"{_SPELLED.get(number, number)} times"
    number = low.removesuffix(" times")
    if number != low:
        return f"{_SPELLED.get(number, number)} times"
    return low
