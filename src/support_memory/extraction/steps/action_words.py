"""Word lists and patterns the action reader uses (data only; the logic is in ``actions``)."""

from __future__ import annotations

from support_memory import patterns
from support_memory.extraction.language.lexicon import words

SELF = {
    "i": "",
    "we": "",
    "i've": "have",
    "we've": "have",
    "i'd": "have",
    "we'd": "have",
    "i'm": "am",
    "we're": "am",
    "i'll": "plan",
    "we'll": "plan",
}
NEGATIONS = words(
    """not never haven't hasn't hadn't didn't don't doesn't can't cannot couldn't won't
    wouldn't havent didnt dont cant couldnt wont no nor neither"""
)
# A step the customer commits to ("I'll try X", "going to X tonight"): recorded in progress,
# so that a later "that worked" settles it.
PLANS = words("""will 'll gonna going plan planning about intend intending""")
# Wishes, needs and hypotheticals are not steps at all ("I might reinstall", "should I?").
NOT_YET = words(
    """would could should might may must shall can want wanna need needs like thinking
    considering hope hoping trying_to wish"""
)
PROGRESSIVE = frozenset({"am", "are", "is", "'m", "'re"})
PERFECT = frozenset({"have", "has", "had", "'ve", "'d"})
SAME_FORM_PAST = words(
    """set reset put shut cut rerun re-run hit factory-reset hard-reset soft-reset"""
)
# "downloaded it again" → "Redownload application"
REDOABLE = words(
    """install download pair connect add enable sync start launch open plug seat flash format
    load upload boot log sign"""
)
VAGUE_LEAD = words("everything anything something whatever")  # "tried everything in ..."
# "tried the steps in your article": a head noun that names no step of its own.
VAGUE_HEADS = words(
    """steps suggestions instructions tips solutions fixes options ideas recommendations
    things workarounds methods suspects possibilities ways diagnostics approaches avenues
    combinations workaround suggestion solution option idea method trick tricks stuff"""
)
# "tried various troubleshooting steps", "a few things": words before a vague head noun
VAGUE_MODIFIERS = words(
    """few many several various multiple some different other usual basic standard common
    troubleshooting typical obvious normal recommended suggested all most numerous every
    lot lots number couple of pretty possible"""
)
VAGUE_NOUNS = words(
    """lot lots many few following stuff around more much suggestion suggestions step steps
    solution solutions option options fix fixes tip tips
    thing things idea ideas instruction instructions method methods recommendation
    recommendations trick tricks workaround workarounds everything all of them both those
    these above what you said both your the online possible else suggested"""
)
TRY_VERBS = frozenset({"try", "attempt", "start", "begin", "decide", "proceed"})
DO_VERBS = frozenset({"do", "perform", "give", "carry", "make"})
BILLING = patterns.compile(
    r"\b(?:invoices?|bills?|billing|payments?|refunds?|receipts?|charges?|charged|prices?|"
    r"pricing|subscriptions?|(?:\w+ )?(?:plan|tier)|(?:credit|debit|bank) cards?|"
    r"card (?:details|number|info)|payment (?:method|details|info)|money|cash|funds|"
    r"transfers?|deposits?)\b"
)
# "I restart it every day": a habit, not a step taken
HABIT = patterns.compile(r"\b(?:every|always|whenever|each time|usually|sometimes|often)\b")
# "tried transferring money numerous times": a try repeated (a step even about money)
REPEATED = patterns.compile(
    r"\b(?:(?:several|numerous|multiple|many|a few|few|a couple of|couple of|\d+|two|three|"
    r"four|five|ten) times|twice|again and again|over and over|repeatedly|"
    # "tried using my contactless in several locations": tried again, somewhere else each time
    r"(?:in|at) (?:several|multiple|different|many|a few|few|two|three|various) (?:places|"
    r"locations|shops|stores|atms|machines|terminals|cash machines))\b"
)
# "had to jump start it three mornings in a row": a fix needed day after day, a workaround
DAY_AFTER_DAY = patterns.compile(
    r"\b(?:in a row|(?:\d+|two|three|four|five|several|many|multiple) (?:mornings|nights|days|"
    r"evenings|weeks)|every (?:single )?(?:day|morning|night|evening|week))\b"
)
# steps done to every appliance or cable at once: "unplugged everything in the kitchen" is a
# step of its own, where "tried everything" names none
ALL_AT_ONCE_VERBS = frozenset({"unplug", "disconnect", "switch", "turn", "plug", "reconnect"})
# a once-only time: "(every morning) i topped it up last night" was one step, not a routine
ONE_OFF_TIME = patterns.compile(
    r"\b(?:last (?:night|week|weekend)|yesterday|the other day|earlier today|this morning|"
    r"on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b"
)
LEADING = patterns.compile(
    r"^(?:(?:hi|hey|hello|hiya|heya|hi there|hello there|hi again|hello again|hey again|"
    r"good (?:morning|afternoon|evening)|yesterday|today|this morning|last night|earlier|"
    r"earlier today|this afternoon|"
    r"last week|first|then|also|so|ok|okay|k|kk|well|"
    # "Thanks i reinstalled the tv and this solved the problem": thanks, then the step
    r"thanks|thank you|thx|anyway|finally|eventually|in the end|at last|"
    r"this time|"
    r"ultimately|lastly|next|afterwards|after that|after a while|as (?:you )?"
    r"suggested|like you said|as instructed|"
    # "as your agent told I switched off the main breaker": whose advice, before the step
    r"(?:as|like) (?:you|your \w+|the \w+) (?:told|said|suggested|advised)(?: me| us)?|"
    r"following (?:your|the) (?:advice|instructions|"
    r"suggestions?|steps)|per your "
    r"(?:advice|instructions)|on your advice|in the meantime|meanwhile|later|again|just now|"
    r"so far|both|either|just|even|before that|unfortunately|sadly|luckily|fortunately|"
    r"honestly|basically|manually|simply|completely|fully|carefully|"
    r"actually|apparently|currently|right now|at the moment|when|as soon as|the moment|"
    r"right after|tomorrow|tonight|later today|later tonight|this evening|brb|ok so|alright|"
    # a date first: "On the 20th I sprayed some lubricant into the lock"
    r"on (?:the )?\d{1,2}(?:st|nd|rd|th)?(?: of (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|"
    r"dec)[a-z]*)?|on \d{1,2} (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|"
    r"(?:on |last )?(?:mon|tues|wednes|thurs|fri|satur|sun)day(?: (?:morning|afternoon|evening|"
    r"night))?|over the weekend|at the weekend|(?:a few|a couple of|two|three|\d+) days ago|"
    r"so yeah|yeah|yes|um|uh|hmm|lol|omg|wow|phew|yay|already|back|nvm|never mind|or|"
    r"(?:i )?(?:can )?confirm(?:ed)? "
    r"that|i can confirm|i found that|i noticed that|it seems that|it turns out that|turns out "
    r"that|(?:it )?(?:seems|looks) like|(?:it )?seems that)\s*,?\s+)+",
    patterns.IGNORECASE,
)
# Verbs that name a whole step on their own ("I rebooted"); any other bare verb is too vague.
INTRANSITIVE = words(
    """reboot restart power-cycle resync re-sync wait reset relog re-log reconnect re-login
    factory-reset hard-reset force-stop force-close force-quit"""
)
# "I'm in the middle of backing up": a step under way.
UNDER_WAY = patterns.compile(
    r"(?i)(^(?P<who>(?:i|we)(?:'m|'re| am| are))\s+(?:in the (?:middle|process) of|busy|"
    r"halfway through)\s+)\w+ing\b",
    context=True,
)
# "Followed your instructions to reset the network stack", "followed the steps at <link> to
# disable X": the customer did what the advice was for.
FOLLOWED_ADVICE = patterns.compile(
    r"(?i)(^(?:(?:i|we)\s+)?(?:followed|did|tried|went through) (?:your|the|support's|those|"
    r"these) (?:instructions|advice|steps|suggestions?|guide|article|tutorial)"
    r"(?: (?:at|on|in|from) (?:https?://\S+|[^,.;]{1,60}?)| here| there)? (?:to|and)\s+)[a-z]",
    context=True,
)
# "Now I am trying with the cable", "Now I have chosen the network manually": "now" before
# the customer's own step says when, and the step is read as told after it (elsewhere "now"
# tells a new state: "now it works", "now when I open it, it crashes")
NOW_DOING = patterns.compile(r"(?i)(^now,?\s+)(?:i|we)\b", context=True)
# "i did the thing where you hold the reset button": the step is what the thing is
DID_THE_THING = patterns.compile(
    r"(?i)(^(?:(?:i|we)\s+)?(?:did|tried|done) the (?:thing|trick|step|method|hack) "
    r"(?:where|when|with|in which) (?:you|u|one|i|we)\s+)[a-z]",
    context=True,
)
# "I have done the 'clear error' from your website": the step named by its function's words
DID_THE_QUOTED = patterns.compile(
    r"(?i)^(?:(?:i|we)(?:'ve|\s+have|\s+had)?\s+)?(?:also\s+|already\s+|then\s+)?(?:did|done)"
    r"\s+the\s+['\"\x{2018}\x{201c}](?P<what>[a-z][^'\"\x{2019}\x{201d}]{0,40}?)"
    r"['\"\x{2019}\x{201d}]"
)
# "did the reset password thing", "tried the whole unplug and replug thing": the step named
# between "the" and "thing"
DID_THE_NAMED_THING = patterns.compile(
    r"(?i)^(?:(?:i|we)\s+)?(?:did|tried|done)\s+the\s+(?:whole\s+|usual\s+|old\s+|full\s+)?"
    r"(?P<what>\w[\w -]*?)\s+(?:thing|trick|routine|dance)\b"
)
# "did a disk check", "did a full clean of the addon", "I did the verify files": a step told as
# a noun that was done (the verbs in ``NOUN_DONE_VERBS``; "did a factory reset" is read as an
# action noun)
DID_A_NOUN = patterns.compile(
    r"(?i)^(?P<who>(?:(?:i|we)(?:'ve|\s+have|\s+had)?\s+)?(?:also\s+|already\s+|then\s+|"
    r"just\s+)?)(?:did|done|performed|"
    # "going to do a full discharge and recharge overnight": the same noun, planned
    r"(?P<plan>(?:(?:i|we)(?:'m|'ll|\s+am|\s+are|\s+will)?\s+)?(?:going to|about to|will|"
    r"plan to)\s+(?:do|perform)))\s+(?:a|an|the)\s+(?:(?:full|complete|quick|thorough|"
    r"proper|whole|manual|second|good|obligatory|usual|standard|basic|normal|classic|hard|soft)"
    r"\s+)*(?P<what>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
    r"(?P<rest>\W.*)?$"
)
NOUN_DONE_VERBS = words(
    "check clean drain recharge verify test wipe flush format defrost descale rinse soak reseat"
    " recalibrate calibrate discharge"
)
# "gave the beta a go", "I decided to give the latest build a try": a try of that thing
GAVE_IT_A_TRY = patterns.compile(
    r"(?i)^(?P<who>(?:(?:i|we)(?:'ve|'ll| have| had| will)?\s+)?(?:(?:also|then|finally|just|"
    r"even|decided to|going to|gonna|will)\s+)*)(?:gave|give|giving|given)\s+(?P<what>\S.*?)\s+"
    r"(?:a|another)\s+(?:try|go|shot|whirl|spin|test)\b"
)
# "i had a go with the plunger", "had a bash at resetting it": a try of that thing
HAD_A_GO = patterns.compile(
    r"(?i)^(?P<who>(?:(?:i|we)(?:'ve| have)?\s+)?(?:(?:also|then|finally|just|even)\s+)*)"
    r"(?:had|have had)\s+(?:a|another)\s+(?:go|try|bash|crack|shot)\s+(?:with|at|using)\s+"
)
# "I let the water run ten minutes", "let the battery charge overnight": the customer ran
# it, charged it (the past of each verb let happen; "let it dry" stays a step of letting); a
# learner's "I let the tap open 10 minutes" ran the tap
LET_IT = patterns.compile(
    r"(?i)^(?P<who>(?:(?:i|we)(?:'ve| have)?\s+)?(?:(?:also|then|just)\s+)*)let\s+"
    r"(?P<what>it|them|the \w+(?: \w+)?)\s+(?P<verb>run|drain|charge|open)\b"
)
LET_PAST = {"run": "ran", "drain": "drained", "charge": "charged", "open": "ran"}
# "gave it a good clean", "gave the router a quick restart": the verb said as a noun
GAVE_IT_A_VERB = patterns.compile(
    r"(?i)^(?P<who>(?:(?:i|we)(?:'ve| have| had)?\s+)?(?:(?:also|then|finally|just|even)\s+)*)"
    # "gave it a few turns": more than one, said in the plural
    r"(?:gave|given)\s+(?P<what>\S.*?)\s+(?:a|another|a few|a couple of|a couple)\s+"
    r"(?:(?:good|quick|proper|thorough|hard|full|deep|little|gentle|firm|careful)\s+)*"
    r"(?P<verb>clean|wipe|scrub|wash|"
    r"rinse|shake|reset|restart|reboot|charge|update|dust|flush|descale|tap|whack|spin|wiggle|push|"
    r"reseat|turn|twist|jiggle|kick)s?\b"
)
# the past of each verb above: "gave it a good clean" → "cleaned it"
GIVEN_VERB_PAST = {
    "clean": "cleaned",
    "wipe": "wiped",
    "scrub": "scrubbed",
    "wash": "washed",
    "rinse": "rinsed",
    "shake": "shook",
    "reset": "reset",
    "restart": "restarted",
    "reboot": "rebooted",
    "charge": "charged",
    "update": "updated",
    "dust": "dusted",
    "flush": "flushed",
    "descale": "descaled",
    "tap": "tapped",
    "whack": "whacked",
    "spin": "spun",
    "wiggle": "wiggled",
    "push": "pushed",
    "reseat": "reseated",
    "turn": "turned",
    "twist": "twisted",
    "jiggle": "jiggled",
    "kick": "kicked",
}
# "Forcefully restarting the app", "manually installed it": how it was done, before the verb
MANNER_FIRST = patterns.compile(r"(?i)^(?P<how>[a-z]{3,}ly)\s+(?P<verb>[a-z-]+(?:ed|ing)\b)")
# "Have reset the password", "have already cleared the cache": a perfect told without its "I"
HAVE_DONE = patterns.compile(
    r"(?i)^(?:have|'ve|ive)\s+(?P<done>(?:(?:already|also|just|even|now|since)\s+)*(?:[a-z-]+ed|"
    r"reset|set|put|run|done|redone|re-done|tried|taken|got|gone|made|rebuilt|reinstalled)\b)"
)
# "-ly" words kept before a verb: verbs ("apply updated settings") and the adverbs of a
# mistake, which make the clause a cause, not a step ("incorrectly entered a static IP")
KEPT_LY = frozenset(
    {"apply", "reply", "supply", "rely", "multiply", "comply", "imply", "fly", "accidentally"}
    | {"incorrectly", "mistakenly", "wrongly", "unintentionally", "inadvertently", "stupidly"}
)
# "did it in a private window": the task redone somewhere else, a try of that place
DID_IT_THERE = patterns.compile(
    r"(?i)(^(?:(?:i|we)\s+)?(?:did|done) (?:it|this|that) )(?:in|on|with|from|via|using|"
    r"through) ",
    context=True,
)
# "i did what the other guy said i changed the channel": the step is what follows
DID_AS_TOLD = patterns.compile(
    r"(?i)^(?:(?:i|we)\s+)?(?:did|tried) (?:what|as) (?:the other (?:guy|agent|person)|the guy|the "
    r"agent|you|u|your colleague|support|they|he|she|someone|the guide|the article|the website|"
    r"the tech|the manual|the handbook|the instructions|the booklet|the leaflet|the video|"
    r"the tutorial|the faq|the help page|the app|the (?:lady|man|woman|girl|person|gentleman|"
    r"mechanic|engineer|technician|advisor|adviser)(?: on the phone)?)(?: guys)? (?:said|says|"
    r"told me|told us|"
    r"suggested|suggests|recommended|recommends)(?: to do| to)?,?\s*"
    r"(?:and\s+|so\s+)?"
)
# "I had to reinstall it", "needed to reset the router twice": the step was done. Read as the
# emphatic "I did reinstall it" (a habit, "had to restart it every time", is dropped later).
HAD_TO = patterns.compile(
    r"(?i)^(?P<who>(?:i|we)\s+)?(?:(?:finally|eventually|then|just|also|even|actually|"
    r"first)\s+)?(?:had|needed) to\s+(?:(?:first|also|then|just)\s+)?(?P<verb>[a-z][\w-]*)\b"
)
# "I ended up reinstalling windows", "went ahead and ran the restore": the step itself.
ENDED_UP = patterns.compile(
    r"(?i)^(?P<who>(?:i|we)\s+)?(?:(?:finally|eventually|then|just|also)\s+)?(?:ended up|"
    r"wound up)\s+(?P<verb>[a-z][\w-]*ing)\b"
)
WENT_AHEAD = patterns.compile(r"(?i)^(?P<who>(?:i|we)\s+)?went ahead and\s+")
# "I factory reset the router": a two-word verb read as one.
COMPOUND_VERB = patterns.compile(
    r"(?i)(^|\b(?:i|we|i've|we've|have|then|also|just|already|and)\s+)(factory|hard|soft|"
    r"force)\s+(reset|rebooted|restarted|stop|stopped|stopping|close|closed|closing|quit|"
    r"quitting)\b"
)
# "Forgot the device / network": the unpairing step, not forgetting.
FORGETTABLE = words(
    """device devices network networks wifi wi-fi connection bluetooth headset headphones
    printer pairing speaker earbuds airpods keyboard mouse node nodes watch phone car tv hub
    camera controller accessory ssid hotspot router buds band tracker sensor bulb doorbell
    thermostat soundbar console gamepad pen stylus"""
)
# What a reset, a verification, a login sends: "reset link never arrives" names a thing
SENT_HEADS = words("link links email emails e-mail mail code codes message text sms")
# Verbs whose pronoun object needs no name: "re-paired it", "unplugged it".
SELF_CONTAINED = words(
    """re-pair unpair re-add replug unplug reseat re-seat re-enable reflash reimage re-image
    recalibrate recharge charge reset restore reboot power-cycle unroot jailbreak root
    defrost descale dry remap re-map reorder re-order rebook re-book resubmit re-submit
    jump-start"""
)
# "... in the meantime", "for now": a way round kept up while the problem lasts
MEANTIME = patterns.compile(
    r"(?i)\b(?:in the meantime|meanwhile|for now|for the time being|until then)\b"
)
NOW = patterns.compile(
    r"\b(?:now|right now|at the moment|currently|as we speak|in progress)\b", patterns.IGNORECASE
)
# Base forms that learners use for the past ("I try other cable", "I have restart it",
# "I change the batteries on Monday"): read as a step done, only for these verbs.
BASE_FORM_STEPS = words(
    """try restart reinstall reset reboot clean clear change update unplug plug turn switch delete
    remove install uninstall replace check disable enable reconnect connect pair unpair charge
    download upgrade downgrade format refresh repair restore reconfigure cancel call contact
    email send make do give perform look revert disconnect tighten straighten reseat flush empty
    descale unscrew loosen adjust bleed defrost wash wipe"""
)
# ... and verbs a learner tells a step with only in a clause of its own ("I close the VPN and
# try again, now success login", "I press button long 7 second like manual say"); in the
# other tables they would read "when I press Ctrl" or "- Close the lid" as steps
LEARNER_PRESENT_STEPS = BASE_FORM_STEPS | words(
    "close press hold push move fill upload resubmit re-submit re-enter reenter retype block ask"
    " unblock freeze unfreeze select run log sign mix dry take put open type"
)
# ... of which these tell a step done only with a word of when or again ("Now I fill the form
# again", "I fill the form on your website 2 times", "I run the drain again"): without one,
# "I run Windows 11" is setup and "I select the option, it crashes" is how a bug report
# tells the steps that reproduce the problem
LEARNER_PRESENT_MARKED = words(
    "fill upload resubmit re-submit re-enter reenter retype select run log sign type"
)
# ... and these tell a step done only when the clause handles a part: "I take out the sim and
# put it again", "I take battery out ... put back", "I open spark plug and clean it"; without
# one, "I take the bus" or "I open the app, it crashes" tells no step
LEARNER_PRESENT_HANDLING = words("take put open")
HANDLED = patterns.compile(
    r"\b(?:out|back|again)\b"
    r"|^(?:i|we) (?:have |already )*open\b.* and (?:clean|cleaned|dry|dried|check|checked|wipe|"
    r"wiped)\b"
    # "I open the filling loop like in the video": a valve turned by hand
    r"|^(?:i|we) (?:have |already |also |then )*open (?:the |my |our )?(?:[\w-]+ )?(?:valve|loop|"
    r"tap|stopcock|stop tap|key|screw)s?\b"
)
# ... and these, in a clause whose result the same sentence tells next ("I blow the charging
# hole too, nothing change", "I enter the token two times, both not working")
LEARNER_PRESENT_WITH_RESULT = words("take put blow pull spray pour shake hit knock tap enter")
# ... but "I take it back, it works just fine" takes back what was said
TAKEN_BACK = patterns.compile(r"^(?:i|we) take (?:it|that|this|all that|everything) back\W*$")
WHEN_DONE = patterns.compile(
    r"\b(?:again|now|already|today|yesterday|immediately|tonight|this morning|last night|"
    r"this evening|twice|\d+ times|two times|three times)\b"
)
# After "already", a learner's base form tells a step done: "i already take off the screen
# protector", "we already put new batteries"
ALREADY_DONE_STEPS = BASE_FORM_STEPS | words("take put send fill top follow reinstall reseat")
# Step verbs a learner of English tells in the past with "was" and the base form ("I was
# change the cartridge yesterday", "i was reinstall driver two times"); not the verbs that
# read as a passive there ("I was logout", "I was charge twice") or name no step ("was look")
LEARNER_PAST_VERBS = (
    BASE_FORM_STEPS - words("check call contact email make do give perform look charge cancel")
) | words("replug relogin re-login toggle forget press push hold")
# Changes a problem often begins with ("I updated the app and now it crashes"); a fix verb
# ("reinstalled", "reset") told the same way was tried against a problem already there.
CHANGE_VERBS = words(
    """update upgrade install switch change move add enable buy purchase migrate connect plug
    set"""
)
# Troubleshooting verbs: a try of one that failed says the fix did not help, not what the
# problem is ("tried restarting it, no luck"; but "tried activating my card, didn't work")
FIX_VERBS = words(
    """restart reboot reinstall reset clear update upgrade downgrade uninstall unplug plug
    power-cycle repair refresh reconnect re-pair repair factory-reset hard-reset delete remove
    disable enable turn switch change check try toggle roll revert flash reflash re-flash
    install re-add readd reconfigure close force kill wait move swap replace forget unpair
    force-stop force-close force-quit"""
)
# The imperative first word of a list item that names a step ("- Use -safe option.")
IMPERATIVE_STEPS = BASE_FORM_STEPS | words(
    """use move verify set run toggle rename roll edit add re-enable reenable re-install
    reinstall force kill close open log sign wait follow flash rollback revert re-pair repair
    rebuild recreate purge deactivate activate re-add readd reflash factory hard soft power
    upgrade disconnect forget reboot restart allow grant reallow re-allow"""
)

# Who advises, and how it is said: "the commands you mentioned", "like the agent suggested"
ADVISERS = (
    r"(?:you|u|support|they|the agent|your (?:colleague|agent|team|tech)|the tech|your guide|"
    r"the guide)"
)
ADVICE_VERBS = r"(?:suggested|said|recommended|mentioned|told me|sent|described)"
# Buying something: a step only once an outcome is told ("bought a new cable, no change"), and
# background when its delivery is the problem ("I ordered a card and haven't received it")
PURCHASE_VERBS = frozenset({"buy", "purchase", "order", "reorder", "book", "return"})

# Nouns that are a step's verb: "the print spooler restart", "a restart of the node"
VERB_NOUNS = words(
    "restart reboot reset reinstall update upgrade downgrade repair refresh flush reload resync "
    "rescan unblock unlock"
)

# A span of time waited out: "waited (about) the 30 mins", "a few minutes", "an hour",
# "overnight". Waiting *for* something after it ("an hour for the driver") is no step.
WAITED_SPAN = patterns.compile(
    r"^(?:(?:about|around|like|over|almost|nearly|another|the|for|maybe)\s+)*(?P<span>(?:\d+|an?|"
    r"a few|a couple(?: of)?|few|couple of|several|some|half an?|one|two|three|five|ten|twenty|"
    r"thirty)\s+(?:more\s+)?(?:min|mins|minutes?|hours?|hrs?|days?|weeks?|secs?|seconds?|"
    r"nights?|while|bit)|overnight)\b(?P<after>.*)$"
)
