"""The scripted engine says fleet statistics as statistics, and only without a known fix."""

from __future__ import annotations

from support_memory.engines.protocol import ReplyContext
from support_memory.engines.scripted import ScriptedEngine
from support_memory.insights import FleetSuggestion
from support_memory.report import MessageReport

FLEET = (FleetSuggestion("Update application", 12, 15), FleetSuggestion("Turn off VPN", 5, 9))


def test_the_fleet_is_said_with_its_counts() -> None:
    context = ReplyContext(
        customer_id="C1",
        incident="App crashes on large PDF upload",
        report=MessageReport(problem="App crashes on large PDF upload"),
        fleet=FLEET,
    )
    text = ScriptedEngine().reply("My app crashes", context).text
    assert (
        "Updating the application resolved this for 12 of 15 customers with the same problem. "
        "Turning off VPN resolved it for 5 of 9." in text
    )


def test_a_known_fix_of_the_customers_own_comes_instead() -> None:
    context = ReplyContext(
        customer_id="C1",
        known_fixes=("Reinstall application",),
        is_returning_customer=True,
        fleet=FLEET,
    )
    text = ScriptedEngine().reply("It crashes again", context).text
    assert "customers" not in text and '"Reinstall application" worked' in text
