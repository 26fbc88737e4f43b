"""The console in a real browser: what a support person does, end to end.

Each test seeds its own customer through the console, so tests do not depend on each
other's order; they share one server and one Chromium.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from browser_env import KEY
from playwright.sync_api import Page, expect

RETURN_VISIT = "The application is crashing again when I upload a PDF."
Shoot = Callable[[Page, str], Path]


def seed(page: Page, customer_id: str) -> None:
    """Play the reference conversation as ``customer_id`` from the customers page."""
    page.goto("/console/customers")
    page.get_by_label("Customer id", exact=True).fill(customer_id)
    page.get_by_role("button", name="Seed").click()
    expect(page.get_by_role("heading", level=1)).to_have_text(customer_id)


def step(page: Page, text: str):  # type: ignore[no-untyped-def]
    return page.locator("li.memory", has=page.locator(".text", has_text=re.compile(f"^{text}$")))


def try_message(page: Page, message: str) -> str:
    page.get_by_label(re.compile("^Message as")).fill(message)
    page.get_by_role("button", name="Send").click()
    reply = page.locator(".reply-text")
    expect(reply).to_be_visible()
    return reply.inner_text()


def test_logging_in(page: Page, shoot: Shoot) -> None:
    page.goto("/console")
    expect(page).to_have_url(re.compile("/console/login$"))
    shoot(page, "login")
    page.get_by_label("API key").fill("not-a-key")
    page.keyboard.press("Enter")  # the form works from the keyboard
    expect(page.get_by_role("alert")).to_contain_text("not one of this service's keys")
    page.get_by_label("API key").fill(KEY)
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile("/console/customers$"))
    expect(page.get_by_text("Signed in as alice")).to_be_visible()
    cookie = next(c for c in page.context.cookies() if c["name"] == "sm_console")
    assert cookie["httpOnly"] and cookie["sameSite"] == "Strict" and cookie["expires"] > 0


def test_finding_the_reference_customer_marked_worked(signed_in: Page, shoot: Shoot) -> None:
    page = signed_in
    seed(page, "CUST-1042")
    page.goto("/console/customers")
    page.get_by_label("Customer id starts with").fill("CUST-10")
    page.get_by_role("button", name="Search").click()
    shoot(page, "customers")
    page.get_by_role("link", name="CUST-1042", exact=True).click()
    fix = step(page, "Update application")
    expect(fix.locator(".badge")).to_have_text("worked")
    expect(fix.locator(".badge")).to_have_class(re.compile(r"\bok\b"))
    expect(step(page, "Restart application").locator(".badge")).to_have_text("failed")
    expect(page.get_by_text("Uses Acme PDF Suite", exact=True)).to_be_visible()
    shoot(page, "customer")
    page.get_by_role("link", name="Turn").first.click()
    expect(page.get_by_role("heading", name="Recalled, best first")).to_be_visible()
    expect(page.locator("table").first).to_contain_text("same incident")
    expect(page.locator("blockquote.message")).to_have_text(RETURN_VISIT)
    shoot(page, "turn")


def test_correcting_a_step_changes_the_next_reply(signed_in: Page, shoot: Shoot) -> None:
    page = signed_in
    seed(page, "CUST-2001")
    before = try_message(page, RETURN_VISIT)
    assert '"Update application" worked' in before
    fix = step(page, "Update application")
    fix.locator("summary").click()
    fix.get_by_label("Outcome").select_option("failed")
    fix.get_by_label("Reason", exact=True).fill("the update was only a workaround")
    fix.get_by_role("button", name="Save correction").click()
    expect(page.get_by_role("status")).to_contain_text("Correction saved")
    expect(step(page, "Update application").locator(".badge")).to_have_text("failed")
    timeline = page.locator(".timeline")
    expect(timeline).to_contain_text("alice corrected a memory: outcome worked → failed")
    expect(timeline).to_contain_text("the update was only a workaround")
    after = try_message(page, RETURN_VISIT)
    assert '"Update application" worked' not in after
    assert "Update application" in after and "without success" in after
    shoot(page, "correction")


def test_deleting_one_memory(signed_in: Page) -> None:
    page = signed_in
    seed(page, "CUST-2002")
    fact = page.locator(".profile li.memory", has_text="Uses Acme PDF Suite")
    fact.locator("summary").click()
    fact.get_by_label("Reason for deleting").fill("mentioned in passing")
    fact.get_by_role("button", name="Delete this memory").click()
    expect(page.get_by_role("status")).to_contain_text("Memory deleted")
    expect(page.locator(".profile li.memory")).to_have_count(0)
    expect(page.locator(".timeline")).to_contain_text("alice deleted a memory")
    expect(step(page, "Update application")).to_have_count(1)  # only that one went


def test_a_script_in_a_message_stays_inert(signed_in: Page) -> None:
    page = signed_in
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    payload = '<script>alert("xss")</script><img src=x onerror="alert(1)"> my app crashes'
    page.goto("/console/customers/CUST-XSS")
    try_message(page, payload)
    timeline = page.locator(".timeline li.turn").first
    expect(timeline).to_contain_text('<script>alert("xss")</script>')
    timeline.get_by_role("link", name="Turn").click()
    expect(page.locator("blockquote.message")).to_have_text(payload)
    assert page.locator("main script, main img").count() == 0
    assert dialogs == []


def test_a_post_without_the_csrf_token_is_refused(signed_in: Page, base_url: str) -> None:
    page = signed_in
    seed(page, "CUST-2003")
    forget = f"{base_url}/console/customers/CUST-2003/forget"
    # Same browser, same session cookie, no token: refused.
    response = page.request.post(forget, form={"confirm": "CUST-2003"})
    assert response.status == 403 and "CSRF" in response.text()
    # A form on another site posting into the console: the cookie stays home, refused.
    page.goto("about:blank")
    page.set_content(
        f'<form method="post" action="{forget}"><input name="confirm" value="CUST-2003">'
        "<button>go</button></form>"
    )
    page.get_by_role("button", name="go").click()
    page.wait_for_load_state()
    assert "/console/customers/CUST-2003" not in page.url
    page.goto("/console/customers/CUST-2003")
    expect(step(page, "Update application")).to_have_count(1)


def test_forgetting_a_customer(signed_in: Page) -> None:
    page = signed_in
    seed(page, "CUST-2004")
    confirm = page.get_by_label(re.compile("to confirm"))
    confirm.fill("cust-2004")
    page.get_by_role("button", name="Forget CUST-2004").click()
    expect(page.get_by_role("alert")).to_contain_text("Nothing was deleted")
    page.get_by_label(re.compile("to confirm")).fill("CUST-2004")
    page.get_by_role("button", name="Forget CUST-2004").click()
    expect(page.get_by_role("status")).to_contain_text("The customer was forgotten")
    page.get_by_label("Customer id starts with").fill("CUST-2004")
    page.get_by_role("button", name="Search").click()
    expect(page.get_by_text("No customer found.")).to_be_visible()


def test_the_api_docs_open_from_a_console_session(signed_in: Page) -> None:
    page = signed_in
    page.get_by_role("link", name="API docs").click()
    expect(page.locator(".swagger-ui .info .title")).to_contain_text("support-memory")
    expect(page.locator(".swagger-ui")).to_contain_text(
        "/customers/{customer_id}/memories/{memory_id}"
    )


def test_the_customer_page_fits_a_tablet(signed_in: Page, shoot: Shoot) -> None:
    page = signed_in
    seed(page, "CUST-2005")
    page.set_viewport_size({"width": 820, "height": 1180})
    page.reload()
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0
    expect(step(page, "Update application").locator(".badge")).to_be_visible()
    shoot(page, "tablet")
