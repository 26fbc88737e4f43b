"""Reading a whole message: clauses in order → steps, outcomes, incidents, facts.

The reader walks the clauses once, keeping what is still *pending* (a step with no outcome
yet). An outcome clause settles pending steps by scope — "that did not help" the nearest,
"neither helped" / "no change" / "still crashing" all of them. An outcome with no step in
the message is kept for the customer's in-progress attempts in history (a follow-up like
"Still offline."). A symptom clause names an incident (new, the same as one already known,
or a recurrence of a resolved one), and a fresh symptom right after pending steps fails them
("I reinstalled it and now it won't open").
"""

from __future__ import annotations

import itertools
import logging
from collections.abc import Sequence
from dataclasses import replace

from support_memory.extraction.clauses.grammar import QUESTION_START
from support_memory.extraction.clauses.split import Clause, split_clauses
from support_memory.extraction.deadline import Deadline
from support_memory.extraction.language.lexicon import (
    ERRAND_WORDS,
    FAULT_GERUNDS,
    LOOK_VERBS,
    PROGRAMMED_APPLIANCES,
    SOFTWARE_WORDS,
    THIRD_PARTIES,
    TRADESPEOPLE,
)
from support_memory.extraction.learned.judge import ClauseJudge, Verdict
from support_memory.extraction.learned.kinds import ClauseKind
from support_memory.extraction.outcomes.detect import OutcomeSignal, detect_outcome, is_workaround
from support_memory.extraction.outcomes.found_it import owns_up
from support_memory.extraction.outcomes.good_news import about_something_else, hedged
from support_memory.extraction.outcomes.problem_undone import (
    cooling_lost_again,
    light_still_on,
    problem_verb_done,
    still_doing_it,
    symptom_gone,
    warmth_back,
)
from support_memory.extraction.outcomes.tables import GOOD_NEWS_LEAD, TEMPORARY
from support_memory.extraction.problems.antecedent import (
    NOT_ARRIVED,
    first_thing,
    has_object_pronoun,
    has_subject_it,
    last_thing,
    sent_by,
    with_antecedent,
    with_subject,
)
from support_memory.extraction.problems.causes import (
    explains_the_news,
    found_by_a_check,
    uncovered_by_step,
)
from support_memory.extraction.problems.diagnostics import (
    TEST_VERBS,
    borrowed_try,
    checked_sound,
    conditional_success,
    drop_swap_tries,
    is_condition,
    is_diagnostic,
    part_ruled_out,
)
from support_memory.extraction.problems.incidents import (
    content_terms,
    matching_incident,
    newest_open,
    same_incident,
)
from support_memory.extraction.problems.plain import (
    NOT_THAT_ONE,
    not_a_solution,
    plain_problem_text,
    verdict_named,
)
from support_memory.extraction.problems.replacements import THEIR_REPLACEMENT, replacement_came
from support_memory.extraction.problems.symptoms import (
    NOT_WORK,
    WRONG_THING_CAME,
    contrasts_a_reading,
    has_symptom,
    incident_text,
    problem_thing,
    says_nothing_wrong,
    tells_no_fault,
)
from support_memory.extraction.profile.facts import (
    is_fact_label,
    left_behind_facts,
    profile_facts,
)
from support_memory.extraction.profile.products import (
    is_formal_sign_off,
    is_own_product,
    is_sign_off,
    is_signature,
)
from support_memory.extraction.reading.after_the_news import (
    NOW_WORDS,
    PERSISTENCE,
    accepted_after,
    good_news,
    new_problem_after_the_news,
    takes_the_news_back,
)
from support_memory.extraction.reading.clause_kinds import (
    HEDGE,
    block_kind,
    failed_with_detail,
    is_symptom,
    reports_all_well,
    reports_state,
    reports_symptom,
)
from support_memory.extraction.reading.did_not_hold import (
    fail_fixes_that_did_not_hold,
    news_of_one_thing,
)
from support_memory.extraction.reading.halves import (
    fold_taking_out_into_the_work,
    fold_uninstall_into_reinstall,
    fold_wait_into_power_cycle,
)
from support_memory.extraction.reading.history import latest_attempt
from support_memory.extraction.reading.necessary import credit_necessary_steps
from support_memory.extraction.reading.parties import (
    always_a_step,
    no_answer_from_the_party,
    party_reached_before,
    said_by_someone_reached,
)
from support_memory.extraction.reading.persisting import (
    fail_steps_before_the_last_one,
    fail_steps_said_against_the_problem,
    fail_tried_steps,
    fail_tries_met_with_but,
    looks_where_it_hides,
)
from support_memory.extraction.reading.pronouns import act_on_it, name_pronoun_objects
from support_memory.extraction.reading.settle import (
    add_step,
    checked_fine,
    credit_fix_told_after_the_news,
    found_all_well,
    lasts_a_while,
    note_worked,
    settle_inline,
)
from support_memory.extraction.reading.state import Mention, MessageReading, Step
from support_memory.extraction.reading.switched import name_the_setting, switch_the_mode
from support_memory.extraction.reading.tasks import (
    TRIED_SAID,
    drop_background_purchases,
    drop_installing_the_product,
    drop_look_that_found,
    drop_setup_that_worked,
    drop_tasks_named_as_problem,
    drop_waiting_for_delivery,
    found_where_mail_hides,
    is_tried_task,
    task_tried,
)
from support_memory.extraction.reading.telegraphic import step_named_bare, step_told_in_shorthand
from support_memory.extraction.steps.action_reading import ActionReading
from support_memory.extraction.steps.action_words import (
    BILLING,
    CHANGE_VERBS,
    HAD_TO,
    LEARNER_PRESENT_WITH_RESULT,
    MEANTIME,
    TAKEN_BACK,
)
from support_memory.extraction.steps.actions import read_action
from support_memory.extraction.steps.objects import split_objects
from support_memory.extraction.steps.plain import plain_step
from support_memory.extraction.steps.retries import with_the_count, without_count
from support_memory.extraction.steps.verbs import is_past, lemma
from support_memory.models import IncidentStatus, Memory, MemoryType, Outcome
from support_memory.patterns import IGNORECASE, compile, word_not
from support_memory.text import capitalised

log = logging.getLogger(__name__)

MAX_CLAUSES = 400
_SHORT = 2  # clauses: a message this short is about its steps, doubted or not
MAX_MENTIONS = 20  # distinct problems one message can name (a real one names one to three)
# Clauses the model judges; the rest of a longer message is read by the rules alone. A real
# message has up to about fifty clauses: this bounds the model's share of a flood.
MAX_JUDGED = 60
# Clauses that describe a problem already named in the sentence ("..., it says ...").
_DETAIL = compile(
    r"(?:it|which|that|this)?\s*(?:says|said|shows|showed|gives|gave|displays|reads|tells me|"
    r"saying|showing|with)\b|error\b|code\b"
)
# a supply gone, told bare after the fault that took it: "(boiler shows F28,) no hot water"
_SUPPLY_GONE = compile(
    r"^(?:and\s+)?no (?:hot water|heating|heat|power|electricity|gas|water|internet|wifi|signal|"
    r"service|data|sound|picture)\b"
)
# what supplies it, with a fault code or a fault: "boiler is showing F28", "router is down"
_SUPPLIER = compile(
    r"\b(?:boiler|combi|heating|water heater|immersion|router|hub|modem|broadband|tv box|"
    r"[a-z]{1,2}\d{1,3})\b"
)
_NEGATED = compile(r"(?i)n't\b|\b(?:not|cannot|never|no|unable|stopped|fails?)\b")
_SWAPPED_IN = compile(
    r"(?i)^(?:a |an )?(?:new|fresh|different|another|spare|second|other) [\w-]+(?: [\w-]+)?$"
)
# "new problem: ...", "another issue": the next thing told, not a thing swapped in
_NOT_SWAPPABLE = frozenset({"problem", "problems", "issue", "issues", "error", "bug", "question"})
_RECURS = compile(r"\b(?:keeps?|kept|always|constantly|continues to)\b")
_HABITUAL = compile(r"(?i)\b(?:keeps?|kept|keeps on|continues to|always|constantly)\s*$")
_DANGLING = compile(
    r"(?i)(?:\s+(?:with|and|but|to|for|by|then|yet|,|has|have|had|usually|normally|always|"
    r"generally|reliably|immediately|instantly|straight away|right away|(?:makes?|made|gets?|got) "
    r"(?:it|things|everything)|(?:seems?|seemed|appears?|appeared) to(?: have)?))+\s*$"
)  # "restarted it with [no luck]", "restarting the container makes it [work again]", "a router
# reboot usually [fixes the problem]" ("keeps", "always" tell a recurring problem: ``_HABITUAL``)
_OTHERS_THING = compile(r"\b(?:his|her|their)\s+(" + word_not(words=("own",)) + ")", IGNORECASE)
# A problem joined by these came before the step told ahead of it: its reason, no result.
_TOLD_AFTER = frozenset({"after", "because"})
# A fix that did not last, told in a later message.
# a message that takes back what the customer said last: "nvm", "actually", "false alarm"
_NEVER_MIND = compile(
    r"(?i)^\W*(?:(?:oh|ok|okay|wait)\W+)*(?:nvm|never ?mind|nevermind|scratch that|false alarm|"
    r"ignore (?:that|my last(?: message)?)|actually|my bad)\b"
)
# "nvm rebooked myself on the app for tmrw": the customer sorted it, then says how
_SORTED_IT_MYSELF = compile(r"(?i)^\W*(?:(?:oh|ok|okay)\W+)*(?:nvm|never ?mind|nevermind)\W+\w")
_BACK_AGAIN = (
    r"(?:no \w+ again|\w+ing again|(?:down|off|dead|died|dropped|stopped|stuck|broken|frozen|"
    r"jammed|blocked|locked|back|(?:went|goes|gone) out|cut out|tripped|started|starts|began) "
    r"again|back down|back off|"
    # "Lost pressure overnight again": what holds up, gone again
    r"(?:lost|losing|loses) (?:the |all )?(?:pressure|signal|connection|power|heat|internet|wifi))"
)
_HOURS_LATER = (
    r"(?:this morning|overnight|by (?:the )?morning|(?:the )?next (?:day|morning)|"
    r"(?:an|one|a few|two|\d+) hours? later|within (?:an|the|a few) hours?|"
    # "nope went out again after an hour", "stopped again after 20 mins"
    r"after (?:only |just |about |like )?(?:an|one|half an|a few|a couple of|two|\d+) "
    r"(?:hours?|hrs?|minutes?|mins?))"
)
# the customer waits for news of what they did
_AWAITS_NEWS = compile(
    r"(?i)\b(?:will|i'll|ill|going to|gonna|i'm going to) (?:now |just )?wait (?:to hear|for "
    r"(?:your|their|a|an|the) (?:reply|response|answer|news|call|email|confirmation)|and see)|"
    r"\bwaiting to hear back\b|\bawait(?:ing)? (?:your|their|a) (?:reply|response|answer)"
)
# (a reading's decimal point, "back down to 0.6 this morning", ends no sentence)
_BACK_WITHIN_HOURS = (
    rf"\b{_BACK_AGAIN}\b(?:[^.!?\n]|\.\d){{0,40}}?\b{_HOURS_LATER}\b|"
    rf"\b{_HOURS_LATER}\b(?:[^.!?\n]|\.\d){{0,40}}?\b{_BACK_AGAIN}\b"
)
_BACK_SO_SOON = compile(rf"(?i){_BACK_WITHIN_HOURS}")
_TAKE_BACK = compile(
    r"(?i)\b(?:spoke too soon|did(?:n't| not) last|only lasted|a{2,}nd|back to square one|"
    # a learner's "it was too early happy", "I was happy too soon"
    r"(?:too early|too soon) happy|happy too (?:early|soon)|celebrated too (?:early|soon)|"
    r"not fixed after all|(?:it'?s|it is|problem'?s|issue'?s) back|"
    # "Hi again, unfortunately it was not solved, tonight it is red again"
    r"(?:unfortunately|sadly),? (?:it|the problem|the issue) (?:was not|wasn't|is not|isn't) "
    r"(?:solved|fixed|sorted|resolved)|not (?:solved|sorted|resolved) after all|"
    r"(?:started|starting|came|coming) back|again already|broke again|stopped working again|"
    # "Dropped again. 0.5 this morning": the pressure topped up, down again
    r"^\W*(?:(?:and|but|so|now|ugh)\W+)*(?:(?:it'?s|it has|its|pressure'?s|pressure has) )?"
    r"(?:dropped|fallen|fell|lost pressure|losing pressure) again\b|"
    r"did it again|doing it again|"
    # "and its stopped again today", "same problem again today": the fault back
    r"(?:it'?s|it has|it is|its) (?:stopped|gone off|cut out|died|broken) again|"
    r"^\W*(?:(?:and|but|so|now|today)\W+)*same (?:problem|issue|thing|fault|error) again\b|"
    r"happened again|happening again|(?:gone|dead|offline|down|disconnected|locked) again|"
    # a learner's "sadly the printer is again disconnected since yesterday"
    r"\b(?:is|are|was|were|got|gets) again (?:disconnected|offline|down|dead|broken|locked|"
    r"not (?:working|connecting|connected))\b|"
    r"^\W*(?:nvm|never ?mind|nevermind)\b.*\bagain\b|"  # "nvm its dropping again"
    # "nope its crashing again" (read as "no it's ..."), "Edit : nope its buggy": the last fix
    # did not hold
    r"^\W*(?:edit\W*)?(?:nope|nah|no)\W+(?:it'?s|it is|its|still)\b.*\b(?:again|buggy|broken)\b|"
    # "nope, same F28 again", "nah same thing again": the code or the fault back
    r"^\W*(?:nope|nah|no)\W+same\b.*\bagain\b|"
    r"(?:worked|lasted|held|helped) for (?:like |about |only |just )?(?:a|an|one|two|a few|"
    r"a couple of|\d+) (?:days?|hours?|weeks?|minutes?)|"
    # "i guess the defrost only fixed it for a bit", "It worked, but only for a few minutes"
    r"(?:only|just) (?:fixed|sorted|helped|worked)(?: it| that| the problem)? for (?:a bit|a while|"
    r"a little while|a day|a few \w+|a couple of \w+)|"
    r"(?:worked|fixed it|helped|did the trick),? but only for (?:a bit|a while|a little while|an? "
    r"\w+|a few \w+|a couple of \w+|\d+ \w+)|"
    # "it only worked to the next reboot. Now I'm at the beginning again."
    r"(?:worked|lasted|held|helped) (?:only )?(?:until|till|to|up to) (?:the )?next (?:reboot|"
    r"restart|boot|day|morning|update|time)|(?:at|back to|back at) the (?:beginning|start) again|"
    # "Pressure's back down to 0.4 this morning, no heat again": the problem back within hours
    # of the fix (without the time, "crashing again" may come weeks later: a new occurrence)
    + _BACK_WITHIN_HOURS
    + ")"
)
# what a result came by: "(Launched fine) using the Linux build", "(works) with the beta build"
_BY_MEANS = compile(
    r"(?i)\b(?:using|with) ((?:the|a|an) (?:[\w.-]+ ){0,3}(?:build|version|release|beta|"
    r"firmware|driver|installer|patch|mod|loader|launcher))\W*$"
)
# "(the door opened.) But why was the code not working?": the cause of a problem just fixed
_CAUSE_OF_A_FIXED_PROBLEM = compile(
    r"^\W*(?:(?:but|and|so)\W+)?why\b(?:\W+\w+){0,6}?\W+(?:was|were|did|didn't|wasn't|weren't|"
    r"had|hadn't)\b"
)
# A fix that has to be repeated is a workaround: the step works, the problem stays open.
_WORKAROUND = compile(
    r"\b(?:only after|only when|every time|each time|until (?:it|the) |worked around)|\bonly$"
)
# "the reset was successful", "the update is complete": how the step itself went
_ITS_OWN_SUCCESS = compile(r"^(?:successful|a success|complete|completed|done|finished)\b")
_LINKED = compile(r"\b(?:was|were|is|are)\s*$")
# a way round the problem while it lasts: the good news beside it fixed nothing
_MAKESHIFT = compile(
    r"(?i)\b(?:until|till|til|untill) (?:you|u|someone|somebody|they|the \w+ team) (?:can )?"
    r"(?:fix|sort|solve|repair|send)|(?:^|\n)[ *_#>-]*workaround\s*:|"
    r"\bas a (?:workaround|temporary (?:fix|solution))\b|"
    r"\b(?:for now|in the meantime|meanwhile),? (?:i'm|im|i am|we're|we are) (?:just )?using\b|"
    # "plugged in a usb keyboard and that works so im using that for now": a stand-in
    r"\b(?:i|we)(?:'m| am|m|'re| are)? (?:just )?(?:use|using) (?:this|that|it|them|those) "
    r"(?:one )?(?:for now|in the meantime|meanwhile|for the time being)\b|"
    # "using my old wired mouse for now which is fine": a stand-in while the problem lasts
    r"\b(?:using|borrowing|on) (?:my|our|an?|the) (?:old|spare|backup|other|second|wired) "
    r"[\w ]{1,30}?(?:for now|in the meantime|meanwhile)\b|"
    # "ended up casting from my phone to the tv for now which works but its a pain"
    r"\b(?:for now|in the meantime|for the time being),? (?:which|that) (?:works|is fine|"
    r"does the job|does for now)\b"
)
_COMPLAINT = compile(
    r"^(?:why|how come|where|what happened|(?:does )?any(?:one|body) know why|any ideas? why|"
    r"(?:i )?(?:wonder|wondering) why|is there (?:a|any) reason (?:that|why)?)\b"
)
_BY_ITSELF = compile(r"\b(?:by itself|on its own|by themselves|on their own|for no reason)\b")
_BACK_BY_ITSELF = compile(
    r"^(?:(?:and|but|so|then|now|ok|okay)\W+)*(?:(?:it|it's|its|it has|it is|the \w+|my \w+|"
    r"everything)\s+)?(?:(?:has|is|was)\s+)?(?:came|come|comes|back|started working|fixed "
    r"itself|sorted itself|resolved itself)\b"
)
# "turns out my licence expired", "it turned out the router was incompatible"
# who comes out to the customer: the trades (``TRADESPEOPLE``) and who delivers
_CALLERS = "|".join(
    sorted((TRADESPEOPLE - {"guy"}) | {"courier", "rider", "driver"}, key=len, reverse=True)
)
_TURNS_OUT = compile(
    r"^(?:(?:edit|update|ok|okay|so|and|well|now)\W+)*(?:(?:it\s+)?turn(?:s|ed) out|"
    # "they tell me card was blocked for fraud check": the cause, as the bank told it
    r"(?:they|he|she|the (?:bank|agent|engineer|technician|shop|hotel|garage|courier)) "
    r"(?:told|tell|tells|said|say|says|explained|explain) (?:me|us)\b|"
    # "he has found the meter was blocked with sand": what the one who came found
    rf"(?:they|he|she|the (?:{_CALLERS}|garage)) (?:has |have |had )?(?:found|"
    r"discovered) (?:out )?(?:that )?(?:the|it|there|my|our)\b)"
)
# a clause told as when something happens is no problem of its own
_WHEN_WORDS = frozenset({"after", "before", "until", "when", "once"})
_TIME_EVENT = compile(
    r"^(?:the |a |each |every |my )?\w+(?: \w+)? (?:finishes|finished|ends|ended|is done|was done|"
    r"completes|completed|is over|was over)\W*$"
)
# "However, when I was going through my statement (I noticed ...)", "while we were driving":
# what the customer was doing when the problem showed, told with no problem word
_WHILE_I_WAS = compile(
    r"^\W*(?:(?:however|but|and|so|then)\W+)*(?:when|while|whilst|as) (?:i|we) (?:was|were) "
    r"(?:just |still )?\w+ing\b"
)
_ONLY_A_DATE = compile(
    r"^\W*(?:(?:and|then|once|twice|again|first|last)\s+)*(?:on|in|at|from|since|until|till|"
    r"by)\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?(?:\s+[a-z]+)?|[a-z]+day)\W*$"
)
# "Since the storm last night", "ever since the update": a time put first, cut off by the
# splitter from the clause it dates
_FRONTED_TIME = compile(
    r"^(?:ever )?(?:since|after|during|before) (?:(?:the|my|our|this|that|last|a|an|around|"
    r"about) [\w-]+|[\w-]+ing)(?: [\w-]+){0,3}\W*$"
)
# a part fitted or a job done: "new tyres went on", "the boiler was serviced"
_PUT_IN = compile(
    r"^(?:(?:the|my|our|a|an|some)\s+)?(?:new\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:went|were|was|got|"
    r"had been|have been|has been)\s+(?:on|in|fitted|installed|put (?:on|in)|changed|replaced|"
    r"serviced|swapped)\W*$"
)
# "(light come back after) one drive", "(dies after) like 10km": when, told as a bare noun
_WHEN_A_THING = compile(
    r"^(?:(?:like|about|around|roughly|only|just|maybe)\s+)?"
    r"(?:(?:a|an|the|one|two|three|each|every|my|that|this|some|few|a few)\s+[a-z]+|"
    r"\d+(?:[.,]\d+)?\s*[a-z]*)(?:\s+[a-z]+)?\W*$"
)
_TRIES_COUNTED = compile(
    r"^(?:(?:and|but|so)\s+)?(?:i|we)\s+(?:try|tried|attempted|tries)\s+(?:it\s+|again\s+)?"
    r"(?:\w+\s+)?(?:times?|twice)\b"
)
# what a fix cost, not what is wrong: "Only downside: the history is lost"
_DOWNSIDE = compile(r"^(?:(?:the|one|only|a)\s+)*(?:downside|drawback|side effect|catch)s?\b")
# what the fix cost: "but sadly I lost my settings and favorites"
_LOST_ON_THE_WAY = compile(
    r"^(?:(?:sadly|unfortunately|obviously|of course|i guess)\W+)*(?:i|we)(?: have| had|'ve)? "
    r"(?:lost|lose|losing)\b"
    # "(YouTube works now,) but I need to login all app again": what the fix undid, redone
    r"|^(?:(?:sadly|unfortunately|obviously|of course|i guess)\W+)*(?:i|we) (?:have|had|need|"
    r"needed|must|'ll have|will have) to (?:log ?in|login|sign ?in|set up|re-?enter|re-?add|add|"
    r"pair|re-?pair|download|re-?download|install|reinstall)\b.*\bagain\W*$"
)
_VAGUE_TERMS = frozenset({"let", "guy", "work", "app", "happen", "thing", "anything"})
_WHOLE_TERMS = frozenset({"both", "all", "everyth", "everything", "each", "one", "them"})
# "the second thing worked": which of the steps in hand the news is about
_NTH_THING = compile(
    r"(?i)\b(?:the|that|your) (first|second|third|1st|2nd|3rd) (?:thing|one|option|step|"
    r"suggestion|idea|fix|method|way)\b"
)
_NTH = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3}
_LAST_ONE = compile(r"\b(?:the|that|this) (?:last|final) (?:one|thing|step|bit|change)\b")
_MINE = compile(r"(?i)(?:mine|ours)\b")
# a step done to learn something: "swapped the cameras round to see if it was the camera"
_A_TEST = compile(r"\bto (?:see|check|test|find out|confirm|rule out) (?:if|whether)\b")


def read_message(
    message: str,
    history: Sequence[Memory],
    own_products: list[str],
    deadline: Deadline | None = None,
    judge: ClauseJudge | None = None,
) -> MessageReading:
    """Everything the rules read off ``message``, before any memory is built.

    Only the first ``MAX_CLAUSES`` clauses are read: far more than any real message has
    (a long one has fifty), and it bounds the work the reader does per message."""
    reading = MessageReading()
    opened = newest_open(history)
    reading.open_problem = opened.text if opened is not None else ""
    products = [*own_products, opened.product if opened is not None and opened.product else ""]
    reading.own_things = frozenset(p.lower() for p in products if is_own_product(p))
    in_hand = [
        m
        for m in history
        if m.type is MemoryType.ATTEMPT and m.outcome is Outcome.IN_PROGRESS and m.text.split()
    ]
    reading.planned = frozenset(m.text.split()[0].lower() for m in in_hand)
    latest_plan = latest_attempt(in_hand)
    reading.last_plan = latest_plan.text if latest_plan is not None else ""
    blocked_sentence: dict[int, str] = {}
    clauses = split_clauses(message, limit=MAX_CLAUSES)
    if len(clauses) >= MAX_CLAUSES:
        log.info("read only the first %d clauses of a long message", MAX_CLAUSES)
    clauses = clauses[:MAX_CLAUSES]
    judged = judge.lazily(clauses[:MAX_JUDGED]) if judge is not None else []
    scores = [*judged, *[None] * (len(clauses) - len(judged))]
    reading.clauses = clauses
    reading.lowered = message.lower()
    reading.scores = scores
    for index, (clause, clause_scores) in enumerate(zip(clauses, scores, strict=True)):
        reading.at = index
        if deadline is not None:
            deadline.check()
        if clause.question and not _unsure_failure(clause):
            blocked_sentence[clause.sentence] = "all"
            if _CAUSE_OF_A_FIXED_PROBLEM.match(clause.lower) and _told_good_news(reading):
                continue  # "... and the door opened. But why the code from SMS was not working?"
            if _COMPLAINT.match(clause.lower) or (
                not QUESTION_START.match(clause.lower) and is_symptom(clause, None)
            ):
                # "why was my card declined?", "where is my refund", "charged twice for my
                # sub this month??": a problem, told as a question; never a step
                if is_symptom(clause, None):
                    _symptom(reading, clause, None, history, own_products)
                elif Verdict(judge, clause_scores).problem():
                    _plain_problem(reading, clause, history)
            continue
        if HEDGE.match(clause.lower):
            reading.hedged.add(clause.sentence)
        verdict = Verdict(judge, clause_scores)
        _read_clause(reading, clause, history, own_products, blocked_sentence, verdict)
    # background with no outcome of its own is no step ("I recently changed my password")
    dropped = ("cause", "time") if reading.mentions else ("cause",)
    reading.steps = [
        s for s in reading.steps if not (s.context in dropped and s.pending) and s.context != "slip"
    ]
    # A step the model doubts is kept only if the message gave it an outcome, or if it is
    # what a short message is about ("I took out the paper tray and cleaned it.").
    credit_necessary_steps(reading)  # "ok fixed it myself, had to re-add the hub"
    fail_tried_steps(reading)
    fail_tries_met_with_but(reading)  # "tried the text me option but it goes to my old number"
    fail_steps_said_against_the_problem(reading)  # "says no connection but i restarted it"
    fail_fixes_that_did_not_hold(reading)  # "it worked. The next day it was offline again"
    _problem_from_failed_try(reading, history)
    fail_steps_before_the_last_one(reading, message)  # "..., in the end a new server did it"
    drop_background_purchases(reading)  # "I ordered a card and still haven't received it"
    drop_waiting_for_delivery(reading, _open_problems(history))  # "i waited 5 days already"
    name_pronoun_objects(reading)  # "removed the battery, reinstalled it": the battery
    fold_uninstall_into_reinstall(reading)  # "uninstalled and reinstalled it": one step
    fold_wait_into_power_cycle(reading)  # "turned it off and on and waited a minute"
    fold_taking_out_into_the_work(reading)  # "took the spool out n rewound it neater"
    drop_installing_the_product(reading)  # "I just installed the app a few hours ago"
    drop_setup_that_worked(reading)  # "installed it from the store, worked well. Since ..."
    credit_fix_told_after_the_news(reading)  # "its working now, i restarted the router"
    if (
        _TRIED_THE_PLAN.match(message)
        and reading.mentions
        and not (reading.steps or reading.history_outcomes or reading.resolved)
    ):
        # "tried it, app says 'unable to find your product'": the plan, and what it got
        reading.history_outcomes.append(OutcomeSignal(Outcome.FAILED, "nearest", True, 0))
    if opened is not None and not reading.resolved and owns_up(reading, message):
        # "I'm stupid, it was just the do not disturb": sorted, and that was the cause
        kept = [at for at, m in enumerate(reading.mentions) if m.existing is not None]
        moved = {old: new for new, old in enumerate(kept)}
        reading.mentions = [reading.mentions[at] for at in kept]
        for step in reading.steps:  # a step told of a cause dropped is of the open problem
            step.incident = moved.get(step.incident) if step.incident is not None else None
        reading.current = len(reading.mentions) - 1 if reading.mentions else None
        reading.resolved = True
    if _MAKESHIFT.search(message):  # "usb keyboard work ok, i use this until you fix"
        reading.resolved, reading.worked_step = False, None
        reading.history_outcomes = [
            o for o in reading.history_outcomes if o.polarity is not Outcome.WORKED
        ]
    if _AWAITS_NEWS.search(message):
        # "I have now sent a photo of the meter. I will wait to hear back.": under way
        for step in reading.steps:
            if step.reading.mode == "needs_outcome" and step.outcome is None:
                step.reading = replace(step.reading, mode="in_progress")
                step.doubtful = False
    if len(clauses) > _SHORT:
        reading.steps = [s for s in reading.steps if not (s.doubtful and _unsaid(s))]
    found = _NTH_THING.search(message)
    reading.nth_in_hand = _NTH[found.group(1).lower()] if found and not reading.steps else None
    if (
        reading.resolved
        and clauses
        and _TAKE_BACK.search(clauses[0].text)
        and (
            not good_news(clauses[0].text)  # "it hasn't happened again": the fix holds
            # "aaand its back on this morning" of a warning light: lit again, no good news
            or light_still_on(clauses[0].text, reading.problem() or _last_problem_told(history))
            # "its stopped again" after "Watch stopped syncing": the fault's own word, again
            or _fault_word_again(clauses[0].text, reading.problem() or _last_problem_told(history))
        )
        and not any(s.outcome is Outcome.WORKED for s in reading.steps)
    ):
        # "ugh its back, today he can open youtube again": told first that the problem is
        # back, with no fix of its own after it, the "good" news is the problem
        reading.resolved = False
    if (
        clauses
        and _fault_back(clauses[0].text, reading.problem() or _last_problem_told(history))
        and not any(s.outcome is Outcome.WORKED for s in reading.steps)
    ):
        # "its back again" of "App keeps freezing": the fault is back, not the service
        reading.resolved = False
        reading.history_outcomes = [
            o for o in reading.history_outcomes if o.polarity is not Outcome.WORKED
        ]
    reading.takes_back = (
        bool(_TAKE_BACK.search(message))
        and not reading.resolved
        and bool(
            reading.mentions
            or reading.history_outcomes
            # "nvm its back doing it again. ill update macos tonight": a plan is no step done
            or all(s.reading.mode == "in_progress" for s in reading.steps)
        )
    )  # "nvm it just did it again": no problem words, no step of its own
    if (
        reading.takes_back
        and not reading.history_outcomes
        and not reading.steps
        and _BACK_SO_SOON.search(message) is not None
    ):
        # "(bled all the rads, topped it back up)" ... "back down to 0.6 this morning": the
        # problem back within hours is news of the steps told before it, which failed
        reading.history_outcomes.append(OutcomeSignal(Outcome.FAILED, "all", True, 0))
    reading.never_mind = (
        bool(_NEVER_MIND.match(message))
        and reading.news_first is not None
        and not reading.steps
        and not reading.takes_back
        and not THIRD_PARTIES & set(message.lower().split())  # "nvm the guy unlocked it"
    )  # "nvm the lights came back after like 5 mins and its all working now"
    if _SORTED_IT_MYSELF.match(message):
        _done_myself(reading)
    if reading.left_behind:  # "worked with my MacBook Air. ... replaced the MacBook Air with"
        reading.facts = [fact for fact in reading.facts if fact.text not in reading.left_behind]
    return reading


def _done_myself(reading: MessageReading) -> None:
    """ "nvm rebooked myself on the app for tmrw morning": never mind the problem, the step
    told first (done, the customer's own, with no outcome of its own) sorted it."""
    first = reading.steps[0] if reading.steps else None
    if (
        first is None
        or first.sentence != 0
        or not first.pending
        or first.reading.actor != "self"
        or first.reading.mode != "done"
        or any(s.outcome is Outcome.FAILED for s in reading.steps)
        or any(o.polarity is Outcome.FAILED for o in reading.history_outcomes)
    ):
        return
    first.outcome = Outcome.WORKED
    reading.worked_step, reading.resolved = first, True


def _read_clause(
    reading: MessageReading,
    clause: Clause,
    history: Sequence[Memory],
    own_products: list[str],
    blocked_sentence: dict[int, str],
    verdict: Verdict,
) -> None:
    signed = _clause_before(reading)
    if signed is not None and reading.at > _OPENING_CLAUSES and is_formal_sign_off(signed.text):
        reading.signed_off = True
    if reading.signed_off and _POSTSCRIPT.match(clause.text):
        reading.signed_off = False  # "regards ... PS. i made all the updates": told after all
    if reading.signed_off:
        return  # "Best regards, [Tomasz, IT Administrator | Kowalczyk, Sent from my iPad]"
    if found_where_mail_hides(reading, clause):
        return  # "checked my spam folder and [it was there]": the look was the fix
    last_step = reading.steps[-1] if reading.steps else None
    drop_look_that_found(reading, clause)  # "I checked my account and [saw that ...]"
    if uncovered_by_step(reading, clause, last_step):
        return  # "took the hose off and [there was a sock stuck in it]": the cause it found
    if clause.joined_by in _TIME_JOINERS and clause.lower.strip(" .,!") in _TIMES_OF_DAY:
        return  # "I will try this evening after [work]": when, not "it works"
    signal = detect_outcome(clause.text)
    if signal is None and _when_the_plan_is_done(clause, last_step):
        return  # "ill reinstall it tonight after [the kids are in bed]": when, no problem
    problem = reading.problem() or _last_problem_told(history)
    lit = light_still_on(clause.text, problem) if problem else None
    lit = lit or (cooling_lost_again(clause.text, problem) if problem else None)
    if lit is not None:
        signal = lit  # "it's still on", "it came back on last Thursday": the light, lit
        if reading.credited and not any(step.pending for step in reading.steps):
            # "pumped all 4 up ... n the light went off 👍 aaand its back on this morning":
            # the fix of this message did not hold
            for sentence in list(reading.credited):
                _undo_fix(reading, sentence)
            return
    if signal is None and problem:
        signal = problem_verb_done(clause.text, problem)  # "door opened"
        # the symptom gone, the warmth back: news the status check does not take back (not
        # "car started" after a night's charge, which may not last)
        undone = None if signal else symptom_gone(clause.text, problem)  # "now no whistle"
        undone = undone or (None if signal else warmth_back(clause.text, problem))  # "hot again"
        reading.problem_undone = reading.problem_undone or undone is not None
        signal = signal or undone
        signal = signal or still_doing_it(clause.text, problem)  # "still running"
        if signal is None and reading.open_problem and reading.open_problem != problem:
            # "10 days on the chicken food and the drops, [scratching has basically stopped]"
            signal = symptom_gone(clause.text, reading.open_problem)
    if signal is None and (
        clause.lower.startswith(("it ", "ok it ", "and it ", "now it ")) or not reading.mentions
    ):
        # "cant end my ride" … "it ended"; "door is not open" … "After this door opened"
        signal = _an_older_problem_undone(clause, history)
    if clause.joined_by == "which" and signal is None and _WHICH_I_DID.match(clause.lower):
        return  # "Fibre 150 at £32, which I signed up to in November": a purchase, no step
    if signal is None and " again" in clause.lower and _open_problem_again(clause, history):
        signal = OutcomeSignal(Outcome.FAILED, "nearest", True, 0)  # "the box restarted again"
    if signal is None and takes_the_news_back(clause, _before_in_sentence(reading, clause)):
        # "First night after change channel it was working good [but yesterday again the
        # beep all night]": the good news did not hold
        signal = OutcomeSignal(Outcome.FAILED, "all", True, 0)
    if signal is not None and _tried_again(reading, clause, signal):
        signal = None  # "tried forgetting them and pairing again": a second try, no news
    if signal is not None and _purpose_of_the_try(reading, clause, signal):
        signal = None  # "I tried to cancel it so I can send again": what it was for
    if signal is not None and _back_after_a_while(reading, clause, signal, history):
        signal = replace(signal, polarity=Outcome.FAILED)  # "... for a day and now its back"
    owned = _OTHERS_THING.search(clause.text)
    if owned:
        reading.others_thing = owned.group(1)
    if explains_the_news(reading, clause):
        return  # "the parcel arrived, [it had been sent to the wrong depot]"
    if replacement_came(clause.text):
        # "Replacement arrived this morning": the supplier's step; "the replacement has
        # arrived" after a missing parcel is the good news itself
        step = add_step(reading, THEIR_REPLACEMENT, clause)
        if signal is not None and signal.polarity is Outcome.WORKED:
            settle_inline(reading, step, clause, signal)
        return
    if (
        (
            is_diagnostic(_with_fronted_place(reading, clause), signal)
            # "Turning it on works perfectly though": a contrast, even after an action
            and (
                not _acts_before(clause.text, signal)
                or _THOUGH_LAST.search(clause.lower)
                or _ITSELF.search(clause.lower)  # "Copying on the printer itself works fine"
            )
        )
        or checked_sound(clause.text, signal)
        or part_ruled_out(clause, signal)
        or borrowed_try(reading, clause, signal)
    ):
        if not _where_the_plan_was_tried(reading, clause, signal):
            drop_swap_tries(reading, clause)  # "it works in Firefox": a test, not a fix
        return
    before = _clause_before(reading)
    if conditional_success(clause, before, signal):
        # "When plugin is disabled, connection works fine": when things work, not a fix
        _drop_the_condition(reading, clause, before)
        return
    if about_something_else(clause.text, signal, _problem_in_sentence(reading, clause)):
        return  # "printing is fine" beside "won't scan": where things work, not a fix
    if _tried_on_another_thing(reading, clause, signal):
        return  # "plugged into my tv with hdmi and the tv picture is fine": a test
    if _contrast_with_problem(reading, clause, signal):
        return  # "Graph view does not work, but everything is normal in the sidebar"
    action_part = clause.text if signal is None else clause.text[: signal.start]
    good = signal is not None and signal.polarity is Outcome.WORKED
    unsure = hedged(clause.text, signal, _rest_of_sentence(reading, clause) if good else "")
    if unsure:
        signal = None  # "it's back online for now, will see": not known yet
        for earlier in reading.steps:  # "Clearing cache and app data [fixed issue for now]"
            if earlier.sentence == clause.sentence and earlier.pending:
                earlier.tentative = True
    action_part = _DANGLING.sub("", action_part)  # "restarted twice with [no improvement]"
    if good and signal is not None and not action_part.strip():
        means = _BY_MEANS.search(clause.text, signal.start)
        if means is not None:  # "Launched fine using the Linux build": the build used
            action_part = f"tried {means.group(1)}"
    if (
        good
        and signal is not None
        and _ITS_OWN_SUCCESS.match(clause.lower[signal.start :])
        and _LINKED.search(action_part)
    ):
        # "it reports that the reset was successful": the step went through; whether it
        # fixed anything is told after it, if at all
        signal, good = None, False
    action = read_action(action_part) if action_part.strip() else None
    if action_part.strip():
        # "was on holiday mode, switched it off": the mode; "straightened it": the hose
        moded = switch_the_mode(reading, action_part, action)
        action = moded or act_on_it(reading, action_part, action)
    if action is None and action_part.strip():
        action = step_told_in_shorthand(reading, action_part)  # "cache cleared, no change"
    if action is None and action_part.strip():
        action = step_named_bare(action_part, signal)  # "clear cache worked"
    if action is None and action_part.strip() and signal is None:
        action = _learner_step_with_its_result(reading, clause, action_part)
    if action_part.strip():
        action = name_the_setting(reading, action_part, action)  # "numlock was on, turned it off"
        action = with_the_count(action_part, action)  # "I've tried like 5 times already"
    swapped_in = _SWAPPED_IN.match(action_part.strip()) is not None  # "New batteries, ..."
    # "new update always fails": a thing that recurs, a problem
    recurring_thing = swapped_in and _RECURS.search(clause.lower) is not None
    if action is not None and (_HABITUAL.search(action_part) or recurring_thing):
        action = None  # "The update keeps failing", "new update always fails": a problem
    if action is not None and WRONG_THING_CAME.search(action_part):
        action = None  # "ordered a blue hoodie got a red one": what came, not a step
    if action is not None and is_condition(clause):
        # "When I shut down my computer while the VPN is connected, ...": when the problem
        # happens, no step; and no problem either unless its main clause is in it too
        if _main_clause_follows(reading, clause) or not is_symptom(clause, signal):
            return
        action = None
    if (
        action is None
        and swapped_in
        and not recurring_thing
        and not _NOT_SWAPPABLE & set(action_part.lower().split())
    ):
        tried = read_action(f"tried {action_part.strip().lower()}")  # "New batteries, no change."
        action = replace(tried, mode="needs_outcome") if tried is not None else None
    block = blocked_sentence.get(clause.sentence, "")
    inherited_block = (block == "all" and clause.joined_by in ("and", ",", "then")) or (
        block == "and" and clause.joined_by == "and"
    )
    blocked_sentence[clause.sentence] = block_kind(clause, action)
    # "I can't even use wifi and [reinstalling any drivers does not seem to work]": a gerund
    # subject with its own outcome is a step of its own, not the "can't" continued
    own_result = signal is not None and clause.lower.split()[0].endswith("ing")
    if action is not None and action.subjectless and inherited_block and not own_result:
        return
    if (
        action is not None
        and action.subjectless
        and block == "plan"
        and clause.joined_by in ("and", ",", "then")
        and not own_result
    ):
        action = replace(action, mode="in_progress")  # "I'll try X and [reinstalling it]"
    if action is not None and action.subjectless and _done_by_someone_else(reading, clause):
        action = replace(action, actor="other")  # "the engineer came out and [replaced it]"
    signed = _clause_before(reading)
    signature = (  # "Thanks, [Margaret Holloway]"
        signed is not None and is_sign_off(signed.text) and is_signature(clause.text)
    ) or _signs_the_message(reading, clause)
    if (action is None or action.actor == "self") and not signature:
        label = _before_in_sentence(reading, clause)  # "Tariff: Fixed Saver 12m"
        named = f"{label.text}: " if label is not None and is_fact_label(label.text) else ""
        facts = profile_facts(named + clause.text)
        reading.facts.extend(facts)
        reading.left_behind |= left_behind_facts(named + clause.text, facts)
    if action is not None and reports_symptom(action, signal, clause):
        action = None  # "Syncing fails with error E42" reports a problem, not a step
    if (
        action is not None
        and action.actor == "other"
        and signal is None
        and has_symptom(clause.text)
    ):
        action = None  # "they sent the wrong item": someone else's doing is the problem
    if action is not None and reports_state(action, signal):
        action = None  # "printing works now" says how things are, it is no step
    # "I placed an order on Monday": the model calls it no step; kept only with an outcome
    # (never a look where the missing thing would show: its result is what the message says)
    doubtful = (
        action is not None
        and action.actor == "self"
        and not looks_where_it_hides(action.verb, clause.text)
        # "had to jump start it three mornings in a row": what it took, always a step
        and HAD_TO.match(clause.text) is None
        # "gonna ring the surgery tmrw", "opened a dispute", "ordering a new card"
        and not always_a_step(action, said_as_doing=_DOING.match(clause.lower) is not None)
        and not _fixes_what_was_checked(reading, action, clause)
        and verdict.not_a_step()
    )
    if action is not None:
        *others, action = split_objects(action)  # "rebooted the modem and the router"
        for other in others:
            add_step(reading, other, clause).doubtful = doubtful
        step = add_step(reading, action, clause)
        step.doubtful = doubtful
        step.tentative = unsure
        if signal is not None and action_part.strip():
            settle_inline(reading, step, clause, signal)
            if (
                signal.polarity is Outcome.WORKED
                and not signal.state
                and step.outcome is Outcome.WORKED
            ):
                _credit_the_chain(reading, step, clause)
        if failed_with_detail(clause, signal):
            # "The firmware update failed at 50%": a failed step that is also the problem
            _symptom(reading, clause, signal, history, own_products)
        return
    side_effect = _side_effect(reading, clause)  # "Only downside: the history is lost"
    if (
        signal is not None
        and signal.polarity is Outcome.FAILED
        and signal.state
        and not _another_after_news(reading, clause, clause.text, history)
        and not side_effect
    ) or (signal is None and clause.joined_by == "but" and _BUT_UNABLE.match(clause.lower)):
        _undo_fix(reading, clause.sentence)  # "I am able to connect, but unable to log in"
    if _good_again(reading, signal, clause) and _recurrence(reading, clause, history):
        return  # "the formulas are showing as text again": the solved problem, back
    if side_effect:
        return  # "I deleted the old device. Only downside: the history is lost"
    if (
        reading.open_problem
        and _TURNS_OUT.match(clause.lower)
        and not NOW_WORDS.search(clause.lower)
    ):
        _party_answered_but(reading, clause)
        return  # "turns out my licence expired": why the open problem happened, no new one
    if no_answer_from_the_party(reading, clause):
        # "I wrote to landlord two times by email, [but he did not answer me]"
        _apply_outcome(reading, OutcomeSignal(Outcome.FAILED, "nearest", False, 0), clause.sentence)
        return
    if signal is None and said_by_someone_reached(reading, clause):
        # "The electrician has come. [He says the oven has a resistance damaged]": why;
        # "I telephoned the hotel, [but she told me she could only see one payment]": what the
        # party reached said, no problem of its own
        _party_answered_but(reading, clause)
        return
    if _what_the_step_cleared(reading, clause):
        return  # "cleared the vent between freezer and fridge that was blocked with ice"
    if signal is None and found_by_a_check(_before_in_sentence(reading, clause), clause):
        return  # "i also checked [im not in offline mode]": what a look found, no problem
    if not_a_solution(clause.text):
        return  # "(sending CSVs for now) but that is not a long term solution"
    if clause.joined_by == "in case" or clause.lower.startswith(("in case ", "just in case ")):
        return  # "gonna wait till tomorrow in case the driver went to the wrong house"
    if clause.joined_by == "so" and _KEPT_FROM.match(clause.lower):
        return  # "changed the power setting so that Windows can't turn the adapter off": why
    if is_symptom(clause, signal) and not unsure:  # not "no drops last night 🤞"
        _symptom(reading, clause, signal, history, own_products)
    elif (
        signal is not None and signal.polarity is Outcome.WORKED and _BY_ITSELF.search(clause.lower)
    ):
        # "came on by itself about 9", "it's back on its own now": no step did it, but the
        # problem is gone (not "it seems to get better by itself": it is not fixed)
        if (
            _BACK_BY_ITSELF.search(clause.lower)
            and "sometimes" not in clause.lower  # "sometimes comes back on its own": the fault
            and not reading.mentions
        ):
            reading.resolved = True
        return
    elif _SETTING_GONE_AGAINST.match(clause.lower) and clause.joined_by in _DESPITE:
        return  # "(comes on at 5am) even though [the timer is set for 7]": the setting
    elif _against_the_setting(reading, clause):
        _plain_problem(reading, clause, history)  # "Our heating comes on at 5am (even ...)"
    elif signal is not None and _LAST_ONE.search(clause.lower):
        _last_one(reading, signal, clause.sentence)  # "... - that last one fixed it"
    elif _first_word_of_a_problem(reading, signal, clause, history):
        # "most of the time it does not work": no step and nothing known yet to have failed,
        # so the customer is telling the problem
        _symptom(reading, clause, None, history, own_products)
    elif _failure_first(reading, signal, history) and (
        verdict.problem() or _NOT_RECEIVED.search(clause.lower)
    ):
        _plain_problem(reading, clause, history)  # "I still didn't get it" (the card)
    elif signal is not None and _in_use_and_working(reading, signal, clause):
        return  # "I'm tethering off my phone for now, which works": a workaround in use
    elif _where_it_works(reading, signal, clause, history):
        return  # "printer wont scan to email. printing is fine": a diagnostic, no fix
    elif signal is not None and found_all_well(reading, clause):
        return  # "cleaned the filter and checked the hose, both are fine": no fix there
    elif signal is not None:
        _apply_outcome(reading, signal, clause.sentence)
        if signal.polarity is Outcome.WORKED and (
            _WORKAROUND.search(clause.lower)
            or is_workaround(clause.text)
            or lasts_a_while(reading, clause)
            or _kept_up_meanwhile(reading, clause.sentence)
        ):
            reading.resolved, reading.worked_step = False, None  # a workaround: not fixed
            for step in reading.steps:
                if step.sentence == clause.sentence and step.outcome is Outcome.WORKED:
                    step.workaround = True
    elif PERSISTENCE.search(clause.text):
        _recurrence(reading, clause, history)
    elif reports_all_well(clause):
        pending = [s for s in reading.steps if s.pending]
        if pending and checked_fine(pending[-1], _ALL_WELL, clause.lower):
            pending[-1].outcome = Outcome.FAILED  # "I checked the cable, it's plugged in"
    elif (kind := verdict.step()) is not None:
        _plain_step(reading, clause, kind)
    elif (result := verdict.result()) is not None and not unsure:
        polarity = Outcome.WORKED if result == "good" else Outcome.FAILED
        _apply_outcome(reading, OutcomeSignal(polarity, "nearest", False, 0), clause.sentence)
    elif (
        (verdict.problem() or _NOBODY_ANSWERS.search(clause.lower) is not None)
        and not says_nothing_wrong(clause.text)
        and not (clause.joined_by == "but" and contrasts_a_reading(clause.text))
        and not _the_good_news(reading, clause)
    ):
        _plain_problem(reading, clause, history)


def _works_before_but(reading: MessageReading, clause: Clause) -> bool:
    """Is ``clause`` what still works, told before "but" and the fault in its sentence ("the
    dryer is turning on and the drum is going round but it's not getting hot")?"""
    if (
        has_symptom(clause.text)
        or not _STILL_RUNS.search(clause.lower)
        or _NEGATED.search(clause.lower)
    ):
        return False
    for after in reading.clauses[reading.at + 1 : reading.at + _WORKS_REACH]:
        if after.sentence != clause.sentence:
            return False
        if after.joined_by == "but":
            return has_symptom(after.text)
        if after.joined_by != "and" or has_symptom(after.text):
            return False
    return False


_WORKS_REACH = 4
# what a thing still does: it powers, moves or lights (and no "not" in the clause)
_STILL_RUNS = compile(
    r"\b(?:turn(?:s|ing)? on|"
    r"comes? on|coming on|power(?:s|ing)? on|lights? up|lit up|spins?|spinning|go(?:es|ing) round|"
    r"runs|running|starts? up|boots? up|(?:is|are) on)\b"
)


def _against_the_setting(reading: MessageReading, clause: Clause) -> bool:
    """ "Our heating comes on at 5am [even though the timer is set for 7]": what the thing does
    against how it is set is the problem, whatever the clause model says."""
    after = reading.at + 1
    if after >= len(reading.clauses):
        return False
    setting = reading.clauses[after]
    return (
        setting.sentence == clause.sentence
        and setting.joined_by in _DESPITE
        and _SETTING_GONE_AGAINST.match(setting.lower) is not None
    )


_DESPITE = frozenset({"even though", "although", "though", "despite", "even if"})
# how the thing is set: "the timer is set for 7", "i set it to 21 degrees"
_SETTING_GONE_AGAINST = compile(
    r"^(?:the |my |our )?(?:[\w-]+ ){0,2}?(?:is|are|was|were|'s|has been|have been) (?:\w+ )?"
    r"(?:set|programmed|scheduled|switched|turned)\b|^(?:i|we|i've|we've|i have|we have) "
    r"(?:\w+ )?(?:set|programmed|scheduled)\b"
)


# "also nobody answers the phone at the depot": a problem with no symptom word, whatever the
# clause model says
_NOBODY_ANSWERS = compile(
    r"\b(?:nobody|no one|no-one|noone) (?:answers|answered|picks up|picked up|replies|replied|"
    r"gets back|got back|responds|responded)\b"
)


def _unsure_failure(clause: Clause) -> bool:
    """ "logged out and back in, kinda helped?": a result the customer doubts, asked of no
    one: read as said (a partial help is no fix)."""
    if QUESTION_START.match(clause.lower) or _COMPLAINT.match(clause.lower):
        return False
    signal = detect_outcome(clause.text)
    return signal is not None and signal.polarity is Outcome.FAILED


def _rest_of_sentence(reading: MessageReading, clause: Clause) -> str:
    """The clauses after ``clause`` in its sentence, as one text."""
    rest = reading.clauses[reading.at + 1 :]
    return " ".join(
        c.text for c in itertools.takewhile(lambda c: c.sentence == clause.sentence, rest)
    )


def _contrast_with_problem(
    reading: MessageReading, clause: Clause, signal: OutcomeSignal | None
) -> bool:
    """A good state said in contrast ("but ...") to a problem just named in the same sentence,
    with no step between them, says where things work, not that anything was fixed."""
    return (
        signal is not None
        and signal.polarity is Outcome.WORKED
        and signal.state
        and clause.joined_by == "but"
        and bool(reading.mentions)
        and reading.mentions[-1].sentence == clause.sentence
        and not any(s.sentence == clause.sentence for s in reading.steps)
        and not NOW_WORDS.search(clause.lower)
    )


def _tried_again(reading: MessageReading, clause: Clause, signal: OutcomeSignal) -> bool:
    """ "tried forgetting them and pairing again": "pairing again" is the second thing tried,
    not the good news "it's pairing again"."""
    words = clause.lower.split()
    previous = reading.steps[-1] if reading.steps else None
    return (
        signal.polarity is Outcome.WORKED
        and signal.state
        and len(words) == 2  # "<gerund> again", nothing else
        and words[0].endswith("ing")
        and words[1] == "again"
        and clause.joined_by == "and"
        and previous is not None
        and previous.sentence == clause.sentence
        and TRIED_SAID.match(previous.said) is not None
    )


def _tried_task(reading: MessageReading, sentence: int) -> Step | None:
    """A task the customer tried in ``sentence`` ("verify ID"), if any."""
    return next(
        (s for s in reading.steps if s.sentence == sentence and is_tried_task(s, reading)), None
    )


def _open_problem_again(clause: Clause, history: Sequence[Memory]) -> bool:
    """ "the box has restarted again two times" with "Internet box keeps restarting" open: the
    problem happened again (not the customer's "I restarted it again")."""
    if not _THING_SUBJECT.match(clause.lower):
        return False
    return matching_incident(clause.text, _open_incidents(history)) is not None


_THING_SUBJECT = compile(
    r"^(?:(?:but|and|now|then|so)\s+)?(?:this morning\s+|today\s+)?(?:the|my)\s+\w"
)


def _learner_step_with_its_result(
    reading: MessageReading, clause: Clause, said: str
) -> ActionReading | None:
    """ "I blow the charging hole too, [nothing change]": a learner's present, a step done
    when the next clause of its sentence tells how it went."""
    told = _LEARNER_TOLD.match(said.strip())
    if told is None or told["verb"].lower() not in LEARNER_PRESENT_WITH_RESULT:
        return None
    if TAKEN_BACK.match(said.strip().lower()):
        return None  # "I take it back, it works just fine": what was said, taken back
    at = reading.at + 1
    after = reading.clauses[at] if at < len(reading.clauses) else None
    news = detect_outcome(after.text) if after is not None else None
    if after is None or after.sentence != clause.sentence or news is None:
        return None
    if news.state and has_symptom(after.text):
        return None  # "I open the app, it crashes again": how the problem shows, no result
    return read_action(f"I tried to {said.strip()[told.start('verb') :]}")


_LEARNER_TOLD = compile(r"(?i)^(?:i|we) (?:also |then |again |just )?(?P<verb>[a-z-]+)\b")


def _an_older_problem_undone(clause: Clause, history: Sequence[Memory]) -> OutcomeSignal | None:
    """The good news that an open problem older than the newest one is undone: "cant end my
    ride" then "app says move to a parking zone", and later "it ended"."""
    for problem in _open_incidents(history)[-_OLDER_PROBLEMS:]:
        # ... or "every radiator upstairs was hot" of "Radiators upstairs stay cold"
        signal = problem_verb_done(clause.text, problem.text) or warmth_back(
            clause.text, problem.text
        )
        if signal is not None:
            return signal
    return None


_OLDER_PROBLEMS = 3  # how many open problems back "it ended" may reach


def _open_incidents(history: Sequence[Memory]) -> list[Memory]:
    """The customer's open incidents, oldest first."""
    return [m for m in history if m.type is MemoryType.INCIDENT and m.status is IncidentStatus.OPEN]


def _open_problems(history: Sequence[Memory]) -> str:
    """The texts of the customer's open incidents, one per line."""
    return "\n".join(m.text for m in _open_incidents(history))


# how a fix is said to have failed (a task "didn't work"): what was tried was a remedy
_DID_NOT_HELP = compile(
    r"\b(?:did ?n[o']?t|does ?n[o']?t|didnt|doesnt|never|wouldn't|won't) "
    r"(?:really |even |seem to )?(?:help|fix|solve|resolve|change anything|"
    r"make (?:a|any) difference)\b|\bno difference\b"
)


def _problem_from_failed_try(reading: MessageReading, history: Sequence[Memory]) -> None:
    """ "I tried activating my card and it didn't work": with no problem named otherwise, the
    try that failed names it ("Cannot activate card"), and is no step of its own."""
    if reading.mentions or newest_open(history) is not None:
        return
    # "tried restarting it, no luck" names no problem: a fix verb is no task
    failed = [s for s in reading.steps if s.outcome is Outcome.FAILED and is_tried_task(s, reading)]
    if not failed or _DID_NOT_HELP.search(reading.lowered):
        return  # "tried extending the timeout ... that did not help either": a fix, no task
    text = without_count(failed[0].reading.text or "")  # "Use card several times"
    _mention(
        reading, f"Cannot {text[:1].lower()}{text[1:]}", False, history, failed[0].sentence, False
    )
    for step in failed:
        if step.incident is None:
            step.incident = reading.current
    drop_tasks_named_as_problem(reading, failed)


def _first_word_of_a_problem(
    reading: MessageReading, signal: OutcomeSignal | None, clause: Clause, history: Sequence[Memory]
) -> bool:
    """A failure said with no step before it, by a customer with nothing open or under way
    ("the app doesn't work", "my card is declined online")."""
    return _failure_first(reading, signal, history) and (
        NOT_WORK.search(clause.lower) is not None or has_symptom(clause.text)
    )


def _where_the_plan_was_tried(
    reading: MessageReading, clause: Clause, signal: OutcomeSignal | None
) -> bool:
    """ "ill try from a computer later" ... "from the computer it worked straight away": where
    it works is where the customer planned to try it, so it is that plan's result."""
    if signal is None or signal.polarity is not Outcome.WORKED or reading.steps:
        return False
    planned = content_terms(" ".join(reading.last_plan.split()[1:]))
    if not planned & content_terms(clause.text):
        return False
    reading.history_outcomes.append(signal)
    note_worked(reading, None, signal)
    return True


def _where_it_works(
    reading: MessageReading, signal: OutcomeSignal | None, clause: Clause, history: Sequence[Memory]
) -> bool:
    """A good state told beside a problem first reported in this message, with no step taken
    and no "now" / "again": where things work ("WLAN is working", "other SMS are coming
    normal"), not that the problem went away."""
    return (
        newest_open(history) is None
        and signal is not None
        and signal.polarity is Outcome.WORKED
        and signal.state
        and not any(s.pending for s in reading.steps)
        and any(m.existing is None for m in reading.mentions)
        and not NOW_WORDS.search(clause.lower)
    )


# "(you issued me a card a week ago and) I still didn't get it": a thing never received
_NOT_RECEIVED = compile(
    r"\b(?:didn't|did not|haven't|have not|hasn't|has not|never|still not)\s+(?:get|got|gotten|"
    r"receive|received)\s+(?:it|them|the \w+|my \w+|any \w+)\b"
)


def _failure_first(
    reading: MessageReading, signal: OutcomeSignal | None, history: Sequence[Memory]
) -> bool:
    """A failure is the first thing said: no step, no problem, nothing open or under way."""
    return (
        signal is not None
        and signal.polarity is Outcome.FAILED
        and not reading.steps
        and not reading.mentions
        and newest_open(history) is None
        and not any(m.outcome is Outcome.IN_PROGRESS for m in history)
        and not _last_fix_worked(history)  # "works now" ... "still happening": it did not last
    )


def _last_fix_worked(history: Sequence[Memory]) -> bool:
    latest = latest_attempt(history)
    return latest is not None and latest.outcome is Outcome.WORKED


def _plain_step(reading: MessageReading, clause: Clause, kind: ClauseKind) -> None:
    """A step the rules could not read but the model calls one."""
    action = plain_step(clause.text, "in_progress" if kind == "plan" else "done")
    if action is None:
        return
    step = add_step(reading, action, clause)
    if kind in ("step_worked", "step_failed"):
        polarity = Outcome.WORKED if kind == "step_worked" else Outcome.FAILED
        settle_inline(reading, step, clause, OutcomeSignal(polarity, "nearest", False, 0))


def _named(reading: MessageReading, text: str) -> str:
    """``text`` with an object "it" named by the nearest thing told before this clause; the
    earlier clauses are read only when there is an "it" to name."""
    before = _clause_before(reading)
    here = reading.clauses[reading.at]
    if (
        before is not None
        and before.sentence == here.sentence
        and here.joined_by == "which"
        and _PASSIVE_START.match(text)
        and (thing := last_thing(before.text))
    ):
        text = f"the {thing} {text}"  # "the 09:15 service, [which] was cancelled"
    if before is not None and before.sentence == here.sentence and _NO_SUBJECT.match(text):
        thing = first_thing(before.text)  # "my dishwasher shows E24 and [wont drain]"
        text = f"the {thing} {text}" if thing and here.joined_by in ("and", "but") else text
    if (
        before is not None
        and before.sentence == here.sentence
        and has_subject_it(text)
        # "it isn't working", "it won't let me": the task; but "it still hasn't arrived" is
        # the thing sent
        and (detect_outcome(text) is None or NOT_ARRIVED.search(text) is not None)
    ):
        # "but it hasn't shown up"; "I sent 2,400 EUR by SEPA transfer ... and it still
        # hasnt arrived" is the transfer, not the account it came from
        text = with_subject(text, sent_by(before.text) or first_thing(_chain_head(reading).text))
    elif (
        before is not None
        and before.sentence == here.sentence - 1
        and has_subject_it(text)
        and _DID_A_THING.match(before.lower)
    ):
        # "I made a transfer the day before yesterday. It is still not showing up at all."
        text = with_subject(text, first_thing(before.text))
    if not has_object_pronoun(text):
        return text
    earlier = reversed(reading.clauses[: reading.at])
    return with_antecedent(text, next((t for c in earlier if (t := last_thing(c.text))), None))


def _chain_head(reading: MessageReading) -> Clause:
    """The first of the clauses joined by "and" just before this one, in its sentence: "the
    dryer is turning on and the drum is going round but it's not getting hot" is the dryer's
    "it", not the drum's."""
    at = reading.at - 1
    while (
        at > 0
        and reading.clauses[at].joined_by == "and"
        and _STILL_RUNS.search(reading.clauses[at].lower)
        and reading.clauses[at - 1].lower.startswith(_NAMED_FIRST)
        and reading.clauses[at - 1].sentence == reading.clauses[at].sentence
        and reading.clauses[reading.at].joined_by == "but"
    ):
        at -= 1
    return reading.clauses[at]


_NAMED_FIRST = ("the ", "my ", "our ")
_WHICH_I_DID = compile(
    r"^(?:i|we) (?:(?:just|already|originally|first) )?(?:signed up|subscribed|bought|ordered|"
    r"joined|booked|paid|purchased|took out|registered)\b"
)
_THOUGH_LAST = compile(r"\b(?:tho|though)\W*$")
# "tried it, ...", "did that, ...": the step in hand, tried, and what came of it after
_TRIED_THE_PLAN = compile(
    r"(?i)^\W*(?:ok\W+|so\W+)?(?:i\s+)?(?:tried|did|done) (?:it|that|this)\b[,.:;-]"
)
# what the customer did with a thing that the next sentence's "it" stands for
_DID_A_THING = compile(
    r"^(?:(?:so|and|ok)\s+)?(?:i|we)\s+(?:just\s+|already\s+)?(?:made|did|sent|ordered|placed|"
    r"paid|booked|transferred|submitted|returned|posted)\s+(?:a|an|the|my)\s+\w"
)
# a relative clause told with no subject: "(..., which) was cancelled", "has been delayed"
_PASSIVE_START = compile(r"^(?:was|were|is|are|has been|have been|got|had been)\s+\w+ed\b")
# a problem told with no subject, after a thing named in the same sentence
_NO_SUBJECT = compile(
    r"^(?:won't|wont|will not|doesn't|doesnt|does not|isn't|is not|keeps|kept|stopped|randomly|"
    r"also won't|also wont)\b",
    IGNORECASE,
)


def _plain_problem(reading: MessageReading, clause: Clause, history: Sequence[Memory]) -> None:
    """A problem the rules have no word for ("I was charged twice for my subscription")."""
    if (
        clause.joined_by in _WHEN_WORDS
        and (
            _TIME_EVENT.match(clause.lower)
            or (
                clause.joined_by in ("after", "before", "until")
                and _WHEN_A_THING.match(clause.lower)
                and not has_symptom(clause.text)
            )
        )
    ) or (_TRIES_COUNTED.match(clause.lower)):
        return  # "after the cycle finishes", "i try three times": when, and how often
    if clause.joined_by in ("after", "since", "once", "when") and _PUT_IN.match(clause.lower):
        return  # "(warning came on) after [new tyres went on]": when, a change made
    if _FRONTED_TIME.match(clause.lower) and not has_symptom(clause.text):
        return  # "Since the storm last night, (we have no internet)": when, no problem
    if _WHILE_I_WAS.match(clause.lower) or _ONLY_A_DATE.match(clause.lower):
        return  # "when I was going through my statement last week", "(once) on the 2nd of
        # June": when, no problem
    if reading.problem_held_for == reading.at:
        return  # told already, with the condition before it
    if _works_before_but(reading, clause):
        return  # "the dryer turns on and the drum spins [but it doesnt heat]": what works
    if clause.joined_by == "but" and any(
        s.workaround and s.sentence == clause.sentence for s in reading.steps
    ):
        return  # "tethering off my phone, which works but is eating my data": its cost
    if clause.joined_by in _WHEN_WORDS and _a_step_told_again(reading, clause):
        return  # "First night after [change channel] it was working": when, a step told before
    if accepted_after(reading, clause):
        return  # "It takes longer but it works": a trade-off the customer accepts
    if is_condition(clause) and _main_clause_follows(reading, clause):
        text = _told_under_condition(reading, clause)
    elif (task := task_tried(clause.text, whole=True)) is not None:
        text = f"Cannot {task}"  # "I tried to submit a transfer": the task is the problem
    else:
        text = plain_problem_text(_named(reading, clause.text))
    if text is not None:
        # "havent had any emails since monday" after "emails not arriving": told again
        again = bool(content_terms(text) & content_terms(reading.open_problem))
        new_problem_after_the_news(reading, text, again)
        _mention(reading, text, again, history, clause.sentence, False)


def _party_answered_but(reading: MessageReading, clause: Clause) -> None:
    """ "I rang the hotel, [but she told me she could only see one payment]": the call did
    not put it right."""
    if clause.joined_by == "but" and party_reached_before(reading):
        _apply_outcome(reading, OutcomeSignal(Outcome.FAILED, "nearest", False, 0), clause.sentence)


def _a_step_told_again(reading: MessageReading, clause: Clause) -> bool:
    """The clause names only what a step of this message did ("change channel" after "I
    change the channel in menu")."""
    said = content_terms(clause.text)
    return bool(said) and any(
        step.reading.text is not None and said <= content_terms(step.reading.text)
        for step in reading.steps
    )


def _told_under_condition(reading: MessageReading, condition: Clause) -> str | None:
    """ "When I tap into them to load the live video, [it never loads]": the problem is what
    happens, then when; the condition alone is none, and none at all when what happens is good
    news ("When plugin is disabled, [connection works fine]")."""
    main = reading.clauses[reading.at + 1]
    news = detect_outcome(main.text)
    if news is not None and news.polarity is Outcome.WORKED:
        return None
    reading.problem_held_for = reading.at + 1
    reading.at += 1  # "it" in the main clause is named from the condition before it
    try:
        happens = _named(reading, main.text)
    finally:
        reading.at -= 1
    return plain_problem_text(f"{happens} {condition.text[:1].lower()}{condition.text[1:]}")


def _drop_the_condition(reading: MessageReading, clause: Clause, before: Clause | None) -> None:
    """ "When plugin is disabled, [connection works fine]": the condition read just before as
    a new problem ("When plugin is disabled") is none."""
    if before is None or before.sentence != clause.sentence or not reading.mentions:
        return
    last = reading.mentions[-1]
    opening = before.lower.split()[0] if before.lower.split() else ""
    if last.existing is None and opening and last.text.lower().startswith(opening):
        reading.mentions.pop()
        remaining = len(reading.mentions)
        if reading.current is not None and reading.current >= remaining:
            reading.current = remaining - 1 if remaining else None
        for step in reading.steps:  # a step told of the condition is of the problem before
            if step.incident is not None and step.incident >= remaining:
                step.incident = reading.current


def _main_clause_follows(reading: MessageReading, clause: Clause) -> bool:
    """ "When logged out, [the app ...]": the clause after a condition is in its sentence."""
    after = reading.at + 1
    return after < len(reading.clauses) and reading.clauses[after].sentence == clause.sentence


def _credit_the_chain(reading: MessageReading, step: Step, clause: Clause) -> None:
    """ "I can fix that by restarting the hub, re-adding each plug, or reloading the
    integration": the result said with the last step of a list is said of the whole list."""
    for other in reading.steps:
        if other is not step and other.pending and other.sentence == clause.sentence:
            other.outcome = Outcome.WORKED
            reading.credited.setdefault(clause.sentence, []).append(other)


# "now its back", "its back doing it": "it" with no thing named
_BARE_BACK = compile(
    r"^(?:(?:but|and|now|so|then|ugh|nvm|never ?mind)\W+)*"
    r"(?:it'?s|its|it is|it was|they'?re|theyre)\s+back"
    r"(?:\s+(?:again|now|doing it|at it|to (?:doing it|normal|its old \w+)))*\W*$"
)
# after "it was fine all day but": the thing gone again, or back with the symptom again
_BACK_OR_GONE_AGAIN = compile(
    r"^(?:(?:but|and|now|then|ugh|today|tonight)\W+)*(?:it'?s|its|it is|it has|it was)\s+"
    r"(?:gone again|back\W+(?:\w+\W+){0,3}again)\b"
)
# "it was fine all day today", "it was alright yesterday": a past good state, with no step
_WAS_FINE = compile(
    r"^(?:(?:ok|okay|so|and|well|yeah|ya)\W+)*(?:it|that|this|everything|all|things?)\s+"
    r"(?:was|were|had been|stayed|seemed|ran|held up)\s+(?:(?:all|completely|totally|"
    r"really|perfectly)\s+)?(?:fine|ok|okay|alright|all right|good|great|perfect|normal)\b"
)


def _back_after_a_while(
    reading: MessageReading, clause: Clause, signal: OutcomeSignal, history: Sequence[Memory]
) -> bool:
    """ "signed out and in, it stopped for a day and now its back", "that sorted it for a few
    days but now its back doing it": after a result that held only a while, a bare "it's
    back" is the problem back, not the thing that was missing."""
    if signal.polarity is not Outcome.WORKED:
        return False
    if (
        _CAME_BACK_ON.match(clause.lower)
        and _SHOWN_BY_A_SIGNAL.search(reading.problem() or _newest_problem(history))
        and (
            not any(s.sentence == clause.sentence for s in reading.steps)
            or _LATER_ON.search(clause.lower) is not None
        )
    ):
        # "tyre pressure warning" ... "it came back on after two days"; but "i pressed the
        # reset button ... and it came back on" is the boiler coming back after the step,
        # unless it was later: "pumped them up and it came back on the next day"
        return True
    before = _before_in_sentence(reading, clause)
    if (
        clause.joined_by == "but"
        and before is not None
        and _WAS_FINE.match(before.lower)
        and (_BARE_BACK.match(clause.lower) or _BACK_OR_GONE_AGAIN.match(clause.lower))
    ):
        return True  # "it was fine all day today lol [but now its back, orange again]"
    if not _BARE_BACK.match(clause.lower):
        return False
    if "doing it" in clause.lower or "at it" in clause.lower:
        return True
    if _AGAIN.search(clause.lower) and _fixed_last(history):
        return True  # "exports work now!" ... "its back again": nothing was missing, the fault is
    return (
        before is not None
        and TEMPORARY.search(before.lower) is not None
        and detect_outcome(before.text) is not None  # not "held the button for a minute"
    )


_AGAIN = compile(r"\bagain\b")


def _fixed_last(history: Sequence[Memory]) -> bool:
    """Was the customer's newest problem closed, with none still open: a bare "it's back
    again" then speaks of the problem, not of a thing that had gone missing."""
    told = [m for m in history if m.type is MemoryType.INCIDENT]
    if not told or any(m.status is IncidentStatus.OPEN for m in told):
        return False
    return max(told, key=lambda m: m.created_at).status is IncidentStatus.RESOLVED


def _newest_problem(history: Sequence[Memory]) -> str:
    told = [m for m in history if m.type is MemoryType.INCIDENT]
    return max(told, key=lambda m: m.created_at).text if told else ""


# a clause opening with what is being done: "ordering a new card"
_DOING = compile(r"^(?:(?:and|so|now|currently)\s+)?\w+ing\b")
# a problem that shows as a light, an alarm or a message: coming back on is the problem back
_CAME_BACK_ON = compile(
    r"^(?:(?:but|and|now|then)\s+)?(?:it|the \w+|the \w+ \w+) (?:came|comes|has come) back"
    r"(?: on)?\b"
)
# a while after the step, not at once: "(it came back on) the next day", "a day later"
_LATER_ON = compile(
    r"\b(?:the (?:next|following) (?:day|morning|evening|week)|the day after|(?:a|one|two|\d+) "
    r"(?:days?|weeks?) later|after (?:a|one|two|three|\d+|a few|a couple of) (?:days?|weeks?))\b"
)
_SHOWN_BY_A_SIGNAL = compile(
    r"(?i)\b(?:warning|light|alarm|error|message|beep\w*|alert|icon|notification)s?\b"
)


def _with_fronted_place(reading: MessageReading, clause: Clause) -> str:
    """ "With my other card (Visa from other bank) the payment is working": the place the
    writer put first, cut off by the aside, read with the clause it belongs to."""
    before = _before_in_sentence(reading, clause)
    if before is not None and reading.at > 1 and not _FRONTED_PLACE.match(before.lower):
        first = reading.clauses[reading.at - 2]
        before = first if first.sentence == clause.sentence else None
    if before is None or not _FRONTED_PLACE.match(before.lower):
        return clause.text
    return f"{before.text} {clause.text}"


_FRONTED_PLACE = compile(r"^(?:with|on|using|from|in) (?:my |the |a |an |his |her )?\w+\W*\w*\W*$")


def _purpose_of_the_try(reading: MessageReading, clause: Clause, signal: OutcomeSignal) -> bool:
    """ "I tried to cancel it in the app so I can send again": the good news after "so" is
    what the try was for, not its result; "i thought it would redownload [and work]": what the
    customer expected, a verb that shares the hope of the clause before."""
    if signal.polarity is not Outcome.WORKED:
        return False
    if clause.joined_by == "and" and len(clause.lower.split()) <= _BARE_RESULT_WORDS:
        before = _before_in_sentence(reading, clause)
        return before is not None and _EXPECTED.search(before.lower) is not None
    if clause.joined_by != "so":
        return False
    before = _before_in_sentence(reading, clause)
    return (
        before is not None
        and _PURPOSE.match(clause.lower) is not None
        and _TRIED_TO.search(before.lower) is not None
    )


_PURPOSE = compile(r"^(?:that )?(?:i|we|it|they) (?:can|could|would|might|will|'ll) ")
# "i thought it would redownload", "hoping it will reset": the result expected, not had
_EXPECTED = compile(
    r"\b(?:would|should|will|could|might|'ll|going to|gonna|hoping|hope|thought|expected)\b"
)
_BARE_RESULT_WORDS = 3  # "[and] work", "[and] fix it", "[and] work again"
_TRIED_TO = compile(r"\b(?:tried|try|trying|attempted|wanted|want|went|going) to\b")


def _side_effect(reading: MessageReading, clause: Clause) -> bool:
    """A downside of the fix told after it, in its clause or the one before ("Only downside:
    the history is lost"): no problem of its own, no failed step."""
    if _DOWNSIDE.match(clause.lower):
        return True
    if clause.joined_by == "but" and _LOST_ON_THE_WAY.match(clause.lower):
        # "got it to work again by deleting all the data, but sadly I lost my settings";
        # "I reset the TV. YouTube works now, but I need to log in to all apps again"
        return any(
            step.sentence == clause.sentence and step.outcome is Outcome.WORKED
            for step in reading.steps
        ) or any(
            step.outcome is Outcome.WORKED for step in reading.credited.get(clause.sentence, [])
        )
    before = _before_in_sentence(reading, clause)
    return (
        before is not None
        and _DOWNSIDE.match(before.lower) is not None
        and len(before.lower.split()) <= 4
    )


# "the water just sits there": the thing a clause's problem is about, named first
_THING_FIRST = compile(
    r"(?i)^(?:the|my|our|this|his|her|their)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)??)\s+(?:just|still|"
    r"keeps|is|are|was|were|won't|doesn't|isn't|sits|stays|gets|has)\b"
)


def _done_by_someone_else(reading: MessageReading, clause: Clause) -> bool:
    """ "the engineer from british gas came out yesterday and [replaced the gas valve]": a
    step with no subject after "and" is done by the person the clause before began with, or
    the one before that when it has no subject either ("A plumber came on Tuesday and found a
    leak ... and [repaired it]")."""
    at = reading.at
    # after a clause with no subject of its own, the subject may be any clause back in the
    # sentence: "My nephew, who is good with computers, came round on Thursday and [cleared
    # out the cache]" (the relative clause cut, "My nephew" is a clause of its own)
    hopped = False
    while (clause.joined_by == "and" or hopped) and at > 0:
        before = reading.clauses[at - 1]
        if before.sentence != clause.sentence:
            return False
        words = [w for w in before.lower.split() if w not in _JOINING_WORDS]
        if not words:
            return False
        subject = words[1:3] if words[0] in _PARTY_DETERMINERS else words[:1]
        if _OTHER_PEOPLE & set(subject):
            return True
        came = _PARTY_CAME.search(before.lower)
        if came is not None and came.group(1) in _OTHER_PEOPLE:
            return True  # "hi its me again about the boiler your engineer came this afternoon"
        sent = _PARTY_SENT_CAME.search(before.lower)
        if sent is not None and sent.group(1) in _OTHER_PEOPLE:
            return True  # "the technician your colleague arranged came on Friday"
        if not (is_past(words[0]) or (hopped and words[0] in _RELATIVES)):
            return False  # "i went out and ...": the customer's own
        clause, at, hopped = before, at - 1, True
    return False


# what a step was for, told after "so that": something kept from happening ("so that
# Windows can't turn the adapter off"; not "so that it works now": the result)
_KEPT_FROM = compile(
    r"^that (?:it|they|the [\w-]+|[\w-]+) (?:can't|cannot|can not|won't|will not|wouldn't|"
    r"would not|doesn't|does not|isn't able to|is not able to|never) (?:[\w-]+ )?[\w-]+"
    r"(?:\s+(?:it|them|the [\w-]+|my [\w-]+))?(?:\s+(?:off|on|down|out|up|away|again))?\W*$"
)
# a party who came, at the end of a run-on clause: "... your engineer came this afternoon"
_PARTY_CAME = compile(
    r"\b(?:the|your|a|an|our|my|their|his|her)\s+(?:[\w-]+\s+)?([\w-]+)\s+(?:came|arrived|"
    r"turned up|showed up|visited|called round|came round|came out|has been|had been)\b[^,;]*$"
)
# a party someone sent or booked, who came: "the technician your colleague arranged came"
_PARTY_SENT_CAME = compile(
    r"\b(?:the|a|an)\s+([\w-]+)\s+(?:you|your\s+[\w-]+|they|he|she|the\s+[\w-]+)\s+"
    r"(?:sent|arranged|booked|organised|organized|recommended)\s+(?:came|arrived|turned up|"
    r"showed up|visited|came round|came out)\b"
)
_RELATIVES = frozenset({"who", "which"})  # "(my nephew,) who is good with computers,"
_OTHER_PEOPLE = THIRD_PARTIES - {"it"}  # "it" is the IT department only after a determiner
_JOINING_WORDS = frozenset({"and", "so", "then", "but", "ok", "okay", "well", "right"})
_PARTY_DETERMINERS = frozenset({"the", "a", "an", "my", "our", "their", "his", "her", "your"})


_ITSELF = compile(r"\b(?:itself|themselves)\b")
_TIME_JOINERS = frozenset({"after", "before", "until", "till"})
_TIMES_OF_DAY = frozenset(
    {"work", "school", "lunch", "dinner", "breakfast", "class", "my shift", "the weekend"}
)

_A_PLAN = compile(
    r"^(?:(?:ok|okay|so|and|then)\s+)?(?:(?:i|we)(?:'ll|ll|\s+will|'m|m|\s+am|\s+are)?\s+)?"
    r"(?:going to|gonna|will|about to|planning to|plan to)\b|^(?:let me|lemme|let's|lets)\b"
)


def _when_the_plan_is_done(clause: Clause, last_step: Step | None) -> bool:
    """ "gonna try reinstalling it tonight [after the kids r in bed]": a time clause right
    after a plan, in its sentence, says when the plan happens; it tells no problem (the
    caller has found no result in it), unless it names a symptom ("I'll try again [when it
    stops crashing]")."""
    return (
        last_step is not None
        and clause.joined_by in _WHEN_WORDS
        and last_step.sentence == clause.sentence
        and last_step.outcome is None
        and (last_step.reading.mode == "in_progress" or _A_PLAN.match(last_step.said) is not None)
        and not has_symptom(clause.text)
    )


def _signs_the_message(reading: MessageReading, clause: Clause) -> bool:
    """ "Could you please raise the dispute on my behalf? [Margaret Ellison]": a name of its
    own, in capitalised words only (not "Home Assistant OS"), as the last sentence of a
    message of several: the sender."""
    words = clause.text.strip(" .,!").split()
    return (
        reading.at == len(reading.clauses) - 1
        and reading.at > 0
        and reading.clauses[reading.at - 1].sentence != clause.sentence
        and len(words) >= 2
        and is_signature(clause.text)
        and all(word[1:].replace("-", "").replace("'", "").islower() for word in words)
        and all(fact.kind.startswith("product:") for fact in profile_facts(clause.text))
    )


_OPENING_CLAUSES = 2  # a "Thanks!" among a message's first clauses opens it, closes nothing
_POSTSCRIPT = compile(r"(?i)^\W*p\.?\s?s\b")  # "PS.", "P.S.", "ps:"


# "(can u add a free 5gb) so i dont run out", "(could you send a new card) so that we don't
# get charged again": what the request before is for
_SO_AS_NOT_TO = compile(r"^(?:that\s+)?(?:i|we)\s+(?:don't|do not|won't|will not)\b")
_ASKED = compile(r"^\W*(?:(?:and|ok|so|also)\W+)*(?:can|could|would|will|pls|please|plz) ")


def _asked_so_as_not_to(reading: MessageReading, clause: Clause) -> bool:
    """Is ``clause`` ("so i dont run out") what the request just before it is for?"""
    before = _before_in_sentence(reading, clause)
    return (
        clause.joined_by == "so"
        and before is not None
        and _ASKED.match(before.lower) is not None
        and _SO_AS_NOT_TO.match(clause.lower) is not None
    )


def _clause_before(reading: MessageReading) -> Clause | None:
    return reading.clauses[reading.at - 1] if reading.at > 0 else None


def _the_good_news(reading: MessageReading, clause: Clause) -> bool:
    """ "Good news, [the post office had the parcel]!": the news after the word that it is
    good, no problem (a problem word still tells one: "good news, but it broke again")."""
    before = _before_in_sentence(reading, clause)
    return (
        before is not None
        and _GOOD_NEWS_ALONE.match(before.lower) is not None
        and not has_symptom(clause.text)
    )


_GOOD_NEWS_ALONE = compile(GOOD_NEWS_LEAD + r"\W*$")


def _before_in_sentence(reading: MessageReading, clause: Clause) -> Clause | None:
    """The clause just before ``clause``, when it is in the same sentence."""
    before = _clause_before(reading)
    return before if before is not None and before.sentence == clause.sentence else None


def _acts_before(text: str, signal: OutcomeSignal | None) -> bool:
    """ "Reinstalling it on my laptop worked": a step with its outcome, not a diagnostic."""
    before = text[: signal.start] if signal is not None else ""
    action = read_action(before) if before.strip() else None
    return action is not None and action.verb not in TEST_VERBS


_ALL_WELL = OutcomeSignal(Outcome.WORKED, "nearest", True, 0)


def _good_again(reading: MessageReading, signal: OutcomeSignal | None, clause: Clause) -> bool:
    return (
        signal is not None
        and signal.polarity is Outcome.WORKED
        and not reading.steps
        and " again" in clause.lower
    )


def _fault_word_again(said: str, problem: str) -> bool:
    """Is ``said`` the problem's own fault word told again ("and its stopped again today" of
    "Watch stopped syncing steps to app"), not good news that something stopped?"""
    again = _WORD_AGAIN.search(said.lower())
    return again is not None and f" {again.group(1)} " in f" {problem.lower()} "


_WORD_AGAIN = compile(r"\b(stopped|died|cut out|gone off) again\b")


def _fault_back(said: str, problem: str) -> bool:
    """Is ``said`` a bare "it's back (again)" of a problem that is a fault the thing does
    ("App keeps freezing"), not of one that is something missing ("No internet")?"""
    if _BARE_BACK.match(said.lower()) is None or _NEGATED.search(problem):
        return False
    return bool(FAULT_GERUNDS & {word.strip(".,!?").lower() for word in problem.split()})


_BARE_BACK = compile(
    r"^\W*(?:(?:nvm|ugh|and|but|so|now|well|sadly|annoyingly)\W+)*(?:it'?s|its|it is|it has|"
    r"it's come|its come|it came) back(?: again)?(?: today| this morning| now| already)?\W*$"
)


def _recurrence(reading: MessageReading, clause: Clause, history: Sequence[Memory]) -> bool:
    """ "It's asking for the password again": a solved problem named again, in other words.

    The clause reports no problem words of its own, so it is the problem only when the
    problem itself was no negation: "the charts load again" undoes "Charts don't load".
    """
    existing = matching_incident(clause.text, [m for m in history if m.status is not None])
    if existing is None or existing.status is not IncidentStatus.RESOLVED:
        return False
    if _NEGATED.search(existing.text):
        return False
    if any(m.existing is existing for m in reading.mentions):
        return True
    reading.mentions.append(Mention(existing.text, clause.sentence, existing, reopen=True))
    reading.current = len(reading.mentions) - 1
    return True


def _solved_thing_again(text: str, history: Sequence[Memory]) -> Memory | None:
    """ "the battery is draining again" after "Battery dies by lunch" was solved: with
    nothing open, "again" names the newest solved problem of the same thing; "it's logging
    me out again", which names no thing, the newest solved one it shares a term with."""
    thing = {word.lower() for word in problem_thing(text)}
    said = set() if thing else content_terms(text) - _VAGUE_TERMS - _EMPTY_TERMS
    if not thing and not said:
        return None
    for memory in reversed(history):
        if memory.type is not MemoryType.INCIDENT or memory.status is not IncidentStatus.RESOLVED:
            continue
        if thing & {word.lower() for word in problem_thing(memory.text)} or (
            said & content_terms(memory.text)
        ):
            return memory
    return None


# "..., but unable to bring up the web page": the step helped only in part
_BUT_UNABLE = compile(
    r"^(?:but\s+)?(?:i\s+|we\s+)?(?:am\s+|was\s+)?(?:still\s+)?(?:unable to|not able "
    r"to|can't|cannot|can not|couldn't|could not)\s"
    # not "but i cant keep doing that": the fix works, doing it every day is the burden
    + word_not(words=("keep", "carry", "afford", "go", "live"))
)


_LOST_TRACK = compile(r"\b(?:don't|do not|didn't|did not) know where\b|\bno idea where\b")


def _detail_added(text: str, history: Sequence[Memory]) -> Memory | None:
    """ "printer keeps showing offline on my laptop" ... "the print queue shows an error too":
    a detail added ("too", "as well") to the open problem it shares a term with, not a new
    problem."""
    opened = newest_open(history)
    if opened is None or _TOO.search(text) is None:
        return None
    shared = (content_terms(text) & content_terms(opened.text)) - _VAGUE_TERMS
    # a thing both name, not a symptom: not "the app crashes" ... "it freezes on login too"
    return opened if any(not has_symptom(term) for term in shared) else None


_TOO = compile(r"(?i)\b(?:too|as well|also)\W*$")


def _nobody_came_with(reading: MessageReading, text: str | None) -> str | None:
    """ "I ordered a sofa ... delivery would be 14 March. Nobody came.": the incident names
    what did not come ("Sofa not delivered"), not that nobody came."""
    if text is None or _NOBODY_CAME.match(text) is None:
        return text
    for clause in reversed(reading.clauses[: reading.at]):
        ordered = _ORDERED.search(clause.text)
        if ordered is not None:
            thing = ordered.group(1)
            return f"{capitalised(thing)} not delivered"
        awaited = _AWAITED.search(clause.text)
        if awaited is not None:  # "took a day off work for your engineer and nobody turned up"
            return f"{capitalised(awaited.group(1).lower())} did not turn up"
    return text


# whom the customer waited in for
_AWAITED = compile(rf"(?i)\b(?:your|the|an?|our)\s+({_CALLERS})\b")
_NOBODY_CAME = compile(r"(?i)^(?:nobody|no one|noone|no-one) (?:came|turned up|showed up|arrived)")
_ORDERED = compile(
    r"(?i)\b(?:ordered|bought|purchased) (?:a |an |my |the |two |some )?(?:new )?"
    r"((?:[a-z-]+ )?[a-z-]+)"
    r"(?:\s*\(|\s+(?:on|from|in|at|for|with|last|and|but|which|that)\b|\W*$)"
)


def _swapped_in(step: Step) -> bool:
    """ "tried logging in on the website instead of the app and that worked fine (but the app
    still wont let me in)": the other way worked; the problem is the way it replaced."""
    return step.reading.text is not None and _INSTEAD.search(step.said) is not None


_INSTEAD = compile(r"(?i)\binstead of\b")


def _fixes_what_was_checked(reading: MessageReading, action: ActionReading, clause: Clause) -> bool:
    """ "checked the drain hose under the sink, it was kinked. [straightened it]": a step on
    "it" that acts on the thing the check before it looked at is a step, whatever the clause
    model makes of two words."""
    said = set(clause.lower.split())
    if action.text is None or not {"it", "them"} & said:
        return False
    if _found_in_a_state(reading, action.text.split(" ", 1)[-1].lower()):
        return True
    if not reading.steps:
        return False
    before = reading.steps[-1].reading
    if before.verb not in _LOOKED_VERBS or before.text is None or " " not in before.text:
        return False
    looked_at = before.text.split(" ", 1)[1].lower()
    return action.text.lower().endswith(" " + looked_at)


_LOOKED_VERBS = LOOK_VERBS | {"open", "find"}


def _found_in_a_state(reading: MessageReading, thing: str) -> bool:
    """ "the hose was really kinked behind the machine!! I straightened it": a clause of this
    message before the step said what state the thing "it" stands for was in."""
    named = ["the", *thing.split()]
    said = " ".join(named)
    if said not in reading.lowered:
        return False  # most messages: the thing is not named
    for clause in reading.clauses[: reading.at]:
        if said not in clause.lower:
            continue
        words = [w.strip("!?.,:;") for w in clause.lower.split()]
        for start in range(len(words) - len(named)):
            if words[start : start + len(named)] == named and (
                words[start + len(named)] in _STATE_VERBS
            ):
                return True
    return False


_STATE_VERBS = frozenset({"was", "were", "is", "are", "got", "had"})


def _undo_fix(reading: MessageReading, sentence: int) -> None:
    """ "It sort of works now, but it's still slow": a fix the same sentence takes back,
    whether the steps it credited were told in it or before it."""
    for step in reading.credited.pop(sentence, []):
        if step.outcome is Outcome.WORKED and not step.workaround and not _swapped_in(step):
            step.outcome = Outcome.FAILED
            if reading.worked_step is step:
                reading.worked_step = None
                reading.resolved = False
    for step in reversed(reading.steps):  # steps are in reading order: this sentence's last
        if step.sentence != sentence:
            break
        if step.outcome is Outcome.WORKED and not step.workaround and not _swapped_in(step):
            # ("I have to restart it to get it working, but it still shows ...": the
            # workaround works each time; the "but" is about the problem it leaves)
            step.outcome = Outcome.FAILED
            if reading.worked_step is step:
                reading.worked_step = None
                reading.resolved = False
    unchecked = reading.history_outcomes[reading.history_checked :]
    if any(s.polarity is Outcome.WORKED for s in unchecked):
        # "It's a bit better but it still cuts out": the follow-up takes its good news back
        reading.history_outcomes = [
            s for s in reading.history_outcomes if s.polarity is not Outcome.WORKED
        ]
        reading.resolved = False
    reading.history_checked = len(reading.history_outcomes)


def _tried_on_another_thing(
    reading: MessageReading, clause: Clause, signal: OutcomeSignal | None
) -> bool:
    """ "(laptop screen has a pink line) plugged into my tv with hdmi and the tv picture is
    fine": good news of the thing a step of this sentence used, which the open problem does
    not name, is where things work, not a fix."""
    if signal is None or signal.polarity is not Outcome.WORKED or not signal.state:
        return False
    problem = _problem_in_sentence(reading, clause) or reading.open_problem
    subject = content_terms(clause.text[: signal.start]) - _VAGUE_TERMS - _WHOLE_TERMS
    if not problem or not subject or subject & content_terms(problem):
        return False
    used = [
        s
        for s in reading.steps
        if s.sentence == clause.sentence and s.reading.text and s.reading.verb in _TEST_VERBS
    ]
    return any(subject & content_terms(s.reading.text or "") for s in used)


# a test on another thing ("plugged into my tv"), not a change that makes a way around the
# problem work ("turned on wifi calling ... the calls have been coming through fine")
_TEST_VERBS = frozenset({"plug", "connect", "hook", "try", "test", "attach", "cast", "mirror"})


def _problem_in_sentence(reading: MessageReading, clause: Clause) -> str | None:
    """The problem this sentence names ("won't scan to email, printing is fine"), if any."""
    if reading.current is None:
        return None
    mention = reading.mentions[reading.current]
    return mention.text if mention.sentence == clause.sentence else None


def _unsaid(step: Step) -> bool:
    """No outcome of its own: none at all, or one only inferred from the rest of the message."""
    return step.outcome is None or step.inferred


def _last_one(reading: MessageReading, signal: OutcomeSignal, sentence: int) -> None:
    pending = [s for s in reading.steps if s.pending]
    if signal.polarity is Outcome.WORKED and len(pending) > 1:
        for step in pending[:-1]:
            step.outcome = Outcome.FAILED
    _apply_outcome(reading, replace(signal, scope="nearest"), sentence)


# "I'm tethering off my phone for now", "we're using the old router": a way round the
# problem in use as the customer writes (not "I'm going to", "I'm trying to")
_IN_USE_NOW = compile(
    r"\b(?:i'?m|i am|we'?re|we are)\s+(?:currently\s+|now\s+|just\s+|still\s+)?([a-z]+ing)\b"
)
_NOT_IN_USE = frozenset({"going", "trying", "planning", "hoping", "waiting", "thinking"})


def _kept_up_meanwhile(reading: MessageReading, sentence: int) -> bool:
    """Was a step of this sentence told as kept up in the meantime (a workaround)?"""
    return any(
        s.sentence == sentence and s.outcome is Outcome.WORKED and MEANTIME.search(s.said)
        for s in reading.steps
    )


def _in_use_and_working(reading: MessageReading, signal: OutcomeSignal, clause: Clause) -> bool:
    """ "I'm tethering off my phone for now, which works (but eats my data)": the step in use
    works, the problem stays; the step is a workaround that worked. True when so read."""
    if signal.polarity is not Outcome.WORKED or clause.joined_by not in ("which", ","):
        return False
    if any(s.pending for s in reading.steps):
        return False
    step = reading.steps[-1] if reading.steps else None
    if (
        step is None
        or step.sentence != clause.sentence
        or step.outcome is not None
        or step.reading.actor != "self"
        or (using := _IN_USE_NOW.search(step.said)) is None
        or using.group(1) in _NOT_IN_USE
    ):
        return False
    step.outcome, step.workaround = Outcome.WORKED, True
    reading.resolved, reading.worked_step = False, None
    return True


def _apply_outcome(reading: MessageReading, signal: OutcomeSignal, sentence: int) -> None:
    # a change the problem began with ("After updating my system, ...") is settled only by
    # what its own sentence says
    pending = [
        s
        for s in reading.steps
        if s.pending and not (s.context == "cause" and s.sentence != sentence)
    ]
    found_fine = bool(pending) and checked_fine(
        pending[-1], signal, reading.clauses[reading.at].lower
    )
    if found_fine and reading.resolved and pending[-1].reading.verb == "test":
        # "my old number's working on the new SIM now. Tested it with a call from my wife. All
        # good.": the fix told first, the test only confirms it; no step
        reading.steps.remove(pending[-1])
    elif found_fine:
        pending[-1].outcome = Outcome.FAILED  # "I checked the cable, it's fine": no fix there
    elif (
        pending
        and signal.polarity is Outcome.WORKED
        and signal.state
        and _A_TEST.search(pending[-1].said)
    ):
        # "I swapped the two cameras round to see if it was the camera itself. ... so it
        # seems like the camera is OK": what the test found, no fix of the steps before it
        return
    elif pending and signal.polarity is Outcome.WORKED and reading.credited.get(sentence):
        return  # "... is a restart, and it only works once after that": told of that fix
    elif (
        not pending
        and signal.polarity is Outcome.FAILED
        and signal.start == 0  # "no change" alone, not "a restart doesn't fix it"
        and reading.credited.get(sentence)
    ):
        # "Deleted old videos to free up space, there is now 40 GB free, no change": the good
        # state was the step's own purpose, and the sentence ends saying it did not help
        _undo_fix(reading, sentence)
    elif (
        signal.polarity is Outcome.FAILED
        and reading.credited.get(sentence)
        and reading.clauses[reading.at].joined_by == "but"
        and not any(s.sentence == sentence for s in pending)
    ):
        # "I've cleaned and re-oiled the chain, which made it quieter but didn't stop the
        # slipping": the fix this sentence credited did not stop the problem (not a step
        # told in an earlier sentence)
        _undo_fix(reading, sentence)
    elif pending:
        targets = pending[-1:] if signal.scope == "nearest" else pending
        if signal.scope == "nearest" and (
            signal.polarity is Outcome.WORKED or _fails_the_list(reading, pending[-1], sentence)
        ):
            # A fix reported after a chain of steps in one sentence credits the chain; a
            # failure told after "but" or "and" in that sentence fails it ("I cleared the
            # cache and restarted the phone, but that didn't help")
            targets = [s for s in pending if s.sentence == pending[-1].sentence]
            if signal.polarity is Outcome.WORKED and pending[-1].reading.verb not in LOOK_VERBS:
                # "checked the fuse, it was blown, replaced it. works now": the look found
                # what the fix after it put right; it fixed nothing itself
                targets = [s for s in targets if s.reading.verb not in LOOK_VERBS]
        for step in targets:
            step.outcome = signal.polarity
        if signal.polarity is Outcome.WORKED:
            reading.credited.setdefault(sentence, []).extend(targets)
        note_worked(reading, targets[-1], signal)
    elif not reading.steps:
        reading.history_outcomes.append(signal)
        if signal.polarity is Outcome.WORKED and not reading.mentions and reading.at <= 1:
            reading.news_first = sentence  # "its fine again, [i pulled the plug out]"
        note_worked(reading, None, signal)
    else:
        note_worked(reading, None, signal)


def _fails_the_list(reading: MessageReading, last: Step, sentence: int) -> bool:
    """ "I cleared the cache and restarted the phone, but that didn't help": a failure after
    "but" or "and", in the sentence of a list of steps, is of them all; not after steps told
    one after the other ("I updated the driver and then I rolled back the update, that did
    not help": "that" is the last, which undid the one before)."""
    told = [c for c in reading.clauses if c.sentence == sentence]
    return (
        last.sentence == sentence
        and reading.clauses[reading.at].joined_by in ("but", "and")
        and not any(c.joined_by == "now" for c in told)
    )


def _someone_elses(text: str) -> str | None:
    """The thing someone else has, told by a clause about that person ("my colleague got the
    2fa code fine"), else None."""
    words = text.lower().split()[:3]
    return last_thing(text) if any(word in THIRD_PARTIES for word in words) else None


def _symptom(
    reading: MessageReading,
    clause: Clause,
    signal: OutcomeSignal | None,
    history: Sequence[Memory],
    own_products: list[str],
) -> None:
    if accepted_after(reading, clause):
        return  # "Charging more slow but it's ok": a trade-off the customer accepts
    if tells_no_fault(clause.lower):
        return  # "Storage isnt full, I checked", "it has been fine until now"
    if _LOST_TRACK.search(clause.lower) and newest_open(history) is not None:
        return  # "so idk where its gone": the open problem, still there; no new one
    if _asked_so_as_not_to(reading, clause):
        return  # "can u add a free 5gb or smth so i dont run out": what a request is for
    if NOT_THAT_ONE.match(clause.lower):
        return  # "(the option 'cancelled train' and) not 'delay'": the option not chosen
    said = _named(reading, clause.text)  # "... the app cancelled it"
    if _MINE.match(said):
        # "mine still shows ..." → "my PC ...", after "his PC"; "my colleague got the 2fa
        # code fine but mine never comes" → "my 2fa code never comes"
        before = _clause_before(reading)
        thing = reading.others_thing or (_someone_elses(before.text) if before else None)
        said = f"my {thing}{said[4:]}" if thing else said
    text = _nobody_came_with(reading, _it_named(reading, said, incident_text(said, own_products)))
    before = _clause_before(reading)
    if before is not None and not any(s.said == before.text for s in reading.steps):
        text = verdict_named(text, before.text)  # "... single room. This is wrong"
    if text is not None and text.startswith("App ") and clause.joined_by == "and":
        first = _THING_FIRST.match(before.text) if before is not None else None
        if first is not None:  # "the water just sits there and [goes down really slow]"
            text = f"{capitalised(first.group(1))} {text[4:]}"
    if (
        clause.joined_by == "but"
        and reading.credited.get(clause.sentence)
        and content_terms(text) & content_terms(reading.problem())
    ):
        # "I restarted the HUE app and the devices on the V2 bridge were ok but now all
        # devices on the V1 bridge are unreachable": the same problem, moved; "tried another
        # charger, the light on the charger comes on but the laptop says not charging": the
        # problem, still there; no fix
        _undo_fix(reading, clause.sentence)
    if clause.joined_by == "now" and not reading.mentions and newest_open(history) is None:
        # "i updated the app and now it crashes": a change is how the problem began (but
        # "I reinstalled the app and now it won't open" was a fix that made it worse)
        reading.steps = [
            s
            for s in reading.steps
            if not (
                s.pending
                and s.sentence == clause.sentence
                and s.reading.verb in CHANGE_VERBS
                and not TRIED_SAID.match(s.said)
            )
        ]
    # "it's gone out. So that's fine now. Still waiting to hear about the wiper charge":
    # after good news, a "still" that names other things is another matter, not the problem
    # (of several open ones, the "still" names some: the news settled another)
    opened = _open_incidents(history) if text is None and reading.resolved else []
    terms = content_terms(clause.text) - _VAGUE_TERMS - _EMPTY_TERMS if opened else set()
    still_named = {m.id for m in opened if terms & content_terms(m.text)}
    another_matter = bool(opened) and (
        _names_another_thing(clause.text, history) or 0 < len(still_named) < len(opened)
    )
    if another_matter:  # "the wiper charge" told before stays open
        reading.kept_open |= still_named
    said_again = (
        bool(PERSISTENCE.search(clause.text))
        and not another_matter
        and not _another_after_news(reading, clause, text, history)
    )
    persistence = said_again or (
        signal is not None and signal.state and not _names_another_thing(text, history)
    )
    if not persistence:  # "After updating to iOS 17, my watch won't pair": the cause
        reading.steps = [s for s in reading.steps if not (s.context and s.pending)]
    elif not said_again:  # "After firmware update, this app seems not working": no "still"
        reading.steps = [s for s in reading.steps if not (s.context == "cause" and s.pending)]
    earlier = clause.joined_by in _TOLD_AFTER and not said_again
    for step in reading.steps:
        if step.context == "cause" and step.sentence != clause.sentence:
            continue  # "After updating my system, ... I can still connect from windows"
        if earlier and step.sentence == clause.sentence:
            continue  # "I switched to X after constant freezes": what made them switch
        if step.pending and (persistence or step.reading.mode != "needs_outcome"):
            step.outcome = Outcome.FAILED
            step.inferred = not persistence  # a fresh symptom after it, no "still"
    if not reading.steps and persistence:
        failed = signal or OutcomeSignal(Outcome.FAILED, "all", True, 0)
        reading.history_outcomes.append(failed)
    # a symptom told after a fix means the problem is back (unless it is another problem)
    if not another_matter:
        new_problem_after_the_news(reading, text, said_again)
    task = None
    if text is not None and (not content_terms(text) - _VAGUE_TERMS or _it_unnamed(said, text)):
        task = _tried_task(reading, clause.sentence)  # "I tried verifying my ID, but it
        named = without_count(task.reading.text or "") if task is not None else None
        if named is None and _it_unnamed(said, text):
            named = _task_before(reading, clause)
        text = f"Cannot {named[:1].lower()}{named[1:]}" if named else text
    text = _app_only_about_software(reading, text, history)
    if text is not None and (
        content_terms(text) - {"same", "happen", "keep"}
        or _bare_failure_first(reading, text, history)
    ):
        detail = (
            bool(_DETAIL.match(clause.lower))
            or text.lower().startswith(("error", "code"))
            # "My boiler is showing F28 since this morning, [no hot water]": what the fault
            # named in the sentence takes away
            or _supply_taken(reading, clause)
        )
        _mention(reading, text, persistence, history, clause.sentence, detail)
        if task is not None:
            drop_tasks_named_as_problem(reading, [task])


def _supply_taken(reading: MessageReading, clause: Clause) -> bool:
    """ "(My boiler is showing F28 since this morning,) no hot water": a supply gone, told
    bare after a fault of what supplies it, named in the same sentence (not after "my
    phone's got signal, no data": no fault named before it)."""
    if _SUPPLY_GONE.match(clause.lower) is None:
        return False
    return any(
        m.sentence == clause.sentence and _SUPPLIER.search(m.text.lower()) is not None
        for m in reading.mentions
    )


def _another_kind(text: str, reading: MessageReading) -> bool:
    """ "the app froze when i hit pay ... now ive been charged twice": money taken is a
    problem of its own beside a fault of the product, not the fault said again."""
    return BILLING.search(text.lower()) is not None and not any(
        BILLING.search(m.text.lower()) for m in reading.mentions
    )


def _bare_failure_first(reading: MessageReading, text: str, history: Sequence[Memory]) -> bool:
    """ "the app wont work": a failure named first, with nothing open, is the problem even
    though it names nothing more than the app."""
    return (
        not reading.mentions
        and not reading.steps
        and newest_open(history) is None
        and text.startswith("App ")
        and NOT_WORK.search(text.lower()) is not None
    )


# "(cleared the vent between freezer and) fridge that was blocked with ice": what the step
# worked on, described by a relative clause
_DESCRIBED_THING = compile(
    r"^(?:and\s+)?(?:the\s+)?(?:\w+\s+){0,2}?\w+\s+(?:that|which)\s+(?:was|were|had been|"
    r"got|had got)\s"
)


def _what_the_step_cleared(reading: MessageReading, clause: Clause) -> bool:
    """A relative clause joined to a step of its sentence describes the thing the step
    cleared or fixed; it is no fresh symptom after the step."""
    if clause.joined_by != "and" or _DESCRIBED_THING.match(clause.lower) is None:
        return False
    before = _before_in_sentence(reading, clause)
    return before is not None and any(
        step.said == before.lower and step.reading.actor == "self" for step in reading.steps
    )


def _it_unnamed(said: str, text: str) -> bool:
    """ "I have tried to submit a transfer a couple of times now, and for some reason, it
    continues to be unsuccessful": an "it" that no problem in hand names (the rules wrote
    "App"), told after a try of the same sentence, is what was tried."""
    return text.startswith("App ") and _SUBJECT_IT.match(said) is not None


def _task_before(reading: MessageReading, clause: Clause) -> str | None:
    """ "I tried to submit a transfer a couple of times now, and [it continues to be
    unsuccessful]": the task tried just before, in the same sentence ("submit transfer")."""
    before = _before_in_sentence(reading, clause)
    return task_tried(before.text) if before is not None else None


def _it_named(reading: MessageReading, said: str, text: str | None) -> str | None:
    """ "wifi doesnt reach my bedroom ... like 1 bar then it drops": an "it" the rules could
    not name from its sentence is the thing of the problem in hand, not the app."""
    if text is None or not text.startswith("App "):
        return text
    if not _SUBJECT_IT.match(said) and not _verb_first(said):
        return text
    problem = reading.problem()
    thing = problem_thing(problem) if problem else ()
    return f"{' '.join(thing)}{text[3:]}" if thing else text


_SUBJECT_IT = compile(r"(?i)^\W*(?:(?:and|but|so|then|now)\s+)*(?:it|it's|its|it is)\b")


def _app_only_about_software(
    reading: MessageReading, text: str | None, history: Sequence[Memory]
) -> str | None:
    """ "App has not arrived", "App leaked over bag": the rules name an unnamed "it" the app
    (the product supported), which is wrong where the conversation names no software word
    (``SOFTWARE_WORDS``) and is about a thing of the problem in hand ("Kettle leaked over
    counter") or an errand (``ERRAND_WORDS``: an order, a parcel, a charge; "Has not
    arrived"). With no word either way, the app it stays ("it still says no camera")."""
    if text is None or not text.startswith("App "):
        return text
    said = _words_said(reading, history)
    software = said & SOFTWARE_WORDS
    if said & PROGRAMMED_APPLIANCES:
        software -= _PROGRAM_WORDS  # a dishwasher's program
    if software:
        return text
    opened = newest_open(history)
    problem = reading.problem() or (opened.text if opened is not None else "")
    thing = problem_thing(problem) if problem else ()
    rest = text[len("App ") :]
    if thing and thing[0].lower() not in _NO_THING_WORDS:
        return f"{' '.join(thing)} {rest}"
    return capitalised(rest) if said & ERRAND_WORDS else text


_PROGRAM_WORDS = frozenset({"program", "programs", "programme", "programmes"})
_NO_THING_WORDS = frozenset(
    {"as", "when", "if", "since", "after", "before", "because", "so", "then"}
)


def _words_said(reading: MessageReading, history: Sequence[Memory]) -> set[str]:
    said = [clause.lower for clause in reading.clauses]
    # what the rules wrote before ("App crashes", "Reinstall application") is no evidence
    said += [_OWN_WORDS.sub("", memory.text.lower()) for memory in history]
    return {word.strip(".,!?:;'\"()") for text in said for word in text.split()}


_OWN_WORDS = compile(r"^app\b|\bapplication\b")


def _verb_first(said: str) -> bool:
    """ "boiler keeps losing pressure, [goes down to 0.5 bar every morning]": a clause that
    opens with a verb in the third person has the subject before it."""
    words = said.lower().split()
    while words and words[0] in ("and", "but", "so", "then", "also"):
        words = words[1:]
    first = words[0] if words else ""
    return first.endswith("s") and not first.endswith("ss") and lemma(first) != first


# good news that says another thing is left: "so thats one thing sorted"
_ONE_THING_SORTED = compile(
    r"\b(?:that'?s |thats )?one (?:thing|issue|problem|of them) (?:sorted|fixed|solved|done|down)\b"
)


def _last_problem_told(history: Sequence[Memory]) -> str:
    """The latest problem in history, open or fixed: "(tyre pressure light came on ... the
    light went off)" ... "aaand its back on this morning" is that light, lit again."""
    told = [m for m in history if m.type is MemoryType.INCIDENT]
    return told[-1].text if told else ""


def _another_after_news(
    reading: MessageReading, clause: Clause, text: str | None, history: Sequence[Memory]
) -> bool:
    """ "sat paper came today ty! but my bill still took the full £32": after good news of
    the open problem, a "still" that names other things is a problem of its own. After news
    that names no open problem, a "still" that names one of several open ones keeps that one
    open, and it is kept in ``reading.still_open`` so that the news settles another."""
    news, opened = reading.news_first, newest_open(history)
    earlier = [c for c in reading.clauses if c.sentence < clause.sentence and good_news(c.text)]
    if (
        opened is not None
        and earlier
        and _names_another_thing(text, history)
        and not content_terms(" ".join(c.text for c in earlier)) & content_terms(text or "")
        and _the_open_one_named(text, history) is None
        and not any(
            content_terms(text or "") & content_terms(m.text) for m in _open_incidents(history)
        )
    ):
        # "(bled them,) they're all toasty now. kitchen tap is still dripping though": good
        # news in a sentence before, then a thing neither it nor the open problem names
        return True
    if news is None or news >= clause.sentence or opened is None:
        return False
    told_in = [c for c in reading.clauses if c.sentence == news]
    if text is not None and any(
        good_news(c.text) and news_of_one_thing(c.text, text) for c in told_in
    ):
        return True  # "the white marks are gone, very good. But the dishes are wet still"
    if text is not None and any(_ONE_THING_SORTED.search(c.lower) for c in told_in):
        return True  # "she had it lol so thats one thing sorted. still charged twice tho"
    told = content_terms(" ".join(c.text for c in told_in))
    # the news was of that problem ("sat paper came today"), not a test ("VPN works well")
    if told & content_terms(opened.text):
        return _names_another_thing(text, history)
    # "Charged twice" and "App logs me out" open, then "1 refunded today. Still getting
    # logged out": the "still" names one open problem, the news names none of it
    named = _the_open_one_named(text, history)
    if named is None or told & content_terms(named.text):
        return False
    if not any(m.id != named.id for m in _open_incidents(history)):
        return False
    reading.still_open = named.id
    return True


def _the_open_one_named(text: str | None, history: Sequence[Memory]) -> Memory | None:
    """The one open incident whose terms ``text`` shares ("Still getting logged out" names
    "App logs me out every 2 mins"); None when it names none or several."""
    terms = content_terms(text or "") - _VAGUE_TERMS - _EMPTY_TERMS
    named = [m for m in _open_incidents(history) if terms & content_terms(m.text)]
    return named[0] if len(named) == 1 else None


def _names_another_thing(text: str | None, history: Sequence[Memory]) -> bool:
    """ "the reset email never arrives" after "cant log in to my account": a state that
    persists ("never arrives") but names things the open problem does not (two terms or
    more, none shared) is a problem of its own, not that one told again."""
    opened = newest_open(history)
    if text is None or opened is None:
        return False
    terms = content_terms(text) - _VAGUE_TERMS - _EMPTY_TERMS - {"nev"}
    return len(terms) >= 2 and not terms & content_terms(opened.text)


_EMPTY_TERMS = frozenset({"cannot", "didn", "can", "not", "noth", "yet"})  # "nothing yet"
_PROBLEM_WORD = compile(r"(?i)\b(?:problems?|issues?|bugs?|errors?)\b")  # "the same problem"


def _hollow(text: str) -> bool:
    """An incident text that names nothing: a bare "Cannot", "It didn't", "A while" ("the
    same problem" names the one the customer is writing about)."""
    return not content_terms(text) - _EMPTY_TERMS and _PROBLEM_WORD.search(text) is None


def _mention(
    reading: MessageReading,
    text: str,
    persistence: bool,
    history: Sequence[Memory],
    sentence: int,
    detail: bool,
) -> None:
    if len(reading.mentions) >= MAX_MENTIONS:
        return  # each new problem is compared with those before: bounded, so linear
    if _hollow(text) and not _bare_failure_first(reading, text, history):
        return  # "I can't." names no problem
    for index, mention in enumerate(reading.mentions):
        if same_incident(text, mention.text) or (mention.sentence == sentence and detail):
            # the same problem again, or a detail of one named in this sentence
            reading.current = index
            return
    existing = matching_incident(text, history)
    if existing is None and not reading.mentions:
        existing = _detail_added(text, history)  # "the print queue shows an error too"
    if existing is None and persistence:
        # "still" / "again" refers back to a problem already in hand: name no new one
        # unless this is the first we hear from the customer at all.
        if reading.mentions and not _another_kind(text, reading):
            return
        existing = newest_open(history) or _solved_thing_again(text, history)
        if existing is None and history:
            return
    if existing is not None:
        reopen = existing.status is IncidentStatus.RESOLVED
        reading.mentions.append(Mention(existing.text, sentence, existing, reopen=reopen))
    else:
        reading.mentions.append(Mention(text, sentence))
    reading.current = len(reading.mentions) - 1


def _told_good_news(reading: MessageReading) -> bool:
    """Has the message, so far, told that a step worked or the problem went?"""
    return (
        reading.resolved
        or reading.worked_step is not None
        or any(step.outcome is Outcome.WORKED for step in reading.steps)
        or any(told.polarity is Outcome.WORKED for told in reading.history_outcomes)
    )
