"""Symptoms: does a clause report a problem, and what short incident text names it.

An incident text is *object + symptom + context*, cleaned: "My Acme PDF Suite crashes
whenever I upload a large PDF" → "App crashes on large PDF upload"; "The installer fails at
90% with error 1603" → "Installer fails at 90% with error 1603". Error codes are kept.
The customer's own product, "it" and "the app" become "App"; well-known products keep their
name ("Outlook stopped syncing calendar").
"""

from __future__ import annotations

from functools import lru_cache

import simplemma

from support_memory.extraction.language.custom import CUSTOM
from support_memory.extraction.language.informal import without_laughter
from support_memory.extraction.language.lexicon import (
    AFTER_A_SUBJECT,
    DETERMINERS,
    NOT_VERB_FORMS,
    SELF_SUBJECTS,
    THIRD_PARTIES,
)
from support_memory.extraction.language.pictographs import only_pictographs
from support_memory.extraction.problems.guesses import (
    GUESS,
    NEVER_AGAIN,
    PEOPLE,
    PEOPLE_NOT_COLD,
    TURNED_AWAY,
)
from support_memory.extraction.profile.facts import is_device_name, profile_facts
from support_memory.extraction.profile.setup_words import DEVICE_BRANDS
from support_memory.extraction.profile.truecase import truecase
from support_memory.extraction.steps.verbs import AUXILIARIES, is_past, lemma
from support_memory.patterns import (
    IGNORECASE,
    Match,
    Pattern,
    any_of,
    compile,
    escape,
    not_before,
    word_not,
)
from support_memory.text import capitalised

_WRONG_THING_CAME = (
    r"(?:ordered|bought|paid for)\b[^,.;]{1,40}? (?:but |and )?(?:got|received|(?:you|they) sent|"
    r"was sent|came with)\s+(?:me\s+|us\s+)?(?:an?\s+|the\s+)?(?:\d[\w.]*|wrong|different|"
    r"\w+\s+one|"
    r"\w+\s+instead|(?:small|medium|large|smaller|bigger|larger)\b|"
    # "Ordered size 10 trainers, got a kids size 6 sandal"
    r"(?:\w+\s+)?(?:size|colour|color)\s+\w+)"
)
# the complaint alone, for the reader: "ordered a blue hoodie got a red one" is no step
WRONG_THING_CAME = compile(_WRONG_THING_CAME, IGNORECASE)

# a penalty charged to the customer: "a parking fine", "a late payment fee"
_PENALTY = (
    r"(?:fines?|penalty charge notice|penalty|pcn|late fee|late payment fee|overdraft fee|"
    r"parking ticket|speeding ticket)"
)
# a thing that should be hot, cold: its name first ("the radiators upstairs stay cold", "the
# room is very cold"), so
# that ``problem_thing`` can name it
_COLD_WHEN_HOT = (
    r"(?P<hot>(?:radiators?|rads|heating|heaters?|oven|hob|shower|hot water|boiler|dryer|"
    r"towel rail|electric blanket|underfloor heating|room|bedroom|living room|flat|house|"
    r"apartment))(?: \w+)? (?:is|are|was|were|stays?|"
    r"stayed|staying|remains?|feels?|seems?|gets?|getting|goes|went|has gone|have gone|"
    r"comes out|came out|coming out) (?:\w+ )?(?:cold|lukewarm|tepid|freezing)\b"
)
# Nouns and verbs said in more than one pattern below (the problem, and the subject it keeps)
# a service that can be down: "Internet down again"
_SERVICES = (
    r"internet|wifi|wi-fi|broadband|network|server|site|website|service|phone line|landline|"
    r"power|signal|email"
)
# a supply that goes off or cuts out: "the power keeps going off"
_SUPPLIES = r"electric|electricity|power|lights|gas|heating|internet|broadband|wifi|wi-fi"
_CUT_VERBS = r"went|has gone|have gone|'s gone|keeps going|kept going|goes|cut|cuts|cutting"
# a supply out, the verb left out: "Power out on Elm Road since 6am"
_SUPPLY_OUT = r"(?:power|electricity|electric|internet|broadband|phone line|landline) out\b"
# what can be called off: "Flight BA2741 cancelled"
_CALLED_OFF = (
    r"(?:my |the |our )?(?:flight|train|bus|ferry|order|booking|reservation|appointment|"
    r"delivery|collection|tour|trip|class|lesson|surgery|operation)(?: [\w-]+)? (?:cancell?ed|"
    r"canceled|delayed)\b"
)
# what has a price the customer pays: "my renewal went up from 420 to 780"
_PRICED = r"(?:bill|renewal|premium|price|rent|payment|subscription|fee|quote|tariff|direct debit)"
# "Tracking not update since Wednesday": a parcel's tracking that tells nothing new
_TRACKING_NOT = (
    r"(?:tracking|status) (?:has |have |is |was )?(?:not|hasn't|hasnt|isn't|isnt|wasn't|didn't|"
    r"didnt)"
)
# "Train was 45 mins late this morning": a service that ran late (named as it is)
_RAN_LATE = (
    r"(?:my |the |our )?(?:train|bus|flight|plane|coach|ferry|tram|taxi|driver|engineer|delivery|"
    r"courier)s? (?:was|were|is|are|ran|running) (?:over )?(?:\d+|an?|one|two|three|half an?|ten|"
    r"twenty|thirty|forty|fifty) (?:mins?|minutes?|hours?|hrs?) (?:late|delayed)"
)
# "WHERE IS MY REFUND", "where's my engineer": what was owed, asked after (the symptom, and
# the incident text "Refund not received" made of ``what``)
_WHERE_IS_MY = (
    r"^(?:(?:so|and|but|hi|hello|hey|ok|okay|um|uh)\W+)*where(?:'s| is| are|s| the hell is) "
    r"(?:my|our) "
)
_OWED = (
    r"refund|money|order|parcel|package|delivery|replacement|new card|card|engineer|technician|"
    r"driver|deposit|compensation"
)
_SYMPTOM_RE = compile(
    # (not "freezer": the appliance)
    r"\b(?:crash\w*|freez(?:es|ing|ed|e\b)|froze(?:n)?|hangs|hanging|hung|lag(?:s|ging|gy)?|"
    r"stall(?:s|ing|ed)?|"
    # "backups hang at 99%", "the bulb forgets its schedule"
    r"hang (?:at|during|while|forever|indefinitely)\b|forgets (?:its|the|my|all|every)\b|"
    # "i got a parking fine", "received a late payment fee": a penalty charged
    r"(?:^|\b(?:got|get|gotten|received|issued|given|slapped with|hit with|charged|billed|"
    r"fined)\s+)(?:a|an|another|"
    rf"two|\d+)\s+(?:[\w-]+\s+){{0,2}}?{_PENALTY}\b|"
    # "the dishwasher is leaving food bits on the plates", "leaves white marks on clothes"
    r"(?:leaving|leaves) (?:a |an |the )?(?:[\w-]+ ){0,3}?(?:film|residue|marks?|streaks?|"
    r"stains?|bits|spots|grease|smears|scratches|fluff|lint|puddles?|water|powder|tablet|"
    r"soap|dust|crumbs|food) (?:on|in|all over|behind|at)\b|"
    r"fail(?:s|ing|ed|ure)?|drop(?:s|ping|ped)?|disconnect\w*|times? out|timed out|timing out|"
    r"flicker\w*|overheat\w*|stutter\w*|glitch\w*|corrupt\w*|disappear\w*|vanish\w*|"
    r"(?:is|are|was|were|'s|has|have|got) (?:all |completely |just )?gone|"
    # "no longer recognized", "not autofilling on any site anymore", "it still says no camera"
    r"no longer (?:\w+ed|\w+ing)\b|"
    # "the widget no longer refreshes": what it is for, no more
    r"no longer (?:opens|loads|syncs|updates|refreshes|connects|launches|starts|boots|"
    r"charges|prints|plays|responds|saves|sends|receives|detects|recogni[sz]es|pairs|unlocks|"
    r"heats|cools|drains|spins|displays|shows up|turns on|switches on|powers on)\b|"
    r"not (?:autofilling|filling|playing|streaming|casting|"
    r"ringing|vibrating|notifying|unlocking|registering|scanning|downloading|uploading|"
    r"installing|displaying|rendering|backing up|refreshing|reconnecting|reading|accepting|"
    r"recogni[sz]ing|detecting)\b|"
    # a learner's "Today is Monday and nothing come": what was due never came
    r"^(?:(?:and|but|so|still)\s+)?nothing (?:has |have )?(?:come|came|arrived|turned up|"
    r"showed up)(?:\W*$|\s+(?:yet|still|since|today|so far|at all)\b)|"
    # "Tracking not update since Wednesday": no news of where it is
    r"\b" + _TRACKING_NOT + r" (?:been )?(?:update|updated|updating|changed|changing|moved|"
    r"moving)\b|"
    r"(?:says?|saying|shows?|showing) (?:that )?no (?:camera|devices?|"
    r"internet|connection|signal|sound|audio|service|network|sim|data|results?|video|"
    r"purchases?|printers?)\b|"
    # "my phone says sim not provisioned", "invalid sim": the network refuses the card
    r"\bsim (?:card )?(?:is )?not (?:provisioned|recogni[sz]ed|detected|supported|activated|"
    r"registered)\b|\b(?:invalid|unregistered) sim\b|"
    r"(?:reboots|restarts|shuts down|turns off) (?:itself|by itself|randomly|on its own)|"
    # "my phone is restarting itself again and again", "it keeps turning itself off"
    r"(?:rebooting|restarting|resetting|updating|turning|switching|shutting|powering) (?:itself|"
    r"themselves)\b|"
    r"shut(?:s|ting)? down|quits|goes blank|went blank|keeps? \w+ing|kept \w+ing|"
    r"(?:boot|reboot|restart|crash|login|log-?in|sign-?in|update|install|pairing)[ -]?loop\w*|"
    r"bootloop\w*|looping|in an? (?:endless |infinite )?loop|loops (?:back|forever|endlessly|"
    r"again)|\b(?:it|and it|then it) loops?\b|"
    r"error\w*|blue screen|bsod|spins|spinning|not responding|"
    r"unresponsive|offline|stuck|slow(?:s|ly|er)?|weak(?:er)?|watery|lukewarm|tepid|"
    r"crawl(?:s|ing)|broken|blank|"
    # "real speed is only 10-12 Mbit/s", "only getting 10mbps": a line slower than paid for
    r"(?:speeds?|download|upload|bandwidth) (?:is|are|was|were) (?:only|just|barely) "
    r"(?:about |around )?\d+|(?:only|barely) (?:getting|get|got|reaching) (?:about |around )?\d+"
    r"(?:[.,-]\d+)? ?(?:mbps|mbit|mb/s|mbit/s|megs?|kbps|mb)\b|"
    # "the ATM only gave me 10", "they only refunded £20", "only sent 2 of the 3": short
    r"only (?:gave|dispensed|paid|sent|refunded|credited|delivered) (?:me |us )?(?:back )?"
    r"(?:[\x7f$]?\d+|half|part|one|two|three)|"
    # "recycling bin not collected again", "parcel not delivered", "refund not processed"
    r"(?:not|never|wasn't|weren't|hasn't been|haven't been) (?:collected|emptied|picked up|"
    r"delivered|dispatched|shipped|processed|refunded|credited|returned|fixed|repaired)\b|"
    # "the engine management light has been on", "the red light is flashing": a warning lit
    r"(?:warning|engine|management|service|error|fault|red|orange|amber|oil|tyre|tire|pressure|abs|"
    r"airbag|glow plug|dpf) (?:light|lamp|led)s? (?:is |are |has been |have been |was |keeps? |"
    r"stays? |)(?:on|lit|flashing|blinking|coming on|came on|comes on)\b|"
    # the wrong goods: "its the grey one not the teal i ordered"
    r"\bnot the (?:\w+ ){0,2}?(?:i|we) (?:ordered|paid for|asked for|chose|picked|booked)\b|"
    # money taken after it should have stopped: "you have taken again the monthly payment",
    # "youve still taken the 34.99 dd"
    r"\b(?:you|they)(?:'ve|ve| have| has)? (?:still|again) (?:taken|take|took|charged|debited|"
    r"billed)\b|\b(?:you|they)(?:'ve|ve| have| has)? (?:taken|take|took|charged|debited|billed) "
    r"again\b|"
    # a noise of a moving part: "squeals like mad every time i brake", "whistling all the time"
    r"\bsqueal(?:s|ing|ed)?\b|\bwhistl(?:es|ing|ed)\b|\brattl(?:es|ing|ed)\b|"
    r"\bscreech(?:es|ing|ed)?\b|"
    # a drive that slips: "the chain jumps and slips", "the gears keep slipping"
    r"\b(?:chain|gears?|belt|clutch|drum|cog|cogs|derailleur) (?:(?:still |keeps? |jumps and |"
    r"jumps or )?(?:slip|slips|slipping|slipped|skips|skipping|jumps|jumping))\b|"
    # a learner's "it is shaking too much", "making tak-tak sound"
    r"\b(?:shak(?:es|ing)|wobbl(?:es|ing)) (?:too much|a lot|badly|violently|so much|like mad|"
    r"like crazy)\b|\bmaking (?:a |an |this |that |some )?(?:[\w-]+ )?sounds?\b|"
    # "After update it became impossible to launch app": what the customer cannot do
    r"\b(?:impossible|not possible) to (?:launch|open|start|log ?in|sign in|connect|use|load|"
    r"access|pay|print|sync|charge|turn|switch|install|update|download|send|receive|play|"
    r"watch|book|cancel|reach|get)\b|"
    # "fridge freezer icing up again", "ice building up on the back wall": frost where it
    # should not be
    r"\b(?:icing up|iced up|ice (?:is )?build(?:ing)?[- ]?up|frost(?:ing)? up|frost build-?up)\b|"
    # "waited in all day and nobody came": the visit or delivery that never happened
    r"\b(?:nobody|no one|no-one|noone) (?:came|come|turned up|showed up|arrived|rang|called)\b|"
    # a learner's "still car not open with key", "tv not turn on": the thing, "not", a base
    # verb ("is" and "does" left out)
    r"\b(?:car|door|doors|tv|phone|laptop|app|card|key|machine|printer|fridge|heater|boiler|"
    r"engine|lock|gate|light|lights|remote|screen|washer|dryer|oven|ac|geyser|fan|pump) "
    r"(?:still )?not (?:open|start|work|charge|connect|load|turn on|switch on|unlock|lock|"
    r"print|heat|cool|drain|spin|respond|close|come on)\b|"
    # "Flight BA2741 cancelled.": a terse note of what was called off
    r"^" + _CALLED_OFF + "|"
    # "Pilot flame is going off again and again": a flame that will not stay lit
    r"\b(?:flame|pilot|pilot light|burner)s? (?:is |keeps |keep )?(?:going|goes|went|go) (?:off|"
    r"out)\b|"
    # "brown bin missed AGAIN", "3rd outage this week"
    r"\bbins? (?:was |were |has been |got )?missed\b|\bmissed (?:bin|collection)\b|"
    r"\b(?:\d+(?:st|nd|rd|th)|second|third|fourth|another) outage\b|"
    # "they said they had no reservation under my name"
    r"\b(?:had|have|has) no (?:reservation|booking|record) (?:under|for|of|in)\b|"
    # goods that came spoiled: "half of them were brown n drooping", "box crushed"
    r"damaged|torn|ripped|leak(?:s|ing|ed|y)|soggy|melted|crushed|smashed|spoiled|rotten|"
    r"mou?ldy|stale|droop(?:s|ing|ed|y)|wilt(?:s|ing|ed)|chipped|warped|"
    # "the heating came on at 3am for no reason", "the lights switch off by themselves": on or
    # off untold (not "the power came back on by itself": good news)
    r"\b(?:came|comes|keeps coming|turned|turns|keeps turning|switched|switches|keeps switching|"
    r"went|goes|keeps going) (?:on|off)\b[^,.;]{0,30}?\b(?:for no reason|by (?:it|them)"
    r"sel(?:f|ves)|on (?:its|their) own|randomly|in the middle of the night)\b|"
    # things that came apart in use: "the shoes split at the sole after 3 weeks", "the zip
    # broke", "the handle snapped off", "the strap has frayed", "the sole came apart"
    r"\b(?:sole|soles|seam|seams|zip|zipper|strap|straps|handle|handles|heel|heels|stitching|"
    r"buckle|leg|legs|hinge|hinges|clasp|lid|shoes?|boots?|trainers?|bag|case)\s+(?:has |have |"
    r"had |just |already )?(?:split|broke|snapped(?: off)?|cracked|frayed|came apart|fell apart|"
    r"came off|fell off|came away|came unstitched|is peeling|are peeling|peeled)\b|"
    r"\b(?:split|ripped|torn|cracked|came apart|coming apart|come apart) (?:at|along|down|on|"
    r"across) the (?:sole|soles|seam|seams|side|back|heel|toe|front|middle|stitching)\b|"
    r"black screen|"
    r"white screen|"
    # "the chain is jumping on the small gears", "the gears are slipping": a moving part's fault
    # (not "it's skipping as much as ever": the problem told before, back)
    + word_not(words=("it", "that", "this", "which", "they", "what"))
    + r"(?:\s+is|\s+are|'s|'re|\s+has been|\s+have been) (?:always |constantly |still )?"
    r"(?:jumping|skipping|slipping|"
    r"grinding|"
    r"squealing|juddering|wobbling|vibrating)\b|"
    # "no app icons show", "no channels appear": what should be on screen is not
    r"\bno (?:"
    + word_not(words=("other", "such"))  # "no other apps show this behaviour" compares
    + r" (?:[\w-]+ )?)?(?:icons?|apps?|images?|pictures?|photos?|thumbnails?|channels?|"
    r"notifications?|messages?|emails?|files?|songs?|videos?|options?|buttons?|devices?|"
    r"contacts?) (?:show|shows|showed|appear|appears|appeared|load|loads|loaded|display|displays|"
    r"come up|comes up|came up)\b|"
    # what should be cold: "my fridge is warm, 12 degrees", "the freezer feels warm"
    r"(?:fridge|freezer|cooler|refrigerator)s? (?:is |are |was |feels |seems |gets |getting |"
    r"has gone |went |side is )?(?:\w+ )?warm\b|"
    # "when we arrived they gave us a twin": not the room booked
    r"\b(?:they|you|reception|the hotel|the receptionist) (?:gave|put|moved) (?:us|me) "
    r"(?:in(?:to)? )?(?:a |an )?(?:twin|single|smaller|different|wrong|worse|tiny|cheaper)\b|"
    r"\b" + _RAN_LATE + r"\b|"
    # a learner's "battery go empty in 5-6 hours", "battery still go down very fast"
    r"\bbattery (?:\w+ )?(?:go|goes|going|went|become|becomes|became) (?:empty|flat|dead|"
    r"down (?:very |so |really |too )?(?:fast|quick|quickly))\b|"
    # water that comes out coloured: "now it come brown colour from all taps"
    r"\b(?:water|it|tap|taps) (?:\w+ )?(?:come|comes|coming|came|runs|running|ran) (?:out )?"
    r"(?:brown|dirty|yellow|discoloured|discolored|rusty|cloudy|milky|black|orange)\b|"
    # "card got swallowed by the atm", "the cash machine ate my card": a card kept
    r"\bcard (?:got |was |has been |is )?(?:swallowed|eaten)\b|"
    r"\b(?:swallowed|ate|has eaten|retained) (?:my|our) (?:\w+ )?card\b|"
    # water damage: "phone fell in the bath", "dropped my phone in the toilet", "it got wet"
    r"(?:fell|fallen|dropped (?:it|them|my \w+)) (?:in|into) (?:the |a )?(?:bath|toilet|loo|"
    r"water|sink|pool|sea|river|puddle|lake|canal|washing machine)\b|"
    r"\b(?:got|gets|has got|had got|been|was) (?:soaked|wet|water[- ]damaged)\b|water damage\w*|"
    # what should be hot: "the radiators upstairs stay cold", "the shower is only lukewarm"
     + _COLD_WHEN_HOT + r"|"
    # a pet's or a person's: "has been scratching his ears alot", "keeps being sick"
    r"scratch(?:es|ing)|itch(?:y|ing|es)|vomit\w*|throwing up|threw up|limp(?:s|ing)|sneez\w*|"
    r"cough(?:s|ing)|diarrh\w*|rash(?:es)?|swollen|lethargic|off (?:his|her|its|their) food|"
    r"missing|gr[ae]yed out|jam(?:s|med|ming)?|won't|wont|can't|cannot|can not|couldn't|"
    # "the milk frother was not in the box": a part of the order missing
    r"(?:was|were|is|are)(?:n't| not) (?:in|inside) (?:the |my |our )?(?:box|package|parcel|order|"
    r"delivery|bag|packaging)\b|"
    # "windows suddenly wouldn't register input", "nobody came and nobody called", "it
    # continues to be unsuccessful"
    r"wouldn't|wouldnt|(?:nobody|no one) (?:came|showed up|turned up|called|rang)|"
    # "it says my storage is full", "inbox full": no room left
    r"(?:storage|disk|memory|inbox|mailbox|drive|icloud|space) (?:is |was |'s )?(?:now )?"
    r"(?:almost |nearly |completely )?full\b|"
    # "no water since this morning", "no saturday paper for the 3rd week running": a supply or
    # a delivery missing for a while
    r"^(?:(?:still|and|but|so|now)\s+)?(?:there'?s |there is |we have |we'?ve got |i have )?no "
    r"(?:[\w-]+ ){0,2}?(?:water|hot water|heating|heat|power|electricity|gas|internet|wifi|"
    r"wi-fi|broadband|signal|service|tv|phone line|dial tone|post|mail|paper|papers|newspaper|"
    r"delivery|deliveries|bin collection|collection)s? (?:since|for (?:the |a |an |over )?"
    r"(?:\w+ )?(?:\w+ )?(?:days?|weeks?|hours?|months?|mornings?|nights?|running|in a row))|"
    # "now theyre charging me a £25 fee", "they charged me another £40": a charge put on
    r"\b(?:charging|charged|billing|billed|fining|fined) (?:me|us) (?:a|an|another|extra)|"
    # "You charged me for a phone I returned in August": a charge for what was given back
    r"\b(?:charging|charged|billing|billed) (?:me|us) for (?:[\w-]+ ){1,4}(?:i|we) (?:returned|"
    r"cancelled|canceled|never (?:ordered|received|got|used)|didn't (?:order|get|use)|sent back)\b|"
    # "forty two pounds of roaming charges on it": charges the customer did not expect
    r"\b(?:roaming|data|extra|unexpected|unknown|overage|premium|international|penalty) "
    r"(?:charges?|fees?) (?:on|added to|in|for) (?:it|my|the|this|our)\b|"
    # "there is 87 euro of roaming charges from Switzerland": a sum of them, from somewhere
    r"\bof (?:roaming|data|extra|unexpected|unknown|overage|premium|international|penalty) "
    r"(?:charges?|fees?)\b|"
    # "(dropped the tablet and) now the screen has lines across it": marks on a display
    r"\b(?:has|have|got|showing|shows) (?:(?:some|weird|thin|green|white|black|pink|purple|"
    r"coloured|colored|vertical|horizontal) )*(?:lines|stripes|dead pixels|black spots?|a line)\b|"
    # "the air con is just blowing warm air": air of the wrong heat
    r"\b(?:blowing|blows|blew|blowin) (?:out )?(?:only )?(?:warm|hot|cold|lukewarm|tepid) air\b|"
    # "I missed my connecting flight in frankfurt": a connection lost to a delay
    r"\bmissed (?:my|our|the) (?:connecting |onward |connection )?(?:flight|connection|train|"
    r"bus|ferry|coach)\b|"
    # "there is a roaming charge of £48.60 for data used in Switzerland": the sum named after
    r"\b(?:a|an) (?:roaming|data|unexpected|unknown|overage|premium|international|penalty) "
    r"(?:charge|fee) of\b|"
    # "the water pressure in the flat is really low", "the shower's barely a trickle"
    r"\bwater pressure (?:[\w ]{0,20}? )?(?:is|'s|has been|was|seems) (?:really |very |so |too |"
    r"extremely |super )?(?:low|weak|poor)\b|\b(?:barely|only|just) a trickle\b|"
    # "it loses water under the machine", "losing pressure every day": a leak
    r"\b(?:loses|losing|lost|leaks|leaking) (?:water|pressure|oil|air|coolant|gas)\b|"
    # "electric just went off", "the power keeps going off": a supply cut
    # (not "the water went out already": a learner's drained)
    r"^(?:(?:and|but|so|then|now)\s+)?(?:(?:the|my|our|all the)\s+)?(?:(?:" + _SUPPLIES + r")\s+"
    r"(?:just\s+|suddenly\s+|completely\s+)?(?:"
    + _CUT_VERBS
    + r") (?:off|out)|(?:hot )?water\s+(?:just\s+|suddenly\s+)?(?:went|has "
    r"gone|'s gone|keeps going|kept going|goes) off)\b|"
    # "the leak in the back bedroom is back": a problem's own noun, back
    r"\b(?:leak|drip|damp|mould|mold|smell|noise|rattle|squeak|crack|draught|draft|buzz|hum|"
    r"error|fault|problem|issue)s?(?: (?:in|on|at|from|under|behind)(?: [\w-]+){1,3}?)? "
    r"(?:is|are|'s|has come|have come|came|has) back\b|"
    # "there is mould on the ceiling", "damp patch on the wall": the problem's noun, seen
    r"\b(?:there(?:'s| is| are) (?:\w+ )?(?:mou?ld|damp|a leak|water|condensation)|(?:black |"
    r"green )?(?:mou?ld|damp) (?:patch(?:es)? )?(?:on|in|around|behind|under) (?:the|my|our|a)|"
    r"damp patch(?:es)?)\b|"
    r"boot ?loop\w*|"
    # "the app cancelled it", "the bank declined my payment": done to the customer
    r"(?:app|bank|shop|store|site|website|system|seller|airline|hotel|merchant) (?:has |have "
    r"|just |then )?(?:cancell?ed|declined|rejected|reversed|refused|voided) (?:it|my|the|our|"
    r"this|that)\b|"
    r"(?:continues|continued|keeps) to be unsuccessful|"
    r"(?:doesn't|does not|isn't|is not|aren't|are not|won't|will not) "
    + word_not(words=("work",), prefixes=("help", "fix"))
    + "|"
    r"not (?:even |always |really )?(?:working|loading|syncing|opening|printing|connecting|"
    r"responding|showing|starting|"
    r"launching|saving|sending|updating|receiving|charging|turning on|recogni[sz]ed|detected|"
    r"accepted|found|visible|available|displayed|heating|pairing|booting|cooling|freezing|"
    r"draining|spinning|drying|flushing|igniting|locking|unlocking)|stopped \w+ing|"
    # a learner's "it stopped to connect", "none takes effect", "im not seeing it"
    r"stopped to (?:work|connect|sync|load|open|print|charge|start|respond|show)\b|"
    r"(?:none|nothing|neither) (?:of them )?(?:takes?|took|has taken) (?:effect|affect)\b|"
    r"(?:not|n't) (?:seeing|receiving) (?:it|them|the \w+|my \w+|any (?:money|texts?|emails?|"
    r"codes?|notifications?))\b|"
    r"(?:won't|doesn't|does not|can't|cannot|will not) (?:recogni[sz]e|detect|accept|find|see) "
    r"(?:it|my|the|any)\b|"
    r"stops \w+ing|has stopped|stopped working|unable to|refuses? to|reject\w*|declined|"
    r"denied|locks? up|locked out|logs? me out|logging me out|logged (?:me )?out|"
    r"(?:signs?|signing|signed) me out|signed out|kicks? me out|kicking me out|"
    r"kicked (?:me )?out|"
    # "I'm banned", "lost my card", "not coming on with the tv anymore"
    r"banned|(?:am|been|get|gets|got) (?:blocked|suspended)|lost (?:my|our) (?:\w+ )?(?:card|"
    r"phone|wallet|purse|device|key|password|authenticator|account|data|files|photos|contacts|"
    r"messages|settings|progress|saves?|order|parcel|package)s?\b|"
    r"not (?:coming|powering|switching) on|"
    # "my old work email which i dont have access to anymore": locked out of it
    r"(?:don't|do not|didn't|no longer|can't|cannot) (?:have |get )?access\b|"
    # "i stopped getting the login codes by text": what no longer comes
    r"(?:stopped|stop|stops) (?:getting|receiving|seeing|hearing)\b|"
    # "I have an issue with my printer", "having trouble connecting to wifi"
    r"(?:problems?|issues?|trouble|difficult(?:y|ies)) (?:with|connecting|logging|signing|"
    r"getting|accessing|using|printing|paying|charging|receiving|sending)\b|"
    r"out of sync|duplicat\w*|garbled|blurry|distorted|echo(?:es|ing)?|choppy|bounc\w*|"
    r"keeps asking|takes? (?:forever|ages|too long)|taking (?:forever|ages|too long)|cuts? out|"
    # "dryer takes like 3 cycles to dry anything now": a job done over and over
    r"(?:takes?|taking|took) (?:like |about |around )?(?:\d+|two|three|four|five|several) "
    r"(?:cycles|goes|attempts|tries|washes|runs) to\b|"
    # "the cancel button just takes me back to the home page": sent round in a loop
    r"(?:takes|took|sends|sent|brings|brought|throws|threw|kicks|kicked|redirects|redirected) "
    r"(?:me|us) (?:straight |right |just |all the way )?back (?:to|out to) (?:the |my )?(?:\w+ )?"
    r"(?:page|screen|menu|dashboard|start|beginning)\b|"
    r"cutting out|loud|noisy|di(?:es|ed|e)\b|dying|buffer(?:s|ing|ed)?|streak\w*|smudg\w*|faded|"
    r"stripes|(?:has been|have been|is|are|got|gets|getting|became|went) (?:\w+ )?worse|"
    r"(?:asks?|wants?|makes?|forces?) (?:me |us )?to (?:pay|buy|purchase|subscribe) "
    r"(?:for it )?again|"
    # money held or taken: "the deposit is still blocked", "38 euro extra", "took £89 for"
    r"(?:is|are|was|were|'s) still (?:blocked|frozen|on hold|held|locked)|extra (?:charges?|fees?)|"
    r"charged (?:me )?extra|\d+(?:[.,]\d+)? ?(?:euros?|eur|pounds?|dollars?|usd) extra|"
    r"(?:took|taken|charged|debited|deducted) (?:me )?(?:\x7f|\$) ?\d+|"  # "£89": a symbol
    # "the same charge was processed twice", "you take money two times": a double charge
    r"(?:processed|charged|billed|taken|debited|deducted|went through|came out|went out|"
    r"gone out)\s+(?:twice|two "
    r"times|2 times)\b|(?:take|takes|took|taken|charge|charged) (?:the |my )?(?:money|payment|fee)"
    r"\s+(?:twice|two times|2 times)\b|"
    # "im still getting ads after every lesson" (after paying for none), "still receiving letters
    # for the old tenant": what should have stopped
    r"\bstill (?:getting|receiving|seeing|being sent) (?:the |these |those |all the |loads of |"
    r"lots of )?(?:ads|adverts|advertisements|spam|pop-?ups|letters|bills|invoices|reminders|"
    r"marketing|messages|texts|calls|emails|e-mails)\b|"
    # ... the same, once the reader has taken "I'm still getting" off: "ads after every lesson"
    r"^(?:the |these |loads of |lots of )?(?:ads|adverts|advertisements)"
    r"(?: (?:after|before|between|every|on|in|during|all)\b|\W*$)|"
    # "WHERE IS MY REFUND", "where's my parcel??": what was owed has not come
     + _WHERE_IS_MY + rf"(?:{_OWED})\b|"
    # "they've got no booking under my name": the booking not found
    r"\b(?:have|has|'ve|had) got no (?:reservation|booking|record)\b|"
    # "left earbud is sooo quiet compared to the right", "one speaker is quieter than the other"
    r"\b(?:quiet|quieter|louder|lower|weaker|dimmer|slower) (?:compared (?:to|with)|than) "
    r"(?:the|my) (?:right|left|other)\b|"
    # "the room was not cleaned", "the sheets were filthy", "the room wasn't ready": a stay or
    # a hire not as paid for
    r"\b(?:room|rooms|bathroom|toilet|toilets|shower|sheets|bedding|towels|bed|kitchen|flat|"
    r"apartment|cabin|carpet|car|van|seats?|pool)\s+(?:(?:was|were|is|are)\s+not|wasn't|weren't|"
    r"isn't|aren't|wasnt|werent|isnt|arent)\s+(?:\w+\s+)?(?:cleaned|clean|made up|ready)\b|"
    r"\b(?:room|rooms|bathroom|toilet|toilets|shower|sheets|bedding|towels|bed|kitchen|flat|"
    r"apartment|cabin|carpet|car|van|seats?|pool)\s+(?:was|were|is|are)\s+(?:\w+\s+)?(?:dirty|"
    r"filthy|stained|disgusting|mouldy|moldy|smelly|damp)\b|"
    # "the lock on my front door is very stiff", "the gear lever has gone stiff"
    r"\b(?:is|are|has gone|have gone|gone|become|becomes|feels|getting|got)\s+(?:very |really |so |"
    r"quite |a bit |a little |extremely |super |really really )?stiff\b|"
    # "has been sent two bills for the same month", "got duplicate invoices": billed twice
    r"\b(?:two|2|three|3|duplicate|double) (?:bills|invoices|statements|direct debits) (?:for|"
    r"covering) (?:the same|one)\b|\b(?:duplicate|double) (?:bills?|invoices?)\b|"
    # "I paid twice for my order", "by error I paid the app twice": paid more than once
    r"\b(?:i|we|i've|we've|have)\s+(?:accidentally |mistakenly )?paid\s+(?:(?:for\s+)?(?:the|my|"
    r"this|it|an?)\s+(?:[\w-]+\s+)?)?(?:twice|two times|2 times)\b|"
    # "plus £14.50 taken this morning": the amount first
    r"(?:\x7f|\$) ?\d+(?:[.,]\d+)? (?:was |were |got |been |has been )?(?:taken|charged|debited|"
    r"deducted)\b|"
    # "paused my box and a box turned up anyway", "cancelled but renewed anyway": done regardless
    r"(?:turned up|arrived|came|was sent|got sent|was delivered|shipped|charged|billed|renewed|"
    r"went out|was taken|got taken)(?: me| us)? (?:anyway|anyways|regardless)\b|"
    r"refunded (?:me )?(?:for )?(?:only )?(?:1|one|half|part)\b|only refunded|"
    r"warnings?|stops? (?:at|around|halfway|midway|partway)|goes to sleep|falls asleep|"
    # "the washing machine stopped mid cycle", "the dishwasher stopped halfway through"
    r"stopped (?:halfway|midway|partway|half way|mid[- ]?(?:cycle|wash|way|programme|program|"
    r"spin|load))|"
    r"delayed|delays?|wrong|incorrect|gibberish|noise|static|hiss\w*|crackl\w*|buzz\w*|"
    r"(?:randomly|suddenly|unexpectedly|keeps) (?:turns? off|shuts? down|reboots|restarts|"
    r"switch(?:es)? off|turning off|shutting down)|black (?:box|bars?|image|video|window)|"
    # "notifs only come thru when i open the app"
    r"only (?:works?|plays?|shows?|charges?|loads?|prints?|syncs?|connects?|(?:comes?|came|"
    r"arrives?) (?:through|thru|in))|"
    r"never (?:arriv\w*|came|comes|shows? up|showed up|loads?|loaded|finish\w*|complet\w*|"
    r"got|get|receive\w*)|"
    r"(?:shows?|showing|gives?|giving|returns?|returning|throws?|throwing) (?:me )?(?:a |an )?"
    r"(?:\d{3,}|0x[0-9a-f]+)|goes (?:black|blank|white|dark|dead|offline)|"
    r"went (?:black|blank|white|dark|dead|offline)|locked|(?:nobody|no one|none of us) can|"
    # "car battery flat again", "the fob is dead": a battery run down
    r"\b(?:battery|batteries|fob|key ?fob|remote|car) (?:is |was |are |were |went |gone |has gone |"
    r"had gone |keeps going |kept going )?(?:completely |totally |stone )?(?:flat|dead)\b|"
    # "no clients can connect", "no devices could see it": none of them manage
    r"no (?:\w+ ){1,2}(?:can|could) (?:connect|log ?in|sign in|access|see|find|reach|join|"
    r"load|open|hear)\b|"
    r"nothing (?:connects|works|loads|opens|prints|syncs|happens|shows)|no (?:sound|audio|video|"
    r"internet|connection|signal|picture|display|power|"
    r"response|notifications?|dial tone|emails?|refunds?|money back)|"
    # "no data since i landed in spain", "no 4g", "no hot water": a service or supply missing
    r"\bno (?:mobile data|data|[345]g|lte|service|hot water|heating|heat|wifi|wi-fi|broadband|"
    r"network|reception|gas|electricity)\b|"
    r"(?:is|are|'s|went|goes|has been) down|"
    # a terse "Internet down again.", "wifi down since 6": the service, the verb left out
    r"^(?:the |my |our )?(?:" + _SERVICES + r"|app) down\b|"
    # "Power out on Elm Road since 6am": the supply, out
    r"^(?:the |our )?" + _SUPPLY_OUT + r"|"
    r"(?:straight|directly) to voicemail|(?:comes?|came|coming) out (?:empty|blank|wrong|"
    r"corrupt\w*)|expired|(?:gets?|getting|got|runs?|running) (?:really |very |too |so )?hot|"
    r"on (?:its|their) own|cuts? off|cutting off|beeps|beeping|unavailable|unreachable|invalid|dim|"
    # "it is writing 'Code not valid'"; "this month's bill is showing Rs. 4,870 instead of Rs.
    # 1,500", "its like three times what it normally is": more than it should be
    # "if I move the mouse too fast the cursor jumps": a pointer or a picture that jumps
    r"\b(?:cursor|pointer|mouse|screen|picture|image|page|video|text) (?:just |randomly |"
    r"sometimes |always |suddenly )?(?:jumps|jumped|skips|skipped)\b|"
    r"not valid|(?:\x{A3}|\$|\x{20AC}|rs\.?|eur|usd|inr)\s?\d[\d,.]*\s+instead of\b|"
    r"(?:double|twice|triple|treble|(?:two|three|four|five|\d+) times) (?:what|the amount) "
    r"(?:it|i|we) (?:normally|usually) (?:is|are|pay|costs?)|"
    r"(?:is|are|gets?|got) muted|shuts? off|"
    r"(?:go|goes|going|went|end up|ends up|land(?:s|ing)?) (?:in|to|into) (?:[\w']+ ){0,2}"
    r"(?:spam|junk)|(?:asks?|wants?|makes?|forces?|prompts?) (?:me )?(?:to (?:sign|log) ?in|for "
    r"(?:my |the )?password)|upside down|sideways|fuzzy|pixelated|grainy|muffled|washed out|"
    r"only (?:half|part|some) (?:of )?|(?:plays?|playing|comes? out|goes|sounds?) (?:through|from|"
    r"on|of) (?:[\w']+ ){1,4}instead of|"
    r"mirrored|jump(?:s|ing)? around|"
    # "mouse lost middle click", "the app lost all my settings": something it had is gone
    r"lost (?:the |its |my |all |their |all my |all the |all of my )?(?:\w+ )?(?:click|settings|"
    r"connection|signal|sound|audio|pairing|data|progress|saves?|wifi|bluetooth|internet|"
    r"config\w*|function\w*|abilit\w*|contacts|photos|messages|files|notes|history)\b|"
    # "there is very strong chemical smell", "it smells of burning", "a continuous beep sound"
    r"(?:strong|burning|chemical|weird|funny|bad|horrible|awful|terrible|plastic|gas|musty|damp|"
    r"fishy|electrical|rotten|sour) (?:smell|odou?r|stink)|"
    # "my car insurance renewal went up from 420 to 780", "my premium has doubled": a price
    # that rose
    r"\b" + _PRICED + r"s? (?:has |have |just )?(?:went|gone|going|go|goes|jumped|shot|increased|"
    r"risen|rose) (?:up (?:from|by|to)|from \S+ to)\b|"
    r"\b" + _PRICED + r"s? (?:has |have |just )?(?:doubled|tripled|trebled)\b|"
    # "my microwave is sparking inside", "sparks coming out of the plug", "the charger is
    # smoking": a fire risk
    r"\b(?:is |are |was |were |keeps? |started )?(?:sparking|sparked|arcing)\b|\bsparks? "
    r"(?:coming|came|come|flying|fly)\b|\b(?:is|are|was|were|started|keeps?) smoking\b|"
    # "the lift has been out of order for 6 days": a machine or service not in use
    r"\bout of (?:order|service)\b|"
    # "the new mattress smells really strong of chemicals"
    r"smell(?:s|ing)? (?:(?:very|really|so|quite|a bit|pretty) )?(?:strong(?:ly)? )?(?:of|like) "
    r"(?:burning|burnt|gas|plastic|chemicals?|smoke|damp|rotten|"
    r"sewage|mou?ld|mildew|fish|eggs?)|"
    # "the rubber of the door is smelling very bad like mould", "it stinks"
    r"(?:smells?|smelling|smelt|smelled) (?:(?:very|really|so|quite|a bit|pretty) )?(?:bad|"
    r"awful|horrible|terrible|funny|weird|musty|damp|off)\b|\bstink(?:s|ing)?\b|"
    r"(?:continuous|constant|loud|long) (?:beep|beeping|buzzing|clicking|grinding|rattling) "
    r"(?:sound|noise)|"
    # "my internet has been going off and on all day", "cutting in and out"
    r"(?:going|goes|went|cutting|cuts|cut|flicking|flicks|flickering) (?:off and on|on and off|"
    r"in and out|out and in)|(?:nobody|no one) (?:receives?|gets?|sees?|hears?)|"
    r"in use by|no results|never (?:moves?|goes|gets) past|"
    r"(?:charged|billed|debited) (?:me )?(?:twice|two times|double|three times|\d+ times|again|"
    r"more than once)|"
    r"double[- ]?(?:charged|billed|booked|charge)|overcharg\w*|"
    # "still got billed", "they've taken the payment again", "refund still not in my account",
    # "the box was empty"
    r"(?:still (?:got |gets |getting |being |been )?|got |getting |being |been )(?:billed|charged|"
    r"debited)|"
    # "I see the payment two times", "the charge shows twice": one payment taken more than once
    r"(?:payment|charge|transaction|debit|deduction)s? (?:\w+ )?(?:two|2|three|3|several|multiple) "
    r"times|(?:see|saw|shows?|showing|appears?|appearing) (?:the |my |this )?(?:payment|charge|"
    r"transaction|debit)s? (?:\w+ )?(?:twice|two times|double)|"
    # a learner's "I have see two times the same payment": the count told first
    r"(?:twice|two times|2 times|three times|double) (?:the )?same (?:payment|charge|"
    r"transaction|debit|amount)|"
    # "there is no reservation in my name", "they have no record of my booking"
    r"(?:there (?:is|was|'s) no|(?:have|has|had) no (?:record|trace) of (?:my|the|our)) "
    r"(?:reservation|booking|order|record|account|ticket|appointment|parcel|payment|claim)|"
    r"(?:can't|cant|cannot|couldn't|couldnt|can not) find (?:my|our|the) (?:reservation|booking|"
    r"order|ticket|appointment|parcel|payment|claim)|"
    # "my gym membership is still charging me", "my gas bill is way too high"
    r"still (?:charging|billing|debiting|taking money from) (?:me|us|my)|"
    r"(?:bill|invoice|charge|price|premium|fee|payment|statement)s?(?: \w+){0,2}? (?:is|are|was|"
    r"were|'s|it'?s|seems?) (?:way |far |much |a lot |so |really )?(?:too (?:high|much|expensive)|"
    r"sky[- ]high|extortionate|wrong|incorrect)|"
    # "(I) was billed after i cancelled", "was charged $30": billed, with a sum or when said
    r"(?:was|were) (?:billed|charged|debited)(?: me)? (?:twice|again|double|after|even|for|"
    r"\d[\w.]*|[$\x7f] ?\d[\w.]*)|(?:was|were) (?:billed|debited)\W*$|"
    # "I was charged a cancellation fee for my hotel booking": a fee put on the bill
    r"(?:was|were|been|got|get|being) (?:billed|charged) (?:me )?(?:a|an|another|the) "
    r"(?:[\w-]+ ){0,2}?(?:fee|surcharge|penalty|charge)\b|"
    # "ordered 43 got 42", "ordered dog food got 2 bags of cat litter": the wrong thing came
     + _WRONG_THING_CAME + "|"
    # "my password was changed (but i didnt change it)": an account changed behind the customer
    r"(?:password|email address|e-mail address|phone number|pin|security questions?|recovery "
    r"email) (?:was|has been|had been|got) (?:changed|reset)\b|"
    # "my kid bought 3 games on my account without asking": a purchase nobody allowed
    r"(?:bought|purchased|ordered|spent|subscribed|signed up)\b[^,.;]{0,40}? without (?:my |asking|"
    r"permission|consent|telling|authori[sz])|"
    r"(?:taken|took|taking|charged|debited) (?:the |a |my |another )?(?:payment|money|fee) again|"
    # "in April and May you take again 29.99 from my account": an amount taken from it
    r"(?:take|takes|took|taken) (?:again )?(?:(?:\x7f|\$) ?)?\d+(?:[.,]\d+)?(?: ?(?:euros?|eur|"
    r"pounds?|dollars?|usd))? (?:again )?(?:from|off|out of) (?:my|our|the) (?:bank )?(?:account|"
    r"card)\b|"
    r"(?:still )?(?:not|isn't|is not|hasn't (?:gone|come)) in (?:my |the )?(?:account|bank)|"
    r"still not in$|(?:was|is|came|arrived|were) (?:completely |literally |totally )?empty|"
    r"(?:did ?n[o']t|did not|never) (?:make|authori[sz]e|order|buy) (?:these|this|that|those|the|"
    r"any)\b|(?:someone|somebody) (?:else )?(?:has )?(?:used|stole|hacked|accessed|took|"
    r"logged into|signed into|logged in|signed in|got into|changed)|(?:was |got |been )?hacked|"
    r"(?:suspicious|unauthori[sz]ed|unknown) (?:log ?in|sign[- ]?in|activity|access|charge|"
    r"transaction|device)s?|log ?in alerts?|"
    # "my subscription renewed even though i cancelled it last month"
    r"(?:renewed|charged|billed|debited) (?:me )?(?:\w+ )?(?:even though|although|after|despite|"
    r"when) (?:i )?(?:had )?(?:cancell?ed|canceled|cancelling)|(?:subscription|membership|"
    r"contract) (?:has |was |got |just )?(?:auto[- ]?)?renewed|"
    r"(?:still |is |are )?(?:says? |showing |shows )?pending|"
    # "tracking still says label created", "the parcel still shows in transit"
    r"(?:tracking|parcel|package|order|delivery) (?:\w+ )?(?:still )?(?:says?|shows?|showing|is) "
    r"(?:label created|in transit|dispatched|processing|awaiting \w+|out for delivery)|"
    r"crack(?:ed|s)?|shattered|dent(?:ed)?|scratch(?:ed|es)|(?:arrived|came|is|was) "
    r"(?:damaged|broken|smashed)|(?:still |keep )getting (?:them|emails|messages|texts|calls|"
    r"charged|billed)|"
    r"(?:has ?n[o']?t|have ?n[o']?t|did ?n[o']?t|has not|have not|did not|not yet|still not|never|"
    r"not|(?:am|is|are|have|has) yet to) "
    r"(?:been )?(?:arriv\w*|receiv\w*|(?:see|seen) (?:the |my |our |any )?(?:money|refund|"
    r"payment|credit|parcel|package|order)|deliver\w*|shipp\w*|refund\w*|credit\w*|revers\w*|"
    r"reverted|processed|showing up|show(?:n|ed)? up|come through|came through|gone through)|"
    r"(?:hasn't|has not|haven't|didn't) (?:got|gotten|come)|(?:is|was|got) (?:lost|stolen|"
    r"damaged|broken|late|delayed|cancelled|canceled|blocked|frozen|suspended|banned|hacked)|"
    r"wrong (?:item|size|colou?r|order|amount|address)|still waiting|been waiting|waiting for|"
    r"(?:can |could )?only (?:hear|see|"
    r"scans?|prints?|reads?|gets?|sends?|receives?)\b|arrives? (?:\w+ ){0,2}late|garbage|"
    r"(?:only )?lasts? (?:only )?(?:about |around |less than |under |barely |not even )?(?:\d+|an?|"
    r"one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|a few|half an?) "
    # "the battery now only lasts about eight miles": a range, a part of a day
    r"(?:hours?|minutes?|mins?|miles?|km|kilometres?|kilometers?|day|morning|afternoon)|"
    r"shutting off|"
    # "my phone rebooted in the middle of a call", "the tv restarted by itself": restarted on
    # its own, with no object (not "I restarted it in the middle of the update")
    r"(?:rebooted|restarted|shut (?:down|off)|turned off|switched off|powered off) (?:itself|"
    r"by itself|on its own|randomly|in the middle of (?:a|the|my) \w+|mid-\w+)|"
    r"(?:shows?|showing|appears?|appearing|"
    r"displays?|prints?|printing|sends?|sending|opens?|syncs?) (?:\w+ ){0,2}twice|"
    r"(?:shows?|showing|displays?|displaying|"
    r"comes? out|prints?|printing|opens?|opening|loads?) (?:as |in )?\w+(?: \w+)? instead of)\b"
    # "drains", not the "drain-only programme" nor the "drain hose" (a part, named)
    r"|\bdrain(?:s|ing|ed)(?:$|[^\w-])|\bdrain(?:$|[^\w\s-]|\s+"
    + word_not(
        words=("hose", "hoses", "pump", "filter", "pipe", "valve", "cycle", "programme", "program")
    )
    + r")"
)
# "I don't know", "didn't help" are no problem; "didn't print", "don't get it" ... are
_DONT_VERB = compile(
    r"\b(?:don't|do not|didn't|did not) (?:"
    + word_not(
        words=("work", "do", "get", "see"),
        prefixes=tuple(
            [
                "help",
                "fix",
                "solve",
                "resolve",
                "change",
                "improve",
                "sort",
                "make",
                "know",
                "think",
                "want",
                "need",
                "mind",
                "care",
                "remember",
                "understand",
                "like",
                "have",
                "use",
                "matter",
            ]
        ),
    )
    + r"|get\b"
    + not_before(" it")
    + r"|see\b"
    + not_before(" why")
    + ")"
)
_CODE_RE = compile(r"\b(?:error|code)\s*#?\s*(?:0x[0-9a-f]+|[a-z]{0,4}-?\d{2,})\b", IGNORECASE)
_WHEN_USE_RE = compile(
    r"\b(?:when|whenever|every time|each time|as soon as|if)\s+(?:i|we)\s+(?:try to\s+|"
    r"attempt to\s+)?(upload|download|import|export|print|save|sync|open|launch|start|scan|"
    r"send|attach|install|log in|sign in|login|share|type|click|scroll|join|edit|search)"
    r"(?:\s+(.*))?$"
)
_NOUN_FORM = {"log in": "login", "sign in": "sign-in", "login": "login", "start": "startup"}
_NOUNABLE = {
    "upload",
    "download",
    "import",
    "export",
    "print",
    "save",
    "sync",
    "scan",
    "install",
    "log in",
    "sign in",
    "login",
    "start",
    "launch",
    "search",
}
_PREPOSITIONS = {"to", "from", "in", "into", "on", "onto", "with", "via", "over", "through"}
_APP_SUBJECTS = {
    "",
    "it",
    "app",
    "application",
    "program",
    "software",
    "client",
    "this",
    "everything",
    "the whole thing",
    "thing",
    "the app",
    "the application",
}
_CUT_TAIL = compile(
    r"(?i)\s*\b(?:even though|although|though|but|since (?:(?:like|about|around|maybe) )?"
    r"(?:yesterday|this morning|last \w+|\d+|a few|a couple|two|three|several|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|today)|for some reason|"
    # "... under the vegetable drawer [I think the drain hole is blocked]": a guess run on
    r"(?:i|we) (?:think|reckon|guess|suspect)|"
    # "lasts about eight miles [when it used to do thirty]": how it was, compared
    r"(?:when|whereas|where) (?:the )?[\w'-]+ used to|"
    # "£71 [when it is normally about £22]": what it usually is, compared
    r"(?:when|whereas|while) (?:the )?[\w'-]+(?: is| are| was|'s)? (?:normally|usually))\b.*$"
)
_DROP_WORDS = compile(
    r"\s*\b(?:all the time|at all|again|still|anymore|any more|right now|now|today|lately|"
    r"recently|suddenly|randomly|constantly|yesterday|this morning|last night|this week|"
    r"this month|last month|last week|this year|(?:for|since) (?:\d+|a few|two|three|several) "
    r"(?:days?|weeks?|months?|hours?)|over the weekend)\b"
)
_SUBJECT_AUX = compile(
    r"(?i)\s*\b(?:is|are|was|were|'s|'re|has been|have been|just|randomly|constantly|suddenly|"
    r"always|still|again|seems to|seem to|started|starts|keeps on|also|now|sometimes|often|"
    r"frequently|occasionally|totally|completely|really|very|so|extremely|quite|pretty|super|"
    r"incredibly|unbearably|painfully)\s*$"
)
_CUSTOMER_LEAD = compile(
    r"^(?:i|we)(?:'m|'ve| am| have| are|'re)?\s+(?:(?:keep|kept|am|are|'m|'re|just|still|also|been|"
    r"now|constantly|always|suddenly|recently|currently)\s+)*(?:getting|get|got|seeing|see|saw|"
    r"receiving|received|hitting|hit|having|have|"
    # "I'm experiencing a recurring issue", "I recently encountered an issue with Duplicati"
    # "I noticed that the seam on the left arm is torn": what was noticed follows "that"
    r"experienc(?:ing|ed|e)|encounter(?:ing|ed)?|fac(?:ing|ed|e)|notic(?:ing|ed|e)(?:\s+that)?|"
    r"discovered(?:\s+that)?|running into|ran into|run into)\s+"
)
# "(we are having) problem with the internet", "trouble connecting": the customer has the
# problem, and what it is with is said after it
_TROUBLE_WITH = compile(r"(?:problems?|issues?|trouble|difficult(?:y|ies)) (?:with|\w+ing)\b")
_PEOPLE = compile(r"\b(?:i|we|me|us|i'm|we're|i've|we've)\b")
# What a bare problem word is said of when the clause names nothing: not the app.
_IMPLIED = {"locked": "Account", "suspended": "Account", "declined": "Payment"}
_NAMES_APP = compile(r"\b(?:app|application|program|software|game|site|website)\b")
_IMPLIED_REACH = 3  # "keeps getting declined"


def _implied_subject(before: str, told: str) -> str | None:
    """ "Account" for "(it's) still locked", "Payment" for "keeps getting declined": what a
    bare problem word is said of when the clause names no app."""
    if _NAMES_APP.search(before):
        return None
    said = (w.strip(",.!?") for w in told.split()[:_IMPLIED_REACH])
    return next((_IMPLIED[w] for w in said if w in _IMPLIED), None)


_NO_APP_PREFIX = compile(
    r"(?:been |being )?(?:cannot|unable|no |error|blank|black|white|nothing|nobody|someone|"
    # "(I have) been waiting six weeks for my claim": the customer waits, not the app
    r"waiting |"
    r"(?:ads|adverts|advertisements)\b|"  # "(still getting) ads after every lesson"
    # "Subscription renewed even though I cancelled": the customer's, not the app's
    r"(?:subscription|membership|contract|renewal|direct debit) |"
    # "dropped my phone n the screen is smashed", "lost my phone on the train": the customer's
    # mishap, not the app's
    r"(?:dropped|lost|broke|smashed|cracked) (?:my|our|his|her) |"
    # "Internet down again": the service, named before "down"
    r"(?:the |my |our )?(?:"
    + _SERVICES
    + r") down\b|(?:the |our )?"
    + _SUPPLY_OUT
    + "|"
    # "Flight BA2741 cancelled.": a terse note of what was called off
    + _CALLED_OFF
    + "|"
    # "power keeps going off in the kitchen": a supply cut, named by the supply
    r"(?:the |my |our |all the )?(?:" + _SUPPLIES + r"|hot water|water) (?:just |suddenly "
    r"|completely )?(?:" + _CUT_VERBS + r") (?:off|out)\b|"
    r"somebody|charged|ordered|bought|paid for|you |they |"
    r"(?:\d+(?:st|nd|rd|th)|second|third|fourth|another) outage|"
    r"overcharged|billed|"
    r"double charged|logged out|signed out|locked out|kicked out|banned|hacked|got billed|"
    r"got charged|problems? with|issues? with|trouble|difficult|"
    # "(i got) a parking fine": the customer's penalty, not the app's
    rf"(?:got |received )?(?:a|an|another) (?:[\w-]+ ){{0,2}}?{_PENALTY}\b|"
    r"(?:twice|two times|2 times|three times|double) (?:the )?same|"
    # "roaming charges on my bill": charges, not something the app does
    r"(?:[\w-]+ )?(?:charges?|fees?) (?:on|added to|in|for|of)\b|"
    # "card got swallowed by the atm", "water damage in the hall": named as it is
    r"card (?:got |was |has been |is )?(?:swallowed|eaten)|water[- ]damage|"
    + _RAN_LATE
    + "|"
    # "Tracking not update since Wednesday": the parcel's tracking, not the app's
    + _TRACKING_NOT
    + " |"
    # "(Train was late,) missed my connection at Crewe": the customer missed it
    r"missed (?:my|our|the) (?:connection|connecting|flight|train|bus|appointment)|"
    r"(?:have |has |had )?not (?:received|got|gotten|had|been (?:refunded|paid|credited)))"
)
_LEAD_WORDS = compile(
    r"^(?:(?:why (?:is|was|are|were|am|does|did|do|has|have)(?: i)?|how come|where (?:is|are)|"
    r"(?:does )?any(?:one|body) know why|any ideas? why|(?:i )?(?:wonder|wondering) why|"
    r"is there (?:a|any) reason(?: that| why)?|"
    # "It appears that the extension suddenly stopped working": a hedge before the problem
    r"it (?:appears|seems|looks) (?:that|as if|as though|like)|"
    # "The only thing is that the two radiators upstairs are cold": what is left wrong
    r"(?:the )?only (?:thing|problem|issue|snag) (?:now )?is(?: that)?|"
    # "ok so um the thing is the app keeps saying my card is declined"
    r"(?:the )?(?:thing|problem|issue) is(?: that)?|"
    r"why (?:the hell|on earth|tf)(?: (?:is|was|are|were|am|does|did|do|has|have))?|why|"
    r"hi|hey|hello|hiya|yo|heya|um|uh|ok|okay|yeah|ya|yes|well|sir|madam|ma'am|maam|mam|dear|guys|team|"
    # "plz help my instagram got hacked": the plea, no part of the problem
    r"(?:please|plz|pls) help(?: me| us)?|"
    # "i think my account was hacked": the hedge before the problem
    r"(?:i|we) (?:think|believe|suspect|reckon)(?: that)?|"
    r"good (?:morning|afternoon|evening|day)|greetings|"
    # "since Tuesday", "as of this morning", "since last week": when it began, no part of it
    r"(?:ever since|since|as of|from)\s+(?:(?:last|this|on|yesterday)\s+)?(?:(?:mon|tues|wednes|"
    r"thurs|fri|satur|sun)day|yesterday|today|tonight|morning|evening|night|week|weekend|"
    r"month)(?:\s+(?:morning|afternoon|evening|night))?|"
    # a learner's "from one week", "since two days": how long it has gone on
    r"(?:since|from|for)\s+(?:\d+|one|two|three|four|five|six|seven|ten|a|an|few|a few|some|"
    r"many)\s+(?:days?|weeks?|months?|hours?|years?)(?:\s+now)?|"
    r"since then|since|then|now|and|but|also|so|still|even|unfortunately|sadly|"
    r"annoyingly|weirdly|strangely|oddly|honestly|apparently|however|again|today|yesterday|"
    r"for some reason|at the moment|right now|currently|basically|plus|sometimes|randomly|"
    # "hi yes calling about my fridge freezer": why the customer calls, said first
    r"(?:i'?m |im |i am |we'?re |we are )?(?:calling|ringing|phoning|writing|emailing|"
    r"messaging|texting|contacting you) (?:you )?(?:about|regarding|re|in regards? to|with "
    r"regards? to)|"
    # "I wanted to put in writing that the mould has come back", "just to let you know that"
    r"(?:i )?(?:just )?(?:wanted|want|need|needed|am writing|'m writing) to (?:put in writing|"
    r"let you know|inform you|report|tell you|say|confirm)(?: that)?|(?:just )?to let you know"
    r"(?: that)?|"
    # "when we arrived they gave us a twin": when it showed, no part of the problem
    r"(?:when|once) (?:we|i) (?:arrived|got there|got here|checked in)|on arrival|"
    # "the young lady at the counter said the prescription had not come through": who told
    # the customer, no part of the problem
    r"(?:the|a|an|your|one|some) (?:[\w-]+ )?(?:lady|man|woman|guy|girl|bloke|staff member|"
    r"assistant|pharmacist|cashier|clerk|receptionist|agent|advisor|adviser|driver|manager|"
    r"person)(?: (?:at|on|behind|in) (?:the|your) [\w-]+(?: desk| counter)?)? (?:said|says|told "
    r"(?:me|us)|tells (?:me|us))(?: that)?),?\s+)+",
    IGNORECASE,
)
_BARE_LEAD = compile(
    r"^(?:keep |kept |am |are |currently |recently )?(?:getting|seeing|having|receiving|"
    r"experienc(?:ing|ed)|encounter(?:ing|ed)|facing|faced|noticed|discovered|running into|"
    r"ran into)\s+"
)
# "(after) the update my airpods ...": the event before the thing that has the problem
_SINCE_LEAD = compile(
    r"(?i)^(?:(?:ever since|since|after|following|before)\s+)?(?:the |a |an |this |that |last "
    r"|latest |recent |new |\w+ ){0,3}?(?:update|upgrade|restart|reboot|reset|install|reinstall|"
    r"outage|move)\s+(?P<subject>(?:my|our|your|his|her|their|the)\s.+)$"
)
_WHEN_LEAD = compile(
    r"(?i)(^(?:every time|each time|whenever|when|as soon as|if|after|once)\s+(?:i|we)\s+.*?)"
    r"\b(?:the|my|our|this|that|your|it)\b[^,]*$",  # up to the last comma-free subject
    context=True,
)
_SELF_NEGATED = compile(
    r"^(?:i|we)\s+(?:just\s+|also\s+|still\s+)?(?:didn't|did not|haven't|have not|hadn't|"
    r"never|wouldn't|wouldnt)\s+(?:yet\s+)?"
    + word_not(
        prefixes=("get", "got", "see", "seen", "saw", "receive", "hear", "heard", "have", "had")
    )
)
# "I'm not ringing anyone, I'm not filling in forms", "don't worry about it": what the
# customer refuses to do or waves away, no fault
_REFUSED = compile(
    r"^(?:(?:and|but|so)\s+)?(?:(?:i'm|im|i am|we're|we are)\s+not\s+(?:going to\s+|gonna\s+)?"
    r"(?:ringing|calling|phoning|paying|filling|sending|waiting|chasing|accepting|driving|"
    r"coming|wasting|giving|signing|doing|going|ring|call|phone|pay|fill|send|wait|chase|accept|"
    r"drive|come|waste|give|sign|do|go)\b|(?:don't|do not|dont) (?:worry|bother)\b)"
)
_NOTHING_WRONG = compile(
    r"^there(?:'s| is| are| was| were) no \w+(?: \w+)? (?:stuck|jammed|missing|broken|wrong|"
    r"inside|in there|blocking)\b"
    # "check the hose is not bent", "made sure the filter isn't blocked": a look, no fault
    r"|^(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:also\s+|already\s+)?(?:check|checked|made sure|"
    r"make sure|verified|confirmed|ensured)\b[^,;]*\b(?:not|isn't|aren't|wasn't|weren't)\s+"
    r"(?:\w+\s+)?(?:bent|kinked|blocked|clogged|loose|damaged|broken|stuck|jammed|twisted|"
    r"disconnected|unplugged)\b"
    # "but nothing is stuck", "nothing was jammed in it"
    r"|^(?:(?:and|but|so)\s+)?nothing(?:'s| is| was| seems| looks)? (?:to be )?(?:stuck|jammed|"
    r"blocking|broken|blocked|caught|in there|inside)\b"
    # "not pending", "they're not blocked": a state that rules a problem out
    r"|^(?:(?:it|they|both|both of them|the \w+|it's|its|they're|theyre)\s+)?(?:is |are |was "
    r"|were )?(?:not|no longer) (?:pending|blocked|locked|frozen|stuck|declined|suspended|"
    r"delayed|damaged|broken|missing)\b"
    # "no problems with the new router", "I don't have any issues with the app"
    r"|^(?:(?:i|we)\s+)?(?:don't|do not|didn't|did not|haven't|have not|never)\s+(?:have|had|get|"
    r"got|experience[ds]?)\s+(?:any\s+)?(?:problems?|issues?|trouble)\b"
    r"|^(?:(?:and|so|but)\s+)?(?:no|zero|without any)\s+(?:more\s+)?(?:problems?|issues?|trouble)\b"
    # "so is not the wifi", "it's not the card": which thing is not at fault, a diagnostic
    r"|^(?:(?:and|so|but)\s+)?(?:it'?s|its|it is|is|that'?s|that is)\s+not\s+(?:the|my|a|an|your)"
    r"\s+\w+(?:\s+(?:i think|i guess|i suppose|i believe))?\W*$"
    # "so the card is not the problem i think": what is not at fault, named
    r"|^(?:(?:and|so|but)\s+)?(?:the|my|your|this|that) (?:\w+ )?\w+ (?:is|'s|was|isn't|wasn't) "
    r"(?:not )?(?:the|a) (?:problem|issue|cause|culprit|fault)\b"
    # "So problem is not in wifi", "the problem isn't with the card": where it is not
    r"|^(?:(?:and|so|but)\s+)?(?:the |my |this )?(?:problem|issue|fault) (?:is not|isn't|was not|"
    r"wasn't|is no|'s not) (?:in|with|on|from|the|my|your|a)\b"
    # "drains fine now": water that drains is the fix, not the battery kind of draining
    r"|^(?:(?:and|so|now|it|they|the \w+|water)\s+)*drain(?:s|ed|ing)?\s+(?:fine|properly|"
    r"normally|correctly|ok|okay)\b"
    # "No June payment came out (so cancelling the DD worked)": a payment stopped, no fault
    r"|^(?:(?:and|so|but)\s+)?no (?:\w+ )?(?:payment|debit|charge|money) (?:came out|went out|"
    r"was taken|has been taken|was charged|has come out|has gone out)\b"
)
# only for incident text: "the mic doesn't work" (as a bare outcome "it doesn't work" is none)
# "doesn't work", "did not work", "refuses to work", "does not really work"
NOT_WORK = compile(
    r"\b(?:doesn't|does not|don't|do not|isn't|is not|aren't|are not|won't|will not|has stopped|"
    r"stopped|didn't|did not|wasn't|was not|weren't|were not|wouldn't|would not|refuses? to|"
    r"not) (?:\w+ )?work(?:s|ing)?\b"
)
_STILL = compile(r"\b(?:is |are )?still\s+", IGNORECASE)
_PERSON_SUBJECT = compile(
    r"^(?:i|we)(?:'ve been| have been| had been|'m|'ve|'d| am| have| are|'re| was| were| had)?\s+"
)


# "it was fine for two days now it's dropping again": how long the fix held goes, the problem
# back stays
_HELD_A_WHILE_THEN = compile(
    r"^(?:it|that|this|they)\s+(?:was|were|worked|held|lasted)\s+(?:\w+\s+){0,2}?for\s+"
    r"(?:\w+\s+){1,3}?(?:and\s+)?(?:now|then)\s+",
    IGNORECASE,
)
_CANNOT = compile(r"\b(?:can't|cannot|can not|couldn't)\b", IGNORECASE)
_NEXT_WORD = compile(r"\s\S")
_THERE_IS = compile(r"^(?:there is|there are|there's|there was|there were)\s*", IGNORECASE)
_WHEN_I = compile(r"\b(?:when|whenever|while)\s+(?:i|we)\s+(\w+)", IGNORECASE)


# dropping a parcel off: "drop it at the post office", "dropped the box off", "ill drop off the
# return" (not "the wifi drops in and out", "my phone dropped off the network")
_NO_FEE = compile(
    r"\bno (?:service|data|heating|gas|electricity|network|wifi) (?:charges?|fees?|caps?|limits?|"
    r"costs?|contracts?)\b"
)
# "(the fridge is making a loud noise,) like a buzzing": the noise told before, described
_LIKE_A_SOUND = compile(
    r"^(?:(?:it's|its|it is|kind of|kinda|sort of|sounds|it sounds)\s+)?like\s+(?:a|an|some)\s+"
    r"(?:\w+\s+)?\w+(?:\s+(?:noise|sound))?\W*$"
)
# a machine spinning as it should: "now it is spinning quiet", "spins fine now"
_SPINS_FINE = compile(
    r"\b(?:spins|spinning|spun)\s+(?:\w+\s+)?(?:quiet|quietly|fine|normally|properly|smooth|"
    r"smoothly|ok|okay|perfectly|like it should|as it should)\b"
)
_DROP_OFF = compile(
    r"\bdrop(?:s|ping|ped)?\s+(?:it|them|this|that|(?:the|my|a|your) \w+)\s+(?:off|at|in|into|"
    r"round|by|back)\b|\b(?:i|we|i'll|ill|i will|gonna|to)\s+drop(?:ped)?\s+(?:it\s+)?off\b"
    r"|\b(?:ear|eye|nose|cough)\s+drops\b"  # a medicine: "the vet gave us ear drops"
    # a pending charge that goes away: "the bank says one is pending and should drop off"
    r"|\b(?:should|will|would|shall|supposed to|meant to|going to|gonna|to)\s+drop\s+off\b"
)


_REPORT_BACK = compile(
    r"^\W*(?:(?:and|so|then|ok|okay)\s+)*(?:(?:i'll|ill|i will|will|we'll|we will)\s+)?"
    r"(?:let you know|tell you|get back to you|update you|report back|shout)\s+"
    r"(?:if|whether|when)\b"
)


def _symptom(low: str) -> Match | None:
    """The first problem words in ``low`` (one pattern, said as two without lookaround, and
    the team's own problem words from ``EXTRACTION_LEXICON``)."""
    patterns = [_SYMPTOM_RE, _DONT_VERB]
    if "extra" in low or "more than" in low:  # the only words _OVERCHARGED can match on
        patterns.append(_OVERCHARGED)
    if CUSTOM.problem_words:
        patterns.append(_custom_problems(CUSTOM.version))
    start = 0
    while True:
        found = [m for m in (p.search(low, start) for p in patterns) if m is not None]
        first = min(found, key=lambda m: m.start()) if found else None
        turns = first is not None and _turns_at_all(low)
        part = _PART_TURNS.search(low, start) if turns else None
        if first is None or part is None or not part.start() <= first.start() < part.end():
            return first
        start = part.end()  # "the drum spins but it doesnt heat": the drum works


@lru_cache(maxsize=2)
def _custom_problems(_version: int) -> Pattern:
    words = sorted(CUSTOM.problem_words, key=len, reverse=True)
    return compile(r"\b(?:" + "|".join(escape(w) for w in words) + r")\b")


def says_nothing_wrong(text: str) -> bool:
    """ "There's no paper stuck inside", "I didn't reboot": the clause denies a problem; "will
    let you know if it keeps crashing" promises news, it tells none."""
    low = text.lower()
    return bool(
        _NOTHING_WRONG.match(low)
        or (_SELF_NEGATED.match(low) and not _CODE_RE.search(low))
        or _REPORT_BACK.match(low)
        or _DEMAND.match(low)
        or _HOW_OFTEN.match(low)
        or _FITTED_OR_GOT_OUT.match(low)
        or tells_no_fault(low)
    )


def tells_no_fault(low: str) -> bool:
    """An address, how things were until now, a cause looked for and not found ("22 elm st",
    "it has been fine until now", "storage isnt full"): words a symptom reader may take for a
    problem, none of them one."""
    return bool(
        _ADDRESS.match(low)
        or PEOPLE_NOT_COLD.match(low)
        or _HOW_IT_WAS_UNTIL.search(low)
        or _CHECKED_NOT.match(low)
        or _ON_ITS_WAY.search(low)
        or _PLEASE_DONT.match(low)
        or _POLITE_REQUEST.match(low)
        or _REMEDY_CHOSEN.match(low)
        or _FAULTY_ONE_GONE.match(low)
        or _EXPECTED.match(low)
        or _AS_SHOWN.match(low)
        or _WITH_ME.match(low)
        or (_PRAISE.match(low) is not None and _ANY_SYMPTOM.search(low) is None)
    )


# "(I've tried cleaning the dome with the little brush,) as shown in the leaflet": how the
# step was done, no fault
_AS_SHOWN = compile(
    r"^\W*(?:just |exactly )?(?:as|like) (?:shown|described|explained|instructed|advised|"
    r"recommended|suggested|pictured|written) (?:in|on|by|at) (?:the |your |my |a )?"
    r"[\w -]{1,30}\W*$"
)
# a learner's "Parcel is by me": the thing is with the customer now
_WITH_ME = compile(r"^\W*(?:the |my )?\w+ (?:is|are) (?:by|with) me(?: now| already)?\W*$")
# "Please do NOT refund me as well", "pls dont cancel my order": a request to the company,
# whatever it names, no fault
_PLEASE_DONT = compile(
    r"^\W*(?:(?:and|but|so|just|also)\W+)*(?:(?:please|pls|plz|kindly)\W+(?:do not|don'?t|never)\s+"
    r"[a-z]|"
    # told to the company without "please": "so don't even think about June", "don't send me
    # any 'we miss you' offers"
    r"(?:do not|don'?t)\s+(?:even\s+)?(?:think about|think of|bother|send (?:me|us)|call (?:me|us)|"
    r"ring (?:me|us)|email (?:me|us)|e-mail (?:me|us)|text (?:me|us)|contact (?:me|us)|"
    r"charge (?:me|us)|take (?:any|another|more)|debit)\b)"
)
# "I thought it would let me add the widget (but it didn't)": what was expected; the problem
# is told after it
_EXPECTED = compile(
    r"^\W*(?:(?:so|and|but)\W+)*(?:i|we) (?:thought|expected|assumed|hoped|figured) (?:that )?"
    r"(?:it|this|that|they|the \w+) (?:would|will|should|could|was going to)\b"
)
# "I would be grateful if you could refund the duplicate payment": a request, whatever it
# names (the problem is told elsewhere)
_POLITE_REQUEST = compile(
    r"^\W*(?:(?:so|and|but|however)\W+)*(?:i|we)(?:'d| would) (?:be (?:very |most |really |so )?"
    r"(?:grateful|thankful|obliged)|(?:really |greatly |much )?appreciate(?: it)?) (?:if|for)\b"
)
# "Want replacement not refund", "I want a refund not a voucher": which remedy is asked for
_REMEDY_CHOSEN = compile(
    r"^\W*(?:(?:so|and|but|just)\W+)*(?:(?:i|we) )?(?:(?:just|only|really) )?(?:want|need|"
    r"would like|prefer)(?: (?:a|an|the|my))? (?:replacement|refund|repair|new one|exchange|"
    r"voucher|credit|money back)\b(?: (?:and|or|not|rather than|instead of) (?:a |an |the )?"
    r"(?:replacement|refund|repair|new one|exchange|voucher|credit|money back))?\W*$"
)
# "Courier took broken one Tuesday", "I sent the faulty one back": the faulty item, gone back
_FAULTY_ONE_GONE = compile(
    r"^\W*(?:(?:so|and|then)\W+)*(?:the |a )?(?:courier|driver|they|he|she|someone|i|we|"
    r"engineer|technician|man|guy) (?:took|collected|picked up|came for|took away|sent back|"
    r"returned|posted back|dropped off) (?:the |my |our )?(?:broken|damaged|faulty|old|wrong|"
    r"cracked|dead) (?:one|item|unit|parcel|set|\w+)\b"
)
# "the breakfast was excellent", "the staff were lovely": praise, told beside a complaint
_PRAISE = compile(
    r"^\W*(?:(?:and|but|so|also|though|although)\W+)*(?:the |my |our |your |their )?"
    r"(?:[\w-]+\s+){0,3}(?:was|were|is|are|has been|have been|looked|looks|tasted)\s+"
    r"(?:(?:really|very|so|absolutely|just|truly|quite|all|always)\s+)?(?:excellent|lovely|"
    r"amazing|fantastic|wonderful|brilliant|superb|delicious|outstanding|gorgeous|beautiful|"
    r"fabulous|spotless|immaculate|impeccable|first class|top notch)\W*$"
)


def contrasts_a_reading(text: str) -> bool:
    """ "(meter says 14532) but [bill says 15832]": a reading set against another, told as
    evidence of the problem, no fault of its own (``text`` is the clause after "but")."""
    return _A_READING.match(text.lower()) is not None


_A_READING = compile(
    r"^(?:the |my |your )?\w+(?: \w+)? (?:says|shows|reads|said|"
    r"showed|is at|was at) (?:[\x7f$]\s?)?[\d.,]+"
    r"(?: ?(?:kwh|units|m3|gb|mb|%|pounds|euros|dollars))?\W*$"
)


# "The tracing tool now says the bag was found (and will be delivered tomorrow)": news of what
# was missing, no fault
_ON_ITS_WAY = compile(
    r"\b(?:was|were|has been|have been|is|are|got) (?:now |finally )?(?:found|located|traced|"
    r"dispatched|shipped|sent out|on (?:its|it's|the) way)\b|\bwill be (?:delivered|dispatched|"
    r"sent|with you)\b"
    # "the engineer is coming today", "a technician is booked for Friday": a visit arranged
    r"|^(?:the |an? |your |my )?(?:engineer|technician|tech|plumber|electrician|fitter|courier|"
    r"driver|someone|somebody)s? (?:is|are|will be|was) (?:coming|booked|due|scheduled|"
    r"arriving|coming out|coming round)\b"
)


# "Storage isnt full (, I checked)", "the filter isn't blocked": a cause looked for, not found
_CHECKED_NOT = compile(
    r"^(?:(?:and|but|so)\s+)?(?:the |my |our )?(?:\w+\s+){0,2}?(?:isn't|isnt|is not|aren't|"
    r"arent|are not|wasn't|wasnt|was not)\s+(?:full|blocked|clogged|expired|loose|unplugged|"
    r"muted|low|kinked|"
    r"the (?:problem|issue|cause))\W*$"
    # "no leaks i can see", "there are no leaks that I can find": looked for, not there
    r"|^(?:(?:and|but|so)\s+)?(?:there(?:'s| is| are| were| was) )?no \w+(?: \w+)? (?:that )?"
    r"(?:i|we) (?:can|could) (?:see|find|spot|hear|smell)\b"
    # "so no its not dropped off": the pending charge still there, the problem told before
    r"|^(?:(?:and|but|so|no)\W+)*(?:it'?s |its |it has |it is |they'?ve |they have |it |they )?"
    r"(?:still )?(?:not|never|hasn't|haven't|hasnt|havent) (?:dropped|fallen|come|gone) off\W*$"
    # "No visible leaks under boiler or at rads", "no sign of water anywhere"
    r"|^(?:(?:and|but|so)\s+)?(?:there(?:'s| is| are| were| was) )?no (?:visible|obvious|"
    r"sign of|signs of) (?:any )?(?:leaks?|drips?|water|damage|damp|cracks?)\b"
    # "the display shows no error", "boiler gives no fault code": a clean check
    r"|^(?:(?:and|but|so)\s+)?(?:the |my )?(?:display|screen|panel|boiler|app|it|machine) "
    r"(?:shows|showed|is showing|gives|gave|displays) no (?:errors?|faults?|fault codes?|error "
    r"codes?|codes?|warnings?)\W*$"
    # "(checked for leaks,) couldnt find any": looked for, not there
    r"|^(?:(?:and|but|so)\s+)?(?:(?:i|we|he|she|they)\s+)?(?:could ?n'?t|couldnt|could not|"
    r"can ?n'?t|cant|cannot|can not|did ?n'?t|didnt|did not) (?:find|see|spot) (?:any|anything|"
    r"one|a thing)"
    r"(?: wrong)?\W*$"
    # "plumber mate checked for leaks": what was looked for, not what is wrong
    r"|^(?:(?:and|but|so)\s+)?(?:[\w']+\s+){1,3}?(?:checked|check|looked|look|searched|tested) for "
    r"(?:any |a )?(?:leaks?|drips?|damage|blockages?|kinks?|faults?|damp)\W*$"
)


# "it has been fine until now", "worked perfectly until last week", "since the cold snap
# started last week": how things were, and when it changed (the problem is told beside it)
_HOW_IT_WAS_UNTIL = compile(
    r"\b(?:has been|have been|had been|was|were|worked|was working|has worked)\s+(?:\w+\s+)?"
    r"(?:fine|ok|okay|great|perfect|perfectly|good|well|brilliant)\s+(?:\w+\s+)?until\s+(?:now|"
    r"recently|last \w+|yesterday|this \w+|a few days ago|\w+ days ago|a week ago)\W*$|"
    r"^since (?:the |my |our |a |this )?(?:\w+\s+){0,3}(?:started|began|happened|arrived|came)"
    r"(?:\s+(?:last \w+|yesterday|this \w+|on \w+))?\W*$"
)


# "22 elm st", "14 Birch Lane, Leeds": where, told as an address
_ADDRESS = compile(
    r"^(?:flat \d+\w?,?\s+)?\d+[a-z]?\s+(?:\w+\s+){1,2}(?:st|street|rd|road|ave|avenue|lane|ln|"
    r"close|drive|dr|way|court|ct|place|pl|crescent|terrace|gardens|grove|square|row)\b[\w\s,]*$"
)


# "New nozzle is in", "the new battery is fitted": a part put in; "got some black gunk out":
# what a cleaning brought out (neither is the problem)
_FITTED_OR_GOT_OUT = compile(
    r"^(?:(?:and|so|ok|okay)\W+)*(?:(?:the|a|my)\s+)?new\s+(?:\w+\s+){0,2}(?:is|are|'s|was|were)\s+"
    r"(?:now\s+)?(?:in|on|fitted|installed|in place|done|swapped)\W*$|"
    r"^(?:(?:and|so|ok|okay)\W+)*(?:(?:i|we)\s+)?got\s+(?:some|a lot of|loads of|lots of|"
    r"a bit of|a load of|tons of|heaps of|a ton of|a clump of|a chunk of|a few bits of)\s+"
    r"(?:\w+\s+){0,3}"
    r"(?:out|off)\b"
)


# "third time this week", "2nd time today", "like 4 times today": how often, said of the
# problem told beside it
_HOW_OFTEN = compile(
    r"^(?:(?:and|this is|that's|thats|it's|its|for)\s+)?(?:the\s+)?(?:first|second|third|"
    r"fourth|fifth|\d+(?:st|nd|rd|th)|\w+ more) times?\b(?:\s+(?:this|today|in|now|since)"
    r"\b[\w\s]*)?\W*$|"
    r"^(?:(?:and|like|about|around|maybe|already)\s+)*(?:\d+|a few|two|three|four|five|six|"
    r"several|many|multiple) times (?:today|a day|a week|this week|now|already|in a row|since)"
    r"\b[\w\s]*\W*$"
)


# "CANCEL ORDER 77120 NOW", "refund me asap": what the customer asks support to do
_DEMAND = compile(
    r"^(?:(?:so|just|please|pls|plz|now)\s+)*(?:cancel|refund|reverse|unlock|close|escalate|"
    r"stop charging|give me|send me|call me|ring me|sort it|fix it)\b(?:\s+\S+){0,4}?"
    r"(?:\s+(?:now|asap|immediately|right now|today|please|pls|plz|thanks|thx))+\W*$"
)


# "it is showing £87 extra for roaming data", "my bill is £40 more than usual": charged over
# (a bare "thats £285 extra" restates a charge told before it)
_OVERCHARGED = compile(
    r"\b(?:showing|shows|charged|charging|charge|paid|paying|billed|costs?|is|was|are|were)\s+"
    r"(?:me\s+|us\s+|an?\s+)?([\x7f$] ?\d+(?:[.,]\d+)? (?:extra\b|more than (?:usual|normal|"
    r"it should be|last month|before)\b))",
    context=True,  # the match is the sum and what it is over, not the verb before it
)
_ANY_SYMPTOM = any_of(_SYMPTOM_RE, _DONT_VERB, _CODE_RE, _OVERCHARGED)


_GONE_THROUGH = compile(r"\bgone (?:through|thru)\b")
_WENT_DOWN_TO = compile(r"\b(?:went|go|going|goes) down (?:to )?(?:the|my|our) \w+")
_IF_NO_WORD = compile(r"\b(?:if|unless) (?:i|we) (?:don't|do not|dont) hear (?:back )?from\b")
_AWAITING_A_REPLY = compile(
    r"^(?:(?:and|but|so|just|now)\s+)?(?:i'?m |im |i am |we'?re |we are )?still waiting"
    r"(?: on (?:it|them|that)| to hear(?: back)?(?: from (?:them|you|the \w+))?| for (?:a|an|their|"
    r"your|the|any) (?:reply|response|answer|decision|call ?back|email|outcome))?\W*$|"
    # a learner's "Now waiting for reply": the answer to come, no problem
    r"^(?:(?:and|so|just|now)\s+)+(?:i'?m |im |i am |we'?re |we are )?waiting for (?:(?:a|an|their|"
    r"your|the|any) )?(?:reply|response|answer|decision|call ?back|outcome)\W*$"
)
_SEE_IF = compile(r"^(?:and\s+|then\s+)?(?:to\s+)?see (?:if|whether)\b")
# "I have found in Logi Tune the option anti-flicker": a setting the customer found, named by
# the fault it is for
_FOUND_A_SETTING = compile(
    r"^(?:(?:and|so|then|ok)\s+)?(?:i|we)(?:'ve| have)?\s+(?:just\s+|finally\s+)?found"
    r"(?:\s+[\w'-]+){0,6}?\s+(?:option|setting|toggle|switch|mode|feature)(?:\s+[\w'-]+){0,2}"
    r"\W*$"
)  # (not "I found setting on my router that disconnects clients if ...": what it does)
# "I've frozen and unfrozen it in the app": the customer froze a card, nothing froze on them
# "I logged out and back in", "signed out of the app and in again": the customer's own step
_OUT_AND_BACK_IN = compile(
    r"^(?:(?:and|so|then|also|just|already)\s+)*(?:(?:i|we)(?:'ve| have| had)?\s+)?"
    r"(?:(?:just|already|also|then)\s+)?(?:logged|signed)\s+(?:out|off)(?:\s+of\s+(?:\w+\s+){1,3}?)?"
    r"\s*(?:and|&|n|then)\s+(?:then\s+)?(?:back\s+)?(?:in|on)\b(?:\s+again)?"
)
_FROZE_IT = compile(
    r"^(?:(?:and|so|then|also)\s+)?(?:i|we)(?:'ve| have| had)?\s+(?:just\s+|already\s+|also\s+)?"
    r"(?:froze|frozen)(?:\s+and\s+(?:then\s+)?unfro\w+|\s+(?:it|my|the|our)\b|\W*$)"
    # told without "I": "froze the card in the app, ordering a new one now"
    r"|^(?:(?:and|so|then|also|just)\s+)?(?:froze|frozen)\s+(?:the|my|our)\s+(?:\w+\s+)?"
    r"(?:card|account)\b"
)


# "my husband he disconnected the battery for like ten minutes": a person's step on a thing,
# not the thing dropping its connection
_DISCONNECTED_IT = compile(
    r"^(?:(?:and|so|then|also)\s+)?(?:i|we|he|she|they|my \w+(?: he| she)?|the \w+)\s+"
    r"(?:just\s+|already\s+|also\s+|then\s+|even\s+)?disconnected\s+(?:the|my|it|them|his|"
    r"her|our|their|everything|all)\b"
)


_COMMA_BEFORE = compile(r",\s*(?:the\s+|but\s+|and\s+)?$")
# a moving part doing its job: "the drum spins", "fan spins tho" (an app that "just spins"
# is a loading wheel, and stays a fault)
_PART_TURNS = compile(
    r"\b(?:drum|fans?|motor|wheels?|blades?|turntable|tub|pump|belt)\s+(?:still |is |does |just )?"
    r"(?:spins|spinning|goes round|going round|turns|turning)\b"
)


def _turns_at_all(low: str) -> bool:
    """A cheap first look before ``_PART_TURNS``: every clause asks, few name a part turning."""
    return "spin" in low or "round" in low or "turn" in low


@lru_cache(maxsize=4096)  # pure: the reader and the judge ask about one clause
def has_symptom(text: str) -> bool:
    """True when ``text`` reports a problem ("keeps crashing", "error 1603", "won't print")."""
    low = text.lower()
    if _ANY_SYMPTOM.search(low) is None and not (
        CUSTOM.problem_words and _custom_problems(CUSTOM.version).search(low)
    ):
        return False  # most clauses: no problem words at all
    if _DROP_OFF.search(low) and _ANY_SYMPTOM.search(_DROP_OFF.sub(" ", low)) is None:
        return False  # "ill drop it at the post office tomorrow": an errand, no fault
    if (
        _turns_at_all(low)
        and _PART_TURNS.search(low)
        and _ANY_SYMPTOM.search(_PART_TURNS.sub(" ", low)) is None
    ):
        return False  # "the drum spins (but it doesnt heat)": a part working, no fault
    if _SPINS_FINE.search(low) and _ANY_SYMPTOM.search(_SPINS_FINE.sub(" ", low)) is None:
        return False  # "now it is spinning quiet": the machine doing its job, no fault
    if _NO_FEE.search(low) and _ANY_SYMPTOM.search(_NO_FEE.sub(" ", low)) is None:
        return False  # "there is no service charge on this account": terms, no fault
    if _LIKE_A_SOUND.match(low):
        return False  # "(making very loud noise,) like a buzzing": what the noise is like
    if _REPORT_BACK.match(low):
        return False  # "(I'll) let you know if they don't drop off": a promise, no fault
    if _SELF_NEGATED.match(low) and not _CODE_RE.search(low):
        return False  # "I didn't reboot": a step not taken, not a problem
    if _REFUSED.match(low):
        return False  # "I'm not ringing anyone": a refusal, "don't worry about it": waved away
    if _NOTHING_WRONG.match(low):
        return False  # "there's no paper stuck": the problem is not there
    if GUESS.match(low):
        return False  # "must have been a pending thing": what it was, now gone
    if TURNED_AWAY.match(low):
        return False  # "they say they cannot do nothing": the step turned away, no fault
    if NEVER_AGAIN.match(low):
        return False  # "(so) it cant happen again": what a step is for, no fault
    if _GONE_THROUGH.search(low) and _ANY_SYMPTOM.search(_GONE_THROUGH.sub(" ", low)) is None:
        return False  # a learner's "the payment is gone through": it went through
    if _WENT_DOWN_TO.search(low) and _ANY_SYMPTOM.search(_WENT_DOWN_TO.sub(" ", low)) is None:
        return False  # "went down the depot sat morning": a trip there, no outage
    if _IF_NO_WORD.search(low) and _ANY_SYMPTOM.search(_IF_NO_WORD.sub(" ", low)) is None:
        return False  # "(ask them for a chargeback) if i don't hear from you": a condition
    if _FROZE_IT.match(low) or _FOUND_A_SETTING.match(low):
        return False
    if (out_and_in := _OUT_AND_BACK_IN.match(low)) is not None and (
        _ANY_SYMPTOM.search(low, out_and_in.end()) is None
    ):
        return False  # "I logged out and back in": a step, not the app logging them out
    if (disconnected := _DISCONNECTED_IT.match(low)) is not None and (
        _ANY_SYMPTOM.search(low, disconnected.end()) is None
    ):
        return False
    if _SEE_IF.match(low):
        return False  # "(and) see if that's what's draining it": a test to come, no fault
    if _AWAITING_A_REPLY.match(low):
        return False  # "(filled in the claim form,) still waiting": an answer to come
    if _CANNOT_IN_MIND.match(low):
        return False  # "but can't think of anything else": the customer's mind, no fault
    if _NOT_KNOWN.search(low) and _ANY_SYMPTOM.search(_NOT_KNOWN.sub(" ", low)) is None:
        return False  # "I didn't even know there was a filter under there": news to them
    if _NO_EFFECT.match(low):
        return False  # "didnt really do much tbh": how a step went (not "it doesn't do
        # anything", a button's fault)
    stopped = _SOMEONE_STOPPED.match(low)
    if stopped is not None and stopped["doing"] not in _FAULTS_STOPPED:
        return False  # "Mum has stopped wearing her cardigan indoors": a person, no fault
    return bool(_symptom(low) or _CODE_RE.search(low))


# "Mum has stopped wearing her cardigan", "the kids stopped complaining": somebody stopped
# doing something (but "my son stopped receiving texts" may tell a fault)
_SOMEONE_STOPPED = compile(
    rf"^(?:(?:and|but|so|now)\s+)?(?:(?:my|our|the)\s+)?(?:{PEOPLE}|she|he|they|mum|mom|mam)"
    r"\s+(?:has\s+|have\s+|had\s+)?(?:finally\s+|now\s+)?stopped\s+(?P<doing>\w+ing)\b"
)
_FAULTS_STOPPED = frozenset(
    {"working", "receiving", "getting", "responding", "charging", "loading"}
)


_NO_EFFECT = compile(
    r"^(?:(?:but|and|so|tbh|honestly|nope|nah|no|it|that|this|which)\W+)*(?:didn't|did not|"
    r"hasn't|has not)\s+(?:really |even |seem to |actually |do |make )*"
    r"(?:do|done|make|made|change|changed)\s+(?:much|anything|a thing|any difference|a "
    r"difference|much difference|nothing|squat|jack)\b"
)


# (not "I don't really know where to go from here": still stuck)
_NOT_KNOWN = compile(
    r"\b(?:i|we) (?:didn't|did not|never) (?:even |really |actually )?(?:know|knew|realise|"
    r"realize|realised|realized|notice|noticed) (?:there|that|about|you|it)\b"
)
_CANNOT_IN_MIND = compile(
    r"^(?:but |and |so |tbh |honestly )*(?:i |we )?(?:really |just |honestly )?(?:can't|cannot|"
    r"can not|couldn't) (?:think|imagine|believe|wait|thank|say|tell you|carry on|"
    # "but i cant keep doing that", "can't keep jumping it every morning": the workaround is a
    # burden (not "can't keep a connection": a fault)
    r"keep (?:on )?(?:doing|\w+ing (?:it|this|that|them|the|my))|go on like this|live like this)\b"
)


_ASK_TAIL = compile(
    r",?\s*(?:any (?:ideas?|help|suggestions?|thoughts|advice|tips|fix(?:es)?)|thoughts|please "
    r"help|help please|help|what now|what do i do now|what do i do|what should i do|what next"
    # "... order #5521 can you check please": the request after the problem
    r"|(?:(?:can|could|would) (?:you|u) (?:please |pls |plz )?|please |pls |plz )(?:check|look "
    r"into|look at|help|sort|fix|refund|reverse|cancel)(?: (?:it|this|that|them|me|out))*"
    r"(?: (?:please|pls|plz|asap|thanks|thx|ty))*)\W*$",
    IGNORECASE,
)


# a message the customer keeps getting, quoted: the message is the problem
_KEEPS_QUOTING = compile(
    r"^(?:(?:and|but|so|i|we|it)\s+)*(?:keep|keeps|kept|am|is|'m)\s+(?:getting|seeing|showing|"
    r"saying)\s+(?:the\s+|this\s+|a\s+)?(?:message\s+|error\s+)?[\"'\x{2018}\x{201c}]"
    r"(?P<message>[^\"'\x{2019}\x{201d}]{3,80})"
)


_APP_TWICE = compile(r"(?i)\bapp (?:app|application)\b")


_PAID_TWICE = compile(
    r"(?i)\b(?:i|we|i've|we've|have)\s+(?:accidentally |mistakenly )?paid\s+(?:for\s+)?"
    r"(?P<what>(?:the|my|this|it|an?)\s+(?:[\w-]+\s+)?)?(?:twice|two times|2 times)\b"
    r"(?:\s+for\s+(?P<for>(?:the|my|this|an?)\s+[\w-]+))?"
)
_WHERE_IS = compile(_WHERE_IS_MY + rf"(?P<what>{_OWED})\b")
_PEOPLE_WHO_COME = frozenset({"engineer", "technician", "driver"})
_PAID_FOR_DROPS = frozenset({"the", "my", "this", "it", "a", "an"})


def incident_text(clause: str, own_products: list[str]) -> str | None:
    """The short incident text for a symptom clause, or None if it reports no problem."""
    text = _ASK_TAIL.sub(
        "", _without_setup_tail(without_laughter(clause.strip()))
    )  # "..., any ideas"
    part = _PART_TURNS.search(text.lower()) if _turns_at_all(text.lower()) else None
    if part is not None and (comma := _COMMA_BEFORE.search(text[: part.start()])) is not None:
        text = text[: comma.start()]  # "isnt heating, fan spins tho": the fault alone
    for name in own_products:
        if not is_device_name(name):  # "My Garmin Venu 2 stopped syncing": the watch
            # a whole name only: "OfficeJet Pro 9015" is not in "OfficeJet Pro 9015e"
            text = compile(rf"\b{escape(name)}\b", IGNORECASE).sub("app", text)
            text = _APP_TWICE.sub("app", text)  # "the Garmin Connect app": "the app"
    paid = _PAID_TWICE.search(text)
    if paid is not None:  # "by error, I paid the app twice" → "Paid twice for app"
        said = paid["what"] or paid["for"] or ""
        what = [w for w in said.split() if w.lower() not in _PAID_FOR_DROPS]
        return "Paid twice" + (f" for {' '.join(what)}" if what else "")
    owed = _WHERE_IS.match(text.lower())
    if owed is not None:  # "where is my refund" → "Refund not received"
        what = owed["what"]
        missing = "not arrived" if what in _PEOPLE_WHO_COME else "not received"
        return capitalised(f"{what} {missing}")
    quoted = _KEEPS_QUOTING.match(text)
    if quoted is not None:  # "keep getting 'too many people are using your account'"
        return f"Keeps showing '{quoted.group('message').strip()}'"
    text = _YOU_CHARGED.sub(r"\1", _LEAD_WORDS.sub("", _HELD_A_WHILE_THEN.sub("", text)))
    lead = _CUSTOMER_LEAD.match(text.lower()) or _BARE_LEAD.match(text.lower())
    if lead:
        text = text[lead.end() :]
        first = text.split()[0].lower() if text.split() else ""
        once = lead.group(0).split()[-1] == "got"  # "I got charged twice": it happened once
        if first.endswith("ed") and first not in {"need", "speed"} and not once:
            text = "getting " + text  # "I keep getting disconnected" -> "Getting disconnected"
    text = _CANNOT.sub("cannot", text)
    low = text.lower()
    match = _symptom(low) or _CODE_RE.search(low) or _STILL.search(low) or NOT_WORK.search(low)
    if match is None:
        return None
    if match.re is _STILL:  # "the laptop still goes to sleep" → "Laptop goes to sleep"
        text = text[: match.start()] + " " + text[match.end() :]
        match = _NEXT_WORD.search(text, match.start())
        if match is None:
            return None
    if _TROUBLE_WITH.match(low, match.start()) and _PEOPLE.search(low[: match.start()]):
        subject: str | None = ""  # "my husband and me we are having problem with the internet"
    else:
        subject = _subject(text[: match.start()])
    if subject is None:
        return None
    told = low[match.start() :]
    there = _THERE_IS.match(told)
    if there is not None:  # "there's no water coming out", "there's water in the tray"
        subject = ""
        text = text[: match.start()] + text[match.start() + there.end() :]
        told = text[match.start() :].lower()
    if subject == "App" and (
        _NO_APP_PREFIX.match(told)
        or (told.startswith("never ") and not text[: match.start()].strip())
    ):
        subject = ""  # "(I) never got the code": the customer's, not the app's
    elif subject == "App" and (implied := _implied_subject(low[: match.start()], told)):
        subject = implied  # "waited 30 mins, still locked": the account, not the app
    plural = subject.lower().endswith("s") and not subject.lower().endswith(("ss", "us", "is"))
    rest = _context(text[match.start() :], plural)
    words = _clean_words(f"{subject} {rest}".split())
    if not words:
        return None
    words = [w for w in words if w.lower() != "still"][:14]
    if len(words) > 1 and words[0].lower() in {"been", "being"}:
        words = words[1:]  # "(I have) been charged twice" → "Charged twice"
    words = [w for at, w in enumerate(words) if not _drops_was(words, at)]
    result = " ".join(words)
    return capitalised(result)


# "YOU HAVE CHARGED ME TWICE", "you charged me twice for my order": the charge, not "you"
_YOU_CHARGED = compile(
    r"(?i)^(?:you|u|ya)(?:'ve| have)?\s+(charged|billed|debited|overcharged|double charged)\b"
)


def _drops_was(words: list[str], at: int) -> bool:
    """Is ``words[at]`` a "was" to drop: "(I) was billed after i cancelled", "my card was
    charged 4 times" → "Billed after i cancelled", "Card charged 4 times"."""
    return (
        words[at].lower() in {"was", "were"}
        and at + 1 < len(words)
        and words[at + 1].lower() in {"billed", "charged", "debited"}
    )


# "worcester greenstar 30i" is "Uses a Greenstar 30i": the maker's name is setup too
_BRAND_WORDS = frozenset(w.lower() for brand in DEVICE_BRANDS for w in brand.split())
_SETUP_FILLERS = frozenset(
    {"on", "my", "a", "an", "the", "using", "running", "with", "and", "im", "laptop", "phone", "pc"}
    | {"computer", "tablet", "device"}
)


@lru_cache(maxsize=1024)
def problem_thing(incident: str) -> tuple[str, ...]:
    """The thing an incident text is about, in its words ("Router keeps dropping" →
    ("Router",)), or () when it names none, a person or only the app."""
    low = incident.lower()
    if (cold := _COLD_THING.search(low)) is not None:  # "Radiators upstairs stay cold"
        return tuple(incident[cold.start("hot") : cold.end("hot")].split())
    told_with = _PROBLEM_WITH.match(incident)
    if told_with is not None:  # "Problem with dishwasher Bosch Serie 4": the dishwasher
        thing = tuple(told_with.group(1).split())
        return () if thing[0] in {"app", "application"} else thing
    match = _symptom(low)
    if match is None or match.start() == 0:
        return ()
    subject = _subject(incident[: match.start()])
    said = (subject or "").split()
    cut = next(
        (i for i, w in enumerate(said) if w.lower() in AFTER_A_SUBJECT or "'" in w), len(said)
    )
    words = tuple(said[:cut])  # "Printer shows offline": the printer, not "printer shows"
    if not words or words[0] == "App" or len(words) > _THING_WORDS:
        return ()
    if any(w.lower() in _NOT_A_THING for w in words):
        return ()
    return words


_THING_WORDS = 3
_COLD_THING = compile(_COLD_WHEN_HOT)
# "(I have) problem with my dishwasher Bosch Serie 4": the thing, in lowercase words (a
# maker's name after it is setup)
_PROBLEM_WITH = compile(
    r"(?i)^(?:a |an |the )?(?:problems?|issues?|trouble|faults?) with (?:my |the |our |a )?"
    r"(?-i:([a-z]{3,}(?: [a-z]{3,})?))(?:\W|$)"
)
_NOT_A_THING = THIRD_PARTIES | SELF_SUBJECTS | {"me", "you", "cannot", "can't", "not", "no"}


def _without_setup_tail(text: str) -> str:
    """ "app crashes on startup, iphone 13 ios 17": the setup after the last comma is a profile
    fact, not part of the problem."""
    head, comma, tail = text.rpartition(",")
    if not comma or not head.strip():
        return text
    cased = truecase(tail)  # once: profile_facts finds no lowercase name left in it
    facts = profile_facts(cased)
    named = {w.lower() for f in facts for w in f.text.split()} | _BRAND_WORDS
    words = [w.lower().strip(".!") for w in cased.split()]
    if facts and words and all(w in named or w in _SETUP_FILLERS for w in words):
        return head.rstrip()
    return text


_ON_SYSTEM = compile(
    r"\s+(?:on|with|running)\s+(?:ios|ipados|android|windows|macos|linux|chromeos|win)\s*"
    r"(?:\d+(?:\.\d+)*)?\b",
    IGNORECASE,
)


_SUBJECT_WORDS = 5  # the last words before the symptom name the thing
_DATE_TAIL = compile(
    r"(?i)\s+(?:on|of)\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|"
    r"jul|aug|"
    r"sep|oct|nov|dec)[a-z]*\.?(?:\s+\d{4})?\s*$"
)
_WHOLE_SUBJECT = 8  # ... unless the customer's own thing is named, up to this many words


def _subject(before: str) -> str | None:
    """The thing that has the problem ("" when the clause names none)."""
    text = before.strip()
    if not text:
        return "App"
    if _PERSON_SUBJECT.match(text.lower() + " "):
        return _PERSON_SUBJECT.sub("", text.lower() + " ").strip()
    text = _THERE_IS.sub("", text)
    if not text:
        return ""
    text = _SUBJECT_AUX.sub("", _SUBJECT_AUX.sub("", text))
    lead = _WHEN_LEAD.match(text)
    if lead:  # "Every time I open a project the editor" -> the editor
        text = text[lead.end() :]
    since = _SINCE_LEAD.match(text)
    if since:  # "after the update my airpods" -> my airpods
        text = since.group("subject")
    text = _ON_SYSTEM.sub("", text)  # "my iphone 13 [on ios 17.4] battery": the battery
    text = _from_the_last_subject(text)
    words = [w for w in text.split() if w.lower() not in DETERMINERS]
    # "my flight from London to Paris on 14 June": the customer's thing, named whole
    whole = text.lower().startswith(("my ", "our ")) and len(words) <= _WHOLE_SUBJECT
    if (
        text.lower().startswith(("my ", "our "))
        and not whole
        and (dated := _DATE_TAIL.search(text))
    ):
        # "My flight from Anadyr to Moscow on 12 of August": the thing, without its date
        text = text[: dated.start()]
        words = [w for w in text.split() if w.lower() not in DETERMINERS]
        whole = len(words) <= _WHOLE_SUBJECT
    words = words if whole else _last_words(words, text)
    if text and not words:
        return ""
    joined = " ".join(words).lower()
    if joined in _APP_SUBJECTS:
        return "App"
    return " ".join(words)


def _last_words(words: list[str], text: str) -> list[str]:
    """The subject's last few words; but where a thing is named first and the last words
    would start at a link ("[the charger] at the shop on Leeds Road"), that thing, without
    the places after it."""
    if (
        len(words) <= _SUBJECT_WORDS
        or words[-_SUBJECT_WORDS].lower() not in _PLACE_LINKS
        or not text.lower().startswith(_NAMED_FIRST)
    ):
        return words[-_SUBJECT_WORDS:]
    kept = words
    while len(kept) > _SUBJECT_WORDS:
        links = [at for at in range(1, len(kept)) if kept[at].lower() in _LINKS]
        if not links:
            return words[-_SUBJECT_WORDS:]
        kept = kept[: links[-1]]
    return kept


def _from_the_last_subject(text: str) -> str:
    """ "its an LG GSL760 american style [the fridge part] (isnt cold)": a run-on that named
    the product, then the thing with the problem after its own "the" (not "the back wall [of]
    the freezer": the thing's part)."""
    said = text.split()
    for at in range(len(said) - 1, 0, -1):
        if said[at].lower() in _SUBJECT_DETERMINERS and said[at - 1].lower() not in _LINKS:
            if not _RUN_ON_LEAD.match(" ".join(said[:at]).lower()):
                return text
            return " ".join(said[at:])
    return text


_SUBJECT_DETERMINERS = frozenset({"the", "my", "our"})
_NAMED_FIRST = ("the ", "my ", "our ")
_PLACE_LINKS = frozenset({"at", "on", "in", "inside", "near"})
_LINKS = frozenset(
    {"of", "in", "on", "at", "from", "with", "to", "for", "by", "and", "or", "behind", "under"}
    | {"inside", "near", "into", "onto", "over", "above", "below", "off", "about"}
)
# what a run-on names first: "its an LG GSL760 american style", "it's a Bosch"
_RUN_ON_LEAD = compile(r"^(?:.*\s)?(?:it's|its|it is|it was|this is|thats|that's) (?:an?|the) ")


def _context(from_symptom: str, plural: bool) -> str:
    """The symptom and what follows it, with "when I upload a PDF" → "on PDF upload"."""
    text = _DROP_WORDS.sub("", _CUT_TAIL.sub("", from_symptom)).strip()
    text = _present_tense(text, plural)
    low = text.lower()
    when = _WHEN_USE_RE.search(low)
    if when is None:
        return _WHEN_I.sub(_gerund_clause, text)
    verb = when.group(1)
    obj = text[when.start(2) :] if when.group(2) else ""
    head = text[: when.start()].rstrip()
    obj_words = [w for w in obj.split() if w.lower() not in DETERMINERS]
    if verb in _NOUNABLE and not (obj_words and obj_words[0].lower() in _PREPOSITIONS):
        noun = _NOUN_FORM.get(verb, verb)
        tail = " ".join([*obj_words, noun]) if obj_words else noun
        return f"{head} on {tail}".strip()
    gerund = _to_gerund(verb)
    return f"{head} when {' '.join([gerund, *obj_words])}".strip()


def _present_tense(text: str, plural: bool) -> str:
    """ "crashing" after a dropped "is" reads as "crashes": "App is crashing" → "App crashes"."""
    first, _, rest = text.partition(" ")
    low = first.lower()
    if low == "being" and rest:
        return rest  # "(why am I) being charged twice": "Charged twice", not "Bes charged"
    if rest.split(" ", 1)[0].lower() in _NAMED_BY_A_GERUND:
        return text  # "roaming charges on my bill", "grinding noise": a kind of thing
    if low.endswith("ing") and low not in NOT_VERB_FORMS | {"nothing", "something", "pending"}:
        lemma = _GERUNDS.get(low) or simplemma.lemmatize(low, lang="en")
        if lemma != low and plural:
            return f"{lemma} {rest}".strip()
        if lemma != low:
            verb = lemma + ("es" if lemma.endswith(("sh", "ch", "x", "s", "z", "o")) else "s")
            return f"{verb} {rest}".strip()
    return text


_NAMED_BY_A_GERUND = frozenset(
    {"charge", "charges", "fee", "fees", "costs", "bill", "noise", "noises", "sound", "sounds"}
)
_GERUNDS = {
    "freezing": "freeze",
    "timing": "time",
    "closing": "close",
    "shutting": "shut",
    "logging": "log",
    "charging": "charge",
    "overheating": "overheat",
}


def _gerund_clause(match: Match) -> str:
    """ "when I open it" / "when I opened it" → "when opening it"; "when I already paid" and
    "when I was out" stay as they were."""
    verb = str(match.group(1))
    if verb.lower() in _ADVERBS or verb.lower() in AUXILIARIES:
        return str(match.group(0))
    if is_past(verb.lower()):
        verb = lemma(verb.lower())  # "when I tried to pay" → "when trying to pay"
    return f"when {_to_gerund(verb)}"


_ADVERBS = frozenset(
    {"already", "just", "first", "also", "then", "still", "finally", "actually", "never", "ever"}
)  # "when I already paid": no verb to turn into "-ing"


def _to_gerund(verb: str) -> str:
    if verb.endswith("ing"):
        return verb
    vowels = "aeiou"
    one_syllable = (
        len(
            [c for i, c in enumerate(verb) if c in vowels and (i == 0 or verb[i - 1] not in vowels)]
        )
        == 1
    )
    if (
        len(verb) >= 3
        and one_syllable
        and verb[-2] in vowels
        and verb[-3] not in vowels
        and verb[-1] not in "aeiouwxy"
    ):
        return verb + verb[-1] + "ing"  # "plug" → "plugging", "stop" → "stopping"
    if verb.endswith("e") and not verb.endswith("ee"):
        return verb[:-1] + "ing"
    return verb + "ing"


def _clean_words(words: list[str]) -> list[str]:
    out = [
        w.strip(",.;:!?")
        for at, w in enumerate(words)
        if (w.lower() not in DETERMINERS or _all_day(words, at)) and not _any_of(words, at)
    ]
    out = [w for w in out if w and not only_pictographs(w)]  # "😭", "🙃": no words
    while out and out[-1].lower() in _DANGLING_WORDS:
        out.pop()  # "They've taken payment and" (the rest was a time)
    return out


def _any_of(words: list[str], at: int) -> bool:
    """The "of" of "any of the taps", "some of the lights": dropped with its determiner."""
    return (
        words[at].lower() == "of"
        and at > 0
        and words[at - 1].lower() in DETERMINERS
        and at + 1 < len(words)
        and words[at + 1].lower() in DETERMINERS
    )


def _all_day(words: list[str], at: int) -> bool:
    """ "all day", "all night": how long, not a determiner to drop."""
    return (
        words[at].lower() == "all"
        and at + 1 < len(words)
        and words[at + 1].lower().strip(",.;:!?") in _SPANS
    )


_SPANS = frozenset({"day", "night", "week", "morning", "afternoon", "evening", "weekend"})
_DANGLING_WORDS = frozenset(
    {"and", "or", "but", "so", "like", "um", "uh", "with", "to", "for", "at", "of"}
)
