"""What round 47 (held out since the twenty-fifth session, read once moved into dev on
2026-12-06) and blind trial 58 showed: "here's the solution: unplug the tv's power cable"
after "if someone has the same problem" is the customer's own fix; "... and all was well"
after a step is its result; "put the wrong pin in 3 times" is the slip that caused the
problem, not a step; chat shorthand for times ("last wk", "this morn") is no part of a step;
"its icing up again" is the fault back, never good news; "I'm tethering off my phone for now,
which works" is a workaround in use (the problem stays open).

The messages here are written for these tests, in the registers that round showed."""

from __future__ import annotations

from helpers import attempts, converse, incident_texts, incidents

from support_memory.extraction.outcomes.detect import detect_outcome
from support_memory.models import Outcome


def test_heres_the_solution_after_a_condition_is_the_customers_fix() -> None:
    memories = converse(
        [
            "Same here with my Samsung TV, the app hangs on the logo",
            "If anyone has the same problem, here's the solution: unplug the TV's power cable "
            "for 5 minutes. Since then it works again.",
        ]
    )
    tried = attempts(memories)
    assert [outcome for text, outcome in tried.items() if "Unplug" in text] == ["worked"]


def test_heres_how_without_a_label_is_no_fix() -> None:
    memories = converse(["the app hangs on the logo. here's the thing: it only happens on wifi"])
    assert "worked" not in attempts(memories).values()


def test_and_all_was_well_is_the_result_of_the_step_before_it() -> None:
    memories = converse(
        [
            "my card keeps getting declined when I try to pay for the pro plan",
            "Solved it. I deleted the old card I had saved in Google Wallet and all was well.",
        ]
    )
    tried = attempts(memories)
    assert [outcome for text, outcome in tried.items() if "Delete" in text] == ["worked"]
    assert set(incidents(memories).values()) == {"resolved"}


def test_all_was_well_until_is_history_not_news() -> None:
    assert detect_outcome("all was well until last night") is None
    signal = detect_outcome("and all was well")
    assert signal is not None and signal.polarity is Outcome.WORKED


def test_the_wrong_pin_put_in_is_no_step() -> None:
    memories = converse(
        [
            "locked out of my banking app, put the wrong pin in 3 times like an idiot 🤦‍♀️ "
            "now it says contact us. can u unlock it pls"
        ]
    )
    assert attempts(memories) == {}
    assert list(incidents(memories).values()) == ["open"]
    memories = converse(
        ["I put the wrong passcode in 3 times half asleep and now the phone is disabled"]
    )
    assert attempts(memories) == {}
    assert list(incidents(memories).values()) == ["open"]


def test_the_right_pin_put_in_is_still_a_step() -> None:
    memories = converse(
        [
            "card got blocked at the till",
            "put the new pin in and it works now 👍",
        ]
    )
    assert attempts(memories) == {"Put in new pin": "worked"}


def test_chat_shorthand_for_a_time_is_no_part_of_the_step() -> None:
    memories = converse(
        [
            "dishwasher leaving white film on all the glasses 😩 topped up the salt last wk, "
            "no diffrence. pumped the tyres this morn too lol wrong chat"
        ]
    )
    texts = set(attempts(memories))
    assert "Top up salt" in texts
    assert not any("wk" in text or "morn" in text for text in texts)


def test_a_fault_back_again_is_no_good_news() -> None:
    for said in ("its icing up again", "the door is sticking again", "its skipping again"):
        signal = detect_outcome(said)
        assert signal is None or signal.polarity is Outcome.FAILED, said
    signal = detect_outcome("its charging again")
    assert signal is not None and signal.polarity is Outcome.WORKED


def test_a_way_round_in_use_that_works_is_a_workaround() -> None:
    memories = converse(
        [
            "my broadband keeps dropping every evening since monday",
            "Meanwhile I'm tethering off my phone just to get my work done, which works but is "
            "eating through my data allowance.",
        ]
    )
    assert attempts(memories) == {"Tether off phone": "worked"}
    assert list(incidents(memories).values()) == ["open"]


def test_a_plan_told_in_the_progressive_is_no_workaround() -> None:
    memories = converse(
        [
            "my broadband keeps dropping every evening since monday",
            "I'm going to try the other socket tonight, which works for my neighbour",
        ]
    )
    assert "worked" not in attempts(memories).values()
    assert list(incidents(memories).values()) == ["open"]


def test_each_gerund_after_tried_is_a_try_of_its_own() -> None:
    memories = converse(
        [
            "The app doesn't get past the loading screen. I tried reinstalling it, waiting for "
            "ages and rebooting my phone."
        ]
    )
    tried = attempts(memories)
    assert tried.get("Reboot phone") == "failed"
    assert not any("wait" in text.lower() for text in incident_texts(memories))


def test_a_gerund_toggle_in_a_tried_list_stays_one_step() -> None:
    memories = converse(
        [
            "my drawing tablet stopped working today. I have tried restarting my computer, "
            "unplugging and replugging the tablet, nothing"
        ]
    )
    tried = attempts(memories)
    assert "Replug tablet" not in tried
    assert [text for text in tried if "nplug" in text] != []


def test_a_quoted_error_after_a_try_is_no_try() -> None:
    memories = converse(
        [
            "direct debit taken twice. tried cancelling the 2nd one in the app, "
            "'something went wrong'"
        ]
    )
    assert not any("went wrong" in text for text in attempts(memories))


def test_a_learners_it_work_for_one_hour_fails_the_step() -> None:
    memories = converse(
        [
            "The heater in my flat is not warm since Friday, only cold wind come out. I press "
            "the red reset button on the heater like the paper say, it work for one hour and then "
            "again cold wind."
        ]
    )
    tried = attempts(memories)
    assert [outcome for text, outcome in tried.items() if "reset button" in text] == ["failed"]
    assert list(incidents(memories).values()) == ["open"]


def test_a_plan_carried_out_and_the_money_paid_in_settles_the_claim() -> None:
    memories = converse(
        [
            "My claim for the doctor visit was rejected, the letter say 'invalid practice "
            "number'. I will send the claim again this afternoon with the new number.",
            "Hello again. I send the claim with the correct number on Tuesday and today I see the "
            "R650 is paid in my bank. Thank you very much.",
        ]
    )
    tried = attempts(memories)
    assert [outcome for text, outcome in tried.items() if "claim" in text] == ["worked"]
    assert "open" not in incidents(memories).values()


def test_money_paid_in_needs_money_named() -> None:
    assert detect_outcome("my salary is paid into my account on the 25th") is None
    signal = detect_outcome("the £40 is refunded to my card")
    assert signal is not None and signal.polarity is Outcome.WORKED


def test_a_learners_was_pressing_already_few_times_is_a_step_done() -> None:
    memories = converse(
        [
            "Dzień dobry. My boiler is showing F28 since this morning, no hot water.",
            "I was pressing already reset button few times, boiler is starting for moment and "
            "then again is F28.",
        ]
    )
    assert attempts(memories) == {"Press reset button": "failed"}
    assert list(incidents(memories).values()) == ["open"]


def test_a_spoken_right_before_a_part_fitted_new() -> None:
    memories = converse(
        [
            "car fob stopped working yesterday, car wont unlock",
            "right new battery in the fob and its perfect now unlocks from miles away",
        ]
    )
    assert attempts(memories) == {"Put new battery in fob": "worked"}


def test_a_fix_that_only_held_for_a_bit_fails_days_later() -> None:
    memories = converse(
        [
            "the fridge part of my fridge freezer stopped cooling",
            "i did the defrost yesterday, had it off all day with the doors open, and since i "
            "switched it back on its working again",
            "hi sorry its me again the fridge has gone warm again same as before its been about "
            "five days so i guess the defrost only fixed it for a bit can you book the engineer",
        ]
    )
    assert attempts(memories) == {"Defrost": "failed"}
    assert list(incidents(memories).values()) == ["open"]


def test_good_news_with_no_step_taken_back_reopens_the_problem() -> None:
    memories = converse(
        [
            "The watch face shows 'No data from phone' since I set it up. I reset the watch, "
            "same result.",
            "After a day of trying one thing after another, this worked.",
            "It worked, but only for a few minutes. not sure what else I can try",
        ]
    )
    assert list(incidents(memories).values()) == ["open"]
    assert "worked" not in attempts(memories).values()


# Tried by hand as a new user would (messages written on the spot, not from the corpus).


def test_jump_started_typed_apart_is_one_step() -> None:
    memories = converse(
        ["my car wont start, just clicks", "jump started it off my neighbours car, running now"]
    )
    assert [text for text in attempts(memories) if text.startswith("Jump-start")] != []


def test_a_dishwasher_leaving_food_on_plates_is_the_problem() -> None:
    memories = converse(
        [
            "Our dishwasher is leaving food bits on plates. Bosch, 3 years old.",
            "I'll give the spray arms a clean tonight and report back.",
            "Spray arms were blocked with seeds. Cleaned them and the plates are spotless now.",
        ]
    )
    assert incidents(memories) == {"Dishwasher leaves food bits on plates": "resolved"}
    assert attempts(memories) == {"Clean spray arms": "worked"}


def test_leaving_a_thing_somewhere_is_no_problem() -> None:
    memories = converse(["I am leaving the keys at reception for the engineer tomorrow"])
    assert incidents(memories) == {}


def test_a_good_spray_given_is_the_step() -> None:
    memories = converse(
        [
            "the lock on the back door is really stiff",
            "gave the mechanism a good spray of WD-40 and it turns easy now",
        ]
    )
    assert attempts(memories) == {"Spray mechanism with WD-40": "worked"}


def test_pressure_holding_after_the_repair_closes_the_problem() -> None:
    memories = converse(
        [
            "boiler pressure keeps dropping to 0.5 every couple days",
            "plumber found a leak on the radiator valve in the bedroom and fixed it. pressure "
            "holding at 1.5 for a week now",
        ]
    )
    assert list(incidents(memories).values()) == ["resolved"]
    assert attempts(memories) == {}


def test_now_i_have_4g_is_good_news() -> None:
    memories = converse(
        [
            "Mobile data not working abroad, roaming is switched on, I'm in Spain",
            "Picked the network manually in settings and now I have 4G",
        ]
    )
    assert attempts(memories) == {"Pick network manually in settings": "worked"}
    assert list(incidents(memories).values()) == ["resolved"]


def test_a_float_arm_bent_till_it_fills_at_the_right_level() -> None:
    memories = converse(
        [
            "the toilet keeps running after flushing",
            "i bent the float arm down a bit and it stops filling at the right level now",
        ]
    )
    assert list(attempts(memories).values()) == ["worked"]
    assert incidents(memories) == {"Toilet keeps running after flushing": "resolved"}


def test_a_fine_appealed_and_cancelled() -> None:
    memories = converse(
        [
            "i got a parking fine but i had paid on the app, i have the receipt",
            "appealed it online with the screenshot, they cancelled the fine 🙌",
        ]
    )
    assert incidents(memories) == {"Parking fine": "resolved"}
    assert attempts(memories) == {"Appeal online with screenshot": "worked"}


def test_a_flight_cancelled_by_them_is_no_good_news() -> None:
    assert detect_outcome("they cancelled my flight") is None
    signal = detect_outcome("the late fee was waived")
    assert signal is not None and signal.polarity is Outcome.WORKED


def test_never_mind_and_a_step_of_ones_own_sorted_it() -> None:
    memories = converse(
        [
            "hi my flight BA284 got cancelled and i got no email about rebooking",
            "nvm rebooked myself on the app for tmrw morning, just want the hotel cost back now",
        ]
    )
    assert attempts(memories) == {"Rebook on application": "worked"}
    memories = converse(["app keeps crashing", "nvm reinstalled it and it still crashes"])
    assert attempts(memories) == {"Reinstall application": "failed"}


def test_a_reference_number_is_no_product() -> None:
    memories = converse(
        ["Dear team, my parcel tracking shows 'exception' since 5 days. Order 99812. Flight BA284."]
    )
    assert not any(memory.type.value == "PROFILE" for memory in memories)


def test_no_more_leak_after_the_sock_came_out() -> None:
    memories = converse(
        [
            "my new washing machine is leaking from the bottom at the front",
            "checked the door seal, theres a sock stuck in it lol. took it out, no more leak",
        ]
    )
    assert attempts(memories) == {"Take out sock": "worked"}
    assert set(incidents(memories).values()) == {"resolved"}


def test_a_package_blocked_at_customs_is_no_plan() -> None:
    memories = converse(["bonjour, my package is blocked at customs, they want me to pay tax"])
    assert not any(memory.type.value == "PROFILE" for memory in memories)
    assert list(incidents(memories).values()) == ["open"]


def test_the_direct_debit_cancelled_instead_is_a_step() -> None:
    memories = converse(
        [
            "Cancelled my gym membership in March. Still getting charged £34.99 a month.",
            "Rang. 40 min on hold, gave up. Cancelled the direct debit in my Monzo app instead.",
        ]
    )
    assert "Cancel direct debit in Monzo app" in attempts(memories)


def test_i_work_nights_is_no_good_news() -> None:
    """Blind trial 59 (read after judging): the customer's working hours, told after the
    display problem, had closed it."""
    assert detect_outcome("i work nights") is None
    memories = converse(
        [
            "my electric has gone off completely, the neighbours have all got their lights on",
            "oh its back on the lights have just come on, thank you so much",
            "oh and the in home display thing has been blank for weeks can someone look at that, "
            "ring me after three because i work nights and im asleep in the day",
        ]
    )
    assert sorted(incidents(memories).values()) == ["open", "resolved"]


def test_a_hotspot_used_in_the_meantime_is_a_workaround() -> None:
    """Blind trial 59 (read after judging)."""
    memories = converse(
        [
            "hey so my wifi keeps droppin every like 20 mins since tues lol",
            "ok engineer thurs works. ive just been usin my phone hotspot for work in the "
            "meantime, its fine but eatin all my data 😭",
        ]
    )
    assert attempts(memories) == {"Use phone hotspot for work": "worked"}
    assert list(incidents(memories).values()) == ["open"]


def test_a_day_that_suits_is_no_good_news() -> None:
    for said in ("ok engineer thurs works", "tuesday works", "that time works"):
        assert detect_outcome(said) is None, said
    signal = detect_outcome("this morning it works again")
    assert signal is not None and signal.polarity is Outcome.WORKED
