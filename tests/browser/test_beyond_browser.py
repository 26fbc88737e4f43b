"""The escalation queue and the fleet insights in a real browser: what a support lead does.

They share the server of test_console_browser.py (insights on, k = 2), so counts depend on
what other tests seeded: the assertions name customers and steps, not totals.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, expect
from test_console_browser import seed, try_message

from support_memory.seed import NO_LONGER_WORKS

Shoot = Callable[[Page, str], Path]


def test_an_escalated_turn_is_queued_and_acknowledged(signed_in: Page, shoot: Shoot) -> None:
    page = signed_in
    seed(page, "CUST-3001")
    reply = try_message(page, NO_LONGER_WORKS)
    assert "escalating this to a specialist" in reply
    page.get_by_role("link", name="Escalations").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Escalations")
    row = page.locator("tbody tr", has=page.get_by_role("link", name="CUST-3001", exact=True))
    expect(row).to_contain_text("fix stopped working")
    expect(row).to_contain_text('"Update application" worked before and no longer does')
    expect(row.locator(".badge")).to_have_text("open")
    shoot(page, "escalations")
    row.get_by_role("button", name="Acknowledge").click()
    expect(page.get_by_role("status")).to_contain_text("Escalation acknowledged")
    expect(page.get_by_role("link", name="CUST-3001", exact=True)).to_have_count(0)
    page.get_by_role("link", name="Acknowledged").click()
    done = page.locator("tbody tr", has=page.get_by_role("link", name="CUST-3001", exact=True))
    expect(done).to_contain_text("by alice")


def test_insights_show_server_drawn_charts(signed_in: Page, shoot: Shoot) -> None:
    page = signed_in
    problems: list[str] = []
    page.on("console", lambda message: problems.append(message.text))
    for customer in ("CUST-3101", "CUST-3102"):
        seed(page, customer)
    page.get_by_role("link", name="Insights").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Fleet insights")
    charts = page.locator("svg.chart")
    expect(charts).to_have_count(2)
    expect(page.get_by_role("img", name="Incidents per day")).to_be_visible()
    expect(page.get_by_role("img", name="Fix success rates")).to_be_visible()
    table = page.locator("table.list")
    expect(table).to_contain_text("App crashes on large PDF upload")
    expect(table).to_contain_text(re.compile(r"Update application: \d+ of \d+ \(\d+%\)"))
    expect(table).not_to_contain_text("CUST-31")
    page.get_by_label("Period").select_option("90")
    page.get_by_role("button", name="Show").click()
    expect(page).to_have_url(re.compile(r"days=90$"))
    expect(page.get_by_role("img", name="Incidents per week")).to_be_visible()
    shoot(page, "insights")
    assert not [p for p in problems if "Content Security Policy" in p]
