"""Good news of the open problem, then "but ... still" naming other things ("sat paper came
today ty! but my bill still took the full £32 this month", dev w30b-0001): the first
problem is resolved and the second is one of its own. A "still" of the same problem, or news
that was only a test ("VPN works well"), leaves the problem open."""

from __future__ import annotations

from helpers import converse, tracked


def test_news_of_the_problem_then_a_new_one_still_there() -> None:
    states = tracked(
        converse(
            [
                "no saturday paper for the 3rd week running now 🙄 weekday ones come fine",
                "sat paper came today ty! but my bill still took the full £32 this month, no "
                "credit for the 3 missed. can u check",
            ]
        )
    )
    # the text the symptom reader gives "no <supply or delivery> for <a while>" (since
    # 2026-12-05: a rule, no longer the clause model's reading; it was "No saturday paper for
    # the 3rd week running now")
    assert states["No saturday paper for 3rd week running"] == "resolved"
    assert states["No credit for the 3 missed"] == "open"


def test_the_same_problem_still_there_takes_the_news_back() -> None:
    states = tracked(
        converse(["the wifi keeps dropping", "its a bit better now but it still cuts out"])
    )
    assert states == {"Wifi keeps dropping": "open"}


def test_the_same_problem_as_others_keeps_it_open() -> None:
    states = tracked(
        converse(
            [
                "The location of my device is not updating anymore.",
                "The VPN setup did not change and it works. But the location is not updating. I "
                "know from others who have the same problem.",
            ]
        )
    )
    assert states["Location of device is not updating"] == "open"


def test_its_there_this_morning_is_good_news() -> None:
    states = tracked(
        converse(
            [
                "scanned my loyalty app at the till, receipt says 320 points added but the app "
                "still shows my old balance",
                "nvm its there this morning 🙃 ty anyway",
            ]
        )
    )
    assert states == {"App shows old balance": "resolved"}


def test_someone_coming_today_is_no_good_news() -> None:
    states = tracked(converse(["my boiler has no hot water", "the engineer is coming today"]))
    assert states == {"Boiler has no hot water": "open"}  # and the visit is no problem


def test_now_she_has_them_is_good_news() -> None:
    states = tracked(
        converse(["she cant see the tickets in her account", "now she has them thanks"])
    )
    assert states == {"She cannot see tickets in account": "resolved"}


def test_nobody_came_names_what_was_ordered() -> None:
    states = tracked(
        converse(
            [
                "Dear team, I ordered a sofa (order 55123) on 2 March and was told delivery would "
                "be 14 March. Nobody came.",
            ]
        )
    )
    assert states == {"Sofa not delivered": "open"}


def test_nobody_came_with_nothing_ordered_names_whom_the_customer_waited_for() -> None:
    # "Nobody came" until 2026-12-06; the dev labels of such cases (w2-0017, w22b-0036,
    # w8-0028) name the engineer
    states = tracked(converse(["the engineer was meant to come today, nobody came"]))
    assert states == {"Engineer did not turn up": "open"}
    assert tracked(converse(["I waited in all day, nobody came"])) == {"Nobody came": "open"}


def test_a_third_partys_report_then_idk_where_its_gone_leaves_the_problem_open() -> None:
    # blind trial of 2026-12-05 (/work/trial47, c5): the prescription was closed here
    states = tracked(
        converse(
            [
                "hiya my repeat prescription still hasnt come, ordered it thru ur app 10 days ago "
                "and it just says awaiting gp approval. gonna ring the surgery tmrw",
                "rang them, receptionist says the gp signed it off last wed and its been sent to "
                "u electronically?? so idk where its gone 🙄",
            ]
        )
    )
    assert states["Repeat prescription hasn't come"] == "open"
    # the plan to ring the surgery is a step of its own; nothing else is a problem
    assert states["Call surgery"] == "in_progress"
    assert len(states) == 2
