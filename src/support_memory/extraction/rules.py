"""``RuleExtractor``: deterministic, offline memory extraction from one customer message.

Pipeline (each stage is its own module):

    clauses (split) → actions / outcomes / symptoms / profile facts per clause
    → reading (pending steps settled by outcome scope, incidents matched to history)
    → this module: Memory objects — new ones, and ``evolve``-d updates of history
      (an in-progress attempt that now failed or worked, an incident now resolved or back).

It never writes: the agent persists what ``extract`` returns. Any message up to the limit
is read in linear time (docs/security.md); the ``deadline_s`` budget is the last line of
defence, and memory texts and products are cut at a word boundary to fit the model.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta
from typing import Literal

from support_memory.extraction.clauses.split import is_fallback
from support_memory.extraction.deadline import DEFAULT_BUDGET_S, Deadline, Timer
from support_memory.extraction.language.informal import as_read
from support_memory.extraction.language.lexicon import LOOK_VERBS
from support_memory.extraction.learned.features import word_tokens
from support_memory.extraction.learned.incident_features import IncidentView
from support_memory.extraction.learned.judge import ClauseJudge, LazyScores, default_judge
from support_memory.extraction.learned.status_features import RESULT_KINDS, StatusView
from support_memory.extraction.learned.step_features import StepView
from support_memory.extraction.problems.incidents import content_terms, newest_open, settled_by
from support_memory.extraction.problems.symptoms import has_symptom
from support_memory.extraction.profile.current import (
    KIND_KEY,
    SUPERSEDED_AT,
    SUPERSEDED_BY,
    fact_kind,
    is_current,
)
from support_memory.extraction.profile.products import (
    find_products,
    is_own_product,
    named_as_device,
)
from support_memory.extraction.protocol import Extraction
from support_memory.extraction.reading.history import latest_attempt
from support_memory.extraction.reading.message import read_message
from support_memory.extraction.reading.parties import always_a_step
from support_memory.extraction.reading.state import MessageReading, Step
from support_memory.models import (
    MAX_PRODUCT_LENGTH,
    MAX_TEXT_LENGTH,
    Clock,
    IncidentStatus,
    Memory,
    MemoryType,
    Outcome,
    format_timestamp,
    utc_now,
)
from support_memory.patterns import compile
from support_memory.text import clip_words, term_set

SOURCE = "rules"
TURN_KEY = "turn"  # metadata: when the message that named an attempt was read
RESOLVED_IN_KEY = "resolved_in"  # metadata: the turn of the message that closed an incident
FALLBACK_KEY = "fallback"  # metadata: a plan for if the one before it fails


class RuleExtractor:
    """Extracts ATTEMPT / INCIDENT / PROFILE memories: hand-written language rules, with the
    learned clause judge (``learned/``) making the judgement calls they get wrong on real
    customer language.

    ``deadline_s`` is the CPU-time budget per message (None: no budget); past it, ``extract``
    raises ``ExtractionTimeoutError`` (``timer`` is for tests). ``judge=None`` reads with the
    rules alone."""

    def __init__(
        self,
        *,
        clock: Clock = utc_now,
        deadline_s: float | None = DEFAULT_BUDGET_S,
        timer: Timer | None = None,
        judge: ClauseJudge | Literal["default"] | None = "default",
    ) -> None:
        self._clock = clock
        # The learned judgement layer (learned/): the shipped model unless told otherwise;
        # ``judge=None`` reads with the hand-written rules alone.
        self.judge = default_judge() if judge == "default" else judge
        self.deadline_s = deadline_s
        self._timer = timer

    def extract(self, customer_id: str, message: str, history: Sequence[Memory]) -> Extraction:
        deadline = Deadline(self.deadline_s, self._timer)
        # blanks collapsed before any pattern; "didnt" → "didn't", "gonna" → "going to", typos
        message = as_read(message)
        products = find_products(message)
        own = [n for n in products if is_own_product(n) and not named_as_device(message, n)]
        reading = read_message(message, history, own, deadline, self.judge)
        product = products[0] if products else _profile_product(history)
        builder = _Builder(customer_id, product, history, self._clock, self.judge)
        extraction = builder.build(reading, message)
        deadline.check()
        return extraction


class _Builder:
    def __init__(
        self,
        customer_id: str,
        product: str | None,
        history: Sequence[Memory],
        clock: Clock,
        judge: ClauseJudge | None = None,
    ) -> None:
        self.customer_id = customer_id
        self.judge = judge
        self.product = _clip_product(product)
        self.history = list(history)
        self.clock = clock
        now = clock()
        self.turn = format_timestamp(now)  # tags the attempts of this one message
        self.conversation_since = format_timestamp(now - SAME_CONVERSATION)
        self.out = Extraction()
        self.updated: dict[str, Memory] = {}
        self.kept_open: set[str | None] = set()  # incidents the message says are still open

    def build(self, reading: MessageReading, message: str = "") -> Extraction:
        self.kept_open = {reading.still_open, *reading.kept_open}
        incident_ids = self._incidents(reading, message)
        self._resolve(reading, incident_ids, message)
        self._attempts(reading, incident_ids, message)
        self._history_outcomes(reading, message)
        self._plan_ran_into_a_problem(reading)
        self._take_back(reading)
        self._check_status(reading, incident_ids, message)
        self._profile(reading)
        self.out.updated = list(self.updated.values())
        return self.out

    def _new(self, *, text: str, **fields: object) -> Memory:
        memory = Memory.create(
            text=clip_words(text, MAX_TEXT_LENGTH),
            clock=self.clock,
            customer_id=self.customer_id,
            product=self.product,
            source=SOURCE,
            **fields,
        )
        self.out.new.append(memory)
        return memory

    def _update(self, memory: Memory, **changes: object) -> Memory:
        current = self.updated.get(memory.id, memory)
        evolved = current.evolve(clock=self.clock, **changes)
        self.updated[memory.id] = evolved
        return evolved

    def _incidents(self, reading: MessageReading, message: str = "") -> list[Memory]:
        memories: list[Memory] = []
        new: list[Memory] = []
        before = newest_open(self.history)
        for index, mention in enumerate(reading.mentions):
            if mention.existing is None:
                # the problem told before it: this message's last new one, else the open one
                told = new[-1] if new else before
                if told is not None and not self._keeps_incident(
                    mention.text, told.text, index, (len(new), before is not None), message
                ):
                    memories.append(told)  # told again, a detail or a remark: that problem
                    continue
                new.append(
                    self._new(
                        type=MemoryType.INCIDENT,
                        text=mention.text,
                        status=IncidentStatus.OPEN,
                        metadata={TURN_KEY: self.turn},
                    )
                )
                memories.append(new[-1])
            elif mention.reopen:
                memories.append(self._update(mention.existing, status=IncidentStatus.OPEN))
                self._reopen_told_with(mention.existing)
            else:
                memories.append(mention.existing)
        return memories

    def _keeps_incident(
        self, text: str, told: str, index: int, before: tuple[int, bool], message: str
    ) -> bool:
        """The incident check (``learned/incident_model.py``) on one new incident, told
        after the problem ``told``; ``before``: how many new incidents this message stored
        before it, and whether the customer had one open."""
        if self.judge is None:
            return True
        symptom, shared = has_symptom(text), len(content_terms(text) & content_terms(told))
        if symptom and not shared:
            return True  # a symptom of a thing not told before: a problem of its own
        if not shared and not before[0] and _ANOTHER_ANNOUNCED.search(message):
            # "also separate thing but why did i get charged 15.99 TWICE": the message says a
            # new problem comes, and this first one names nothing of the one told before
            return True
        view = IncidentView(
            clip_words(text, MAX_TEXT_LENGTH),
            index,
            before[0],
            before[1],
            len(message.split()),
            len(self.history),
            symptom,
            shared,
        )
        return self.judge.keeps_incident(view)

    def _check_status(self, reading: MessageReading, incidents: list[Memory], message: str) -> None:
        """The status check (``learned/status_model.py``) on each incident this message is
        about: the ones it tells or settles, and the customer's newest open one. It may close
        one the rules left open or open one they closed; steps keep their outcomes."""
        judge = self.judge
        if judge is None or not judge.checks_status:
            return
        opened = newest_open(self.history)
        touched = [*incidents, *(m for m in self.updated.values() if _incident(m))]
        about = _unique([*touched, *([opened] if opened is not None else [])])
        if not about:
            return
        new = {memory.id: memory for memory in self.out.new}
        before = {memory.id: memory.status for memory in self.history}
        asked = []
        for incident in about:
            current = new.get(incident.id) or self.updated.get(incident.id, incident)
            resolved = current.status is IncidentStatus.RESOLVED
            changed = current.status is not before.get(incident.id, IncidentStatus.OPEN)
            if resolved and changed and reading.problem_undone:
                continue  # "the shower has gone cold" ... "it's hot again": said undone
            if judge.asks_status(resolved, changed):  # most messages: no incident is asked
                asked.append((incident, current, resolved, changed))
        if not asked:
            return
        results = _results(self.out.new, self.history, self.updated)
        tail_start = max(0, len(reading.clauses) - _TAIL)
        kinds, last = _tail_kinds(reading.scores[tail_start:])
        tail = " ".join(clause.text for clause in reading.clauses[tail_start:])
        words = len(message.split())
        for incident, current, resolved, changed in asked:
            view = StatusView(
                resolved,
                changed,
                incident.id in new,
                current.text,
                tail,
                *results,
                kinds,
                last,
                words,
                len(self.history),
                len(about),
                incident.id,
            )
            verdict = judge.settles(view)
            if verdict is True:
                self._resolve_one(current)
            elif verdict is False:
                self._reopen(current)

    def _reopen(self, incident: Memory) -> None:
        new = self._new_one(incident.id)
        if new is not None:
            self._replace_new(new, status=IncidentStatus.OPEN)
        else:
            self._update(incident, status=IncidentStatus.OPEN)

    def _new_one(self, memory_id: str) -> Memory | None:
        """The memory of this message with that id, if this message made it."""
        return next((memory for memory in self.out.new if memory.id == memory_id), None)

    def _replace_new(self, memory: Memory, **changes: object) -> None:
        index = next(i for i, new in enumerate(self.out.new) if new.id == memory.id)
        self.out.new[index] = memory.model_copy(update=changes)

    def _reopen_told_with(self, incident: Memory) -> None:
        """The problem is back: so are the other parts of it told in the same message and
        closed by the same later fix ("warning light keeps coming on and the car wont start"
        ... "the garage replaced the battery and it started fine" ... "dead again, same warning
        light"): the mirror of ``_set_resolved``."""
        turn = incident.metadata.get(TURN_KEY)
        closed_in = incident.metadata.get(RESOLVED_IN_KEY)
        if not turn or not closed_in:
            return  # closed before incidents kept the turn that closed them
        for memory in self.history:
            if (
                memory.type is MemoryType.INCIDENT
                and memory.id != incident.id
                and memory.metadata.get(TURN_KEY) == turn
                and memory.metadata.get(RESOLVED_IN_KEY) == closed_in
                and memory.status is IncidentStatus.RESOLVED
                and memory.id not in self.updated
            ):
                self._update(memory, status=IncidentStatus.OPEN)

    def _resolve(self, reading: MessageReading, incidents: list[Memory], message: str) -> None:
        if not reading.resolved and reading.resolved_before:
            # good news of the problem open before, then a new one: that one is resolved
            before = newest_open(self.history)
            if before is not None:
                self._set_resolved(before)
            return
        if not reading.resolved:
            return
        target: Memory | None = None
        step = reading.worked_step
        if step is not None and step.incident is not None:
            target = incidents[step.incident]
        elif incidents and reading.still_open is None:
            target = incidents[reading.current if reading.current is not None else -1]
        elif (
            step is not None
            or not reading.history_outcomes
            or _news_after_all(reading, message)
            or reading.still_open is not None
        ):
            # not the one a "still" after the news names ("1 refunded today. Still getting
            # logged out": the refund settles the double charge, the log-outs go on)
            history = [m for m in self.history if m.id not in self.kept_open]
            target = settled_by(message, history, self.conversation_since)
        if target is not None:
            self._set_resolved(target)
            if (
                target in incidents
                and reading.worked_step is not None
                and reading.still_open is None
                and not _ANOTHER.search(message)
            ):
                # a fix of this message settles a problem read off it ("Unplugging Echo dot
                # and plugging it back in helped" read "Unplugging Echo dot" as one): the one
                # this conversation was about, told before, is settled too; not good news
                # with no fix ("Cash machine works fine, it's only shops": where it works)
                before = newest_open(self.history)
                if before is not None and before.created_at >= self.conversation_since:
                    self._set_resolved(before)
        if target is not None and _ALL_FINE.search(message):
            for incident in incidents:  # "... now all is correct", "now both work"
                self._resolve_one(incident)
        if target is not None and _ALL_SORTED.search(message):
            # "went down the depot n picked it up myself, all sorted ty": the whole matter of
            # this conversation is settled, every problem told in it
            for memory in self.history:
                if (
                    memory.type is MemoryType.INCIDENT
                    and memory.status is IncidentStatus.OPEN
                    and memory.created_at >= self.conversation_since
                    and memory.id not in self.updated
                ):
                    self._resolve_one(memory)

    def _set_resolved(self, incident: Memory) -> None:
        """Resolve ``incident`` and, when a later message tells the fix, the other open
        incidents read off the message that told it: one problem told in several clauses
        ("Catt stopped working. A scan says no devices found.") is fixed as a whole; but not
        those the message says are still open (``kept_open``)."""
        self._resolve_one(incident)
        turn = incident.metadata.get(TURN_KEY)
        if not turn or turn == self.turn:
            return  # within one message, "it works fine in other games" resolves no fragment
        for memory in [*self.out.new, *self.history]:
            if (
                memory.type is MemoryType.INCIDENT
                and memory.id != incident.id
                and memory.id not in self.kept_open
                and memory.metadata.get(TURN_KEY) == turn
                and self.updated.get(memory.id, memory).status is IncidentStatus.OPEN
            ):
                self._resolve_one(memory)

    def _resolve_one(self, incident: Memory) -> None:
        new = self._new_one(incident.id)
        if new is not None:
            closed = {**new.metadata, RESOLVED_IN_KEY: self.turn}
            self._replace_new(new, status=IncidentStatus.RESOLVED, metadata=closed)
            return
        current = self.updated.get(incident.id, incident)
        if current.status is not IncidentStatus.RESOLVED:
            # which message closed it: a problem back reopens what that message closed
            closed = {**current.metadata, RESOLVED_IN_KEY: self.turn}
            self._update(incident, status=IncidentStatus.RESOLVED, metadata=closed)

    def _attempts(self, reading: MessageReading, incidents: list[Memory], message: str) -> None:
        seen: dict[str, Memory] = {}
        words: int | None = None  # the message's length, counted once if the check asks
        fallback = incidents[0].id if incidents else _id(newest_open(self.history))
        for step in reading.steps:
            outcome = _final_outcome(step)
            if outcome is None or step.reading.text is None:
                continue
            incident_id = incidents[step.incident].id if step.incident is not None else fallback
            text = step.reading.text
            if text.lower() in seen:
                told = seen[text.lower()]
                if _a_step_of_the_fix(told, step, outcome):
                    # "I restarted a few times, no change. ... uninstalled the driver, ticking
                    # the box ..., restarted, ... has worked perfectly since": the restart was
                    # part of the fix; the restart told first failed
                    continue
                self.out.new.remove(seen.pop(text.lower()))
            pronoun = _only_it(step.reading.rest)
            # "will try unplugging the speaker" ... "unplugged it for 30 sec last night"
            named_before = _on_it(step.reading.rest) and _it_named_just_before(reading.steps, step)
            earlier = (
                None
                if named_before
                else _open_attempt(
                    self.history, text, pronoun or _on_it(step.reading.rest) or _no_object(step)
                )
            )  # "update done" (no object) carries out "will try the software update of the tv"
            bare = pronoun or " " not in text.strip() or _no_object(step)  # "resetting it"
            if earlier is None and bare and outcome is not Outcome.IN_PROGRESS and not named_before:
                # "resetting the watch fixes it" ... "this time resetting it doesn't help":
                # the step told before, with what it does now
                # on the problem this message is about, or told in this conversation; never
                # an old attempt on an unrelated problem
                about = {m.id for m in incidents} | {fallback}
                earlier = _settled_attempt(self.history, text, about, self.conversation_since)
                if earlier is not None and _another_power_cycle(earlier, text, outcome):
                    earlier = None  # "rebooted multiple times" ... "power cycling worked"
            if earlier is None and outcome is not Outcome.IN_PROGRESS and not named_before:
                # "a reboot of the router fixed it" ... "a reboot of the router didn't fix it
                # this time": the same step, told by its name again, with its news now
                named_about: set[str | None] = {fallback, *(m.id for m in incidents)}
                earlier = _the_same_attempt(
                    self.history, text, named_about, self.conversation_since
                )
            if (
                earlier is None
                and outcome is Outcome.WORKED
                and _on_it(step.reading.rest)
                and not named_before
            ):
                # "gonna check the tubes in the water tank" ... "one had popped out, pushed it
                # back in n its pouring fine now": the look planned found the fault and fixed it
                earlier = self._plan_looked_into(reading, step, message)
            if earlier is None and outcome is Outcome.WORKED and _a_test_run(step):
                # "cleaned out the filter thing" ... "ran a spin and drain after and it emptied
                # no problem": the run tested the step in hand, which takes the credit
                earlier = self._step_in_hand()
            if earlier is not None and outcome is not Outcome.IN_PROGRESS:
                self._update(earlier, outcome=outcome)
                continue
            if earlier is not None:
                continue
            if self.judge is not None and not always_a_step(step.reading):
                # uncached: a whole message must not push clauses out of the tokens' cache
                words = len(word_tokens.__wrapped__(message)) if words is None else words
                view = _step_view(step, outcome, len(reading.steps), words, len(self.history))
                if not self.judge.keeps_step(view):
                    continue  # the step check: an annotator would not store this one
            seen[text.lower()] = self._new(
                type=MemoryType.ATTEMPT,
                text=text,
                outcome=outcome,
                incident_id=incident_id,
                metadata={TURN_KEY: self.turn}
                | ({FALLBACK_KEY: "yes"} if is_fallback(reading.clauses, step.sentence) else {}),
            )

    def _plan_looked_into(self, reading: MessageReading, step: Step, message: str) -> Memory | None:
        """The look the customer planned last ("check the cable at the back", "try the reset
        button thing"), when it is the latest attempt of all, this message found nothing fine
        in it ("the hose was fine, so I ...") and named no step of its own before ("pressed
        the reset button on the back and repaired it": that button is the fix)."""
        latest = self._step_in_hand()
        before = reading.steps[: reading.steps.index(step)]
        if (
            any(s.reading.actor == "self" and not _on_it(s.reading.rest) for s in before)
            or latest is None
            or latest.text.split()[0].lower() not in _LOOK_PLANS
            or _LOOKED_FINE.search(message) is not None
        ):
            return None
        return latest

    def _step_in_hand(self) -> Memory | None:
        """The attempt told last, if its outcome is still to come."""
        latest = latest_attempt(self.history)
        if latest is None or latest.outcome is not Outcome.IN_PROGRESS or latest.id in self.updated:
            return None
        return latest

    def _undo_last_failure(self) -> bool:
        """ "ok i factory reset the router and now nothing works" ... "nvm the lights came back
        and its all working now": the attempt the customer failed last, in this
        conversation, worked after all. False when there is none to undo."""
        unsettled = [m for m in self.history if m.id not in self.updated]
        latest = latest_attempt(unsettled)
        if (
            latest is None
            or latest.outcome is not Outcome.FAILED
            or latest.updated_at < self.conversation_since
        ):
            return False
        self._update(latest, outcome=Outcome.WORKED)
        own = _by_id(self.history, latest.incident_id)
        others = [m for m in self.history if own is None or m.id != own.id]
        for incident in (own, newest_open(others)):  # "its all working now": the problem too
            if incident is not None and incident.status is IncidentStatus.OPEN:
                self._set_resolved(incident)
        return True

    def _plan_ran_into_a_problem(self, reading: MessageReading) -> None:
        """ "I will dispute the charge through your app" … "The dispute form in the app gives
        an error at the very last step": a new problem, with no step and no outcome told, that
        names what a step in hand does (its verb, as a word of the problem) fails that step."""
        if reading.steps or reading.history_outcomes:
            return
        new_problems = [m.text.lower() for m in reading.mentions if m.existing is None]
        if not new_problems:
            return
        for memory in reversed(self.history):
            if (
                memory.type is not MemoryType.ATTEMPT
                or memory.outcome is not Outcome.IN_PROGRESS
                or memory.id in self.updated
            ):
                continue
            verb = memory.text.split()[0].lower()[:_STEM] if memory.text else ""
            if len(verb) >= _STEM and any(
                word.startswith(verb) for text in new_problems for word in text.split()
            ):
                self._update(memory, outcome=Outcome.FAILED)
            return  # only the latest step in hand

    def _take_back(self, reading: MessageReading) -> None:
        """ "Spoke too soon, it's started disconnecting again": the latest fix failed after all,
        and the incident it resolved is open again."""
        if not reading.takes_back:
            return
        failed_now = [
            m
            for m in self.history
            if m.type is MemoryType.ATTEMPT
            and m.outcome is Outcome.WORKED
            and self.updated.get(m.id, m).outcome is Outcome.FAILED
        ]
        if not failed_now:
            self._fail_the_last_fix(only_if_latest=False)
        for attempt in failed_now:  # "ugh its back ... reinstall didnt last": named, failed
            incident = _by_id(self.history, attempt.incident_id)
            if incident is not None and incident.status is IncidentStatus.RESOLVED:
                self._update(incident, status=IncidentStatus.OPEN)
                self._reopen_told_with(incident)

    def _fail_the_last_fix(self, *, only_if_latest: bool) -> None:
        """The latest worked attempt failed after all; the incident it resolved is open again.
        ``only_if_latest``: only when that fix is the last attempt the customer told of and it
        resolved its incident ("works now" ... "still happening"), not an older fix of another
        problem or a workaround that left the problem open."""
        unsettled = [m for m in self.history if m.id not in self.updated]
        latest = latest_attempt(
            [m for m in unsettled if m.type is MemoryType.ATTEMPT and m.outcome is Outcome.WORKED]
        )
        if latest is None:
            if not only_if_latest:
                self._reopen_the_last_closed(unsettled)
            return
        incident = _by_id(self.history, latest.incident_id)
        if only_if_latest and (
            latest_attempt(unsettled) != latest
            or incident is None
            or incident.status is not IncidentStatus.RESOLVED  # a workaround: the problem stays
        ):
            return
        if (
            incident is not None
            and incident.status is IncidentStatus.OPEN
            # the rules closed it with this fix and the status check opened it again: "its
            # been ok since yesterday" ... "nvm its back doing it again" is news of the fix
            and incident.metadata.get(RESOLVED_IN_KEY) != latest.metadata.get(TURN_KEY)
        ):
            return  # a workaround left the problem open: its coming back is no news of the step
        self._update(latest, outcome=Outcome.FAILED)
        turn = latest.metadata.get(TURN_KEY)
        for other in unsettled:  # "did the reset of the wifi (pressing the button ...)": the
            # other steps the same good news credited, on the same problem, failed with it
            if (
                other is not latest
                and other.type is MemoryType.ATTEMPT
                and other.outcome is Outcome.WORKED
                and other.incident_id == latest.incident_id
                and turn is not None
                and other.metadata.get(TURN_KEY) == turn
            ):
                self._update(other, outcome=Outcome.FAILED)
        if incident is not None and incident.status is IncidentStatus.RESOLVED:
            self._update(incident, status=IncidentStatus.OPEN)
            self._reopen_told_with(incident)  # the other parts of it, closed by that fix

    def _reopen_the_last_closed(self, unsettled: list[Memory]) -> None:
        """ "this worked" ... "It worked, but only for a few minutes": good news with no step
        closed the incident in the customer's last message; taken back, it is open again."""
        turns = [
            str(m.metadata[key])
            for m in self.history
            for key in (TURN_KEY, RESOLVED_IN_KEY)
            if m.metadata.get(key)
        ]
        last_turn = max(turns, default=None)
        for incident in unsettled:
            if (
                incident.type is MemoryType.INCIDENT
                and incident.status is IncidentStatus.RESOLVED
                and last_turn is not None
                and incident.metadata.get(RESOLVED_IN_KEY) == last_turn
            ):
                self._update(incident, status=IncidentStatus.OPEN)

    def _history_outcomes(self, reading: MessageReading, message: str) -> None:
        """An outcome told before any step of this message settles the attempts in hand.

        "Still offline." / "That did not help, but reinstalling the driver fixed it.": the
        outcome comes first, so it belongs to the latest in-progress attempt of history.
        """
        if not reading.history_outcomes:
            return
        signal = reading.history_outcomes[0]
        if reading.never_mind and signal.polarity is Outcome.WORKED and self._undo_last_failure():
            return
        in_progress = [
            m
            for m in self.history
            if m.type is MemoryType.ATTEMPT
            and m.outcome is Outcome.IN_PROGRESS
            and m.id not in self.updated  # named again in this message: already settled
        ]
        if not in_progress:
            kept = reading.still_open  # "1 refunded today. Still getting logged out"
            history = [m for m in self.history if m.id != kept] if kept else self.history
            if signal.polarity is Outcome.WORKED and (
                incident := settled_by(message, history, self.conversation_since)
            ):
                self._set_resolved(incident)
            elif (
                signal.polarity is Outcome.FAILED
                and any(told.state for told in reading.history_outcomes)
                and _STILL.search(message) is not None
                and _RECURS.search(message) is None
                and not any(mention.existing is None for mention in reading.mentions)
                and not _about_other_things(message, self.history)
            ):
                # "works now" ... "Im still having this issue": the fix did not hold. A problem
                # that comes back ("crashing again") keeps its known fix, and a new problem
                # ("also my printer won't print, still offline") says nothing of the old one.
                self._fail_the_last_fix(only_if_latest=True)
            return
        if (
            signal.polarity is Outcome.FAILED
            and _ANOTHER.search(message) is not None
            and (
                any(mention.existing is None for mention in reading.mentions)
                or _says_nothing_of(message, in_progress[-1], self.history)
            )
        ):
            # "ok ill email the branch manager tmrw" ... "oh n also my key fob stopped working
            # again": a new problem told, no news of the plan
            return
        latest = in_progress[-1]
        if (
            signal.polarity is Outcome.WORKED
            and _SOMEONE_HAD_IT.search(message) is not None
            and not any(_ASKED_THEM.search(m.text) for m in in_progress)
        ):
            # "(checked porch, bins) ... nvm the lady next door had it all along. all good
            # now": found by somebody else, no credit to the customer's looks
            incident = _by_id(self.history, latest.incident_id) or newest_open(self.history)
            if incident is not None and incident.status is IncidentStatus.OPEN:
                self._set_resolved(incident)
            return
        # a fallback plan waits on the plan before it: news of "that" is news of that plan
        backed = [m for m in in_progress if not m.metadata.get(FALLBACK_KEY)] or in_progress
        if signal.scope != "nearest":
            targets = [m for m in backed if m.incident_id == latest.incident_id] or [backed[-1]]
        elif signal.polarity is Outcome.WORKED:
            # "Works now" after a message with several steps credits that message's chain
            turn = latest.metadata.get(TURN_KEY)
            targets = [m for m in in_progress if turn and m.metadata.get(TURN_KEY) == turn]
            targets = targets or [latest]
            nth = reading.nth_in_hand
            if nth is not None and len(targets) > 1 and nth <= len(targets):
                # "the second thing worked": that one; those told before it were tried first
                for tried in targets[: nth - 1]:
                    self._update(tried, outcome=Outcome.FAILED)
                targets = [targets[nth - 1]]
            else:  # "that worked": not the fallback kept for if the first failed
                targets = [m for m in targets if not m.metadata.get(FALLBACK_KEY)] or targets
        else:
            targets = [backed[-1]]
        for memory in targets:
            self._update(memory, outcome=signal.polarity)
        if signal.polarity is Outcome.WORKED:
            incident = _by_id(self.history, latest.incident_id) or newest_open(self.history)
            if incident is not None and incident.status is IncidentStatus.OPEN:
                self._set_resolved(incident)

    def _profile(self, reading: MessageReading) -> None:
        """New facts, and older facts of the same kind marked superseded (kept as history)."""
        current = [m for m in self.history if m.type is MemoryType.PROFILE and is_current(m)]
        known = {m.text.lower() for m in current}
        told = [fact.text.lower() for fact in reading.facts]
        for fact in reading.facts:
            if fact.text.lower() in known or _said_more_exactly(fact.text, [*known, *told]):
                continue  # "Uses Windows" beside (or after) "Uses Windows 11"
            known.add(fact.text.lower())
            memory = self._new(
                type=MemoryType.PROFILE, text=fact.text, metadata={KIND_KEY: fact.kind}
            )
            product = _clip_product(fact.product)
            if product is not None and memory.product != product:
                self.out.new[-1] = memory.model_copy(update={"product": product})
            if fact.kind.startswith("product:"):
                continue
            for older in current:
                if older.text.lower() != fact.text.lower() and fact_kind(older) == fact.kind:
                    marks = {SUPERSEDED_BY: memory.id, SUPERSEDED_AT: self.turn}
                    self._update(older, metadata={**older.metadata, **marks})


def _said_more_exactly(fact: str, others: Sequence[str]) -> bool:
    """Is ``fact`` ("Uses Windows") the start of another fact ("Uses Windows 11")?"""
    prefix = f"{fact.lower()} "
    return any(other.startswith(prefix) for other in others)


def _step_view(
    step: Step, outcome: Outcome, steps: int, message_words: int, history_size: int
) -> StepView:
    """What the step check sees of a step about to be stored (``learned/step_features``)."""
    reading = step.reading
    return StepView(
        text=reading.text or "",
        outcome=outcome.value,
        said=step.said,
        mode=reading.mode,
        verb=reading.verb,
        inferred=step.inferred,
        doubtful=step.doubtful,
        context=step.context,
        sentence=step.sentence,
        has_incident=step.incident is not None,
        steps_in_message=steps,
        message_words=message_words,
        history_size=history_size,
    )


def _clip_product(product: str | None) -> str | None:
    return clip_words(product, MAX_PRODUCT_LENGTH) if product else product


def _final_outcome(step: Step) -> Outcome | None:
    if step.reading.actor != "self":
        return None
    if step.reading.mode == "fragment":
        return None
    if step.outcome is not None:
        return step.outcome
    return None if step.reading.mode == "needs_outcome" else Outcome.IN_PROGRESS


# plans of a look at the thing itself, carried out by a fix of what the look found
_LOOK_PLANS = LOOK_VERBS | {"try"}
_LOOKED_FINE = compile(
    r"(?i)\b(?:was|were|looked|seemed)\s+(?:all\s+)?(?:fine|ok|okay|good|"
    r"alright|all right)\b|\bnothing wrong\b|\bno (?:kinks?|damage|problem)\b"
)


# a run that tests the machine ("ran a spin and drain", "did a full wash", "ran a test print"),
# no fix of its own (not "ran the cleaning cycle", "ran a descale")
_TEST_RUN_VERBS = frozenset({"run", "do"})
_TEST_RUN_WORDS = frozenset(
    {"a", "an", "the", "another", "full", "quick", "short", "normal", "empty", "test", "spin"}
    | {"drain", "rinse", "wash", "cycle", "load", "programme", "program", "print", "page", "and"}
)
_TEST_RUN_HEADS = frozenset({"spin", "drain", "rinse", "wash", "cycle", "load", "print"})


def _a_test_run(step: Step) -> bool:
    """ "ran a spin and drain", "did a full wash", "ran a test print": a run of the machine
    that shows whether the step before it worked."""
    words = [p for w in step.reading.rest for p in w.lower().strip(",.!").split("-") if p]
    return (
        step.reading.verb in _TEST_RUN_VERBS
        and step.reading.actor == "self"
        and bool(words)
        and all(w in _TEST_RUN_WORDS for w in words)
        and any(w in _TEST_RUN_HEADS for w in words)
    )


def _a_step_of_the_fix(told: Memory, step: Step, outcome: Outcome) -> bool:
    """Is ``step`` (told again in this message, bare: "restarted") one move of a fix made of
    several, after the same step told with its own failure?"""
    return (
        told.outcome is Outcome.FAILED
        and outcome is Outcome.WORKED
        and step.reading.subjectless
        and not step.reading.rest
    )


def _only_it(rest: Sequence[str]) -> bool:
    """ "updated it", "reset them": the step's object is the thing named before."""
    return [w.lower().strip(",.!") for w in rest] in (["it"], ["them"])


def _it_named_just_before(steps: Sequence[Step], step: Step) -> bool:
    """ "downloaded the APK from your web page, installed it": "it" is the thing the step
    just before named, not the thing of a plan told in an earlier message."""
    index = next((i for i, s in enumerate(steps) if s is step), 0)
    before = steps[index - 1] if index else None
    return (
        before is not None
        and before.sentence == step.sentence
        and before.reading.actor == "self"
        and before.reading.mode != "in_progress"
        and not _on_it(before.reading.rest)
        and any(w.lower() not in _NO_OBJECT for w in before.reading.rest)
    )


def _on_it(rest: Sequence[str]) -> bool:
    """ "unplugged it for 30 sec": the step acted on "it" first, whatever it adds."""
    return bool(rest) and rest[0].lower().strip(",.!") in {"it", "them"}


def _news_after_all(reading: MessageReading, message: str) -> bool:
    """ "No it does not. In fact its working perfectly now.": a failure told first, then good
    news of how things are now, told last (not "I need to restart my tablet to work")."""
    first, last = reading.history_outcomes[0], reading.history_outcomes[-1]
    return (
        first.polarity is Outcome.FAILED
        and last.polarity is Outcome.WORKED
        and last.state
        and _NOW_FIXED.search(message) is not None
    )


_NOW_FIXED = compile(r"(?i)\b(?:now|fixed|solved|sorted|resolved)\b")


def _open_attempt(history: Sequence[Memory], text: str, pronoun: bool = False) -> Memory | None:
    """The attempt in progress that a step told now carries out: the same text, or the same
    verb on a thing in common ("will try moving it closer to the meter" → "moved it to the
    hallway right next to the meter"; "will try with my other card" → "other card went
    through"), or the same verb on "it" ("gonna update the wifi driver" → "updated it")."""
    open_ones = [
        m
        for m in reversed(history)
        if m.type is MemoryType.ATTEMPT and m.outcome is Outcome.IN_PROGRESS
    ]
    exact = next((m for m in open_ones if _plain(m.text) == _plain(text)), None)
    return exact or next((m for m in open_ones if _carries_out(m.text, text, pronoun)), None)


# Messages this close together are one conversation (the escalation's default session gap)
SAME_CONVERSATION = timedelta(minutes=30)
_STILL = compile(r"(?i)\bstill\b")
_OTHER_TERMS = 3  # "but the bill is still the estimated one, £186 ...": this many, none shared


def _about_other_things(message: str, history: Sequence[Memory]) -> bool:
    """ "unplugged the display, its showing live usage again" ... "but the bill is still the
    estimated one, £186 when we normally pay like 90": a "still" said of things that neither
    the latest fix nor the problem it resolved names is no news of that fix."""
    fixed = latest_attempt(
        [m for m in history if m.type is MemoryType.ATTEMPT and m.outcome is Outcome.WORKED]
    )
    return fixed is not None and _says_nothing_of(message, fixed, history)


def _says_nothing_of(message: str, attempt: Memory, history: Sequence[Memory]) -> bool:
    """Does ``message`` name things enough, none of them the attempt's or its problem's?"""
    incident = _by_id(history, attempt.incident_id)
    known = content_terms(attempt.text) | (
        content_terms(incident.text) if incident else frozenset()
    )
    said = content_terms(message)
    return len(said) >= _OTHER_TERMS and not said & known


_STEM = 5  # "dispute" in "the dispute form", "update" in "the driver update fails"
_RECURS = compile(r"(?i)\b(?:again|back|returned|came back|comes back)\b")


def _settled_attempt(
    history: Sequence[Memory], text: str, incidents: set[str | None], since: str
) -> Memory | None:
    """The latest settled attempt with the same verb as ``text`` (a step on "it"), on one
    of ``incidents`` or updated at ``since`` or later."""
    verb = _verb_family(text)
    return next(
        (
            m
            for m in reversed(history)
            if m.type is MemoryType.ATTEMPT
            and m.outcome is not Outcome.IN_PROGRESS
            and (m.incident_id in incidents or m.updated_at >= since)
            and _verb_family(m.text) == verb
        ),
        None,
    )


def _the_same_attempt(
    history: Sequence[Memory], text: str, incidents: set[str | None], since: str
) -> Memory | None:
    """The latest settled attempt with ``text`` word for word, on one of ``incidents`` or
    updated at ``since`` or later."""
    said = text.lower()
    return next(
        (
            m
            for m in reversed(history)
            if m.type is MemoryType.ATTEMPT
            and m.outcome is not Outcome.IN_PROGRESS
            and (m.incident_id in incidents or m.updated_at >= since)
            and m.text.lower() == said
        ),
        None,
    )


_RESTARTS = frozenset({"restart", "reboot", "powercycle", "power", "unplug"})


def _another_power_cycle(earlier: Memory, text: str, outcome: Outcome) -> bool:
    """A restart of another kind that worked where the one told before failed ("rebooted
    multiple times" ... "power cycling worked"): a step of its own, not that one's news."""
    said = _plain(text).split()[:1]
    return (
        earlier.outcome is Outcome.FAILED
        and outcome is Outcome.WORKED
        and bool(said)
        and _plain(earlier.text).split()[:1] != said
    )


def _verb_family(text: str) -> str:
    """A step's verb, with every power cycle one: "the restart only helped for a day" is
    told of "Switch inverter off at AC isolator and back on" (or "Unplug router and plug
    back in", "Power-cycle modem")."""
    words = _plain(text).split()
    verb = words[0] if words else ""
    if verb in {"restart", "reboot", "powercycle"}:
        return "restart"
    if verb in _RESTARTS | {"switch", "turn"} and "off" in words[1:] and "on" in words[1:]:
        return "restart"
    if verb == "unplug" and any(w.startswith("plug") for w in words[1:]):
        return "restart"
    return verb


# words after a verb that name no object: "restarting only fixes it for an hour"
_NO_OBJECT = frozenset({"only", "just", "again", "too", "also", "once", "twice", "now", "then"})


def _no_object(step: Step) -> bool:
    """ "restarting only (fixes it for an hour)": a bare verb the reader gave the application
    as object, for want of one."""
    return (
        step.reading.text is not None
        and step.reading.text.endswith(" application")
        and all(word.lower() in _NO_OBJECT for word in step.reading.rest)
    )


def _plain(text: str) -> str:
    """ "Re-map" and "Remap" are one step."""
    return text.lower().replace("-", "")


# one step, two verbs: "going to turn it off at the wall" ... "switched it off at the wall"
_SAME_VERB = {"switch": "turn", "reboot": "restart"}
# "gonna ring my bank" ... "spoke to bank, they say ...": the call planned, made
_SAME_VERB |= {"speak": "call", "talk": "call", "chat": "call", "phone": "call"}
_SHARED_TERMS = 2  # a plan told with another verb is carried out when this many terms recur


def _compound_verbs(planned: str) -> set[str]:
    """ "Delete and reinstall" → {"delete", "reinstall"}: the verbs of a step of two verbs."""
    parts = _plain(planned).split(" and ")
    return {part.split()[0] for part in parts[1:] if part.split()} | (
        {parts[0].split()[0]} if len(parts) > 1 and parts[0].split() else set()
    )


# how or where a plan on "it" was to be done, its object left unsaid ("Clean with toothbrush")
_HOW_WORDS = frozenset({"with", "using", "via"})


def _carries_out(planned: str, done: str, pronoun: bool = False) -> bool:
    verb, _, planned_rest = _without_kind(_plain(planned)).partition(" ")
    done_verb, _, done_rest = _without_kind(_plain(done)).partition(" ")
    if pronoun and done_verb in _compound_verbs(planned):
        return True  # "gonna try deleting n reinstalling it" ... "reinstalled it, still the same"
    if done_verb in _DID_THE_THING and done_rest.strip():
        # "going to try poking it with a straw" ... "did the straw thing": the plan, named
        # by what it was done with
        named = term_set(done_rest)
        return bool(named) and named <= term_set(planned_rest)
    if _SAME_VERB.get(verb, verb) != _SAME_VERB.get(done_verb, done_verb):
        # "will try plugging the cable into a different port on the router" ... "moved the
        # cable to the other port on the router": told with another verb, most of what was
        # done is what was planned
        shared = term_set(planned) & (done_terms := term_set(done))
        return len(shared) >= _SHARED_TERMS and 2 * len(shared) >= len(done_terms)
    if pronoun or not done_rest.strip():
        return True  # "updated it"; "going to descale it tonight" ... "did the descaling"
    if planned_rest.split()[:1] and planned_rest.split()[0] in _HOW_WORDS:
        return True  # "I will clean it with toothbrush" ... "I cleaned pin and hole in the base"
    planned_terms, done_terms = term_set(planned_rest), term_set(done_rest)
    return not planned_terms or bool(planned_terms & done_terms)


# "did the straw thing", "tried the straw": a plan named by one of its words
_DID_THE_THING = frozenset({"try", "do"})
# "Factory reset" planned, "did the reset" told: the kind of the step said first
_STEP_KINDS = frozenset({"factory", "hard", "soft", "full", "complete"})


def _without_kind(text: str) -> str:
    words = text.split()
    return " ".join(words[1:]) if len(words) > 1 and words[0] in _STEP_KINDS else text


def _profile_product(history: Sequence[Memory]) -> str | None:
    products = [m.product for m in history if m.type is MemoryType.PROFILE and m.product]
    return products[-1] if products else None


def _by_id(history: Sequence[Memory], memory_id: str | None) -> Memory | None:
    return next((m for m in history if m.id == memory_id), None) if memory_id else None


# good news said of everything the message told: every problem of the message is gone
_ALL_FINE = compile(
    r"(?i)\b(?:now|and)\s+(?:(?:it'?s|its|it is)\s+)?(?:all|everything|both(?: of them)?)\s+"
    r"(?:is |are |'s )?(?:correct|fine|good|ok|okay|working|work|works|sorted|fixed|normal|back)\b"
)


# "another problem", "separate thing", "on an unrelated note": a second problem announced
_ANNOUNCED = (
    r"\b(?:another|other|second|separate|different|new|one more|unrelated)\s+(?:problem|"
    r"issue|thing|question|bug|fault)|\b(?:on|in) (?:a|an) (?:unrelated|separate) note\b"
)
_ANOTHER_ANNOUNCED = compile(f"(?i){_ANNOUNCED}")
# ... or "also my scanner ...": a second problem told, not the first told again
_ANOTHER = compile(rf"(?i){_ANNOUNCED}|\balso,?\s+(?:the|my|our)\b")

# "nvm the lady next door had it all along", "the driver left it with her": somebody else
# had the thing, so the good news is no news of the customer's looks for it
_SOMEONE_HAD_IT = compile(
    r"(?i)\b(?:next door|neighbou?rs?|reception|concierge|front desk|landlord|porter|caretaker|"
    r"flatmate|housemate|husband|wife|partner|son|daughter|mum|mom|dad|lady|guy|man|woman)"
    r"(?: \w+){0,3} (?:had|has had|has|took in|taken in|picked up) (?:it|them|my \w+|the \w+)"
    r"(?: all along)?\b|\bleft (?:it|them) (?:w|with|at) (?:her|him|them|my|the|next door|"
    r"reception|a neighbou?r)\b"
)
# ... unless the customer's plan was to ask them ("will check with the neighbours")
_ASKED_THEM = compile(
    r"(?i)\b(?:neighbou?rs?|next door|door|knock|ask|reception|concierge|landlord|porter|"
    r"caretaker|her|him|them)\b"
)
# "all sorted ty", "everything's sorted now, thanks": the customer closing the whole matter
_ALL_SORTED = compile(
    r"(?i)\b(?:all|everything(?:'s| is)?)\s+(?:sorted|resolved|fixed|good)(?:\s+now)?"
    r"(?:\W+(?:ty|thanks|thank you|thx|cheers|ta|now))*\W*$"
)


def _id(memory: Memory | None) -> str | None:
    return memory.id if memory is not None else None


_TAIL = 3  # the last clauses the status check reads: where a message tells how things stand


def _incident(memory: Memory) -> bool:
    return memory.type is MemoryType.INCIDENT


def _unique(memories: Sequence[Memory]) -> list[Memory]:
    seen: dict[str, Memory] = {}
    for memory in memories:
        seen.setdefault(memory.id, memory)
    return list(seen.values())


def _results(
    new: Sequence[Memory], history: Sequence[Memory], updated: dict[str, Memory]
) -> tuple[int, int, int]:
    """How many steps this message stored or settled as worked, failed and in progress."""
    counts = dict.fromkeys(Outcome, 0)
    before = {memory.id: memory.outcome for memory in history}
    for memory in [*new, *updated.values()]:
        outcome = memory.outcome
        if memory.type is MemoryType.ATTEMPT and outcome and before.get(memory.id) is not outcome:
            counts[outcome] += 1
    return counts[Outcome.WORKED], counts[Outcome.FAILED], counts[Outcome.IN_PROGRESS]


def _tail_kinds(
    scores: Sequence[LazyScores | None],
) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """The clause model's highest P(kind) over the message's last clauses, per
    ``RESULT_KINDS``, and the last clause's own."""
    rows = [[row.get().probs[kind] for kind in RESULT_KINDS] for row in scores if row is not None]
    if not rows:
        return (), ()
    return tuple(max(column) for column in zip(*rows, strict=True)), tuple(rows[-1])
